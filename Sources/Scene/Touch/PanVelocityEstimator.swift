import Geometry

/// A pan's finger velocity (docs/scrolling.md#lift-off-velocity, UIKit's unpublished estimate as decompiled):
/// each move with a positive time step makes a sample, Δposition / Δt (zero when Δt < 1 ms), and
/// the velocity is `0.2·latest + 0.8·previous` sample; with a single sample it is that sample.
/// A move at the same instant as the last sample makes no sample (it is folded into the next).
/// Lift-off adds no sample; ``liftOffVelocity(at:)`` is zero when the last move was 100 ms or
/// more before the lift (ScrollMechanics' rule; UIKit's is unknown).
public struct PanVelocityEstimator: Hashable, Sendable {
    /// The weight of the latest sample, 0.2.
    public static let latestWeight = 0.2
    /// A sample over less than this time step (1 ms, in ns) counts as zero.
    public static let minimumStep: Int64 = 1_000_000
    /// A lift this long (100 ms, in ns) after the last move has zero velocity.
    public static let staleAfter: Int64 = 100_000_000

    private var position: Point
    private var time: Int64
    private var latest: Point?
    private var previous: Point?
    /// The time of the last move, sampled or not.
    public private(set) var lastMoveTime: Int64

    /// Starts at the touch-down `position` (points) and `time` (ns).
    public init(position: Point, time: Int64) {
        self.position = position
        self.time = time
        self.lastMoveTime = time
    }

    /// Adds the move to `position` at `time`.
    public mutating func add(position newPosition: Point, time newTime: Int64) {
        lastMoveTime = newTime
        let dt = newTime - time
        guard dt > 0 else { return }
        var sample = Point.zero
        if dt >= Self.minimumStep {
            let seconds = Double(dt) / 1e9
            sample = Point(x: (newPosition.x - position.x) / seconds, y: (newPosition.y - position.y) / seconds)
        }
        previous = latest
        latest = sample
        position = newPosition
        time = newTime
    }

    /// The current estimate in points per second.
    public var velocity: Point {
        guard let latest else { return .zero }
        guard let previous else { return latest }
        let w = Self.latestWeight
        return Point(x: w * latest.x + (1 - w) * previous.x, y: w * latest.y + (1 - w) * previous.y)
    }

    /// The velocity at a lift at `time`: ``velocity``, or zero when the last move is stale.
    public func liftOffVelocity(at time: Int64) -> Point {
        time - lastMoveTime >= Self.staleAfter ? .zero : velocity
    }
}
