import Geometry
import JSON
import Shapes

/// One hit test: a shape at a view size, a point and a fill rule. The unit of fuzzing, shrinking
/// and repro files.
public struct HitTestCase: Sendable {
    /// The shape and its view size.
    public var shape: FuzzShape
    /// The point, in view coordinates.
    public var point: Point
    /// The fill rule.
    public var rule: FillRule
}

extension HitTestCase {
    /// The command line that replays the case: `printf 'X Y\n' | touchstone shape contains 'SPEC'
    /// --size WxH [--even-odd]`, numbers written so they read back as the same doubles.
    public var command: String {
        let spec = shape.spec.json.serialized()
        let size = "\(Self.number(shape.size.width))x\(Self.number(shape.size.height))"
        let rule = self.rule == .evenOdd ? " --even-odd" : ""
        return "printf '\(Self.number(point.x)) \(Self.number(point.y))\\n' | touchstone shape contains "
            + "'\(spec.replacingSingleQuotes)' --size \(size)\(rule)"
    }

    /// Reads the case of a repro file (``HitTestFinding/json``): its "shape", "size", "point" and
    /// "fillRule"; the other keys of the format are allowed and ignored, unknown ones rejected.
    ///
    /// - Throws: ``JSON/JSONError`` naming the JSON path of what is missing or malformed.
    public init(repro reader: JSONReader) throws {
        self = try reader.object { object in
            for key in ["format", "version", "check", "seed", "expected", "actual", "command", "original"] {
                _ = object.optional(key)
            }
            let spec = try ShapeSpec(reading: try object.required("shape"))
            let size = try object.required("size").array(count: 2)
            let point = try object.required("point").array(count: 2)
            let rule = try object.required("fillRule").string(oneOf: ["nonZero", "evenOdd"])
            return HitTestCase(shape: FuzzShape(spec: spec, size: Size(width: try size[0].double(), height: try size[1].double())),
                               point: Point(x: try point[0].double(), y: try point[1].double()),
                               rule: rule == "evenOdd" ? .evenOdd : .nonZero)
        }
    }

    /// The shortest decimal text that reads back as `value` (JSON's number form).
    static func number(_ value: Double) -> String { JSONValue.number(value).serialized() }
}

/// A case on which the hit test under test disagreed with a check.
public struct HitTestFinding: Sendable {
    /// The checks a finding can come from; the raw value names it in repro files.
    public enum Check: String, Hashable, Sendable, CaseIterable {
        /// The exact winding number.
        case oracle
        /// The rendered coverage, confirmed or left undecided by the oracle.
        case raster
    }

    /// Which check caught it.
    public var check: Check
    /// The case, shrunk when the check is the oracle.
    public var testCase: HitTestCase
    /// What the check says the answer is.
    public var expected: Bool
    /// What the hit test under test answered.
    public var actual: Bool
    /// The case as generated, before shrinking.
    public var original: HitTestCase
    /// The run's seed, to reproduce the whole run (a string in the repro: it may exceed 2⁵³).
    public var seed: UInt64

    /// The repro file (format "touchstone.hit-test-repro"): the shrunk case, both answers, the
    /// seed, the original case and the replay command.
    ///
    ///     {"format": "touchstone.hit-test-repro", "version": 1, "check": "oracle", "seed": "7",
    ///      "shape": SPEC, "size": [w, h], "point": [x, y], "fillRule": "nonZero" | "evenOdd",
    ///      "expected": true, "actual": false, "command": "printf … | touchstone shape contains …",
    ///      "original": {"shape": SPEC, "size": [w, h], "point": [x, y], "fillRule": …}}
    public var json: JSONValue {
        var object: JSONObject = ["format": "touchstone.hit-test-repro", "version": 1,
                                  "check": .string(check.rawValue), "seed": .string(String(seed))]
        for (key, value) in Self.caseEntries(testCase) { object[key] = value }
        object["expected"] = .bool(expected)
        object["actual"] = .bool(actual)
        object["command"] = .string(testCase.command)
        var originalObject = JSONObject()
        for (key, value) in Self.caseEntries(original) { originalObject[key] = value }
        object["original"] = .object(originalObject)
        return .object(object)
    }

    static func caseEntries(_ c: HitTestCase) -> [(String, JSONValue)] {
        [("shape", c.shape.spec.json), ("size", [.number(c.shape.size.width), .number(c.shape.size.height)]),
         ("point", [.number(c.point.x), .number(c.point.y)]),
         ("fillRule", .string(c.rule == .evenOdd ? "evenOdd" : "nonZero"))]
    }
}

extension String {
    /// The text with each `'` written as `'\''`, for a single-quoted shell argument.
    var replacingSingleQuotes: String {
        var result = ""
        for character in self { result += character == "'" ? "'\\''" : String(character) }
        return result
    }
}
