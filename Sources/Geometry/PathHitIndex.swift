/// A hit-testing index of a ``Path``: the same winding numbers as ``Path/winding(at:)``, bit for
/// bit, for callers that test many points against one path (a view's hit testing, the C ABI's
/// `ts_path_contains`).
///
///     let card = RectangleShapeGenerator.card.path(for: size)   // any path
///     let index = PathHitIndex(card)
///     index.contains(Point(x: 12, y: 12))   // == card.contains(Point(x: 12, y: 12))
///
/// A ``Path`` is a lean recording, cheap to rebuild every frame; this holds what hit testing wants
/// precomputed, built from a path on demand:
/// - every segment of the path (lines, curves, and the closing lines of subpaths, open ones
///   included) decoded into one flat record with its y band and x range, so a segment the ray
///   cannot meet is skipped after two comparisons and one wholly left or right of the point is
///   decided after two more;
/// - for each cubic whose control points are monotone in both x and y (every quarter-circle
///   corner of a rounded rectangle is), a table of ``cellCount`` horizontal cells of equal height
///   between its end points, each with an x range that provably contains the crossing the exact
///   solver of ``PathSegment/winding(at:)`` would compute for any point whose height falls in the
///   cell (see ``CubicCell``). A point near a rounded corner is then decided by one table look-up
///   unless it lies inside its cell's x range (a sliver around the curve), where the full solve
///   runs;
/// - the bounds' height cut into ``bucketCount`` equal buckets, each listing the segments whose
///   y band meets it, so a point visits only the segments of its bucket (on a rounded card, a
///   point near a corner two instead of eight).
///
/// The index does not track later changes to the path: rebuild it (``rebuild(from:)`` reuses its
/// storage) whenever the path changes.
public struct PathHitIndex: Sendable {
    /// The path's exact control-point bounds, as ``Path`` keeps them.
    @usableFromInline var minimum = Point(x: .infinity, y: .infinity)
    @usableFromInline var maximum = Point(x: -.infinity, y: -.infinity)
    /// One record per segment that can contribute to a winding number.
    @usableFromInline var segments: [HitSegment] = []
    /// The cells of every tabulated cubic, each cubic's ``cellCount`` in a row.
    @usableFromInline var cells: [CubicCell] = []
    /// Bucket k's segments are `segments[bucketSegments[i]]` for i in
    /// `bucketStarts[k] ..< bucketStarts[k + 1]`, in path order (empty arrays for an empty index).
    @usableFromInline var bucketStarts: [Int32] = []
    @usableFromInline var bucketSegments: [Int32] = []
    /// The map from a height in the bounds to its bucket, `(y − minimum.y)·bucketScale` truncated
    /// (0 when the bounds have no finite, positive height: then one bucket holds every segment).
    @usableFromInline var bucketScale = 0.0

    /// The number of height buckets, 32: on a rounded card (r 36, 540 high) a bucket is 17 px
    /// high, so a point near a corner meets only the two corner curves of its side.
    public static let bucketCount = 32

    /// The number of cells per tabulated cubic, 32: near a rounded corner of radius r, a cell's x
    /// range is at most about r/4 wide (at the flat ends of the quarter circle) and usually under
    /// r/20, so only points within that sliver of the curve need solving.
    public static let cellCount = 32

    /// Parameter samples per cubic from which the cells' brackets are chosen, 8 per cell.
    static let sampleCount = 256

    /// An index that answers for no point (the index of an empty path).
    public init() {}

    /// The index of `path`.
    public init(_ path: Path) {
        rebuild(from: path)
    }

    /// Makes this the index of `path`, keeping the storage, so an index kept next to a path that is
    /// rebuilt every frame allocates only when the path grows.
    public mutating func rebuild(from path: Path) {
        segments.removeAll(keepingCapacity: true)
        cells.removeAll(keepingCapacity: true)
        minimum = path.controlPointMinimum
        maximum = path.controlPointMaximum
        path.forEachSegment(closingOpenSubpaths: true) { segment in
            switch segment {
            case .line(let p0, let p1):
                segments.append(HitSegment(line: p0, p1))
            case .quad(let p0, let p1, let p2):
                segments.append(HitSegment(quad: p0, p1, p2))
            case .cubic(let p0, let p1, let p2, let p3):
                var record = HitSegment(cubic: p0, p1, p2, p3)
                if let table = CubicCellTable(p0, p1, p2, p3) {
                    record.kind = .tabulatedCubic
                    record.cellStart = cells.count
                    record.cellBase = table.base
                    record.cellScale = table.scale
                    table.appendCells(to: &cells)
                }
                segments.append(record)
            }
        }
        fillBuckets()
    }

