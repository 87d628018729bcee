@testable import HitTestFuzzing
import Replay
import XCTest

/// The `callgrind-profile` fuzz target's second reading of the format (``CallgrindFormatOracle``)
/// on profiles valgrind wrote and on small texts worked by hand, and the target on its corpus.
final class FuzzCallgrindTargetTests: XCTestCase {
    private static let realProfiles = URLPath.packageRoot + "/Tests/ProfileData"
    private static let corpus = URLPath.packageRoot + "/Fuzz/FailCases/callgrind-profile"

    private func text(_ path: String) throws -> String {
        String(decoding: try URLPath.bytes(of: path), as: UTF8.self)
    }

    /// Every real profile is a profile to both readings, and they agree on it site by site.
    func testTheTargetHoldsOnEveryRealProfile() throws {
        let files = try URLPath.files(in: Self.realProfiles).filter { $0.contains(".out") }
        XCTAssertEqual(files.count, 20)
        for file in files {
            guard case .profile = CallgrindFormatOracle.read(try text(file)) else {
                XCTFail("the oracle refuses \(file)")
                continue
            }
            XCTAssertNil(FuzzTarget.callgrindProfile.run(try URLPath.bytes(of: file)), file)
        }
    }

    /// The corpus holds real profiles (whole, or cut down around the lines that broke the reader)
    /// and every input in it passes.
    func testTheCorpusHoldsRealProfiles() throws {
        let files = try URLPath.files(in: Self.corpus)
        XCTAssertGreaterThanOrEqual(files.filter { $0.contains("/real-") }.count, 6)
        for file in files {
            XCTAssertNil(FuzzTarget.callgrindProfile.run(try URLPath.bytes(of: file)), file)
        }
        // The cut of touchstone's frame-0 render around sbrk: two calls to brk from line 74
        // (37 + 3 + 3 - 6 + 3 + 3 + 35 - 20 + 4 + 4 + 2 - 2 + 8) at line 24 (-50), each
        // followed by "*" lines at 74; then +4 is line 78 again (50 before the calls, 70 after).
        // Taking the target for the position, the second "-50" was line -26: the error every
        // counted replay stopped with.
        guard case .profile(let summary) = CallgrindFormatOracle.read(try text(Self.corpus + "/real-touchstone-render-sbrk-cut.out")) else {
            return XCTFail("the oracle refuses the sbrk cut")
        }
        XCTAssertEqual(Set(summary.calls.keys.map(\.caller.line)), [74])
        XCTAssertEqual(Set(summary.calls.keys.map(\.target)), [24])
        XCTAssertEqual(summary.counts.values.sorted(), [14])
        XCTAssertEqual(summary.selfCosts.first { $0.key.line == 78 }?.value, [120])
    }

    /// Lines 12 and 17 of fill_disk, a call from 17 to line 7 (-10), then 12 again (-5), as in
    /// Tests/ProfileData/sample-default.out: 6 + 288 at 12, 1008 at 17.
    func testTheOracleCountsPositionsFromCostLinesOnly() {
        let outcome = CallgrindFormatOracle.read("events: Ir\nfl=s.c\nfn=fill_disk\n12 6\n+5 1008\ncfn=fill_span\ncalls=144 -10\n* 33534\n-5 288\n")
        guard case .profile(let summary) = outcome else { return XCTFail("\(outcome)") }
        func site(_ function: String, _ line: Int128) -> CallgrindFormatOracle.Site {
            .init(object: "???", file: "s.c", function: function, source: "s.c", line: line)
        }
        XCTAssertEqual(summary.selfCosts, [site("fill_disk", 12): [294], site("fill_disk", 17): [1008]])
        let call = CallgrindFormatOracle.Call(caller: site("fill_disk", 17), calleeObject: "???", calleeFile: "s.c", callee: "fill_span", target: 7)
        XCTAssertEqual(summary.calls, [call: [33534]])
        XCTAssertEqual(summary.counts, [call: 144])
        XCTAssertEqual(summary.totals, [1302])
    }

    /// Texts that break the rules, with the line each breaks them at (nil: the file as a whole);
    /// the reader refuses each at the same line, so the target passes.
    func testTheOracleRefusesWhereTheRulesBreak() throws {
        let cases: [(String, Int?)] = [
            ("events: Ir\nfn=f\n3 1\n-4 5\n", 4),                       // below line 0
            ("events: Ir\nfn=f\ncfn=g\ncalls=1 0\nfn=h\n1 1\n", 5),      // a call without its cost line
            ("events: Ir\nfn=f\ncfn=g\ncalls=1 0\n", nil),              // … at the end of the file
            ("events: Ir\nfn=(3)\n", 2),                                // an id never defined
            ("fn=f\n1 1\n", 2),                                         // costs before events:
            ("events: Ir Dr\nfn=f\n1 1\nevents: Ir\n", 4),              // another list of events
            ("events: Ir\nfn=f\n1 9223372036854775807\n2 1\n", 4),      // self costs past 2^63 - 1
            ("events: Ir\nfn=f\n1 1\ntotals: 1 2\n", 4),                // more totals than events
            ("events: Ir\npositions: line instr\n", 2),
            ("version: 2\nevents: Ir\n", 1),
            ("events: Ir\nfn=f\n\u{31}\u{301} 5\n", 3),                 // a digit with a combining mark
            ("positions: line\n", nil),                                 // no events: at all
        ]
        for (input, line) in cases {
            XCTAssertEqual(CallgrindFormatOracle.read(input), .malformed(line: line), input)
            XCTAssertNil(FuzzTarget.callgrindProfile.run(Array(input.utf8)), input)
            XCTAssertThrowsError(try CallgrindProfile(parsing: input, source: "input"), input)
        }
    }
}
