// Winding numbers by analytic ray casting, one segment at a time. The approach is kurbo's
// (`BezPath::winding`, `winding_inner` in bezpath.rs): split each curve at its y-extrema into
// y-monotone pieces and solve each piece for the height of the ray. Nothing is flattened; flattening
// is for drawing.

extension Path {
    /// The winding number of the path around `point`: the signed number of times the path goes
    /// around it, clockwise turns on screen counting +1.
    ///
    ///     var path = Path()
    ///     path.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
    ///     path.winding(at: Point(x: 5, y: 5))    // 1: addRect runs clockwise on screen
    ///     path.winding(at: Point(x: 0, y: 5))    // 1: the left edge is inside
    ///     path.winding(at: Point(x: 10, y: 5))   // 0: the right edge is outside
    ///
    /// Open subpaths count as closed by a straight line back to their start, as when filling. A point
    /// with a NaN coordinate has winding number 0.
    ///
    /// ## Sign
    /// A ray leaves `point` toward +x. Each curve is split at its y-extrema into y-monotone pieces; a
    /// piece the ray crosses adds +1 if it runs toward +y (down the screen) and −1 if it runs toward
    /// −y. So a subpath that turns clockwise on screen, as ``addRect(_:)``, ``addEllipse(in:)`` and
    /// ``addRoundedRect(in:cornerWidth:cornerHeight:)`` draw, has winding number +1 inside; the same
    /// subpath reversed has −1.
    ///
    /// ## Boundary rule
    /// Points on the path are decided by a half-open rule:
    /// - A monotone piece covers the heights `y` in `[yMin, yMax)`: it owns its end with the smaller
    ///   `y` and not the other. Horizontal pieces cover nothing and never count.
    /// - A crossing counts only if its `x` is strictly greater than `point.x`.
    ///
    /// So a point level with a vertex is counted once where the path passes through the vertex, and
    /// not at all where the vertex is a peak or a valley (the two pieces there cancel). On an
    /// axis-aligned rectangle the top and left edges are inside and the bottom and right edges
    /// outside; of the corners only the top-left one is inside. That is `Rect.contains(_:)`'s rule
    /// and `CGRect`'s, so rectangles that tile the plane never both contain a point. More
    /// generally, a straight edge is always evaluated from its end with the smaller `y`, so an edge
    /// shared by two polygons, run in opposite directions, contributes exactly opposite amounts to
    /// the two at every point, boundaries included: it drops out of the sum of their winding
    /// numbers, just as it is absent from the outline of their union.
    ///
    /// ## Method
    /// See ``PathSegment/winding(at:)`` for one segment: quadratics are solved in closed form, cubics
    /// by a safeguarded Newton iteration on each monotone piece.
    ///
    /// - Complexity: O(*n*) in the number of elements, without allocating. A point outside
    ///   ``controlPointBounds`` returns after four comparisons; an element whose segment lies wholly
    ///   above or below the ray is skipped after its kernel's first two comparisons, one to the
    ///   right of the ray costs a few more, and one whose control points all lie to the right of
    ///   `point` is decided by its end points. A cubic crossing is usually decided after two Newton
    ///   steps (`QuickCubicCrossing`), with the same answer as the full solve. To test many points
    ///   against one path, build a ``PathHitIndex`` once: it gives the same answers faster.
    @inlinable
    public func winding(at point: Point) -> Int {
        // 1. Bounds rejection against the exact control-point extremes: no segment can count a
        //    point outside them (an empty path has min +∞ and rejects everything; NaN fails too).
        guard controlPointBoundsContain(point) else { return 0 }
        return Path.windingWithinBounds(elements, x: point.x, y: point.y)
    }

    /// Whether `point` lies within the exact control-point extremes under the half-open rule
    /// (`min ≤ x < max` and `min ≤ y < max`): outside them the winding number is 0 for certain.
    /// Four comparisons; false for an empty path and for NaN. ``winding(at:)`` starts with it, and
    /// so can a caller that keeps a ``PathHitIndex`` next to the path.
    @inlinable
    public func controlPointBoundsContain(_ point: Point) -> Bool {
        point.x >= controlPointMinimum.x && point.x < controlPointMaximum.x
            && point.y >= controlPointMinimum.y && point.y < controlPointMaximum.y
    }

