/// The three weights MDC's typography scheme uses (UIKit's `UIFontWeightLight`, `Regular`,
/// `Medium`), each a file of Roboto in ``FontLibrary``.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    /// Weight 300 (`Roboto-Light.ttf`).
    case light
    /// Weight 400 (`Roboto-Regular.ttf`).
    case regular
    /// Weight 500 (`Roboto-Medium.ttf`).
    case medium

    /// The name of Roboto's file of this weight, as Debian's `fonts-roboto-unhinted` installs it.
    public var robotoFileName: String {
        switch self {
        case .light: return "Roboto-Light.ttf"
        case .regular: return "Roboto-Regular.ttf"
        case .medium: return "Roboto-Medium.ttf"
        }
    }
}
