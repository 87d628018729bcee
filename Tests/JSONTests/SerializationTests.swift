import JSON
import SeededRandom
import XCTest

final class SerializationTests: XCTestCase {
    func testNumbers() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "-0"), (3, "3"), (-3, "-3"), (0.1, "0.1"), (1.5, "1.5"), (-2.25, "-2.25"),
            (1e16, "1e+16"), (1e300, "1e+300"), (1e-5, "1e-05"), (123456.789, "123456.789"),
            (9_007_199_254_740_992, "9007199254740992"),
            (Double.leastNonzeroMagnitude, "5e-324"),
            (Double.greatestFiniteMagnitude, "1.7976931348623157e+308"),
            (.infinity, "null"), (-.infinity, "null"), (.nan, "null"),
        ]
        for (number, text) in cases {
            XCTAssertEqual(JSONValue.number(number).serialized(), text)
        }
    }

    func testStrings() {
        XCTAssertEqual(JSONValue.string("a\"b\\c/d").serialized(), #""a\"b\\c/d""#)
        XCTAssertEqual(JSONValue.string("\u{8}\u{C}\n\r\t\u{0}\u{1F}\u{7F}").serialized(), "\"\\b\\f\\n\\r\\t\\u0000\\u001f\u{7F}\"")
        XCTAssertEqual(JSONValue.string("é€😀").serialized(), "\"é€😀\"")
    }

    func testContainersAndKeyOrder() {
        let value: JSONValue = ["b": [1, "x", .null], "a": ["d": true, "c": false], "": [:]]
        XCTAssertEqual(value.serialized(), #"{"b":[1,"x",null],"a":{"d":true,"c":false},"":{}}"#)
        XCTAssertEqual(value.serialized(sortedKeys: true), #"{"":{},"a":{"c":false,"d":true},"b":[1,"x",null]}"#)
        XCTAssertEqual(value.description, value.serialized())
        // Sorting is by Unicode scalar: "Z" < "a" < "é".
        XCTAssertEqual(JSONValue(dictionaryLiteral: ("é", 1), ("a", 2), ("Z", 3)).serialized(sortedKeys: true),
                       #"{"Z":3,"a":2,"é":1}"#)
    }

    func testDocumentRoundTrip() throws {
        let text = #"""
            {"format": "touchstone.report", "version": 1, "frames": [
              {"index": 0, "t": 0, "stepNs": [120, 95], "hash": "0f3a", "work": {}},
              {"index": 1, "t": 0.008333333333333333, "stepNs": [-0, 1e-7], "hash": "\u00e9\n\"", "work": {"edges": 12}}
            ], "summary": {"overBudget": false, "settledAt": null, "p99": 1.7976931348623157e308}}
            """#
        let value = try JSONValue.parse(text, source: "report")
        let compact = value.serialized()
        XCTAssertFalse(compact.contains(" "))
        let reparsed = try JSONValue.parse(compact, source: "compact")
        XCTAssertEqual(reparsed, value)
        XCTAssertEqual(reparsed.serialized(), compact, "document order survives")
        XCTAssertEqual(try JSONValue.parse(value.serialized(sortedKeys: true), source: "sorted"), value)
    }

    func testRandomDoublesRoundTripExactly() throws {
        let seed: UInt64 = 0x5EED_D0_0B1E
        print("testRandomDoublesRoundTripExactly seed: \(seed)")
        var random = SplitMix64(seed: seed)
        var checked = 0
        while checked < 5000 {
            let number = Double(bitPattern: random.next())
            guard number.isFinite else { continue }
            checked += 1
            let text = JSONValue.number(number).serialized()
            guard case .number(let parsed) = try JSONValue.parse(text, source: text) else {
                return XCTFail("\(text) did not parse as a number")
            }
            XCTAssertEqual(parsed.bitPattern, number.bitPattern, text)
        }
        // Whole numbers near the integer/exponent boundary.
        for exponent in 50...70 {
            let number = Double(sign: .plus, exponent: exponent, significand: 1) + 2048
            let text = JSONValue.number(number).serialized()
            XCTAssertFalse(text.hasSuffix(".0"), text)
            XCTAssertEqual(try JSONValue.parse(text, source: text), .number(number))
        }
    }

    func testObjectEqualityIgnoresOrder() throws {
        let a = try JSONValue.parse(#"{"x": 1, "y": [2, {"p": 1, "q": 2}]}"#, source: "a")
        let b = try JSONValue.parse(#"{"y": [2, {"q": 2, "p": 1}], "x": 1}"#, source: "b")
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        XCTAssertEqual(Set([a, b]).count, 1)
        XCTAssertNotEqual(a, try JSONValue.parse(#"{"x": 1, "y": [{"q": 2, "p": 1}, 2]}"#, source: "c"),
                          "arrays keep order")
        XCTAssertNotEqual(a, try JSONValue.parse(#"{"x": 1}"#, source: "d"))
    }

    func testObjectEditing() {
        var object: JSONObject = ["a": 1, "b": 2, "c": 3]
        object["b"] = "two"
        object["d"] = 4
        XCTAssertEqual(object.keys, ["a", "b", "c", "d"])
        object["a"] = nil
        XCTAssertEqual(object.keys, ["b", "c", "d"])
        XCTAssertEqual(object["c"], 3)
        object["c"] = nil
        object["zz"] = nil
        XCTAssertEqual(JSONValue.object(object).serialized(), #"{"b":"two","d":4}"#)
        XCTAssertEqual(object.count, 2)
        XCTAssertTrue(object.contains("d"))
        XCTAssertFalse(JSONObject().contains("d"))
        XCTAssertTrue(JSONObject().isEmpty)
    }

    func testLargeObjectLookupAndRemoval() {
        // Objects above a handful of keys keep a hash index; check it through growth and removal.
        var object = JSONObject()
        for i in 0..<40 { object["k\(i)"] = .number(Double(i)) }
        XCTAssertEqual(object.count, 40)
        for i in 0..<40 { XCTAssertEqual(object["k\(i)"], .number(Double(i))) }
        for i in stride(from: 0, to: 40, by: 3) { object["k\(i)"] = nil }
        object["k1"] = "replaced"
        XCTAssertEqual(object.count, 26)
        for i in 0..<40 {
            let expected: JSONValue? = i % 3 == 0 ? nil : i == 1 ? "replaced" : .number(Double(i))
            XCTAssertEqual(object["k\(i)"], expected, "k\(i)")
        }
        while object.count > 2 { object[object.keys[object.count / 2]] = nil }
        XCTAssertEqual(object.keys, ["k1", "k38"])
        XCTAssertEqual(object["k38"], 38)
    }
}
