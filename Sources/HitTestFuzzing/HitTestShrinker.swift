#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import Shapes

/// Minimizes a failing hit-test case: greedily tries simpler variants (the nonzero rule, a plain
/// rectangle, sharp corners, straight edges, zero offsets, absolute values instead of
/// percentages, fewer SVG elements, then rounder numbers everywhere, the point included) and keeps
/// each one that still fails, until no variant does.
///
///     let small = HitTestShrinker.shrink(failing) { candidate in brokenAnswer(candidate) != truth(candidate) }
///
/// Every accepted variant has fewer non-default parts or shorter number text, so the search
/// ends; ``maximumAttempts`` bounds the work anyway.
public enum HitTestShrinker {
    /// The most candidates tried for one case, 4000: a few hundred suffice for the cases seen, the
    /// cap only bounds a pathological search.
    public static let maximumAttempts = 4000

    /// The smallest failing variant of `failing` found; `stillFails` must be true for `failing`.
    public static func shrink(_ failing: HitTestCase, stillFails: (HitTestCase) -> Bool) -> HitTestCase {
        greedyShrink(failing, maximumAttempts: maximumAttempts, candidates: candidates, stillFails: stillFails)
    }

    /// Variants of `c`, simplest changes first.
    static func candidates(_ c: HitTestCase) -> [HitTestCase] {
        var result: [HitTestCase] = []
        func with(_ change: (inout HitTestCase) -> Void) {
            var copy = c
            change(&copy)
            result.append(copy)
        }
        if c.rule == .evenOdd { with { $0.rule = .nonZero } }
        let plain = ShapeSpec.rectangle(RectangleShapeGenerator())
        if c.shape.spec != plain { with { $0.shape.spec = plain } }
        for spec in specCandidates(c.shape.spec, height: c.shape.size.height) {
            with { $0.shape.spec = spec }
        }
        // Sizes shrink toward 1, 10, 100 but not to zero: a zero-sized view is a degenerate case
        // of its own, harder to read, so it stays only where the fuzzer generated it.
        for w in simpler(c.shape.size.width) where w != 0 { with { $0.shape.size.width = w } }
        for h in simpler(c.shape.size.height) where h != 0 { with { $0.shape.size.height = h } }
        for x in simpler(c.point.x) { with { $0.point.x = x } }
        for y in simpler(c.point.y) { with { $0.point.y = y } }
        return result
    }

    /// Simpler specs than `spec`: one part back to its default or one number rounder.
    static func specCandidates(_ spec: ShapeSpec, height: Double) -> [ShapeSpec] {
        var result: [ShapeSpec] = []
        switch spec {
        case .rectangle(let generator):
            func with(_ change: (inout RectangleShapeGenerator) -> Void) {
                var copy = generator
                change(&copy)
                result.append(.rectangle(copy))
            }
            for i in 0..<4 where generator.corners[i] != .sharp {
                with { $0.corners[i] = .sharp }
            }
            for i in 0..<4 where generator.edges[i] != .straight {
                with { $0.edges[i] = .straight }
            }
            for i in 0..<4 where generator.cornerOffsets[i] != .zero {
                with { $0.cornerOffsets[i] = .zero }
            }
            for i in 0..<4 {
                for corner in cornerCandidates(generator.corners[i], height: height) {
                    with { $0.corners[i] = corner }
                }
                if case .triangle(let size, let style) = generator.edges[i] {
                    for s in simpler(size) { with { $0.edges[i] = .triangle(size: s, style: style) } }
                }
                let offset = generator.cornerOffsets[i]
                for x in simpler(offset.x) { with { $0.cornerOffsets[i].x = x } }
                for y in simpler(offset.y) { with { $0.cornerOffsets[i].y = y } }
            }
        case .curvedRect(let generator):
            for w in simpler(generator.cornerSize.width) {
                result.append(.curvedRect(CurvedRectShapeGenerator(cornerSize: Size(width: w, height: generator.cornerSize.height))))
            }
            for h in simpler(generator.cornerSize.height) {
                result.append(.curvedRect(CurvedRectShapeGenerator(cornerSize: Size(width: generator.cornerSize.width, height: h))))
            }
        case .slantedRect(let generator):
            for s in simpler(generator.slant) { result.append(.slantedRect(SlantedRectShapeGenerator(slant: s))) }
        case .svgPath(let path):
            let elements = path.elements
            // Drop one element (a drawing element or a close; the first move stays).
            for k in elements.indices where k > 0 {
                var copy = elements
                copy.remove(at: k)
                result.append(.svgPath(Path(copy)))
            }
            // Round one coordinate.
            for k in elements.indices {
                for variant in elementCandidates(elements[k]) {
                    var copy = elements
                    copy[k] = variant
                    result.append(.svgPath(Path(copy)))
                }
            }
        case .pill, .scheme:
            break
        }
        return result
    }

