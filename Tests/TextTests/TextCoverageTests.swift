import Geometry
import Raster
import RasterTestSupport
import Text
import XCTest

/// Text meets the pixel promise of shapes: the rasterizer's coverage of laid-out glyphs is within
/// 2/255 of the exact area of the outline in every pixel, against an independent reference
/// (`ExactAreaReference`: the outline flattened to 1e-4 px and clipped to each pixel in Double).
final class TextCoverageTests: XCTestCase {
    let fonts = FontLibrary()

    /// The largest difference, in 255ths, between the rasterizer and the reference for `text` at
    /// `spec`, laid out at `origin` (points) and drawn at `scale`.
    func maximumError(_ text: String, _ spec: FontSpec, origin: Point, scale: Double) throws -> Double {
        let font = try fonts.font(spec)
        let size = TextLayout.fittingSize(of: text, font: font, scale: scale)
        let layout = TextLayout(text, font: font, in: Rect(origin: origin, size: size))
        let transform = AffineTransform(scaleX: scale, y: scale)
        let box = try XCTUnwrap(layout.outline.controlPointBounds?.applying(transform))
        let inner = PixelRect(enclosing: box)
        let bounds = PixelRect(x: inner.x - 1, y: inner.y - 1, width: inner.width + 2, height: inner.height + 2)
        let mask = try CoverageMask(rasterizing: layout.outline, rule: .nonZero, transform: transform, bounds: bounds)
        let exact = ExactAreaReference(layout.outline, transform: transform).pixels(rule: .nonZero, bounds: bounds)
        var worst = 0.0
        var covered = 0
        for y in 0..<bounds.height {
            for x in 0..<bounds.width {
                let reference = exact[y * bounds.width + x].coverage * 255
                let drawn = Double(mask[bounds.x + x, bounds.y + y])
                worst = Swift.max(worst, Swift.abs(drawn - reference))
                if drawn > 0 { covered += 1 }
            }
        }
        XCTAssertGreaterThan(covered, 100, "the text drew pixels")
        return worst
    }

    func testTitlesAtThreeTimesAreWithinTwoOf255() throws {
        var worst = 0.0
        for (i, origin) in [Point(x: 0, y: 0), Point(x: 0.3, y: 0.7), Point(x: 16, y: 29.0 / 3)].enumerated() {
            let error = try maximumError("BUTTON", TypographyStyle.button.spec, origin: origin, scale: 3)
            XCTAssertLessThanOrEqual(error, 2, "origin \(i)")
            worst = Swift.max(worst, error)
        }
        print("TextCoverageTests: largest difference from the exact area at 3×: \(worst)/255")
    }

    /// A title's glyphs are rasterized one by one where their pixels are apart, with exactly the
    /// bytes of the whole line over one target.
    func testTitlesGoGlyphByGlyphWithTheWholeLinesBytes() throws {
        let font = try fonts.font(TypographyStyle.button.spec)
        let transform = AffineTransform(scaleX: 3, y: 3)
        for text in ["BUTTON", "ADD TO CART", "AVATAR"] {
            let size = TextLayout.fittingSize(of: text, font: font, scale: 3)
            let layout = TextLayout(text, font: font, in: Rect(origin: Point(x: 0.3, y: 0.7), size: size))
            let box = try XCTUnwrap(layout.outline.controlPointBounds?.applying(transform))
            let inner = PixelRect(enclosing: box)
            let bounds = PixelRect(x: inner.x - 1, y: inner.y - 1, width: inner.width + 2, height: inner.height + 2)
            let whole = try RasterTesting.mask(layout.outline, rule: .nonZero, transform: transform, bounds: bounds,
                                               reference: true)
            let parts = try RasterTesting.mask(layout.outline, rule: .nonZero, transform: transform, bounds: bounds,
                                               reference: false)
            XCTAssertEqual(parts.mask, whole.mask, text)
            // How many groups the glyphs make, from their own control boxes: glyphs whose boxes,
            // grown by 1/16 px (the polyline keeps within 0.06 px of them) and rounded out to
            // pixels, are apart cannot share a cluster; at most one cluster per inked glyph.
            let line = layout.lines[0]
            var columns: [(Int, Int)] = []
            var pen = 0
            for glyph in line.shaped.glyphs {
                let x = line.origin.x + Double(pen + glyph.xOffset) * font.pointsPerUnit
                pen += glyph.advance
                let outline = font.face.outline(of: glyph.glyph)
                guard let glyphBox = outline.applying(AffineTransform(a: font.pointsPerUnit, b: 0, c: 0,
                                                                      d: -font.pointsPerUnit, tx: x, ty: line.baseline))
                    .controlPointBounds?.applying(transform) else { continue }
                let margin = 1.0 / 16
                columns.append((Int((glyphBox.minX - margin).rounded(.down)), Int((glyphBox.maxX + margin).rounded(.down))))
            }
            var groups = 0, reach = Int.min
            for (left, right) in columns {
                if left > reach { groups += 1 }
                reach = Swift.max(reach, right)
            }
            XCTAssertGreaterThanOrEqual(parts.clusters, groups, text)
            XCTAssertLessThanOrEqual(parts.clusters, columns.count, text)
            if text == "BUTTON" { XCTAssertEqual(groups, 6, "each of BUTTON's glyphs is apart from the next") }
        }
    }

    func testBodyTextAtOneAndTwoPointSixTwoFiveTimes() throws {
        for scale in [1.0, 2.625] {
            let error = try maximumError("Ag…fy", TypographyStyle.body2.spec, origin: Point(x: 0.25, y: 0.5),
                                         scale: scale)
            XCTAssertLessThanOrEqual(error, 2, "scale \(scale)")
        }
    }
}
