import JSON
import XCTest

/// A cut-down shape spec, read the way the Shapes parser is meant to read the real one.
private enum Corner: Equatable {
    case rounded(Double, percent: Bool)
    case cut(Double, percent: Bool)
    case curved(width: Double, height: Double, percent: Bool)
    case sharp

    static func read(_ reader: JSONReader) throws -> Corner {
        let (tag, value) = try reader.oneOf(["rounded", "cut", "curved", "sharp"], allowing: ["percent"])
        let percent = try reader.member("percent")?.bool() ?? false
        switch tag {
        case "rounded": return .rounded(try value.double(), percent: percent)
        case "cut": return .cut(try value.double(), percent: percent)
        case "curved":
            let size = try value.array(count: 2).map { try $0.double() }
            return .curved(width: size[0], height: size[1], percent: percent)
        default:
            guard try value.bool() else { throw value.error("expected true") }
            return .sharp
        }
    }
}

private struct Rectangle: Equatable {
    var corners: [Corner]
    var edgeStyle: String?

    static func read(_ reader: JSONReader) throws -> Rectangle {
        try reader.object { spec in
            try spec.required("rectangle").object { rectangle in
                let cornersReader = try rectangle.required("corners")
                let corners: [Corner]
                if case .array = cornersReader.value {
                    corners = try cornersReader.array(count: 4).map(Corner.read)
                } else {
                    corners = Array(repeating: try Corner.read(cornersReader), count: 4)
                }
                let edgeStyle = try rectangle.optional("edges")?.object { edges in
                    try edges.required("style").string(oneOf: ["cut", "handle"])
                }
                _ = rectangle.optional("cornerOffsets")
                return Rectangle(corners: corners, edgeStyle: edgeStyle)
            }
        }
    }
}

final class ReaderTests: XCTestCase {
    private func readRectangle(_ text: String) throws -> Rectangle {
        try Rectangle.read(JSONReader(parsing: text, source: "spec.json"))
    }

