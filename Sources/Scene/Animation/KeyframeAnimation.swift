import Geometry

/// An animation through a sequence of values or along a path, with Core Animation's
/// `CAKeyframeAnimation` semantics.
///
///     var path = Path()
///     path.move(to: Point(x: 0, y: 0))
///     path.addLine(to: Point(x: 100, y: 0))
///     path.addLine(to: Point(x: 100, y: 50))
///     let slide = KeyframeAnimation(keyPath: "position", path: path, duration: 1_000_000_000)
///     // half-way through (0.5 s): the corner (100, 0); at 0.75 s: (100, 25)
///
/// ## Keyframes
/// With a ``path`` (which takes precedence over ``values``, as in Core Animation), the value is a
/// point and every drawing element of the path (line, quadratic, cubic, close) is one keyframe
/// segment, from the end of the element before it; a move starts no segment, so the value jumps to
/// the move's point when the next segment begins. A path with `n` drawing elements has `n + 1`
/// keyframes. With ``values``, consecutive values form the segments and are interpolated as
/// ``AnimatableValue/interpolated(to:fraction:)`` describes; a single value is shown throughout.
///
/// ## Timing within the animation
/// The ``timingFunction`` first maps elapsed time to progress p (clamped to 0…1 here), then:
/// - ``CalculationMode/linear`` (Core Animation's default): segment `i` spans key times
///   `keyTimes[i]…keyTimes[i + 1]`, evenly spaced (`i / n`) when ``keyTimes`` is nil, so every
///   segment gets equal time regardless of its length, and a curved segment is traversed by its
///   Bézier parameter, linear in time.
/// - ``CalculationMode/paced``: constant speed over the whole animation; key times follow the
///   cumulative length (a path's arc length, or the distance between consecutive doubles or points),
///   and ``keyTimes`` is ignored, as Core Animation ignores it. Curved segments are
///   re-parameterised by arc length through a table of chord lengths at flattening tolerance
///   ``pacingTolerance``, so their speed is constant to that accuracy; lines are exact.
///
/// Core Animation's per-segment `timingFunctions`, the discrete and cubic modes and `rotationMode`
/// are not supported. Timing (begin time, duration 0 meaning instant, fill mode, removal) is as
/// ``BasicAnimation`` describes.
public struct KeyframeAnimation: Hashable, Sendable {
    /// How progress is spread over the keyframe segments.
    public enum CalculationMode: Hashable, Sendable {
        /// Segments take the time their key times give them (equal time by default).
        case linear
        /// Constant speed along the whole animation.
        case paced
    }

    /// The flattening tolerance, in points, of the chord-length tables behind paced curves: a
    /// thousandth of a point keeps positions on the curve and speed within a fraction of a percent
    /// of constant, with tables of a few dozen entries per curve.
    public static let pacingTolerance = 1e-3

    /// The property animated, usually `"position"` for a path.
    public var keyPath: String
    /// The keyframe values; ignored when ``path`` is set.
    public var values: [AnimatableValue]
    /// A path whose points are the keyframes (see the type's doc); takes precedence over ``values``.
    public var path: Path?
    /// One fraction of the duration per keyframe, from 0 to 1 and never decreasing; `nil` spaces the
    /// keyframes evenly. Ignored in paced mode.
    public var keyTimes: [Double]?
    /// How progress is spread over the segments; ``CalculationMode/linear`` by default.
    public var calculationMode: CalculationMode
    /// When the animation starts, in absolute clock nanoseconds (relative inside a group); `nil`
    /// means when it is added.
    public var beginTime: Int64?
    /// How long the animation runs, in nanoseconds; 0 is an instant change.
    public var duration: Int64
    /// Maps elapsed time to overall progress before the keyframes are looked up; linear by default.
    public var timingFunction: TimingFunction
    /// What the animation shows outside its active interval; ``FillMode/removed`` by default.
    public var fillMode: FillMode
    /// Whether the animation is removed when it completes; true by default.
    public var isRemovedOnCompletion: Bool

    /// Creates an animation along `path`.
    public init(keyPath: String, path: Path, duration: Int64, beginTime: Int64? = nil,
                calculationMode: CalculationMode = .linear, keyTimes: [Double]? = nil,
                timingFunction: TimingFunction = .linear, fillMode: FillMode = .removed,
                isRemovedOnCompletion: Bool = true) {
        self.init(keyPath: keyPath, values: [], duration: duration, beginTime: beginTime,
                  calculationMode: calculationMode, keyTimes: keyTimes, timingFunction: timingFunction,
                  fillMode: fillMode, isRemovedOnCompletion: isRemovedOnCompletion)
        self.path = path
    }

    /// Creates an animation through `values`.
    public init(keyPath: String, values: [AnimatableValue], duration: Int64, beginTime: Int64? = nil,
                calculationMode: CalculationMode = .linear, keyTimes: [Double]? = nil,
                timingFunction: TimingFunction = .linear, fillMode: FillMode = .removed,
                isRemovedOnCompletion: Bool = true) {
        self.keyPath = keyPath
        self.values = values
        self.path = nil
        self.keyTimes = keyTimes
        self.calculationMode = calculationMode
        self.beginTime = beginTime
        self.duration = duration
        self.timingFunction = timingFunction
        self.fillMode = fillMode
        self.isRemovedOnCompletion = isRemovedOnCompletion
    }
}
