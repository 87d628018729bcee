#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The spring that brings a scroll view back to its edge (docs/scrolling.md#bounce, ScrollMechanics'
/// `SpringTimingParameters`): mass 1, stiffness 100, damping ratio 1, so critically damped with
/// `β = √(stiffness/mass)` = 10 per second, and about the edge
///
///     x(t) = e^(−βt)·(x0 + (v0 + β·x0)·t)
///
/// for a displacement `x0` (points beyond the edge) and velocity `v0` (points per second). It is
/// done at ``duration``, ScrollMechanics' bound on the time after which `|x|` stays below
/// ``threshold`` (0.5 / scale pt): `max(ln(2|c1|/ε)/β, 2·ln(4|c2|/(e·β·ε))/β)` with `c1 = x0`,
/// `c2 = v0 + β·x0`. UIKit's own bounce is unpublished.
public struct BounceSpring: Hashable, Sendable {
    /// The spring's mass, 1.
    public static let mass = 1.0
    /// The spring's stiffness, 100.
    public static let stiffness = 100.0

    /// `x0`: the start's distance from the edge (positive beyond the upper limit).
    public var displacement: Double
    /// `v0`, points per second.
    public var initialVelocity: Double
    /// `ε`: the distance from the edge at which it is done.
    public var threshold: Double

    /// Creates the spring of a release `displacement` points from the edge at `initialVelocity`,
    /// done within `threshold` points.
    public init(displacement: Double, initialVelocity: Double, threshold: Double) {
        self.displacement = displacement
        self.initialVelocity = initialVelocity
        self.threshold = threshold
    }

    /// `β` = √(stiffness/mass) = 10 per second (damping 2·√(mass·stiffness) over 2·mass).
    public static var beta: Double { (stiffness / mass).squareRoot() }

    private var c2: Double { initialVelocity + Self.beta * displacement }

    /// `x(t)` about the edge.
    public func value(at time: Double) -> Double {
        exp(-Self.beta * time) * (displacement + c2 * time)
    }

    /// `x′(t) = e^(−βt)·(c2 − β·(x0 + c2·t))`.
    public func velocity(at time: Double) -> Double {
        exp(-Self.beta * time) * (c2 - Self.beta * (displacement + c2 * time))
    }

    /// When the spring is done (see the type's doc); 0 when it starts at rest on the edge.
    public var duration: Double {
        guard displacement != 0 || initialVelocity != 0, threshold > 0 else { return 0 }
        let b = Self.beta
        let t1 = log(2 * abs(displacement) / threshold) / b
        let t2 = 2 / b * log(4 * abs(c2) / (2.718281828459045 * b * threshold))
        return Swift.max(0, t1, t2)
    }
}
