import Geometry
@testable import HitTestFuzzing
import Replay
import XCTest

/// The getevent libFuzzer body on raw bytes: CRLF must import as LF, the captures and dumps of
/// FailCases among them.
final class FuzzGeteventTargetTests: XCTestCase {
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
}
