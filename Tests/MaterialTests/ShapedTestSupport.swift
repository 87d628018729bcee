import Geometry
import Raster
import Scene

/// An independent cubic-Bézier easing evaluator for the tests: Bernstein form solved by bisection.
struct PaperReferenceEasing {
    var x1: Double, y1: Double, x2: Double, y2: Double

    private func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
        let s = 1 - t
        return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t
    }

    /// y for x, with t found by 200 halvings of [0, 1].
    func value(at x: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bernstein(middle, x1, x2) < x { low = middle } else { high = middle }
        }
        return bernstein((low + high) / 2, y1, y2)
    }

    /// Core Animation's ease-out, (0, 0, 0.58, 1).
    static let easeOut = PaperReferenceEasing(x1: 0, y1: 0, x2: 0.58, y2: 1)
}

/// Nanoseconds for seconds, for readable test timelines.
func paperNanoseconds(_ seconds: Double) -> Int64 { Int64((seconds * 1e9).rounded()) }

/// The shape content of a layer, or an empty one.
func layerShapeContent(_ layer: Layer) -> ShapeContent? {
    if case .shape(let shape) = layer.content { return shape }
    return nil
}
