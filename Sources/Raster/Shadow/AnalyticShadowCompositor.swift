import Geometry

/// Draws shadows of rectangles and rounded rectangles (under an axis-aligned transform) in one pass
/// over the rows they reach, without masks: each shadow's row is computed
/// (``AnalyticShadow/Rows``), masked off the shape's interior and composited at once, shadow after
/// shadow on the same row.
///
/// The pixels are those of the mask recipe (each shadow's ``Shadow/mask(for:transform:clippedTo:rasterizer:)``,
/// times the inverse of the interior's coverage, composited with ``PixelTarget/fill(_:color:)`` in
/// order) bit for bit:
/// - the rows are the masks' values exactly;
/// - where the interior is fully covered the product is 0, which changes nothing, so those columns
///   are neither computed nor composited (for an opaque card, all of the shadows but their halo);
///   where it is partly covered the product is the mask recipe's `v·(255 − c)/255`, rounded the
///   same way; elsewhere it is `v·255/255 = v`;
/// - compositing is per pixel, so drawing every shadow on a row before the next row leaves each
///   pixel with the same sequence of source-over steps, in the same order.
///
/// Errors are the recipe's too: the shadows are set up in order, and if one throws, those before
/// it are drawn and its error is rethrown.
enum AnalyticShadowCompositor {
    /// Whether the shadows of `shape` through `transform` take the closed form (when the transform
    /// is also finite; otherwise setting them up throws, as the masks do).
    static func applies(to shape: ShadowShape, transform: AffineTransform) -> Bool {
        switch shape {
        case .rect, .roundedRect: return transform.b == 0 && transform.c == 0 && Shadow.closedFormFits(shape, transform: transform)
        case .path: return false
        }
    }

    /// One shadow to composite: its rows and its colour.
    struct Layer {
        var rows: AnalyticShadow.Rows
        let color: PremultipliedColor
    }

    /// Draws `shadows` in order into `target` (see the type's discussion); `excludingInterior` as
    /// in ``Canvas/drawShadow(_:of:transform:excludingInterior:)``. The set-up (each shadow's rows
    /// and the interior's spans) is taken from `rasterizer`'s ``Rasterizer/shadowSetUps`` when a
    /// drawing with the same key was kept there, and kept there after a drawing that did not throw.
    ///
    /// - Precondition: ``applies(to:transform:)``.
    static func draw(_ shadows: [Shadow], of shape: ShadowShape, transform: AffineTransform,
                     excludingInterior: Bool, into target: PixelTarget, using rasterizer: Rasterizer) throws {
        let key = AnalyticShadowSetUps.Key(shadows: shadows, shape: shape, transform: transform, bounds: target.bounds,
                                           excludingInterior: excludingInterior)
        if let key, var setUp = rasterizer.shadowSetUps.take(key) {
            if !setUp.layers.isEmpty { composite(&setUp.layers, excluding: setUp.interior, into: target) }
            rasterizer.shadowSetUps.keep(setUp, for: key)
            return
        }
        var layers: [Layer] = []
        var failure: Error?
        for shadow in shadows where shadow.isVisible {
            do {
                guard let rows = try shadow.rows(for: shape, transform: transform, clippedTo: target.bounds) else {
                    preconditionFailure("AnalyticShadowCompositor.draw called for a shape without a closed form")
                }
                let color = shadow.compositingColor.premultiplied
                // Drawing a mask in a colour whose premultiplied alpha is 0 changes nothing.
                if color.alpha > 0 && !rows.bounds.isEmpty { layers.append(Layer(rows: rows, color: color)) }
            } catch {
                failure = error
                break
            }
        }
        var interior: SpanRecorder?
        if !layers.isEmpty {
            interior = excludingInterior ? recordInterior(of: shape, transform: transform, in: target,
                                                          using: rasterizer) : nil
            composite(&layers, excluding: interior, into: target)
        }
        if let failure { throw failure }
        if let key { rasterizer.shadowSetUps.keep(AnalyticShadowSetUps.SetUp(layers: layers, interior: interior), for: key) }
    }

