import SeededRandom
import XCTest
import Geometry
import Shapes
import Raster

/// A pixel's coverage does not depend on the rectangle it is computed in: a fill over the whole
/// canvas and the same fill restricted to a sub-rectangle (a pixel-aligned clip rectangle, as the
/// scene renderer's damage region; a coverage mask's bounds) give identical bytes there.
final class ClipIndependenceTests: XCTestCase {
    typealias Transform = Geometry.AffineTransform

    static let canvas = PixelRect(x: 0, y: 0, width: 96, height: 80)

    /// A random outline: shaped rectangles, pills, ellipses (some far larger than the canvas),
    /// random curve polygons, under fractional transforms.
    static func randomShape(_ rng: inout SplitMix64) -> (Path, Transform) {
        var path = Path()
        switch rng.int(5) {
        case 0:
            let size = Size(width: rng.uniform(2, 90), height: rng.uniform(2, 70))
            let limit = Swift.min(size.width, size.height) / 2
            var shape = RectangleShapeGenerator()
            shape.topLeftCorner = CoverageTests.randomCorner(&rng, limit: limit)
            shape.topRightCorner = CoverageTests.randomCorner(&rng, limit: limit)
            shape.bottomRightCorner = CoverageTests.randomCorner(&rng, limit: limit)
            shape.bottomLeftCorner = CoverageTests.randomCorner(&rng, limit: limit)
            path = rng.chance(0.2) ? PillShapeGenerator().path(for: size) : shape.path(for: size)
        case 1:
            let radius = rng.chance(0.2) ? rng.uniform(60, 3000) : rng.uniform(0.5, 60)
            path.addEllipse(in: Rect(x: rng.uniform(-40, 130) - radius, y: rng.uniform(-40, 110) - radius,
                                     width: 2 * radius, height: 2 * radius * rng.uniform(0.5, 1.5)))
            return (path, .identity)
        case 2:
            path.move(to: Point(x: rng.uniform(-30, 126), y: rng.uniform(-30, 110)))
            for _ in 0..<(1 + rng.int(6)) {
                func p() -> Point { Point(x: rng.uniform(-40, 136), y: rng.uniform(-40, 120)) }
                switch rng.int(3) {
                case 0: path.addLine(to: p())
                case 1: path.addQuadCurve(to: p(), control: p())
                default: path.addCurve(to: p(), control1: p(), control2: p())
                }
            }
            path.closeSubpath()
            return (path, .identity)
        case 3:
            // Thin slivers and near-horizontal or near-vertical edges.
            let x = rng.uniform(-20, 110), y = rng.uniform(-20, 95)
            path.move(to: Point(x: x, y: y))
            path.addLine(to: Point(x: x + rng.uniform(-100, 100), y: y + rng.uniform(-0.7, 0.7)))
            path.addLine(to: Point(x: x + rng.uniform(-0.7, 0.7), y: y + rng.uniform(-100, 100)))
            path.closeSubpath()
            return (path, .identity)
        default:
            path.addRoundedRect(in: Rect(x: 0, y: 0, width: rng.uniform(4, 80), height: rng.uniform(4, 60)),
                                cornerWidth: rng.uniform(0, 20), cornerHeight: rng.uniform(0, 20))
        }
        let transform = Transform(scaleX: rng.uniform(0.3, 2.7), y: rng.uniform(0.3, 2.7))
            .concatenating(Transform(rotationAngle: rng.chance(0.5) ? rng.uniform(0, 2 * .pi) : 0))
            .concatenating(Transform(translationX: rng.uniform(-30, 100), y: rng.uniform(-30, 90)))
        return (path, transform)
    }

    /// A random rectangle overlapping the canvas (sometimes one pixel wide or tall, sometimes
    /// reaching past its sides).
    static func randomRect(_ rng: inout SplitMix64) -> PixelRect {
        let x = rng.int(canvas.width + 8) - 4, y = rng.int(canvas.height + 8) - 4
        let width = rng.chance(0.1) ? 1 : 1 + rng.int(canvas.width)
        let height = rng.chance(0.1) ? 1 : 1 + rng.int(canvas.height)
        return PixelRect(x: x, y: y, width: width, height: height)
    }

