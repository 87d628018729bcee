import Geometry
@testable import HitTestFuzzing
import Replay
import XCTest

/// The libFuzzer bodies of the line-based readers (getevent, callgrind profiles) on raw bytes: CRLF
/// must read as LF, the FailCases among them.
final class FuzzReaderTargetTests: XCTestCase {
    func testLineEndsBecomeCRLFWithoutDoublingAnExistingOne() {
        XCTAssertEqual(FuzzTarget.withCRLF(Array("a\nb\r\nc\rd\n".utf8)), Array("a\r\nb\r\nc\rd\r\n".utf8))
        XCTAssertEqual(FuzzTarget.withCRLF([0x0A, 0x0A]), [0x0D, 0x0A, 0x0D, 0x0A])
        XCTAssertEqual(FuzzTarget.withCRLF([]), [])
    }

    func testTheFailCasesImportAlikeWithBothLineEnds() throws {
        let root = URLPath.packageRoot + "/Fuzz/FailCases/getevent"
        let axes = GeteventAxes(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2339))
        let importer = GeteventImporter(scene: "s.scene.json", sceneSize: FuzzTarget.traceSceneSize)
        var imported = 0
        for file in try URLPath.files(in: root) {
            let bytes = try URLPath.bytes(of: file)
            XCTAssertNil(FuzzTarget.getevent.run(bytes), file)
            if (try? importer.importTrace(parsing: bytes, source: "input", axes: .ranges(axes))) != nil { imported += 1 }
        }
        // seed-two-slots, its CRLF twin and the capture mixing CR, CRLF and LF.
        XCTAssertGreaterThanOrEqual(imported, 3)
        let bad = try URLPath.bytes(of: root + "/invalid-utf8-in-a-value.txt")
        XCTAssertThrowsError(try importer.importTrace(parsing: bad, source: "input", axes: .ranges(axes))) { error in
            XCTAssertEqual("\(error)", "input: line 2, column 59: invalid UTF-8 byte 0xE9")
        }
    }

    func testTheCallgrindFailCasesReadAlikeWithBothLineEnds() throws {
        let root = URLPath.packageRoot + "/Fuzz/FailCases/callgrind-profile"
        for file in try URLPath.files(in: root) {
            XCTAssertNil(FuzzTarget.callgrindProfile.run(try URLPath.bytes(of: file)), file)
        }
        func profile(_ name: String) throws -> CallgrindProfile {
            try CallgrindProfile(parsing: String(decoding: try URLPath.bytes(of: root + "/" + name), as: UTF8.self), source: name)
        }
        XCTAssertEqual(try profile("crlf-calls.out"), try profile("seed-calls.out"))
        // Self costs (Ir): render 100 + 50 + 5 on lines 10, 12 and 12 again; fill 600. The call's
        // 900 is inclusive, not self.
        XCTAssertEqual(try profile("crlf-calls.out").functionCosts(), ["render": 155, "fill": 600])
    }
}
