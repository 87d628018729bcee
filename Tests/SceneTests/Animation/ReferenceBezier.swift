/// An independent cubic-Bézier easing evaluator for the tests: Bernstein form (not the power basis
/// the library uses) and plain bisection to full double precision (no Newton).
struct ReferenceBezier {
    var x1: Double, y1: Double, x2: Double, y2: Double

    func x(_ t: Double) -> Double { bernstein(t, x1, x2) }
    func y(_ t: Double) -> Double { bernstein(t, y1, y2) }

    /// B(t) = 3(1−t)²t·p1 + 3(1−t)t²·p2 + t³ with p0 = 0 and p3 = 1.
    private func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }

    /// The parameter with x(t) = target, by 200 halvings of [0, 1] (x is non-decreasing for control
    /// x in 0…1); far past double precision, so the bracket collapses to adjacent doubles.
    func parameter(forX target: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if x(middle) < target { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// y for x, solved by bisection.
    func value(at x: Double) -> Double { y(parameter(forX: x)) }
}
