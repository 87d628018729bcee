/// Reads a parsed JSON value into model types, with errors that say where in the document the
/// problem is.
///
/// A reader is a value together with its ``path`` and the ``source`` label. Each accessor checks
/// the kind of value and throws a ``JSONError`` at the reader's path if it is wrong; readers for
/// members and elements extend the path, so errors deep in a document name the exact place:
///
///     // {"rectangle": {"corners": {"rounded": 8, "percent": true}}}
///     let root = try JSONReader(parsing: text, source: "spec.json")
///     let corners = try root.object { spec in
///         try spec.required("rectangle").object { rectangle in
///             try rectangle.required("corners")
///         }
///     }
///     let (tag, size) = try corners.oneOf(["rounded", "cut", "curved", "sharp"], allowing: ["percent"])
///     let radius = try size.double()                                  // 8
///     let percent = try corners.member("percent")?.bool() ?? false    // true
///
/// Objects are read strictly through ``object()`` or ``object(_:)``: every key must be asked for,
/// and ``JSONObjectReader/finish()`` rejects the first key that was not. A tagged union, an object
/// with exactly one of several keys, is read with ``oneOf(_:allowing:)``.
///
/// Messages start in lower case and say what was expected and what was found:
///
///     spec.json: at $.rectangle.corners[2]: expected an object with one of the keys "rounded", "cut", "curved", "sharp", found a number
///     spec.json: at $.rectangle: unknown key "corner"; expected one of "corners", "edges", "cornerOffsets"
public struct JSONReader: Sendable {
    /// The value being read.
    public let value: JSONValue
    /// Where ``value`` sits in the document.
    public let path: JSONPath
    /// The label of the document, for messages.
    public let source: String

    /// Creates a reader for `value`, found at `path` in the document labelled `source`.
    public init(_ value: JSONValue, source: String, path: JSONPath = .root) {
        self.value = value
        self.source = source
        self.path = path
    }

    /// Parses `text` and creates a reader for the whole document.
    ///
    /// - Throws: ``JSONError`` with a line and column if `text` is not valid JSON.
    public init(parsing text: String, source: String) throws {
        self.init(try JSONValue.parse(text, source: source), source: source)
    }

    /// Parses UTF-8 `bytes` and creates a reader for the whole document.
    ///
    /// - Throws: ``JSONError`` with a line and column if `bytes` are not valid JSON.
    public init(parsing bytes: [UInt8], source: String) throws {
        self.init(try JSONValue.parse(bytes, source: source), source: source)
    }

    // MARK: Errors

    /// The kind of ``value`` with an article, such as `a number`, for "found …" in messages.
    public var kindDescription: String { value.kindDescription }

    /// An error at this reader's path with `message`, which should start in lower case.
    ///
    ///     guard radius >= 0 else { throw reader.error("expected a non-negative radius, found \(radius)") }
    public func error(_ message: String) -> JSONError {
        JSONError(source: source, location: .path(path), message: message)
    }

    /// An error at this reader's path saying what was expected and what kind of value was found:
    /// `expected <description>, found <kind>`.
    ///
    ///     throw reader.expected(#"a number or "default""#)
    ///     // at $.paper.tapCircleDiameter: expected a number or "default", found a boolean
    public func expected(_ description: String) -> JSONError {
        error("expected \(description), found \(kindDescription)")
    }

    // MARK: Scalars

    /// Whether the value is `null`.
    public var isNull: Bool { value == .null }

    /// The value as a finite number.
    ///
    /// - Throws: ``JSONError`` if the value is not a number, or not finite (possible only for a
    ///   value built in code; the parser never produces one).
    public func double() throws -> Double {
        guard case .number(let number) = value else { throw expected("a number") }
        guard number.isFinite else { throw error("expected a finite number") }
        return number
    }

