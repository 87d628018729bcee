/// Where scan conversion delivers coverage: one call per horizontal span, never per pixel.
///
/// The rasterizer's sweep (``CoverageAccumulator``) finds three kinds of span on each row, and a
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
}
