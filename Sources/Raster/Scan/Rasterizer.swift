import Geometry

/// Scan conversion from a path to spans: bounds, edges, bands, exact-area coverage (tiny-skia's
/// `scan/path_aa.rs`, with its supersampling replaced by ``BandedCoverageAccumulator``'s exact area).
///
/// A fill runs in four stages, each in its own file:
/// 1. ``TransformedPath``: map the points into pixels, validate once, take the control bounds;
///    the caller intersects them with the canvas (and a clip) and returns early when empty.
/// 2. ``EdgeBuilder``: flatten, convert to absolute fixed-point lines, drop those that cannot
///    reach that target rectangle (nothing is cut at its sides; coverage never depends on it).
/// 3. Here: sort the lines by the band of rows (``BandedCoverageAccumulator/bandHeight``) where they
///    start (a counting sort, O(lines + bands)); walk the bands top to bottom with an active list,
///    so each band's cells see only the lines that cross it.
/// 4. ``BandedCoverageAccumulator``: deposit each line's exact area, then sweep the band into spans for
///    a ``Blitter``.
///
/// A small target (at most 64 pixels wide, its cells within 32 KB: a button, an icon, a damage
/// tile) skips the bands, the sort and the bitmap: ``SmallTargetCoverageAccumulator`` takes the lines in
/// input order into one dense buffer and sweeps it eight cells at a time, with the same sums and
/// so the same pixels.
///
/// ## Cost
/// A large fill runs at the blitter's store or blend rate and a small one costs its edges (about
/// 90 lines for a 48-pixel button; ``EdgeBuilder`` says why curves need that many): the
/// `BM_Raster/touchstone/full`, `card` and `btn` benchmarks (Benchmarks/README.md) show both.
///
/// ## Scratch memory
/// A rasterizer owns every buffer these stages need and keeps them between fills, growing them
/// only when a larger path or wider target comes along: once warm, a fill allocates nothing. A
/// ``Canvas`` keeps one for its fills (see ``Canvas/fill(_:color:rule:transform:clip:)``); other
/// users make one per job. The class is not thread-safe: whoever holds it must hold it alone (the
/// canvas checks `isKnownUniquelyReferenced` before each use, the discipline of copy-on-write
/// storage), which is what makes the `@unchecked Sendable` sound. For the same reason its stored
/// properties are `@exclusivity(unchecked)`: a dynamic check on every buffer access would be a
/// call to the runtime per stage of every fill (`BM_Raster/touchstone/btn`).
final class Rasterizer: @unchecked Sendable {
    /// Which of the two loaded paths to use: the one being filled, or the one clipping it.
    enum Slot {
        case fill, clip
    }

    @exclusivity(unchecked) private var fillPath = TransformedPath()
    @exclusivity(unchecked) private var clipPath = TransformedPath()
    @exclusivity(unchecked) private var lines = ScratchBuffer<EdgeLine>()
    /// Where each subpath's lines start in ``lines`` (``EdgeBuilder/build(_:into:subpathStarts:)``).
    @exclusivity(unchecked) private var subpathStarts = ScratchBuffer<Int32>()
    /// The lines grouped into clusters of disjoint pixels (``SubpathClusters``).
    @exclusivity(unchecked) private var clusters = SubpathClusters()
    @exclusivity(unchecked) private var order = ScratchBuffer<Int32>()
    @exclusivity(unchecked) private var bandStarts = ScratchBuffer<Int32>()
    @exclusivity(unchecked) private var active = ScratchBuffer<Int32>()
    @exclusivity(unchecked) private var cells = ScratchBuffer<Int32>()
    @exclusivity(unchecked) private var bits = ScratchBuffer<UInt64>()
    @exclusivity(unchecked) private var rowCoverage = ScratchBuffer<UInt8>()
    @exclusivity(unchecked) private var clipMask = ScratchBuffer<UInt8>()
    @exclusivity(unchecked) private var products = ScratchBuffer<UInt8>()
    /// The set-ups of recent closed-form shadow drawings with this rasterizer's owner
    /// (``AnalyticShadowCompositor``): drawing memory like the buffers above, reused when the
    /// same shadows of the same shape are drawn again.
    @exclusivity(unchecked) var shadowSetUps = AnalyticShadowSetUps()
    @exclusivity(unchecked) private var repeats = ScratchBuffer<UInt8>()
    @exclusivity(unchecked) private var record = ScratchBuffer<RecordedSpan>()
    /// Per-row change counts of the small-target route (``SmallTargetCoverageAccumulator``), all zero
    /// between fills.
    @exclusivity(unchecked) private var rowChanges = ScratchBuffer<Int32>()
    /// The ring stroker's scratch arrays, kept between strokes.
    @exclusivity(unchecked) private var rings = RingStroker(halfWidth: 1, join: .miter, miterLimit: 10, budget: 0.025)

