import Geometry
import Scene

/// A component's title: its label and where the component puts it (``TitlePlacement``), laid
/// out on the device-pixel grid of ``scale``.
///
///     let title = Title(label: label, placement: .button(insets: TitlePlacement.buttonInsets), scale: 3)
///     button.setTitle(title)     // the label goes above the ripple
public final class Title {
    /// The title's label.
    public let label: LabelView
    /// Where the host puts it.
    public var placement: TitlePlacement
    /// Pixels per point of the display the frame is snapped to.
    public var scale: Double

    /// Creates a title.
    public init(label: LabelView, placement: TitlePlacement, scale: Double) {
        self.label = label
        self.placement = placement
        self.scale = scale
    }

    /// Sets the label's frame for a host of `bounds`.
    public func layout(in bounds: Rect) {
        label.frame = placement.frame(fitting: label.sizeThatFits(scale: scale), in: bounds, scale: scale)
    }
}
