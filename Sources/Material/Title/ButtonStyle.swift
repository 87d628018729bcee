import Raster

/// MDC's three themed button styles (`MDCButton+MaterialTheming`: `applyContainedThemeWithScheme:`,
/// `applyOutlinedThemeWithScheme:`, `applyTextThemeWithScheme:`), with the colours, ink alphas,
/// border and elevations each gives from a ``ColorScheme``.
///
/// | style | background | title | ink | border | elevation resting / pressed |
/// |---|---|---|---|---|---|
/// | ``contained`` | primary | onPrimary | title @ 0.32 | — | 2 / 8 |
/// | ``outlined`` | clear | primary | title @ 0.12 | 1 pt, onSurface @ 0.12 | — |
/// | ``text`` | clear | primary | title @ 0.16 | — | — |
///
/// The ink is the title colour at the style's alpha, so a title colour given in a scene colours
/// the ink too.
public enum ButtonStyle: String, Hashable, Sendable, CaseIterable {
    /// A filled, raised button.
    case contained
    /// A clear button with a hairline border.
    case outlined
    /// A clear button with only its title.
    case text

    /// The background colour; `nil` is clear.
    public func backgroundColor(_ scheme: ColorScheme) -> Color? {
        self == .contained ? scheme.primary : nil
    }

    /// The title colour.
    public func titleColor(_ scheme: ColorScheme) -> Color {
        self == .contained ? scheme.onPrimary : scheme.primary
    }

    /// The alpha the ink takes from the title colour.
    public var inkAlpha: Double {
        switch self {
        case .contained: return 0.32
        case .outlined: return 0.12
        case .text: return 0.16
        }
    }

    /// The border, width and colour; `nil` for none.
    public func border(_ scheme: ColorScheme) -> (width: Double, color: Color)? {
        self == .outlined ? (1, scheme.onSurface.withAlpha(0.12)) : nil
    }

    /// The elevations at rest and pressed, in points (MDC's `kRaisedButtonResting` 2 and
    /// `kRaisedButtonPressed` 8); `nil` where the themer leaves them.
    public var elevations: (resting: Double, pressed: Double)? {
        self == .contained ? (ShadowElevation.raisedButtonResting, ShadowElevation.raisedButtonPressed) : nil
    }
}
