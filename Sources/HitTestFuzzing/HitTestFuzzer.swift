#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import Replay
import SeededRandom
import Shapes

/// Differential fuzzing of hit testing (`touchstone fuzz hit-test`): random shapes from
/// ``ShapeCaseGenerator``, points from ``HardPointGenerator``, each answer of the hit test under
/// test compared with ``ExactWindingOracle`` (and every shape's pixel centres with
/// ``RasterHitTestCheck``, and the closed form of every shape that has one with
/// ``AnalyticShapeOracle``); failures are shrunk by ``HitTestShrinker``.
///
///     var fuzzer = HitTestFuzzer(seed: 42)
///     let report = fuzzer.run(cases: 100_000)
///     report.findings.isEmpty      // true unless hit testing disagrees with the oracle
///
/// A shape is generated once and tested against ``pointsPerShape`` points (half under each fill
/// rule), which amortises generating and building its path. The hit test is a parameter, so a
/// test can inject a broken one; the default is production's `Path.contains(_:rule:)`.
///
/// The run is a pure function of the seed and the case count; a time limit (`shouldStop`) only
/// decides where it ends.
///
/// ## Shapes of your own
/// ``init(seed:generator:named:sizes:contains:)`` fuzzes the outlines of any ``Shapes/ShapeGenerating``
/// (a rectangle generator with custom corner or edge treatments, or a generator of your own)
/// instead of the built-in shapes: each shape is the generator's path at a drawn size, and every
/// check above applies to it unchanged.
public struct HitTestFuzzer {
    /// A hit test: does the path contain the point under the rule?
    public typealias Contains = (Path, Point, FillRule) -> Bool

    /// Production's hit test.
    public static let production: Contains = { path, point, rule in path.contains(point, rule: rule) }

    /// Points tested per generated shape, 64.
    public static let pointsPerShape = 64

    /// Findings shrunk and kept, at most 10; mismatches past that are only counted.
    public static let maximumFindings = 10

    /// The length of a run given neither a count nor seconds: a million cases.
    public static let defaultCases = 1_000_000

    /// The run's seed.
    public let seed: UInt64
    private var random: SplitMix64
    /// The analytic check's own sequence, so that a seed's shapes and points do not depend on
    /// the check.
    private var analyticRandom: SplitMix64
    private let contains: Contains
    /// The share of the seed's shapes this fuzzer checks (`--shard I/N`): shape k (from 0) belongs
    /// to shard k mod N + 1. Every shard generates every shape and draws its points, so the
    /// sequence is the unsharded one, and checks only its own; the case limit counts every
    /// shard's cases, so the shards of one seed and length together check exactly the unsharded
    /// run's cases. ``Replay/Shard/whole`` by default.
    public var shard = Shard.whole
    /// Whether to run the raster check on each shape.
    public var checksRaster = true
    /// The analytic fast path under test, checked on every shape that has a closed form
    /// (`ShapeSpec.analyticShape(for:)`) against ``AnalyticShapeOracle``; production's
    /// `AnalyticShape.contains(_:rule:)` by default.
    public var analyticContains: (AnalyticShape, Point) -> Bool = { shape, point in shape.contains(point) }

    /// Points tested per shape with a closed form, 32.
    public static let analyticPointsPerShape = 32

    /// Where the shapes come from.
    private let source: ShapeSource

    /// A fuzzer for `seed` testing `contains` on the built-in shapes (``ShapeCaseGenerator``).
    public init(seed: UInt64, contains: @escaping Contains = HitTestFuzzer.production) {
        self.init(seed: seed, source: .builtIn, contains: contains)
    }

