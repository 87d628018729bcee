/// The strict RFC 8259 parser behind ``JSONValue/parse(_:source:)``.
///
/// It reads UTF-8 bytes left to right with one byte of lookahead. Arrays and objects are kept on an
/// explicit stack rather than by recursion, so nesting is bounded by ``JSONValue/maximumDepth``
/// alone and never by the thread's stack size. Every index is checked (`peek()` returns `nil` at
/// the end), so no input can trap; every loop advances `offset`, so none can hang.
///
/// Errors record a byte offset; the line and column are computed from it only when an error is
/// thrown, so the happy path does no bookkeeping.
struct JSONParser {
    /// The document.
    private let bytes: [UInt8]
    /// The label for messages.
    private let source: String
    /// The index of the next unread byte.
    private var offset = 0

    /// An array or object whose closing bracket has not been read yet.
    private struct OpenContainer {
        /// Whether this is an object (otherwise an array).
        var isObject: Bool
        /// The elements read so far, for an array.
        var elements: [JSONValue] = []
        /// The members read so far, for an object.
        var object = JSONObject()
        /// The key whose value is being read, for an object.
        var pendingKey = ""
    }

    init(bytes: [UInt8], source: String) {
        self.bytes = bytes
        self.source = source
    }

    /// Parses the whole input as one value surrounded by optional whitespace.
    mutating func parseDocument() throws -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            throw error(at: 0, "a byte order mark (U+FEFF) is not allowed at the start of JSON text")
        }
        let value = try parseValue()
        skipWhitespace()
        if offset < bytes.count {
            throw expected("end of input after the JSON value")
        }
        return value
    }

    // MARK: Values

    /// Parses one value, with any arrays and objects inside it.
    ///
    /// The outer loop starts a value: it either finishes a scalar or empty container at once, or
    /// opens a container and starts again for its first element. The inner loop then hands each
    /// finished value to the innermost open container and reads what follows it: a comma starts
    /// the next value, a closing bracket finishes the container, which is handed on in turn.
    private mutating func parseValue() throws -> JSONValue {
        var stack: [OpenContainer] = []
        startValue: while true {
            skipWhitespace()
            var value: JSONValue
            switch peek() {
            case .leftBracket?:
                if try openIsEmpty(closedBy: .rightBracket, openContainers: stack.count) {
                    value = .array([])
                } else {
                    stack.append(OpenContainer(isObject: false))
                    continue startValue
                }
            case .leftBrace?:
                if try openIsEmpty(closedBy: .rightBrace, openContainers: stack.count) {
                    value = .object(JSONObject())
                } else {
                    let key = try parseKey(in: JSONObject())
                    stack.append(OpenContainer(isObject: true, pendingKey: key))
                    continue startValue
                }
            default:
                value = try parseScalar()
            }

            while !stack.isEmpty {
                let top = stack.count - 1
                skipWhitespace()
                if stack[top].isObject {
                    let key = stack[top].pendingKey
                    stack[top].object.appendNew(key: key, value: value)
                    switch peek() {
                    case .comma?:
                        try skipComma(before: .rightBrace, in: "object")
                        stack[top].pendingKey = try parseKey(in: stack[top].object)
                        continue startValue
                    case .rightBrace?:
                        offset += 1
                        value = .object(stack.removeLast().object)
                    default:
                        throw expected("',' or '}' in object")
                    }
                } else {
                    stack[top].elements.append(value)
                    switch peek() {
                    case .comma?:
                        try skipComma(before: .rightBracket, in: "array")
                        continue startValue
                    case .rightBracket?:
                        offset += 1
                        value = .array(stack.removeLast().elements)
                    default:
                        throw expected("',' or ']' in array")
                    }
                }
            }
            return value
        }
    }

    /// Steps over the opening bracket or brace at the current byte and the whitespace after it,
    /// and over `closer` too when it follows at once; returns whether it did (the container is
    /// empty). Throws if the container would nest deeper than ``JSONValue/maximumDepth``.
    private mutating func openIsEmpty(closedBy closer: UInt8, openContainers: Int) throws -> Bool {
        if openContainers >= JSONValue.maximumDepth {
            throw error(at: offset, "arrays and objects nest deeper than \(JSONValue.maximumDepth) levels")
        }
        offset += 1
        skipWhitespace()
        guard peek() == closer else { return false }
        offset += 1
        return true
    }

    /// Steps over the comma at the current byte and the whitespace after it, rejecting a trailing
    /// comma (one followed by `closer`) in the `container` ("array" or "object").
    private mutating func skipComma(before closer: UInt8, in container: String) throws {
        let comma = offset
        offset += 1
        skipWhitespace()
        if peek() == closer {
            throw error(at: comma, "trailing comma in \(container)")
        }
    }

    /// Reads `"key" :` at the current byte, rejecting a key that `object` already has.
    private mutating func parseKey(in object: JSONObject) throws -> String {
        guard peek() == .quote else { throw expected("a string key in object") }
        let start = offset
        let key = try parseString()
        if object.contains(key) {
            throw error(at: start, "duplicate key \(JSONValue.string(key).serialized()) in object")
        }
        skipWhitespace()
        guard peek() == .colon else { throw expected("':' after object key") }
        offset += 1
        return key
    }

    /// Parses a string, number or literal at the current byte.
    private mutating func parseScalar() throws -> JSONValue {
        guard let byte = peek() else { throw expected("a value") }
        switch byte {
        case .quote:
            return .string(try parseString())
        case .minus, .zero...UInt8(ascii: "9"):
            return .number(try parseNumber())
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return try parseLiteral()
        case .slash:
            throw error(at: offset, "comments are not allowed in JSON")
        case .apostrophe:
            throw error(at: offset, "strings must be enclosed in double quotes, not single quotes")
        default:
            throw expected("a value")
        }
    }

    /// Parses `true`, `false` or `null`, or names the word that is none of them.
    private mutating func parseLiteral() throws -> JSONValue {
        let start = offset
        let word = scanWord()
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case "NaN", "Infinity": throw error(at: start, "NaN and Infinity are not allowed in JSON")
        default: throw error(at: start, "expected a value, found '\(Self.abbreviated(word))'")
        }
    }

    /// Reads a run of ASCII letters and returns it.
    private mutating func scanWord() -> String {
        let start = offset
        while let byte = peek(), byte.isASCIILetter { offset += 1 }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    // MARK: Numbers

    /// Parses a number, checking the JSON grammar before converting the lexeme.
    ///
    /// `Double(String)` rounds correctly (it is `strtod` in the C locale), so the grammar check is
    /// the only work done here; it also keeps `Double` from accepting `0x1p3`, `inf` or `+1`.
    private mutating func parseNumber() throws -> Double {
        let start = offset
        if peek() == .minus {
            offset += 1
            guard let byte = peek(), byte.isASCIIDigit else {
                if scanWord() == "Infinity" {
                    throw error(at: start, "NaN and Infinity are not allowed in JSON")
                }
                offset = start + 1
                throw expected("a digit after '-'")
            }
        }
        if peek() == .zero {
            offset += 1
            if let byte = peek(), byte.isASCIIDigit {
                throw error(at: start, "numbers must not have leading zeros")
            }
        } else {
            skipDigits()
        }
        if peek() == .period {
            offset += 1
            guard let byte = peek(), byte.isASCIIDigit else {
                throw expected("a digit after the decimal point")
            }
            skipDigits()
        }
        if peek() == .lowercaseE || peek() == .uppercaseE {
            offset += 1
            if peek() == .plus || peek() == .minus { offset += 1 }
            guard let byte = peek(), byte.isASCIIDigit else {
                throw expected("a digit in the exponent")
            }
            skipDigits()
        }
        let lexeme = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(lexeme), value.isFinite else {
            throw error(at: start, "number \(Self.abbreviated(lexeme)) is too large for a double")
        }
        return value
    }

    /// Advances past ASCII digits.
    private mutating func skipDigits() {
        while let byte = peek(), byte.isASCIIDigit { offset += 1 }
    }

    // MARK: Strings

    /// Parses a string starting at its opening quote.
    ///
    /// A string without escapes is made straight from the input; otherwise runs of plain bytes are
    /// copied into a buffer at once, and escapes are decoded into the same buffer. Non-ASCII
    /// bytes are checked against the well-formed UTF-8 table, so the buffer is valid UTF-8 and
    /// `String(decoding:)` never substitutes a replacement character.
    private mutating func parseString() throws -> String {
        let quote = offset
        offset += 1
        var buffer: [UInt8] = []
        var sawEscape = false
        var runStart = offset
        while true {
            guard let byte = peek() else {
                throw error(at: quote, "unterminated string")
            }
            switch byte {
            case .quote:
                defer { offset += 1 }
                if !sawEscape {
                    return String(decoding: bytes[runStart..<offset], as: UTF8.self)
                }
                buffer.append(contentsOf: bytes[runStart..<offset])
                return String(decoding: buffer, as: UTF8.self)
            case .backslash:
                buffer.append(contentsOf: bytes[runStart..<offset])
                try parseEscape(into: &buffer, quote: quote)
                sawEscape = true
                runStart = offset
            case 0..<0x20:
                throw error(at: offset, "control character \(Self.scalarName(UInt32(byte))) in string must be escaped")
            case 0x20..<0x80:
                offset += 1
            default:
                guard let length = utf8SequenceLength(at: offset) else {
                    throw error(at: offset, "invalid UTF-8 byte \(Self.hex(byte)) in string")
                }
                offset += length
            }
        }
    }

    /// Decodes the escape sequence at the current backslash and appends its UTF-8 to `buffer`.
    private mutating func parseEscape(into buffer: inout [UInt8], quote: Int) throws {
        let backslash = offset
        offset += 1
        guard let byte = peek() else { throw error(at: quote, "unterminated string") }
        offset += 1
        switch byte {
        case .quote, .backslash, .slash: buffer.append(byte)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try parseHexQuad(escapeStart: backslash)
            var value = unit
            switch unit {
            case 0xD800...0xDBFF:
                // A high surrogate must be followed at once by an escaped low surrogate.
                let lowStart = offset
                guard peek() == .backslash, peek(at: offset + 1) == UInt8(ascii: "u") else {
                    throw error(at: backslash, "unpaired surrogate \\u\(Self.hex4(unit)) in string")
                }
                offset += 2
                let low = try parseHexQuad(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw error(at: backslash, "unpaired surrogate \\u\(Self.hex4(unit)) in string")
                }
                value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            case 0xDC00...0xDFFF:
                throw error(at: backslash, "unpaired surrogate \\u\(Self.hex4(unit)) in string")
            default:
                break
            }
            guard let scalar = Unicode.Scalar(value) else {
                throw error(at: backslash, "invalid \\u escape in string")  // unreachable: surrogates excluded above
            }
            UTF8.encode(scalar) { buffer.append($0) }
        default:
            let shown = (0x21...0x7E).contains(byte) ? " \\\(Character(Unicode.Scalar(byte)))" : ""
            throw error(at: backslash,
                        "invalid escape sequence\(shown) in string; expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
    }

    /// Reads the four hexadecimal digits of a `\u` escape (after the `u`).
    private mutating func parseHexQuad(escapeStart: Int) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = peek()?.hexDigitValue else {
                throw error(at: escapeStart, "expected 4 hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or `nil` if it is ill-formed.
    ///
    /// Follows Table 3-7 of the Unicode Standard, so overlong forms, encoded surrogates and
    /// values above U+10FFFF are rejected.
    private func utf8SequenceLength(at index: Int) -> Int? {
        func continuation(_ offsetFromLead: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            guard let byte = peek(at: index + offsetFromLead) else { return false }
            return range.contains(byte)
        }
        switch bytes[index] {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : nil
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : nil
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default:
            return nil
        }
    }

    // MARK: Reading bytes

    /// The byte at `offset`, or `nil` at the end.
    private func peek() -> UInt8? { peek(at: offset) }

    /// The byte at `index`, or `nil` past the end.
    private func peek(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// Advances past JSON whitespace: space, tab, line feed and carriage return.
    private mutating func skipWhitespace() {
        while let byte = peek(), byte == .space || byte == .tab || byte == .lineFeed || byte == .carriageReturn {
            offset += 1
        }
    }

    // MARK: Errors

    /// An error at the current byte: "expected `what`, found …".
    private func expected(_ what: String) -> JSONError {
        error(at: offset, "expected \(what), found \(describeByte(at: offset))")
    }

    /// An error at byte `index`, with its line and column.
    private func error(at index: Int, _ message: String) -> JSONError {
        JSONError(source: source, location: location(of: index), message: message)
    }

    /// The line and column of byte `index`, counting from 1.
    ///
    /// Lines break at `\n`, `\r\n` and a lone `\r`. Columns count Unicode scalars, that is bytes
    /// that are not UTF-8 continuation bytes, so they match what an editor shows for valid text.
    private func location(of index: Int) -> JSONError.Location {
        var line = 1
        var column = 1
        var i = 0
        while i < index {
            let byte = bytes[i]
            if byte == .lineFeed {
                line += 1
                column = 1
            } else if byte == .carriageReturn {
                if peek(at: i + 1) != .lineFeed {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            i += 1
        }
        return .text(line: line, column: column)
    }

    /// Describes the byte at `index` for "found …": `end of input`, `'x'`, `a space`, `a tab`,
    /// `a line break`, `'é' (U+00E9)`, `control character U+0000` or `invalid UTF-8 byte 0xFF`.
    private func describeByte(at index: Int) -> String {
        guard let byte = peek(at: index) else { return "end of input" }
        switch byte {
        case 0x21...0x7E:
            return "'\(Character(Unicode.Scalar(byte)))'"
        case .space:
            return "a space"
        case .tab:
            return "a tab"
        case .lineFeed, .carriageReturn:
            return "a line break"
        case 0..<0x20, 0x7F:
            return "control character \(Self.scalarName(UInt32(byte)))"
        default:
            guard let length = utf8SequenceLength(at: index),
                  let scalar = String(decoding: bytes[index..<index + length], as: UTF8.self).unicodeScalars.first
            else {
                return "invalid UTF-8 byte \(Self.hex(byte))"
            }
            return "'\(scalar)' (\(Self.scalarName(scalar.value)))"
        }
    }

    /// `U+` and at least four uppercase hexadecimal digits.
    private static func scalarName(_ value: UInt32) -> String {
        "U+" + hex4(value)
    }

    /// At least four uppercase hexadecimal digits.
    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A byte as `0xAB`.
    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" : "") + digits
    }

    /// `text`, cut to 40 characters with an ellipsis, for echoing input in messages.
    private static func abbreviated(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }
}

private extension UInt8 {
    static let tab = UInt8(ascii: "\t")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let plus = UInt8(ascii: "+")
    static let comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-")
    static let period = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let zero = UInt8(ascii: "0")
    static let colon = UInt8(ascii: ":")
    static let uppercaseE = UInt8(ascii: "E")
    static let leftBracket = UInt8(ascii: "[")
    static let backslash = UInt8(ascii: "\\")
    static let rightBracket = UInt8(ascii: "]")
    static let lowercaseE = UInt8(ascii: "e")
    static let leftBrace = UInt8(ascii: "{")
    static let rightBrace = UInt8(ascii: "}")
}
