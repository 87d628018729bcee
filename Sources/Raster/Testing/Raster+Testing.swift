import Geometry

/// Test-only hooks into the raster stages (package access: visible to this package's tests, not to
/// clients). Not for drawing.
package enum RasterTesting {
    /// Composites `color` over `pixels` (premultiplied RGBA, one pixel per coverage value) through
    /// ``SourceOverBlitter``'s anti-aliased span: four pixels per step, the rest one at a time.
    package static func compositeAntialiasedSpan(_ pixels: inout [UInt8], color: PremultipliedColor,
                                                 coverage: [UInt8]) {
        precondition(pixels.count == coverage.count * 4)
        guard !coverage.isEmpty else { return }
        pixels.withUnsafeMutableBufferPointer { buffer in
            var blitter = SourceOverBlitter(pixels: buffer.baseAddress!, width: coverage.count, color: color)
            coverage.withUnsafeBufferPointer { c in
                blitter.blitAntialiasedSpan(y: 0, x: 0, count: c.count, coverage: c.baseAddress!)
            }
        }
    }

    /// Composites `color` at one coverage over all of `pixels` through ``SourceOverBlitter``'s
    /// constant span (the solid span at 255, which stores opaque colours directly).
    package static func compositeSpan(_ pixels: inout [UInt8], color: PremultipliedColor, coverage: UInt8) {
        let count = pixels.count / 4
        guard count > 0, coverage > 0 else { return }
        pixels.withUnsafeMutableBufferPointer { buffer in
            var blitter = SourceOverBlitter(pixels: buffer.baseAddress!, width: count, color: color)
            if coverage == 255 {
                blitter.blitSolidSpan(y: 0, x: 0, count: count)
            } else {
                blitter.blitSpan(y: 0, x: 0, count: count, coverage: coverage)
            }
        }
    }

    /// `round(a·b / 255)` as the blend formula computes it (``SourceOver/multiply(_:_:)``, the high
    /// half of `(a·b + 128)·257`).
    package static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: SourceOver.multiply(SIMD4(repeating: UInt16(a)), SIMD4(repeating: UInt16(b)))[0])
    }

    /// The number of fixed-point edges ``EdgeBuilder`` makes for `path` inside `target`: what a
    /// fill there would process.
    package static func edgeCount(_ path: Path, transform: AffineTransform = .identity, target: PixelRect) -> Int {
        var transformed = TransformedPath()
        var lines = ScratchBuffer<EdgeLine>()
        var starts = ScratchBuffer<Int32>()
        defer {
            transformed.verbs.release()
            transformed.points.release()
            lines.release()
            starts.release()
        }
        guard transformed.load(path, transform: transform) != nil else { return 0 }
        EdgeBuilder(target: target).build(transformed, into: &lines, subpathStarts: &starts)
        return lines.count
    }

    /// What ``Rasterizer/loadStroke(of:style:tolerance:transform:)`` loads for `path` stroked with
    /// `style`, and what loading the outline `path.stroked(style, tolerance:)` as a fill loads:
    /// the returned bounds, the verbs, every mapped coordinate's and the bounds' bit patterns. The
    /// ring route writes rings straight into the loaded path; tests require both to be identical.
    package static func loadedStrokeBothWays(_ path: Path, style: StrokeStyle, tolerance: Double = 0.05,
                                             transform: AffineTransform)
        -> (direct: LoadedPathBits, viaOutline: LoadedPathBits) {
        func bits(_ rasterizer: Rasterizer, _ bounds: PixelRect?) -> LoadedPathBits {
            let loaded = rasterizer.loadedFill
            return LoadedPathBits(bounds: bounds, verbs: loaded.verbs,
                                  coordinates: loaded.points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] },
                                  extremes: [loaded.minimum.x, loaded.minimum.y, loaded.maximum.x,
                                             loaded.maximum.y].map(\.bitPattern))
        }
        let direct = Rasterizer(), viaOutline = Rasterizer()
        let directBounds = direct.loadStroke(of: path, style: style, tolerance: tolerance, transform: transform)
        let outlineBounds = viaOutline.load(path.stroked(style, tolerance: tolerance), transform: transform,
                                            into: .fill)
        return (bits(direct, directBounds), bits(viaOutline, outlineBounds))
    }

    /// A loaded path bit for bit (``loadedStrokeBothWays(_:style:tolerance:transform:)``).
    package struct LoadedPathBits: Equatable {
        /// What the load returned.
        package var bounds: PixelRect?
        /// The element kinds (move 0, line 1, quad 2, cubic 3, close 4).
        package var verbs: [UInt8]
        /// x and y of every mapped point, in order, as bit patterns.
        package var coordinates: [UInt64]
        /// The control-point bounds (minimum x, y, maximum x, y) as bit patterns; meaningful only
        /// where `bounds` is not `nil`.
        package var extremes: [UInt64]
    }

    /// What a drawing through ``Rasterizer`` leaves in `pixels` (premultiplied RGBA, `target.width`
    /// × `target.height`, holding the target's pixels): `path` (or, with `stroke`, its outline
    /// loaded as ``Rasterizer/loadStroke(of:style:tolerance:transform:)`` does) composited in
    /// `color`, through a ``ClippingBlitter`` over `clip` (one byte per target pixel) when given.
    /// `denseRoute` false keeps small targets on the banded route, so tests can compare the two.
    package static func draw(_ path: Path, stroke: StrokeStyle? = nil, rule: FillRule, transform: AffineTransform,
                             target: PixelRect, color: PremultipliedColor, clip: [UInt8]? = nil,
                             denseRoute: Bool, into pixels: inout [UInt8]) {
        precondition(pixels.count == target.width * target.height * 4)
        let rasterizer = Rasterizer()
        rasterizer.allowsDenseRoute = denseRoute
        let bounds: PixelRect?
        if let stroke {
            bounds = rasterizer.loadStroke(of: path, style: stroke, transform: transform)
        } else {
            bounds = rasterizer.load(path, transform: transform, into: .fill)
        }
        guard let bounds else { return }
        let region = bounds.intersection(target)
        guard !region.isEmpty else { return }
        // The target's pixel (x, y) is at canvas pixel (target.x + x, target.y + y): the buffer
        // starts at canvas pixel (0, 0) minus the target's origin.
        pixels.withUnsafeMutableBufferPointer { buffer in
            let origin = buffer.baseAddress! - (target.y * target.width + target.x) * 4
            let base = SourceOverBlitter(pixels: origin, rowBytes: target.width * 4, color: color)
            if let clip {
                precondition(clip.count == target.width * target.height)
                clip.withUnsafeBufferPointer { mask in
                    var blitter = ClippingBlitter(base: base, mask: mask.baseAddress!, rowBytes: target.width,
                                                  originX: target.x, originY: target.y,
                                                  products: rasterizer.productBuffer(count: target.width))
                    rasterizer.rasterize(.fill, rule: rule, target: region, into: &blitter)
                }
            } else {
                var blitter = base
                rasterizer.rasterize(.fill, rule: rule, target: region, into: &blitter)
            }
        }
    }

    /// The A8 clip mask ``Rasterizer/rasterizeClipMask(rule:target:)`` makes of `path` over
    /// `target` (``ZeroFillingMaskBlitter``: every byte written once), row by row; `denseRoute` as
    /// in ``draw(_:stroke:rule:transform:target:color:clip:denseRoute:into:)``.
    package static func clipMask(_ path: Path, rule: FillRule, transform: AffineTransform, target: PixelRect,
                                 denseRoute: Bool) -> [UInt8] {
        let rasterizer = Rasterizer()
        rasterizer.allowsDenseRoute = denseRoute
        guard rasterizer.load(path, transform: transform, into: .clip) != nil else {
            return [UInt8](repeating: 0, count: target.width * target.height)
        }
        let mask = rasterizer.rasterizeClipMask(rule: rule, target: target)
        return Array(UnsafeBufferPointer(start: mask, count: target.width * target.height))
    }

    /// The coverage mask of `path` over `bounds` (``CoverageMask/init(rasterizing:rule:transform:bounds:)``)
    /// by the routes a fill takes (subpaths apart from one another cluster by cluster,
    /// ``SubpathClusters``; small targets on the small-target route, in whole rows) or, with
    /// `reference`, by the banded route over the whole target; and how many clusters were drawn
    /// apart (0 when the path went whole).
    package static func mask(_ path: Path, rule: FillRule, transform: AffineTransform, bounds: PixelRect,
                             reference: Bool) throws -> (mask: CoverageMask, clusters: Int) {
        let rasterizer = Rasterizer()
        rasterizer.allowsDenseRoute = !reference
        rasterizer.allowsClusters = !reference
        let mask = try CoverageMask(rasterizing: path, rule: rule, transform: transform, bounds: bounds,
                                    using: rasterizer)
        return (mask, rasterizer.clusterCount)
    }

    /// Each lane of `sums` folded by a fill rule twice: by the scalar fold the banded sweep uses and
    /// by the four-lane fold of ``SmallTargetCoverageAccumulator``.
    package static func foldedBothWays(_ sums: SIMD4<Int32>, rule: FillRule) -> (scalar: [UInt8], lanes: [UInt8]) {
        func both<F: CoverageFold>(_: F.Type) -> (scalar: [UInt8], lanes: [UInt8]) {
            let lanes = F.coverage(sums)
            return ((0..<4).map { F.coverage(sums[$0]) }, (0..<4).map { UInt8(truncatingIfNeeded: lanes[$0]) })
        }
        switch rule {
        case .nonZero: return both(NonZeroFold.self)
        case .evenOdd: return both(EvenOddFold.self)
        }
    }

    /// A pixel coordinate in fixed point twice: by ``EdgeBuilder``'s general conversion (clamped
    /// to the domain) and by the one it uses for paths inside the domain.
    package static func fixedPointBothWays(_ value: Double) -> (general: Int32, insideDomain: Int32) {
        (EdgeBuilder.fixed(value), EdgeBuilder.fixedInDomain(value))
    }

    /// How many chords ``EdgeBuilder`` flattens a cubic into for a bound `cube` on n³.
    package static func chordCount(_ cube: Double) -> Int {
        EdgeBuilder.chordCount(cube)
    }
}