    /// A fuzzer for `seed` testing `contains` on the outlines of `generator`.
    ///
    /// Each shape is `generator.path(for: size)` for a size drawn from `sizes`, or, when `sizes`
    /// is empty, from the built-in shapes' sizes (mostly 1 to 400 points, sometimes zero, tiny,
    /// huge or negative). Its points and checks are the built-in shapes' (the exact winding oracle
    /// of that very path, the raster, and the closed form when `generator` is a
    /// ``Shapes/RectangleShapeGenerator`` that has one). A finding's shape is the generated path as
    /// SVG path data (`{"svgPath": …}`, the same numbers, which SVG writes exactly), so its repro
    /// and its `shape contains` command replay it without your type; the statistics count the
    /// shapes under `name`.
    public init(seed: UInt64, generator: any ShapeGenerating, named name: String, sizes: [Size] = [],
                contains: @escaping Contains = HitTestFuzzer.production) {
        self.init(seed: seed, source: .generator(generator, name: name, sizes: sizes), contains: contains)
    }

    private init(seed: UInt64, source: ShapeSource, contains: @escaping Contains) {
        self.seed = seed
        self.random = SplitMix64(seed: seed)
        self.analyticRandom = SplitMix64(seed: seed ^ 0xA11A_17C0_FA57_0000)
        self.contains = contains
        self.source = source
    }

    /// Where a fuzzer's shapes come from.
    private enum ShapeSource {
        /// ``ShapeCaseGenerator``.
        case builtIn
        /// A caller's generator, at sizes drawn from `sizes` (the built-in sizes when empty).
        case generator(any ShapeGenerating, name: String, sizes: [Size])
    }

    /// The next shape of the sequence, its outline, its kind for the statistics and its closed
    /// form, if any.
    private mutating func nextShape() -> (shape: FuzzShape, path: Path, kind: String, closedForm: AnalyticShape?) {
        switch source {
        case .builtIn:
            let shape = ShapeCaseGenerator.shape(using: &random)
            return (shape, shape.path, shape.kind, shape.spec.analyticShape(for: shape.size))
        case .generator(let generator, let name, let sizes):
            let size = sizes.isEmpty ? ShapeCaseGenerator.size(using: &random) : random.pick(sizes)
            let path = generator.path(for: size)
            let closedForm = (generator as? RectangleShapeGenerator)?.analyticShape(for: size)
            return (FuzzShape(spec: .svgPath(path), size: size), path, name, closedForm)
        }
    }

    /// What a run found.
    public struct Report {
        /// Cases compared with the oracle (ambiguous ones included).
        public var cases = 0
        /// Cases the oracle could not decide (within the curve band or out of its range).
        public var ambiguous = 0
        /// Decided cases inside and outside the shape.
        public var inside = 0, outside = 0
        /// Disagreements with the oracle, all of them (only the first ``maximumFindings`` are kept).
        public var mismatches = 0
        /// Shapes checked (all generated ones unless sharded: then this shard's).
        public var shapes = 0
        /// Pixel centres compared with the raster, the clean ones among them (no segment in the
        /// pixel), slivers the oracle settled, disagreements it could not settle, and findings.
        public var rasterChecked = 0, rasterClean = 0, rasterSlivers = 0, rasterUnsettled = 0, rasterMismatches = 0
        /// Cases per shape kind ("rectangle", "pill", …).
        public var casesByShapeKind: [String: Int] = [:]
        /// Cases per point kind (``HitPointKind``).
        public var casesByPointKind: [String: Int] = [:]
        /// Ambiguous cases per point kind.
        public var ambiguousByPointKind: [String: Int] = [:]
        /// The shrunk findings, oracle ones first found first.
        public var findings: [HitTestFinding] = []
        /// Shapes with a closed form, the points tested against it, those decided strictly, those
        /// within production's rounding of a corner circle (not compared), and disagreements.
        public var analyticShapes = 0, analyticCases = 0, analyticDecided = 0, analyticRounding = 0, analyticMismatches = 0
        /// The first ``maximumFindings`` analytic disagreements, described.
        public var analyticFindings: [String] = []
        /// The index in the seed's sequence (from 0) of the shape of each finding, and of each
        /// analytic finding: the order in which the unsharded run finds them.
        public var findingShapes: [Int] = [], analyticFindingShapes: [Int] = []
    }

