import Geometry
import Raster

/// The rendering-based check: rasterizes a path with Raster's exact-area coverage and asks the hit
/// test about every pixel centre. A pixel the rasterizer covers fully (255) must contain its
/// centre and a pixel with no coverage (0) must not; partly covered pixels say nothing.
///
/// Coverage is an area rounded to 1/255 (and curves are flattened within 1/512 px² per pixel), so
/// a boundary sliver thinner than that can run through a "full" or "empty" pixel's centre. A
/// disagreement is therefore settled by the exact oracle: if the oracle decides the centre and
/// agrees with the hit test, it is a sliver (counted, not a failure); if the oracle agrees with
/// the raster or cannot decide, it is a finding. The check is independent evidence where the
/// oracle is ambiguous and a cross-check of the oracle itself.
public struct RasterHitTestCheck {
    /// Pixels along the longer side of the path's bounds, 16: 256 pixel centres per shape, each
    /// a hit test, at a cost comparable to the oracle's cases.
    public static let gridSize = 16

    /// The result of checking one shape.
    public struct Outcome {
        /// Pixel centres compared (fully covered or empty pixels).
        public var checked = 0
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
        for j in 0..<height {
            for i in 0..<width {
                let coverage = mask[i, j]
                guard coverage == 0 || coverage == 255 else { continue }
                let centre = Point(x: box.minX + (Double(i) + 0.5) / scale, y: box.minY + (Double(j) + 0.5) / scale)
                outcome.checked += 1
                let rasterSays = coverage == 255
                let answer = contains(path, centre, rule)
                if answer == rasterSays { continue }
                if let truth = ExactWindingOracle.contains(path, centre, rule: rule), truth == answer {
                    outcome.slivers += 1
                } else {
                    outcome.findings.append((centre, rasterSays))
                }
            }
        }
        return outcome
    }
}
