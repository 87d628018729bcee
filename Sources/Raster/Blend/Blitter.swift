/// Where scan conversion delivers coverage: one call per horizontal span, never per pixel.
///
/// The rasterizer's sweep (``BandedCoverageAccumulator``) finds three kinds of span on each row, and a
/// blitter decides what they do to pixels: ``SourceOverBlitter`` composites a colour,
/// ``MaskBlitter`` records coverage into an A8 mask, ``ClippingBlitter`` multiplies coverage by a
/// clip mask and forwards it. Dispatch is static: the sweep is generic over the blitter and is
/// specialised for each, so nothing is dynamic inside a row (as tiny-skia's `blitter.rs`
/// interface, but with every requirement mandatory instead of trapping by default).
///
/// Coordinates are canvas pixels; the rasterizer only emits spans inside the target rectangle it
/// was given, and never touches a pixel twice in one fill.
protocol Blitter {
    /// `count` ≥ 1 pixels from (x, y) rightward, fully covered (coverage 255).
    mutating func blitSolidSpan(y: Int, x: Int, count: Int)

    /// `count` ≥ 1 pixels from (x, y) rightward, all with the same partial coverage (1…254).
    mutating func blitSpan(y: Int, x: Int, count: Int, coverage: UInt8)

    /// `count` ≥ 1 pixels from (x, y) rightward with per-pixel coverage `coverage[0 ..< count]`
    /// (any values, 0 and 255 included); the pointer is valid only during the call.
    mutating func blitAntialiasedSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>)

    /// The spans `spans[0 ..< count]` of one row on every row of `rows`: what the sweep delivers
    /// for rows that repeat the row above (``BandedCoverageAccumulator``'s repeated rows). A span starts
    /// at column `originX + start`; an anti-aliased one takes its coverage from
    /// `coverage + start`, the same bytes on every row.
    ///
    /// The default delivers them as the rows would have come, row by row, each row's spans left to
    /// right, which blitters that depend on that order (``ZeroFillingMaskBlitter``) need. A blitter
    /// for which the order does not matter may take them span by span, with one span's per-row
    /// work set up once (``SourceOverBlitter``).
    mutating func blitRepeatedSpans(_ spans: UnsafePointer<RecordedSpan>, count: Int, coverage: UnsafePointer<UInt8>,
                                    originX: Int, rows: Range<Int>)

    /// Whether the blitter gives every pixel the same value whatever order its spans come in
    /// (rows out of order, or a row's spans in several passes, still never a pixel twice): then
    /// the rasterizer may draw a path's parts apart (``SubpathClusters``). False by default.
    static var takesSpansInAnyOrder: Bool { get }

    /// Whether one anti-aliased span over a whole row of the target, zeros and 255s included,
    /// costs the blitter less than the spans found in it (an A8 mask copies the bytes): then the
    /// small-target sweep delivers rows that way. False by default.
    static var prefersWholeRows: Bool { get }
}

extension Blitter {
    static var takesSpansInAnyOrder: Bool { false }

    static var prefersWholeRows: Bool { false }

    mutating func blitRepeatedSpans(_ spans: UnsafePointer<RecordedSpan>, count: Int, coverage: UnsafePointer<UInt8>,
                                    originX: Int, rows: Range<Int>) {
        for y in rows {
            for k in 0..<count {
                blitRecordedSpan(spans[k], y: y, originX: originX, coverage: coverage)
            }
        }
    }

    /// One recorded span on row `y` (see ``blitRepeatedSpans(_:count:coverage:originX:rows:)``).
    @inline(__always)
    mutating func blitRecordedSpan(_ span: RecordedSpan, y: Int, originX: Int, coverage: UnsafePointer<UInt8>) {
        let x = originX &+ Int(span.start), count = Int(span.count)
        switch span.coverage {
        case RecordedSpan.antialiased:
            blitAntialiasedSpan(y: y, x: x, count: count, coverage: coverage + Int(span.start))
        case 255: blitSolidSpan(y: y, x: x, count: count)
        default: blitSpan(y: y, x: x, count: count, coverage: UInt8(truncatingIfNeeded: span.coverage))
        }
    }
}
