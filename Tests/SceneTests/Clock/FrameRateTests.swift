import Scene
import XCTest

/// Frame boundaries `n · 1e9 / fps` (integer division) and their inverses, against the definition.
final class FrameRateTests: XCTestCase {
    func testFrameTimesAreExactIntegerDivisions() throws {
        let rate120 = try FrameRate(120)
        // 1e9 / 120 = 8_333_333.33…; 3e9 / 120 = 25_000_000 exactly.
        XCTAssertEqual([0, 1, 2, 3, 120, 121].map { rate120.time(ofFrame: $0) },
                       [0, 8_333_333, 16_666_666, 25_000_000, 1_000_000_000, 1_008_333_333])
        XCTAssertEqual(try FrameRate(60).time(ofFrame: 1), 16_666_666)
        XCTAssertEqual(try FrameRate(7).time(ofFrame: 1), 142_857_142)
        XCTAssertEqual(try FrameRate(7).time(ofFrame: 7), 1_000_000_000)
        // 100 years at 120 fps: n · 1e9 overflows Int64 (3.8e20) but the time itself does not.
        let frames: Int64 = 100 * 365 * 86_400 * 120
        XCTAssertEqual(rate120.time(ofFrame: frames), 100 * 365 * 86_400 * 1_000_000_000)
    }

    func testInversesMatchTheDefinitionAtEveryBoundary() throws {
        for fps: Int64 in [1, 7, 24, 60, 90, 120, 144, 240, 1_000, 1_000_000_000] {
            let rate = try FrameRate(fps)
            for k: Int64 in 0..<200 {
                let boundary = rate.time(ofFrame: k)
                for t in [boundary - 1, boundary, boundary + 1] where t >= 0 {
                    let before = rate.frame(atOrBefore: t)
                    XCTAssertLessThanOrEqual(rate.time(ofFrame: before), t, "fps \(fps) t \(t)")
                    XCTAssertGreaterThan(rate.time(ofFrame: before + 1), t, "fps \(fps) t \(t)")
                    let after = rate.frame(atOrAfter: t)
                    XCTAssertGreaterThanOrEqual(rate.time(ofFrame: after), t, "fps \(fps) t \(t)")
                    if after > 0 { XCTAssertLessThan(rate.time(ofFrame: after - 1), t, "fps \(fps) t \(t)") }
                }
            }
        }
    }

    func testRatesOutsideOneToOneBillionAreRejected() {
        for fps: Int64 in [0, -1, 1_000_000_001] {
            XCTAssertThrowsError(try FrameRate(fps)) {
                XCTAssertEqual($0 as? FrameRateError, FrameRateError(framesPerSecond: fps))
            }
        }
        XCTAssertEqual("\(FrameRateError(framesPerSecond: 0))",
                       "frame rate 0: expected a whole number of frames per second from 1 to 1000000000")
    }
}
