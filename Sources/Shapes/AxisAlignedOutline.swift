import Geometry

/// A rectangle outline with no corner offsets, resolved once so that writing it for a size is
/// arithmetic and stores: the plan of the axis-aligned route
/// (``RectangleShapeGenerator/appendAxisAlignedPath(for:to:replacing:)``).
///
/// Resolving reads the generator's treatments (corner kinds, values and units, edge triangles) and
/// the element count, and checks what does not depend on the size; ``write(to:size:)`` does the
/// rest. `ts_shape_build_path` keeps the plan with its shape, so a build reads a few plain values
/// instead of switching on treatment enums and copying the ~300-byte generator.
///
/// ## Why the elements are the general algorithm's, bit for bit
/// Without offsets every rotation of the general algorithm is a quarter turn: corner i and edge i
/// both turn by i quarter turns (φᵢ₋₁ + π/2 = φᵢ). Such a transform's linear part holds 0, ±1 and
/// (for a half turn) −0, and its translation is `0 + x` for a corner's vertex or an edge's start,
/// which is never −0 (the vertices' coordinates are +0, w and h; see ``Placed``). A point (x, y)
/// maps to `(a·x + c·y) + tx`, where one product is ±x or ±y exactly and the other a zero: adding
/// a zero changes nothing unless the sum is itself zero, and then adding a translation that is not
/// −0 gives the same bits either way. So corner i's and edge i's points are
/// `origin + x·along + y·across`, one addition or subtraction per coordinate, with
/// (along, across) = (+x, +y), (+y, −x), (−x, −y), (−y, +x) for i = 0 … 3
/// (``place(_:from:along:across:)``). Every other step is the general algorithm's, operation for
/// operation; two are shortened where the geometry makes them exact:
/// - an edge's two ends lie on the same side line, so its length is the magnitude of the other
///   difference (the general algorithm's `hypotenuse` of that and a zero);
/// - a rounded corner whose path arrives at its start (the usual case: the edge before it snapped
///   there) is the exact quarter arc, because ``Geometry/TangentArc`` takes axis legs' unit vectors
///   exactly: its tangent points are the outline's own, its half-sweep tangent is 1, and no line
///   precedes it.
///
/// `AxisAlignedRouteTests` compares the elements with the general algorithm's, bit for bit, over
/// thousands of shapes.
///
/// ## Cost
/// The writer's steps are `@_transparent` because with `@inline(__always)` the optimiser leaves
/// some of them calls inside a writer this large, each keeping its quarter turn as a run-time
/// switch; elements are stored by assignment and lengths taken with `magnitude` because
/// `initialize(to:)` and `abs` stay calls there (`BM_PathBuild/touchstone/rounded` shows both).
package struct AxisAlignedOutline: Sendable {
    /// The largest side, corner size or triangle size the route takes (2^500): sums, differences
    /// and relative tolerances of such values never overflow.
    static let limit = 0x1p500

    /// What a corner's values are multiplied by for a view of a given size.
    enum Unit: UInt8, Sendable {
        /// Points: the value as it is (multiplied by 1).
        case points
        /// A fraction of the view's height (``CornerValueType/percentage``).
        case height
        /// Multiples of half the view's shorter side (a pill's radius).
        case halfShorterSide
    }

    /// The element a corner writes.
    enum CornerKind: UInt8, Sendable {
        /// None.
        case sharp
        /// A line to its end.
        case cut
        /// A quadratic curve to its end, with the vertex as control point.
        case curved
        /// The quarter arc, one cubic, of radius ``Corner/along`` (= ``Corner/across``).
        case rounded
    }

    /// A corner in its local frame (see ``CornerTreatment/Kind/extents``): its outline runs from
    /// (0, across · scale) to (along · scale, 0).
    struct Corner: Sendable {
        /// The extent along the outgoing edge, before scaling.
        var along: Double
        /// The extent along the incoming edge, before scaling.
        var across: Double
        /// The element the corner writes.
        var kind: CornerKind
        /// What `along` and `across` are multiplied by.
        var unit: Unit
    }

    /// An edge: straight, or a triangle of half-base and height `size` centred on it.
    struct Edge: Sendable {
        /// The triangle's size (0 for a straight edge).
        var size = 0.0
        /// The apex's local y: `size` for a cut (into the shape), `−size` for a handle.
        var apex = 0.0
        /// Whether the edge is a triangle (three lines before the one to its end).
        var isTriangle = false
    }

    /// The corners: top-left, top-right, bottom-right, bottom-left.
    let corners: (Corner, Corner, Corner, Corner)
    /// The edges: top, right, bottom, left.
    let edges: (Edge, Edge, Edge, Edge)
    /// How many elements the outline has: a move, a close, one per corner that is not sharp, one
    /// per straight edge and four per triangle.
    let elementCount: Int
    /// The largest magnitude of a value measured in ``Unit/height`` (0 when there is none): the
    /// scaled values stay within ``limit`` when this times the height does (rounding is monotonic).
    private let largestHeightValue: Double

    /// The plan of `generator`'s outline, or `nil` when the route does not apply whatever the size:
    /// a corner offset, a non-finite value, or an absolute value or triangle beyond ``limit``.
    package init?(_ generator: RectangleShapeGenerator) {
        guard Self.hasNoOffsets(generator),
              let c0 = Corner(generator.topLeftCorner), let c1 = Corner(generator.topRightCorner),
              let c2 = Corner(generator.bottomRightCorner), let c3 = Corner(generator.bottomLeftCorner),
              let e0 = Edge(generator.topEdge), let e1 = Edge(generator.rightEdge),
              let e2 = Edge(generator.bottomEdge), let e3 = Edge(generator.leftEdge)
        else { return nil }
        self.init(corners: (c0, c1, c2, c3), edges: (e0, e1, e2, e3))
    }

    /// Whether every corner offset of `generator` is zero (of either sign), the first condition of
    /// the route: a cheap test that spares a rectangle with offsets (a slanted one) building an
    /// optional plan.
    static func hasNoOffsets(_ generator: RectangleShapeGenerator) -> Bool {
        generator.topLeftCornerOffset.isOrigin && generator.topRightCornerOffset.isOrigin
            && generator.bottomRightCornerOffset.isOrigin && generator.bottomLeftCornerOffset.isOrigin
    }

    /// The plan of a pill (``PillShapeGenerator``): every corner rounded by half the shorter side,
    /// which is `1 · r` for r = 0.5 · min(w, h), the bits of the pill's own `r · 1`.
    package static var pill: AxisAlignedOutline {
        let corner = Corner(along: 1, across: 1, kind: .rounded, unit: .halfShorterSide)
        return AxisAlignedOutline(corners: (corner, corner, corner, corner), edges: (Edge(), Edge(), Edge(), Edge()))
    }

    private init(corners: (Corner, Corner, Corner, Corner), edges: (Edge, Edge, Edge, Edge)) {
        self.corners = corners
        self.edges = edges
        elementCount = 2 + corners.0.elementCount + corners.1.elementCount + corners.2.elementCount
            + corners.3.elementCount + edges.0.elementCount + edges.1.elementCount + edges.2.elementCount
            + edges.3.elementCount
        largestHeightValue = Swift.max(corners.0.heightMagnitude, corners.1.heightMagnitude,
                                       corners.2.heightMagnitude, corners.3.heightMagnitude)
    }

    /// Appends the outline for `size`, or replaces the elements of `path` with it when `replacing`
    /// (``Geometry/Path/replaceElements(count:_:)``: a path rebuilt every frame is overwritten in
    /// place).
    ///
    /// The method changes nothing: it is `mutating` so that the plan is read where it lies (the
    /// writer captures `self` by address), and a plan kept in `ts_shape_build_path`'s shape handle
    /// is not copied to the stack for the writer on every build.
    ///
    /// - Returns: whether the outline was written; when not (a side not in (0, ``limit``], a scaled
    ///   value beyond it, or a rounded corner the path does not reach at its start), `path` is
    ///   unchanged, or emptied when `replacing`, and the general algorithm has to run.
    package mutating func append(for size: Size, to path: inout Path, replacing: Bool = false) -> Bool {
        let w = size.width, h = size.height
        guard w > 0, h > 0, w <= Self.limit, h <= Self.limit, largestHeightValue * h <= Self.limit
        else { return false }
        // A local function, not a closure expression, whose context would be copied on every call.
        func write(_ base: UnsafeMutablePointer<PathElement>) -> (minimum: Point, maximum: Point)? {
            self.write(to: base, size: size)
        }
        return replacing ? path.replaceElements(count: elementCount, write)
            : path.appendSubpath(count: elementCount, write)
    }

    /// Writes the ``elementCount`` elements into `base` and returns their bounds, or `nil` for a
    /// rounded corner that the path does not reach at its start (the general algorithm then adds a
    /// line first, or its tangent arc is not the exact quarter arc).
    @_transparent
    private func write(to base: UnsafeMutablePointer<PathElement>, size: Size) -> (minimum: Point, maximum: Point)? {
        let w = size.width, h = size.height
        // PillShapeGenerator's 0.5 · min(|w|, |h|) for positive sides (`Swift.min` returns the
        // first of equal operands; they are equal as values, and positive, so as bits too).
        let scales = Scales(height: h, halfShorterSide: 0.5 * (h < w ? h : w))
        // Corner i at its vertex, turned by i quarter turns (the translations are +0, w and h).
        let p0 = Placed(corners.0, turn: 0, vertex: Point(x: 0, y: 0), scales: scales)
        let p1 = Placed(corners.1, turn: 1, vertex: Point(x: w, y: 0), scales: scales)
        let p2 = Placed(corners.2, turn: 2, vertex: Point(x: w, y: h), scales: scales)
        let p3 = Placed(corners.3, turn: 3, vertex: Point(x: 0, y: h), scales: scales)
        var writer = ElementWriter(base, start: p0.start)
        guard writer.addCorner(p0, corners.0.kind) else { return nil }
        writer.addEdge(edges.0, turn: 0, from: p0.end, to: p1.start)
        guard writer.addCorner(p1, corners.1.kind) else { return nil }
        writer.addEdge(edges.1, turn: 1, from: p1.end, to: p2.start)
        guard writer.addCorner(p2, corners.2.kind) else { return nil }
        writer.addEdge(edges.2, turn: 2, from: p2.end, to: p3.start)
        guard writer.addCorner(p3, corners.3.kind) else { return nil }
        writer.addEdge(edges.3, turn: 3, from: p3.end, to: p0.start)
        writer.close()
        assert(writer.count == elementCount, "\(writer.count) elements written, \(elementCount) expected")
        return (writer.minimum, writer.maximum)
    }
}

