import Geometry
@testable import Raster
import XCTest

/// Extreme but legal numbers in strokes and shadows (docs/limits.md): they draw, or throw, and
/// never trap; and the guards change nothing within the usual range.
final class HostileNumberRasterTests: XCTestCase {
    private let clip = PixelRect(x: 0, y: 0, width: 120, height: 80)

    /// A corner below 2⁻²⁰ pixels casts the shadow of a square corner, by the documented rule:
    /// bit for bit the rectangle's mask, through the mask and through the rows. At 1e-300 the corner
    /// formula would reach 0/0.
    func testTinyCornersCastTheRectanglesShadow() throws {
        let rect = Rect(x: 20, y: 15, width: 60, height: 40)
        for sigma in [0.1, 1.5, 6.0] {
            let square = try AnalyticShadow.rectMask(rect, sigmaX: sigma, sigmaY: sigma, clippedTo: clip)
            for corner in [1e-300, 5e-324, 0x1p-21, 1e-200] {
                let mask = try AnalyticShadow.roundedRectMask(rect, cornerWidth: corner, cornerHeight: corner,
                                                              sigmaX: sigma, sigmaY: sigma, clippedTo: clip)
                XCTAssertEqual(mask, square, "corner \(corner), σ \(sigma)")
                var rows = try AnalyticShadow.Rows(rect, cornerWidth: corner, cornerHeight: 8, sigmaX: sigma, sigmaY: sigma,
                                                   clippedTo: clip)
                var line = [UInt8](repeating: 0, count: rows.bounds.width)
                for y in rows.bounds.y..<rows.bounds.maxY {
                    line.withUnsafeMutableBufferPointer { rows.fill(row: y, columns: rows.bounds.x..<rows.bounds.maxX, into: $0.baseAddress!) }
                    let start = (y - square.bounds.y) * square.bounds.width
                    XCTAssertEqual(line, Array(square.values[start..<start + square.bounds.width]), "row \(y)")
                }
            }
        }
        // Through Shadow at a scale of 1e-200: a 40 × 30 point card with 10-point corners is a
        // speck whose corners are 1e-199 pixels; its shadow is the square card's.
        let shadow = Shadow(opacity: 1, radius: 4, offset: .zero)
        let placed = AffineTransform(scaleX: 1e-200, y: 1e-200)
        let card = Rect(x: 0, y: 0, width: 40, height: 30)
        let tiny = try shadow.mask(for: .roundedRect(card, cornerRadius: 10), transform: placed, clippedTo: clip)
        XCTAssertEqual(tiny, try shadow.mask(for: .rect(card), transform: placed, clippedTo: clip))
    }

    /// A caster wider than 2¹⁶ pixels takes the blur route: it finishes, and its edge agrees with
    /// the closed form of a narrower caster with the same edge (far from the other edges the two
    /// shapes' shadows are the same function) to the blur route's accuracy.
    func testHugeCastersTakeTheBlurRouteAndMatchTheClosedFormNearAnEdge() throws {
        let shadow = Shadow(opacity: 1, radius: 8, offset: .zero)
        let huge = try shadow.mask(for: .roundedRect(Rect(x: 30, y: -1e11, width: 1e11, height: 2e11), cornerRadius: 1e10),
                                   clippedTo: clip)
        let narrow = try AnalyticShadow.rectMask(Rect(x: 30, y: -1000, width: 2000, height: 2000), sigmaX: 4, sigmaY: 4, clippedTo: clip)
        // Compared pixel by pixel over the clip (the two masks' bounds differ: each covers its
        // own shadow's reach); a pixel outside a mask's bounds is 0.
        func value(_ mask: CoverageMask, _ x: Int, _ y: Int) -> Int {
            let b = mask.bounds
            guard x >= b.x, x < b.maxX, y >= b.y, y < b.maxY else { return 0 }
            return Int(mask.values[(y - b.y) * b.width + (x - b.x)])
        }
        var largest = 0
        for y in clip.y..<clip.maxY {
            for x in clip.x..<clip.maxX { largest = max(largest, abs(value(huge, x, y) - value(narrow, x, y))) }
        }
        XCTAssertEqual(value(huge, 119, 40), 255)
        XCTAssertEqual(value(huge, 0, 40), 0)
        XCTAssertLessThanOrEqual(largest, 2, "blur route against the closed form")
        XCTAssertThrowsError(try AnalyticShadow.roundedRectMask(Rect(x: 0, y: 0, width: 70_000, height: 10), cornerWidth: 2,
                                                                cornerHeight: 2, sigmaX: 2, sigmaY: 2, clippedTo: clip)) { error in
            XCTAssertEqual(error as? ShadowError, .casterTooLarge(Size(width: 70_000, height: 10)))
        }
    }

    /// Round joins of a width so large that the tolerance's piece angle rounds to 0 (1e20: used
    /// to divide by it and trap) get at most 2¹⁶ pieces a turn; the outline is finite.
    func testRoundJoinsOfHugeWidthsAreBounded() {
        var path = Path()
        path.addRect(Rect(x: 0, y: 0, width: 100, height: 40))
        var open = Path()
        open.move(to: Point(x: 0, y: 0))
        open.addLine(to: Point(x: 100, y: 0))
        open.addLine(to: Point(x: 100, y: 40))
        for width in [1e20, 1e300, 1e11] {
            for (shape, cap) in [(path, LineCap.butt), (open, LineCap.round)] {
                let outline = shape.stroked(StrokeStyle(width: width, join: .round, cap: cap))
                XCTAssertFalse(outline.isEmpty)
                XCTAssertTrue(outline.elements.allSatisfy(\.isFinite), "width \(width)")
                // Four quarter-turn joins (or two caps and a join) of at most 2¹⁶ pieces a turn, a
                // few elements each, plus the straight parts.
                XCTAssertLessThan(outline.elements.count, 4 * 65_536, "width \(width)")
            }
        }
        XCTAssertEqual(Stroker.arcPieces(sweep: .pi / 2, maximumPieceSweep: 0), 16_384)
        XCTAssertEqual(Stroker.arcPieces(sweep: 2 * .pi, maximumPieceSweep: 1e-300), 65_536)
        // Within the usual range the count is the plain quotient rounded up.
        XCTAssertEqual(Stroker.arcPieces(sweep: .pi / 2, maximumPieceSweep: .pi / 8), 4)
        XCTAssertEqual(Stroker.arcPieces(sweep: 0, maximumPieceSweep: 0.1), 1)
    }
}
