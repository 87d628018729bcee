import Geometry
import SeededRandom

/// Random short paths and points whose coordinates are often NaN, ±∞, signed zeros or exact
/// small values: the inputs on which two winding computations must still agree.
struct NonFinitePathSampler {
    private static let specials: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, 1, 0.5]
    private var rng: SplitMix64

    init(seed: UInt64) { rng = SplitMix64(seed: seed) }

    /// A coordinate: a special value three times in ten, otherwise uniform in [0, 1).
    mutating func value() -> Double {
        rng.chance(0.3) ? Self.specials[rng.int(Self.specials.count)] : rng.unit()
    }

    mutating func point() -> Point { Point(x: value(), y: value()) }

    /// A move and 1–4 lines, quadratics or cubics, closed half of the time.
    mutating func path() -> Path {
        var path = Path()
        path.move(to: point())
        for _ in 0..<(1 + rng.int(4)) {
            switch rng.int(3) {
            case 0: path.addLine(to: point())
            case 1: path.addQuadCurve(to: point(), control: point())
            default: path.addCurve(to: point(), control1: point(), control2: point())
            }
        }
        if rng.chance(0.5) { path.closeSubpath() }
        return path
    }
}