    /// Step 2 of ``winding(at:)``, out of line so that the bounds test inlines into callers on its
    /// own. It takes the path's elements rather than the path, so that a caller does not copy the
    /// whole value to the stack before a test that often ends at the bounds.
    @usableFromInline @inline(never)
    static func windingWithinBounds(_ elements: [PathElement], x px: Double, y py: Double) -> Int {
        elements.withUnsafeBufferPointer { Path.winding(of: $0, x: px, y: py) }
    }

    /// Step 2 of ``winding(at:)``: the segments of ``forEachSegment(closingOpenSubpaths:_:)``, walked
    /// off the elements, each given to its kind's kernel on plain coordinates (each kernel first
    /// rejects a segment whose y range does not hold `py`).
    ///
    /// Every open subpath is closed by a line back to its start, at the next move or at the end:
    /// `forEachSegment` adds that line only where the subpath does not end at its start, but a line
    /// whose ends are at the same height contributes 0, bit for bit, so carrying it always changes
    /// nothing. Every subpath begins with a move (``Path``'s guarantees), so the walk's initial
    /// state is never read.
    @inlinable
    static func winding(of elements: UnsafeBufferPointer<PathElement>, x px: Double, y py: Double) -> Int {
        var total = 0
        var current = Point.zero, start = Point.zero, open = false
        for element in elements {
            switch element {
            case .line(let p):
                total &+= PathSegment.lineWinding(current, p, px, py)
                current = p
            case .curve(let p, let c1, let c2):
                total &+= PathSegment.cubicWinding(current, c1, c2, p, px, py)
                current = p
            case .quadCurve(let p, let c):
                total &+= PathSegment.quadWinding(current, c, p, px, py)
                current = p
            case .move(let p):
                if open { total &+= PathSegment.lineWinding(current, start, px, py) }
                (current, start, open) = (p, p, true)
            case .closeSubpath:
                if open { total &+= PathSegment.lineWinding(current, start, px, py) }
                (current, open) = (start, false)
            }
        }
        if open { total &+= PathSegment.lineWinding(current, start, px, py) }
        return total
    }

    /// Whether `point` is inside the path under `rule`: the winding number (see ``winding(at:)`` for
    /// how it is counted and how points on the path are decided) is not zero for
    /// ``FillRule/nonZero``, odd for ``FillRule/evenOdd``.
    ///
    ///     var path = Path()
    ///     path.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
    ///     path.contains(Point(x: 0, y: 0))     // true: top-left corner
    ///     path.contains(Point(x: 10, y: 10))   // false: bottom-right corner
    ///
    /// Open subpaths count as closed. A point with a NaN coordinate is never inside.
    ///
    /// - Complexity: O(*n*) in the number of elements, without allocating; see ``winding(at:)``.
    @inlinable
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        rule.isInside(winding: winding(at: point))
    }
}

extension PathSegment {
    /// The parameter tolerance of the cubic root finder, 1e-12: Newton steps shrink quadratically, so a
    /// step this small leaves an error far below rounding, and where bisection is what stops the search
    /// the crossing's `x` is off by at most 3e-12 times the width of the control polygon.
    static let windingRootTolerance = 1e-12

    /// The most iterations the cubic root finder takes, 100: a safety net, since Newton converges in a
    /// handful and bisection alone reaches ``windingRootTolerance`` in 40 halvings; were it ever hit,
    /// the estimate reached so far, still inside the bracket, would be used.
    static let windingRootMaximumIterations = 100

