import Replay
import XCTest

/// The profile reader, rule by rule of valgrind's format specification (callgrind's "Callgrind
/// Format Specification", valgrind.org/docs/manual/cl-format.html): its own examples with the
/// costs it states, and small profiles shaped as callgrind 3.19 writes them (callgrind/dump.c),
/// each number worked out by hand.
final class CallgrindFormatRulesTests: XCTestCase {
    private func read(_ text: String) throws -> CallgrindProfile {
        try CallgrindProfile(parsing: text, source: "rules.out")
    }

    private func site(_ function: String, _ line: Int64, file: String, source: String? = nil, object: String = "???") -> CallgrindProfile.Site {
        .init(object: object, file: file, function: function, sourceFile: source ?? file, line: line)
    }

    /// The specification's "Extended Example": main's self cost 20, func1's 100, func2's 700;
    /// main calls func1 once (400) and func2 three times (400), func1 calls func2 twice (300) —
    /// "Inclusive cost of main is 820". Then the same with name compression, and with the ids
    /// defined before any cost line: the same profile.
    func testTheSpecificationsExtendedExample() throws {
        let plain = try read("""
            # callgrind format
            events: Instructions

            fl=file1.c
            fn=main
            16 20
            cfn=func1
            calls=1 50
            16 400
            cfi=file2.c
            cfn=func2
            calls=3 20
            16 400

            fn=func1
            51 100
            cfi=file2.c
            cfn=func2
            calls=2 20
            51 300

            fl=file2.c
            fn=func2
            20 700
            """)
        XCTAssertEqual(plain.functionCosts(), ["main": 20, "func1": 100, "func2": 700])
        XCTAssertEqual(plain.total(), 820)
        func call(_ caller: String, _ line: Int64, _ callee: String, _ file: String, _ target: Int64) -> CallgrindProfile.Call {
            .init(caller: site(caller, line, file: "file1.c"), calleeObject: "???", calleeFile: file, calleeFunction: callee, targetLine: target)
        }
        XCTAssertEqual(plain.calls, [
            call("main", 16, "func1", "file1.c", 50): .init(count: 1, inclusive: [400]),
            call("main", 16, "func2", "file2.c", 20): .init(count: 3, inclusive: [400]),
            call("func1", 51, "func2", "file2.c", 20): .init(count: 2, inclusive: [300]),
        ])
        XCTAssertEqual(plain.selfCosts[site("func2", 20, file: "file2.c")], [700])

        let compressed = try read("""
            # callgrind format
            events: Instructions

            fl=(1) file1.c
            fn=(1) main
            16 20
            cfn=(2) func1
            calls=1 50
            16 400
            cfi=(2) file2.c
            cfn=(3) func2
            calls=3 20
            16 400

            fn=(2)
            51 100
            cfi=(2)
            cfn=(3)
            calls=2 20
            51 300

            fl=(2)
            fn=(3)
            20 700
            """)
        XCTAssertEqual(compressed, plain)
        let definedFirst = try read("""
            # callgrind format
            events: Instructions
            # define file ID mapping
            fl=(1) file1.c
            fl=(2) file2.c
            # define function ID mapping
            fn=(1) main
            fn=(2) func1
            fn=(3) func2
            fl=(1)
            fn=(1)
            16 20
            cfn=(2)
            calls=1 50
            16 400
            cfi=(2)
            cfn=(3)
            calls=3 20
            16 400
            fn=(2)
            51 100
            cfi=(2)
            cfn=(3)
            calls=2 20
            51 300
            fl=(2)
            fn=(3)
            20 700
            """)
        XCTAssertEqual(definedFirst, plain)
    }

    /// The specification's "Subposition Compression" example: `+3 * 5` is address 0x80001237,
    /// line 90; `+1 +1 6` is 0x80001238, line 91. Lines are kept: line 90 costs 1 + 5, line 91 6.
    func testTheSpecificationsSubpositionExample() throws {
        let profile = try read("""
            # callgrind format
            positions: instr line
            events: ticks

            fn=func
            0x80001234 90 1
            +3 * 5
            +1 +1 6
            """)
        XCTAssertEqual(profile.selfCosts, [site("func", 90, file: "???"): [6], site("func", 91, file: "???"): [6]])
        let uncompressed = try read("positions: instr line\nevents: ticks\nfn=func\n0x80001234 90 1\n0x80001237 90 5\n0x80001238 91 6\n")
        XCTAssertEqual(uncompressed, profile)
    }

    /// A call's target position counts from the last cost line but is no cost line: the next
    /// line counts from the cost line before the call, not from the target. Shaped as callgrind
    /// wrote fill_disk in Tests/ProfileData/sample-default.out: lines 12 and 17, a call from
    /// line 17 to fill_span at line 7 (written -10), then line 12 again (written -5). Read with
    /// the target as the base, "-5" would be line 2, and in touchstone's frame-0 render a line
    /// below 0 (the error every counted replay ended with).
    func testACallsTargetDoesNotMoveThePositionLinesCountFrom() throws {
        let profile = try read("""
            events: Ir
            fl=(146) /tmp/callgrind-sample/sample.c
            fn=(550) fill_disk.constprop.0
            12 6
            +5 1008
            cfn=(552) fill_span.constprop.0
            calls=144 -10
            * 33534
            -5 288
            """)
        let file = "/tmp/callgrind-sample/sample.c"
        XCTAssertEqual(profile.selfCosts, [site("fill_disk.constprop.0", 12, file: file): [294], site("fill_disk.constprop.0", 17, file: file): [1008]])
        let call = CallgrindProfile.Call(caller: site("fill_disk.constprop.0", 17, file: file), calleeObject: "???",
                                         calleeFile: file, calleeFunction: "fill_span.constprop.0", targetLine: 7)
        XCTAssertEqual(profile.calls, [call: .init(count: 144, inclusive: [33534])])
    }