extension AxisAlignedOutline.Corner {
    /// The corner's plan, or `nil` for a custom treatment (drawn by the general route), a
    /// non-finite value or an absolute one beyond the limit.
    fileprivate init?(_ treatment: CornerTreatment) {
        unit = treatment.valueType == .percentage ? .height : .points
        (along, across) = treatment.kind.extents
        switch treatment.kind {
        case .sharp: kind = .sharp
        case .rounded: kind = .rounded
        case .cut: kind = .cut
        case .curved: kind = .curved
        case .custom: return nil
        }
        let bound = unit == .points ? AxisAlignedOutline.limit : .greatestFiniteMagnitude
        guard abs(along) <= bound, abs(across) <= bound else { return nil }
    }

    fileprivate var elementCount: Int { kind == .sharp ? 0 : 1 }

    /// The magnitude of the values when they are fractions of the height, 0 otherwise.
    fileprivate var heightMagnitude: Double { unit == .height ? Swift.max(abs(along), abs(across)) : 0 }
}

extension AxisAlignedOutline.Edge {
    /// The edge's plan, or `nil` for a triangle beyond the limit (or not finite) or a custom
    /// treatment (drawn by the general route).
    fileprivate init?(_ treatment: EdgeTreatment) {
        switch treatment {
        case .straight:
            return
        case .triangle(let size, let style):
            guard abs(size) <= AxisAlignedOutline.limit else { return nil }
            (self.size, apex, isTriangle) = (size, style.apex(forSize: size), true)
        case .custom:
            return nil
        }
    }

