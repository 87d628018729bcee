import Geometry
import JSON
import Material
import Replay
import Scene
import SeededRandom

/// Differential fuzzing of scene hit testing (`touchstone fuzz scene-hit-test`): random view
/// trees from ``SceneCaseGenerator``, written as scene files and loaded by the fuzzer's factory
/// (Material's by default; a tool of one's own adds its kinds, and its ``SceneFuzzKind``s put them
/// into the scenes); points from ``ScenePointGenerator``; each answer of the root view's
/// `hitTest` compared with ``SceneHitTestOracle``. Failures are shrunk by ``SceneHitTestShrinker``.
///
///     var fuzzer = SceneHitTestFuzzer(seed: 42)
///     let report = fuzzer.run(cases: 10_000)
///     report.findings.isEmpty      // true unless hit testing disagrees with the oracle
///
/// The hit test is a parameter, so a test can inject a broken one; the default is production's
/// `View.hitTest(_:)` on the loaded scene's root. The run is a pure function of the seed and the
/// case count; a time limit (`shouldStop`, asked once per scene) only decides where it ends.
public struct SceneHitTestFuzzer {
    /// A hit test: the view of the tree under `root` hit at a point in the root's coordinates.
    public typealias HitTest = (_ root: View, _ point: Point) -> View?

    /// Production's hit test.
    public static let production: HitTest = { root, point in root.hitTest(point) }

    /// Points tested per generated scene, 64.
    public static let pointsPerScene = 64

    /// Findings shrunk and kept, at most 5; mismatches past that are only counted.
    public static let maximumFindings = 5

    /// The length of a run given neither a count nor seconds: 100 000 cases.
    public static let defaultCases = 100_000

    /// The run's seed.
    public let seed: UInt64
    private var random: SplitMix64
    private let hitTest: HitTest
    /// Makes the generated scenes' views.
    public let factory: any ViewFactory
    /// The kinds of one's own the generator draws besides the built-in ones.
    public let kinds: [any SceneFuzzKind]
    /// The share of the seed's scenes this fuzzer checks (`--shard I/N`): scene k (from 0) belongs
    /// to shard k mod N + 1. Every shard generates every scene and draws its points, so the
    /// sequence is the unsharded one, and loads and checks only its own; the case limit counts
    /// every shard's cases (a scene that fails to load uses up its points too), so the shards of
    /// one seed and length together check exactly the unsharded run's cases.
    /// ``Replay/Shard/whole`` by default.
    public var shard = Shard.whole

    /// A fuzzer for `seed` testing `hitTest` on scenes whose views `factory` makes, with views of
    /// `kinds` among the built-in ones (the factory must make them).
    public init(seed: UInt64, factory: any ViewFactory = MaterialViewFactory(), kinds: [any SceneFuzzKind] = [],
                hitTest: @escaping HitTest = SceneHitTestFuzzer.production) {
        self.seed = seed
        self.random = SplitMix64(seed: seed)
        self.factory = factory
        self.kinds = kinds
        self.hitTest = hitTest
    }

    /// What a run found.
    public struct Report {
        /// Cases compared with the oracle (ambiguous ones included).
        public var cases = 0
        /// Scenes checked (this shard's when sharded), and views in them (roots not counted).
        public var scenes = 0, views = 0
        /// Scroll views among ``views``.
        public var scrollViews = 0
        /// Cases the oracle could not decide.
        public var ambiguous = 0
        /// Ambiguous cases by reason (``SceneHitTestOracle/Ambiguity``).
        public var ambiguousByReason: [String: Int] = [:]
        /// Decided cases by answer: a view of the file hit, the root hit, nothing hit.
        public var hitView = 0, hitRoot = 0, hitNothing = 0
        /// Disagreements with the oracle, all of them (only the first ``maximumFindings`` are kept).
        public var mismatches = 0
        /// Generated scenes the loader rejected (each a finding: the generator writes valid files).
        public var loadFailures: [String] = []
        /// Cases and ambiguous cases per point kind (``ScenePointKind``).
        public var casesByPointKind: [String: Int] = [:], ambiguousByPointKind: [String: Int] = [:]
        /// The shrunk findings, first found first.
        public var findings: [SceneHitTestFinding] = []
        /// The index in the seed's sequence (from 0) of the scene of each finding and of each load
        /// failure: the order in which the unsharded run finds them.
        public var findingScenes: [Int] = [], loadFailureScenes: [Int] = []
    }

