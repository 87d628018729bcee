import Geometry

/// A corner of your own for ``RectangleShapeGenerator``: what subclassing MDC's
/// `MDCCornerTreatment` and overriding `pathGeneratorForCornerWithAngle:forViewSize:` does.
///
///     /// A corner scooped inwards: a quarter circle of `radius` centred on the vertex.
///     struct ScoopedCorner: CornerTreating {
///         var radius: Double
///         func pathGenerator(forCornerWithAngle angle: Double, viewSize: Size) -> PathGenerator {
///             var generator = PathGenerator(startPoint: Point(x: 0, y: radius))
///             generator.addArc(center: .zero, radius: radius, startAngle: .pi / 2, endAngle: 0,
///                              clockwise: true)
///             return generator
///         }
///     }
///     var ticket = RectangleShapeGenerator()
///     ticket.setCorners(.custom(ScoopedCorner(radius: 10)))
///
/// ## The corner's frame
/// The generator draws the corner in a local frame, in points, y down as on screen: the vertex is
/// at (0, 0), the incoming edge arrives along local +y (from (0, +∞) towards the vertex) and the
/// outgoing edge leaves along local +x, so the shape's interior lies towards +x and +y at a right
/// angle. The rectangle generator rotates the frame by the incoming edge's direction plus π/2 and
/// moves it onto the corner, so the same generator serves all four corners.
///
/// - The outline starts at the generator's ``PathGenerator/startPoint``: the incoming edge ends
///   there (it is as long as the distance from the previous corner's end to this start), and for
///   the top-left corner the whole outline begins there with a move. Put it on local +y, (0, s).
/// - It runs through the recorded commands and ends at the recorded ``PathGenerator/endPoint``,
///   where the outgoing edge starts. Put it at s′ along the outgoing edge: (s′, 0) at a right angle,
///   `(sin θ · s′, cos θ · s′)` at an interior angle θ (the direction of the outgoing edge).
/// - An empty generator at (0, 0) is a sharp corner.
///
/// `angle` is the corner's interior angle in radians: π/2 for a rectangle, other values when the
/// generator has corner offsets (the direction to the previous corner minus the direction to the
/// next, in [0, 2π)). `viewSize` is the size the whole outline is drawn for, in points, as the
/// caller gave it (not standardized): a treatment whose size is a fraction of the view reads it
/// here, as MDC's percentage treatments read `forViewSize:`. Nothing is clamped: a corner larger
/// than its sides overlaps its neighbours, as MDC's do.
///
/// ## Equality and sendability
/// A treatment is a value: `Hashable`, so two rectangle generators compare equal when their
/// treatments do (MDC compares a treatment's class and its values), and `Sendable`, so generators
/// stay safe to share between threads. ``CornerTreatment/custom(_:)`` keeps it as it is, and two
/// custom treatments are equal when they are of the same type and equal by that type's `==`.
/// Give every value that changes the drawing a place in `==`, or two generators that draw
/// differently will compare equal.
///
/// The outline it draws is hit-tested, inset for borders, shadowed and used as a ripple mask
/// through its path, like every outline without a closed form (`AnalyticShape`); only the built-in
/// treatments take the rectangle generator's shortcuts.
public protocol CornerTreating: Hashable, Sendable {
    /// The corner's outline in its local frame (see the protocol's documentation).
    ///
    /// - Parameters:
    ///   - angle: the interior angle at the vertex, in radians (π/2 for a rectangle).
    ///   - viewSize: the size the outline is drawn for, in points.
    /// - Returns: a generator starting on the incoming edge and ending, as recorded, on the
    ///   outgoing one.
    func pathGenerator(forCornerWithAngle angle: Double, viewSize: Size) -> PathGenerator
}

/// A custom corner treatment of any type, kept by ``CornerTreatment/custom(_:)``: hashable,
/// sendable and equal to another exactly when both wrap values of the same type that are equal.
///
/// It holds the treatment in a box (one reference), so a ``CornerTreatment`` stays small whatever
/// the custom type holds.
public struct AnyCornerTreating: Hashable, Sendable, CustomStringConvertible {
    private let box: CornerTreatingBox

    /// Wraps `treatment`.
    public init(_ treatment: some CornerTreating) {
        box = CornerTreatingBox(treatment)
    }

    /// The wrapped treatment.
    public var base: any CornerTreating { box.treatment }

    /// The wrapped treatment's outline (its own ``CornerTreating/pathGenerator(forCornerWithAngle:viewSize:)``).
    public func pathGenerator(forCornerWithAngle angle: Double, viewSize: Size) -> PathGenerator {
        box.treatment.pathGenerator(forCornerWithAngle: angle, viewSize: viewSize)
    }

    /// Equal when both wrap values of the same type that are equal.
    public static func == (a: AnyCornerTreating, b: AnyCornerTreating) -> Bool {
        a.box === b.box || a.box.treatment.isEqualTreatment(b.box.treatment)
    }

    /// Hashes the wrapped type and value.
    public func hash(into hasher: inout Hasher) {
        box.treatment.hashTreatment(into: &hasher)
    }

    /// The wrapped treatment's description.
    public var description: String { String(describing: box.treatment) }
}

/// The box of ``AnyCornerTreating``: immutable, so sharing it is safe.
private final class CornerTreatingBox: Sendable {
    let treatment: any CornerTreating
    init(_ treatment: some CornerTreating) { self.treatment = treatment }
}
