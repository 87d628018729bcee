import Geometry
import Material
import Raster
import Scene

/// A ticket: a shaped Material surface in the ``TicketShape`` with MDC's ripple, clipped to the
/// notched outline, and a tap that punches it (recorded as the `punched` event with the count so
/// far, beside the tap recognizer's own `tapRecognized`). Touches outside the outline — in a
/// notch — miss it.
///
///     let ticket = TicketView(frame: Rect(x: 20, y: 40, width: 280, height: 120), clock: clock)
///     ticket.sceneID = "ticket"
public final class TicketView: RippleShapedView {
    /// The outline.
    public var shape: TicketShape {
        didSet { shapeGenerator = shape }
    }

    /// How many times it has been punched.
    public private(set) var punches = 0

    /// A ticket of `shape` on `clock`: white, at elevation 2, with a ripple.
    public init(frame: Rect, clock: SimClock, shape: TicketShape = TicketShape()) {
        self.shape = shape
        super.init(frame: frame, clock: clock)
        shapeGenerator = shape
        backgroundColor = .white
        elevation = 2
        addRipple()
        addGestureRecognizer(TapGestureRecognizer { [weak self] _, state in
            guard let self, state == .recognized else { return }
            self.punches += 1
            self.recordEvent("punched", values: [("punches", Double(self.punches))])
        })
    }
}
