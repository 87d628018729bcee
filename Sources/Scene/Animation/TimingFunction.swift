import Geometry

/// A cubic Bézier easing curve from (0, 0) to (1, 1), as Core Animation's `CAMediaTimingFunction`:
/// it maps the fraction of an animation's duration that has elapsed to the fraction of the change
/// to show.
///
///     let curve = TimingFunction.easeInEaseOut
///     curve.value(at: 0.5)                         // 0.5 (the curve is symmetric)
///     let custom = try TimingFunction(0.3, 0, 0.1, 1)
///
/// The control points' x coordinates must lie in 0…1, which keeps x(t) non-decreasing so that
/// every elapsed fraction has exactly one answer; the y coordinates are free (outside 0…1 the
/// animation overshoots).
///
/// ## Solving
/// ``value(at:)`` finds the curve parameter t with x(t) = x and returns y(t):
/// 1. x ≤ 0 gives exactly 0 and x ≥ 1 exactly 1 (NaN counts as 0), and the linear curve returns
///    x itself, so animations begin and end exactly on their end values.
/// 2. Newton's method from t = x, at most ``newtonIterations`` steps, stopping once
///    |x(t) − x| ≤ ``solveTolerance``.
/// 3. If Newton stalls (a slope below ``minimumNewtonSlope``, which happens near the ends of
///    curves whose first or last control point has x = 0 or 1) or leaves 0…1, bisection on
///    [0, 1], which always converges because x(t) is monotonic, until the bracket is narrower
///    than ``solveTolerance``.
///
/// The tolerance, 1e-12, is a Newton step or two tighter than a visible 1e-7 and keeps timing
/// error far below anything visible (the steepest named curve, Material's deceleration, has
/// slope 5, so y is within 5e-12 of the exact curve).
public struct TimingFunction: Hashable, Sendable {
    /// The first control point; x in 0…1.
    public let controlPoint1: Point
    /// The second control point; x in 0…1.
    public let controlPoint2: Point

    /// The stopping tolerance of the solver in x (and the bisection's final bracket width in t).
    public static let solveTolerance = 1e-12
    /// The most Newton steps tried before falling back to bisection; Newton converges
    /// quadratically, so 8 steps from t = x are plenty for every curve with a usable slope.
    public static let newtonIterations = 8
    /// Below this |dx/dt| a Newton step would jump far out of 0…1, so the solver bisects instead.
    public static let minimumNewtonSlope = 1e-6

    // Power-basis coefficients: x(t) = ((ax·t + bx)·t + cx)·t, the same for y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    private let isLinear: Bool

    /// Creates a curve from its control points `(x1, y1)` and `(x2, y2)`, as
    /// `CAMediaTimingFunction(controlPoints:)`.
    ///
    /// - Throws: ``AnimationError/invalidTimingFunction(x1:y1:x2:y2:)`` if an x lies outside 0…1 or
    ///   any coordinate is not finite.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(AnimationError) {
        guard (0...1).contains(x1), (0...1).contains(x2), y1.isFinite, y2.isFinite else {
            throw .invalidTimingFunction(x1: x1, y1: y1, x2: x2, y2: y2)
        }
        self.init(unchecked: x1, y1, x2, y2)
    }

    /// Creates a curve from its control points; see ``init(_:_:_:_:)``.
    public init(controlPoint1: Point, controlPoint2: Point) throws(AnimationError) {
        try self.init(controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y)
    }

    /// The named curves (these and Material's), whose numbers are known to be valid.
    package init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        controlPoint1 = Point(x: x1, y: y1)
        controlPoint2 = Point(x: x2, y: y2)
        cx = 3 * x1
        bx = 3 * (x2 - x1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
        isLinear = x1 == y1 && x2 == y2
    }

    /// Equal when the control points are equal.
    public static func == (a: TimingFunction, b: TimingFunction) -> Bool {
        a.controlPoint1 == b.controlPoint1 && a.controlPoint2 == b.controlPoint2
    }

    /// Hashes the control points.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(controlPoint1)
        hasher.combine(controlPoint2)
    }

    // MARK: Named curves

    /// Constant speed: y = x (`kCAMediaTimingFunctionLinear`, control points (0, 0), (1, 1)).
    public static let linear = TimingFunction(unchecked: 0, 0, 1, 1)
    /// Starts slowly: (0.42, 0), (1, 1) (`kCAMediaTimingFunctionEaseIn`).
    public static let easeIn = TimingFunction(unchecked: 0.42, 0, 1, 1)
    /// Ends slowly: (0, 0), (0.58, 1) (`kCAMediaTimingFunctionEaseOut`).
    public static let easeOut = TimingFunction(unchecked: 0, 0, 0.58, 1)
    /// Starts and ends slowly: (0.42, 0), (0.58, 1) (`kCAMediaTimingFunctionEaseInEaseOut`); MDC's
    /// ripple uses it for its touch-down scale and position.
    public static let easeInEaseOut = TimingFunction(unchecked: 0.42, 0, 0.58, 1)
    /// Core Animation's default for implicit animations: (0.25, 0.1), (0.25, 1)
    /// (`kCAMediaTimingFunctionDefault`). An explicit animation without a timing function is linear.
    public static let `default` = TimingFunction(unchecked: 0.25, 0.1, 0.25, 1)

    // MARK: Evaluation

    /// The eased fraction for the elapsed fraction `x`; see the type's doc for the solver.
    ///
    /// - Complexity: O(1): at most 8 Newton steps or about 40 bisection steps.
    public func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        return sampleY(solveForT(x))
    }

    /// The curve parameter whose x is `x` (0 < x < 1).
    private func solveForT(_ x: Double) -> Double {
        var t = x
        for _ in 0..<TimingFunction.newtonIterations {
            let error = sampleX(t) - x
            if abs(error) <= TimingFunction.solveTolerance { return t }
            let slope = sampleXDerivative(t)
            if abs(slope) < TimingFunction.minimumNewtonSlope { break }
            t -= error / slope
            if !(0...1).contains(t) { break }
        }
        var low = 0.0, high = 1.0
        t = x
        while high - low > TimingFunction.solveTolerance {
            let error = sampleX(t) - x
            if abs(error) <= TimingFunction.solveTolerance { return t }
            if error < 0 { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    private func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    private func sampleY(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    private func sampleXDerivative(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
}

extension TimingFunction: CustomStringConvertible {
    /// `cubic-bezier(x1, y1, x2, y2)`, as CSS writes it.
    public var description: String {
        "cubic-bezier(\(controlPoint1.x), \(controlPoint1.y), \(controlPoint2.x), \(controlPoint2.y))"
    }
}
