#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A scroll view's coast after a fling (docs/scrolling.md#deceleration, ScrollMechanics'
/// `DecelerationTimingParameters`): the velocity keeps the fraction `d` of itself every
/// millisecond, so with `k = 1000·ln d` (per second, negative)
///
///     v(t) = v0·d^(1000t)        x(t) = x0 + v0·(d^(1000t) − 1)/k        x∞ = x0 − v0/k
///
/// and the motion stops at ``duration`` `T`, when the distance still to go, `|v(T)/k|`, is
/// ``threshold`` (0.5 pt): `T = ln(−k·0.5/|v0|)/k`. With v0 = 1000 pt/s, `.normal` (0.998) gives
/// x∞ − x0 = 499.5 pt and T = 3.45 s, `.fast` (0.99) 99.5 pt and 0.53 s. Times are seconds.
public struct Deceleration: Hashable, Sendable {
    /// The published stop rule's distance: 0.5 pt still to go.
    public static let defaultThreshold = 0.5

    /// Where the coast starts.
    public var initialValue: Double
    /// The velocity at the start, points per second.
    public var initialVelocity: Double
    /// `d`: the fraction of velocity kept per millisecond, in (0, 1).
    public var rate: Double
    /// The distance still to go at which the motion stops.
    public var threshold: Double

    /// Creates a coast from `initialValue` at `initialVelocity` with `rate` per millisecond.
    public init(initialValue: Double, initialVelocity: Double, rate: Double,
                threshold: Double = Deceleration.defaultThreshold) {
        self.initialValue = initialValue
        self.initialVelocity = initialVelocity
        self.rate = rate
        self.threshold = threshold
    }

    /// `k = 1000·ln d`, per second (negative for d < 1).
    public var k: Double { 1000 * log(rate) }

    /// `x∞`, where the coast would come to rest with no stop rule.
    public var destination: Double { initialValue - initialVelocity / k }

    /// `T`, the time of the stop rule, 0 when the start already satisfies it (or `d` is not in (0, 1)).
    public var duration: Double {
        guard rate > 0, rate < 1, initialVelocity != 0 else { return 0 }
        return Swift.max(0, log(-k * threshold / abs(initialVelocity)) / k)
    }

    /// `x(t)`.
    public func value(at time: Double) -> Double {
        initialValue + initialVelocity * (pow(rate, 1000 * time) - 1) / k
    }

    /// `v(t)`.
    public func velocity(at time: Double) -> Double {
        initialVelocity * pow(rate, 1000 * time)
    }

    /// The time at which the coast passes `value`, if it does before ``duration``:
    /// `t = ln(1 + k·(x − x0)/v0)/k`.
    public func time(reaching value: Double) -> Double? {
        guard initialVelocity != 0 else { return nil }
        let argument = 1 + k * (value - initialValue) / initialVelocity
        guard argument > 0, argument <= 1 else { return nil }
        let t = log(argument) / k
        return t <= duration ? t : nil
    }
}
