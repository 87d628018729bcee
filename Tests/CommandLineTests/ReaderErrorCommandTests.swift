import CommandLineTestSupport
import Foundation
import XCTest

/// Every file the tool reads, end to end: a byte that is not UTF-8 is named by file, line and
/// column; directories and FIFOs are refused by what they are (a FIFO must not hang the tool);
/// CRLF getevent captures and `-lp` dumps import byte-identically to LF. Exit status 2 each time.
final class ReaderErrorCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-readers-\(getpid())-\(name.filter(\.isLetter))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write(Array(##"{"format": "touchstone.scene", "version": 1, "size": [540, 1170], "scale": 2, "background": "#FFFFFF", "views": []}"##.utf8),
                  "g.scene.json")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    private func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url.path
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Two lines of JSON whose second holds a Latin-1 "é" (0xE9) at column 4.
    private let latin1JSON: [UInt8] = Array("{\"a\": 1,\n \"b".utf8) + [0xE9, 0x22, 0x3A, 0x20, 0x32, 0x7D]
    /// What the tool says about `file` holding ``latin1JSON``.
    private func latin1Message(_ file: String) -> String { "touchstone: \(file): line 2, column 4: invalid UTF-8 byte 0xE9\n" }

    private func assertRefused(_ arguments: [String], _ expected: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try runTool(arguments, file: file, line: line)
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, expected, file: file, line: line)
    }

    private let capture = """
        add device 1: /dev/input/event4
        [     100.000000] /dev/input/event4: EV_ABS       ABS_MT_TRACKING_ID   00000021
        [     100.000000] /dev/input/event4: EV_ABS       ABS_MT_POSITION_X    000001b0
        [     100.000000] /dev/input/event4: EV_ABS       ABS_MT_POSITION_Y    00000360
        [     100.000000] /dev/input/event4: EV_SYN       SYN_REPORT           00000000
        [     100.016000] /dev/input/event4: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
        [     100.016000] /dev/input/event4: EV_SYN       SYN_REPORT           00000000

        """

    private let dump = """
        add device 1: /dev/input/event4
          name:     "fts_ts"
            ABS (0003): ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_Y     : value 0, min 0, max 2339, fuzz 0, flat 0, resolution 0

        """

    private func crlf(_ text: String) -> [UInt8] {
        Array(text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n").utf8)
    }

    func testNonUTF8FilesAreNamedByLineAndColumn() throws {
        let bad = try write(latin1JSON, "bad.json")
        let scene = path("g.scene.json")
        try assertRefused(["shape", "path", "@" + bad, "--size", "10x10"], latin1Message(bad))
        try assertRefused(["import", "w3c", bad, "--scene", scene, "-o", path("t.trace.json")], latin1Message(bad))
        try assertRefused(["import", "getevent", bad, "--scene", scene, "--x-range", "0:1079", "--y-range", "0:2339",
                           "-o", path("t.trace.json")], latin1Message(bad))
        let goodCapture = try write(Array(capture.utf8), "capture.txt")
        try assertRefused(["import", "getevent", goodCapture, "--scene", scene, "--axes", bad, "-o", path("t.trace.json")],
                          latin1Message(bad))
        try assertRefused(["compare", bad, bad], latin1Message(bad))
        let summary = try write(latin1JSON, "run1/summary.json")
        try write(latin1JSON, "run2/summary.json")
        try assertRefused(["merge", path("run1"), path("run2"), "--out", path("merged")], latin1Message(summary))
        let record = try write(latin1JSON, "fuzz1/hit-test-1.run.json")
        try assertRefused(["merge", path("fuzz1"), "--out", path("merged")], latin1Message(record))
        // Repro files are JSON read as bytes: the JSON reader names the place itself.
        try assertRefused(["fuzz", "scene-repro", bad], "touchstone: \(bad): line 2, column 4: invalid UTF-8 byte 0xE9 in string\n")
    }

    func testDirectoriesAndFIFOsAreRefusedByKind() throws {
        let directory = path("run1")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // A repro that is a folder must not read as an empty file.
        try assertRefused(["fuzz", "scene-repro", directory], "touchstone: \(directory): a directory, not a regular file\n")
        try assertRefused(["shape", "path", "@" + directory, "--size", "10x10"], "touchstone: \(directory): a directory, not a regular file\n")
        // A summary.json that is a folder is named as one, not taken for a fuzz run's folder.
        try FileManager.default.createDirectory(atPath: path("run2/summary.json"), withIntermediateDirectories: true)
        try assertRefused(["merge", path("run2"), "--out", path("merged")],
                          "touchstone: \(path("run2/summary.json")): a directory, not a regular file\n")
        let fifo = path("fifo")
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let fifoMessage = "touchstone: \(fifo): a named pipe (FIFO), not a regular file\n"
        try assertRefused(["shape", "path", "@" + fifo, "--size", "10x10"], fifoMessage)
        try assertRefused(["fuzz", "scene-repro", fifo], fifoMessage)
        try assertRefused(["import", "getevent", fifo, "--scene", path("g.scene.json"), "--x-range", "0:1079",
                           "--y-range", "0:2339", "-o", path("t.trace.json")], fifoMessage)
        try assertRefused(["compare", fifo, fifo], "touchstone: \(fifo): a named pipe (FIFO), not a report file or folder\n")
        try assertRefused(["shape", "path", "@/dev/null", "--size", "10x10"], "touchstone: /dev/null: a character device, not a regular file\n")
    }

    func testCRLFCapturesAndDumpsImportByteIdenticallyToLF() throws {
        let scene = path("g.scene.json")
        let lfCapture = try write(Array(capture.utf8), "lf/capture.txt")
        let crlfCapture = try write(crlf(capture), "crlf/capture.txt")
        let lfDump = try write(Array(dump.utf8), "lf/lp.txt")
        let crlfDump = try write(crlf(dump), "crlf/lp.txt")
        for (kind, capture, dump) in [("lf", lfCapture, lfDump), ("crlf", crlfCapture, crlfDump)] {
            let ranges = try runTool(["import", "getevent", capture, "--scene", scene, "--x-range", "0:1079", "--y-range", "0:2339",
                                      "-o", path("\(kind)-ranges.trace.json")])
            XCTAssertEqual(ranges.status, 0, ranges.stderr)
            let axes = try runTool(["import", "getevent", capture, "--scene", scene, "--axes", dump, "-o", path("\(kind)-axes.trace.json")])
            XCTAssertEqual(axes.status, 0, axes.stderr)
        }
        // The trace names its capture; the two captures share a name in different folders.
        func trace(_ name: String) throws -> String {
            String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
                .replacingOccurrences(of: "crlf/", with: "lf/")
        }
        XCTAssertEqual(try trace("crlf-ranges.trace.json"), try trace("lf-ranges.trace.json"))
        XCTAssertEqual(try trace("crlf-axes.trace.json"), try trace("lf-axes.trace.json"))
        let lfTrace = try trace("lf-axes.trace.json")
        XCTAssertTrue(lfTrace.contains("\"phase\":\"began\""), lfTrace)
    }
}