    /// Whether targets small enough for ``SmallTargetCoverageAccumulator`` take it (the default); tests
    /// switch it off to compare the two routes.
    @exclusivity(unchecked) var allowsDenseRoute = true
    /// Whether paths of several subpaths apart from one another go cluster by cluster
    /// (``SubpathClusters``) when the blitter takes spans in any order (the default); tests switch
    /// it off to compare with the whole path in one target.
    @exclusivity(unchecked) var allowsClusters = true
    /// How many clusters the last rasterizing drew apart; 0 when it drew the path whole.
    @exclusivity(unchecked) private(set) var clusterCount = 0

    /// An empty rasterizer; buffers are allocated on first use.
    init() {}

    deinit {
        rings.release()
        fillPath.verbs.release()
        fillPath.points.release()
        clipPath.verbs.release()
        clipPath.points.release()
        lines.release()
        subpathStarts.release()
        clusters.release()
        order.release()
        bandStarts.release()
        active.release()
        cells.release()
        bits.release()
        rowCoverage.release()
        clipMask.release()
        products.release()
        repeats.release()
        record.release()
        rowChanges.release()
    }

    /// Loads `path` mapped by `transform` into `slot`.
    ///
    /// - Returns: the pixels its control points touch, or `nil` when the path is rejected
    ///   (non-finite or out-of-range points; see ``TransformedPath``) or draws nothing.
    func load(_ path: Path, transform: AffineTransform, into slot: Slot) -> PixelRect? {
        switch slot {
        case .fill: return fillPath.load(path, transform: transform)
        case .clip: return clipPath.load(path, transform: transform)
        }
    }

    /// Loads into the fill slot the outline of `path` stroked with `style` (path units) and mapped
    /// by `transform`: exactly the elements of `path.stroked(style, tolerance: tolerance)`, so
    /// filling it non-zero gives the same pixels. When every subpath takes the stroker's ring route
    /// (closed convex outlines: ``Stroker/strokeRings(of:using:into:)``) the rings are written
    /// straight into the slot, with no ``Path`` in between and nothing allocated once warm;
    /// otherwise the outline is built as a path and loaded.
    ///
    /// - Returns: as ``load(_:transform:into:)``.
    func loadStroke(of path: Path, style: StrokeStyle, tolerance: Double = 0.05,
                    transform: AffineTransform) -> PixelRect? {
        guard Stroker.canStroke(path, style: style) else { return nil }
        rings.configure(halfWidth: style.width / 2, join: style.join, miterLimit: style.miterLimit,
                        budget: Stroker.budget(tolerance: tolerance))
        fillPath.begin(transform: transform, capacity: path.elements.count * 64)
        if Stroker.strokeRings(of: path, using: &rings, into: &fillPath) {
            return fillPath.finish()
        }
        return fillPath.load(path.stroked(style, tolerance: tolerance), transform: transform)
    }

    /// The fill slot's loaded elements, for tests: verb raw values, the mapped points, and the
    /// control-point bounds of the last load that returned bounds.
    var loadedFill: (verbs: [UInt8], points: [Point], minimum: Point, maximum: Point) {
        (Array(UnsafeBufferPointer(start: fillPath.verbs.base, count: fillPath.verbs.count)),
         Array(UnsafeBufferPointer(start: fillPath.points.base, count: fillPath.points.count)),
         fillPath.minimum, fillPath.maximum)
    }

