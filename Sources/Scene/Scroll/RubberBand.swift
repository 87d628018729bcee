/// The resistance of a scroll view dragged past an edge (docs/scrolling.md#dragging, Grant Paul's
/// formula as in ScrollMechanics' `RubberBand`): a finger `x` points beyond the edge shows the
/// content `f(x) = (1 − 1/(x·c/d + 1))·d` points beyond it, with `c` = 0.55 and `d` the viewport's
/// extent on that axis.
///
///     let band = RubberBand(dimension: 960)
///     band.overshoot(100)          // 52.02…
///
/// `f` has slope `c` at 0 and tends to `d`, so the content follows the finger at 55 % at first and
/// can never be pulled a whole viewport out. (UIKit's own curve is unpublished; Chameleon's linear
/// 0.055 factor is not iOS.)
public struct RubberBand: Hashable, Sendable {
    /// The published coefficient, 0.55.
    public static let defaultCoefficient = 0.55

    /// `c`: the slope at the edge.
    public var coefficient: Double
    /// `d`: the viewport's width or height in points.
    public var dimension: Double

    /// Creates the band of a viewport `dimension` points long.
    public init(dimension: Double, coefficient: Double = RubberBand.defaultCoefficient) {
        self.dimension = dimension
        self.coefficient = coefficient
    }

    /// The overshoot shown for a finger `distance` points (zero or more) past the edge.
    public func overshoot(_ distance: Double) -> Double {
        guard dimension > 0 else { return 0 }
        return (1 - 1 / (distance * coefficient / dimension + 1)) * dimension
    }

    /// The finger distance that shows `overshoot` (the inverse of ``overshoot(_:)``, defined below
    /// `d`): `y·d / (c·(d − y))`. A drag that catches content already beyond an edge starts from it,
    /// so the content does not jump.
    public func distance(showing overshoot: Double) -> Double {
        guard dimension > 0, overshoot < dimension else { return overshoot <= 0 ? 0 : .greatestFiniteMagnitude }
        return overshoot * dimension / (coefficient * (dimension - overshoot))
    }

    /// The slope of ``overshoot(_:)`` at `distance`: `c / (x·c/d + 1)²`.
    public func slope(at distance: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let q = distance * coefficient / dimension + 1
        return coefficient / (q * q)
    }

    /// `value` with whatever lies outside `lower…upper` banded toward the nearer limit.
    public func clamp(_ value: Double, lower: Double, upper: Double) -> Double {
        if value < lower { return lower - overshoot(lower - value) }
        if value > upper { return upper + overshoot(value - upper) }
        return value
    }

    /// The unbanded value whose ``clamp(_:lower:upper:)`` is `shown`.
    public func unclamp(_ shown: Double, lower: Double, upper: Double) -> Double {
        if shown < lower { return lower - distance(showing: lower - shown) }
        if shown > upper { return upper + distance(showing: shown - upper) }
        return shown
    }
}
