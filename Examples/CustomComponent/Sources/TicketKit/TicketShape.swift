import Geometry
import Shapes

/// A ticket's outline: a rectangle with rounded corners and a ``TicketNotch`` in the middle of
/// its left and right sides, built from MDC's rectangle generator with a custom edge in two of its
/// slots.
///
///     TicketShape(notchRadius: 12, cornerRadius: 8).path(for: Size(width: 280, height: 120))
public struct TicketShape: ShapeGenerating, Hashable, Sendable {
    /// The notches' radius in points.
    public var notchRadius: Double
    /// The corners' radius in points.
    public var cornerRadius: Double

    /// A ticket with notches of `notchRadius` and corners of `cornerRadius` points.
    public init(notchRadius: Double = 12, cornerRadius: Double = 8) {
        self.notchRadius = notchRadius
        self.cornerRadius = cornerRadius
    }

    /// The rectangle generator with the ticket's treatments.
    public var generator: RectangleShapeGenerator {
        var generator = RectangleShapeGenerator()
        generator.setCorners(.rounded(radius: cornerRadius))
        generator.leftEdge = .custom(TicketNotch(radius: notchRadius))
        generator.rightEdge = .custom(TicketNotch(radius: notchRadius))
        return generator
    }

    /// Appends the outline for a view of `size`.
    public func appendPath(for size: Size, to path: inout Path) {
        generator.appendPath(for: size, to: &path)
    }
}
