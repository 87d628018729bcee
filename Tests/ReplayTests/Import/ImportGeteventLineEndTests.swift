import Geometry
import Scene
import XCTest
@testable import Replay

/// getevent captures and `-lp` dumps as bytes: CRLF line ends (older `adb shell`) read exactly as
/// LF, and a byte that is not UTF-8 is named by line and column.
final class ImportGeteventLineEndTests: XCTestCase {
    private let axes = GeteventAxes(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2339))
    private let importer = GeteventImporter(scene: "s.scene.json", sceneSize: Size(width: 540, height: 1170))

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
          events:
            ABS (0003): ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
                        ABS_MT_POSITION_Y     : value 0, min 0, max 2339, fuzz 0, flat 0, resolution 0

        """

    private func crlf(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    }

    private func message(_ body: () throws -> Any) -> String {
        do { _ = try body() } catch { return "\(error)" }
        return "no error"
    }

    func testACRLFCaptureImportsAsItsLFTwin() throws {
        let expected = [
            // 0x1b0 = 432 and 0x360 = 864, at ½ point per raw unit.
            TraceEvent(nanoseconds: 0, id: 33, phase: .began, location: Point(x: 216, y: 432)),
            TraceEvent(nanoseconds: 16_000_000, id: 33, phase: .ended, location: Point(x: 216, y: 432)),
        ]
        let lf = try importer.importTrace(parsing: capture, source: "c.txt", axes: .ranges(axes))
        XCTAssertEqual(lf.events, expected)
        let fromCRLF = try importer.importTrace(parsing: crlf(capture), source: "c.txt", axes: .ranges(axes))
        XCTAssertEqual(fromCRLF, lf)
        XCTAssertEqual(fromCRLF.serialized(), lf.serialized())
        let fromBytes = try importer.importTrace(parsing: Array(crlf(capture).utf8), source: "c.txt", axes: .ranges(axes))
        XCTAssertEqual(fromBytes, lf)
        // Errors keep their line numbers: line 5 closes nothing once its SYN_REPORT is cut.
        let cut = String(capture.prefix { $0 != "S" })
        XCTAssertEqual(message { try self.importer.importTrace(parsing: self.crlf(cut), source: "c.txt", axes: .ranges(self.axes)) },
                       message { try self.importer.importTrace(parsing: cut, source: "c.txt", axes: .ranges(self.axes)) })
    }

    func testACRLFDumpGivesTheSameAxes() throws {
        let lf = try GeteventDeviceDump(parsing: dump, source: "lp.txt")
        let fromCRLF = try GeteventDeviceDump(parsing: Array(crlf(dump).utf8), source: "lp.txt")
        XCTAssertEqual(fromCRLF.devices.map(\.name), ["fts_ts"])
        XCTAssertEqual(try fromCRLF.axes(forDevice: "/dev/input/event4", source: "lp.txt"), axes)
        XCTAssertEqual(try lf.axes(forDevice: nil, source: "lp.txt"), axes)
    }

    func testABadByteIsNamedByLineAndColumn() {
        // Line 3 is "[     100.000000] /dev/input/event4: EV_ABS       ABS_MT_POSITION_X    000001b0"
        // with 0xE9 in place of its last character, the 79th.
        var bytes = Array(crlf(capture).utf8)
        let lineStarts = bytes.indices.filter { $0 == 0 || bytes[$0 - 1] == 0x0A }
        bytes[lineStarts[3] - 3] = 0xE9
        XCTAssertEqual(message { try self.importer.importTrace(parsing: bytes, source: "c.txt", axes: .ranges(self.axes)) },
                       "c.txt: line 3, column 79: invalid UTF-8 byte 0xE9")
        XCTAssertEqual(message { try GeteventDeviceDump(parsing: Array("add device 1: /dev/input/event4\n  name: \"t\u{e9}".utf8) + [0xFF],
                                                      source: "lp.txt") },
                       "lp.txt: line 2, column 12: invalid UTF-8 byte 0xFF")
    }

    /// adb run on Windows adds a CR to the device's CRLF: CR CR LF is one line end.
    func testCRCRLFReadsAsLFWithTheSameLineNumbers() throws {
        let crcrlf = capture.replacingOccurrences(of: "\n", with: "\r\r\n")
        let lf = try importer.importTrace(parsing: capture, source: "c.txt", axes: .ranges(axes))
        XCTAssertEqual(try importer.importTrace(parsing: Array(crcrlf.utf8), source: "c.txt", axes: .ranges(axes)), lf)
        let bad = capture.replacingOccurrences(of: "00000360", with: "0000036").replacingOccurrences(of: "\n", with: "\r\r\n")
        XCTAssertEqual(message { try self.importer.importTrace(parsing: bad, source: "c.txt", axes: .ranges(self.axes)) },
                       #"c.txt: line 4: expected a value of eight hex digits (such as 000001a4 or ffffffff), found "0000036""#)
        XCTAssertEqual(try GeteventDeviceDump(parsing: dump.replacingOccurrences(of: "\n", with: "\r\r\n"), source: "lp.txt")
                        .axes(forDevice: nil, source: "lp.txt"), axes)
    }

    /// A capture stopped inside a character of its last line (a device name) leaves that line out
    /// with a note; a last line without a line end that reads is kept.
    func testACaptureCutInsideACharacterOrAfterAWholeLine() throws {
        let whole = try importer.importTrace(parsing: capture, source: "c.txt", axes: .ranges(axes))
        let cut = Array((capture + "add device 9: /dev/input/event9\n  name:     \"caf").utf8) + [0xC3]
        let imported = try importer.importing(parsing: cut, source: "c.txt", axes: .ranges(axes))
        XCTAssertEqual(imported.trace, whole)
        XCTAssertEqual(imported.notes, [#"c.txt: line 9: the capture ends inside this line, which is left out: "name:     "caf""#])
        let unended = try importer.importing(parsing: String(capture.dropLast()), source: "c.txt", axes: .ranges(axes))
        XCTAssertEqual(unended.trace, whole)
        XCTAssertEqual(unended.notes, [])
    }
}