    /// Runs until `cases` cases have been compared (by all shards together; see ``shard``), or
    /// `shouldStop` (asked once per shape) says to stop; continues a previous run's sequence if
    /// called again.
    public mutating func run(cases limit: Int = .max, shouldStop: () -> Bool = { false }) -> Report {
        var report = Report()
        // Cases of every shard so far, and the index of the shape in the seed's sequence.
        var consumed = 0, shapeIndex = -1
        while consumed < limit, !shouldStop() {
            let (shape, path, shapeKind, closedForm) = nextShape()
            shapeIndex += 1
            let points = HardPointGenerator(path: path)
            let count = Swift.min(Self.pointsPerShape, limit - consumed)
            consumed += count
            guard shard.contains(shapeIndex) else {
                // Another shard's shape: draw what checking it would draw, so the sequence goes on
                // exactly as in the unsharded run.
                for _ in 0..<count { _ = points.point(using: &random) }
                if let analytic = closedForm { _ = analyticPoints(analytic) }
                continue
            }
            report.shapes += 1
            var byKind = [Int](repeating: 0, count: HitPointKind.allCases.count)
            var ambiguousByKind = byKind
            for index in 0..<count {
                let (point, kind) = points.point(using: &random)
                let rule: FillRule = index & 1 == 0 ? .nonZero : .evenOdd
                let kindIndex = HitPointKind.allCases.firstIndex(of: kind)!
                byKind[kindIndex] += 1
                guard let winding = ExactWindingOracle.winding(of: path, at: point) else {
                    ambiguousByKind[kindIndex] += 1
                    continue
                }
                let truth = rule == .evenOdd ? winding & 1 != 0 : winding != 0
                if truth { report.inside += 1 } else { report.outside += 1 }
                let answer = contains(path, point, rule)
                if answer != truth {
                    report.mismatches += 1
                    if report.findings.count < Self.maximumFindings {
                        let original = HitTestCase(shape: shape, point: point, rule: rule)
                        report.findings.append(finding(original, check: .oracle))
                        report.findingShapes.append(shapeIndex)
                    }
                }
            }
            report.cases += count
            report.casesByShapeKind[shapeKind, default: 0] += count
            for (k, kind) in HitPointKind.allCases.enumerated() {
                report.casesByPointKind[kind.rawValue, default: 0] += byKind[k]
                report.ambiguousByPointKind[kind.rawValue, default: 0] += ambiguousByKind[k]
                report.ambiguous += ambiguousByKind[k]
            }
            if let analytic = closedForm {
                checkAnalytic(analytic, shapeIndex: shapeIndex, report: &report)
            }
            if checksRaster {
                // The (shapeIndex + 1)-th shape of the sequence: even ones nonzero, odd ones even-odd.
                let rule: FillRule = (shapeIndex + 1) & 1 == 0 ? .nonZero : .evenOdd
                let outcome = RasterHitTestCheck.check(path, rule: rule, contains: contains)
                report.rasterChecked += outcome.checked
                report.rasterClean += outcome.clean
                report.rasterSlivers += outcome.slivers
                report.rasterUnsettled += outcome.unsettled
                report.rasterMismatches += outcome.findings.count
                for (point, expected) in outcome.findings where report.findings.count < Self.maximumFindings {
                    let c = HitTestCase(shape: shape, point: point, rule: rule)
                    report.findings.append(HitTestFinding(check: .raster, testCase: c, expected: expected,
                                                          actual: !expected, original: c, seed: seed))
                    report.findingShapes.append(shapeIndex)
                }
            }
        }
        return report
    }

