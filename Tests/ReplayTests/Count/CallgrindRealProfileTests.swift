import Foundation
import Replay
import ReplayTestSupport
import XCTest

/// The profile reader on profiles valgrind wrote (Tests/ProfileData, README there), against
/// valgrind's own reader, `callgrind_annotate` (``TestSupport/CallgrindAnnotate``): the same
/// totals, the same self cost of every function, the same inclusive cost of every call.
final class CallgrindRealProfileTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ProfileData").path

    /// The profiles callgrind_annotate cannot be the oracle of, each tested on its own below: a
    /// file of several parts (it reads one), basic-block positions (it reads instr and line
    /// only), and a summary that wrapped below zero (it prints it).
    static let notForCallgrindAnnotate = ["sample-combined.out", "sample-dump-bb.out", "touchstone-tap-card-exit.out"]

    /// Every other profile of the folder.
    private func profilesForCallgrindAnnotate() throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder)
            .filter { $0.contains(".out") && !Self.notForCallgrindAnnotate.contains($0) }.sorted()
        XCTAssertEqual(names.count, 17, "\(names)")
        return names.map { Self.folder + "/" + $0 }
    }

    func testEveryRealProfileAgreesWithCallgrindAnnotate() throws {
        for path in try profilesForCallgrindAnnotate() {
            try assertAgreesWithCallgrindAnnotate(path)
        }
    }

    /// `--combine-dumps=yes` writes the parts of one run into one file: it reads as the parts of
    /// the same run written to one file each (callgrind's default), added up.
    func testCombinedDumpsReadAsTheirPartsAddedUp() throws {
        let combined = try CallgrindProfile(contentsOfFile: Self.folder + "/sample-combined.out")
        let parts = try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0.hasPrefix("sample-parts.out") }
        XCTAssertEqual(parts.count, 4, "three dumps before fill_disk and the one at exit")
        var added = CallgrindProfile(events: ["Ir"])
        for part in parts {
            try added.add(try CallgrindProfile(contentsOfFile: Self.folder + "/" + part))
        }
        // The two runs are separate processes: the sample's own functions and the C library's
        // memset count alike; the dynamic linker's symbol lookups may not, so they are left out.
        let own = ["work", "fill_disk.constprop.0", "fill_span.constprop.0", "__memset_avx2_unaligned_erms"]
        let costs = combined.functionCosts(), expected = added.functionCosts()
        for name in own {
            XCTAssertEqual(costs[name], expected[name], name)
            XCTAssertGreaterThan(costs[name] ?? 0, 0, name)
        }
        // Each part's totals line added: the sum of the four parts' totals lines.
        let totals = try parts.map { part -> Int64 in
            let text = try String(contentsOfFile: Self.folder + "/" + part, encoding: .utf8)
            let line = try XCTUnwrap(text.split(separator: "\n").last { $0.hasPrefix("totals: ") }, part)
            return try XCTUnwrap(Int64(line.dropFirst("totals: ".count)), part)
        }
        let combinedText = try String(contentsOfFile: Self.folder + "/sample-combined.out", encoding: .utf8)
        let combinedTotals = combinedText.split(separator: "\n").filter { $0.hasPrefix("totals: ") }
            .map { Int64($0.dropFirst("totals: ".count))! }
        XCTAssertEqual(combinedTotals.count, 4)
        XCTAssertEqual(combined.total(), combinedTotals.reduce(0, +))
        XCTAssertEqual(added.total(), totals.reduce(0, +))
    }

    /// `--dump-bb=yes` (an option valgrind's --help does not list) starts each cost line with the
    /// basic block's address before the line: the same program's profile reads with the same
    /// costs as with lines alone, and the same lines.
    func testBasicBlockPositionsReadLikeLines() throws {
        let blocks = try CallgrindProfile(contentsOfFile: Self.folder + "/sample-dump-bb.out")
        let lines = try CallgrindProfile(contentsOfFile: Self.folder + "/sample-default.out")
        XCTAssertEqual(blocks.total(), lines.total())
        for name in ["work", "fill_disk.constprop.0", "fill_span.constprop.0", "__memset_avx2_unaligned_erms"] {
            let sites = { (profile: CallgrindProfile) in
                profile.selfCosts.filter { $0.key.function == name }.map { "\($0.key.sourceFile):\($0.key.line) \($0.value)" }.sorted()
            }
            XCTAssertEqual(sites(blocks), sites(lines), name)
            XCTAssertFalse(sites(lines).isEmpty, name)
        }
    }

    /// The dump callgrind writes when a counted replay exits, after every frame's: nothing was
    /// collected since the last dump, and its summary is the collected count minus the dumped one
    /// below zero, written unsigned. The reader takes its totals line (0); callgrind_annotate
    /// prints the wrapped summary as the program's total.
    func testTheExitDumpsWrappedSummaryIsNotATotal() throws {
        let path = Self.folder + "/touchstone-tap-card-exit.out"
        let profile = try CallgrindProfile(contentsOfFile: path)
        XCTAssertEqual(profile.totals, [0])
        XCTAssertTrue(profile.selfCosts.isEmpty)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let summary = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("summary: ") })
        let value = try XCTUnwrap(UInt64(summary.dropFirst("summary: ".count)))
        XCTAssertGreaterThan(value, UInt64(Int64.max))
        XCTAssertTrue(text.hasSuffix("\ntotals: 0\n"))
    }

    /// What callgrind_annotate says of `path` equals what the reader reads.
    private func assertAgreesWithCallgrindAnnotate(_ path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let name = (path as NSString).lastPathComponent
        let profile = try CallgrindProfile(contentsOfFile: path)
        let oracle = try CallgrindAnnotate(profile: path)
        if name == "sample-dump-bbs.out" {
            // callgrind_annotate skips --dump-bbs's ln= and bb= notes with a warning each; so does
            // the reader, silently.
            let notes = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
                .filter { $0.hasPrefix("ln=") || $0.hasPrefix("bb=") }.count
            XCTAssertGreaterThan(notes, 0, file: file, line: line)
            XCTAssertEqual(oracle.warnings.split(separator: "\n").filter { $0.hasPrefix("WARNING: line") }.count, notes,
                           name, file: file, line: line)
        } else {
            XCTAssertEqual(oracle.warnings, "", name, file: file, line: line)
        }
        XCTAssertGreaterThan(profile.total(), 0, name, file: file, line: line)
        XCTAssertFalse(profile.calls.isEmpty, name, file: file, line: line)
        XCTAssertEqual(oracle.mismatches(profile), [], name, file: file, line: line)
    }
}
