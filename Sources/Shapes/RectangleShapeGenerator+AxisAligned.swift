import Geometry

extension RectangleShapeGenerator {
    /// The largest side, corner size or triangle size the axis-aligned route takes (2^500): sums,
    /// differences and relative tolerances of such values never overflow.
    static let axisAlignedLimit = 0x1p500

    /// Appends the outline of a rectangle with no corner offsets and positive sides: the route
    /// ``appendPath(for:to:)`` takes first. The elements are those of the general algorithm, bit for
    /// bit (signed zeros included; AxisAlignedRouteTests compares them over thousands of shapes).
    ///
    /// Without offsets every edge runs along an axis, so every rotation of the general algorithm is
    /// a quarter turn: corner i and edge i both turn by i quarter turns (φᵢ₋₁ + π/2 = φᵢ). Their
    /// transforms are built here with the entries the general algorithm's products give
    /// (``QuarterTurn``), and every other step is the general algorithm's, operation for operation,
    /// minus its machinery (atan2 directions, `exactCosineAndSine`, transform products, a ``Path``
    /// append per element): the outline is written straight into the path's storage
    /// (``Geometry/Path/appendSubpath(count:_:)``), its element count known beforehand.
    /// Two steps are shortened where the geometry makes them exact:
    /// - an edge's two ends lie on the same side line (each is that line's coordinate plus a zero),
    ///   so the distance between them is the magnitude of the other difference, which is what
    ///   `hypotenuse` returns when one argument is zero;
    /// - a rounded corner whose path arrives at its start (the usual case: the edge before it
    ///   snapped there) is the exact quarter arc, because ``Geometry/TangentArc`` takes axis legs'
    ///   unit vectors exactly: its tangent points are the outline's own, its half-sweep tangent is
    ///   1, and no line precedes it.
    ///
    /// Anything else (a rounded corner reached anywhere but at its start, after an overshooting
    /// edge; non-finite or enormous sizes) returns `false` with `path` unchanged (emptied, when
    /// `replacing`), and the general algorithm runs.
    ///
    /// With `replacing`, the outline replaces the elements of `path` instead of following them
    /// (``Geometry/Path/replaceElements(count:_:)``): a path rebuilt every frame is overwritten in
    /// place.
    ///
    /// - Returns: whether the outline was written.
    func appendAxisAlignedPath(for size: Size, to path: inout Path, replacing: Bool = false) -> Bool {
        let w = size.width, h = size.height, limit = RectangleShapeGenerator.axisAlignedLimit
        guard w > 0, h > 0, w <= limit, h <= limit,
              topLeftCornerOffset.isOrigin, topRightCornerOffset.isOrigin,
              bottomRightCornerOffset.isOrigin, bottomLeftCornerOffset.isOrigin
        else { return false }
        let count = 2 + topLeftCorner.axisAlignedElementCount + topRightCorner.axisAlignedElementCount
            + bottomRightCorner.axisAlignedElementCount + bottomLeftCorner.axisAlignedElementCount
            + topEdge.elementCount + rightEdge.elementCount + bottomEdge.elementCount + leftEdge.elementCount
        // Everything else happens inside the writer, which captures little (a closure context
        // holding the outlines and transforms was copied on every call).
        func write(_ base: UnsafeMutablePointer<PathElement>) -> (minimum: Point, maximum: Point)? {
            // Every interior angle is π/2 within a few ulps: only a rounded corner reads it, through
            // the same right-angle test.
            let o0 = topLeftCorner.outline(angle: .pi / 2, viewSize: size)
            let o1 = topRightCorner.outline(angle: .pi / 2, viewSize: size)
            let o2 = bottomRightCorner.outline(angle: .pi / 2, viewSize: size)
            let o3 = bottomLeftCorner.outline(angle: .pi / 2, viewSize: size)
            guard o0.isWithin(limit), o1.isWithin(limit), o2.isWithin(limit), o3.isWithin(limit),
                  topEdge.isWithin(limit), rightEdge.isWithin(limit), bottomEdge.isWithin(limit),
                  leftEdge.isWithin(limit)
            else { return nil }
            // Corner i sits at its vertex, turned by i quarter turns; edge i turns as corner i does.
            let t0 = QuarterTurn(0).placed(atX: 0, y: 0), t1 = QuarterTurn(1).placed(atX: w, y: 0)
            let t2 = QuarterTurn(2).placed(atX: w, y: h), t3 = QuarterTurn(3).placed(atX: 0, y: h)
            let s0 = o0.start.applying(t0), e0 = o0.end.applying(t0), s1 = o1.start.applying(t1)
            let e1 = o1.end.applying(t1), s2 = o2.start.applying(t2), e2 = o2.end.applying(t2)
            let s3 = o3.start.applying(t3), e3 = o3.end.applying(t3)
            var writer = OutlineWriter(base, start: s0)
            guard writer.addCorner(o0, transform: t0, start: s0, end: e0) else { return nil }
            writer.addEdge(topEdge, turns: QuarterTurn(0), from: e0, to: s1)
            guard writer.addCorner(o1, transform: t1, start: s1, end: e1) else { return nil }
            writer.addEdge(rightEdge, turns: QuarterTurn(1), from: e1, to: s2)
            guard writer.addCorner(o2, transform: t2, start: s2, end: e2) else { return nil }
            writer.addEdge(bottomEdge, turns: QuarterTurn(2), from: e2, to: s3)
            guard writer.addCorner(o3, transform: t3, start: s3, end: e3) else { return nil }
            writer.addEdge(leftEdge, turns: QuarterTurn(3), from: e3, to: s0)
            writer.close()
            assert(writer.count == count, "\(writer.count) elements written, \(count) expected")
            return (writer.minimum, writer.maximum)
        }
        return replacing ? path.replaceElements(count: count, write) : path.appendSubpath(count: count, write)
    }
}