    /// The shape's coverage over its own pixels inside the target, as spans (`nil` when none of
    /// them are covered): the interior mask of the mask recipe (``PixelTarget``'s `interiorCoverage`),
    /// without the mask.
    private static func recordInterior(of shape: ShadowShape, transform: AffineTransform, in target: PixelTarget,
                                       using rasterizer: Rasterizer) -> SpanRecorder? {
        let (path, rule) = shape.pathAndRule
        guard let box = path.controlPointBounds?.applying(transform) else { return nil }
        let pixels = PixelRect(enclosing: box).intersection(target.bounds)
        guard !pixels.isEmpty, let pathBounds = rasterizer.load(path, transform: transform, into: .fill) else {
            return nil
        }
        let region = pixels.intersection(pathBounds)
        guard !region.isEmpty else { return nil }
        var recorder = SpanRecorder(rows: region.y..<region.maxY)
        rasterizer.rasterize(.fill, rule: rule, target: region, into: &recorder)
        recorder.finish()
        return recorder
    }

    /// Composites every layer, row by row, skipping the interior's fully covered spans.
    private static func composite(_ layers: inout [Layer], excluding interior: SpanRecorder?, into target: PixelTarget) {
        let top = layers.map { $0.rows.bounds.y }.min()!, bottom = layers.map { $0.rows.bounds.maxY }.max()!
        let left = layers.map { $0.rows.bounds.x }.min()!, right = layers.map { $0.rows.bounds.maxX }.max()!
        var blitters = layers.map { SourceOverBlitter(pixels: target.pixels, rowBytes: target.rowBytes, color: $0.color) }
        // One row of values, indexed by column, and per layer the last row's widened values (the
        // blitter's input), indexed by column too.
        let width = right - left
        let values = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
        let spread = UnsafeMutablePointer<UInt32>.allocate(capacity: width * layers.count)
        defer {
            values.deallocate()
            spread.deallocate()
        }
        var kept = (0..<layers.count).map { KeptRow(spread: spread + $0 * width - left) }
        // The rows' scratch, shared by the layers (so that filling a row only reads them).
        let scratchCount = layers.map { $0.rows.scratchCount }.max()!
        let sums = UnsafeMutablePointer<Float>.allocate(capacity: scratchCount)
        let runs = UnsafeMutablePointer<Double>.allocate(capacity: scratchCount)
        defer {
            sums.deallocate()
            runs.deallocate()
        }
        let scratch = AnalyticShadow.Rows.Scratch(sums: sums, runs: runs)
        let empty = SpanRecorder(rows: 0..<0)
        (interior ?? empty).withUnsafeSpans { spans in
            layers.withUnsafeMutableBufferPointer { layers in
                blitters.withUnsafeMutableBufferPointer { blitters in
                    kept.withUnsafeMutableBufferPointer { kept in
                        compositeRows(top..<bottom, layers: layers, blitters: blitters.baseAddress!, interior: spans,
                                      values: values - left, kept: kept.baseAddress!, scratch: scratch)
                    }
                }
            }
        }
    }

    /// A layer's last composited row: which row, and the stretches handed to the blitter (their
    /// widened values stay in `spread`, indexed by column).
    private struct KeptRow {
        let spread: UnsafeMutablePointer<UInt32>
        var row = Int.min
        var stretches: [(x: Int, count: Int)] = []
    }

    /// Whether the interior's spans of row `y` are those of row `y − 1`: the same columns, the
    /// same fully covered ones, the same partial coverage bytes.
    private static func interiorRepeats(_ interior: SpanRecorder.Spans, row y: Int) -> Bool {
        let now = interior.segments(row: y), before = interior.segments(row: y &- 1)
        guard now.count == before.count else { return false }
        var k = before.lowerBound
        for j in now {
            let a = interior.segments[j], b = interior.segments[k]
            guard a.x == b.x, a.count == b.count, a.isSolid == b.isSolid else { return false }
            if !a.isSolid {
                for i in 0..<a.count where interior.bytes[a.offset &+ i] != interior.bytes[b.offset &+ i] { return false }
            }
            k &+= 1
        }
        return true
    }

