import Replay
import XCTest

/// The callgrind profile reader and writer against hand-written profiles, every number worked
/// out by hand from the format's rules (valgrind.org/docs/manual/cl-format.html).
final class CallgrindProfileTests: XCTestCase {
    /// Name compression, relative positions, an inlined file, a call with its inclusive cost.
    private let profile = """
        # callgrind format
        version: 1
        creator: callgrind-3.19.0
        cmd:  ./touchstone replay tap.trace.json
        part: 3
        desc: Trigger: Client Request: frame 1 render
        positions: line
        events: Ir Dr

        ob=(1) /tmp/touchstone
        fl=(1) Render.swift
        fn=(1) render
        10 100 7
        +2 50
        * 5
        fi=(2) Inline.swift
        -4 20 1
        fe=(1)
        cfn=(2) fill
        calls=3 40
        12 900 30

        fn=(2)
        40 600 20
        cob=(2) /lib/libc.so.6
        cfi=(3) memset.S
        cfn=(3) memset
        calls=2 0
        41 300 10

        ob=(2)
        fl=(3)
        fn=(3)
        0 300 10

        totals: 1375 48
        """

    func testReadsCompressedNamesPositionsAndCalls() throws {
        let parsed = try CallgrindProfile(parsing: profile, source: "hand.out")
        XCTAssertEqual(parsed.events, ["Ir", "Dr"])
        XCTAssertEqual(parsed.trigger, "Client Request: frame 1 render")
        XCTAssertEqual(parsed.totals, [1375, 48])
        func site(_ function: String, _ line: Int64, file: String = "Render.swift", source: String? = nil,
                  object: String = "/tmp/touchstone") -> CallgrindProfile.Site {
            .init(object: object, file: file, function: function, sourceFile: source ?? file, line: line)
        }
        // Line 10, then +2 = 12, * = 12 again (added up), then -4 = 8 in the inlined file.
        XCTAssertEqual(parsed.selfCosts[site("render", 10)], [100, 7])
        XCTAssertEqual(parsed.selfCosts[site("render", 12)], [55, 0])
        XCTAssertEqual(parsed.selfCosts[site("render", 8, source: "Inline.swift")], [20, 1])
        XCTAssertEqual(parsed.selfCosts[site("fill", 40)], [600, 20])
        XCTAssertEqual(parsed.selfCosts[site("memset", 0, file: "memset.S", object: "/lib/libc.so.6")], [300, 10])
        XCTAssertEqual(parsed.selfCosts.count, 5)
        // The call from render (line 12, back in Render.swift after fe=) to fill.
        let call = CallgrindProfile.Call(caller: site("render", 12), calleeObject: "/tmp/touchstone",
                                         calleeFile: "Render.swift", calleeFunction: "fill", targetLine: 40)
        XCTAssertEqual(parsed.calls[call], .init(count: 3, inclusive: [900, 30]))
        let libc = CallgrindProfile.Call(caller: site("fill", 41), calleeObject: "/lib/libc.so.6",
                                         calleeFile: "memset.S", calleeFunction: "memset", targetLine: 0)
        XCTAssertEqual(parsed.calls[libc], .init(count: 2, inclusive: [300, 10]))
        // Self instructions per function: render 100 + 55 + 20, fill 600, memset 300.
        XCTAssertEqual(parsed.functionCosts(), ["render": 175, "fill": 600, "memset": 300])
        XCTAssertEqual(parsed.functionCosts(event: 1), ["render": 8, "fill": 20, "memset": 10])
        // 175 + 600 + 300 = 1075 self, and the totals line says 1375: the totals line wins.
        XCTAssertEqual(parsed.total(), 1375)
    }

    func testWrittenTextReadsBackAsTheSameProfile() throws {
        let parsed = try CallgrindProfile(parsing: profile, source: "hand.out")
        let text = parsed.text(command: "touchstone replay tap.trace.json")
        XCTAssertTrue(text.hasPrefix("# callgrind format\nversion: 1\ncreator: touchstone\ncmd: touchstone replay tap.trace.json\n"), text)
        XCTAssertTrue(text.hasSuffix("totals: 1375 48\n"), text)
        let again = try CallgrindProfile(parsing: text, source: "written.out")
        XCTAssertEqual(again, parsed)
        XCTAssertEqual(again.text(command: "touchstone replay tap.trace.json"), text, "the same profile writes the same bytes")
    }

