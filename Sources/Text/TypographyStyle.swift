/// The styles of MDC's typography scheme (`MDCTypographyScheme`, defaults 201902: MDC-iOS
/// `components/schemes/Typography/src/MDCTypographyScheme.m` at `ac77ff7`), each a size in points
/// and a weight, with no letter spacing (MDC sets none).
///
/// | style | size | weight |
/// |---|---|---|
/// | `headline1` … `headline6` | 96, 60, 48, 34, 24, 20 | light, light, regular, regular, regular, medium |
/// | `subtitle1`, `subtitle2` | 16, 14 | regular |
/// | `body1`, `body2` | 16, 14 | regular |
/// | `caption` | 12 | regular |
/// | `button` | 14 | medium |
/// | `overline` | 12 | medium |
public enum TypographyStyle: String, Hashable, Sendable, CaseIterable {
    case headline1, headline2, headline3, headline4, headline5, headline6
    case subtitle1, subtitle2, body1, body2, caption, button, overline

    /// The size in points.
    public var size: Double {
        switch self {
        case .headline1: return 96
        case .headline2: return 60
        case .headline3: return 48
        case .headline4: return 34
        case .headline5: return 24
        case .headline6: return 20
        case .subtitle1, .body1: return 16
        case .subtitle2, .body2, .button: return 14
        case .caption, .overline: return 12
        }
    }

    /// The weight.
    public var weight: FontWeight {
        switch self {
        case .headline1, .headline2: return .light
        case .headline6, .button, .overline: return .medium
        default: return .regular
        }
    }

    /// The style's size and weight as a ``FontSpec``.
    public var spec: FontSpec { FontSpec(size: size, weight: weight) }
}
