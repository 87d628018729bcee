import Geometry
import SeededRandom

/// Where a fuzzed point was aimed, for the statistics.
public enum HitPointKind: String, CaseIterable, Sendable {
    /// Exactly at a vertex (an element's end point: corners, tangent points, triangle tips).
    case vertex
    /// Within 1e-3 to 1e-12 of the shape's extent, or a few ulps, of a vertex.
    case nearVertex
    /// On a segment as rounding puts it (a line interpolated, a curve evaluated).
    case onSegment
    /// Off a segment by 1e-3 to 1e-12 of the extent, or a few ulps, along x or y.
    case nearSegment
    /// At a curve's extremum in x or y (where the ray is tangent), or near it.
    case extremum
    /// Level with a vertex (on a horizontal segment or the line through a vertex), at any x.
    case levelWithVertex
    /// On the edge or corner of the control-point bounding box.
    case boundingBox
    /// Uniform over the bounding box, widened by a tenth.
    case uniform
}

/// Points biased toward the places where hit testing is hard, for one path: its vertices, its
/// segments, their extrema, the heights of its vertices and its bounding box, exactly and at
/// distances from 1e-3 to 1e-12 of the shape's extent (and a few units in the last place).
public struct HardPointGenerator {
    private let vertices: [Point]
    private let segments: [PathSegment]
    private let extrema: [Point]
    private let low: Point, high: Point, extent: Double

    /// Prepares the features of `path` (its segments with open subpaths closed).
    public init(path: Path) {
        var vertices: [Point] = [], segments: [PathSegment] = [], extrema: [Point] = []
        path.forEachSegment { segment in
            segments.append(segment)
            vertices.append(segment.start)
            switch segment {
            case .line: break
            case .quad, .cubic:
                segment.forEachExtremum { t in extrema.append(segment.point(at: t)) }
            }
        }
        (self.vertices, self.segments, self.extrema) = (vertices, segments, extrema)
        if let box = path.controlPointBounds {
            low = Point(x: box.minX, y: box.minY)
            high = Point(x: box.maxX, y: box.maxY)
        } else {
            low = .zero
            high = .zero
        }
        let e = Swift.max(high.x - low.x, high.y - low.y)
        extent = e.isFinite && e > 0 ? e : 1
    }

    /// A point and what it was aimed at.
    public func point<R: RandomNumberGenerator>(using random: inout R) -> (Point, HitPointKind) {
        var kind = HitPointKind.allCases[random.int(HitPointKind.allCases.count)]
        if segments.isEmpty || (kind == .extremum && extrema.isEmpty) { kind = .uniform }
        switch kind {
        case .vertex:
            return (random.pick(vertices), kind)
        case .nearVertex:
            return (nudge(random.pick(vertices), using: &random), kind)
        case .onSegment:
            return (onSegment(using: &random), kind)
        case .nearSegment:
            return (nudge(onSegment(using: &random), using: &random), kind)
        case .extremum:
            let p = random.pick(extrema)
            return (random.chance(0.3) ? p : nudge(p, using: &random), kind)
        case .levelWithVertex:
            let v = random.pick(vertices)
            let x = random.chance(0.5) ? random.pick(vertices).x : random.uniform(low.x, high.x)
            return (Point(x: x, y: random.chance(0.7) ? v.y : nudgeValue(v.y, using: &random)), kind)
        case .boundingBox:
            let x = random.chance(0.5) ? (random.chance(0.5) ? low.x : high.x) : random.uniform(low.x, high.x)
            let y = random.chance(0.5) ? (random.chance(0.5) ? low.y : high.y) : random.uniform(low.y, high.y)
            return (random.chance(0.7) ? Point(x: x, y: y) : nudge(Point(x: x, y: y), using: &random), kind)
        case .uniform:
            let pad = 0.1 * extent
            return (Point(x: random.uniform(low.x - pad, high.x + pad),
                          y: random.uniform(low.y - pad, high.y + pad)), kind)
        }
    }

    private func onSegment<R: RandomNumberGenerator>(using random: inout R) -> Point {
        let segment = random.pick(segments)
        // Halves and quarters are common, so exact midpoints come up.
        let t = random.chance(0.3) ? Double(random.int(5)) / 4 : random.unit()
        if case .line(let a, let b) = segment {
            return Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        }
        return segment.point(at: t)
    }

    private func nudge<R: RandomNumberGenerator>(_ p: Point, using random: inout R) -> Point {
        Self.nudge(p, extent: extent, ulpChance: 0.3, using: &random)
    }

    private func nudgeValue<R: RandomNumberGenerator>(_ v: Double, using random: inout R) -> Double {
        Self.nudgeValue(v, extent: extent, ulpChance: 0.3, using: &random)
    }

    /// `p` moved in x, y or both by ``nudgeValue(_:extent:ulpChance:using:)``. The analytic cases
    /// of ``HitTestFuzzer`` nudge their points the same way.
    static func nudge<R: RandomNumberGenerator>(_ p: Point, extent: Double, ulpChance: Double,
                                                using random: inout R) -> Point {
        switch random.int(3) {
        case 0: return Point(x: nudgeValue(p.x, extent: extent, ulpChance: ulpChance, using: &random), y: p.y)
        case 1: return Point(x: p.x, y: nudgeValue(p.y, extent: extent, ulpChance: ulpChance, using: &random))
        default:
            let x = nudgeValue(p.x, extent: extent, ulpChance: ulpChance, using: &random)
            return Point(x: x, y: nudgeValue(p.y, extent: extent, ulpChance: ulpChance, using: &random))
        }
    }

    /// `v` moved by a few ulps (with probability `ulpChance`) or by 10⁻¹² … 10⁻³ of `extent`: the
    /// values next to an edge where rounding decides.
    static func nudgeValue<R: RandomNumberGenerator>(_ v: Double, extent: Double, ulpChance: Double,
                                                     using random: inout R) -> Double {
        if random.chance(ulpChance) {
            var result = v
            for _ in 0..<(1 + random.int(4)) { result = random.chance(0.5) ? result.nextUp : result.nextDown }
            return result
        }
        let d = random.magnitude(-12, -3) * extent
        return random.chance(0.5) ? v + d : v - d
    }
}