    /// The contribution of this segment to ``Path/winding(at:)``: the signed count of its y-monotone
    /// pieces crossed by the ray from `point` toward +x, +1 for a piece running toward +y and −1 for
    /// one running toward −y, with the path's half-open boundary rule.
    ///
    ///     PathSegment.line(Point(x: 0, y: 0), Point(x: 0, y: 10)).winding(at: Point(x: -1, y: 0))  // 1
    ///     PathSegment.line(Point(x: 0, y: 0), Point(x: 0, y: 10)).winding(at: Point(x: -1, y: 10)) // 0
    ///
    /// The pieces of one curve alternate in direction, so the result is −1, 0 or +1. Summed over a
    /// closed chain of segments it is the chain's winding number.
    ///
    /// ## Method
    /// 1. Reject a point whose `y` is outside the control points' half-open y range, or which lies
    ///    right of every control point (no crossing can be strictly to its right).
    /// 2. If `point` lies left of every control point, every crossing counts, and the signed count
    ///    telescopes to `[y₀ ≤ y] − [y₁ ≤ y]` with `y₀`, `y₁` the end points' heights.
    /// 3. Otherwise split the curve at the roots of `y′(t)` in (0, 1), found with the
    ///    cancellation-free quadratic formula, into at most three monotone pieces. A piece from height
    ///    `ya` to `yb` is crossed with sign `[ya ≤ y] − [yb ≤ y]`; a crossed piece is solved for
    ///    `y(t) = point.y` and counts if `x(t) > point.x`. The heights at the split points are shared
    ///    by the pieces on either side, so the count is topologically consistent even where rounding
    ///    moves an extremum; they and the crossing `x` are clamped to the control points' ranges, which
    ///    makes the shortcuts of steps 1 and 2 give exactly what the full computation would. A ray
    ///    level with a piece's end takes that end's parameter exactly, so a crossing at an end point
    ///    is at the end point's `x`, as for a line.
    /// 4. A quadratic piece is solved in closed form (the root nearest the piece's parameter interval,
    ///    clamped into it). A cubic piece is solved by Newton's method safeguarded with bisection on
    ///    the bracketing parameter interval (rtsafe, Numerical Recipes §9.4), started by regula falsi;
    ///    the bracket keeps it robust where `y′` vanishes (flat ends, cusps, nearly horizontal curves),
    ///    at worst at bisection's speed, to a parameter tolerance of 1e-12.
    ///
    /// A line is a single monotone piece that needs no solving: after steps 1 and 2 its crossing test
    /// is a cross-multiplied comparison taken from its end with the smaller `y`, decided exactly
    /// (a floating-point filter, then exact arithmetic within a few ulps of the line), and a line
    /// and its reverse give exactly opposite results.
    ///
    /// - Complexity: O(1), without allocating.
    @inlinable
    public func winding(at point: Point) -> Int {
        switch self {
        case .line(let p0, let p1): return PathSegment.lineWinding(p0, p1, point.x, point.y)
        case .quad(let p0, let p1, let p2): return PathSegment.quadWinding(p0, p1, p2, point.x, point.y)
        case .cubic(let p0, let p1, let p2, let p3):
            return PathSegment.cubicWinding(p0, p1, p2, p3, point.x, point.y)
        }
    }

    // MARK: Kernels
    //
    // One per segment kind, on plain coordinates, shared by `winding(at:)` and the path's loop.

    /// ``winding(at:)`` for the line from `p0` to `p1`.
    ///
    /// Written out once per direction, so that the direction, which is the same for a given line
    /// at every query, is a well-predicted branch rather than a blend of the two end points.
    @inlinable @inline(__always)
    static func lineWinding(_ p0: Point, _ p1: Point, _ px: Double, _ py: Double) -> Int {
        // endPointWinding(p0.y, p1.y, py), as two flags: most lines are not crossed at all.
        let startBelow = p0.y <= py, endBelow = p1.y <= py
        if startBelow == endBelow { return 0 }
        return startBelow ? crossing(low: p0, high: p1, px, py, sign: 1)
                          : crossing(low: p1, high: p0, px, py, sign: -1)
    }

