import Geometry

/// Why a shadow cannot be computed as asked.
public enum ShadowError: Error, Equatable, CustomStringConvertible {
    /// A shadow radius (points) that is negative, NaN or infinite. Core Animation documents no
    /// meaning for these, so Touchstone refuses them rather than guess.
    case invalidRadius(Double)
    /// A Gaussian standard deviation (pixels) that is negative, NaN, infinite or above
    /// ``AnalyticShadow/maximumSigma``.
    case invalidSigma(Double)
    /// A shadow offset that is NaN or infinite.
    case invalidOffset(Size)
    /// A rectangle, corner size or transform with a NaN or infinite number.
    case nonFiniteGeometry
    /// A closed-form caster (pixels) wider or taller than ``AnalyticShadow/maximumClosedFormSide``.
    case casterTooLarge(Size)

    /// What was wrong and what is accepted.
    public var description: String {
        switch self {
        case .invalidRadius(let r):
            return "shadow radius \(r) is not valid: expected a finite number of points, 0 or more"
        case .invalidSigma(let s):
            return "blur sigma \(s) is not valid: expected a finite number of pixels from 0 to \(AnalyticShadow.maximumSigma)"
        case .invalidOffset(let o):
            return "shadow offset \(o) is not valid: expected finite numbers"
        case .casterTooLarge(let size):
            return "shadow caster \(size.width)×\(size.height) pixels is too large for the closed form: expected at most \(Int(AnalyticShadow.maximumClosedFormSide)) pixels a side"
        case .nonFiniteGeometry:
            return "shadow shape or transform has a NaN or infinite coordinate"
        }
    }
}
