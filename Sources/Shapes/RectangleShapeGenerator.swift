#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// A rectangle outline with a treatment on each corner and edge and an optional offset for each
/// corner (MDC's `MDCRectangleShapeGenerator`).
///
///     var card = RectangleShapeGenerator()
///     card.setCorners(.rounded(radius: 8))
///     let path = card.path(for: Size(width: 100, height: 40))
///     // M0 8, arc to 8 0, L92 0, arc to 100 8, L100 32, arc to 92 40, L8 40, arc to 0 32, L0 8, Z
///
/// ## The outline
/// Corners are numbered 0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left; edge i joins
/// corner i to corner i + 1 (top, right, bottom, left), so the path runs clockwise on screen.
/// 1. Corner i sits at its base vertex — (0, 0), (w, 0), (w, h), (0, h) — plus its offset.
/// 2. Its interior angle is the direction to the previous corner minus the direction to the next,
///    plus 2π if negative; edge i's direction φᵢ points from corner i to corner i + 1.
/// 3. Corner i is drawn by its treatment rotated by φᵢ₋₁ + π/2 and moved to the corner; edge i
///    starts where corner i's generator ends (its recorded ``PathGenerator/endPoint``), is rotated
///    by φᵢ, and is as long as the distance to where corner i + 1's generator starts.
///
/// ## No clamping
/// Corner sizes are never clamped, as in MDC. When adjacent corners overlap (2r larger than a
/// side), the edge between them is still drawn in its nominal direction with length |2r − side|,
/// so it overshoots and the outline intersects itself — what MDC users see on device. Zero and
/// negative sizes are used as they are. Edges of zero length still emit a line.
///
/// ## Treatments of your own
/// Any slot takes a corner or edge of your own (``CornerTreatment/custom(_:)``,
/// ``EdgeTreatment/custom(_:)``), drawn by the same algorithm from its ``PathGenerator``: see
/// ``CornerTreating`` and ``EdgeTreating`` for their frames. The shortcuts that give the built-in
/// treatments' outlines without the general algorithm (the axis-aligned and polygon routes,
/// ``analyticShape(for:)``) are for built-in treatments only; a rectangle with a custom treatment
/// anywhere takes the general algorithm and has no closed form.
///
/// Being a value type, a copy is deep (MDC's `copyWithZone:` returned a default rectangle).
public struct RectangleShapeGenerator: ShapeGenerating, Hashable, Sendable {
    /// The top-left corner's treatment.
    public var topLeftCorner: CornerTreatment = .sharp
    /// The top-right corner's treatment.
    public var topRightCorner: CornerTreatment = .sharp
    /// The bottom-right corner's treatment.
    public var bottomRightCorner: CornerTreatment = .sharp
    /// The bottom-left corner's treatment.
    public var bottomLeftCorner: CornerTreatment = .sharp

    /// How far the top-left corner moves from (0, 0), in points.
    public var topLeftCornerOffset: Point = .zero
    /// How far the top-right corner moves from (w, 0).
    public var topRightCornerOffset: Point = .zero
    /// How far the bottom-right corner moves from (w, h).
    public var bottomRightCornerOffset: Point = .zero
    /// How far the bottom-left corner moves from (0, h).
    public var bottomLeftCornerOffset: Point = .zero

    /// The top edge's treatment (from top-left to top-right).
    public var topEdge: EdgeTreatment = .straight
    /// The right edge's treatment.
    public var rightEdge: EdgeTreatment = .straight
    /// The bottom edge's treatment (drawn from right to left).
    public var bottomEdge: EdgeTreatment = .straight
    /// The left edge's treatment (drawn from bottom to top).
    public var leftEdge: EdgeTreatment = .straight

    /// A plain rectangle: sharp corners, straight edges, no offsets.
    public init() {}

    /// Sets all four corners to `corner` (MDC's `setCorners:`).
    public mutating func setCorners(_ corner: CornerTreatment) {
        (topLeftCorner, topRightCorner, bottomRightCorner, bottomLeftCorner) = (corner, corner, corner, corner)
    }

    /// Sets all four edges to `edge` (MDC's `setEdges:`).
    public mutating func setEdges(_ edge: EdgeTreatment) {
        (topEdge, rightEdge, bottomEdge, leftEdge) = (edge, edge, edge, edge)
    }

