// The fast route of `Path.stroked` for closed subpaths: where the flattened subpath is a convex
// polygon whose inner offset keeps every edge, the stroke is exactly the ring between two offset
// loops, two edges per chord instead of the union of pieces' five to ten, and with no overlapping
// pieces the rasterizer's summed areas are exact (the union over-covers pixels on the inner side
// of curves, where consecutive chords' rectangles overlap).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// Strokes one closed subpath as the ring between its outer and inner offset loops, or declines.
///
/// ## Applicability (checked exactly, in the order the work is done)
/// 1. The subpath is flattened into a closed polygon of distinct consecutive vertices: lines as
///    they are, curves into ``PathSegment/flatteningSteps(tolerance:)`` uniform parameter steps
///    whose inner points are moved toward the curve (see Tolerance).
/// 2. Every junction between two segments where a curve takes part is smooth: the true tangents
///    there agree to within ``smoothJunctionSine`` (1e-9 rad; the joins a style could put there
///    differ by at most `halfWidth · 1e-18`, below any pixel). A real corner next to a curve is
///    declined: its join would be built on the chords, not the tangents.
/// 3. The polygon is convex and simple: every turn between consecutive edges has the same sign
///    (or is zero straight on), and the edge direction passes angle 0 exactly once, so the total
///    turning is exactly one full turn. A closed polygon whose direction turns monotonically
///    through exactly 2π is convex.
/// 4. The inner offset keeps every edge: with `I_i` the intersection of the inner offset lines
///    (at `halfWidth`) of the two edges meeting at vertex `i`, every `I_{i+1} − I_i` points the
///    same way as edge `i` (positive dot product).
///
/// ## Why the ring is the stroke
/// For a convex polygon P, the points of P within `halfWidth` of its boundary are P minus the open
/// inner parallel body `{x : nᵢ·x < cᵢ − halfWidth for every edge i}` (inside a convex polygon the
/// distance to the boundary is the least distance to an edge's line). With (4) the points `I_i`
/// form a polygon with the same edge directions in the same order as P, so by (3) a convex one
/// whose every edge lies on a shifted line with the inside on the right side: it *is* that body.
/// Outside P, the stroke is the convex region bounded by the shifted edges and the joins on the
/// outer side of each turn (all turns are outer on the same side). So the outer loop, wound +1,
/// and the inner loop reversed, wound −1 inside it, fill exactly the stroke of the polygon under
/// the nonzero rule, with no overlap.
///
/// ## Joins
/// Only the outer side of a convex polygon has joins. Between two lines, the style's join
/// (miter within the limit, else bevel; bevel; round), exact apart from round arcs. At a vertex
/// of a curve's flattening, or a smooth junction, the ideal stroke is the offset of a smooth curve:
/// a miter point where it lies within the budget of the round join (`h·(1/cos(φ/2) − 1)` for a
/// turn φ), otherwise the round join. Round joins are polygons inscribed in the circle of radius
/// `halfWidth`, with sagitta at most the budget.
///
/// ## Tolerance
/// Curves are flattened to ``flatteningShare`` (0.4) of the budget (half the tolerance): Wang's
/// bound holds the chord within that of the curve at equal parameters, so each chord's sagitta
/// vector (curve at the mid-parameter minus chord midpoint) is at most that long; moving a chord's
/// inner points by ``straddle`` (2/3) of their chords' mean sagitta moves the chord by at most
/// 2/3 · 0.4 of the budget more. So the polygon lies within 2/3 of the budget of the subpath (plus
/// ``mergeDistance``, 1e-6 of the budget, for dropped rounding-sized chords), and the stroke of the
/// polygon with round joins lies within the budget of the ideal stroke (the Hausdorff distance of
/// two sets' `halfWidth` neighbourhoods is at most that of the sets). The inner loop is exact for
/// the polygon; the outer loop's miters and inscribed arcs lie within the other half of the budget
/// of its round joins. So every point of the ring is within the tolerance of the ideal stroke and
/// back, the same contract as the union of pieces.
struct RingStroker {
    /// What a polygon vertex gets on the outer side.
    private enum VertexKind {
        /// A vertex of a curve's flattening or a smooth junction: miter or round by the budget.
        case smooth
        /// A corner between two lines: the style's join.
        case corner
    }

