import Geometry
import JSON
import Shapes
import XCTest

final class ShapeSpecTests: XCTestCase {
    private func parse(_ text: String) throws -> ShapeSpec {
        try ShapeSpec(parsing: text, source: "spec.json")
    }

    /// Asserts that parsing fails with exactly this message (the JSON path and what was expected).
    private func assertError(_ text: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try parse(text), file: file, line: line) { error in
            XCTAssertEqual((error as? JSONError)?.description, message, file: file, line: line)
        }
    }

    func testEveryFormOfTheFormat() throws {
        var rounded = RectangleShapeGenerator()
        rounded.setCorners(.rounded(radius: 8))
        XCTAssertEqual(try parse(#"{"rectangle": {"corners": {"rounded": 8}}}"#), .rectangle(rounded))

        var mixed = RectangleShapeGenerator()
        mixed.corners = [.cut(0.5, valueType: .percentage), .sharp, .rounded(radius: 4),
                         .curved(Size(width: 10, height: 5))]
        mixed.edges = [.triangle(size: 6, style: .handle), .straight, .triangle(size: 2, style: .cut), .straight]
        mixed.cornerOffsets = [.zero, Point(x: -10, y: 0), .zero, Point(x: 1.5, y: -2)]
        XCTAssertEqual(try parse("""
            {"rectangle": {"corners": [{"cut": 0.5, "percent": true}, {"sharp": true}, {"rounded": 4},
                                       {"curved": [10, 5], "percent": false}],
                           "edges": [{"triangle": {"size": 6, "style": "handle"}}, {"straight": true},
                                     {"triangle": {"style": "cut", "size": 2}}, {"straight": true}],
                           "cornerOffsets": [[0, 0], [-10, 0], [0, 0], [1.5, -2]]}}
            """), .rectangle(mixed))

        var allEdges = RectangleShapeGenerator()
        allEdges.setEdges(.triangle(size: 3, style: .cut))
        XCTAssertEqual(try parse(#"{"rectangle": {"corners": {"sharp": true}, "edges": {"triangle": {"size": 3, "style": "cut"}}}}"#),
                       .rectangle(allEdges))
        XCTAssertEqual(try parse(#"{"pill": {}}"#), .pill)
        XCTAssertEqual(try parse(#"{"curvedRect": {"cornerSize": [12, 8]}}"#),
                       .curvedRect(CurvedRectShapeGenerator(cornerSize: Size(width: 12, height: 8))))
        XCTAssertEqual(try parse(#"{"slantedRect": {"slant": -4}}"#), .slantedRect(SlantedRectShapeGenerator(slant: -4)))
        XCTAssertEqual(try parse(#"{"scheme": "medium"}"#), .scheme(.medium))

        var triangle = Path()
        triangle.move(to: Point(x: 0, y: 0))
        triangle.addLine(to: Point(x: 100, y: 0))
        triangle.addLine(to: Point(x: 50, y: 40))
        triangle.closeSubpath()
        let custom = try parse(#"{"svgPath": "M0 0 h100 L50 40 z"}"#)
        XCTAssertEqual(custom, .svgPath(triangle))
        // A custom outline ignores the view size.
        XCTAssertEqual(custom.path(for: Size(width: 7, height: 3)), triangle)
    }

    func testSchemeSpecsResolveThroughTheScheme() throws {
        let spec = try parse(#"{"scheme": "small"}"#)
        // MDC's default small category is rounded 4.
        var expected = RectangleShapeGenerator()
        expected.setCorners(.rounded(radius: 4))
        XCTAssertEqual(spec.path(for: Size(width: 80, height: 36)), expected.path(for: Size(width: 80, height: 36)))
        var scheme = ShapeScheme()
        scheme.smallComponentShape = ShapeCategory(family: .cut, size: 6)
        expected.setCorners(.cut(6))
        XCTAssertEqual(spec.path(for: Size(width: 80, height: 36), scheme: scheme),
                       expected.path(for: Size(width: 80, height: 36)))
    }

    func testCanonicalJSONParsesBackToTheSameSpec() throws {
        let texts = [
            #"{"rectangle": {"corners": {"rounded": 8}}}"#,
            #"{"rectangle": {"corners": [{"cut": 0.25, "percent": true}, {"sharp": true}, {"rounded": 4}, {"curved": [1, 2]}], "edges": {"triangle": {"size": 1, "style": "handle"}}, "cornerOffsets": [[1, 2], [3, 4], [5, 6], [7, 8]]}}"#,
            #"{"pill": {}}"#, #"{"curvedRect": {"cornerSize": [0.1, 3]}}"#, #"{"slantedRect": {"slant": 10}}"#,
            #"{"scheme": "large"}"#, #"{"svgPath": "M0 0 C1 2 3 4 5.5 -6 Q7 8 9 10 Z M1 1 L2 2"}"#,
        ]
        for text in texts {
            let spec = try parse(text)
            XCTAssertEqual(try ShapeSpec(reading: JSONReader(spec.json, source: "round trip")), spec, text)
        }
    }

    func testErrorsNameTheJSONPathAndWhatWasExpected() {
        assertError(#"{"rectangle": {"corners": [{"rounded": 8}, {"rounded": 8}, 3, {"rounded": 8}]}}"#,
                    #"spec.json: at $.rectangle.corners[2]: expected an object with one of the keys "rounded", "cut", "curved", "sharp", found a number"#)
        assertError(#"{"rectangle": {"corners": {"rounded": 8}, "edge": {"straight": true}}}"#,
                    #"spec.json: at $.rectangle: unknown key "edge"; expected one of "corners", "edges", "cornerOffsets""#)
        assertError(#"{"rectangle": {"corners": [{"rounded": 8}]}}"#,
                    "spec.json: at $.rectangle.corners: expected an array of 4 elements, found an array of 1 element")
        assertError(#"{"rectangle": {"corners": {"rounded": "8"}}}"#,
                    "spec.json: at $.rectangle.corners.rounded: expected a number, found a string")
        assertError(#"{"rectangle": {"corners": {"rounded": 8, "cut": 2}}}"#,
                    #"spec.json: at $.rectangle.corners: expected only one of the keys "rounded", "cut", "curved", "sharp", found "rounded", "cut""#)
        assertError(#"{"rectangle": {"corners": {"sharp": false}}}"#,
                    "spec.json: at $.rectangle.corners.sharp: expected true (omit the corner's other keys for a sharp corner)")
        assertError(#"{"rectangle": {"corners": {"sharp": true, "percent": true}}}"#,
                    #"spec.json: at $.rectangle.corners: "percent" has no meaning for a sharp corner"#)
        assertError(#"{"rectangle": {"corners": {"rounded": 8}, "edges": {"triangle": {"size": 3, "style": "notch"}}}}"#,
                    #"spec.json: at $.rectangle.edges.triangle.style: expected one of "cut", "handle", found "notch""#)
        assertError(#"{"rectangle": {"corners": {"rounded": 8}, "cornerOffsets": [[0, 0], [0, 0], [0], [0, 0]]}}"#,
                    "spec.json: at $.rectangle.cornerOffsets[2]: expected an array of 2 elements, found an array of 1 element")
        assertError(#"{"pill": {"radius": 3}}"#, #"spec.json: at $.pill: unknown key "radius"; expected an empty object"#)
        assertError(#"{"scheme": "huge"}"#, #"spec.json: at $.scheme: expected one of "small", "medium", "large", found "huge""#)
        assertError(#"{"circle": {}}"#,
                    #"spec.json: at $: unknown key "circle"; expected one of "rectangle", "pill", "curvedRect", "slantedRect", "scheme", "svgPath""#)
        assertError(#"{"svgPath": "M0 0 L10 0 C1 2 3"}"#,
                    "spec.json: at $.svgPath: SVG path data, offset 17: unexpected end of data: 'C' needs more parameters")
        assertError(#"{"svgPath": "L10 0"}"#,
                    "spec.json: at $.svgPath: SVG path data, offset 0: path data must begin with a moveto ('M' or 'm'), found 'L'")
        assertError(#"{"rectangle": {"corners": {"rounded": 8}}"#,
                    "spec.json: line 1, column 42: expected ',' or '}' in object, found end of input")
        assertError(#"{"rectangle": {"corners": {"rounded": 1e999}}}"#,
                    "spec.json: line 1, column 39: number 1e999 is too large for a double")
    }
}