    /// A line from `low` to `high` (`low.y ≤ py < high.y`) counts `sign` if it crosses the ray
    /// strictly right of `px`.
    @inlinable @inline(__always)
    static func crossing(low: Point, high: Point, _ px: Double, _ py: Double, sign: Int) -> Int {
        if px >= maximum(low.x, high.x) { return 0 }
        if px < Swift.min(low.x, high.x) { return sign }
        // The crossing x = low.x + (py − low.y)·(high.x − low.x)/(high.y − low.y) exceeds px;
        // cross-multiplied by high.y − low.y > 0. The rounded products decide unless they are
        // within Shewchuk's error bound of each other (a point within a few ulps of the line);
        // then the exact sign decides (see `ExactOrientation`).
        let left = (py - low.y) * (high.x - low.x), right = (px - low.x) * (high.y - low.y)
        let bound = ExactOrientation.errorBound * (left.magnitude + right.magnitude)
        if left - right > bound { return sign }
        if right - left > bound { return 0 }
        return exactCrossing(low: low, high: high, px, py) ? sign : 0
    }

    /// Whether the line from `low` to `high` crosses the height `py` strictly right of `px`, by
    /// the exact sign of `(high.x − low.x)·(py − low.y) − (high.y − low.y)·(px − low.x)`.
    /// Coordinates outside ``ExactOrientation``'s range fall back to the rounded comparison.
    @usableFromInline @inline(never)
    static func exactCrossing(low: Point, high: Point, _ px: Double, _ py: Double) -> Bool {
        if let sign = ExactOrientation.sign(high.x, high.y, px, py, low.x, low.y) { return sign > 0 }
        return (py - low.y) * (high.x - low.x) > (px - low.x) * (high.y - low.y)
    }

    /// ``winding(at:)`` for the quadratic `p0`, `p1`, `p2`: steps 1 and 2 inline, the rest out of
    /// line.
    @inlinable @inline(__always)
    static func quadWinding(_ p0: Point, _ p1: Point, _ p2: Point, _ px: Double, _ py: Double) -> Int {
        let (minY, maxY) = controlRange(p0.y, p1.y, p2.y)
        guard py >= minY, py < maxY else { return 0 }
        let (minX, maxX) = controlRange(p0.x, p1.x, p2.x)
        if px >= maxX { return 0 }
        if px < minX { return endPointWinding(p0.y, p2.y, py) }
        return quadCrossings(p0, p1, p2, Point(x: px, y: py))
    }

    /// ``winding(at:)`` for the cubic `p0`, `p1`, `p2`, `p3`: steps 1 and 2 inline, the rest out
    /// of line.
    @inlinable @inline(__always)
    static func cubicWinding(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point,
                             _ px: Double, _ py: Double) -> Int {
        let (minY, maxY) = controlRange(p0.y, p1.y, p2.y, p3.y)
        guard py >= minY, py < maxY else { return 0 }
        let (minX, maxX) = controlRange(p0.x, p1.x, p2.x, p3.x)
        if px >= maxX { return 0 }
        if px < minX { return endPointWinding(p0.y, p3.y, py) }
        return cubicCrossings(p0, p1, p2, p3, Point(x: px, y: py))
    }

    /// `Swift.max(a, b)` for every use the winding code makes of it, in one instruction.
    ///
    /// `Swift.max(a, b)` is `b >= a ? b : a`, which x86-64 has no instruction for (`maxsd` differs
    /// at ties, where ±0 matter to `max`), so it compiles to a four-instruction blend; `Swift.min`
    /// matches `minsd` exactly. This is `−min(−a, −b)`, i.e. `b > a ? b : a`: the same value except
    /// that at a tie it returns `a`, which compares equal to `b` (they differ at most in the sign
    /// of zero), and the same NaN (`a` when `b` is NaN, NaN when `a` is), so every comparison made
    /// with it, and every `maximum` or `clamp` built on it, gives what `Swift.max` would. Every
    /// cubic segment a hit test meets takes several (`BM_HitTest/generic/random`).
    @inlinable @inline(__always)
    static func maximum(_ a: Double, _ b: Double) -> Double {
        -Swift.min(-a, -b)
    }

    /// The smallest and largest of a quadratic's control values, by `min` and ``maximum(_:_:)``:
    /// the range a kernel tests first, and a ``PathHitIndex`` record keeps.
    @inlinable @inline(__always)
    static func controlRange(_ v0: Double, _ v1: Double, _ v2: Double) -> (min: Double, max: Double) {
        (Swift.min(Swift.min(v0, v1), v2), maximum(maximum(v0, v1), v2))
    }

