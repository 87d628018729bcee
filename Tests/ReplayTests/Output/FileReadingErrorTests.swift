#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import Raster
import XCTest
@testable import Replay

/// Replay's file readers (reports, `summary.json`, callgrind profiles, W3C actions, goldens) say
/// where a file goes wrong: a byte that is not UTF-8 by line and column, a directory or FIFO by
/// what it is (a FIFO must not hang the reader); CRLF files read as their LF twins.
final class FileReadingErrorTests: XCTestCase {
    private var temporary: TemporaryFolder!
    private var folder: String { temporary.path }

    override func setUpWithError() throws { temporary = try TemporaryFolder("replay-reading") }
    override func tearDown() { temporary.remove() }

    private func message(_ body: () throws -> Any) -> String {
        do { _ = try body() } catch { return "\(error)" }
        return "no error"
    }

    /// `{"format": "x",` CRLF, then a Latin-1 "é" (0xE9) at line 2, column 3.
    private let latin1: [UInt8] = Array("{\"format\": \"x\",\r\n \"".utf8) + [0xE9, 0x22, 0x7D]

    func testNonUTF8FilesAreNamedByLineAndColumn() throws {
        let report = try temporary.write("report.json", bytes: latin1)
        XCTAssertEqual(message { try Report(contentsOfFile: report) }, "\(report): line 2, column 3: invalid UTF-8 byte 0xE9")
        try makeDirectory(folder + "/run")
        let summary = try temporary.write("run/summary.json", bytes: latin1)
        XCTAssertEqual(message { try ReplayRunSummary(folder: self.folder + "/run") },
                       "\(summary): line 2, column 3: invalid UTF-8 byte 0xE9")
        // Callgrind's messages name the file once.
        let profile = try temporary.write("callgrind.out", bytes: Array("events: Ir\nfn=ma".utf8) + [0xC3, 0x28] + Array("n\n".utf8))
        XCTAssertEqual(message { try CallgrindProfile(contentsOfFile: profile) },
                       "\(profile): line 2, column 6: invalid UTF-8 byte 0xC3")
    }

    func testDirectoriesAndFIFOsAreRefusedByKind() throws {
        try makeDirectory(folder + "/report.json")
        XCTAssertEqual(message { try Report(contentsOfFile: self.folder + "/report.json") },
                       "\(folder)/report.json: a directory, not a regular file")
        let fifo = folder + "/callgrind.out"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        XCTAssertEqual(message { try CallgrindProfile(contentsOfFile: fifo) }, "\(fifo): a named pipe (FIFO), not a regular file")
        // A golden that is a folder is not a missing golden.
        try makeDirectory(folder + "/goldens")
        try makeDirectory(folder + "/goldens/00001.png")
        let goldens = GoldenComparison(directory: folder + "/goldens", diffDirectory: folder + "/diffs")
        let frame = try Canvas(width: 2, height: 2)
        XCTAssertEqual(message { try goldens.check(frame, name: "00001") },
                       "\(folder)/goldens/00001.png: a directory, not a regular file; expected a golden PNG")
        XCTAssertEqual(try goldens.check(frame, name: "00002"), .missing(path: folder + "/goldens/00002.png"))
    }

    func testCRLFProfilesAndActionsReadAsLF() throws {
        let lf = "events: Ir\nfl=(1) a.swift\nfn=(1) main\n10 5\n+1 7\n\ntotals: 12\n"
        let crlf = lf.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        XCTAssertEqual(try CallgrindProfile(parsing: crlf, source: "p.out"), try CallgrindProfile(parsing: lf, source: "p.out"))
        XCTAssertEqual(try CallgrindProfile(parsing: crlf, source: "p.out").functionCosts(), ["main": 12])
        XCTAssertEqual(message { try CallgrindProfile(parsing: "events: Ir\r\nfn=main\r\n1 x\r\n", source: "p.out") },
                       "p.out: line 3: 'x' is not a count (decimal digits, or 0x and hex digits)")

        let actions = """
            {"actions": [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [
              {"type": "pointerMove", "duration": 0, "x": 10, "y": 20},
              {"type": "pointerDown", "button": 0},
              {"type": "pointerUp", "button": 0}]}]}
            """
        let importer = W3CActionsImporter(scene: "s.scene.json", sceneSize: Size(width: 200, height: 300))
        let fromCRLF = try importer.importTrace(
            parsing: actions.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n"), source: "a.json")
        XCTAssertEqual(fromCRLF, try importer.importTrace(parsing: actions, source: "a.json"))
        XCTAssertEqual(fromCRLF.events.map(\.location), [Point(x: 10, y: 20), Point(x: 10, y: 20)])
    }
}

/// `mkdir` for the tests.
private func makeDirectory(_ path: String) throws {
    XCTAssertEqual(mkdir(path, 0o755), 0)
}
