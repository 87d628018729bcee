/// An independent cubic-Bézier easing evaluator for the tests: Bernstein form (not the power basis
/// the library uses) and plain bisection to full double precision (no Newton).
public struct ReferenceBezier {
    public var x1: Double, y1: Double, x2: Double, y2: Double

    /// The curve through (0, 0) and (1, 1) with control points (x1, y1) and (x2, y2).
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// Core Animation's ease-out, (0, 0, 0.58, 1).
    public static let easeOut = ReferenceBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// Core Animation's ease-in-ease-out, (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = ReferenceBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// x at curve parameter `t` in 0…1.
    public func x(_ t: Double) -> Double { bernstein(t, x1, x2) }
    /// y at curve parameter `t` in 0…1.
    public func y(_ t: Double) -> Double { bernstein(t, y1, y2) }

    /// B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³ with p0 = 0 and p3 = 1.
    private func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }

    /// The parameter with x(t) = target, by 200 halvings of [0, 1] (x is non-decreasing for control
    /// x in 0…1); far past double precision, so the bracket collapses to adjacent doubles.
    public func parameter(forX target: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if x(middle) < target { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// y for x, solved by bisection.
    public func value(at x: Double) -> Double { y(parameter(forX: x)) }
}
