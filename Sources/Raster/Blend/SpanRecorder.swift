/// Keeps a fill's spans instead of drawing them: per row, the fully covered stretches and the
/// bytes of the partly covered ones, in x order. A shape's coverage kept this way costs its edges,
/// not its area, where an A8 mask would cost a byte per pixel (``AnalyticShadowCompositor`` uses it
/// for the interior that shadows excluding it are masked off).
///
/// The rasterizer reports rows top to bottom and each row's spans left to right, never touching a
/// pixel twice (``Blitter``), so each row's spans are contiguous and sorted.
struct SpanRecorder: Blitter {
    /// One recorded span.
    struct Segment {
        /// First column.
        var x: Int
        /// Pixels.
        var count: Int
        /// Where the span's coverage starts in ``bytes``, or −1 for a fully covered span.
        var offset: Int

        /// Whether every pixel of the span is fully covered (coverage 255).
        var isSolid: Bool { offset < 0 }
    }

    /// The rows that can hold spans (the rasterizer's target rows).
    let rows: Range<Int>
    /// Every span, row by row.
    private(set) var segments: [Segment] = []
    /// The coverage of the partly covered spans.
    private(set) var bytes: [UInt8] = []
    /// `firstSegment[r]` is the index of row `rows.lowerBound + r`'s first span; one entry more
    /// than there are rows once ``finish()`` has run.
    private var firstSegment: [Int]
    /// Rows before this one (relative to `rows`) have their first span recorded.
    private var nextRow = 0

    /// A recorder for spans in `rows`.
    init(rows: Range<Int>) {
        self.rows = rows
        firstSegment = [Int](repeating: 0, count: rows.count + 1)
    }

    /// Closes the last rows; call once, after rasterizing.
    mutating func finish() {
        start(row: rows.upperBound)
    }

    /// The indices in ``segments`` of row `y`'s spans (empty outside ``rows``).
    func segments(row y: Int) -> Range<Int> {
        guard rows.contains(y) else { return 0..<0 }
        let r = y &- rows.lowerBound
        return firstSegment[r]..<firstSegment[r &+ 1]
    }

    /// The recorded spans through pointers, valid inside ``withUnsafeSpans(_:)``.
    struct Spans {
        /// Every span, row by row.
        let segments: UnsafePointer<Segment>
        /// The coverage of the partly covered spans.
        let bytes: UnsafePointer<UInt8>
        /// `firstSegment[r]` is the index of row `rows.lowerBound + r`'s first span.
        let firstSegment: UnsafePointer<Int>
        /// The rows that can hold spans.
        let rows: Range<Int>

        /// The indices in `segments` of row `y`'s spans (empty outside `rows`).
        @inline(__always)
        func segments(row y: Int) -> Range<Int> {
            guard y >= rows.lowerBound, y < rows.upperBound else { return 0..<0 }
            let r = y &- rows.lowerBound
            return firstSegment[r]..<firstSegment[r &+ 1]
        }
    }

    /// Calls `body` with the spans through pointers (``finish()`` must have run), so a loop over
    /// many rows touches no array.
    func withUnsafeSpans<R>(_ body: (Spans) -> R) -> R {
        segments.withUnsafeBufferPointer { segments in
            bytes.withUnsafeBufferPointer { bytes in
                firstSegment.withUnsafeBufferPointer { first in
                    // An empty array's buffer may have no address; nothing is read through it then.
                    let none = UnsafeRawPointer(bitPattern: 8)!
                    return body(Spans(segments: segments.baseAddress ?? none.assumingMemoryBound(to: Segment.self),
                                      bytes: bytes.baseAddress ?? none.assumingMemoryBound(to: UInt8.self),
                                      firstSegment: first.baseAddress!, rows: rows))
                }
            }
        }
    }

    /// Records that row `y`'s spans begin at the next segment (and that the rows between had none).
    @inline(__always)
    private mutating func start(row y: Int) {
        let r = y &- rows.lowerBound
        while nextRow <= r {
            firstSegment[nextRow] = segments.count
            nextRow &+= 1
        }
    }

    mutating func blitSolidSpan(y: Int, x: Int, count: Int) {
        start(row: y)
        segments.append(Segment(x: x, count: count, offset: -1))
    }

    mutating func blitSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        start(row: y)
        segments.append(Segment(x: x, count: count, offset: bytes.count))
        bytes.append(contentsOf: repeatElement(coverage, count: count))
    }

    mutating func blitAntialiasedSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        start(row: y)
        segments.append(Segment(x: x, count: count, offset: bytes.count))
        bytes.append(contentsOf: UnsafeBufferPointer(start: coverage, count: count))
    }
}