    private var halfWidth: Double
    private var join: LineJoin
    private var miterLimit: Double
    /// The flattening budget (half the tolerance), and separately the outer joins' budget.
    private var budget: Double
    /// The least `a·b` of two unit chord directions for which a smooth vertex's miter point lies
    /// within ``budget`` of the round join: `cos(φ/2) ≥ 1 / (1 + budget / halfWidth)` with
    /// `cos²(φ/2) = (1 + a·b) / 2`.
    private var smoothMiterMinimumDot: Double
    /// The largest angle one side of an inscribed round join may span: its sagitta
    /// `halfWidth · (1 − cos(step / 2))` is then at most ``budget`` (at most a quarter turn).
    private var roundStep: Double

    /// The share of the budget curves are flattened to (Wang's bound, which bounds the distance
    /// between the curve and the chord at equal parameters).
    static let flatteningShare = 0.4

    /// The fraction of the mean sagitta of its two chords by which a flattened curve's inner
    /// point moves toward the curve.
    static let straddle = 2.0 / 3

    /// How close (in x and in y) a flattened point may come to the previous vertex and still be
    /// dropped: `budget · 1e-6`, so the polygon moves by no more than that.
    private var mergeDistance: Double

    /// The largest sine of the angle between the tangents at a junction that still counts as
    /// smooth (1e-9: rounding in paths whose tangents agree by construction).
    static let smoothJunctionSine = 1e-9

    // Scratch, reused across the subpaths of one stroke (and across strokes by a rasterizer that
    // keeps its stroker: ``configure(halfWidth:join:miterLimit:budget:)``). Manually managed
    // (``ScratchBuffer``): an `Array` append checks uniqueness and capacity, a call and a dozen
    // instructions per vertex and loop. The owner calls ``release()`` once, and never copies a
    // stroker that holds memory (copies would share it).
    private var vertices = ScratchBuffer<Point>()
    private var kinds = ScratchBuffer<VertexKind>()
    private var directions = ScratchBuffer<Point>()
    private var outerLoop = ScratchBuffer<Point>()
    private var innerLoop = ScratchBuffer<Point>()

    /// Frees the scratch memory; the stroker must not be used afterwards.
    mutating func release() {
        vertices.release()
        kinds.release()
        directions.release()
        outerLoop.release()
        innerLoop.release()
    }

    /// - Parameters:
    ///   - halfWidth: half the stroke width, positive and finite.
    ///   - budget: half the tolerance, positive.
    init(halfWidth: Double, join: LineJoin, miterLimit: Double, budget: Double) {
        self.halfWidth = 0
        self.join = join
        self.miterLimit = 0
        self.budget = 0
        mergeDistance = 0
        smoothMiterMinimumDot = 0
        roundStep = 0
        configure(halfWidth: halfWidth, join: join, miterLimit: miterLimit, budget: budget)
    }

    /// Sets the style of the strokes that follow, keeping the scratch arrays' storage; the
    /// parameters are those of ``init(halfWidth:join:miterLimit:budget:)``.
    mutating func configure(halfWidth: Double, join: LineJoin, miterLimit: Double, budget: Double) {
        self.halfWidth = halfWidth
        self.join = join
        self.miterLimit = miterLimit
        self.budget = budget
        mergeDistance = budget * 1e-6
        let ratio = 1 + budget / halfWidth
        smoothMiterMinimumDot = 2 / (ratio * ratio) - 1
        roundStep = budget >= halfWidth ? Double.pi / 2
            : Swift.min(Double.pi / 2, 2 * acos(1 - budget / halfWidth))
    }

    /// Appends to `outline` the ring of the closed subpath that starts at `start` and is drawn by
    /// `elements[range]` (lines and curves; the closing line back to `start` is implied), and
    /// returns `true`; or appends nothing and returns `false` where the ring is not provably the
    /// stroke (see the type's applicability).
    mutating func strokeClosedSubpath<Sink: StrokeOutlineSink>(start: Point, elements: ArraySlice<PathElement>,
                                                                into outline: inout Sink) -> Bool {
        guard flatten(start: start, elements: elements), vertices.count >= 3 else { return false }
        guard let sign = convexTurnSign() else { return false }
        guard buildLoops(sign: sign) else { return false }
        // The outer loop in the turning direction of positive turns winds +1 (clockwise on
        // screen), the inner one the other way: both traversed so, whatever the path's own sense.
        outline.reserveAdditional(outerLoop.count + innerLoop.count + 4)
        if sign > 0 {
            appendLoop(outerLoop, reversed: false, to: &outline)
            appendLoop(innerLoop, reversed: true, to: &outline)
        } else {
            appendLoop(outerLoop, reversed: true, to: &outline)
            appendLoop(innerLoop, reversed: false, to: &outline)
        }
        return true
    }

