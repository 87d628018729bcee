import JSON
import XCTest

final class ParsingTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONValue.parse(text, source: "test")
    }

    // MARK: Valid documents

    func testScalars() throws {
        XCTAssertEqual(try parse("null"), .null)
        XCTAssertEqual(try parse("true"), .bool(true))
        XCTAssertEqual(try parse("false"), .bool(false))
        XCTAssertEqual(try parse("42"), .number(42))
        XCTAssertEqual(try parse(#""hi""#), .string("hi"))
        XCTAssertEqual(try parse(" \t\r\n 7 \n\t\r "), .number(7), "whitespace around the value")
    }

    func testContainers() throws {
        XCTAssertEqual(try parse("[]"), .array([]))
        XCTAssertEqual(try parse("[ ]"), .array([]))
        XCTAssertEqual(try parse("{}"), .object(JSONObject()))
        XCTAssertEqual(try parse("{ \n }"), .object(JSONObject()))
        XCTAssertEqual(try parse(#"[1, "two", null, true, [false], {"k": []}]"#),
                       [1, "two", .null, true, [false], ["k": []]])
        let text = #"{"rectangle": {"corners": [{"rounded": 8}, {"cut": 0.25, "percent": true}]}}"#
        let expected: JSONValue = [
            "rectangle": ["corners": [["rounded": 8], ["cut": 0.25, "percent": true]]],
        ]
        XCTAssertEqual(try parse(text), expected)
    }

    func testObjectKeepsDocumentOrder() throws {
        guard case .object(let object) = try parse(#"{"b": 1, "a": 2, "c": {"z": 0, "y": 1}}"#) else {
            return XCTFail("not an object")
        }
        XCTAssertEqual(object.keys, ["b", "a", "c"])
        XCTAssertEqual(object["a"], 2)
        XCTAssertNil(object["d"])
        guard case .object(let inner)? = object["c"] else { return XCTFail("not an object") }
        XCTAssertEqual(inner.keys, ["z", "y"])
    }

    func testByteAndStringOverloadsAgree() throws {
        let text = #"{"é": ["€", "😀", 1.5]}"#
        XCTAssertEqual(try JSONValue.parse(Array(text.utf8), source: "test"), try parse(text))
    }

    // MARK: Numbers

    func testNumbersAreCorrectlyRounded() throws {
        let cases: [(String, Double)] = [
            ("0", 0),
            ("-12.5e3", -12_500),
            ("1E+2", 100),
            ("1e-2", 0.01),
            ("0.1", 0.1),
            ("0.1000000000000000055511151231257827021181583404541015625", 0.1),  // 0.1's exact value
            ("1e-300", 1e-300),
            ("5e-324", Double.leastNonzeroMagnitude),
            ("4.9406564584124654e-324", Double.leastNonzeroMagnitude),
            // Halfway between 0 and the least subnormal rounds to even (0); a hair above rounds up.
            ("2.4703282292062327e-324", 0),
            ("2.4703282292062328e-324", Double.leastNonzeroMagnitude),
            ("2.2250738585072014e-308", Double.leastNormalMagnitude),
            ("1.7976931348623157e308", Double.greatestFiniteMagnitude),
            // Below the halfway point to the next power of two, so still the largest finite value.
            ("1.7976931348623158e308", Double.greatestFiniteMagnitude),
            ("9007199254740993", 9_007_199_254_740_992),  // 2^53 + 1 ties to even
            ("1e-400", 0),  // underflow rounds to zero, which is not an error
        ]
        for (text, expected) in cases {
            guard case .number(let value) = try parse(text) else { return XCTFail(text) }
            XCTAssertEqual(value.bitPattern, expected.bitPattern, "\(text) parsed as \(value)")
        }
    }

    func testNegativeZeroKeepsItsSign() throws {
        guard case .number(let value) = try parse("-0") else { return XCTFail("not a number") }
        XCTAssertEqual(value, 0)
        XCTAssertEqual(value.sign, .minus)
        guard case .number(let fraction) = try parse("-0.0e5") else { return XCTFail("not a number") }
        XCTAssertEqual(fraction.sign, .minus)
    }

    func testNumbersTooLargeForADouble() {
        assertSyntaxError("1e400", "number 1e400 is too large for a double", line: 1, column: 1)
        assertSyntaxError("[-1e400]", "number -1e400 is too large for a double", line: 1, column: 2)
        assertSyntaxError("1.7976931348623159e308", "number 1.7976931348623159e308 is too large for a double",
                          line: 1, column: 1)
        let long = "1" + String(repeating: "0", count: 400)
        assertSyntaxError(long, "number \(long.prefix(40))… is too large for a double", line: 1, column: 1)
    }

    func testNumberGrammar() {
        assertSyntaxError("01", "numbers must not have leading zeros", line: 1, column: 1)
        assertSyntaxError("[-01]", "numbers must not have leading zeros", line: 1, column: 2)
        assertSyntaxError("1.", "expected a digit after the decimal point, found end of input", line: 1, column: 3)
        assertSyntaxError("1.e5", "expected a digit after the decimal point, found 'e'", line: 1, column: 3)
        assertSyntaxError("1e", "expected a digit in the exponent, found end of input", line: 1, column: 3)
        assertSyntaxError("1e+", "expected a digit in the exponent, found end of input", line: 1, column: 4)
        assertSyntaxError("-", "expected a digit after '-', found end of input", line: 1, column: 2)
        assertSyntaxError("- 1", "expected a digit after '-', found a space", line: 1, column: 2)
        assertSyntaxError("-x", "expected a digit after '-', found 'x'", line: 1, column: 2)
        assertSyntaxError(".5", "expected a value, found '.'", line: 1, column: 1)
        assertSyntaxError("+1", "expected a value, found '+'", line: 1, column: 1)
        assertSyntaxError("0x10", "expected end of input after the JSON value, found 'x'", line: 1, column: 2)
        assertSyntaxError("NaN", "NaN and Infinity are not allowed in JSON", line: 1, column: 1)
        assertSyntaxError("Infinity", "NaN and Infinity are not allowed in JSON", line: 1, column: 1)
        assertSyntaxError("[-Infinity]", "NaN and Infinity are not allowed in JSON", line: 1, column: 2)
    }

    // MARK: Strings

    func testEscapes() throws {
        XCTAssertEqual(try parse(#""\"\\\/\b\f\n\r\t""#), .string("\"\\/\u{8}\u{C}\n\r\t"))
        XCTAssertEqual(try parse(#""\u0041\u00e9\u20AC\uD83D\uDE00""#), .string("Aé€😀"))
        XCTAssertEqual(try parse(#""a\u0000b""#), .string("a\u{0}b"))
        XCTAssertEqual(try parse("\"é€😀\u{7F}\""), .string("é€😀\u{7F}"), "raw UTF-8 and DEL pass through")
        XCTAssertEqual(try parse(#""\uDBFF\uDFFF""#), .string("\u{10FFFF}"))
    }

    func testStringErrors() {
        assertSyntaxError(#"["abc"#, "unterminated string", line: 1, column: 2)
        assertSyntaxError(#""abc\"#, "unterminated string", line: 1, column: 1)
        assertSyntaxError(#""a\x""#,
                          #"invalid escape sequence \x in string; expected one of \" \\ \/ \b \f \n \r \t \uXXXX"#,
                          line: 1, column: 3)
        assertSyntaxError(#""\u12""#, #"expected 4 hexadecimal digits after \u"#, line: 1, column: 2)
        assertSyntaxError(#""\u12G4""#, #"expected 4 hexadecimal digits after \u"#, line: 1, column: 2)
        assertSyntaxError(#""x\uD800""#, #"unpaired surrogate \uD800 in string"#, line: 1, column: 3)
        assertSyntaxError(#""\uDC00""#, #"unpaired surrogate \uDC00 in string"#, line: 1, column: 2)
        assertSyntaxError(#""\uD800\u0041""#, #"unpaired surrogate \uD800 in string"#, line: 1, column: 2)
        assertSyntaxError(#""\uD800\uD800""#, #"unpaired surrogate \uD800 in string"#, line: 1, column: 2)
        assertSyntaxError(#""\uD800\u12""#, #"expected 4 hexadecimal digits after \u"#, line: 1, column: 8)
        assertSyntaxError("\"a\tb\"", "control character U+0009 in string must be escaped", line: 1, column: 3)
        assertSyntaxError("\"a\nb\"", "control character U+000A in string must be escaped", line: 1, column: 3)
        assertSyntaxError([0x22, 0x00, 0x22], "control character U+0000 in string must be escaped", line: 1, column: 2)
        assertSyntaxError("'a'", "strings must be enclosed in double quotes, not single quotes", line: 1, column: 1)
    }

    func testInvalidUTF8() {
        let quote: UInt8 = 0x22
        let cases: [(bytes: [UInt8], bad: UInt8)] = [
            ([0xFF], 0xFF),  // never valid
            ([0x80], 0x80),  // lone continuation byte
            ([0xC0, 0xAF], 0xC0),  // overlong "/"
            ([0xE0, 0x80, 0xAF], 0xE0),  // overlong
            ([0xED, 0xA0, 0x80], 0xED),  // encoded surrogate U+D800
            ([0xF4, 0x90, 0x80, 0x80], 0xF4),  // above U+10FFFF
            ([0xE2, 0x82], 0xE2),  // truncated "€" before the closing quote
        ]
        for (bytes, bad) in cases {
            let hex = "0x" + String(bad, radix: 16, uppercase: true)
            assertSyntaxError([quote, 0x61] + bytes + [quote], "invalid UTF-8 byte \(hex) in string", line: 1, column: 3)
        }
        assertSyntaxError([0x5B, 0xFF, 0x5D], "expected a value, found invalid UTF-8 byte 0xFF", line: 1, column: 2)
        assertSyntaxError("[é]", "expected a value, found 'é' (U+00E9)", line: 1, column: 2)
        assertSyntaxError([0xEF, 0xBB, 0xBF, 0x31],
                          "a byte order mark (U+FEFF) is not allowed at the start of JSON text", line: 1, column: 1)
    }

    // MARK: Structure

    func testStructureErrors() {
        assertSyntaxError("", "expected a value, found end of input", line: 1, column: 1)
        assertSyntaxError("  \n ", "expected a value, found end of input", line: 2, column: 2)
        assertSyntaxError("[1,]", "trailing comma in array", line: 1, column: 3)
        assertSyntaxError(#"{"a": 1,}"#, "trailing comma in object", line: 1, column: 8)
        assertSyntaxError("[,1]", "expected a value, found ','", line: 1, column: 2)
        assertSyntaxError("[1 2]", "expected ',' or ']' in array, found '2'", line: 1, column: 4)
        assertSyntaxError("[1", "expected ',' or ']' in array, found end of input", line: 1, column: 3)
        assertSyntaxError("[1}", "expected ',' or ']' in array, found '}'", line: 1, column: 3)
        assertSyntaxError(#"{"corners": [1] "edges": 2}"#, "expected ',' or '}' in object, found '\"'",
                          line: 1, column: 17)
        assertSyntaxError(#"{"a": 1]"#, "expected ',' or '}' in object, found ']'", line: 1, column: 8)
        assertSyntaxError(#"{"a" 1}"#, "expected ':' after object key, found '1'", line: 1, column: 6)
        assertSyntaxError(#"{"a": }"#, "expected a value, found '}'", line: 1, column: 7)
        assertSyntaxError("{a: 1}", "expected a string key in object, found 'a'", line: 1, column: 2)
        assertSyntaxError(#"{"a": 1, 2: 3}"#, "expected a string key in object, found '2'", line: 1, column: 10)
        assertSyntaxError("[1] x", "expected end of input after the JSON value, found 'x'", line: 1, column: 5)
        assertSyntaxError("1 2", "expected end of input after the JSON value, found '2'", line: 1, column: 3)
        assertSyntaxError("[1]\u{0}", "expected end of input after the JSON value, found control character U+0000",
                          line: 1, column: 4)
        assertSyntaxError("// note\n1", "comments are not allowed in JSON", line: 1, column: 1)
        assertSyntaxError("[1, /* two */ 2]", "comments are not allowed in JSON", line: 1, column: 5)
        assertSyntaxError("nul", "expected a value, found 'nul'", line: 1, column: 1)
        assertSyntaxError("[True]", "expected a value, found 'True'", line: 1, column: 2)
        assertSyntaxError("truex", "expected a value, found 'truex'", line: 1, column: 1)
        assertSyntaxError("true1", "expected end of input after the JSON value, found '1'", line: 1, column: 5)
    }

    func testDuplicateKeys() {
        assertSyntaxError(#"{"a": 1, "a": 2}"#, #"duplicate key "a" in object"#, line: 1, column: 10)
        assertSyntaxError("{\n  \"x\": {},\n  \"y\": 1,\n  \"x\": 2\n}", #"duplicate key "x" in object"#, line: 4, column: 3)
        // Keys are compared after unescaping.
        assertSyntaxError(#"{"A": 1, "\u0041": 2}"#, #"duplicate key "A" in object"#, line: 1, column: 10)
        // Keys compare as Swift strings, so canonically equivalent spellings are the same key.
        assertSyntaxError(#"{"\u00e9": 1, "e\u0301": 2}"#, #"duplicate key "é" in object"#, line: 1, column: 15)
        // A repeat far into a large object is found too.
        let many = (0..<50).map { #""k\#($0)": \#($0)"# }.joined(separator: ",")
        assertSyntaxError("{" + many + #","k49":0}"#, #"duplicate key "k49" in object"#, line: 1, column: many.count + 3)
        // The same key in different objects is fine.
        XCTAssertNoThrow(try parse(#"{"a": {"a": 1}, "b": {"a": 2}}"#))
    }

    func testLineAndColumn() {
        // Lines break at \n, \r\n and a lone \r; columns count Unicode scalars, not bytes.
        assertSyntaxError("[\n1,\n]", "trailing comma in array", line: 2, column: 2)
        assertSyntaxError("[\r\n1,\r\n]", "trailing comma in array", line: 2, column: 2)
        assertSyntaxError("[\r1,\r]", "trailing comma in array", line: 2, column: 2)
        assertSyntaxError(#"["é€😀", x]"#, "expected a value, found 'x'", line: 1, column: 9)
    }

    func testErrorDescription() {
        let error = jsonError { try JSONValue.parse(#"{"corners": [1] "edges": 2}"#, source: "shape spec") }
        XCTAssertEqual(error?.description, #"shape spec: line 1, column 17: expected ',' or '}' in object, found '"'"#)
    }

    // MARK: Depth

    func testDepthLimit() throws {
        let limit = JSONValue.maximumDepth
        XCTAssertEqual(limit, 512)
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        var value = try parse(deepest)
        var depth = 0
        while case .array(let elements) = value, let first = elements.first {
            value = first
            depth += 1
        }
        XCTAssertEqual(depth, limit - 1, "512 arrays: 511 hops to the innermost, empty one")

        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        assertSyntaxError(tooDeep, "arrays and objects nest deeper than 512 levels", line: 1, column: 513)

        let objects = String(repeating: #"{"a":"#, count: limit) + "{}" + String(repeating: "}", count: limit)
        assertSyntaxError(objects, "arrays and objects nest deeper than 512 levels", line: 1, column: 5 * limit + 1)

        // Far deeper input fails at the limit without recursion.
        let hostile = String(repeating: "[", count: 1_000_000)
        assertSyntaxError(hostile, "arrays and objects nest deeper than 512 levels", line: 1, column: 513)
    }
}
