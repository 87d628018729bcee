import JSON
import XCTest

/// `JSONReader.enumCase(of:)`: a string read as the case with that raw value.
final class ReaderEnumCaseTests: XCTestCase {
    private enum Style: String, CaseIterable {
        case cut, handle
    }

    func testReadsTheCaseOfTheRawValue() throws {
        XCTAssertEqual(try JSONReader(parsing: #""handle""#, source: "spec").enumCase(of: Style.self), .handle)
        XCTAssertEqual(try JSONReader(parsing: #""cut""#, source: "spec").enumCase(of: Style.self), .cut)
    }

    func testOtherValuesNameTheCases() {
        XCTAssertThrowsError(try JSONReader(parsing: #""hand""#, source: "spec").enumCase(of: Style.self)) {
            XCTAssertEqual("\($0)", #"spec: at $: expected one of "cut", "handle", found "hand""#)
        }
        XCTAssertThrowsError(try JSONReader(parsing: "1", source: "spec").enumCase(of: Style.self)) {
            XCTAssertEqual("\($0)", #"spec: at $: expected one of "cut", "handle", found a number"#)
        }
    }
}
