extension JSONValue {
    /// The value as compact JSON text, with no whitespace.
    ///
    ///     let value: JSONValue = ["size": [320, 0.5], "name": "tab\t"]
    ///     value.serialized()                  // {"size":[320,0.5],"name":"tab\t"}
    ///     value.serialized(sortedKeys: true)  // {"name":"tab\t","size":[320,0.5]}
    ///
    /// Output is deterministic and parses back to an equal value (with `-0` kept as `-0`):
    ///
    /// - Numbers are written in the shortest form that reads back as the same `Double`, with whole
    ///   numbers written without a fraction (`3`, `-0`, `0.1`, `1e+300`, `5e-324`). A non-finite
    ///   number, which JSON cannot express, is written as `null`.
    /// - Strings escape `"`, `\` and control characters (as `\n`, `\t`, … or `\u001f`); all other
    ///   characters, non-ASCII included, are written as UTF-8.
    ///
    /// - Parameter sortedKeys: Whether to write each object's keys in ascending order of their
    ///   Unicode scalars rather than in the object's own order.
    /// - Complexity: O(*n*) in the size of the output, plus sorting when `sortedKeys` is true.
    public func serialized(sortedKeys: Bool = false) -> String {
        var output: [UInt8] = []
        Self.write(self, to: &output, sortedKeys: sortedKeys)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the JSON text of `value` to `output`.
    private static func write(_ value: JSONValue, to output: inout [UInt8], sortedKeys: Bool) {
        switch value {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let flag):
            output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .number(let number):
            output.append(contentsOf: numberText(number).utf8)
        case .string(let string):
            writeString(string, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                write(element, to: &output, sortedKeys: sortedKeys)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            var entries = object.entries
            if sortedKeys {
                // Byte order of UTF-8 is the order of Unicode scalar values.
                entries.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            }
            output.append(UInt8(ascii: "{"))
            for (index, entry) in entries.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(entry.key, to: &output)
                output.append(UInt8(ascii: ":"))
                write(entry.value, to: &output, sortedKeys: sortedKeys)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// The JSON text of a number (see ``serialized(sortedKeys:)``).
    private static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        // Swift prints the shortest digits that round-trip, in a form JSON accepts ("0.1", "1e-05",
        // "1.5e+300", never "inf", "nan" or a bare "."); whole numbers it prints in positional
        // form end in ".0" ("3.0", "-0.0", "9007199254740992.0"), which is dropped.
        let text = number.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    /// Lowercase hexadecimal digits, for `\u00XX` escapes.
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends `string` as a quoted, escaped JSON string.
    private static func writeString(_ string: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
            case 0x08: output.append(contentsOf: #"\b"#.utf8)
            case 0x09: output.append(contentsOf: #"\t"#.utf8)
            case 0x0A: output.append(contentsOf: #"\n"#.utf8)
            case 0x0C: output.append(contentsOf: #"\f"#.utf8)
            case 0x0D: output.append(contentsOf: #"\r"#.utf8)
            case 0..<0x20:
                output.append(contentsOf: #"\u00"#.utf8)
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 0xF)])
            default:
                output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

extension JSONValue: CustomStringConvertible {
    /// The compact JSON text, as ``serialized(sortedKeys:)`` writes it.
    public var description: String { serialized() }
}
