/// One axis of a scroll view's motion after the finger lifts (docs/scrolling.md#deceleration,
/// ScrollMechanics' `SimpleScrollView`): a release beyond an edge springs straight back with the
/// release velocity; a release inside coasts (``Deceleration``), and a coast whose stop lies beyond
/// an edge ends where it reaches the edge and hands its velocity at that instant to the
/// ``BounceSpring`` (or, without bouncing, stops there). Every value is a closed form of the time
/// since the release, so any sampling time gives the equation's value.
struct ScrollAxisMotion: Hashable, Sendable {
    /// The coast, if the release was inside the limits with some velocity.
    let coast: Deceleration?
    /// How long the coast lasts: to its stop, or to the instant it reaches the edge.
    let coastDuration: Double
    /// The spring back to ``edge`` after the coast, if any.
    let spring: BounceSpring?
    /// The limit the spring returns to, or the coast stops at.
    let edge: Double?

    /// The whole motion's length in seconds.
    var duration: Double { coastDuration + (spring?.duration ?? 0) }

    /// Where the motion ends: the edge after a spring or a stop at the edge, else the coast's stop.
    var finalValue: Double {
        if let edge { return edge }
        return coast?.value(at: coastDuration) ?? 0
    }

    /// The value, velocity (points per second) and whether it is springing, `time` seconds after
    /// the release (held at the end after ``duration``).
    func sample(at time: Double) -> (value: Double, velocity: Double, bouncing: Bool) {
        if time >= duration { return (finalValue, 0, false) }
        if let coast, time < coastDuration {
            return (coast.value(at: time), coast.velocity(at: time), false)
        }
        guard let spring, let edge else { return (finalValue, 0, false) }
        let s = time - coastDuration
        return (edge + spring.value(at: s), spring.velocity(at: s), true)
    }

    /// The motion of an axis released at `value` with `velocity` (points per second), or `nil`
    /// when it stays where it is.
    ///
    /// - Parameters:
    ///   - lower, upper: the axis's offset limits.
    ///   - rate: the deceleration rate per millisecond; outside (0, 1) there is no coast.
    ///   - bounces: whether a coast reaching an edge springs (otherwise it stops at the edge).
    ///   - springThreshold: where the spring is done, 0.5 / display scale points.
    static func release(value: Double, velocity: Double, lower: Double, upper: Double, rate: Double,
                        bounces: Bool, springThreshold: Double) -> ScrollAxisMotion? {
        if value < lower || value > upper {
            let edge = value < lower ? lower : upper
            let spring = BounceSpring(displacement: value - edge, initialVelocity: velocity, threshold: springThreshold)
            return ScrollAxisMotion(coast: nil, coastDuration: 0, spring: spring, edge: edge)
        }
        guard rate > 0, rate < 1, velocity != 0 else { return nil }
        let coast = Deceleration(initialValue: value, initialVelocity: velocity, rate: rate)
        let stop = coast.duration
        guard stop > 0 else { return nil }
        let end = coast.value(at: stop)
        guard end > upper || end < lower else {
            return ScrollAxisMotion(coast: coast, coastDuration: stop, spring: nil, edge: nil)
        }
        let edge = end > upper ? upper : lower
        let reach = coast.time(reaching: edge) ?? stop
        let spring = bounces
            ? BounceSpring(displacement: 0, initialVelocity: coast.velocity(at: reach), threshold: springThreshold)
            : nil
        return ScrollAxisMotion(coast: coast, coastDuration: reach, spring: spring, edge: edge)
    }
}
