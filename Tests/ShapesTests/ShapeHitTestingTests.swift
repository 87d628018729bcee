import Geometry
import JSON
import SeededRandom
import Shapes
import TestSupport
import XCTest

/// Hit testing of generated shapes under both fill rules against the independent flattening ray
/// caster of TestSupport, over random specs that cover every treatment, percentage values, corner
/// offsets, triangle edges, oversized (self-intersecting) corners and degenerate sizes.
final class ShapeHitTestingTests: XCTestCase {
    /// Points nearer than this to the reference polyline (within 1e-7 of the true outline) are not
    /// compared: closer than that, the two may legitimately disagree.
    static let exclusionDistance = 1e-5

    static func randomCorner(_ rng: inout SplitMix64, size: Size) -> CornerTreatment {
        let scale = Swift.max(abs(size.width), abs(size.height), 1)
        let percent = rng.chance(0.2)
        // Values up to 0.7 of the larger side (or 0.7 of the height as a percentage) so adjacent
        // corners often overlap.
        func value() -> Double { percent ? rng.uniform(0, 0.7) : rng.uniform(0, 0.7 * scale) }
        let type: CornerValueType = percent ? .percentage : .absolute
        switch rng.int(4) {
        case 0: return .sharp
        case 1: return .rounded(radius: value(), valueType: type)
        case 2: return .cut(value(), valueType: type)
        default: return .curved(Size(width: value(), height: value()), valueType: type)
        }
    }

    static func randomSpec(_ rng: inout SplitMix64, size: Size) -> ShapeSpec {
        switch rng.int(6) {
        case 0: return .pill
        case 1: return .curvedRect(CurvedRectShapeGenerator(cornerSize: Size(width: rng.uniform(0, 60), height: rng.uniform(0, 60))))
        case 2: return .slantedRect(SlantedRectShapeGenerator(slant: rng.uniform(-40, 40)))
        default:
            var generator = RectangleShapeGenerator()
            generator.corners = (0..<4).map { _ in randomCorner(&rng, size: size) }
            generator.edges = (0..<4).map { _ in
                rng.chance(0.6) ? .straight
                    : .triangle(size: rng.uniform(0, 30), style: rng.chance(0.5) ? .cut : .handle)
            }
            if rng.chance(0.3) {
                generator.cornerOffsets = (0..<4).map { _ in Point(x: rng.uniform(-20, 20), y: rng.uniform(-20, 20)) }
            }
            return .rectangle(generator)
        }
    }

    func testRandomShapesAgreeWithTheFlatteningReference() throws {
        let seed: UInt64 = 0x70C4_5701_E5AA_0002
        var rng = SplitMix64(seed: seed)
        var compared = 0, excluded = 0, inside = 0, evenOddDiffers = 0
        for index in 0..<1500 {
            let sizes = [Size(width: rng.uniform(1, 200), height: rng.uniform(1, 200)),
                         Size(width: 0, height: rng.uniform(0, 50)),
                         Size(width: rng.uniform(-100, 0), height: rng.uniform(1, 100)),
                         Size(width: rng.uniform(1e-6, 1e-3), height: rng.uniform(1e-6, 1e-3))]
            let size = rng.chance(0.85) ? sizes[0] : sizes[1 + rng.int(3)]
            let spec = Self.randomSpec(&rng, size: size)
            let path = spec.path(for: size)
            let reference = ReferencePolyline(path, tolerance: 1e-7)
            guard let box = path.controlPointBounds else { return XCTFail("empty path for \(spec)") }
            for _ in 0..<24 {
                let point = Point(x: rng.uniform(box.minX - 2, box.maxX + 2), y: rng.uniform(box.minY - 2, box.maxY + 2))
                guard let expected = reference.winding(at: point, excludingWithin: Self.exclusionDistance) else {
                    excluded += 1
                    continue
                }
                compared += 1
                let nonZero = expected != 0, evenOdd = expected % 2 != 0
                if nonZero { inside += 1 }
                if nonZero != evenOdd { evenOddDiffers += 1 }
                guard path.contains(point, rule: .nonZero) == nonZero,
                      path.contains(point, rule: .evenOdd) == evenOdd else {
                    return XCTFail("""
                        seed \(String(seed, radix: 16)), shape #\(index) \(spec.json) at \(size): \
                        point \(point) should have winding \(expected) but got \(path.winding(at: point))
                        """)
                }
            }
        }
        XCTAssertGreaterThan(compared, 30_000, "excluded \(excluded)")
        XCTAssertGreaterThan(inside, 5_000)
        XCTAssertGreaterThan(evenOddDiffers, 10, "self-intersecting shapes must be exercised")
    }

    func testRandomSpecsSurviveTheirCanonicalJSON() throws {
        var rng = SplitMix64(seed: 0x5EC5_0003)
        for _ in 0..<2000 {
            let spec = Self.randomSpec(&rng, size: Size(width: 100, height: 60))
            let text = spec.json.serialized()
            XCTAssertEqual(try ShapeSpec(parsing: text, source: "round trip"), spec, text)
        }
    }

    func testMutatedSpecsNeverCrash() {
        // Every byte string must either parse or throw a JSONError; nothing may trap.
        let seeds = [#"{"rectangle": {"corners": [{"cut": 0.5, "percent": true}, {"sharp": true}, {"rounded": 4}, {"curved": [10, 5]}], "edges": {"triangle": {"size": 6, "style": "handle"}}, "cornerOffsets": [[0, 0], [-10, 0], [0, 0], [1, 2]]}}"#,
                     #"{"pill": {}}"#, #"{"curvedRect": {"cornerSize": [12, 8]}}"#, #"{"slantedRect": {"slant": 10}}"#]
        let alphabet = Array(#"{}[]",:0123456789.-etrufalsn "#.utf8)
        var rng = SplitMix64(seed: 0xF022_0004)
        var parsed = 0
        for _ in 0..<20_000 {
            var bytes = Array(seeds[rng.int(seeds.count)].utf8)
            for _ in 0..<(1 + rng.int(4)) {
                let position = rng.int(bytes.count + 1)
                switch rng.int(3) {
                case 0 where position < bytes.count: bytes.remove(at: position)
                case 1: bytes.insert(alphabet[rng.int(alphabet.count)], at: position)
                default: if position < bytes.count { bytes[position] = alphabet[rng.int(alphabet.count)] }
                }
            }
            do {
                let spec = try ShapeSpec(reading: JSONReader(parsing: bytes, source: "fuzz"))
                _ = spec.path(for: Size(width: 80, height: 40))
                parsed += 1
            } catch is JSONError {
            } catch {
                XCTFail("unexpected error type \(error) for \(String(decoding: bytes, as: UTF8.self))")
            }
        }
        XCTAssertGreaterThan(parsed, 100)
    }
}