    // MARK: Flattening

    /// Fills ``vertices`` and ``kinds`` with the subpath's polygon; `false` for a real corner next
    /// to a curve or a subpath of zero length.
    private mutating func flatten(start: Point, elements: ArraySlice<PathElement>) -> Bool {
        vertices.count = 0
        kinds.count = 0
        vertices.append(start)
        kinds.append(.smooth)
        var current = start
        var first: (tangent: Point, isCurve: Bool)?
        var last = (tangent: Point.zero, isCurve: false)

        func add(_ segment: PathSegment) -> Bool {
            // A segment within rounding of a point (all its points within ``mergeDistance`` of its
            // start) is skipped like one of zero length: its tangent would be noise.
            let isTiny: Bool
            switch segment {
            case .line(let p0, let p1): isTiny = isNear(p1, p0)
            case .quad(let p0, let p1, let p2): isTiny = isNear(p1, p0) && isNear(p2, p0)
            case .cubic(let p0, let p1, let p2, let p3): isTiny = isNear(p1, p0) && isNear(p2, p0) && isNear(p3, p0)
            }
            if isTiny { return true }
            guard let (startTangent, endTangent) = Stroker.endTangents(of: segment) else { return true }
            let isCurve: Bool
            if case .line = segment { isCurve = false } else { isCurve = true }
            if first == nil {
                first = (startTangent, isCurve)
            } else {
                guard let kind = junctionKind(last.tangent, last.isCurve, startTangent, isCurve) else {
                    return false
                }
                kinds[kinds.count - 1] = kind
            }
            if isCurve {
                // Chords straddling the curve: each inner point moves by ``straddle`` times the
                // mean of its two chords' sagittas (curve at the mid-parameter minus chord
                // midpoint), so a chord of a smooth convex piece with sagitta s lies within −s/3…2s/3
                // of the curve, about 0 on average, instead of 0…s inside it: the pixels' areas
                // then match to 1–2/255 (RingStrokerTests). Flattened to 0.4 of the budget, the
                // moved chords stay within (1 + 2/3) · 0.4 = 2/3 of it (see the type).
                let steps = segment.flatteningSteps(tolerance: budget * RingStroker.flatteningShare)
                let step = 1 / Double(steps)
                var point = segment.start
                var sagitta = Point.zero
                for index in stride(from: 1, to: steps, by: 1) {
                    let next = segment.point(at: Double(index) * step)
                    let middle = segment.point(at: (Double(index) - 0.5) * step)
                    let previousSagitta = sagitta
                    sagitta = middle - (point + next) * 0.5
                    if index > 1 {
                        // The point before `next`, now that both of its chords are known.
                        append(point + (previousSagitta + sagitta) * (RingStroker.straddle / 2))
                    }
                    point = next
                }
                if steps > 1 {
                    let middle = segment.point(at: 1 - 0.5 * step)
                    let lastSagitta = middle - (point + segment.end) * 0.5
                    append(point + (sagitta + lastSagitta) * (RingStroker.straddle / 2))
                }
            }
            append(segment.end)
            last = (endTangent, isCurve)
            return true
        }

        for element in elements {
            let segment: PathSegment
            switch element {
            case .line(let p): segment = .line(current, p); current = p
            case .quadCurve(let p, let c): segment = .quad(current, c, p); current = p
            case .curve(let p, let c1, let c2): segment = .cubic(current, c1, c2, p); current = p
            case .move, .closeSubpath: return false
            }
            guard add(segment) else { return false }
        }
        guard add(.line(current, start)) else { return false }
        guard let first, vertices.count > 1 else { return false }
        // The closing line ends at the start, so the last vertex is the start again (or within
        // ``mergeDistance`` of it, which then stands for it).
        if isNear(vertices[vertices.count - 1], start) {
            vertices.count -= 1
            kinds.count -= 1
        }
        guard let closing = junctionKind(last.tangent, last.isCurve, first.tangent, first.isCurve) else {
            return false
        }
        kinds[0] = closing
        return true
    }

