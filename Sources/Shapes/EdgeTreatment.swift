import Geometry

/// How an edge of a ``RectangleShapeGenerator`` is drawn (MDC's `MDCEdgeTreatment` and
/// `MDCTriangleEdgeTreatment`).
///
/// An edge is drawn in a local frame from (0, 0) to (length, 0); local +y points into the shape.
/// An edge of your own is an ``EdgeTreating`` value put in a slot with ``custom(_:)``.
public enum EdgeTreatment: EdgeTreating {
    /// A straight line (MDC's base edge treatment).
    case straight
    /// A right-angled triangle of height `size` and base `2·size` centred on the edge.
    case triangle(size: Double, style: TriangleEdgeStyle)
    /// A treatment of your own (MDC's subclasses of `MDCEdgeTreatment`): see ``EdgeTreating``.
    case custom(AnyEdgeTreating)

    /// An edge drawn by `treatment` (see ``EdgeTreating`` for its frame and rules), in any slot of
    /// a ``RectangleShapeGenerator``. An ``EdgeTreatment`` passed here is returned as it is, so a
    /// built-in treatment keeps the generator's shortcuts.
    public static func custom(_ treatment: some EdgeTreating) -> EdgeTreatment {
        if let builtIn = treatment as? EdgeTreatment { return builtIn }
        return .custom(AnyEdgeTreating(treatment))
    }

    /// Whether the edge is drawn by a treatment of your own (``custom(_:)``).
    public var isCustom: Bool {
        if case .custom = self { return true }
        return false
    }

    /// The edge's outline for an edge of `length` points.
    ///
    /// A triangle runs through (L/2 − s, 0), the apex (L/2, ±s) and (L/2 + s, 0) before reaching
    /// (L, 0): the apex is at +s (into the shape) for ``TriangleEdgeStyle/cut`` and at −s (out of
    /// it) for ``TriangleEdgeStyle/handle``. Nothing checks that `2s ≤ L`, as in MDC. A custom
    /// treatment gives its own generator.
    public func pathGenerator(forEdgeWithLength length: Double) -> PathGenerator {
        var generator = PathGenerator()
        switch self {
        case .straight:
            break
        case .triangle(let size, let style):
            let (a, apex, b) = triangle(length: length, size: size, style: style)
            generator.addLine(to: a)
            generator.addLine(to: apex)
            generator.addLine(to: b)
        case .custom(let treatment):
            return treatment.pathGenerator(forEdgeWithLength: length)
        }
        generator.addLine(to: Point(x: length, y: 0))
        return generator
    }

    /// The triangle's three points, in the edge's local frame.
    func triangle(length: Double, size: Double, style: TriangleEdgeStyle) -> (Point, Point, Point) {
        (Point(x: length / 2 - size, y: 0), Point(x: length / 2, y: style.apex(forSize: size)),
                Point(x: length / 2 + size, y: 0))
    }

    /// Replays the edge of `length` into `path` under `transform`, exactly as
    /// `pathGenerator(forEdgeWithLength:).append(to:transform:snappingEndTo:)` does (the last line
    /// ends at `snapTarget` when it lands within ``PathGenerator/impliedLineTolerance`` of it), without
    /// building the generator (see ``CornerOutline`` for why), except for a custom treatment,
    /// whose generator is replayed.
    func append(length: Double, to path: inout Path, transform: AffineTransform, snappingEndTo snapTarget: Point) {
        switch self {
        case .straight:
            break
        case .triangle(let size, let style):
            let (a, apex, b) = triangle(length: length, size: size, style: style)
            path.addLine(to: a.applying(transform))
            path.addLine(to: apex.applying(transform))
            path.addLine(to: b.applying(transform))
        case .custom(let treatment):
            treatment.pathGenerator(forEdgeWithLength: length).append(to: &path, transform: transform,
                                                                      snappingEndTo: snapTarget)
            return
        }
        var end = Point(x: length, y: 0).applying(transform)
        if PathGenerator.isCoincident(end, snapTarget) { end = snapTarget }
        path.addLine(to: end)
    }
}

/// Which way a triangle edge points (MDC's `MDCTriangleEdgeStyle`).
public enum TriangleEdgeStyle: Int, Hashable, Sendable {
    /// A bump out of the shape (MDC's value 0).
    case handle = 0
    /// A notch into the shape (MDC's value 1).
    case cut = 1

    /// The apex's local y for a triangle of `size`: into the shape (+size) for a cut, out of it
    /// (−size) for a handle.
    func apex(forSize size: Double) -> Double {
        self == .cut ? size : -size
    }
}