    func testNamesStartingWithAParenthesisSurviveTheRoundTrip() throws {
        // Swift's demangled extension names start with "(": written bare, "(extension in Scene)"
        // read as a compressed id (found by the callgrind-profile libFuzzer target).
        let parsed = try CallgrindProfile(parsing: """
            events: Ir
            ob=(1) (lib)
            fl=(1) (x).swift
            fn=(1) (extension in Scene):Scene.View.layout() -> ()
            3 40
            cfn=(2) (2) g
            calls=1 9
            4 7
            """, source: "swift.out")
        XCTAssertEqual(parsed.functionCosts(), ["(extension in Scene):Scene.View.layout() -> ()": 40])
        let text = parsed.text()
        XCTAssertTrue(text.contains("\nfn=(0) (extension in Scene):Scene.View.layout() -> ()\n"), text)
        XCTAssertEqual(try CallgrindProfile(parsing: text, source: "written.out"), parsed)
    }

    func testAddingSumsCostsCallsAndTotals() throws {
        var merged = try CallgrindProfile(parsing: profile, source: "a.out")
        try merged.add(try CallgrindProfile(parsing: profile, source: "b.out"))
        XCTAssertEqual(merged.totals, [2750, 96])
        XCTAssertEqual(merged.functionCosts(), ["render": 350, "fill": 1200, "memset": 600])
        XCTAssertEqual(merged.calls.values.map(\.count).sorted(), [4, 6])
        var other = CallgrindProfile(events: ["Ir"])
        XCTAssertThrowsError(try other.add(merged)) { error in
            XCTAssertTrue("\(error)".contains("events"), "\(error)")
        }
    }

    func testWithoutTotalsTheSelfCostsAddUp() throws {
        let parsed = try CallgrindProfile(parsing: "events: Ir\nfn=main\n1 5\n2 7\n", source: "t.out")
        XCTAssertEqual(parsed.totals, [12])
        let summary = try CallgrindProfile(parsing: "events: Ir\nsummary: 40\nfn=main\n1 5\n", source: "t.out")
        XCTAssertEqual(summary.totals, [40])
    }