    /// Appends a vertex unless it lies within ``mergeDistance`` of the last one: a chord of zero
    /// length has no direction, and one of rounding size (a curve ending a few ulps off its
    /// neighbour's start) a meaningless one that would fail the convexity check.
    @inline(__always)
    private mutating func append(_ point: Point) {
        guard !isNear(point, vertices[vertices.count - 1]) else { return }
        vertices.append(point)
        kinds.append(.smooth)
    }

    /// Whether `a` lies within ``mergeDistance`` of `b` in x and in y.
    @inline(__always)
    private func isNear(_ a: Point, _ b: Point) -> Bool {
        abs(a.x - b.x) <= mergeDistance && abs(a.y - b.y) <= mergeDistance
    }

    /// The kind of the vertex where a segment ending with unit tangent `a` meets one starting with
    /// unit tangent `b`; `nil` for a real corner next to a curve.
    private func junctionKind(_ a: Point, _ aIsCurve: Bool, _ b: Point, _ bIsCurve: Bool) -> VertexKind? {
        if !aIsCurve && !bIsCurve { return .corner }
        let cross = a.x * b.y - a.y * b.x
        let dot = a.x * b.x + a.y * b.y
        return dot > 0 && abs(cross) <= RingStroker.smoothJunctionSine ? .smooth : nil
    }

    // MARK: Convexity

    /// Fills ``directions`` (edge `i` runs from vertex `i` to vertex `i + 1`, cyclically) and
    /// returns the sign of the polygon's turns (+1 toward +y) if it is convex and simple, else `nil`.
    private mutating func convexTurnSign() -> Double? {
        let count = vertices.count
        // Sized first and written through a pointer, no capacity check per vertex.
        directions.count = 0
        directions.reserve(count)
        directions.count = count
        let v = vertices.base, d = directions.base
        for index in 0..<count {
            let next = index + 1 == count ? v[0] : v[index + 1]
            d[index] = Stroker.unit(next - v[index])
        }
        var sign = 0.0
        var previous = d[count - 1]
        var passes = 0, reversePasses = 0
        for index in 0..<count {
            let direction = d[index]
            let cross = previous.x * direction.y - previous.y * direction.x
            if cross == 0 {
                // Straight on is a turn of neither sign; back on itself is not convex.
                guard previous.x * direction.x + previous.y * direction.y > 0 else { return nil }
            } else {
                let turn: Double = cross > 0 ? 1 : -1
                if sign == 0 { sign = turn } else if turn != sign { return nil }
            }
            // Passes through angle 0 (the direction +x) for positive turns, and for negative ones.
            if previous.y < 0 && direction.y >= 0 { passes += 1 }
            if previous.y > 0 && direction.y <= 0 { reversePasses += 1 }
            previous = direction
        }
        guard sign != 0, (sign > 0 ? passes : reversePasses) == 1 else { return nil }
        return sign
    }

    // MARK: Loops

