import Geometry
import JSON
import Shapes

/// The bodies of the libFuzzer targets in `Fuzz/`, kept here so that the corpus of inputs that
/// ever failed (`Fuzz/FailCases/<target>/`) also replays in the ordinary build
/// (`touchstone fuzz corpus`), without the sanitizer build.
///
/// Each target takes arbitrary bytes and returns a ``FuzzViolation`` when a property fails;
/// errors for bad input are expected and fine. A crash is, of course, a finding too.
///
/// To add a target (the trace, scene and importer parsers when they land): add a case whose raw
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

    /// Runs the target on one input.
    public func run(_ bytes: [UInt8]) -> FuzzViolation? {
        switch self {
        case .shapeSpec: return Self.shapeSpec(bytes)
        case .svgPath: return Self.svgPath(bytes)
        case .containsOracle: return Self.containsOracle(bytes)
        }
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
