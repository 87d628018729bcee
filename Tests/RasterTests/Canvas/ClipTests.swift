import SeededRandom
import XCTest
import Geometry
import Shapes
import Raster

/// Clipped fills against compositing through the product of independently rasterized coverages.
final class ClipTests: XCTestCase {
    typealias Transform = Geometry.AffineTransform

    /// The per-pixel product of two masks over the same bounds, `round(a·b/255)` computed here.
    static func product(_ a: CoverageMask, _ b: CoverageMask) throws -> CoverageMask {
        precondition(a.bounds == b.bounds)
        return try CoverageMask(bounds: a.bounds, values: zip(a.values, b.values).map { FillTests.mul($0, $1) })
    }

    /// A ripple circle clipped to a card's rounded rectangle equals the circle's coverage times the
    /// card's, composited through a mask: same bytes, for translucent colours on random
    /// backgrounds, with the clip under its own transform and rule.
    func testCircleClippedToRoundedRectEqualsProductOfCoverages() throws {
        var rng = SplitMix64(seed: 0xC11B)
        let bounds = PixelRect(x: 0, y: 0, width: 48, height: 40)
        for index in 0..<40 {
            var circle = Path()
            let radius = rng.uniform(2, 40)
            circle.addEllipse(in: Rect(x: rng.uniform(-20, 40) - radius / 2, y: rng.uniform(-20, 35) - radius / 2,
                                       width: radius, height: radius))
            var card = RectangleShapeGenerator()
            card.setCorners(.rounded(radius: rng.uniform(0, 10)))
            let cardPath = card.path(for: Size(width: rng.uniform(10, 44), height: rng.uniform(8, 36)))
            let cardTransform = Transform(rotationAngle: rng.chance(0.3) ? rng.uniform(-0.5, 0.5) : 0)
                .concatenating(Transform(translationX: rng.uniform(0, 10), y: rng.uniform(0, 8)))
            let color = Color(red: UInt8(rng.int(256)), green: UInt8(rng.int(256)), blue: UInt8(rng.int(256)),
                              alpha: rng.chance(0.3) ? 255 : UInt8(rng.int(256)))
            let fillRule: FillRule = rng.chance(0.5) ? .nonZero : .evenOdd
            let clipRule: FillRule = rng.chance(0.5) ? .nonZero : .evenOdd
            let background = try FillTests.randomCanvas(width: bounds.width, height: bounds.height, &rng)

            var clipped = background
            clipped.fill(circle, color: color, rule: fillRule, clip: .path(cardPath, rule: clipRule, transform: cardTransform))

            let circleCoverage = try CoverageMask(rasterizing: circle, rule: fillRule, bounds: bounds)
            let cardCoverage = try CoverageMask(rasterizing: cardPath, rule: clipRule, transform: cardTransform, bounds: bounds)
            var expected = background
            expected.fill(try Self.product(circleCoverage, cardCoverage), color: color)
            XCTAssertEqual(clipped, expected, "shape \(index)")
        }
    }

    /// A mask clip multiplies the same way, and nothing outside the mask's bounds changes.
    func testClipByMaskMultipliesCoverage() throws {
        var rng = SplitMix64(seed: 0xC11C)
        let bounds = PixelRect(x: 0, y: 0, width: 30, height: 20)
        for index in 0..<30 {
            let maskBounds = PixelRect(x: rng.int(20) - 5, y: rng.int(14) - 4, width: 1 + rng.int(25), height: 1 + rng.int(18))
            let clip = try CoverageMask(bounds: maskBounds,
                                        values: (0..<(maskBounds.width * maskBounds.height)).map { _ in
                                            rng.chance(0.3) ? 255 : (rng.chance(0.3) ? 0 : UInt8(rng.int(256)))
                                        })
            var path = Path()
            path.addEllipse(in: Rect(x: rng.uniform(-5, 20), y: rng.uniform(-5, 12), width: rng.uniform(2, 25), height: rng.uniform(2, 20)))
            let color = Color(red: UInt8(rng.int(256)), green: UInt8(rng.int(256)), blue: UInt8(rng.int(256)),
                              alpha: rng.chance(0.3) ? 255 : UInt8(rng.int(256)))
            let background = try FillTests.randomCanvas(width: bounds.width, height: bounds.height, &rng)

            var clipped = background
            clipped.fill(path, color: color, clip: .mask(clip))

            let coverage = try CoverageMask(rasterizing: path, bounds: maskBounds)
            var expected = background
            expected.fill(try Self.product(coverage, clip), color: color)
            XCTAssertEqual(clipped, expected, "case \(index)")
            for y in 0..<bounds.height {
                for x in 0..<bounds.width where !(x >= maskBounds.x && x < maskBounds.maxX && y >= maskBounds.y && y < maskBounds.maxY) {
                    XCTAssertEqual(clipped[x, y], background[x, y])
                }
            }
        }
    }