    /// Tests the closed form at points aimed at its corner circles (on them as rounding puts them,
    /// exactly on them where a Pythagorean triple allows, nudged by 1e-3 to 1e-12 or a few ulps,
    /// at the tangent points and centres) and at the rectangle's edges.
    mutating func checkAnalytic(_ shape: AnalyticShape, shapeIndex: Int, report: inout Report) {
        report.analyticShapes += 1
        for p in analyticPoints(shape) {
            report.analyticCases += 1
            let truth: Bool
            switch AnalyticShapeOracle.answer(shape, p) {
            case .decided(let inside): truth = inside
            case .rounding, .outOfRange:
                report.analyticRounding += 1
                continue
            }
            report.analyticDecided += 1
            if analyticContains(shape, p) != truth {
                report.analyticMismatches += 1
                if report.analyticFindings.count < Self.maximumFindings {
                    report.analyticFindings.append("\(shape) at (\(HitTestCase.number(p.x)), \(HitTestCase.number(p.y))): "
                                                   + "expected \(truth), the fast path says \(!truth)")
                    report.analyticFindingShapes.append(shapeIndex)
                }
            }
        }
    }

    /// The ``analyticPointsPerShape`` points of the closed-form check, drawn from the analytic
    /// sequence (drawing does not depend on any answer, so a shard skips a shape by drawing them).
    mutating func analyticPoints(_ shape: AnalyticShape) -> [Point] {
        var points: [Point] = []
        points.reserveCapacity(Self.analyticPointsPerShape)
        let b = shape.bounds, r = shape.radius
        let centres = [Point(x: b.minX + r, y: b.minY + r), Point(x: b.maxX - r, y: b.minY + r),
                       Point(x: b.maxX - r, y: b.maxY - r), Point(x: b.minX + r, y: b.maxY - r)]
        let triples: [(Double, Double)] = [(3, 4), (4, 3), (5, 12), (12, 5), (8, 15), (15, 8), (0, 1), (1, 0)]
        for _ in 0..<Self.analyticPointsPerShape {
            let corner = analyticRandom.int(4)
            let c = centres[corner]
            let sx: Double = corner == 1 || corner == 2 ? 1 : -1, sy: Double = corner >= 2 ? 1 : -1
            var p: Point
            switch analyticRandom.int(6) {
            case 0, 1:
                let theta = analyticRandom.uniform(0, Double.pi / 2)
                p = Point(x: c.x + sx * r * cos(theta), y: c.y + sy * r * sin(theta))
            case 2:
                let (a, h) = analyticRandom.pick(triples)
                let hyp = (a * a + h * h).squareRoot()
                p = Point(x: c.x + sx * r * a / hyp, y: c.y + sy * r * h / hyp)
            case 3:
                p = analyticRandom.chance(0.5) ? Point(x: c.x, y: c.y + sy * r) : Point(x: c.x + sx * r, y: c.y)
            case 4:
                p = Point(x: analyticRandom.pick([b.minX, b.maxX, c.x, analyticRandom.uniform(b.minX, b.maxX)]),
                          y: analyticRandom.pick([b.minY, b.maxY, c.y, analyticRandom.uniform(b.minY, b.maxY)]))
            default:
                p = c
            }
            if analyticRandom.chance(0.5) {
                p = HardPointGenerator.nudge(p, extent: Swift.max(b.width, b.height), ulpChance: 0.4,
                                             using: &analyticRandom)
            }
            points.append(p)
        }
        return points
    }

    /// Whether the hit test under test still disagrees with a decided oracle on `c`.
    public func fails(_ c: HitTestCase) -> Bool {
        let path = c.shape.path
        guard let truth = ExactWindingOracle.contains(path, c.point, rule: c.rule) else { return false }
        return contains(path, c.point, c.rule) != truth
    }

    /// The shrunk finding for a failing case.
    func finding(_ original: HitTestCase, check: HitTestFinding.Check) -> HitTestFinding {
        let small = HitTestShrinker.shrink(original, stillFails: fails)
        let path = small.shape.path
        let actual = contains(path, small.point, small.rule)
        return HitTestFinding(check: check, testCase: small, expected: !actual, actual: actual,
                              original: original, seed: seed)
    }
}
