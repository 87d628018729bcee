import Geometry
import Raster

/// The rendering-based check: rasterizes a path with Raster's exact-area coverage and asks the hit
/// test about every pixel centre. A pixel the rasterizer covers fully (255) must contain its
/// centre and a pixel with no coverage (0) must not; partly covered pixels say nothing.
///
/// The check is sound by itself on **clean** pixels, those that no segment's control box touches:
/// the winding number is constant over such a pixel, so its coverage is exactly 0 or 1 and decides
/// the centre; a disagreement there is a finding. Elsewhere coverage is an area rounded to 1/255
/// (curves flattened within 1/512 px² per pixel), blind to boundary pieces of no area (a slit, a
/// degenerate curve on an edge) and to slivers thinner than the rounding, so a disagreement is
/// settled by the exact oracle: a decided oracle agreeing with the hit test makes it a sliver, one
/// agreeing with the raster a finding, an undecided one leaves it unsettled (counted only).
public struct RasterHitTestCheck {
    /// Pixels along the longer side of the path's bounds, 16: 256 pixel centres per shape, each
    /// a hit test, at a cost comparable to the oracle's cases.
    public static let gridSize = 16

    /// The result of checking one shape.
    public struct Outcome {
        /// Pixel centres compared (fully covered or empty pixels).
        public var checked = 0
        /// Of those, pixels no segment touches, where the raster alone decides.
        public var clean = 0
        /// Disagreements on pixels a segment touches that the oracle could not decide.
        public var unsettled = 0
        /// Disagreements the oracle settled in the hit test's favour.
        public var slivers = 0
        /// Disagreements not settled so: (centre, what the raster implies).
        public var findings: [(point: Point, expected: Bool)] = []
    }

    /// Checks `contains` against the coverage of `path` under `rule`. Paths with empty, infinite
    /// or denormal-sized bounds are skipped (nothing checked).
    public static func check(_ path: Path, rule: FillRule,
                             contains: (Path, Point, FillRule) -> Bool) -> Outcome {
        var outcome = Outcome()
        guard let box = path.controlPointBounds else { return outcome }
        let extent = Swift.max(box.width, box.height)
        guard extent.isFinite, extent > 0x1p-900, extent < 0x1p900 else { return outcome }
        // A power-of-two scale, so pixel centres map back to path coordinates with little rounding.
        var scale = 1.0
        while extent * scale > Double(gridSize) { scale *= 0.5 }
        while extent * scale * 2 <= Double(gridSize) { scale *= 2 }
        let transform = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: -box.minX * scale, ty: -box.minY * scale)
        let width = Int((box.width * scale).rounded(.up)), height = Int((box.height * scale).rounded(.up))
        guard width > 0, height > 0,
              let mask = try? CoverageMask(rasterizing: path, rule: rule, transform: transform,
                                           bounds: PixelRect(x: 0, y: 0, width: width, height: height))
        else { return outcome }
        // Which pixels a segment's control box touches (closed boxes, widened by a pixel's
        // rounding), so the clean ones are known.
        var touched = [Bool](repeating: false, count: width * height)
        path.forEachSegment { segment in
            var low = segment.start, high = segment.start
            func include(_ p: Point) {
                low = Point(x: Swift.min(low.x, p.x), y: Swift.min(low.y, p.y))
                high = Point(x: Swift.max(high.x, p.x), y: Swift.max(high.y, p.y))
            }
            switch segment {
            case .line(_, let b): include(b)
            case .quad(_, let c, let b): include(c); include(b)
            case .cubic(_, let c1, let c2, let b): include(c1); include(c2); include(b)
            }
            func pixel(_ v: Double, _ origin: Double, _ limit: Int) -> Int {
                let p = ((v - origin) * scale).rounded(.down)
                return p < 0 ? 0 : (p >= Double(limit - 1) ? limit - 1 : Int(p))
            }
            let i0 = pixel(low.x, box.minX, width) - 1, i1 = pixel(high.x, box.minX, width) + 1
            let j0 = pixel(low.y, box.minY, height) - 1, j1 = pixel(high.y, box.minY, height) + 1
            for j in Swift.max(j0, 0)...Swift.min(j1, height - 1) {
                for i in Swift.max(i0, 0)...Swift.min(i1, width - 1) { touched[j * width + i] = true }
            }
        }
        for j in 0..<height {
            for i in 0..<width {
                let coverage = mask[i, j]
                guard coverage == 0 || coverage == 255 else { continue }
                let centre = Point(x: box.minX + (Double(i) + 0.5) / scale, y: box.minY + (Double(j) + 0.5) / scale)
                outcome.checked += 1
                let isClean = !touched[j * width + i]
                if isClean { outcome.clean += 1 }
                let rasterSays = coverage == 255
                let answer = contains(path, centre, rule)
                if answer == rasterSays { continue }
                if isClean {
                    outcome.findings.append((centre, rasterSays))
                } else if let truth = ExactWindingOracle.contains(path, centre, rule: rule) {
                    if truth == answer { outcome.slivers += 1 } else { outcome.findings.append((centre, rasterSays)) }
                } else {
                    outcome.unsettled += 1
                }
            }
        }
        return outcome
    }
}