    /// ``composite(_:excluding:into:)``'s rows, on plain pointers (no array or optional is
    /// touched per row).
    ///
    /// A layer's row whose values are its previous row's (``AnalyticShadow/Rows/repeatsPreviousRow(_:)``:
    /// the halos beside a shape's straight sides) over an interior whose spans are the previous
    /// row's too is the same stretches of the same values, so the previous row's widened values
    /// are composited again without being computed.
    private static func compositeRows(_ rows: Range<Int>, layers: UnsafeMutableBufferPointer<Layer>,
                                      blitters: UnsafeMutablePointer<SourceOverBlitter>,
                                      interior: SpanRecorder.Spans, values row: UnsafeMutablePointer<UInt8>,
                                      kept: UnsafeMutablePointer<KeptRow>, scratch: AnalyticShadow.Rows.Scratch) {
        let segments = interior.segments
        for y in rows {
            let spans = interior.segments(row: y)
            let sameInterior = interiorRepeats(interior, row: y)
            for i in 0..<layers.count {
                let bounds = layers[i].rows.bounds
                guard y >= bounds.y, y < bounds.maxY else { continue }
                if sameInterior && kept[i].row == y &- 1 && layers[i].rows.repeatsPreviousRow(y) {
                    for stretch in kept[i].stretches {
                        blitters[i].blitSpreadSpan(y: y, x: stretch.x, count: stretch.count,
                                                   coverage: kept[i].spread + stretch.x)
                    }
                    kept[i].row = y
                    continue
                }
                kept[i].row = y
                kept[i].stretches.removeAll(keepingCapacity: true)
                // The columns between the interior's fully covered spans.
                var x = bounds.x
                for k in spans where segments[k].isSolid {
                    let start = segments[k].x, end = start &+ segments[k].count
                    if end <= x { continue }
                    if start >= bounds.maxX { break }
                    if start > x {
                        draw(&layers[i].rows, row: y, columns: x..<start, values: row, spans: spans,
                             interior: interior, blitter: &blitters[i], kept: &kept[i], scratch: scratch)
                    }
                    x = end
                }
                if x < bounds.maxX {
                    draw(&layers[i].rows, row: y, columns: x..<bounds.maxX, values: row, spans: spans,
                         interior: interior, blitter: &blitters[i], kept: &kept[i], scratch: scratch)
                }
            }
        }
    }

    /// One stretch of a layer's row: its values, times the inverse of the interior's partial
    /// coverage where there is some, composited (``PixelTarget``'s `composite`: zero coverage
    /// skipped eight bytes at a time, the stretches between widened and blitted), the widened
    /// values and stretches kept in `kept`.
    @inline(__always)
    private static func draw(_ rows: inout AnalyticShadow.Rows, row y: Int, columns: Range<Int>,
                             values: UnsafeMutablePointer<UInt8>, spans: Range<Int>, interior: SpanRecorder.Spans,
                             blitter: inout SourceOverBlitter, kept: inout KeptRow, scratch: AnalyticShadow.Rows.Scratch) {
        let from = columns.lowerBound, to = columns.upperBound
        rows.fill(row: y, columns: columns, into: values + from, scratch: scratch)
        for k in spans where !interior.segments[k].isSolid {
            let span = interior.segments[k]
            let lo = Swift.max(span.x, from), hi = Swift.min(span.x &+ span.count, to)
            guard lo < hi else { continue }
            // `CoverageMask.multiply(byInverseOf:)`'s arithmetic.
            let coverage = interior.bytes + (span.offset &- span.x)
            for x in lo..<hi {
                let t = UInt16(values[x]) &* (255 &- UInt16(coverage[x])) &+ 128
                values[x] = UInt8(truncatingIfNeeded: (t &+ (t &>> 8)) &>> 8)
            }
        }
        let row = UnsafePointer(values + from)
        PixelTarget.forEachNonzeroStretch(row, count: to &- from) { start, n in
            let x = from &+ start
            SourceOverBlitter.spread(row + start, count: n, into: kept.spread + x)
            blitter.blitSpreadSpan(y: y, x: x, count: n, coverage: kept.spread + x)
            kept.stretches.append((x, n))
        }
    }
}
