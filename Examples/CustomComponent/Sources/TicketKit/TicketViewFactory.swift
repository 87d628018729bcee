import Geometry
import JSON
import Material
import Scene

/// Makes `"kind": "ticket"` in scene files, so every scene tool — `my-touchstone render`,
/// `replay`, `gesture`, `fuzz scene-hit-test`, and `SceneTester(contentsOfFile:factory:)` — takes
/// tickets:
///
///     {"id": "ticket", "kind": "ticket", "frame": [20, 40, 280, 120], "color": "#FFF8E1",
///      "notchRadius": 14, "cornerRadius": 8, "elevation": 3,
///      "ripple": {"color": "#6200EE33", "shouldProcessRippleWithScrollViewGestures": false}}
///
/// Its own keys, all optional: `notchRadius` and `cornerRadius` (points, 0 or more; 12 and 8 by
/// default), and Material's `elevation` and `ripple`, read by Material's own readers so they mean
/// what they mean on a card. The common keys are applied as on Material's shaped kinds: `color`
/// fills the ticket, `border` strokes its outline.
public struct TicketViewFactory: ViewFactory {
    /// Creates the factory.
    public init() {}

    /// `["ticket"]`: the built-in kinds come from the factories it is combined with.
    public var kinds: [String] { ["ticket"] }

    /// A ``TicketView`` for `"ticket"`, `nil` for anything else.
    ///
    /// - Throws: `JSONError` at the path of a malformed key.
    public func makeView(kind: String, frame: Rect, options: inout JSONObjectReader,
                         context: SceneBuildContext) throws -> View? {
        guard kind == "ticket" else { return nil }
        var shape = TicketShape()
        if let notch = options.optional("notchRadius") { shape.notchRadius = try notch.nonNegativeNumber("notch radius") }
        if let corner = options.optional("cornerRadius") { shape.cornerRadius = try corner.nonNegativeNumber("corner radius") }
        let ticket = TicketView(frame: frame, clock: context.clock, shape: shape)
        if let elevation = options.optional("elevation") {
            ticket.elevation = try MaterialViewFactory.elevation(elevation, "elevation", context: context)
        }
        if let ripple = ticket.rippleTouchController {
            try RippleOptions(options.optional("ripple"))?.apply(to: ripple)
        }
        return ticket
    }

    /// The common keys as Material's shaped kinds take them: `color` is the fill, `border` the
    /// shaped border.
    public func apply(_ attributes: ViewAttributes, to view: View, context: SceneBuildContext) throws {
        try MaterialViewFactory().apply(attributes, to: view, context: context)
    }
}
