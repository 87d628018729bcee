import Geometry
import Text
import XCTest

/// FreeType's unscaled outlines of Roboto Medium, counted as FreeType's own decomposition reports
/// them for the same file (contours, line segments, conic segments, control box, advance).
final class OutlineTests: XCTestCase {
    let fonts = FontLibrary()

    struct Counts: Equatable {
        var contours = 0, lines = 0, quads = 0, cubics = 0
    }

    func counts(_ path: Path) -> Counts {
        var counts = Counts()
        for element in path.elements {
            switch element {
            case .move: counts.contours += 1
            case .line: counts.lines += 1
            case .quadCurve: counts.quads += 1
            case .curve: counts.cubics += 1
            case .closeSubpath: break
            }
        }
        return counts
    }

    func glyph(_ character: String) throws -> (outline: Path, advance: Int) {
        let face = try fonts.face(.medium)
        let shaped = face.shape(character)
        XCTAssertEqual(shaped.count, 1)
        return (face.outline(of: shaped[0].glyph), shaped[0].advance)
    }

    func testB() throws {
        let (b, advance) = try glyph("B")
        XCTAssertEqual(counts(b), Counts(contours: 3, lines: 9, quads: 14))
        XCTAssertEqual(b.controlPointBounds, Rect(x: 149, y: 0, width: 1187 - 149, height: 1456))
        XCTAssertEqual(advance, 1293)
        // Every contour is closed, and the first element of each is a move.
        XCTAssertEqual(b.elements.filter { $0 == .closeSubpath }.count, 3)
    }

    func testOAndG() throws {
        XCTAssertEqual(counts(try glyph("O").outline), Counts(contours: 2, lines: 4, quads: 16))
        XCTAssertEqual(counts(try glyph("g").outline), Counts(contours: 2, lines: 8, quads: 19))
    }

    func testSpaceHasNoOutline() throws {
        XCTAssertTrue(try glyph(" ").outline.isEmpty)
    }
}