/// A rotation by a whole number of quarter turns, as the general algorithm's transforms hold it.
private struct QuarterTurn {
    let a: Double, b: Double, c: Double, d: Double

    /// `count` quarter turns (0 … 3) toward +y: the linear part of
    /// `AffineTransform(rotationAngle: θ).concatenating(AffineTransform(translationX:y:))` for
    /// θ = count · π/2, signed zeros included (the product turns `−sin 0 = −0` into +0 but keeps
    /// `−sin π = −0`), so every mapped point has the general algorithm's bits.
    @inline(__always)
    init(_ count: Int) {
        switch count {
        case 0: (a, b, c, d) = (1, 0, 0, 1)
        case 1: (a, b, c, d) = (0, 1, -1, 0)
        case 2: (a, b, c, d) = (-1, 0, -0.0, -1)
        default: (a, b, c, d) = (0, -1, 1, 0)
        }
    }

    /// The rotation followed by a translation to (x, y), entry for entry what the general algorithm's
    /// product gives (its translation is `0 + x`, which turns −0 into +0).
    @inline(__always)
    func placed(atX x: Double, y: Double) -> AffineTransform {
        AffineTransform(a: a, b: b, c: c, d: d, tx: 0 + x, ty: 0 + y)
    }
}

extension EdgeTreatment {
    /// How many elements the edge writes.
    fileprivate var elementCount: Int {
        if case .triangle = self { return 4 }
        return 1
    }

    /// Whether a triangle's size is finite and at most `limit` in magnitude (always, for a straight
    /// edge).
    fileprivate func isWithin(_ limit: Double) -> Bool {
        if case .triangle(let size, _) = self { return abs(size) <= limit }
        return true
    }
}

extension Point {
    /// Whether both coordinates are zero (of either sign): `== .zero` without the global's accessor.
    fileprivate var isOrigin: Bool { x == 0 && y == 0 }
}

extension CornerTreatment {
    /// How many elements the corner writes in the axis-aligned route (which declines a rounded
    /// corner that would need an implied line before its arc).
    fileprivate var axisAlignedElementCount: Int {
        if case .sharp = kind { return 0 }
        return 1
    }
}

extension CornerOutline {
    /// Whether every coordinate of the outline is finite and at most `limit` in magnitude.
    fileprivate func isWithin(_ limit: Double) -> Bool {
        abs(start.x) <= limit && abs(start.y) <= limit && abs(end.x) <= limit && abs(end.y) <= limit
    }
}

/// The elements of one outline written into storage the caller sized, where the path would be,
/// and the bounds of the control points so far.
private struct OutlineWriter {
    private let base: UnsafeMutablePointer<PathElement>
    private(set) var count = 0
    /// The point the last element ends at (the subpath's start after ``close()``).
    private(set) var current: Point
    private(set) var minimum: Point, maximum: Point
    private let start: Point