    fileprivate var elementCount: Int { isTriangle ? 4 : 1 }
}

/// The factors of ``AxisAlignedOutline/Unit`` for one size.
private struct Scales {
    let height: Double, halfShorterSide: Double

    @_transparent
    func callAsFunction(_ unit: AxisAlignedOutline.Unit) -> Double {
        switch unit {
        case .points: return 1
        case .height: return height
        case .halfShorterSide: return halfShorterSide
        }
    }
}

/// `origin + x·along + y·across` for `turn` quarter turns (see ``AxisAlignedOutline``): the bits of
/// the general algorithm's transform, given finite coordinates and an origin with no −0.
@_transparent
private func place(_ turn: Int, from o: Point, along x: Double, across y: Double) -> Point {
    switch turn {
    case 0: return Point(x: o.x + x, y: o.y + y)
    case 1: return Point(x: o.x - y, y: o.y + x)
    case 2: return Point(x: o.x - x, y: o.y - y)
    default: return Point(x: o.x + y, y: o.y - x)
    }
}

/// `place(turn, from: o, along: x, across: +0)`: adding or subtracting +0 to a coordinate that is
/// not −0 leaves it as it is.
@_transparent
private func place(_ turn: Int, from o: Point, along x: Double) -> Point {
    switch turn {
    case 0: return Point(x: o.x + x, y: o.y)
    case 1: return Point(x: o.x, y: o.y + x)
    case 2: return Point(x: o.x - x, y: o.y)
    default: return Point(x: o.x, y: o.y - x)
    }
}

