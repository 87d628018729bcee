import Geometry
@testable import HitTestFuzzing
import Replay
import XCTest

/// The libFuzzer bodies of the readers on their FailCases: getevent captures and callgrind profiles
/// read alike with CRLF (and captures with CR CR LF) as with LF; W3C actions import to valid traces.
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
        // seed-two-slots, its CRLF twin, the capture mixing CR, CRLF and LF, and the real captures:
        // Sony's (protocol A, and cut inside its last line), Samsung's (LF and CR CR LF).
        XCTAssertGreaterThanOrEqual(imported, 7)
        let samsung = try importer.importTrace(parsing: try URLPath.bytes(of: root + "/seed-real-samsung-protocol-b.txt"), source: "input", axes: .ranges(axes))
        XCTAssertEqual(try importer.importTrace(parsing: try URLPath.bytes(of: root + "/seed-real-samsung-cr-cr-lf.txt"), source: "input", axes: .ranges(axes)), samsung)
        let bad = try URLPath.bytes(of: root + "/invalid-utf8-in-a-value.txt")
        XCTAssertThrowsError(try importer.importTrace(parsing: bad, source: "input", axes: .ranges(axes))) { error in
            XCTAssertEqual("\(error)", "input: line 2, column 59: invalid UTF-8 byte 0xE9")
        }
    }

    func testTheW3CFailCasesHoldTheProperty() throws {
        let root = URLPath.packageRoot + "/Fuzz/FailCases/w3c-actions"
        var imported = 0
        for file in try URLPath.files(in: root) {
            let bytes = try URLPath.bytes(of: file)
            XCTAssertNil(FuzzTarget.w3cActions.run(bytes), file)
            let importer = W3CActionsImporter(scene: "s.scene.json", sceneSize: FuzzTarget.traceSceneSize)
            if (try? importer.importTrace(parsing: bytes, source: "input")) != nil { imported += 1 }
        }
        // The seeds, the Appium fixture and WebdriverIO's swipe fit the 200 × 300 viewport;
        // Selenium's gallery and feed gestures do not, and are refused at their moves.
        XCTAssertGreaterThanOrEqual(imported, 4)
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