    /// ``controlRange(_:_:_:)`` of a cubic's four control values.
    @inlinable @inline(__always)
    static func controlRange(_ v0: Double, _ v1: Double, _ v2: Double, _ v3: Double) -> (min: Double, max: Double) {
        (Swift.min(Swift.min(v0, v1), Swift.min(v2, v3)), maximum(maximum(v0, v1), maximum(v2, v3)))
    }

    /// The signed crossing count of a monotone piece from height `ya` to height `yb` at height `y`,
    /// ignoring `x`: +1 if `ya ≤ y < yb`, −1 if `yb ≤ y < ya`, else 0. For a whole curve lying right
    /// of the point the sum over its pieces telescopes to this of its end points.
    @inlinable
    static func endPointWinding(_ ya: Double, _ yb: Double, _ y: Double) -> Int {
        (ya <= y ? 1 : 0) - (yb <= y ? 1 : 0)
    }

    /// `value` clamped into `[low, high]`; NaN becomes `low`.
    @inlinable
    static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double {
        value >= low ? (value <= high ? value : high) : low
    }

    // MARK: Quadratic

    /// Steps 3 and 4 of ``winding(at:)`` for a quadratic whose control points straddle `point`.
    @usableFromInline
    static func quadCrossings(_ p0: Point, _ p1: Point, _ p2: Point, _ point: Point) -> Int {
        // The exact `Swift.max` values for clamping (see `maximum(_:_:)`).
        let minY = Swift.min(Swift.min(p0.y, p1.y), p2.y), maxY = Swift.max(Swift.max(p0.y, p1.y), p2.y)
        let minX = Swift.min(Swift.min(p0.x, p1.x), p2.x), maxX = Swift.max(Swift.max(p0.x, p1.x), p2.x)
        // y(t) = a·t² + b·t + y₀; y′(t) = 2a·t + b vanishes at t = (y₀ − y₁)/a (a = 0 gives ±∞ or
        // NaN, which the range test rejects).
        let a = p0.y - 2 * p1.y + p2.y, b = 2 * (p1.y - p0.y)
        let extremum = (p0.y - p1.y) / a
        func piece(_ ta: Double, _ ya: Double, _ tb: Double, _ yb: Double) -> Int {
            let sign = endPointWinding(ya, yb, point.y)
            if sign == 0 { return 0 }
            let t = point.y == ya ? ta : point.y == yb ? tb
                : quadRoot(a: a, b: b, c: p0.y - point.y, from: ta, to: tb)
            let mt = 1 - t
            let x = clamp(mt * mt * p0.x + 2 * mt * t * p1.x + t * t * p2.x, minX, maxX)
            return x > point.x ? sign : 0
        }
        // A control point level with an end point puts y′'s only root exactly at that end, and
        // control points monotone in y leave it outside (0, 1); rounding can move it just inside
        // (see `cubicCrossings`), so only a control point beyond both ends makes an extremum.
        guard extremum > 0, extremum < 1, p1.y != p0.y, p1.y != p2.y,
              (p1.y < p0.y) == (p1.y < p2.y) else { return piece(0, p0.y, 1, p2.y) }
        let mt = 1 - extremum
        let y = clamp(mt * mt * p0.y + 2 * mt * extremum * p1.y + extremum * extremum * p2.y,
                      minY, maxY)
        return piece(0, p0.y, extremum, y) + piece(extremum, y, 1, p2.y)
    }