    /// Lists every segment in the buckets its band meets (a counting sort by bucket).
    ///
    /// Each bucket holds every segment whose band `[low, high)` contains a height mapping to it:
    /// `y ↦ (y − minimum.y)·bucketScale` is monotone in floating point (a subtraction and a product
    /// by a positive constant, each rounded to nearest), so a height in the band maps between the
    /// buckets of `low` and `high`, which the segment is listed in, both ends included. The walk
    /// still tests the band, so listing a segment in a bucket it does not reach changes nothing.
    /// A band that is not finite (a line with a NaN end) goes to every bucket; an empty one
    /// (a horizontal line) to none.
    private mutating func fillBuckets() {
        bucketStarts.removeAll(keepingCapacity: true)
        bucketSegments.removeAll(keepingCapacity: true)
        guard !segments.isEmpty else { return }
        let height = maximum.y - minimum.y
        let scale = Double(PathHitIndex.bucketCount) / height
        let buckets = height > 0 && height.isFinite && scale.isFinite ? PathHitIndex.bucketCount : 1
        bucketScale = buckets > 1 ? scale : 0
        func span(of segment: HitSegment) -> (first: Int, last: Int)? {
            if !(segment.low < segment.high) {
                return segment.low == segment.high ? nil : (0, buckets - 1)
            }
            guard segment.low.isFinite && segment.high.isFinite else { return (0, buckets - 1) }
            return (bucket(segment.low, buckets: buckets), bucket(segment.high, buckets: buckets))
        }
        // Counts, then each bucket's end; filling from the last segment backwards moves every
        // end down to its bucket's start and leaves each bucket in path order (no scratch array,
        // so a rebuild into reserved storage allocates nothing).
        bucketStarts.append(contentsOf: repeatElement(0, count: buckets + 1))
        for segment in segments {
            guard let (first, last) = span(of: segment) else { continue }
            for k in first...last { bucketStarts[k] += 1 }
        }
        for k in 1..<(buckets + 1) { bucketStarts[k] += bucketStarts[k - 1] }
        bucketSegments.append(contentsOf: repeatElement(0, count: Int(bucketStarts[buckets])))
        for i in segments.indices.reversed() {
            guard let (first, last) = span(of: segments[i]) else { continue }
            for k in first...last {
                bucketStarts[k] -= 1
                bucketSegments[Int(bucketStarts[k])] = Int32(i)
            }
        }
    }

    /// The bucket of height `y` (in the bounds, or a finite band end), among `buckets`.
    @inline(__always)
    func bucket(_ y: Double, buckets: Int) -> Int {
        if buckets == 1 { return 0 }
        let slot = (y - minimum.y) * bucketScale
        // In [0, buckets] give or take rounding for a height in the bounds; clamped both ways
        // (and a NaN, which no height in finite bounds gives, to bucket 0).
        if !(slot >= 1) { return 0 }
        return slot < Double(buckets - 1) ? Int(slot) : buckets - 1
    }

    /// Reserves room for the index of any path of up to `count` elements, so that rebuilding it
    /// from such a path allocates nothing.
    public mutating func reserveCapacity(forElements count: Int) {
        segments.reserveCapacity(count + 1)  // one per element at most, and a final closing line
        cells.reserveCapacity(count * PathHitIndex.cellCount)
        bucketStarts.reserveCapacity(PathHitIndex.bucketCount + 1)
        bucketSegments.reserveCapacity((count + 1) * PathHitIndex.bucketCount)
    }

    /// The winding number of the indexed path around `point`: exactly ``Path/winding(at:)``
    /// (see it for the sign and the half-open boundary rule).
    ///
    /// - Complexity: O(*n*) in the number of segments, without allocating; a point outside the
    ///   bounds returns after four comparisons.
    @inlinable
    public func winding(at point: Point) -> Int {
        guard point.x >= minimum.x, point.x < maximum.x,
              point.y >= minimum.y, point.y < maximum.y else { return 0 }
        return windingWithinBounds(x: point.x, y: point.y)
    }