    /// Runs until `cases` cases have been used (by all shards together; see ``shard``), or
    /// `shouldStop` says to stop; continues a previous run's sequence if called again.
    public mutating func run(cases limit: Int = .max, shouldStop: () -> Bool = { false }) -> Report {
        var report = Report()
        // Cases of every shard so far, and the index of the scene in the seed's sequence.
        var consumed = 0, sceneIndex = -1
        while consumed < limit, !shouldStop() {
            var scene = SceneCaseGenerator.scene(using: &random, kinds: kinds)
            sceneIndex += 1
            let points = ScenePointGenerator(scene: scene, kinds: kinds)
            let count = Swift.min(Self.pointsPerScene, limit - consumed)
            consumed += count
            let loaded: LoadedScene? = shard.contains(sceneIndex) ? loadOrRecord(scene, sceneIndex, &report) : nil
            guard let loaded else {
                // Another shard's scene, or one that did not load: draw its points all the same, so
                // the sequence after it never depends on the loader or on the shard.
                for _ in 0..<count { _ = points.point(using: &random) }
                continue
            }
            let ids = Self.ids(loaded)
            for _ in 0..<count {
                let (point, kind) = points.point(using: &random)
                scene.point = point
                report.casesByPointKind[kind.rawValue, default: 0] += 1
                let answer = SceneHitTestOracle.answer(scene, kinds: kinds)
                if case .ambiguous(let reason) = answer { report.ambiguousByReason[reason.rawValue, default: 0] += 1 }
                guard case .hit(let expected) = answer else {
                    report.ambiguous += 1
                    report.ambiguousByPointKind[kind.rawValue, default: 0] += 1
                    continue
                }
                switch expected {
                case nil: report.hitNothing += 1
                case SceneFuzzCase.rootID: report.hitRoot += 1
                default: report.hitView += 1
                }
                let actual = Self.id(of: hitTest(loaded.root, point), in: loaded, ids: ids)
                if actual != expected {
                    report.mismatches += 1
                    if report.findings.count < Self.maximumFindings {
                        report.findings.append(finding(scene))
                        report.findingScenes.append(sceneIndex)
                    }
                }
            }
            report.cases += count
        }
        return report
    }

    /// Counts a scene of this shard and loads it; a scene the loader rejects is recorded as a load
    /// failure and gives `nil`.
    private func loadOrRecord(_ scene: SceneFuzzCase, _ sceneIndex: Int, _ report: inout Report) -> LoadedScene? {
        report.scenes += 1
        report.views += scene.viewCount
        report.scrollViews += scene.scrollViewCount
        do {
            return try load(scene)
        } catch {
            if report.loadFailures.count < Self.maximumFindings {
                report.loadFailures.append("\(error)\n  scene: \(scene.sceneJSON.serialized())")
                report.loadFailureScenes.append(sceneIndex)
            }
            return nil
        }
    }

    /// Loads the case's scene file with the fuzzer's factory.
    ///
    /// - Throws: whatever `SceneLoader` throws for the file.
    public func load(_ c: SceneFuzzCase) throws -> LoadedScene {
        try SceneLoader(factory: factory).load(bytes: Array(c.sceneJSON.serialized().utf8), source: "fuzz.scene.json")
    }

    /// The case of a repro file (``SceneHitTestFinding/json``), whose views may be of the
    /// fuzzer's kinds.
    ///
    /// - Throws: ``JSON/JSONError`` naming the JSON path of what is missing or malformed.
    public func reproCase(_ reader: JSONReader) throws -> SceneFuzzCase {
        try SceneHitTestFinding.testCase(repro: reader, customKinds: kinds.map(\.name))
    }

    static func ids(_ scene: LoadedScene) -> [ObjectIdentifier: String] {
        var result: [ObjectIdentifier: String] = [:]
        for entry in scene.entries { result[ObjectIdentifier(entry.view)] = entry.id }
        return result
    }

    /// The answer in the oracle's terms: the id of `view`, ``SceneFuzzCase/rootID`` for the root,
    /// `nil` for none; a view the file does not name (one a kind adds inside itself) is described.
    static func id(of view: View?, in scene: LoadedScene, ids: [ObjectIdentifier: String]) -> String? {
        guard let view else { return nil }
        if view === scene.root { return SceneFuzzCase.rootID }
        return ids[ObjectIdentifier(view)] ?? "<unnamed \(type(of: view))>"
    }

    /// The hit test under test's answer for `c`.
    ///
    /// - Throws: whatever `SceneLoader` throws for the case's scene file.
    public func actual(_ c: SceneFuzzCase) throws -> String? {
        let loaded = try load(c)
        return Self.id(of: hitTest(loaded.root, c.point), in: loaded, ids: Self.ids(loaded))
    }

    /// Whether the hit test under test still disagrees with a decided oracle on `c` (a case whose
    /// scene does not load does not count).
    public func fails(_ c: SceneFuzzCase) -> Bool {
        guard case .hit(let expected) = SceneHitTestOracle.answer(c, kinds: kinds), let actual = try? actual(c) else { return false }
        return actual != expected
    }

    /// The shrunk finding for a failing case.
    func finding(_ original: SceneFuzzCase) -> SceneHitTestFinding {
        let small = SceneHitTestShrinker.shrink(original, stillFails: fails)
        var expected: String? = nil
        if case .hit(let id) = SceneHitTestOracle.answer(small, kinds: kinds) { expected = id }
        return SceneHitTestFinding(testCase: small, expected: expected, actual: (try? actual(small)) ?? nil,
                                   original: original, seed: seed)
    }
}