    /// The root of `a·t² + b·t + c` in `[ta, tb]`, where it has exactly one in exact arithmetic: of
    /// the two roots given by the cancellation-free formula (`q = −(b + sign(b)·√(b² − 4ac))/2`, roots
    /// `q/a` and `c/q`), the one nearest the interval, clamped into it. A discriminant pushed below
    /// zero by rounding (the ray grazing the extremum) counts as zero.
    @usableFromInline
    static func quadRoot(a: Double, b: Double, c: Double, from ta: Double, to tb: Double) -> Double {
        let r1: Double, r2: Double
        if a == 0 {
            r1 = -c / b
            r2 = r1
        } else {
            let root = Swift.max(b * b - 4 * a * c, 0).squareRoot()
            let q = -0.5 * (b >= 0 ? b + root : b - root)
            r1 = q / a
            r2 = c / q
        }
        // Distance from the interval; NaN is infinitely far.
        func distance(_ r: Double) -> Double {
            r >= ta ? (r <= tb ? 0 : r - tb) : (r < ta ? ta - r : .infinity)
        }
        return clamp(distance(r1) <= distance(r2) ? r1 : r2, ta, tb)
    }

    // MARK: Cubic

    /// Steps 3 and 4 of ``winding(at:)`` for a cubic whose control points straddle `point`.
    @usableFromInline
    static func cubicCrossings(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ point: Point) -> Int {
        // The exact `Swift.max` values for clamping (see `maximum(_:_:)`).
        let minY = Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y))
        let maxY = Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y))
        let minX = Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x))
        let maxX = Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x))
        let py = point.y
        // 1. y(t) in power form, ((a·t + b)·t + c)·t + y₀, for the root finder.
        let (a, b, c) = cubicPowerCoefficients(p0.y, p1.y, p2.y, p3.y)
        // 2. y′(t)/3 = A·t² + B·t + C; its roots in (0, 1), in order, by the cancellation-free
        //    formula. Out-of-range, infinite and NaN roots fail the range test; 2 means "none".
        let qa = a, qb = 2 * (p0.y - 2 * p1.y + p2.y), qc = p1.y - p0.y
        var r1 = Double.nan, r2 = Double.nan
        if qa == 0 {
            r1 = -qc / qb
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                let q = -0.5 * (qb >= 0 ? qb + root : qb - root)
                r1 = q / qa
                r2 = qc / q
            }
        }
        // A control point level with its end point (p1.y = p0.y, or p2.y = p3.y: a horizontal
        // tangent there, as at every tangent point of a rounded corner) makes 0 or 1 an exact
        // root of y′. Rounding can move it just inside (0, 1), which would split off a sliver
        // whose end is evaluated at t = 1 − 1e-16 instead of exactly at the end point, so a point
        // level with the end point would see a crossing a hair right of it. The computed root
        // nearest that end is that exact root: drop it. (Found by `touchstone fuzz hit-test`.)
        // Control points monotone in y make y(t) monotone (a Bernstein polynomial with monotone
        // coefficients is): any computed root in (0, 1) is rounding (the same sliver), so none.
        if (p0.y <= p1.y && p1.y <= p2.y && p2.y <= p3.y) || (p0.y >= p1.y && p1.y >= p2.y && p2.y >= p3.y) {
            (r1, r2) = (.nan, .nan)
        }
        if p3.y == p2.y {
            if r2.isNaN || (!r1.isNaN && abs(1 - r1) <= abs(1 - r2)) { r1 = .nan } else { r2 = .nan }
        }
        if p0.y == p1.y {
            if r2.isNaN || (!r1.isNaN && abs(r1) <= abs(r2)) { r1 = .nan } else { r2 = .nan }
        }
        if !(r1 > 0 && r1 < 1) { r1 = 2 }
        if !(r2 > 0 && r2 < 1) { r2 = 2 }
        let first = Swift.min(r1, r2), second = Swift.max(r1, r2)

        // 3. Walk the monotone pieces; each split height is computed once and shared.
        func y(at t: Double) -> Double {
            clamp(cubicBernstein(p0.y, p1.y, p2.y, p3.y, t), minY, maxY)
        }
        let quick = QuickCubicCrossing(p0, p1, p2, p3, a: a, b: b, c: c, py: py)
        func piece(_ ta: Double, _ ya: Double, _ tb: Double, _ yb: Double) -> Int {
            let sign = endPointWinding(ya, yb, py)
            if sign == 0 { return 0 }
            if py != ya, py != yb, let quick,
               let counted = quick.decide(from: ta, to: tb, increasing: yb > ya,
                                          start: ta + (tb - ta) * ((py - ya) / (yb - ya)), px: point.x) {
                return counted ? sign : 0
            }
            let t = py == ya ? ta : py == yb ? tb
                : cubicRoot(a: a, b: b, c: c, d: p0.y - py, from: ta, to: tb, increasing: yb > ya,
                            start: ta + (tb - ta) * ((py - ya) / (yb - ya)))
            let x = clamp(cubicBernstein(p0.x, p1.x, p2.x, p3.x, t), minX, maxX)
            return x > point.x ? sign : 0
        }
        var total = 0
        var ta = 0.0, ya = p0.y
        if first < 1 {
            let yFirst = y(at: first)
            total += piece(ta, ya, first, yFirst)
            (ta, ya) = (first, yFirst)
        }
        if second < 1 {
            let ySecond = y(at: second)
            total += piece(ta, ya, second, ySecond)
            (ta, ya) = (second, ySecond)
        }
        return total + piece(ta, ya, 1, p3.y)
    }

    /// The root in `[ta, tb]` of `f(t) = ((a·t + b)·t + c)·t + d`, which is monotone there
    /// (increasing or not as `increasing` says) and changes sign, starting from `start`.
    ///
    /// Newton's method safeguarded by bisection (rtsafe, Numerical Recipes 3rd ed. §9.4): the bracket
    /// shrinks at every step; a Newton step that would leave it, or that does not at least halve the
    /// step before last, is replaced by bisection. The caller starts it at the regula falsi point.
    /// Stops when a step or the bracket is below ``windingRootTolerance`` or `f` is exactly zero.
    @usableFromInline
    static func cubicRoot(a: Double, b: Double, c: Double, d: Double,
                          from ta: Double, to tb: Double, increasing: Bool, start: Double) -> Double {
        // g = direction·f is ≤ 0 at `low` and ≥ 0 at `high`.
        let direction: Double = increasing ? 1 : -1
        var low = ta, high = tb
        var t = clamp(start, ta, tb)
        var lastStep = tb - ta, stepBefore = lastStep
        for _ in 0..<windingRootMaximumIterations {
            let g = direction * cubicPowerForm(a, b, c, d, t)
            if g == 0 { return t }
            if g < 0 { low = t } else { high = t }
            if high - low <= windingRootTolerance { return t }
            let slope = direction * ((3 * a * t + 2 * b) * t + c)
            let newton = t - g / slope
            let next: Double
            if newton > low, newton < high, abs(2 * g) <= abs(stepBefore * slope) {
                next = newton
            } else {
                next = low + 0.5 * (high - low)
            }
            stepBefore = lastStep
            lastStep = abs(next - t)
            t = next
            if lastStep <= windingRootTolerance { return t }
        }
        return t
    }

    /// The coefficients `a`, `b`, `c` of a cubic coordinate in power form, `((a·t + b)·t + c)·t + v0`,
    /// from its control values.
    @inline(__always)
    static func cubicPowerCoefficients(_ v0: Double, _ v1: Double, _ v2: Double, _ v3: Double)
        -> (a: Double, b: Double, c: Double) {
        (-v0 + 3 * (v1 - v2) + v3, 3 * (v0 - 2 * v1 + v2), 3 * (v1 - v0))
    }

    /// `((a·t + b)·t + c)·t + d`: a cubic in power form by Horner's rule, as the root finder and its
    /// shortcuts (``MonotoneCubicMargins``) evaluate `y(t) − py`.
    @inline(__always)
    static func cubicPowerForm(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ t: Double) -> Double {
        ((a * t + b) * t + c) * t + d
    }

    /// One coordinate of a cubic at `t` in Bernstein form, from its control values `v0` … `v3`: how
    /// the solver evaluates split heights and crossings, and its shortcuts their probes.
    @inline(__always)
    static func cubicBernstein(_ v0: Double, _ v1: Double, _ v2: Double, _ v3: Double, _ t: Double) -> Double {
        let mt = 1 - t
        return mt * mt * mt * v0 + 3 * mt * mt * t * v1 + 3 * mt * t * t * v2 + t * t * t * v3
    }
}
