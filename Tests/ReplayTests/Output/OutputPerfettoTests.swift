import JSON
import Replay
import XCTest

/// The Chrome trace-event document, parsed back.
final class OutputPerfettoTests: XCTestCase {
    private func events(_ trace: PerfettoTrace) throws -> [JSONReader] {
        let root = try JSONReader(parsing: trace.jsonText(), source: "perfetto.json")
        return try XCTUnwrap(root.member("traceEvents")).array()
    }

    func testFramesTouchesAndMetadata() throws {
        var trace = PerfettoTrace(name: "tap")
        // 120 fps: frame 1 at 8_333_333 ns = 8333.333 µs.
        trace.addFrame(index: 0, timeNs: 0, stepNs: 40_000, renderNs: 210_500, dirtyPixels: 0, hash: 0xab)
        trace.addTouch(timeNs: 4_000_000, id: 1, phase: "began", x: 20, y: 30.5)
        trace.addFrame(index: 1, timeNs: 8_333_333, stepNs: 1_000, renderNs: 2_000, dirtyPixels: 64, hash: 0xcd)
        let list = try events(trace)
        XCTAssertEqual(list.count, 3 + 3 + 1 + 3)

        let metadata = list.prefix(3)
        XCTAssertEqual(try metadata.map { try $0.member("ph")!.string() }, ["M", "M", "M"])
        XCTAssertEqual(try metadata.map { try $0.member("name")!.string() }, ["process_name", "thread_name", "thread_name"])
        XCTAssertEqual(try metadata.map { try $0.member("args")!.member("name")!.string() },
                       ["touchstone replay: tap", "frames", "touches"])

        // Frame 0: slice [0, 250.5] µs with step [0, 40] and render [40, 250.5] inside.
        let frame = list[3], step = list[4], render = list[5]
        XCTAssertEqual(try frame.member("name")?.string(), "frame 0")
        XCTAssertEqual(try frame.member("ph")?.string(), "X")
        XCTAssertEqual(try frame.member("ts")?.double(), 0)
        XCTAssertEqual(try frame.member("dur")?.double(), 250.5)
        XCTAssertEqual(try frame.member("args")?.member("hash")?.string(), "00000000000000ab")
        XCTAssertEqual(try step.member("name")?.string(), "step")
        XCTAssertEqual(try step.member("ts")?.double(), 0)
        XCTAssertEqual(try step.member("dur")?.double(), 40)
        XCTAssertEqual(try render.member("name")?.string(), "render")
        XCTAssertEqual(try render.member("ts")?.double(), 40)
        XCTAssertEqual(try render.member("dur")?.double(), 210.5)
        for slice in [frame, step, render] { XCTAssertEqual(try slice.member("tid")?.int(), 1) }

        let touch = list[6]
        XCTAssertEqual(try touch.member("ph")?.string(), "i")
        XCTAssertEqual(try touch.member("s")?.string(), "t")
        XCTAssertEqual(try touch.member("name")?.string(), "touch 1 began")
        XCTAssertEqual(try touch.member("ts")?.double(), 4000)
        XCTAssertEqual(try touch.member("tid")?.int(), 2)
        XCTAssertEqual(try touch.member("args")?.member("y")?.double(), 30.5)

        XCTAssertEqual(try list[7].member("ts")?.double(), 8333.333)
        XCTAssertEqual(try list[7].member("args")?.member("t")?.double(), 0.008333333)
    }

    func testAFrameOverBudgetPushesTheNextOneInsteadOfOverlapping() throws {
        var trace = PerfettoTrace(name: "slow")
        // Frame 0 lasts 10 ms, past frame 1's simulated time (8.333333 ms): frame 1 starts at 10 ms.
        trace.addFrame(index: 0, timeNs: 0, stepNs: 1_000_000, renderNs: 9_000_000, dirtyPixels: 0, hash: 1)
        trace.addFrame(index: 1, timeNs: 8_333_333, stepNs: 500, renderNs: 500, dirtyPixels: 0, hash: 2)
        let list = try events(trace)
        XCTAssertEqual(try list[6].member("name")?.string(), "frame 1")
        XCTAssertEqual(try list[6].member("ts")?.double(), 10_000)
        XCTAssertEqual(try list[6].member("args")?.member("t")?.double(), 0.008333333)
    }

    func testExactText() {
        var trace = PerfettoTrace(name: "x")
        trace.addFrame(index: 0, timeNs: 1_000, stepNs: 1_500, renderNs: 2_000, dirtyPixels: 3, hash: 4)
        let expected = """
            {"traceEvents":[
            {"name":"process_name","ph":"M","pid":1,"tid":1,"args":{"name":"touchstone replay: x"}},
            {"name":"thread_name","ph":"M","pid":1,"tid":1,"args":{"name":"frames"}},
            {"name":"thread_name","ph":"M","pid":1,"tid":2,"args":{"name":"touches"}},
            {"name":"frame 0","ph":"X","ts":1,"dur":3.5,"pid":1,"tid":1,"args":{"index":0,"t":1e-06,"dirtyPixels":3,"hash":"0000000000000004"}},
            {"name":"step","ph":"X","ts":1,"dur":1.5,"pid":1,"tid":1},
            {"name":"render","ph":"X","ts":2.5,"dur":2,"pid":1,"tid":1}
            ],"displayTimeUnit":"ms"}

            """
        XCTAssertEqual(trace.jsonText(), expected)
    }
}