    /// Whether `point` is inside the indexed path under `rule`: exactly ``Path/contains(_:rule:)``.
    @inlinable
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        rule.isInside(winding: winding(at: point))
    }

    /// The walk over the segments of the point's bucket, out of line so the bounds test inlines
    /// into callers on its own. (x, y) lies in the bounds.
    @usableFromInline @inline(never)
    func windingWithinBounds(x px: Double, y py: Double) -> Int {
        let buckets = bucketStarts.count - 1
        if buckets < 1 { return 0 }
        let k = bucket(py, buckets: buckets)
        return segments.withUnsafeBufferPointer { segments in
            cells.withUnsafeBufferPointer { cells in
                bucketStarts.withUnsafeBufferPointer { starts in
                    bucketSegments.withUnsafeBufferPointer { listed in
                        var total = 0
                        for i in Int(starts[k])..<Int(starts[k + 1]) {
                            let segment = segments[Int(listed[i])]
                            if py >= segment.low && py < segment.high {
                                total &+= segment.winding(px, py, cells)
                            }
                        }
                        return total
                    }
                }
            }
        }
    }
}

/// One segment of a ``PathHitIndex``: its points, its y band and its kind.
///
/// The band `[low, high)` holds every height at which the segment can contribute, and is the very
/// test its kernel starts with, so skipping a segment outside it changes nothing: a curve's band is
/// its control points' `[min, max)` in y; a line's is `[min(y₀, y₁), max(y₀, y₁))`, which holds `y`
/// exactly when one end is at or below it and the other above, and (−∞, +∞) if either end's height
/// is NaN, so its kernel decides.
@frozen @usableFromInline
struct HitSegment: Sendable {
    @usableFromInline enum Kind: Sendable {
        case line, quad, cubic, tabulatedCubic
    }

    @usableFromInline var low: Double
    @usableFromInline var high: Double
    @usableFromInline var kind: Kind
    @usableFromInline var p0: Point, p1: Point, p2: Point, p3: Point
    /// For a tabulated cubic: the control points' x range, its first cell in
    /// ``PathHitIndex/cells``, and the map from a height to a cell, `(y − cellBase)·cellScale`.
    @usableFromInline var minX = 0.0, maxX = 0.0
    @usableFromInline var cellStart = 0
    @usableFromInline var cellBase = 0.0, cellScale = 0.0

    init(line p0: Point, _ p1: Point) {
        if p0.y.isNaN || p1.y.isNaN {
            (low, high) = (-.infinity, .infinity)
        } else {
            (low, high) = (Swift.min(p0.y, p1.y), PathSegment.maximum(p0.y, p1.y))
        }
        kind = .line
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p1, p1)
    }

    init(quad p0: Point, _ p1: Point, _ p2: Point) {
        (low, high) = PathSegment.controlRange(p0.y, p1.y, p2.y)
        kind = .quad
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p2)
    }

    init(cubic p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        (low, high) = PathSegment.controlRange(p0.y, p1.y, p2.y, p3.y)
        kind = .cubic
        (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
        (minX, maxX) = PathSegment.controlRange(p0.x, p1.x, p2.x, p3.x)
    }

    /// The segment's contribution at (`px`, `py`), `py` in its band: its kernel's answer.
    @inlinable @inline(__always)
    func winding(_ px: Double, _ py: Double, _ cells: UnsafeBufferPointer<CubicCell>) -> Int {
        switch kind {
        case .line: return PathSegment.lineWinding(p0, p1, px, py)
        case .quad: return PathSegment.quadWinding(p0, p1, p2, px, py)
        case .cubic: return PathSegment.cubicWinding(p0, p1, p2, p3, px, py)
        case .tabulatedCubic:
            // `cubicWinding`'s steps 1 and 2 (the band is step 1's y test), then the cell.
            if px >= maxX { return 0 }
            let sign = PathSegment.endPointWinding(p0.y, p3.y, py)
            if px < minX { return sign }
            // `py` is in [base, base + height), so the product is in [0, cellCount] give or take
            // rounding; the cells are padded for that rounding (CubicCellTable).
            let slot = Swift.min(Int((py - cellBase) * cellScale), PathHitIndex.cellCount - 1)
            let cell = cells[cellStart + slot]
            if px < cell.xLow { return sign }
            if px >= cell.xHigh { return 0 }
            return PathSegment.cubicCrossings(p0, p1, p2, p3, Point(x: px, y: py))
        }
    }
}
