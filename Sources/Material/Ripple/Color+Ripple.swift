import Raster

extension Color {
    /// A colour from unit components (0…1, as UIKit writes them), each rounded to the nearest
    /// 8-bit step: black α 0.12 is alpha 31, α 0.08 is 20, and MDC's purple (0.384, 0, 0.933) is
    /// #6200EE. Components outside 0…1 are a programming error (the ripple tables are constants).
    static func ripple(red: Double, green: Double, blue: Double, alpha: Double) -> Color {
        func byte(_ v: Double) -> UInt8 {
            precondition(v >= 0 && v <= 1, "unit component out of range: \(v)")
            return UInt8((v * 255).rounded())
        }
        return Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
    }
}