    /// Fills ``outerLoop`` and ``innerLoop`` in the path's order; `false` if an inner offset edge
    /// vanishes or reverses.
    private mutating func buildLoops(sign: Double) -> Bool {
        let count = vertices.count
        let h = halfWidth
        outerLoop.count = 0
        innerLoop.count = 0
        var a = directions[count - 1]
        for index in 0..<count {
            let vertex = vertices[index]
            let b = directions[index]
            // The outer normals: `sign · (d.y, −d.x)` points away from the turns.
            let p = Point(x: sign * a.y, y: -sign * a.x)
            let q = Point(x: sign * b.y, y: -sign * b.x)
            let dot = a.x * b.x + a.y * b.y
            // Where the offset lines of the two edges meet, `(p + q) · h / (1 + a·b)` from the
            // vertex on either side; 1 + a·b > 0 since every turn is below a half turn.
            let miter = (p + q) * (h / (1 + dot))
            innerLoop.append(vertex - miter)
            switch kinds[index] {
            case .smooth:
                if dot >= smoothMiterMinimumDot {
                    outerLoop.append(vertex + miter)
                } else {
                    appendRoundJoin(at: vertex, from: p, to: q, dot: dot, sign: sign)
                }
            case .corner:
                switch join {
                case .miter:
                    // Bevelled where the miter's length over the width, 1 / cos(φ/2), exceeds the
                    // limit (the union of pieces' rule).
                    let halfTurnCosine = Swift.max(0, (1 + dot) / 2).squareRoot()
                    if halfTurnCosine * miterLimit >= 1 {
                        outerLoop.append(vertex + miter)
                    } else {
                        outerLoop.append(vertex + p * h)
                        outerLoop.append(vertex + q * h)
                    }
                case .bevel:
                    outerLoop.append(vertex + p * h)
                    if p != q { outerLoop.append(vertex + q * h) }
                case .round:
                    appendRoundJoin(at: vertex, from: p, to: q, dot: dot, sign: sign)
                }
            }
            a = b
        }
        // 4. Every inner edge keeps its direction.
        for index in 0..<count {
            let next = index + 1 == count ? innerLoop[0] : innerLoop[index + 1]
            let edge = next - innerLoop[index]
            let d = directions[index]
            guard edge.x * d.x + edge.y * d.y > 0 else { return false }
        }
        return true
    }

    /// The points of the polygon inscribed in the arc of radius ``halfWidth`` around `vertex` from
    /// unit vector `p` to unit vector `q` (turning by `sign`), ends included, each side spanning at
    /// most ``roundStep``.
    private mutating func appendRoundJoin(at vertex: Point, from p: Point, to q: Point, dot: Double,
                                          sign: Double) {
        let cross = p.x * q.y - p.y * q.x
        let sweep = atan2(abs(cross), dot)
        let pieces = Stroker.arcPieces(sweep: sweep, maximumPieceSweep: roundStep)
        outerLoop.append(vertex + p * halfWidth)
        if pieces > 1 {
            let angle = sign * sweep / Double(pieces)
            for index in 1..<pieces {
                // Rotated from p directly (not step by step) so rounding does not accumulate.
                let turned = Double(index) * angle
                let ct = cos(turned), st = sin(turned)
                outerLoop.append(vertex + Point(x: p.x * ct - p.y * st, y: p.x * st + p.y * ct) * halfWidth)
            }
        }
        if p != q { outerLoop.append(vertex + q * halfWidth) }
    }

    /// Appends `points` as one closed subpath, in order or reversed.
    private func appendLoop<Sink: StrokeOutlineSink>(_ points: ScratchBuffer<Point>, reversed: Bool,
                                                     to outline: inout Sink) {
        outline.addClosedPolygon(UnsafeBufferPointer(start: points.base, count: points.count), reversed: reversed)
    }
}

/// Where ``RingStroker`` writes a ring: a ``Path`` (``Path/stroked(_:tolerance:)``), or a
/// rasterizer's loaded path directly (``Rasterizer/loadStroke(of:style:tolerance:transform:)``),
/// which then holds exactly the elements the path would.
protocol StrokeOutlineSink {
    /// Room for `count` more elements.
    mutating func reserveAdditional(_ count: Int)
    /// Starts a subpath at `point`.
    mutating func move(to point: Point)
    /// A line from the current point to `point`.
    mutating func addLine(to point: Point)
    /// Closes the subpath.
    mutating func closeSubpath()
    /// Appends `polygon` (at least one point) as one closed subpath, its points in order or
    /// reversed: a move to the first, a line to each other one, then a close.
    mutating func addClosedPolygon(_ polygon: UnsafeBufferPointer<Point>, reversed: Bool)
}

extension StrokeOutlineSink {
    mutating func addClosedPolygon(_ polygon: UnsafeBufferPointer<Point>, reversed: Bool) {
        let count = polygon.count
        if reversed {
            move(to: polygon[count - 1])
            for index in stride(from: count - 2, through: 0, by: -1) { addLine(to: polygon[index]) }
        } else {
            move(to: polygon[0])
            for index in 1..<count { addLine(to: polygon[index]) }
        }
        closeSubpath()
    }
}

extension Path: StrokeOutlineSink {
    mutating func reserveAdditional(_ count: Int) {
        reserveCapacity(elements.count + count)
    }
}
