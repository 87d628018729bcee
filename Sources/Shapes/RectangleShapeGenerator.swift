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
        set {
            precondition(newValue.count == 4, "a rectangle has four corners")
            (topLeftCorner, topRightCorner, bottomRightCorner, bottomLeftCorner) =
                (newValue[0], newValue[1], newValue[2], newValue[3])
        }
    }

    /// The edges in the order top, right, bottom, left.
    public var edges: [EdgeTreatment] {
        get { [topEdge, rightEdge, bottomEdge, leftEdge] }
        set {
            precondition(newValue.count == 4, "a rectangle has four edges")
            (topEdge, rightEdge, bottomEdge, leftEdge) = (newValue[0], newValue[1], newValue[2], newValue[3])
        }
    }

    /// The corner offsets in the order top-left, top-right, bottom-right, bottom-left.
    public var cornerOffsets: [Point] {
        get { [topLeftCornerOffset, topRightCornerOffset, bottomRightCornerOffset, bottomLeftCornerOffset] }
        set {
            precondition(newValue.count == 4, "a rectangle has four corner offsets")
            (topLeftCornerOffset, topRightCornerOffset, bottomRightCornerOffset, bottomLeftCornerOffset) =
                (newValue[0], newValue[1], newValue[2], newValue[3])
        }
    }

    private func corner(_ i: Int) -> CornerTreatment {
        switch i {
        case 0: return topLeftCorner
        case 1: return topRightCorner
        case 2: return bottomRightCorner
        default: return bottomLeftCorner
        }
    }

    private func edge(_ i: Int) -> EdgeTreatment {
        switch i {
        case 0: return topEdge
        case 1: return rightEdge
        case 2: return bottomEdge
        default: return leftEdge
        }
    }

    private func vertex(_ i: Int, _ size: Size) -> Point {
        switch i {
        case 0: return topLeftCornerOffset
        case 1: return Point(x: size.width, y: 0) + topRightCornerOffset
        case 2: return Point(x: size.width, y: size.height) + bottomRightCornerOffset
        default: return Point(x: 0, y: size.height) + bottomLeftCornerOffset
        }
    }

    /// Appends the outline for `size` (see the type's documentation for the algorithm).
    public func appendPath(for size: Size, to path: inout Path) {
        let c = (vertex(0, size), vertex(1, size), vertex(2, size), vertex(3, size))
        func vertexAt(_ i: Int) -> Point {
            switch i & 3 {
            case 0: return c.0
            case 1: return c.1
            case 2: return c.2
            default: return c.3
            }
        }
        // φᵢ, the direction of edge i.
        let phi = (direction(c.1 - c.0), direction(c.2 - c.1), direction(c.3 - c.2), direction(c.0 - c.3))
        func edgeAngle(_ i: Int) -> Double {
            switch i & 3 {
            case 0: return phi.0
            case 1: return phi.1
            case 2: return phi.2
            default: return phi.3
            }
        }
        func cornerGenerator(_ i: Int) -> (PathGenerator, AffineTransform) {
            // Interior angle: direction to the previous corner minus direction to the next.
            var angle = direction(vertexAt(i + 3) - vertexAt(i)) - edgeAngle(i)
            if angle < 0 { angle += 2 * Double.pi }
            let generator = corner(i).pathGenerator(forCornerWithAngle: angle, viewSize: size)
            let transform = AffineTransform(rotationAngle: edgeAngle(i + 3) + Double.pi / 2)
                .concatenating(AffineTransform(translationX: vertexAt(i).x, y: vertexAt(i).y))
            return (generator, transform)
        }
        let corners = (cornerGenerator(0), cornerGenerator(1), cornerGenerator(2), cornerGenerator(3))
        func cornerAt(_ i: Int) -> (PathGenerator, AffineTransform) {
            switch i & 3 {
            case 0: return corners.0
            case 1: return corners.1
            case 2: return corners.2
            default: return corners.3
            }
        }

        path.reserveCapacity(path.elements.count + 16)
        let (first, firstTransform) = corners.0
        path.move(to: first.startPoint.applying(firstTransform))
        first.append(to: &path, transform: firstTransform)
        for i in 0..<4 {
            let (generator, transform) = cornerAt(i)
            let (nextGenerator, nextTransform) = cornerAt(i + 1)
            let edgeStart = generator.endPoint.applying(transform)
            let edgeEnd = nextGenerator.startPoint.applying(nextTransform)
            let length = edgeStart.distance(to: edgeEnd)
            let edgeTransform = AffineTransform(rotationAngle: edgeAngle(i))
                .concatenating(AffineTransform(translationX: edgeStart.x, y: edgeStart.y))
            edge(i).pathGenerator(forEdgeWithLength: length)
                .append(to: &path, transform: edgeTransform, snappingEndTo: edgeEnd)
            if i < 3 { nextGenerator.append(to: &path, transform: nextTransform) }
        }
        path.closeSubpath()
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
