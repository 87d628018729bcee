import Raster

/// MDC's semantic colour scheme, the Material 2018 palette its themers read
/// (`MDCSemanticColorScheme` defaults 201804: MDC-iOS
/// `components/schemes/Color/src/MDCSemanticColorScheme.m` at `ac77ff7`).
public struct ColorScheme: Hashable, Sendable {
    /// Primary, #6200EE.
    public var primary = Color(red: 0x62, green: 0x00, blue: 0xEE)
    /// On primary, white.
    public var onPrimary = Color.white
    /// Secondary, #03DAC6.
    public var secondary = Color(red: 0x03, green: 0xDA, blue: 0xC6)
    /// On secondary, black.
    public var onSecondary = Color.black
    /// Surface, white.
    public var surface = Color.white
    /// On surface, black.
    public var onSurface = Color.black

    /// The 201804 defaults.
    public init() {}
}

extension Color {
    /// This colour with its alpha replaced by `alpha` (0…1, rounded to 1/255): how MDC's themers
    /// make ink from a title colour and how BFPaperButton's Smart Color makes its circles.
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: UInt8((Swift.min(Swift.max(alpha, 0), 1) * 255).rounded()))
    }
}
