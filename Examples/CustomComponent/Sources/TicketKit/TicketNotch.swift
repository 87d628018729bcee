import Geometry
import Shapes

/// A ticket's notch: a semicircle of `radius` points cut into the middle of an edge, the edge
/// straight on either side. An edge treatment of one's own (Touchstone's `EdgeTreating`, MDC's
/// `MDCEdgeTreatment` subclass), drawn in the edge's frame: from (0, 0) to (length, 0), +y into
/// the shape.
///
///     var ticket = RectangleShapeGenerator()
///     ticket.leftEdge = .custom(TicketNotch(radius: 12))
///     ticket.rightEdge = .custom(TicketNotch(radius: 12))
///
/// A notch wider than the edge is narrowed to half the edge, so the outline never turns back on
/// itself.
public struct TicketNotch: EdgeTreating {
    /// The notch's radius in points.
    public var radius: Double

    /// A notch of `radius` points.
    public init(radius: Double) {
        self.radius = radius
    }

    /// The edge: a line to the notch, the half circle into the shape (from angle π down to 0
    /// through π/2, which is +y: CoreGraphics' `clockwise`, a decreasing angle), a line to the end.
    public func pathGenerator(forEdgeWithLength length: Double) -> PathGenerator {
        let r = min(max(radius, 0), length / 2)
        var generator = PathGenerator()
        guard r > 0 else {
            generator.addLine(to: Point(x: length, y: 0))
            return generator
        }
        generator.addLine(to: Point(x: length / 2 - r, y: 0))
        generator.addArc(center: Point(x: length / 2, y: 0), radius: r, startAngle: .pi, endAngle: 0, clockwise: true)
        generator.addLine(to: Point(x: length, y: 0))
        return generator
    }
}
