// Strokes become paths that are then filled (tiny-skia's painter does the same): `Path.stroked`
// builds an outline here, and the one fill routine draws it with the nonzero rule.
//
// A closed subpath whose ring between two offset loops is provably its stroke (convex, the inner
// offset keeping every edge: RingStroker.swift) is stroked as that ring: fewer edges, and exact
// area with no overlap. Everything else is a union of pieces, as follows.
//
// The outline is a union of small convex pieces rather than one offset curve per side. Offsetting
// each side into a single loop needs the loops' self-intersections resolved (a tight turn, a
// cusp or a curve whose radius is below half the width makes the inner side fold back over
// itself, and a folded loop can wind 0 where the stroke covers). A union of pieces has no such
// case: every piece is wound the same way (+1, clockwise on screen), so the nonzero rule fills
// exactly the points some piece covers, whatever the pieces overlap. It costs a few more edges
// than two offset loops, which the rasterizer's cost model (per edge and per span) absorbs.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

extension Path {
    /// The outline of this path stroked with `style`, centred on the path, as a path to be filled
    /// with the **nonzero** rule (``FillRule/nonZero``).
    ///
    ///     var polyline = Path()
    ///     polyline.move(to: Point(x: 0, y: 0))
    ///     polyline.addLine(to: Point(x: 10, y: 0))
    ///     let outline = polyline.stroked(StrokeStyle(width: 2))
    ///     outline.contains(Point(x: 5, y: 0.9))    // true: within 1 of the line
    ///     outline.contains(Point(x: 10.5, y: 0))   // false: butt caps end at the end point
    ///
    /// ## Construction
    /// A closed subpath whose flattening is a convex polygon, turning once, and whose inner offset
    /// at `width / 2` keeps every edge (a rounded rectangle or circle whose radius exceeds half the
    /// width, a rectangle or cut-corner polygon whose sides are long enough for the inner offset to
    /// keep them all) is the ring between its outer offset loop (the style's join on the outer side
    /// of every corner between lines) and its inner one reversed: exactly the stroke of its
    /// flattening, with no overlapping pieces (``RingStroker`` has the conditions and the proof).
    /// The ring's loops are polygons.
    ///
    /// Every other subpath is a union of closed convex pieces, each wound clockwise on screen (winding
    /// number +1 inside), so the nonzero rule fills exactly the points that some piece covers; the
    /// even-odd rule would leave holes where pieces overlap. The pieces are:
    /// - for every straight segment (and every chord of a flattened curve), the rectangle of width
    ///   `style.width` centred on it, ending square at its end points;
    /// - at every corner between two segments, a wedge on the outer side of the turn: a triangle for
    ///   ``LineJoin/bevel``, the triangle plus the miter's tip for ``LineJoin/miter`` (bevelled when
    ///   the miter length exceeds `style.miterLimit` times the width, CoreGraphics' and SVG's rule),
    ///   a circular sector for ``LineJoin/round``;
    /// - at the ends of open subpaths, a half-disk for ``LineCap/round``, a half-width rectangle
    ///   for ``LineCap/square``, nothing for ``LineCap/butt``.
    ///
    /// The rectangles and round joins and caps together are exactly the set of points within
    /// `width / 2` of the path, so with round joins and caps the outline is that set.
    ///
    /// Closed subpaths get a join at every vertex, their start included, and no caps. Corners and
    /// ends use the true tangents of curves, so joins between curves and caps on curves are square
    /// to the curve, not to a chord. A turn of exactly 180° is a cusp: round joins draw a half-disk
    /// around it, miter and bevel joins draw nothing (the miter would be infinitely long).
    ///
    /// ## Tolerance
    /// Every point of the filled outline lies within `tolerance` of the ideal stroke of the same
    /// path, and every point of the ideal stroke within `tolerance` of the outline. Half of the
    /// budget goes to flattening curves into chords (``PathSegment/flatteningSteps(tolerance:)``),
    /// the other half to each local approximation on top of that: circular arcs are cubic Béziers
    /// split finely enough that their radial error stays within it; the chords next to a curve's
    /// end points are refined until the chord's direction is close enough to the tangent that its
    /// rectangle cannot stick out past a butt end by more than it; and where consecutive chords of
    /// one curve turn, the gap between their rectangles is filled by a round wedge (the exact
    /// answer for a smooth curve) or, when that is within the budget, a triangle. Lines, straight
    /// corners and polyline strokes are exact apart from the arcs. The outline's arcs are cubic
    /// curves: the fill routine flattens them again with its own tolerance.
    ///
    /// A ring keeps the same contract: its curves are flattened to 0.4 of the budget with the
    /// chords' inner points moved toward the curve by 2/3 of their chords' mean sagitta (so the
    /// chords straddle the curve rather than lie inside it), within 2/3 of the budget of the curve;
    /// its inner loop is exact for that polygon; its outer loop's miter points at the vertices of
    /// curves (used where a miter lies within the budget of the round join) and its round joins
    /// (polygons inscribed with sagitta at most the budget) lie within the other half. Measured
    /// against the exact area of a rounded rectangle's ideal stroke: 1–2/255 per pixel at the
    /// default tolerance (RingStrokerTests).
    ///
    ///
    /// ## Degenerate input
    /// - A width that is not a positive finite number, or any non-finite point in the path, gives
    ///   an empty path (nothing is stroked).
    /// - Zero-length segments are skipped, so they neither join nor set a cap's direction.
    /// - A subpath that draws but has zero length (a move and a line to the same point, or a move
    ///   and a close) is stroked as a point, as CoreGraphics and SVG do: a disk of diameter `width`
    ///   for round caps, an axis-aligned square of side `width` for square caps, nothing for butt
    ///   caps. A lone move draws nothing.
    ///
    /// - Parameters:
    ///   - style: the width, joins, caps and miter limit; the width is in this path's units.
    ///   - tolerance: the largest distance, in path units, between the outline and the ideal
    ///     stroke; values below 1e-12 (and NaN) count as 1e-12.
    /// - Returns: the outline, to be filled with ``FillRule/nonZero``.
    /// - Complexity: O(*n*) in the number of segments plus the chords curves flatten into. Allocates
    ///   the returned path, and for closed subpaths the ring's scratch arrays (reused across them).
    public func stroked(_ style: StrokeStyle, tolerance: Double = 0.05) -> Path {
        guard Stroker.canStroke(self, style: style) else { return Path() }
        var stroker = Stroker(style: style, tolerance: tolerance)
        defer { stroker.releaseScratch() }
        // About two pieces of five elements per segment; curves grow the path as they flatten.
        stroker.outline.reserveCapacity(elements.count * 10)
        stroker.stroke(self)
        return stroker.outline
    }
}