    func testBadProfilesNameTheFileAndLine() {
        func message(_ text: String) -> String {
            do {
                _ = try CallgrindProfile(parsing: text, source: "bad.out")
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(message("fn=main\n1 5\n"), "bad.out: line 2: a cost line before the events: header")
        XCTAssertEqual(message("events: Ir\nfn=(7)\n"), "bad.out: line 2: function (7) is used before it is defined")
        XCTAssertEqual(message("events: Ir\nfn=(7 main\n"), "bad.out: line 2: '(7 main': a compressed function name is (number) or (number) name")
        XCTAssertEqual(message("events: Ir\n1 5\n"), "bad.out: line 2: a cost line before any fn=")
        XCTAssertEqual(message("events: Ir\nfn=main\n1 5 6\n"), "bad.out: line 3: 2 counts for 1 events (Ir)")
        XCTAssertEqual(message("events: Ir\nfn=main\n1 x\n"), "bad.out: line 3: 'x' is not a count (decimal digits, or 0x and hex digits)")
        XCTAssertEqual(message("events: Ir\nfn=main\n1 0x\n"), "bad.out: line 3: '0x' is not a count (decimal digits, or 0x and hex digits)")
        XCTAssertEqual(message("events: Ir\nfn=main\n1 9223372036854775808\n"), "bad.out: line 3: a count 9223372036854775808 is beyond 2^63 - 1")
        XCTAssertEqual(message("events: Ir\nfn=main\n1 18446744073709551616\n"), "bad.out: line 3: a count 18446744073709551616 is beyond 2^64 - 1")
        XCTAssertEqual(message("events: Ir\nfn=main\n1 9223372036854775807\n2 1\n"), "bad.out: line 4: costs add up beyond 2^63 - 1")
        XCTAssertEqual(message("events: Ir\nfn=main\nq\n"),
                       "bad.out: line 3: cannot read 'q': expected a header (key: value), a specification (key=value) or a cost line")
        XCTAssertEqual(message("events: Ir\nfn=main\n 1 5\n"),
                       "bad.out: line 3: cannot read ' 1 5': expected a header (key: value), a specification (key=value) or a cost line")
        XCTAssertEqual(message("events: Ir\nfn=main\ncfn=f\ncalls=1 0\n"), "bad.out: the file ends after the calls= line 4, before its cost line")
        XCTAssertEqual(message("events: Ir\nfn=main\ncfn=f\ncalls=1 0\nfn=g\n2 1\n"),
                       "bad.out: line 5: 'fn=g' follows the calls= line 4, which its cost line must follow")
        XCTAssertEqual(message("events: Ir\nfn=main\ncalls=1 0\n1 5\n"), "bad.out: line 3: calls= without a cfn= before it")
        XCTAssertEqual(message("events: Ir\nfn=main\ncfn=f\ncalls=1\n1 5\n"),
                       "bad.out: line 4: calls=1: expected a call count and a target position (line)")
        XCTAssertEqual(message("events: Ir\nfn=main\njcnd=3 0\n"),
                       "bad.out: line 3: jcnd=3 0: expected two counts and a target position (line)")
        XCTAssertEqual(message("positions: line instr\nevents: Ir\n"),
                       "bad.out: line 1: positions: line instr: expected instr, bb and line, in that order (callgrind writes line, instr line or instr)")
        XCTAssertEqual(message("positions: instr line\nevents: Ir\nfn=main\n0x10\n"),
                       "bad.out: line 4: '0x10': expected a position (instr line) and counts")
        XCTAssertEqual(message("version: 2\nevents: Ir\n"), "bad.out: line 1: version: 2: only version 1 of the format is read (and 0, which it extends)")
        XCTAssertEqual(message("events:\n"), "bad.out: line 1: events: names no event")
        XCTAssertEqual(message("version: 1\n"), "bad.out: no events: header (every callgrind profile has one)")
        XCTAssertEqual(message("events: Ir\nfn=main\n1 5\ntotals: 1 2\n"), "bad.out: line 4: 2 costs for 1 events (Ir)")
        // A wrapped summary is passed over, but its numbers must still be numbers.
        XCTAssertEqual(message("events: Ir\nsummary: 18446744073709551615 x\n"),
                       "bad.out: line 2: 'x' is not a summary cost (decimal digits, or 0x and hex digits)")
        // Found by the callgrind-profile libFuzzer target: costs read against three events, then
        // a second list of two, wrote a profile that did not read back.
        XCTAssertEqual(message("events: Ir Dr Dw\nfn=main\n1 5 6 7\nevents: Ir Dr\n"),
                       "bad.out: line 4: events: Ir Dr differs from the events: Ir Dr Dw before it; a profile has one list of events")
        XCTAssertEqual(message("events: Ir\nfn=main\n1 5\nevents: Ir\n"), "no error", "a combined file repeats the same header")
        // A line or address below 0 is never written: callgrind writes them unsigned and its
        // relative positions count from the last cost line, which is never below 0 either.
        XCTAssertEqual(message("events: Ir\nfn=main\n3 1\n-4 5\n"), "bad.out: line 4: '-4' makes the line -1, below 0")
        XCTAssertEqual(message("positions: instr\nevents: Ir\nfn=main\n0x10 1\n-0x11 5\n"), "bad.out: line 5: '-0x11' makes the instr -1, below 0")
        // Addresses take all 64 bits (the vsyscall page is at 0xffffffffff600000), not one more.
        XCTAssertEqual(message("positions: instr\nevents: Ir\nfn=main\n0xffffffffffffffff 1\n+1 5\n"),
                       "bad.out: line 5: '+1' makes the instr 18446744073709551615 + 1, beyond 2^64 - 1")
        XCTAssertEqual(message("events: Ir\nfn=main\n9223372036854775808 1\n"), "bad.out: line 3: line 9223372036854775808 is beyond 2^63 - 1")
    }

    /// The dumps of a counted replay: frame N step / render parts, one final dump of nothing.
    func testCountedPartsReadEachFramesDumps() throws {
        let folder = NSTemporaryDirectory() + "touchstone-parts-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func dump(_ number: Int?, _ label: String, _ cost: Int) throws {
            let name = "callgrind.out" + (number.map { ".\($0)" } ?? "")
            try """
                version: 1
                desc: Trigger: \(label)
                positions: line
                events: Ir
                summary: \(cost)

                ob=(1) touchstone
                fl=(1) ???
                fn=(1) work\(label.hasSuffix("step") ? "Step" : "Render")
                0 \(cost)

                totals: \(cost)
                """.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        try dump(1, "Client Request: frame 0 step", 400)
        try dump(2, "Client Request: frame 0 render", 9000)
        try dump(3, "Client Request: frame 1 step", 30)
        try dump(4, "Client Request: frame 1 render", 700)
        try dump(nil, "Program termination", 0)
        let parts = try CountedParts(directory: folder)
        XCTAssertEqual(parts.frames, [FrameInstructions(step: 400, render: 9000), FrameInstructions(step: 30, render: 700)])
        XCTAssertEqual(parts.profile.totals, [10_130])
        XCTAssertEqual(parts.profile.functionCosts(), ["workStep": 430, "workRender": 9700])

        // A frame without its render part is an error naming it.
        try FileManager.default.removeItem(atPath: folder + "/callgrind.out.4")
        XCTAssertThrowsError(try CountedParts(directory: folder)) { error in
            XCTAssertTrue("\(error)".contains("frame 1 lacks its render dump"), "\(error)")
        }
    }
}