    /// The description of the error that reading `text` throws.
    private func message(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String? {
        jsonError(file: file, line: line) { try readRectangle(text) }?.description
    }

    func testReadsAValidSpec() throws {
        XCTAssertEqual(try readRectangle(#"{"rectangle": {"corners": {"rounded": 8}}}"#),
                       Rectangle(corners: Array(repeating: .rounded(8, percent: false), count: 4)))
        let text = """
            {"rectangle": {"corners": [{"rounded": 8}, {"percent": true, "cut": 0.25},
                                       {"curved": [4, 2]}, {"sharp": true}],
                           "edges": {"style": "handle"}, "cornerOffsets": null}}
            """
        XCTAssertEqual(try readRectangle(text), Rectangle(
            corners: [.rounded(8, percent: false), .cut(0.25, percent: true),
                      .curved(width: 4, height: 2, percent: false), .sharp],
            edgeStyle: "handle"))
    }

    func testTaggedUnionMessages() {
        XCTAssertEqual(
            message(#"{"rectangle": {"corners": [{"rounded": 8}, {"cut": 4}, 3, {"sharp": true}]}}"#),
            #"spec.json: at $.rectangle.corners[2]: expected an object with one of the keys "rounded", "cut", "curved", "sharp", found a number"#)
        XCTAssertEqual(
            message(#"{"rectangle": {"corners": {"rounded": 8, "cut": 4}}}"#),
            #"spec.json: at $.rectangle.corners: expected only one of the keys "rounded", "cut", "curved", "sharp", found "rounded", "cut""#)
        XCTAssertEqual(
            message(#"{"rectangle": {"corners": {"percent": true}}}"#),
            #"spec.json: at $.rectangle.corners: expected one of the keys "rounded", "cut", "curved", "sharp", found none"#)
        XCTAssertEqual(
            message(#"{"rectangle": {"corners": {"round": 8}}}"#),
            #"spec.json: at $.rectangle.corners: unknown key "round"; expected one of "rounded", "cut", "curved", "sharp", "percent""#)
        XCTAssertEqual(
            message(#"{"rectangle": {"corners": {"cut": 4, "percent": 1}}}"#),
            "spec.json: at $.rectangle.corners.percent: expected a boolean, found a number")
    }

    func testWrongTypeMessagesNameThePath() {
        XCTAssertEqual(message(#"{"rectangle": {"corners": [{"rounded": "8"}, 1, 2, 3]}}"#),
                       "spec.json: at $.rectangle.corners[0].rounded: expected a number, found a string")
        XCTAssertEqual(message(#"{"rectangle": {"corners": {"curved": [4, null]}}}"#),
                       "spec.json: at $.rectangle.corners.curved[1]: expected a number, found null")
        XCTAssertEqual(message(#"{"rectangle": {"corners": {"curved": 4}}}"#),
                       "spec.json: at $.rectangle.corners.curved: expected an array of 2 elements, found a number")
        XCTAssertEqual(message(#"{"rectangle": {"corners": [{"sharp": true}]}}"#),
                       "spec.json: at $.rectangle.corners: expected an array of 4 elements, found an array of 1 element")
        XCTAssertEqual(message(#"{"rectangle": {"corners": {"sharp": false}}}"#),
                       "spec.json: at $.rectangle.corners.sharp: expected true")
        XCTAssertEqual(message(#"{"rectangle": {"corners": {"sharp": true}, "edges": {"style": "hand"}}}"#),
                       #"spec.json: at $.rectangle.edges.style: expected one of "cut", "handle", found "hand""#)
        XCTAssertEqual(message(#"{"rectangle": {"corners": {"sharp": true}, "edges": {"style": 1}}}"#),
                       #"spec.json: at $.rectangle.edges.style: expected one of "cut", "handle", found a number"#)
        XCTAssertEqual(message(#"{"rectangle": []}"#),
                       "spec.json: at $.rectangle: expected an object, found an array")
        XCTAssertEqual(message("7"), "spec.json: at $: expected an object, found a number")
    }

    func testKeyMessages() {
        XCTAssertEqual(message(#"{"rectangle": {"corners": {"sharp": true}, "edge": {}}}"#),
                       #"spec.json: at $.rectangle: unknown key "edge"; expected one of "corners", "edges", "cornerOffsets""#)
        XCTAssertEqual(message(#"{"rectangle": {"corners": {"sharp": true}}, "pill": {}}"#),
                       #"spec.json: at $: unknown key "pill"; expected "rectangle""#)
        XCTAssertEqual(message(#"{"rectangle": {"corner": {"sharp": true}}}"#),
                       #"spec.json: at $.rectangle: missing required key "corners""#)
        XCTAssertEqual(message(#"{"rectangle": {"corners": {"sharp": true}, "edges": {"style": "cut", "size": 3}}}"#),
                       #"spec.json: at $.rectangle.edges: unknown key "size"; expected "style""#)

        let empty = JSONReader(["radius": 1], source: "s", path: .root.appending(key: "pill"))
        let error = jsonError { try empty.object { _ in () } }
        XCTAssertEqual(error?.description, #"s: at $.pill: unknown key "radius"; expected an empty object"#)
    }

    func testObjectReaderWithoutClosure() throws {
        var object = try JSONReader(["a": 1, "b": 2, "c": 3], source: "s").object()
        XCTAssertEqual(try object.required("a").int(), 1)
        XCTAssertNil(object.optional("z"))
        XCTAssertEqual(object.path, .root)
        XCTAssertEqual(jsonError { try object.finish() }?.message, #"unknown key "b"; expected one of "a", "z""#)
        _ = object.optional("b")
        _ = object.optional("c")
        XCTAssertNoThrow(try object.finish())
        XCTAssertEqual(object.error("custom").description, "s: at $: custom")
    }

    func testScalars() throws {
        func reader(_ value: JSONValue) -> JSONReader {
            JSONReader(value, source: "s", path: JSONPath([.key("v")]))
        }
        XCTAssertEqual(try reader(2).int(), 2)
        XCTAssertEqual(try reader(-0.0).int(), 0)
        XCTAssertEqual(try reader(2e3).int(), 2000)
        XCTAssertEqual(jsonError { try reader(2.5).int() }?.description, "s: at $.v: expected an integer, found 2.5")
        XCTAssertEqual(jsonError { try reader(1e300).int() }?.description, "s: at $.v: integer 1e+300 is out of range")
        XCTAssertEqual(jsonError { try reader("3").int() }?.description, "s: at $.v: expected an integer, found a string")
        XCTAssertEqual(try reader(0.5).double(), 0.5)
        XCTAssertEqual(jsonError { try reader(.number(.nan)).double() }?.message, "expected a finite number")
        XCTAssertEqual(jsonError { try reader(true).double() }?.message, "expected a number, found a boolean")
        XCTAssertEqual(try reader(true).bool(), true)
        XCTAssertEqual(jsonError { try reader(.null).bool() }?.message, "expected a boolean, found null")
        XCTAssertEqual(try reader("x").string(), "x")
        XCTAssertEqual(jsonError { try reader([]).string() }?.message, "expected a string, found an array")
        XCTAssertEqual(jsonError { try reader([:]).array() }?.message, "expected an array, found an object")
        XCTAssertTrue(reader(.null).isNull)
        XCTAssertFalse(reader(0).isNull)
        XCTAssertEqual(reader(0).kindDescription, "a number")
        XCTAssertEqual(reader(0).expected(#"a number or "default""#).message, #"expected a number or "default", found a number"#)
        XCTAssertEqual(try reader([1, 2]).array().map(\.path.description), ["$.v[0]", "$.v[1]"])
        XCTAssertNil(reader(1).member("a"))
        XCTAssertEqual(reader(["a": 1]).member("a")?.path.description, "$.v.a")
    }

    func testPathDescription() {
        XCTAssertEqual(JSONPath.root.description, "$")
        let path = JSONPath.root.appending(key: "rectangle").appending(key: "corners").appending(index: 2)
            .appending(key: "rounded")
        XCTAssertEqual(path.description, "$.rectangle.corners[2].rounded")
        let odd = JSONPath([.key("my key"), .index(0), .key("_a1"), .key("1x"), .key(""), .key("é"), .key("q\"")])
        XCTAssertEqual(odd.description, #"$["my key"][0]._a1["1x"][""]["é"]["q\""]"#)
    }

    func testReaderFromBytesReportsSyntaxErrors() {
        let error = jsonError { try JSONReader(parsing: Array("[1,]".utf8), source: "t.json") }
        XCTAssertEqual(error?.description, "t.json: line 1, column 3: trailing comma in array")
    }
}
