import Geometry
import JSON
import Material
import Platform
import Scene
import Replay
import Shapes

/// The bodies of the libFuzzer targets in `Fuzz/`, kept here so that the corpus of inputs that
/// ever failed (`Fuzz/FailCases/<target>/`) also replays in the ordinary build
/// (`touchstone fuzz corpus`), without the sanitizer build.
///
/// Each target takes arbitrary bytes and returns a ``FuzzViolation`` when a property fails;
/// errors for bad input are expected and fine. A crash is, of course, a finding too.
///
/// To add a target: add a case whose raw
/// value names its corpus folder, a `run` branch that parses the bytes and checks a property
/// (typically: parse, serialize, parse again, compare), and a three-line executable in
/// `Fuzz/Sources/` calling it.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// `ShapeSpec(parsing:)`: any spec that parses serializes to JSON that parses back equal, and
    /// its path can be built and hit-tested at ordinary and degenerate sizes.
    case shapeSpec = "shape-spec"
    /// `Path(svgPathData:)`: any path that parses writes SVG data that parses back equal.
    case svgPath = "svg-path"
    /// The bytes drive the hit-test fuzzer's generators; production must agree with the oracle.
    /// An input that is a repro file of `touchstone fuzz hit-test` is replayed as that case
    /// instead, so the fuzzer's findings live in the same corpus.
    case containsOracle = "contains-oracle"
    /// `Trace(parsing:)`: any trace that reads (validated against a 200 × 300 scene) serializes to
    /// text that reads back equal.
    case trace = "trace"
    /// `SceneLoader` with the Material kinds: any scene that loads lays out and hit-tests at its
    /// views' corners without trapping; a scene within ``SceneFuzzCase``'s subset (plain,
    /// shaped and scroll views) must also agree with ``SceneHitTestOracle`` at those points.
    case scene = "scene"
    /// The bytes drive ``SceneCaseGenerator`` and ``ScenePointGenerator``; `View.hitTest` must
    /// agree with ``SceneHitTestOracle``. A repro file of `touchstone fuzz scene-hit-test` is
    /// replayed as that case instead.
    case sceneHitTest = "scene-hit-test"
    /// `W3CActionsImporter`: any actions document that imports gives a valid trace that
    /// round-trips through its text.
    case w3cActions = "w3c-actions"
    /// `GeteventImporter` (axes 0…1079 × 0…2339) on the raw bytes: any capture that imports gives
    /// a valid trace that round-trips through its text; the same bytes with every LF made CRLF, or
    /// CR CR LF, import to the same trace or fail with the same message; and read as a
    /// `getevent -lp` dump, they give the same devices, or the same message, with either as with LF.
    case getevent = "getevent"
    /// `CallgrindProfile(parsing:)` on the raw bytes against the format's rules (see
    /// `FuzzTarget+CallgrindProfile.swift`).
    case callgrindProfile = "callgrind-profile"

    /// Runs the target on one input.
    public func run(_ bytes: [UInt8]) -> FuzzViolation? {
        switch self {
        case .shapeSpec: return Self.shapeSpec(bytes)
        case .svgPath: return Self.svgPath(bytes)
        case .containsOracle: return Self.containsOracle(bytes)
        case .trace: return Self.trace(bytes)
        case .scene: return Self.scene(bytes)
        case .sceneHitTest: return Self.sceneHitTest(bytes)
        case .w3cActions: return Self.w3cActions(bytes)
        case .getevent: return Self.getevent(bytes)
        case .callgrindProfile: return Self.callgrindProfile(bytes)
        }
    }

    /// The scene size traces are checked against.
    static let traceSceneSize = Size(width: 200, height: 300)

    /// A trace that reads must write text that reads back equal.
    static func roundTrip(_ trace: Trace, _ what: String) -> FuzzViolation? {
        let text = trace.serialized()
        do {
            let again = try Trace(parsing: text, source: "serialized", sceneSize: traceSceneSize)
            if again != trace { return FuzzViolation("\(what) changed in a round trip through its text: \(text)") }
        } catch {
            return FuzzViolation("the serialized \(what) does not read back: \(error)\n\(text)")
        }
        return nil
    }

    static func trace(_ bytes: [UInt8]) -> FuzzViolation? {
        guard let trace = try? Trace(parsing: bytes, source: "input", sceneSize: traceSceneSize) else { return nil }
        return roundTrip(trace, "trace")
    }

    static func w3cActions(_ bytes: [UInt8]) -> FuzzViolation? {
        let importer = W3CActionsImporter(scene: "s.scene.json", sceneSize: traceSceneSize)
        guard let trace = try? importer.importTrace(parsing: bytes, source: "input") else { return nil }
        do { try trace.validate(sceneSize: traceSceneSize) } catch {
            return FuzzViolation("an imported actions document gives an invalid trace: \(error)")
        }
        return roundTrip(trace, "imported actions trace")
    }

    static func getevent(_ bytes: [UInt8]) -> FuzzViolation? {
        let axes = GeteventAxes(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2339))
        let importer = GeteventImporter(scene: "s.scene.json", sceneSize: traceSceneSize)
        func imported(_ bytes: [UInt8]) -> Result<Trace, Error> {
            Result { try importer.importTrace(parsing: bytes, source: "input", axes: .ranges(axes)) }
        }
        func dump(_ bytes: [UInt8]) -> String {
            do {
                return try GeteventDeviceDump(parsing: bytes, source: "input").devices
                    .map { "\($0.path) \($0.name ?? "-") \($0.axes.sorted { $0.key < $1.key })" }.joined(separator: "; ")
            } catch {
                return "\(error)"
            }
        }
        let lf = imported(bytes)
        // CRLF (older adb shell) and CR CR LF (adb shell run on Windows).
        for (crs, name) in [(1, "CRLF"), (2, "CR CR LF")] {
            let ended = withCRLF(bytes, crs: crs)
            switch (lf, imported(ended)) {
            case let (.success(a), .success(b)) where a == b: break
            case let (.failure(a), .failure(b)) where "\(a)" == "\(b)": break
            case let (a, b):
                return FuzzViolation("a capture imports differently with \(name) line ends: \(outcome(a)) with LF, \(outcome(b)) with \(name)")
            }
            let (dumpLF, dumpEnded) = (dump(bytes), dump(ended))
            if dumpLF != dumpEnded {
                return FuzzViolation("a -lp dump reads differently with \(name) line ends: \(dumpLF) with LF, \(dumpEnded) with \(name)")
            }
        }
        guard case .success(let trace) = lf else { return nil }
        do { try trace.validate(sceneSize: traceSceneSize) } catch {
            return FuzzViolation("an imported getevent capture gives an invalid trace: \(error)")
        }
        return roundTrip(trace, "imported getevent trace")
    }

    /// `bytes` with every LF that does not end a CRLF made CRLF (or, with `crs` 2, CR CR LF): the
    /// same lines with Windows' line ends.
    static func withCRLF(_ bytes: [UInt8], crs: Int = 1) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 8)
        for (index, byte) in bytes.enumerated() {
            if byte == 0x0A, index == 0 || bytes[index - 1] != 0x0D {
                result.append(contentsOf: repeatElement(0x0D, count: crs))
            }
            result.append(byte)
        }
        return result
    }

    /// A trace's events or an error's message, for a violation's text.
    private static func outcome(_ result: Result<Trace, Error>) -> String {
        switch result {
        case .success(let trace): return "\(trace.events.count) events"
        case .failure(let error): return "\"\(error)\""
        }
    }

    static func scene(_ bytes: [UInt8]) -> FuzzViolation? {
        guard let loaded = try? SceneLoader(factory: MaterialViewFactory()).load(bytes: bytes, source: "input") else {
            return nil
        }
        loaded.root.layoutIfNeeded()
        // Drawn once at rest, on canvases of up to a million pixels (a fuzzer's budget), so
        // extreme numbers that load must draw or throw, never trap.
        if loaded.pixelSize.width * loaded.pixelSize.height <= 1 << 20, let renderer = try? loaded.makeRenderer(mode: .fullRedraw) {
            _ = try? renderer.render(at: loaded.clock.now)
        }
        // Corners and centres of every view, in root coordinates.
        var points: [Point] = []
        for entry in loaded.entries {
            let r = entry.view.convert(entry.view.bounds, to: nil)
            guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { continue }
            points += [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.midX, y: r.midY),
                       Point(x: r.maxX.nextDown, y: r.minY)]
        }
        points = Array(points.prefix(64))
        // Within the subset the oracle models (plain, shaped and scroll views), the answers must agree.
        let model = try? SceneFuzzCase(scene: JSONReader(parsing: bytes, source: "input"), point: .zero)
        for point in points {
            let hit = loaded.root.hitTest(point)
            guard var c = model else { continue }
            c.point = point
            guard case .hit(let expected) = SceneHitTestOracle.answer(c) else { continue }
            let actual = SceneHitTestFuzzer.id(of: hit, in: loaded, ids: SceneHitTestFuzzer.ids(loaded))
            if actual != expected {
                return FuzzViolation("hitTest at (\(point.x), \(point.y)) gives \(actual ?? "none"), the oracle \(expected ?? "none")")
            }
        }
        return nil
    }

    static func sceneHitTest(_ bytes: [UInt8]) -> FuzzViolation? {
        let fuzzer = SceneHitTestFuzzer(seed: 0)
        if bytes.first == UInt8(ascii: "{"),
           let c = try? SceneHitTestFinding.testCase(repro: JSONReader(parsing: bytes, source: "input")) {
            return fuzzer.fails(c) ? FuzzViolation("hitTest disagrees with the oracle on the repro's case") : nil
        }
        var entropy = ByteEntropy(bytes)
        var c = SceneCaseGenerator.scene(using: &entropy)
        guard let loaded = try? SceneHitTestFuzzer(seed: 0).load(c) else {
            return FuzzViolation("a generated scene does not load: \(c.sceneJSON.serialized())")
        }
        let ids = SceneHitTestFuzzer.ids(loaded)
        let points = ScenePointGenerator(scene: c)
        for _ in 0..<16 {
            c.point = points.point(using: &entropy).0
            guard case .hit(let expected) = SceneHitTestOracle.answer(c) else { continue }
            let actual = SceneHitTestFuzzer.id(of: loaded.root.hitTest(c.point), in: loaded, ids: ids)
            if actual != expected {
                return FuzzViolation("hitTest gives \(actual ?? "none"), the oracle \(expected ?? "none"), at "
                                     + "(\(c.point.x), \(c.point.y)) in \(c.sceneJSON.serialized())")
            }
        }
        return nil
    }

    static func shapeSpec(_ bytes: [UInt8]) -> FuzzViolation? {
        guard let spec = try? ShapeSpec(reading: JSONReader(parsing: bytes, source: "input")) else { return nil }
        let text = spec.json.serialized()
        do {
            let again = try ShapeSpec(parsing: text, source: "serialized")
            if again != spec { return FuzzViolation("shape spec changed in a JSON round trip: \(text)") }
        } catch {
            return FuzzViolation("serialized shape spec does not parse: \(text): \(error)")
        }
        for size in [Size(width: 100, height: 40), Size(width: 0, height: -3)] {
            let path = spec.path(for: size)
            if !path.elements.allSatisfy(\.isFinite) {
                return FuzzViolation("shape spec gives a non-finite outline at \(size.width)x\(size.height): \(path.svgPathData)")
            }
            for point in [Point(x: 50, y: 20), Point(x: 0, y: 0), Point(x: 1e-9, y: 39.999)] {
                _ = path.contains(point, rule: .nonZero)
                _ = path.contains(point, rule: .evenOdd)
            }
        }
        return nil
    }

    static func svgPath(_ bytes: [UInt8]) -> FuzzViolation? {
        guard let path = try? Path(svgPathData: String(decoding: bytes, as: UTF8.self)) else { return nil }
        let data = path.svgPathData
        do {
            let again = try Path(svgPathData: data)
            if again != path { return FuzzViolation("SVG path data changed in a round trip: \(data)") }
        } catch {
            return FuzzViolation("written SVG path data does not parse: \(data): \(error)")
        }
        _ = path.contains(Point(x: 0, y: 0))
        return nil
    }

    static func containsOracle(_ bytes: [UInt8]) -> FuzzViolation? {
        if bytes.first == UInt8(ascii: "{"),
           let c = try? HitTestCase(repro: JSONReader(parsing: bytes, source: "input")) {
            let path = c.shape.path
            guard let truth = ExactWindingOracle.contains(path, c.point, rule: c.rule) else { return nil }
            if path.contains(c.point, rule: c.rule) != truth {
                return FuzzViolation("contains disagrees with the oracle (expected \(truth)): \(c.command)")
            }
            return nil
        }
        var entropy = ByteEntropy(bytes)
        let shape = ShapeCaseGenerator.shape(using: &entropy)
        let path = shape.path
        let points = HardPointGenerator(path: path)
        for index in 0..<16 {
            var (point, _) = points.point(using: &entropy)
            if index >= 12 {
                // Raw bit patterns too, filtered to finite coordinates up to 1e15.
                let x = Double(bitPattern: entropy.next()), y = Double(bitPattern: entropy.next())
                if x.isFinite, y.isFinite, x.magnitude <= 1e15, y.magnitude <= 1e15 { point = Point(x: x, y: y) }
            }
            let rule: FillRule = index & 1 == 0 ? .nonZero : .evenOdd
            guard let truth = ExactWindingOracle.contains(path, point, rule: rule) else { continue }
            if path.contains(point, rule: rule) != truth {
                let c = HitTestCase(shape: shape, point: point, rule: rule)
                return FuzzViolation("contains disagrees with the oracle (expected \(truth)): \(c.command)")
            }
        }
        return nil
    }
}

/// A property a fuzz target checks did not hold; the message says which and on what.
public struct FuzzViolation: Error, CustomStringConvertible, Sendable {
    /// What failed, with the input that shows it.
    public let description: String

    /// A violation with its message.
    public init(_ description: String) { self.description = description }
}