    /// Rasterizes the path in `slot` over `target` (canvas pixels, inside the canvas or mask the
    /// blitter writes to) and reports its spans to `blitter`.
    func rasterize<B: Blitter>(_ slot: Slot, rule: FillRule, target: PixelRect, into blitter: inout B) {
        switch rule {
        case .nonZero: rasterize(slot, fold: NonZeroFold.self, target: target, into: &blitter)
        case .evenOdd: rasterize(slot, fold: EvenOddFold.self, target: target, into: &blitter)
        }
    }

    /// Rasterizes the clip slot into an internal A8 mask covering `target` (rows of
    /// `target.width` bytes) and returns it; valid until the next call.
    func rasterizeClipMask(rule: FillRule, target: PixelRect) -> UnsafePointer<UInt8> {
        let count = target.width * target.height
        clipMask.reserve(count)
        // Every byte is written once: the spans, and zeros between and around them.
        var blitter = ZeroFillingMaskBlitter(values: clipMask.base, rowBytes: target.width, rows: target.height,
                                             originX: target.x, originY: target.y)
        rasterize(.clip, rule: rule, target: target, into: &blitter)
        blitter.finish()
        return UnsafePointer(clipMask.base)
    }

    /// Room for `count` coverage products (``ClippingBlitter``'s row buffer).
    func productBuffer(count: Int) -> UnsafeMutablePointer<UInt8> {
        products.reserve(count)
        return products.base
    }

    private func rasterize<B: Blitter, F: CoverageFold>(_ slot: Slot, fold: F.Type, target requested: PixelRect,
                                                        into blitter: inout B) {
        // Pixels beyond ±2^19 (far outside any canvas) are never drawn: fixed point stops there.
        let target = requested.intersection(EdgeBuilder.domain)
        guard !target.isEmpty else { return }
        // 1. Edges that can reach the target, in absolute fixed point (not clipped to it, so every
        //    pixel's coverage is the same whatever the target).
        lines.count = 0
        subpathStarts.count = 0
        clusterCount = 0
        let builder = EdgeBuilder(target: target)
        let rightmost: Double
        switch slot {
        case .fill:
            builder.build(fillPath, into: &lines, subpathStarts: &subpathStarts)
            rightmost = fillPath.maximum.x
        case .clip:
            builder.build(clipPath, into: &lines, subpathStarts: &subpathStarts)
            rightmost = clipPath.maximum.x
        }
        let lineCount = lines.count
        guard lineCount > 0 else { return }

        // A small target: every line straight into one buffer of the whole target, then a sweep
        // eight cells at a time.
        if allowsDenseRoute && SmallTargetCoverageAccumulator.accepts(width: target.width, height: target.height) {
            rasterizeSmall(lines.base, count: lineCount, target: target, fold: F.self, into: &blitter)
            return
        }
        // Several subpaths apart from one another (the glyphs of a title), for a blitter that takes
        // spans in any order: each cluster over its own target, most of them small. Only when no
        // line was dropped right of the target (SubpathClusters), which a pixel of margin past the
        // control points ensures.
        if B.takesSpansInAnyOrder && allowsDenseRoute && allowsClusters && subpathStarts.count > 1
            && rightmost + 1 <= Double(target.maxX)
            && clusters.group(lines.base, count: lineCount, subpathStarts: subpathStarts.base,
                              markCount: subpathStarts.count) > 1 {
            clusterCount = clusters.count
            for k in 0..<clusters.count {
                let cluster = clusters[k]
                let part = cluster.claim.rect.intersection(target)
                if part.isEmpty { continue }
                if SmallTargetCoverageAccumulator.accepts(width: part.width, height: part.height) {
                    rasterizeSmall(cluster.lines, count: cluster.count, target: part, fold: F.self, into: &blitter)
                } else {
                    rasterizeBanded(cluster.lines, count: cluster.count, target: part, fold: F.self, into: &blitter)
                }
            }
            return
        }
        rasterizeBanded(lines.base, count: lineCount, target: target, fold: F.self, into: &blitter)
    }