/// Builds the outline of ``Path/stroked(_:tolerance:)``: walks the path's elements once, keeping
/// only the state of the current subpath, and appends pieces to ``outline`` as it goes.
///
/// The one place a stroke's route is chosen: each closed subpath that ``RingStroker`` accepts is
/// its ring, every other subpath a union of pieces. ``strokeRings(of:using:into:)`` is the same
/// choice for a path whose subpaths are all rings, written to any sink (the rasterizer's loaded
/// path) so that such a stroke allocates nothing.
struct Stroker {
    /// The outline built so far.
    var outline = Path()

    /// Half the stroke width: how far the stroke reaches to each side.
    private let halfWidth: Double
    private let join: LineJoin
    private let cap: LineCap
    private let miterLimit: Double
    /// Half the tolerance: the error allowed to flattening, and separately to each local
    /// approximation (an arc, an end chord, a bevelled smooth turn) on top of it.
    private let budget: Double
    /// The sine of the largest angle allowed between a curve's end chord and its end tangent: a
    /// chord's rectangle then sticks out past the end's square by at most `halfWidth · sine`.
    private let endChordSine: Double
    /// The largest sweep of one cubic piece of an arc of radius ``halfWidth`` (at most a quarter
    /// turn, Geometry's `Arc` piece).
    private let maximumArcPieceSweep: Double