    /// A clip mask with long runs of empty, full and mixed coverage (the clipping blitter forwards
    /// full runs as solid spans and skips empty ones, eight mask bytes at a time): same bytes as
    /// compositing through the product, for opaque and translucent colours.
    func testClipMaskRunsOfEmptyFullAndMixed() throws {
        var rng = SplitMix64(seed: 0xC11E)
        let bounds = PixelRect(x: 0, y: 0, width: 70, height: 6)
        var values: [UInt8] = []
        for y in 0..<bounds.height {
            var x = 0
            while x < bounds.width {
                let run = 1 + rng.int(20)
                let kind = (y + rng.int(3)) % 3
                for _ in 0..<run where x < bounds.width {
                    values.append(kind == 0 ? 0 : (kind == 1 ? 255 : UInt8(rng.int(256))))
                    x += 1
                }
            }
        }
        let clip = try CoverageMask(bounds: bounds, values: values)
        for color in [Color(red: 200, green: 30, blue: 90), Color(red: 200, green: 30, blue: 90, alpha: 77)] {
            let background = try FillTests.randomCanvas(width: bounds.width, height: bounds.height, &rng)
            let path = FillTests.rect(0.5, 0.25, 69.5, 5.5)
            var clipped = background
            clipped.fill(path, color: color, clip: .mask(clip))
            var expected = background
            expected.fill(try Self.product(try CoverageMask(rasterizing: path, bounds: bounds), clip), color: color)
            XCTAssertEqual(clipped, expected, "\(color)")
        }
    }

    /// Worked by hand: a fully covered 4×2 block clipped to the rectangle (1.5, 0)–(3, 2) keeps half
    /// of pixel 1 and all of pixel 2; black at coverage 128 is alpha 128.
    func testClipToHalfPixelRectangle() throws {
        var canvas = try Canvas(width: 4, height: 2)
        canvas.fill(FillTests.rect(0, 0, 4, 2), color: .black, clip: .path(FillTests.rect(1.5, 0, 3, 2), rule: .nonZero, transform: .identity))
        XCTAssertEqual(FillTests.alphas(canvas), [[0, 128, 255, 0], [0, 128, 255, 0]])
        // Clip half-covered too: 128·128/255 = 64.25 → 64.
        var both = try Canvas(width: 4, height: 1)
        both.fill(FillTests.rect(0, 0, 4, 0.5), color: .black, clip: .path(FillTests.rect(1.5, 0, 3, 1)))
        XCTAssertEqual(FillTests.alphas(both), [[0, 64, 128, 0]])
    }

    /// Clips that do not meet the fill, or that are empty, draw nothing.
    func testDisjointAndEmptyClipsDrawNothing() throws {
        var rng = SplitMix64(seed: 0xC11D)
        let background = try FillTests.randomCanvas(width: 10, height: 10, &rng)
        let fill = FillTests.rect(1, 1, 5, 5)
        for clip in [Clip.path(FillTests.rect(6, 6, 9, 9)), .path(Path()), .path(FillTests.rect(2, 2, 2, 4)),
                     .mask(try CoverageMask(bounds: PixelRect(x: 6, y: 0, width: 3, height: 3), values: [UInt8](repeating: 255, count: 9))),
                     .mask(try CoverageMask(bounds: PixelRect(x: 0, y: 0, width: 10, height: 10)))] {
            var canvas = background
            canvas.fill(fill, color: .black, clip: clip)
            XCTAssertEqual(canvas, background, "\(clip)")
        }
    }
}