    /// Coverage masks over random sub-rectangles hold exactly the full mask's values.
    func testCoverageMaskValuesDoNotDependOnBounds() throws {
        let seed: UInt64 = 0xC1_1D_0001
        var rng = SplitMix64(seed: seed)
        var compared = 0
        for index in 0..<300 {
            let (path, transform) = Self.randomShape(&rng)
            let rule: FillRule = rng.chance(0.5) ? .nonZero : .evenOdd
            let full = try CoverageMask(rasterizing: path, rule: rule, transform: transform, bounds: Self.canvas)
            for _ in 0..<6 {
                let bounds = Self.randomRect(&rng)
                let part = try CoverageMask(rasterizing: path, rule: rule, transform: transform, bounds: bounds)
                let inside = bounds.intersection(Self.canvas)
                guard !inside.isEmpty else { continue }
                var mismatches = 0
                for y in inside.y..<inside.maxY {
                    for x in inside.x..<inside.maxX where part[x, y] != full[x, y] {
                        if mismatches == 0 {
                            XCTFail("seed \(seed) shape \(index) bounds \(bounds): pixel (\(x), \(y)) is \(part[x, y]), full fill gives \(full[x, y])")
                        }
                        mismatches += 1
                    }
                }
                compared += inside.width * inside.height
                if mismatches > 0 { return }
            }
        }
        XCTAssertGreaterThan(compared, 100_000)
    }

    /// Fills clipped to pixel-aligned rectangles (how the scene renderer redraws a damage region),
    /// as an outline or as `Clip.rectangle`, give the bytes of the unclipped fill inside the
    /// rectangle and leave the rest untouched.
    func testFillsClippedToPixelRectanglesMatchTheFullFill() throws {
        let seed: UInt64 = 0xC1_1D_0002
        var rng = SplitMix64(seed: seed)
        for index in 0..<200 {
            let (path, transform) = Self.randomShape(&rng)
            let rule: FillRule = rng.chance(0.5) ? .nonZero : .evenOdd
            let color = Color(red: UInt8(rng.int(256)), green: UInt8(rng.int(256)), blue: UInt8(rng.int(256)),
                              alpha: rng.chance(0.3) ? 255 : UInt8(1 + rng.int(255)))
            let background = try FillTests.randomCanvas(width: Self.canvas.width, height: Self.canvas.height, &rng)
            var full = background
            full.fill(path, color: color, rule: rule, transform: transform)
            for _ in 0..<4 {
                let region = Self.randomRect(&rng)
                var rect = Path()
                rect.addRect(Rect(x: Double(region.x), y: Double(region.y),
                                  width: Double(region.width), height: Double(region.height)))
                // The outline's clip, and the whole-pixel rectangle the renderer passes instead.
                for clip in [Clip.path(rect), .rectangle(region)] {
                    var clipped = background
                    clipped.fill(path, color: color, rule: rule, transform: transform, clip: clip)
                    for y in 0..<Self.canvas.height {
                        for x in 0..<Self.canvas.width {
                            let inRegion = x >= region.x && x < region.maxX && y >= region.y && y < region.maxY
                            let expected = inRegion ? full[x, y] : background[x, y]
                            if clipped[x, y] != expected {
                                XCTFail("seed \(seed) shape \(index) region \(region) clip \(clip): pixel (\(x), \(y)) is \(String(describing: clipped[x, y])), expected \(String(describing: expected))")
                                return
                            }
                        }
                    }
                }
            }
        }
    }

    /// Tiling the canvas into random rectangles and filling each tile alone rebuilds the full fill
    /// byte for byte (horizontal and vertical cuts through every kind of edge).
    func testTiledFillsRebuildTheFullFill() throws {
        let seed: UInt64 = 0xC1_1D_0003
        var rng = SplitMix64(seed: seed)
        for index in 0..<60 {
            let (path, transform) = Self.randomShape(&rng)
            let rule: FillRule = rng.chance(0.5) ? .nonZero : .evenOdd
            let full = try CoverageMask(rasterizing: path, rule: rule, transform: transform, bounds: Self.canvas)
            var columns = [0], rows = [0]
            while columns.last! < Self.canvas.width { columns.append(Swift.min(columns.last! + 1 + rng.int(24), Self.canvas.width)) }
            while rows.last! < Self.canvas.height { rows.append(Swift.min(rows.last! + 1 + rng.int(24), Self.canvas.height)) }
            for j in 0..<(rows.count - 1) {
                for i in 0..<(columns.count - 1) {
                    let tile = PixelRect(x: columns[i], y: rows[j], width: columns[i + 1] - columns[i],
                                         height: rows[j + 1] - rows[j])
                    let part = try CoverageMask(rasterizing: path, rule: rule, transform: transform, bounds: tile)
                    for y in tile.y..<tile.maxY {
                        for x in tile.x..<tile.maxX where part[x, y] != full[x, y] {
                            XCTFail("seed \(seed) shape \(index) tile \(tile): pixel (\(x), \(y)) is \(part[x, y]), full fill gives \(full[x, y])")
                            return
                        }
                    }
                }
            }
        }
    }
}