    /// The ring route for closed subpaths (``RingStroker``), with its scratch buffers.
    private var rings: RingStroker

    /// The first point of the current subpath.
    private var subpathStart = Point.zero
    /// The end of the last element.
    private var current = Point.zero
    /// Whether the current subpath has a drawing element (a line, a curve or a close).
    private var hasDrawing = false
    /// The start tangent of the subpath's first segment of non-zero length, once there is one.
    private var firstTangent: Point?
    /// The end tangent of the last segment of non-zero length.
    private var lastTangent = Point.zero

    /// How many times the parameter step next to a curve's end may be halved: 2^-48 of the step is
    /// far below any visible chord, and the loop stays bounded for curves that never satisfy the
    /// test (which can only happen through rounding).
    private static let maximumEndRefinements = 48

    /// The radial error of the cubic for an arc piece of sweep δ and radius r is `r·δ⁶/55296` to
    /// within 0.4% up to a quarter turn (checked numerically: 2.7253e-4·r at π/2 against
    /// 2.7166e-4 from the formula); 54000 in its place keeps a margin.
    private static let arcErrorDenominator = 54_000.0

    init(style: StrokeStyle, tolerance: Double) {
        halfWidth = style.width / 2
        join = style.join
        cap = style.cap
        miterLimit = style.miterLimit
        budget = Stroker.budget(tolerance: tolerance)
        endChordSine = budget / halfWidth
        rings = RingStroker(halfWidth: halfWidth, join: style.join, miterLimit: style.miterLimit,
                              budget: budget)
        maximumArcPieceSweep = Swift.min(Double.pi / 2,
                                         pow(Stroker.arcErrorDenominator * budget / halfWidth, 1.0 / 6))
    }

    /// Half the tolerance (at least ``PathSegment/minimumFlatteningTolerance``): the budget of
    /// each approximation.
    static func budget(tolerance: Double) -> Double {
        let minimum = PathSegment.minimumFlatteningTolerance
        return (tolerance >= minimum ? tolerance : minimum) / 2
    }