    static func cornerCandidates(_ corner: CornerTreatment, height: Double) -> [CornerTreatment] {
        var result: [CornerTreatment] = []
        let type = corner.valueType
        // A percentage as the absolute value it stands for (MDC: a fraction of the height).
        func absolute(_ v: Double) -> Double { type == .percentage ? v * height : v }
        switch corner.kind {
        case .sharp, .custom: break  // a custom corner has no numbers to round; it may become sharp
        case .rounded(let r):
            if type == .percentage { result.append(.rounded(radius: absolute(r))) }
            result += simpler(r).map { .rounded(radius: $0, valueType: type) }
        case .cut(let c):
            if type == .percentage { result.append(.cut(absolute(c))) }
            result += simpler(c).map { .cut($0, valueType: type) }
        case .curved(let s):
            if type == .percentage { result.append(.curved(Size(width: absolute(s.width), height: absolute(s.height)))) }
            result += simpler(s.width).map { .curved(Size(width: $0, height: s.height), valueType: type) }
            result += simpler(s.height).map { .curved(Size(width: s.width, height: $0), valueType: type) }
        }
        return result
    }

    static func elementCandidates(_ element: PathElement) -> [PathElement] {
        func points(_ p: Point) -> [Point] {
            simpler(p.x).map { Point(x: $0, y: p.y) } + simpler(p.y).map { Point(x: p.x, y: $0) }
        }
        switch element {
        case .move(let p): return points(p).map { .move(to: $0) }
        case .line(let p): return points(p).map { .line(to: $0) }
        case .quadCurve(let p, let c):
            return [.line(to: p)] + points(p).map { .quadCurve(to: $0, control: c) }
                + points(c).map { .quadCurve(to: p, control: $0) }
        case .curve(let p, let c1, let c2):
            return [.line(to: p), .quadCurve(to: p, control: c1)]
                + points(p).map { .curve(to: $0, control1: c1, control2: c2) }
                + points(c1).map { .curve(to: p, control1: $0, control2: c2) }
                + points(c2).map { .curve(to: p, control1: c1, control2: $0) }
        case .closeSubpath: return []
        }
    }

    /// Rounder numbers than `v`, roundest first: 0, then 1, 10, 100, 1000 (with `v`'s sign), the
    /// nearest integer, and `v` rounded to 1, 2, … significant digits. Each candidate has shorter
    /// text than `v`, or text as short and a smaller magnitude (so shrinking always ends: there
    /// are finitely many numbers of each text length).
    public static func simpler(_ v: Double) -> [Double] {
        let length = HitTestCase.number(v).count
        var result: [Double] = []
        func offer(_ candidate: Double) {
            guard candidate.isFinite, candidate != v, !result.contains(candidate) else { return }
            let candidateLength = HitTestCase.number(candidate).count
            guard candidateLength < length || (candidateLength == length && candidate.magnitude < v.magnitude)
            else { return }
            result.append(candidate)
        }
        offer(0)
        let sign: Double = v < 0 ? -1 : 1
        for power in [1.0, 10, 100, 1000] { offer(sign * power) }
        offer(v.rounded())
        if v != 0, v.isFinite {
            let exponent = Int(log10(v.magnitude).rounded(.down))
            for digits in 1...16 {
                let scale = pow(10, Double(digits - 1 - exponent))
                offer((v * scale).rounded() / scale)
            }
        }
        return result
    }
}