    /// A writer whose first element is a move to `start`.
    @inline(__always)
    init(_ base: UnsafeMutablePointer<PathElement>, start: Point) {
        self.base = base
        self.start = start
        current = start
        minimum = start
        maximum = start
        base.initialize(to: .move(to: start))
        count = 1
    }

    @inline(__always)
    mutating func addLine(to p: Point) {
        write(.line(to: p), endingAt: p)
    }

    @inline(__always)
    mutating func addQuadCurve(to p: Point, control: Point) {
        include(control)
        write(.quadCurve(to: p, control: control), endingAt: p)
    }

    @inline(__always)
    mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        include(control1)
        include(control2)
        write(.curve(to: p, control1: control1, control2: control2), endingAt: p)
    }

    /// Writes the corner's element, as ``CornerOutline/append(to:transform:)`` does.
    ///
    /// - Returns: `false` for a rounded corner the path does not reach at its start (the general
    ///   algorithm adds a line first, or its tangent arc is not the exact quarter arc).
    @inline(__always)
    mutating func addCorner(_ outline: CornerOutline, transform: AffineTransform, start: Point, end: Point) -> Bool {
        switch outline.shape {
        case .sharp:
            return true
        case .cut:
            addLine(to: end)
            return true
        case .curved:
            addQuadCurve(to: end, control: Point(x: 0, y: 0).applying(transform))
            return true
        case .rounded(let r):
            // The general algorithm maps the current point back into the corner's frame and draws
            // TangentArc(from: local, corner: .zero, to: (r, 0), radius: r), after a line to the
            // arc's start unless the path is there. When the path is exactly at the outline's start
            // (0, r)·T, the quarter-turn inverse gives local x = 0 exactly and local y = the start's
            // distance from the vertex along the leg (one subtraction), positive when the start is
            // not the vertex itself; the legs are then (0, 1) and (1, 0), the half-sweep tangent 1,
            // the tangent points (0, r) and (r, 0), no line precedes the arc, and it is one cubic.
            // Anything else is left to the general algorithm.
            guard r > 0, current == start, start != Point(x: transform.tx, y: transform.ty) else { return false }
            let lambda = (4.0 / 3.0) / (1 + (1 + 1.0 * 1.0).squareRoot())
            let control1 = Point(x: 0 + (0 - 0) * lambda, y: r + (0 - r) * lambda)
            let control2 = Point(x: r + (0 - r) * lambda, y: 0 + (0 - 0) * lambda)
            addCurve(to: end, control1: control1.applying(transform), control2: control2.applying(transform))
            return true
        }
    }

    /// Writes the edge from `edgeStart` to `edgeEnd` (a corner's end and the next one's start), as
    /// ``EdgeTreatment/append(length:to:transform:snappingEndTo:)`` does with the general
    /// algorithm's transform.
    @inline(__always)
    mutating func addEdge(_ edge: EdgeTreatment, turns: QuarterTurn, from edgeStart: Point, to edgeEnd: Point) {
        // One difference is exactly zero (see ``RectangleShapeGenerator/appendAxisAlignedPath(for:to:replacing:)``).
        let length = abs(edgeEnd.x - edgeStart.x) + abs(edgeEnd.y - edgeStart.y)
        let transform = turns.placed(atX: edgeStart.x, y: edgeStart.y)
        if case .triangle(let size, let style) = edge {
            let (a, apex, b) = edge.triangle(length: length, size: size, style: style)
            addLine(to: a.applying(transform))
            addLine(to: apex.applying(transform))
            addLine(to: b.applying(transform))
        }
        var end = Point(x: length, y: 0).applying(transform)
        // Equal ends (the usual case) are coincident: the snap without the tolerance's arithmetic.
        if end == edgeEnd || PathGenerator.isCoincident(end, edgeEnd) { end = edgeEnd }
        addLine(to: end)
    }

    @inline(__always)
    mutating func close() {
        (base + count).initialize(to: .closeSubpath)
        count += 1
        current = start
    }

    @inline(__always)
    private mutating func write(_ element: PathElement, endingAt p: Point) {
        include(p)
        (base + count).initialize(to: element)
        count += 1
        current = p
    }

    /// The outline's coordinates are finite, so the order of the folds cannot matter.
    @inline(__always)
    private mutating func include(_ p: Point) {
        minimum = Point(x: Swift.min(minimum.x, p.x), y: Swift.min(minimum.y, p.y))
        maximum = Point(x: Swift.max(maximum.x, p.x), y: Swift.max(maximum.y, p.y))
    }
}