    /// The value as an integer: a number with no fractional part, within the range of `Int`.
    ///
    /// `2` and `2.0` and `2e0` all read as 2; `-0` reads as 0.
    ///
    /// - Throws: ``JSONError`` if the value is not a number, is not whole, or is out of range.
    public func int() throws -> Int {
        guard case .number(let number) = value else { throw expected("an integer") }
        guard let integer = Int(exactly: number) else {
            // Every finite Double of magnitude 2^63 or more is whole, and every whole one below
            // converts exactly, so this tells "too large" from "has a fraction".
            if number.isFinite && number.magnitude >= 0x1p63 {
                throw error("integer \(value) is out of range")
            }
            throw error("expected an integer, found \(value)")
        }
        return integer
    }

    /// The value as a Boolean.
    ///
    /// - Throws: ``JSONError`` if the value is not `true` or `false`.
    public func bool() throws -> Bool {
        guard case .bool(let flag) = value else { throw expected("a boolean") }
        return flag
    }

    /// The value as a string.
    ///
    /// - Throws: ``JSONError`` if the value is not a string.
    public func string() throws -> String {
        guard case .string(let string) = value else { throw expected("a string") }
        return string
    }

    /// The value as one of a fixed set of strings, such as `"cut"` or `"handle"`.
    ///
    ///     let style = try reader.string(oneOf: ["cut", "handle"])
    ///     // at $.triangle.style: expected one of "cut", "handle", found "hand"
    ///
    /// - Throws: ``JSONError`` if the value is not a string or not one of `allowed`.
    public func string(oneOf allowed: [String]) throws -> String {
        let description = "one of \(Self.quotedList(allowed))"
        guard case .string(let string) = value else { throw expected(description) }
        guard allowed.contains(string) else { throw error("expected \(description), found \(value)") }
        return string
    }

    /// The case of `T` whose raw value the string is, such as a ``JSONValue`` `"cut"` read as
    /// `TriangleStyle.cut`; the cases' raw values are the allowed strings, in declaration order.
    ///
    ///     let weight = try reader.enumCase(of: FontWeight.self)
    ///     // at $.font.weight: expected one of "regular", "medium", found "bold"
    ///
    /// - Throws: ``JSONError`` as ``string(oneOf:)``.
    public func enumCase<T: RawRepresentable & CaseIterable>(of type: T.Type) throws -> T where T.RawValue == String {
        let name = try string(oneOf: T.allCases.map(\.rawValue))
        return T.allCases.first { $0.rawValue == name }!   // one of the raw values, checked above
    }

    // MARK: Arrays

    /// Readers for the elements of an array, with paths ending in their indices.
    ///
    /// - Throws: ``JSONError`` if the value is not an array.
    public func array() throws -> [JSONReader] {
        guard case .array(let elements) = value else { throw expected("an array") }
        return elements.enumerated().map { index, element in
            JSONReader(element, source: source, path: path.appending(index: index))
        }
    }

    /// Readers for the elements of an array that must have exactly `count` elements.
    ///
    ///     let size = try reader.array(count: 2).map { try $0.double() }  // [w, h]
    ///
    /// - Throws: ``JSONError`` if the value is not an array or has another number of elements.
    public func array(count: Int) throws -> [JSONReader] {
        let description = "an array of \(Self.elements(count))"
        guard case .array(let elements) = value else { throw expected(description) }
        guard elements.count == count else {
            throw error("expected \(description), found an array of \(Self.elements(elements.count))")
        }
        return try array()
    }

    // MARK: Objects

    /// A strict reader for the members of an object.
    ///
    /// Ask for each key with ``JSONObjectReader/required(_:)`` or ``JSONObjectReader/optional(_:)``,
    /// then call ``JSONObjectReader/finish()`` to reject keys nobody asked for. ``object(_:)`` calls
    /// `finish()` for you.
    ///
    /// - Throws: ``JSONError`` if the value is not an object.
    public func object() throws -> JSONObjectReader {
        guard case .object(let object) = value else { throw expected("an object") }
        return JSONObjectReader(object: object, reader: self)
    }

