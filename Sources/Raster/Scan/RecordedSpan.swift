/// One span of a swept row, kept so that the rows repeating it (``BandedCoverageAccumulator/markRepeats(_:live:count:bandTop:bandBottom:into:)``)
/// get the same blitter calls: cells `start ..< start + count` of the band, with one coverage
/// (1…255) or, for ``antialiased``, the coverage row's values there.
struct RecordedSpan {
    /// `coverage` of a span whose values are in the coverage row.
    static let antialiased: Int32 = -1
    /// The first cell (target column).
    var start: Int32
    /// Pixels.
    var count: Int32
    /// The single coverage, or ``antialiased``.
    var coverage: Int32
}
