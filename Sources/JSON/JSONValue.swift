/// A JSON value: the result of parsing a document, or a value built to be serialized.
///
///     let value = try JSONValue.parse(#"{"pill": {}}"#, source: "shape spec")
///     // .object(["pill": .object([:])])
///
/// Numbers are `Double`s. Parsing only ever produces finite numbers; a value built in code may hold
/// any `Double`, and ``serialized(sortedKeys:)`` writes a non-finite one as `null`.
///
/// `==` is exact: numbers compare as `Double`s (so `0` equals `-0`), and objects compare as JSON
/// objects, ignoring the order of their keys (see ``JSONObject``).
///
/// To read a parsed value into a model type with errors that name the JSON path, wrap it in a
/// ``JSONReader``.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array, in document order.
    case array([JSONValue])
    /// An object, whose keys are unique and kept in document order.
    case object(JSONObject)

    /// The value's kind with an article, for messages such as "expected a string, found a number":
    /// `null`, `a boolean`, `a number`, `a string`, `an array` or `an object`.
    public var kindDescription: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