    /// Reads an object with `body`, then rejects any key that `body` did not ask for.
    ///
    ///     let pill = try reader.object { object in
    ///         PillSpec(radius: try object.optional("radius")?.double())
    ///     }
    ///
    /// - Throws: ``JSONError`` if the value is not an object, whatever `body` throws, or an
    ///   unknown-key error from ``JSONObjectReader/finish()``.
    public func object<Result>(_ body: (inout JSONObjectReader) throws -> Result) throws -> Result {
        var reader = try object()
        let result = try body(&reader)
        try reader.finish()
        return result
    }

    /// Reads a tagged union: an object with exactly one of the keys `tags`, and perhaps some of
    /// the keys `extraKeys` beside it.
    ///
    ///     // {"rounded": 8, "percent": true}
    ///     let (tag, size) = try reader.oneOf(["rounded", "cut", "curved", "sharp"], allowing: ["percent"])
    ///     // tag == "rounded", size reads 8 at $.….rounded
    ///     let percent = try reader.member("percent")?.bool() ?? false
    ///
    /// Every key is checked here, so there is nothing to finish; read the extra keys with
    /// ``member(_:)``.
    ///
    /// - Parameters:
    ///   - tags: The keys of which exactly one must be present.
    ///   - extraKeys: Keys that may also be present.
    /// - Returns: The tag present, and a reader for its value.
    /// - Throws: ``JSONError`` if the value is not an object, has a key in neither list, has none
    ///   of `tags`, or has more than one.
    public func oneOf(_ tags: [String], allowing extraKeys: [String] = []) throws -> (tag: String, value: JSONReader) {
        guard case .object(let object) = value else {
            throw expected("an object with one of the keys \(Self.quotedList(tags))")
        }
        let allowed = tags + extraKeys
        if let unknown = object.keys.first(where: { !allowed.contains($0) }) {
            throw unknownKeyError(unknown, allowed: allowed)
        }
        let present = object.keys.filter(tags.contains)
        guard present.count == 1, let tag = present.first, let tagValue = object[tag] else {
            if present.isEmpty {
                throw error("expected one of the keys \(Self.quotedList(tags)), found none")
            }
            throw error("expected only one of the keys \(Self.quotedList(tags)), found \(Self.quotedList(present))")
        }
        return (tag, JSONReader(tagValue, source: source, path: path.appending(key: tag)))
    }

    /// A reader for the member `key` if the value is an object that has it, otherwise `nil`.
    ///
    /// This does not check for unknown keys; use it for keys already vetted, such as the extra
    /// keys of ``oneOf(_:allowing:)``, and ``object()`` otherwise.
    public func member(_ key: String) -> JSONReader? {
        guard case .object(let object) = value, let member = object[key] else { return nil }
        return JSONReader(member, source: source, path: path.appending(key: key))
    }

    /// The error for a key not among `allowed`, at this reader's path.
    func unknownKeyError(_ key: String, allowed: [String]) -> JSONError {
        let expectation: String
        switch allowed.count {
        case 0: expectation = "expected an empty object"
        case 1: expectation = "expected \(Self.quotedList(allowed))"
        default: expectation = "expected one of \(Self.quotedList(allowed))"
        }
        return error("unknown key \(Self.quoted(key)); \(expectation)")
    }

    // MARK: Message helpers

    /// `key` as a JSON string, quoted and escaped.
    static func quoted(_ key: String) -> String {
        JSONValue.string(key).serialized()
    }

    /// `"a", "b", "c"`.
    static func quotedList(_ keys: [String]) -> String {
        keys.map(quoted).joined(separator: ", ")
    }

    /// `1 element`, `4 elements`.
    private static func elements(_ count: Int) -> String {
        count == 1 ? "1 element" : "\(count) elements"
    }
}
