import Geometry

extension RectangleShapeGenerator {
    /// Appends the outline of a rectangle whose corners are all sharp and whose edges are all
    /// straight, whatever its offsets (a slanted rectangle, a plain one moved about): the quadrilateral
    /// through its four vertices, which is what the general algorithm gives, bit for bit, when every
    /// edge snaps to the next corner. ``appendPath(for:to:)`` tries it after the axis-aligned route.
    ///
    /// Why those are the general algorithm's elements:
    /// - A sharp corner's outline is the single point (0, 0): placed by its transform it is
    ///   `(a·0 + c·0) + (0 + vx)`, which is `0 + vx` for any finite rotation (a zero sum with +0 is
    ///   +0), and it adds no element.
    /// - An edge from vertex s to vertex e ends at `(L, 0)` rotated by φ = atan2(e − s) and moved to
    ///   s, then snaps to e when within 10⁻¹² · max(1, |end|). The end misses e by the errors of
    ///   atan2, cos and sin (a few ulps of the angle, including `exactCosineAndSine`'s snap to quarter
    ///   turns, at most 4 ulps of it) and of the length, about 4·10⁻¹⁵ · L, plus one rounding of e.
    ///   So the snap is certain when L ≤ 128 · max(1, |e.x|, |e.y|), with a margin of almost 2; the
    ///   route checks that with |dx| + |dy| ≥ L, and declines otherwise.
    ///
    /// Declines (returning `false` with `path` unchanged; emptied when `replacing`) for any other
    /// treatment, non-finite or enormous vertices, or an edge the check cannot vouch for.
    /// `PolygonRouteTests` compares it with the general algorithm bit for bit.
    ///
    /// - Returns: whether the outline was written.
    func appendPolygonPath(for size: Size, to path: inout Path, replacing: Bool = false) -> Bool {
        guard isPolygon else { return false }
        return appendPolygonOutline(for: size, to: &path, replacing: replacing)
    }

    /// Whether every corner is sharp and every edge straight: the treatments of the polygon route.
    /// `ts_shape` asks once, when it is made, rather than on every build.
    package var isPolygon: Bool {
        guard case .sharp = topLeftCorner.kind, case .sharp = topRightCorner.kind,
              case .sharp = bottomRightCorner.kind, case .sharp = bottomLeftCorner.kind,
              case .straight = topEdge, case .straight = rightEdge, case .straight = bottomEdge,
              case .straight = leftEdge
        else { return false }
        return true
    }

    /// ``appendPolygonPath(for:to:replacing:)`` for a generator whose ``isPolygon`` is known to be
    /// true: the vertices' checks and the outline.
    package func appendPolygonOutline(for size: Size, to path: inout Path, replacing: Bool) -> Bool {
        // The vertices as the general algorithm computes them, then as the corners place them.
        let w = size.width, h = size.height
        let v0 = topLeftCornerOffset, v1 = Point(x: w, y: 0) + topRightCornerOffset
        let v2 = Point(x: w, y: h) + bottomRightCornerOffset, v3 = Point(x: 0, y: h) + bottomLeftCornerOffset
        let p0 = Point(x: 0 + v0.x, y: 0 + v0.y), p1 = Point(x: 0 + v1.x, y: 0 + v1.y)
        let p2 = Point(x: 0 + v2.x, y: 0 + v2.y), p3 = Point(x: 0 + v3.x, y: 0 + v3.y)
        guard p0.isWithinPolygonLimit, p1.isWithinPolygonLimit, p2.isWithinPolygonLimit, p3.isWithinPolygonLimit,
              Self.edgeSnapsSurely(from: p0, to: p1), Self.edgeSnapsSurely(from: p1, to: p2),
              Self.edgeSnapsSurely(from: p2, to: p3), Self.edgeSnapsSurely(from: p3, to: p0)
        else { return false }
        func write(_ base: UnsafeMutablePointer<PathElement>) -> (minimum: Point, maximum: Point)? {
            base.initialize(to: .move(to: p0))
            (base + 1).initialize(to: .line(to: p1))
            (base + 2).initialize(to: .line(to: p2))
            (base + 3).initialize(to: .line(to: p3))
            (base + 4).initialize(to: .line(to: p0))
            (base + 5).initialize(to: .closeSubpath)
            return (Point(x: Swift.min(p0.x, p1.x, p2.x, p3.x), y: Swift.min(p0.y, p1.y, p2.y, p3.y)),
                    Point(x: Swift.max(p0.x, p1.x, p2.x, p3.x), y: Swift.max(p0.y, p1.y, p2.y, p3.y)))
        }
        return replacing ? path.replaceElements(count: 6, write) : path.appendSubpath(count: 6, write)
    }

    /// Whether the general algorithm's edge from `s` to `e` certainly snaps to `e` (see
    /// ``appendPolygonPath(for:to:replacing:)``).
    private static func edgeSnapsSurely(from s: Point, to e: Point) -> Bool {
        abs(e.x - s.x) + abs(e.y - s.y) <= 128 * Swift.max(1, abs(e.x), abs(e.y))
    }
}

extension Point {
    /// Finite and within 2^500 in both coordinates: no difference or sum of two overflows.
    fileprivate var isWithinPolygonLimit: Bool { abs(x) <= 0x1p500 && abs(y) <= 0x1p500 }
}