    /// The corners in the order top-left, top-right, bottom-right, bottom-left.
    public var corners: [CornerTreatment] {
        get { [topLeftCorner, topRightCorner, bottomRightCorner, bottomLeftCorner] }
        set { (topLeftCorner, topRightCorner, bottomRightCorner, bottomLeftCorner) = four(newValue, "corners") }
    }

    /// The edges in the order top, right, bottom, left.
    public var edges: [EdgeTreatment] {
        get { [topEdge, rightEdge, bottomEdge, leftEdge] }
        set { (topEdge, rightEdge, bottomEdge, leftEdge) = four(newValue, "edges") }
    }

    /// The corner offsets in the order top-left, top-right, bottom-right, bottom-left.
    public var cornerOffsets: [Point] {
        get { [topLeftCornerOffset, topRightCornerOffset, bottomRightCornerOffset, bottomLeftCornerOffset] }
        set {
            (topLeftCornerOffset, topRightCornerOffset, bottomRightCornerOffset, bottomLeftCornerOffset) =
                four(newValue, "corner offsets")
        }
    }

    /// Appends the outline for `size` (see the type's documentation for the algorithm).
    ///
    /// Corners and edges are replayed straight from their outlines (``CornerOutline``,
    /// ``EdgeTreatment/append(length:to:transform:snappingEndTo:)``) rather than through
    /// ``PathGenerator`` values: the same operations in the same order, so the same bits, without
    /// copying generators or touching reference counts. Nothing is allocated once `path` has room
    /// for the outline (16 elements are reserved).
    public func appendPath(for size: Size, to path: inout Path) {
        if appendAxisAlignedPath(for: size, to: &path) || appendPolygonPath(for: size, to: &path) { return }
        appendGeneralPath(for: size, to: &path)
    }

    /// Replaces the elements of `path` with the outline for `size`: what emptying it and
    /// ``appendPath(for:to:)`` give, cheaper for a path rebuilt every frame (see
    /// ``Geometry/Path/replaceElements(withSubpath:minimum:maximum:)``).
    package func replacePath(for size: Size, in path: inout Path) {
        if appendAxisAlignedPath(for: size, to: &path, replacing: true)
            || appendPolygonPath(for: size, to: &path, replacing: true) { return }
        path.removeAll(keepingCapacity: true)
        appendGeneralPath(for: size, to: &path)
    }

    /// The general algorithm (see the type's documentation), for any offsets and sizes; the
    /// axis-aligned and polygon routes (``appendAxisAlignedPath(for:to:replacing:)``,
    /// ``appendPolygonPath(for:to:replacing:)``) give the same elements where they apply.
    ///
    /// Built-in corners are replayed from their ``CornerOutline``s. When a corner is custom, every
    /// corner is replayed from its ``PathGenerator`` instead (a built-in one's is its outline's,
    /// replayed operation for operation the same), through the same steps: the two routes differ
    /// only in the value each corner's outline is held in.
    func appendGeneralPath(for size: Size, to path: inout Path) {
        if topLeftCorner.isCustom || topRightCorner.isCustom || bottomRightCorner.isCustom || bottomLeftCorner.isCustom {
            appendGeneralPath(for: size, to: &path) { $0.pathGenerator(forCornerWithAngle: $1, viewSize: size) }
        } else {
            appendGeneralPath(for: size, to: &path) { $0.outline(angle: $1, viewSize: size) }
        }
    }

    /// Steps 1 to 3 of the algorithm, with each corner's outline in its local frame given by
    /// `outline` (for the treatment and its interior angle).
    @inline(__always)
    private func appendGeneralPath<Outline: LocalCornerOutline>(
        for size: Size, to path: inout Path, outline: (CornerTreatment, Double) -> Outline
    ) {
        let v0 = topLeftCornerOffset
        let v1 = Point(x: size.width, y: 0) + topRightCornerOffset
        let v2 = Point(x: size.width, y: size.height) + bottomRightCornerOffset
        let v3 = Point(x: 0, y: size.height) + bottomLeftCornerOffset
        // φᵢ, the direction of edge i, from corner i to corner i + 1.
        let e0 = direction(v1 - v0), e1 = direction(v2 - v1), e2 = direction(v3 - v2), e3 = direction(v0 - v3)
        let c0 = CornerPlacement(topLeftCorner, at: v0, previous: v3, incoming: e3, outgoing: e0, outline: outline)
        let c1 = CornerPlacement(topRightCorner, at: v1, previous: v0, incoming: e0, outgoing: e1, outline: outline)
        let c2 = CornerPlacement(bottomRightCorner, at: v2, previous: v1, incoming: e1, outgoing: e2, outline: outline)
        let c3 = CornerPlacement(bottomLeftCorner, at: v3, previous: v2, incoming: e2, outgoing: e3, outline: outline)

        path.reserveCapacity(path.elements.count + 16)
        path.move(to: c0.start)
        c0.outline.append(to: &path, transform: c0.transform)
        appendEdge(topEdge, from: c0, to: c1, direction: e0, into: &path)
        c1.outline.append(to: &path, transform: c1.transform)
        appendEdge(rightEdge, from: c1, to: c2, direction: e1, into: &path)
        c2.outline.append(to: &path, transform: c2.transform)
        appendEdge(bottomEdge, from: c2, to: c3, direction: e2, into: &path)
        c3.outline.append(to: &path, transform: c3.transform)
        appendEdge(leftEdge, from: c3, to: c0, direction: e3, into: &path)
        path.closeSubpath()
    }