    /// Whether `style` and every point of `path` are fit to stroke (``Path/stroked(_:tolerance:)``
    /// draws nothing otherwise).
    static func canStroke(_ path: Path, style: StrokeStyle) -> Bool {
        guard style.width > 0, style.width.isFinite else { return false }
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p):
                guard p.isFinite else { return false }
            case .quadCurve(let p, let c):
                guard p.isFinite, c.isFinite else { return false }
            case .curve(let p, let c1, let c2):
                guard p.isFinite, c1.isFinite, c2.isFinite else { return false }
            case .closeSubpath:
                break
            }
        }
        return true
    }

    /// Writes to `sink` the outline ``Path/stroked(_:tolerance:)`` builds for `path`, when every
    /// subpath takes the ring route: the path is a sequence of subpaths each made of a move, at
    /// least one line or curve and a close, and ``RingStroker`` accepts each (its style set by the
    /// caller with the stroke's half width, join, miter limit and ``budget(tolerance:)``). Then the
    /// sink gets exactly the elements, in the same order, that ``stroke(_:)`` appends for such a
    /// path (its ring route), and the result is `true`. Otherwise `false`, and the sink holds a
    /// partial outline that the caller discards. `path` must pass ``canStroke(_:style:)``.
    static func strokeRings<Sink: StrokeOutlineSink>(of path: Path, using rings: inout RingStroker,
                                                     into sink: inout Sink) -> Bool {
        let elements = path.elements
        var index = 0
        while index < elements.count {
            guard case .move(let start) = elements[index] else { return false }
            var close = index + 1
            scan: while close < elements.count {
                switch elements[close] {
                case .line, .quadCurve, .curve: close += 1
                case .move, .closeSubpath: break scan
                }
            }
            guard close < elements.count, close > index + 1, case .closeSubpath = elements[close],
                  rings.strokeClosedSubpath(start: start, elements: elements[(index + 1)..<close], into: &sink) else {
                return false
            }
            index = close + 1
        }
        return true
    }

    /// Frees the ring stroker's scratch memory; the stroker must not be used afterwards.
    mutating func releaseScratch() { rings.release() }

    /// Appends the outline of every subpath of `path`.
    mutating func stroke(_ path: Path) {
        let elements = path.elements
        var index = 0
        while index < elements.count {
            let element = elements[index]
            index += 1
            switch element {
            case .move(let p):
                finishSubpath(closed: false)
                subpathStart = p
                current = p
                // A closed subpath whose ring is provably its stroke takes the ring route,
                // elements up to its close included.
                if let close = closingIndex(in: elements, from: index),
                   rings.strokeClosedSubpath(start: p, elements: elements[index..<close], into: &outline) {
                    index = close + 1
                }
            case .line(let p):
                addSegment(.line(current, p))
                current = p
            case .quadCurve(let p, let c):
                addSegment(.quad(current, c, p))
                current = p
            case .curve(let p, let c1, let c2):
                addSegment(.cubic(current, c1, c2, p))
                current = p
            case .closeSubpath:
                addSegment(.line(current, subpathStart))
                current = subpathStart
                finishSubpath(closed: true)
            }
        }
        finishSubpath(closed: false)
    }

    /// The index of the close that ends the subpath whose drawing elements begin at `start`, if
    /// the subpath is closed and draws at least one line or curve before it.
    private func closingIndex(in elements: [PathElement], from start: Int) -> Int? {
        var index = start
        while index < elements.count {
            switch elements[index] {
            case .line, .quadCurve, .curve: index += 1
            case .closeSubpath: return index > start ? index : nil
            case .move: return nil
            }
        }
        return nil
    }

    // MARK: Subpaths

    /// Adds the pieces of one segment and the join before it; skips a segment of zero length.
    private mutating func addSegment(_ segment: PathSegment) {
        hasDrawing = true
        guard let (startTangent, endTangent) = Stroker.endTangents(of: segment) else { return }
        if firstTangent == nil {
            firstTangent = startTangent
        } else {
            addJoin(at: segment.start, from: lastTangent, to: startTangent, style: join)
        }
        if case .line(let a, let b) = segment {
            addRectangle(from: a, to: b, direction: startTangent)
        } else {
            addFlattenedCurve(segment, startTangent: startTangent, endTangent: endTangent)
        }
        lastTangent = endTangent
    }

    /// Ends the current subpath: the closing join of a closed one, the caps of an open one, or the
    /// dot of one that has zero length.
    private mutating func finishSubpath(closed: Bool) {
        defer {
            hasDrawing = false
            firstTangent = nil
        }
        guard hasDrawing else { return }
        guard let first = firstTangent else {
            addPointCap(at: subpathStart)
            return
        }
        if closed {
            addJoin(at: subpathStart, from: lastTangent, to: first, style: join)
        } else {
            addCap(at: subpathStart, direction: first * -1)
            addCap(at: current, direction: lastTangent)
        }
    }

    /// The unit tangents at the start and end of `segment`, or `nil` if all its points coincide.
    /// Where a control point coincides with its end point the next distinct point gives the
    /// direction, which is the curve's limiting tangent there.
    static func endTangents(of segment: PathSegment) -> (Point, Point)? {
        switch segment {
        case .line(let a, let b):
            guard a != b else { return nil }
            let d = unit(b - a)
            return (d, d)
        case .quad(let p0, let p1, let p2):
            guard p0 != p1 || p0 != p2 else { return nil }
            return (unit(p1 != p0 ? p1 - p0 : p2 - p0), unit(p2 != p1 ? p2 - p1 : p2 - p0))
        case .cubic(let p0, let p1, let p2, let p3):
            guard p0 != p1 || p0 != p2 || p0 != p3 else { return nil }
            let start = p1 != p0 ? p1 - p0 : (p2 != p0 ? p2 - p0 : p3 - p0)
            let end = p3 != p2 ? p3 - p2 : (p3 != p1 ? p3 - p1 : p3 - p0)
            return (unit(start), unit(end))
        }
    }

    // MARK: Curves

    /// Flattens a curve and adds a rectangle per chord, with smooth joins between chords and
    /// between the end chords and the end tangents.
    ///
    /// The parameter steps are uniform (at least two, so the refinements at the two ends never
    /// meet), with extra points halving the first and last steps until the end chords point within
    /// ``endChordSine`` of the tangents.
    private mutating func addFlattenedCurve(_ segment: PathSegment, startTangent: Point,
                                            endTangent: Point) {
        let start = segment.start, end = segment.end
        let steps = Swift.max(2, segment.flatteningSteps(tolerance: budget))
        let step = 1 / Double(steps)

        // 1. How often the first and last steps must be halved.
        var startHalvings = 0
        while startHalvings < Stroker.maximumEndRefinements,
              !isClose(chord: segment.point(at: step / Double(1 << startHalvings)) - start,
                       to: startTangent) {
            startHalvings += 1
        }
        var endHalvings = 0
        while endHalvings < Stroker.maximumEndRefinements,
              !isClose(chord: end - segment.point(at: 1 - step / Double(1 << endHalvings)),
                       to: endTangent) {
            endHalvings += 1
        }

        // 2. Walk the points in increasing parameter order.
        var previous = start, direction = startTangent
        var halving = startHalvings
        while halving > 0 {
            addChord(from: &previous, direction: &direction,
                     to: segment.point(at: step / Double(1 << halving)))
            halving -= 1
        }
        for index in 1..<steps {
            addChord(from: &previous, direction: &direction,
                     to: segment.point(at: Double(index) / Double(steps)))
        }
        for halving in stride(from: 1, through: endHalvings, by: 1) {
            addChord(from: &previous, direction: &direction,
                     to: segment.point(at: 1 - step / Double(1 << halving)))
        }
        addChord(from: &previous, direction: &direction, to: end)
        addSmoothJoin(at: end, from: direction, to: endTangent)
    }

    /// Whether a chord from a curve's end point points within ``endChordSine`` of the tangent
    /// there. A zero chord counts as close: halving further cannot help it.
    private func isClose(chord: Point, to tangent: Point) -> Bool {
        guard chord != .zero else { return true }
        let length = chord.length
        let dot = chord.x * tangent.x + chord.y * tangent.y
        let cross = chord.x * tangent.y - chord.y * tangent.x
        return dot > 0 && abs(cross) <= endChordSine * length
    }

    /// Adds the chord from `previous` to `point` (unless it has zero length) with a smooth join
    /// from the previous chord's `direction`, and advances both.
    private mutating func addChord(from previous: inout Point, direction: inout Point, to point: Point) {
        guard point != previous else { return }
        let d = Stroker.unit(point - previous)
        addSmoothJoin(at: previous, from: direction, to: d)
        addRectangle(from: previous, to: point, direction: d)
        previous = point
        direction = d
    }

    /// The join inside a smooth curve: round (exact, since the offset of a smooth curve is smooth),
    /// or a bevel where the bevel lies within the budget of the round join, `h·(1 − cos(φ/2))`
    /// for a turn φ.
    private mutating func addSmoothJoin(at vertex: Point, from a: Point, to b: Point) {
        let dot = a.x * b.x + a.y * b.y
        let halfTurnCosine = Swift.max(0, (1 + dot) / 2).squareRoot()
        addJoin(at: vertex, from: a, to: b,
                style: halfWidth * (1 - halfTurnCosine) <= budget ? .bevel : .round)
    }

    // MARK: Pieces

    /// The wedge on the outer side of the turn from unit direction `a` to unit direction `b` at
    /// `vertex`. Nothing for no turn; for a 180° turn only a round join draws (a half-disk).
    private mutating func addJoin(at vertex: Point, from a: Point, to b: Point, style: LineJoin) {
        let cross = a.x * b.y - a.y * b.x
        let dot = a.x * b.x + a.y * b.y
        if cross == 0 {
            // Straight on draws nothing; a cusp has no outer side, and only a round join covers it.
            if dot < 0, style == .round {
                addSector(at: vertex, from: Point(x: a.y, y: -a.x), to: Point(x: -a.y, y: a.x),
                          sweep: Double.pi)
            }
            return
        }
        // 1. The outer unit normals p (where the wedge starts) and q (where it ends), ordered so
        //    that p turns to q in the positive direction (+x toward +y, clockwise on screen), which
        //    winds each piece below +1. Turning toward +y (cross > 0) the outer side is the
        //    normals' negative side −n(d), with n(d) = (−d.y, d.x); turning the other way it is +n(d),
        //    visited from b back to a.
        let p = cross > 0 ? Point(x: a.y, y: -a.x) : Point(x: -b.y, y: b.x)
        let q = cross > 0 ? Point(x: b.y, y: -b.x) : Point(x: -a.y, y: a.x)
        let h = halfWidth
        switch style {
        case .bevel:
            addPolygon(vertex, vertex + p * h, vertex + q * h)
        case .miter:
            // 2. The miter's length over the width is 1 / sin(θ/2) for the angle θ between the
            //    segments, that is 1 / cos(φ/2) for the turn φ, and cos²(φ/2) = (1 + a·b) / 2. It is
            //    bevelled when the ratio exceeds the limit (CGContextSetMiterLimit, SVG).
            let halfTurnCosine = Swift.max(0, (1 + dot) / 2).squareRoot()
            if halfTurnCosine * miterLimit >= 1 {
                // The tip lies on the bisector p + q (length 2·cos(φ/2)) at h / cos(φ/2) from the
                // vertex: (p + q) · h / (2·cos²(φ/2)) = (p + q) · h / (1 + a·b).
                addPolygon(vertex, vertex + p * h, vertex + (p + q) * (h / (1 + dot)), vertex + q * h)
            } else {
                addPolygon(vertex, vertex + p * h, vertex + q * h)
            }
        case .round:
            addSector(at: vertex, from: p, to: q, sweep: atan2(abs(cross), dot))
        }
    }

    /// The cap at an end point of an open subpath; `direction` is the unit vector pointing out of
    /// the path there.
    private mutating func addCap(at point: Point, direction d: Point) {
        let n = Point(x: -d.y, y: d.x)
        let h = halfWidth
        switch cap {
        case .butt:
            break
        case .round:
            // A half-disk from −n through d to +n, closed by its diameter.
            outline.move(to: point - n * h)
            addArc(center: point, from: n * -1, to: n, sweep: Double.pi)
            outline.closeSubpath()
        case .square:
            addPolygon(point - n * h, point + (d - n) * h, point + (d + n) * h, point + n * h)
        }
    }

    /// The cap of a subpath of zero length: a disk, an axis-aligned square, or nothing.
    private mutating func addPointCap(at point: Point) {
        let h = halfWidth
        switch cap {
        case .butt:
            break
        case .round:
            let right = Point(x: 1, y: 0)
            outline.move(to: point + right * h)
            addArc(center: point, from: right, to: right, sweep: 2 * Double.pi)
            outline.closeSubpath()
        case .square:
            addPolygon(Point(x: point.x - h, y: point.y - h), Point(x: point.x + h, y: point.y - h),
                       Point(x: point.x + h, y: point.y + h), Point(x: point.x - h, y: point.y + h))
        }
    }

    /// The rectangle of width `2h` centred on the segment from `a` to `b` (unit `direction`).
    private mutating func addRectangle(from a: Point, to b: Point, direction d: Point) {
        let offset = Point(x: -d.y, y: d.x) * halfWidth
        addPolygon(a - offset, b - offset, b + offset, a + offset)
    }

    /// The sector of radius `h` at `center` from unit vector `from` turning positively by `sweep`
    /// (at most π) to unit vector `to`.
    private mutating func addSector(at center: Point, from: Point, to: Point, sweep: Double) {
        outline.move(to: center)
        outline.addLine(to: center + from * halfWidth)
        addArc(center: center, from: from, to: to, sweep: sweep)
        outline.closeSubpath()
    }

    /// Appends, from the current point `center + from · h`, the arc of radius `h` turning
    /// positively by `sweep` and ending exactly at `center + to · h`: Geometry's `Arc` pieces, split
    /// so that each piece's radial error stays within the budget.
    private mutating func addArc(center: Point, from: Point, to: Point, sweep: Double) {
        let pieces = Stroker.arcPieces(sweep: sweep, maximumPieceSweep: maximumArcPieceSweep)
        let startAngle = atan2(from.y, from.x)
        var piecePoint = center + from * halfWidth
        for index in 0..<pieces {
            let angle0 = startAngle + sweep * Double(index) / Double(pieces)
            let angle1 = startAngle + sweep * Double(index + 1) / Double(pieces)
            var arc = Arc(center: center, radius: halfWidth, startAngle: angle0,
                          sweepAngle: angle1 - angle0)
            // Exact end points (as TangentArc stores them), so pieces and neighbours meet exactly.
            arc.startPoint = piecePoint
            if index == pieces - 1 { arc.endPoint = center + to * halfWidth }
            arc.forEachCubic { outline.addCurve(to: $2, control1: $0, control2: $1) }
            piecePoint = arc.endPoint
        }
    }

    private mutating func addPolygon(_ a: Point, _ b: Point, _ c: Point) {
        outline.move(to: a)
        outline.addLine(to: b)
        outline.addLine(to: c)
        outline.closeSubpath()
    }

    private mutating func addPolygon(_ a: Point, _ b: Point, _ c: Point, _ d: Point) {
        outline.move(to: a)
        outline.addLine(to: b)
        outline.addLine(to: c)
        outline.addLine(to: d)
        outline.closeSubpath()
    }

    /// The most pieces a full turn of a round join or cap is cut into (2¹⁶). A width so large
    /// that the budget would need more (a piece angle that rounds to 0 from about 10¹⁶ points)
    /// gets these: the error is then at most `halfWidth · (1 − cos(π / 2¹⁶))`, below 10⁻⁹ of the
    /// width, where the tolerance is already below the rounding of the coordinates.
    static let maximumArcPiecesPerTurn = 65_536.0

    /// How many equal pieces an arc of `sweep` radians (0 … 2π) needs so that none spans more
    /// than `maximumPieceSweep`: at least 1, at most ``maximumArcPiecesPerTurn`` a turn. Compared
    /// in floating point before converting, since a piece angle of 0 makes the quotient infinite.
    static func arcPieces(sweep: Double, maximumPieceSweep: Double) -> Int {
        let cap = (maximumArcPiecesPerTurn * sweep / (2 * Double.pi)).rounded(.up)
        let pieces = (sweep / maximumPieceSweep).rounded(.up)
        guard pieces < cap else { return Swift.max(1, Int(cap)) }
        return Swift.max(1, Int(pieces))
    }

    /// `v` scaled to length 1; `v` must not be zero.
    static func unit(_ v: Point) -> Point {
        let length = v.length
        return Point(x: v.x / length, y: v.y / length)
    }
}