/// `place(turn, from: o, along: +0, across: y)`.
@_transparent
private func place(_ turn: Int, from o: Point, across y: Double) -> Point {
    switch turn {
    case 0: return Point(x: o.x, y: o.y + y)
    case 1: return Point(x: o.x - y, y: o.y)
    case 2: return Point(x: o.x, y: o.y - y)
    default: return Point(x: o.x + y, y: o.y)
    }
}

/// A corner placed at its vertex for one size.
private struct Placed {
    let turn: Int
    let vertex: Point
    /// The scaled extents: the outline runs from (0, across) to (along, 0) in the local frame.
    let along: Double, across: Double
    /// The outline's start and end in view coordinates. None has a −0 (each is the vertex, whose
    /// coordinates are +0, w or h, plus or minus a value), so edges can start from them.
    let start: Point, end: Point

    @_transparent
    init(_ corner: AxisAlignedOutline.Corner, turn: Int, vertex: Point, scales: Scales) {
        let scale = scales(corner.unit)
        self.turn = turn
        self.vertex = vertex
        // `CornerTreatment.outline`'s products (a sharp corner's 0 · scale is its +0).
        along = corner.along * scale
        across = corner.across * scale
        start = place(turn, from: vertex, across: across)
        end = place(turn, from: vertex, along: along)
    }
}

/// The elements of one outline written into storage the caller sized, where the path would be,
/// and the bounds of the control points so far. ``Geometry/Path`` hands over initialized storage
/// (placeholder closes), and elements are trivial values, so they are assigned.
private struct ElementWriter {
    private let base: UnsafeMutablePointer<PathElement>
    private(set) var count = 0
    /// The point the last element ends at.
    private(set) var current: Point
    private(set) var minimum: Point, maximum: Point

    /// A writer whose first element is a move to `start`.
    @_transparent
    init(_ base: UnsafeMutablePointer<PathElement>, start: Point) {
        self.base = base
        current = start
        minimum = start
        maximum = start
        base[0] = .move(to: start)
        count = 1
    }