    /// Edge i: from where corner i's outline ends to where corner i + 1's starts, rotated by φᵢ.
    @inline(__always)
    private func appendEdge<Outline>(_ edge: EdgeTreatment, from corner: CornerPlacement<Outline>,
                                     to next: CornerPlacement<Outline>, direction: Double, into path: inout Path) {
        let edgeStart = corner.end, edgeEnd = next.start
        let length = edgeStart.distance(to: edgeEnd)
        let transform = AffineTransform(rotationAngle: direction)
            .concatenating(AffineTransform(translationX: edgeStart.x, y: edgeStart.y))
        edge.append(length: length, to: &path, transform: transform, snappingEndTo: edgeEnd)
    }
}

/// The four values of an array setter of ``RectangleShapeGenerator`` (corners, edges or offsets, as
/// `what` names them), which must have exactly four.
private func four<Value>(_ values: [Value], _ what: StaticString) -> (Value, Value, Value, Value) {
    precondition(values.count == 4, "a rectangle has four \(what)")
    return (values[0], values[1], values[2], values[3])
}

/// A corner's outline in its local frame, as the general algorithm replays it: a built-in
/// corner's ``CornerOutline`` or any corner's ``PathGenerator``.
protocol LocalCornerOutline {
    /// Where the outline starts (the generator's start point).
    var start: Point { get }
    /// The recorded end point, where the outgoing edge starts.
    var end: Point { get }
    /// Replays the outline into `path` under `transform` (no move to the start).
    func append(to path: inout Path, transform: AffineTransform)
}

extension CornerOutline: LocalCornerOutline {}

extension PathGenerator: LocalCornerOutline {
    var start: Point { startPoint }
    var end: Point { endPoint }
}

/// A corner's outline placed at its vertex: steps 2 and 3 of ``RectangleShapeGenerator``'s
/// algorithm.
private struct CornerPlacement<Outline: LocalCornerOutline> {
    let outline: Outline
    let transform: AffineTransform
    /// The outline's start and recorded end, in view coordinates.
    let start: Point, end: Point

    @inline(__always)
    init(_ treatment: CornerTreatment, at vertex: Point, previous: Point, incoming: Double,
         outgoing: Double, outline makeOutline: (CornerTreatment, Double) -> Outline) {
        // Interior angle: direction to the previous corner minus direction to the next.
        var angle = direction(previous - vertex) - outgoing
        if angle < 0 { angle += 2 * Double.pi }
        outline = makeOutline(treatment, angle)
        transform = AffineTransform(rotationAngle: incoming + Double.pi / 2)
            .concatenating(AffineTransform(translationX: vertex.x, y: vertex.y))
        start = outline.start.applying(transform)
        end = outline.end.applying(transform)
    }
}

/// `atan2(v.y, v.x)`, skipping the library call for the axis directions a plain rectangle has (the
/// results are identical to `atan2`'s, signed zeros included).
private func direction(_ v: Point) -> Double {
    if v.y == 0 && v.x > 0 { return v.y }  // +0 or -0, as atan2 returns
    if v.x == 0 && v.y > 0 { return Double.pi / 2 }
    if v.x == 0 && v.y < 0 { return -Double.pi / 2 }
    if v.y == 0 && v.x < 0 { return v.y.sign == .minus ? -Double.pi : Double.pi }
    return atan2(v.y, v.x)
}
