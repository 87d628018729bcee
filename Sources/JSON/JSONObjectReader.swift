/// A strict reader for the members of a JSON object: it remembers which keys were asked for, and
/// ``finish()`` rejects any other key.
///
///     var rectangle = try reader.object()
///     let corners = try rectangle.required("corners")
///     let edges = rectangle.optional("edges")
///     let offsets = rectangle.optional("cornerOffsets")
///     try rectangle.finish()
///     // at $.rectangle: unknown key "corner"; expected one of "corners", "edges", "cornerOffsets"
///
/// Get one from ``JSONReader/object()``, or let ``JSONReader/object(_:)`` call `finish()` for you.
/// The keys asked for, in the order asked, are the ones an unknown-key message lists, so ask for
/// every key the format allows before finishing, even those you ignore.
public struct JSONObjectReader: Sendable {
    /// The object being read.
    public let object: JSONObject
    /// The reader of the whole object, for its path and source.
    public let reader: JSONReader
    /// The keys asked for so far, in order, without repeats.
    private var knownKeys: [String] = []

    /// Creates a reader for `object`, the value of `reader`.
    init(object: JSONObject, reader: JSONReader) {
        self.object = object
        self.reader = reader
    }

    /// Where the object sits in the document.
    public var path: JSONPath { reader.path }

    /// A reader for the member `key`, which must be present.
    ///
    /// - Throws: ``JSONError`` at the object's path: `missing required key "key"`.
    public mutating func required(_ key: String) throws -> JSONReader {
        guard let member = optional(key) else {
            throw reader.error("missing required key \(JSONReader.quoted(key))")
        }
        return member
    }

    /// A reader for the member `key`, or `nil` if the object does not have it.
    ///
    /// A member whose value is `null` is present: its reader's ``JSONReader/isNull`` is true, and
    /// reading it as anything else is a type error.
    public mutating func optional(_ key: String) -> JSONReader? {
        if !knownKeys.contains(key) { knownKeys.append(key) }
        guard let value = object[key] else { return nil }
        return JSONReader(value, source: reader.source, path: reader.path.appending(key: key))
    }

    /// Reads the required member "format" of a file format and checks that it is the string
    /// `format`.
    ///
    /// - Throws: ``JSONError`` at the member's path: `expected "touchstone.scene", found "x"`,
    ///   followed by `; hint` when a hint is given, or the error of ``JSONReader/string()``.
    public mutating func requireFormat(_ format: String, hint: String? = nil) throws {
        let formatReader = try required("format")
        guard try formatReader.string() == format else {
            let message = "expected \(JSONValue.string(format)), found \(formatReader.value)"
            throw formatReader.error(hint.map { "\(message); \($0)" } ?? message)
        }
    }

    /// Reads the required member "version" of a versioned format and checks that it is
    /// `supported`, the one version this build reads.
    ///
    /// - Throws: ``JSONError`` at the member's path: `unsupported version 3; this build reads
    ///   version 2`, or the error of ``JSONReader/int()``.
    public mutating func requireVersion(_ supported: Int) throws {
        let versionReader = try required("version")
        let version = try versionReader.int()
        guard version == supported else {
            throw versionReader.error("unsupported version \(version); this build reads version \(supported)")
        }
    }

    /// Throws for the first key, in document order, that was not asked for.
    ///
    /// - Throws: ``JSONError`` at the object's path, such as
    ///   `unknown key "corner"; expected one of "corners", "edges", "cornerOffsets"`, or
    ///   `unknown key "radius"; expected an empty object` when no key was asked for.
    public func finish() throws {
        if let unknown = object.keys.first(where: { !knownKeys.contains($0) }) {
            throw reader.unknownKeyError(unknown, allowed: knownKeys)
        }
    }

    /// An error at the object's path with `message`, which should start in lower case.
    public func error(_ message: String) -> JSONError {
        reader.error(message)
    }
}