    /// Writes the corner's element, as ``CornerOutline/append(to:transform:)`` does.
    ///
    /// - Returns: `false` for a rounded corner the path does not reach at its start.
    @_transparent
    mutating func addCorner(_ corner: Placed, _ kind: AxisAlignedOutline.CornerKind) -> Bool {
        switch kind {
        case .sharp:
            return true
        case .cut:
            addLine(to: corner.end)
            return true
        case .curved:
            // The vertex is (0, 0) placed: +0 added to coordinates that are not −0.
            include(corner.vertex)
            write(.quadCurve(to: corner.end, control: corner.vertex), endingAt: corner.end)
            return true
        case .rounded:
            // The general algorithm maps the current point back into the corner's frame and draws
            // TangentArc(from: local, corner: .zero, to: (r, 0), radius: r), after a line to the
            // arc's start unless the path is there. When the path is exactly at the outline's start
            // (0, r) placed, the quarter-turn inverse gives local x = 0 exactly and local y = the
            // start's distance from the vertex along the leg (one subtraction), positive when the
            // start is not the vertex itself; the legs are then (0, 1) and (1, 0), the half-sweep
            // tangent 1, the tangent points (0, r) and (r, 0), no line precedes the arc, and it is
            // one cubic. Anything else is left to the general algorithm.
            let r = corner.along
            guard r > 0, current == corner.start, corner.start != corner.vertex else { return false }
            // TangentArc's controls: (0 + (0 − 0)·λ, r + (0 − r)·λ) and (r + (0 − r)·λ, 0 + (0 − 0)·λ),
            // whose zero coordinates are +0.
            let lambda = TangentArc.controlFraction(halfSweepTangent: 1)
            let k = r + (0 - r) * lambda
            let control1 = place(corner.turn, from: corner.vertex, across: k)
            let control2 = place(corner.turn, from: corner.vertex, along: k)
            include(control1)
            include(control2)
            write(.curve(to: corner.end, control1: control1, control2: control2), endingAt: corner.end)
            return true
        }
    }

    /// Writes edge `turn` from `edgeStart` to `edgeEnd` (a corner's end and the next one's start),
    /// as ``EdgeTreatment/append(length:to:transform:snappingEndTo:)`` does with the general
    /// algorithm's transform.
    @_transparent
    mutating func addEdge(_ edge: AxisAlignedOutline.Edge, turn: Int, from edgeStart: Point, to edgeEnd: Point) {
        // The ends share the side line's coordinate (the other difference is exactly +0, and
        // |d| + 0 = |d|).
        let length = turn % 2 == 0 ? (edgeEnd.x - edgeStart.x).magnitude : (edgeEnd.y - edgeStart.y).magnitude
        if edge.isTriangle {
            // ``EdgeTreatment/triangle(length:size:style:)``'s points.
            let half = length / 2
            addLine(to: place(turn, from: edgeStart, along: half - edge.size))
            addLine(to: place(turn, from: edgeStart, along: half, across: edge.apex))
            addLine(to: place(turn, from: edgeStart, along: half + edge.size))
        }
        var end = place(turn, from: edgeStart, along: length)
        // Equal ends (the usual case) are coincident: the snap without the tolerance's arithmetic.
        if end == edgeEnd || PathGenerator.isCoincident(end, edgeEnd) { end = edgeEnd }
        addLine(to: end)
    }

    @_transparent
    mutating func close() {
        base[count] = .closeSubpath
        count &+= 1
    }

    @_transparent
    private mutating func addLine(to p: Point) {
        write(.line(to: p), endingAt: p)
    }

    @_transparent
    private mutating func write(_ element: PathElement, endingAt p: Point) {
        include(p)
        base[count] = element
        count &+= 1
        current = p
    }

    /// The outline's coordinates are finite, so the order of the folds cannot matter.
    @_transparent
    private mutating func include(_ p: Point) {
        // Written as comparisons that compile to `minsd`/`maxsd` (`Swift.max` orders equal
        // operands differently, which costs a compare-and-blend per coordinate).
        minimum = Point(x: p.x < minimum.x ? p.x : minimum.x, y: p.y < minimum.y ? p.y : minimum.y)
        maximum = Point(x: p.x > maximum.x ? p.x : maximum.x, y: p.y > maximum.y ? p.y : maximum.y)
    }
}

extension Point {
    /// Whether both coordinates are zero (of either sign): `== .zero` without the global's accessor.
    fileprivate var isOrigin: Bool { x == 0 && y == 0 }
}