    /// Callgrind writes `calls=0` for a call that began before collection did (touchstone's
    /// replay loop, around each frame's collected step and render): still a call, its cost
    /// inclusive, not the caller's own.
    func testAZeroCountCallIsACall() throws {
        let profile = try read("events: Ir\nfn=replay\ncfn=render\ncalls=0 0\n0 9000\nfn=render\n0 9000\n")
        XCTAssertEqual(profile.functionCosts(), ["render": 9000])
        XCTAssertEqual(profile.calls.values.map(\.count), [0])
        XCTAssertEqual(profile.total(), 9000)
    }

    /// `cob=` and `cfi=` name only the next `cfn=`'s object and file: callgrind writes them only
    /// where they differ from the caller's object and the current file (after `fi=`, the inlined
    /// file). A `cfn=` without `calls=` (callgrind notes a jump into another function so) leaves
    /// the next cost line the caller's own; `fn=` returns to its function's file after `fi=`.
    func testCalleeObjectAndFileApplyToTheNextCfnOnly() throws {
        let profile = try read("""
            events: Ir
            ob=(1) a.so
            fl=(1) a.c
            fn=(1) f
            1 1
            cob=(2) libc.so
            cfi=(2) memset.S
            cfn=(2) memset
            2 5
            fi=(3) inline.h
            cfn=(3) g
            calls=1 10
            3 7
            fn=(4) h
            4 2
            """)
        XCTAssertEqual(profile.functionCosts(), ["f": 6, "h": 2])
        XCTAssertEqual(profile.selfCosts[site("f", 2, file: "a.c", object: "a.so")], [5])
        XCTAssertEqual(profile.selfCosts[site("h", 4, file: "a.c", object: "a.so")], [2])
        let call = try XCTUnwrap(profile.calls.keys.first)
        XCTAssertEqual(profile.calls.count, 1)
        XCTAssertEqual(call.caller, site("f", 3, file: "a.c", source: "inline.h", object: "a.so"))
        XCTAssertEqual([call.calleeObject, call.calleeFile, call.calleeFunction], ["a.so", "inline.h", "g"])
    }

    /// With `--collect-jumps=yes` callgrind writes `jcnd=EXECUTED/FOLLOWED TARGET` and
    /// `jump=COUNT TARGET`, each followed by a position line without costs, and names a jump's
    /// file and function with `jfi=`/`jfn=`, which define compressed ids like any other name.
    func testJumpsAreCheckedAndLeaveTheCostsAlone() throws {
        let profile = try read("""
            events: Ir
            fl=(1) a.c
            fn=(1) f
            10 3
            jfi=(2) b.h
            jfn=(2) g
            jcnd=5/2 +4
            *
            jcnd=5 2 +4
            *
            jump=3 -2
            * 
            fi=(2)
            20 4
            fn=(2)
            30 1
            """)
        XCTAssertEqual(profile.selfCosts, [site("f", 10, file: "a.c"): [3], site("f", 20, file: "a.c", source: "b.h"): [4],
                                           site("g", 30, file: "a.c"): [1]])
        XCTAssertTrue(profile.calls.isEmpty)
    }

    /// Names: compressed only when they start with "(" and a digit, so callgrind's
    /// `(below main)` is a name, written bare (`--compress-strings=no`) or compressed; a plain
    /// name is taken as written, spaces and all; the basic-block notes of `--dump-bbs=yes`
    /// (`bb=`, `ln=`) are skipped.
    func testNamesAndNotes() throws {
        let profile = try read("""
            events: Ir
            fn=(below main)
            1 1
            fn=(5)\t(below main)
            bb=0x1260 1 1 2 1
            ln=25
            2 2
            fn= spaced
            3 4
            """)
        XCTAssertEqual(profile.functionCosts(), ["(below main)": 3, " spaced": 4])
    }

    /// Numbers may be hex (`0x…`), counts as well as positions; missing counts are 0.
    func testHexNumbersAndMissingCounts() throws {
        let profile = try read("events: Ir Dr\nfn=f\n0x10 0x20 3\n+0x2 7\n")
        XCTAssertEqual(profile.selfCosts, [site("f", 16, file: "???"): [32, 3], site("f", 18, file: "???"): [7, 0]])
    }

    /// A file of several parts (`--combine-dumps=yes`): each part's total added, the summary
    /// taken before the totals line (as callgrind_annotate does; with `--collect-systime` only the
    /// summary has every event), and a summary that wrapped below zero (the dump at exit after
    /// earlier dumps) passed over for the totals line.
    func testPartsAddUpTheirTotals() throws {
        let profile = try read("""
            version: 1
            part: 1
            events: Ir Dr
            summary: 10 2
            fn=a
            1 10 1
            totals: 10
            part: 2
            summary: 0
            fn=b
            1 5
            totals: 5
            part: 3
            summary: 18446744073669863152 0
            totals: 0
            """)
        XCTAssertEqual(profile.totals, [15, 2])
        XCTAssertEqual(profile.functionCosts(), ["a": 10, "b": 5])
        XCTAssertEqual(try read("events: Ir\nfn=a\n1 10\npart: 2\nfn=b\n1 5\n").totals, [15], "no totals: the self costs of each part")
    }
}