    /// The small-target route: `lines` into one dense buffer of `target`, swept eight cells at a
    /// time (``SmallTargetCoverageAccumulator``).
    private func rasterizeSmall<B: Blitter, F: CoverageFold>(_ lines: UnsafePointer<EdgeLine>, count lineCount: Int,
                                                             target: PixelRect, fold: F.Type, into blitter: inout B) {
        let width = target.width, height = target.height
        cells.reserveZeroed(height * SmallTargetCoverageAccumulator.stride(width: width), zero: 0)
        rowCoverage.reserve(SmallTargetCoverageAccumulator.rowBytes(width: width))
        repeats.reserve(height)
        record.reserve(width + 1)
        rowChanges.reserveZeroed(height + 1, zero: 0)
        let small = SmallTargetCoverageAccumulator(target: target, cells: cells.base,
                                                   rowCoverage: rowCoverage.base, repeats: repeats.base,
                                                   record: record.base, changes: rowChanges.base)
        order.reserve(lineCount)
        small.accumulate(lines, count: lineCount, deferred: order.base)
        small.sweep(fold: F.self, into: &blitter)
    }

    /// The banded route: `lines` sorted by band, then band by band with an active list
    /// (``BandedCoverageAccumulator``).
    private func rasterizeBanded<B: Blitter, F: CoverageFold>(_ all: UnsafePointer<EdgeLine>, count lineCount: Int,
                                                              target: PixelRect, fold: F.Type, into blitter: inout B) {
        let width = target.width, height = target.height
        // 2. Buffers for one band (zeroed once; every sweep leaves them zeroed).
        let sizes = BandedCoverageAccumulator.sizes(width: width)
        cells.reserveZeroed(sizes.cells, zero: 0)
        bits.reserveZeroed(sizes.words, zero: 0)
        rowCoverage.reserve(width + 2 + 8)
        repeats.reserve(BandedCoverageAccumulator.bandHeight)
        record.reserve(width + 1)
        let rowRepeats = repeats.base, spans = record.base
        let accumulator = BandedCoverageAccumulator(width: width, originX: target.x, cells: cells.base,
                                                    bits: bits.base, rowCoverage: rowCoverage.base)

        // 3. Counting sort of the lines by the band holding their top (lines starting above the
        //    target go to its first band).
        let bandHeight = BandedCoverageAccumulator.bandHeight
        let bandShift = Int32(BandedCoverageAccumulator.bandShift) + EdgeLine.shift
        let bandCount = (height + bandHeight - 1) / bandHeight
        bandStarts.reserve(bandCount + 1)
        order.reserve(lineCount)
        active.reserve(lineCount)
        let starts = bandStarts.base, sorted = order.base, live = active.base
        starts.initialize(repeating: 0, count: bandCount + 1)
        let topFixed = Int32(target.y) << EdgeLine.shift
        @inline(__always) func bandOf(_ line: EdgeLine) -> Int { Int(Swift.max(line.y0 &- topFixed, 0) >> bandShift) }
        for i in 0..<lineCount {
            starts[bandOf(all[i]) + 1] &+= 1
        }
        for band in 0..<bandCount {
            starts[band + 1] &+= starts[band]
        }
        for i in 0..<lineCount {
            let band = bandOf(all[i])
            sorted[Int(starts[band])] = Int32(i)
            starts[band] &+= 1
        }
        // The scatter advanced each start to the next band's start; shift them back.
        var band = bandCount
        while band > 0 {
            starts[band] = starts[band - 1]
            band -= 1
        }
        starts[0] = 0

        // 4. Bands top to bottom: add the lines starting here, deposit every live line's part,
        //    drop the lines that end here, sweep.
        var liveCount = 0
        for band in 0..<bandCount {
            let top = band * bandHeight, bottom = Swift.min(top + bandHeight, height)
            for k in Int(starts[band])..<Int(starts[band + 1]) {
                live[liveCount] = sorted[k]
                liveCount += 1
            }
            if liveCount == 0 { continue }
            accumulator.markRepeats(all, live: live, count: liveCount, bandTop: target.y + top,
                                    bandBottom: target.y + bottom, into: rowRepeats)
            let kept = accumulator.accumulate(all, live: live, count: liveCount, bandTop: target.y + top,
                                              bandBottom: target.y + bottom, repeats: rowRepeats)
            liveCount = kept
            accumulator.sweep(rows: bottom - top, originX: target.x, originY: target.y + top, fold: F.self,
                              repeats: rowRepeats, record: spans, into: &blitter)
        }
    }
}
