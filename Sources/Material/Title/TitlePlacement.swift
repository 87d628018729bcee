import Geometry
import Text

/// Where a component puts its title label in its bounds, as MDC lays out a button's or a chip's
/// title (MDC-iOS at `ac77ff7`).
///
/// Both end on the device-pixel grid through MDC's `MDCRectAlignToScale`
/// (``Text/PixelAlignment/align(_:)``: origin floored, size ceiled to reach the old far edges).
public enum TitlePlacement: Hashable, Sendable {
    /// MDCButton's (`components/Buttons/src/MDCButton.m`, UIButton's centred content): the title's
    /// fitting size (width at most the bounds less the insets), centred both ways in the bounds
    /// less `insets`, then snapped. A title taller than the space keeps its height, centred on it.
    case button(insets: EdgeInsets)
    /// MDCChipView's (`components/Chips/src/MDCChipView.m`): the full width inside
    /// `contentPadding` and then `titlePadding`, the fitting height, centred vertically at a
    /// pixel-rounded offset, then snapped.
    case chip(contentPadding: EdgeInsets, titlePadding: EdgeInsets)

    /// MDCButton's default content insets, (8, 16, 8, 16).
    public static let buttonInsets = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
    /// A themed extended FAB's insets, 16 on every side (`MDCFloatingButton+MaterialTheming`).
    public static let extendedFABInsets = EdgeInsets(all: 16)
    /// A themed chip's content padding (0, 4, 0, 8) and title padding (0, 8, 0, 4)
    /// (`MDCChipView+MaterialTheming`).
    public static let themedChip = TitlePlacement.chip(contentPadding: EdgeInsets(top: 0, left: 4, bottom: 0, right: 8),
                                                       titlePadding: EdgeInsets(top: 0, left: 8, bottom: 0, right: 4))

    /// The title's frame for a title whose fitting size is `fitting`, in `bounds`, on the grid of
    /// `scale` pixels per point.
    public func frame(fitting: Size, in bounds: Rect, scale: Double) -> Rect {
        let grid = PixelAlignment(scale: scale)
        switch self {
        case .button(let insets):
            let content = Self.inset(bounds, insets)
            let width = Swift.min(fitting.width, content.width)
            let x = content.minX + (content.width - width) / 2
            let y = content.minY + (content.height - fitting.height) / 2
            return grid.align(Rect(x: x, y: y, width: width, height: fitting.height))
        case .chip(let contentPadding, let titlePadding):
            let content = Self.inset(Self.inset(bounds, contentPadding), titlePadding)
            let offset = ((content.height - fitting.height) / 2 * scale).rounded() / scale
            return grid.align(Rect(x: content.minX, y: content.minY + offset, width: content.width,
                                   height: fitting.height))
        }
    }

    /// `rect` less `insets`, no smaller than empty (at its centre).
    static func inset(_ rect: Rect, _ insets: EdgeInsets) -> Rect {
        let width = Swift.max(rect.width - insets.left - insets.right, 0)
        let height = Swift.max(rect.height - insets.top - insets.bottom, 0)
        let x = width > 0 ? rect.minX + insets.left : rect.midX
        let y = height > 0 ? rect.minY + insets.top : rect.midY
        return Rect(x: x, y: y, width: width, height: height)
    }
}
