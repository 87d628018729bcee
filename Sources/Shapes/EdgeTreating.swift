import Geometry

/// An edge of your own for ``RectangleShapeGenerator``: what subclassing MDC's `MDCEdgeTreatment`
/// and overriding `pathGeneratorForEdgeWithLength:` does.
///
///     /// A semicircular notch of `radius` cut into the middle of the edge (a ticket's side).
///     struct NotchedEdge: EdgeTreating {
///         var radius: Double
///         func pathGenerator(forEdgeWithLength length: Double) -> PathGenerator {
///             var generator = PathGenerator()
///             generator.addLine(to: Point(x: length / 2 - radius, y: 0))
///             generator.addArc(center: Point(x: length / 2, y: 0), radius: radius,
///                              startAngle: .pi, endAngle: 0, clockwise: true)
///             generator.addLine(to: Point(x: length, y: 0))
///             return generator
///         }
///     }
///     var ticket = RectangleShapeGenerator()
///     ticket.leftEdge = .custom(NotchedEdge(radius: 8))
///     ticket.rightEdge = .custom(NotchedEdge(radius: 8))
///
/// ## The edge's frame
/// The generator draws the edge in a local frame, in points, y down as on screen: it starts at
/// (0, 0), where the previous corner's outline ended, and should end at (length, 0), where the
/// next corner's outline starts; local +y points into the shape (a notch goes towards +y, a bump
/// towards −y). The rectangle generator rotates the frame by the edge's direction (the top edge
/// runs left to right, the right edge downwards, the bottom edge right to left and the left edge
/// upwards: the outline runs clockwise on screen) and moves it onto the previous corner's end.
///
/// - `length` is the distance between the two corners' ends, in points: the side minus what the
///   corners take. It is never negative; when the corners overlap it is the size of the overlap
///   and the edge is still drawn in its nominal direction, as in MDC.
/// - The generator's ``PathGenerator/startPoint`` is not drawn to: the edge continues from where
///   the path is, so start your commands from (0, 0).
/// - End with a line to (length, 0): within 10⁻¹² of the next corner's start it lands exactly on
///   it. An edge that ends elsewhere is joined to the next corner by that corner's first command,
///   as CoreGraphics joins a path's pieces.
///
/// Equality, sendability and what the outline goes through are as for ``CornerTreating``.
public protocol EdgeTreating: Hashable, Sendable {
    /// The edge's outline in its local frame (see the protocol's documentation).
    ///
    /// - Parameter length: the distance between the corners' ends, in points.
    /// - Returns: a generator from (0, 0) to (length, 0).
    func pathGenerator(forEdgeWithLength length: Double) -> PathGenerator
}

/// A custom edge treatment of any type, kept by ``EdgeTreatment/custom(_:)``: hashable, sendable
/// and equal to another exactly when both wrap values of the same type that are equal.
///
/// It holds the treatment in a box (one reference), so an ``EdgeTreatment`` stays small whatever
/// the custom type holds.
public struct AnyEdgeTreating: Hashable, Sendable, CustomStringConvertible {
    private let box: EdgeTreatingBox

    /// Wraps `treatment`.
    public init(_ treatment: some EdgeTreating) {
        box = EdgeTreatingBox(treatment)
    }

    /// The wrapped treatment.
    public var base: any EdgeTreating { box.treatment }

    /// The wrapped treatment's outline (its own ``EdgeTreating/pathGenerator(forEdgeWithLength:)``).
    public func pathGenerator(forEdgeWithLength length: Double) -> PathGenerator {
        box.treatment.pathGenerator(forEdgeWithLength: length)
    }

    /// Equal when both wrap values of the same type that are equal.
    public static func == (a: AnyEdgeTreating, b: AnyEdgeTreating) -> Bool {
        a.box === b.box || a.box.treatment.isEqualTreatment(b.box.treatment)
    }

    /// Hashes the wrapped type and value.
    public func hash(into hasher: inout Hasher) {
        box.treatment.hashTreatment(into: &hasher)
    }

    /// The wrapped treatment's description.
    public var description: String { String(describing: box.treatment) }
}

/// The box of ``AnyEdgeTreating``: immutable, so sharing it is safe.
private final class EdgeTreatingBox: Sendable {
    let treatment: any EdgeTreating
    init(_ treatment: some EdgeTreating) { self.treatment = treatment }
}
