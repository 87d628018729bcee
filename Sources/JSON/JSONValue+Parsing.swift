extension JSONValue {
    /// The deepest nesting of arrays and objects that ``parse(_:source:)`` accepts.
    ///
    /// 512 is far beyond any Touchstone file and keeps a hostile document from exhausting memory;
    /// the parser keeps its own stack, so the limit is a policy, not a guard against stack overflow.
    public static let maximumDepth = 512

    /// Parses a JSON document.
    ///
    ///     let spec = try JSONValue.parse(#"{"rectangle": {"corners": {"rounded": 8}}}"#,
    ///                                    source: "shape spec")
    ///
    /// The rules are those of the `[UInt8]` overload.
    ///
    /// - Parameters:
    ///   - text: The document.
    ///   - source: A label for error messages: a file name, or a description such as "shape spec".
    /// - Throws: ``JSONError`` with a line and column.
    public static func parse(_ text: String, source: String) throws -> JSONValue {
        try parse(Array(text.utf8), source: source)
    }

    /// Parses a JSON document from UTF-8 bytes.
    ///
    /// The parser is strict, following RFC 8259 with no extensions:
    ///
    /// - The document is one value, optionally surrounded by whitespace (space, tab, line feed,
    ///   carriage return); anything else after it is an error, as is a byte order mark.
    /// - No comments, trailing commas, single quotes, unquoted keys, `NaN` or `Infinity`.
    /// - Numbers follow the JSON grammar (no leading zeros, `+`, or bare `.`) and are rounded
    ///   correctly to the nearest `Double`; a number too large for a `Double` is an error, while
    ///   one too small becomes zero or a subnormal, as rounding gives.
    /// - Strings must be valid UTF-8 with control characters escaped; `\u` escapes must not leave
    ///   a surrogate unpaired. `\u0000` is allowed.
    /// - Keys in an object must be unique.
    /// - Arrays and objects nest at most ``maximumDepth`` deep.
    ///
    /// It never traps, whatever the bytes, and takes time linear in their number.
    ///
    /// - Parameters:
    ///   - bytes: The document, in UTF-8.
    ///   - source: A label for error messages: a file name, or a description such as "shape spec".
    /// - Throws: ``JSONError`` with a line and column.
    public static func parse(_ bytes: [UInt8], source: String) throws -> JSONValue {
        var parser = JSONParser(bytes: bytes, source: source)
        return try parser.parseDocument()
    }
}
