import Platform
import XCTest

/// Lines split at LF, CRLF and a lone CR, so that CRLF text reads as its LF twin.
final class TextLinesTests: XCTestCase {
    func testLineEndsOfEveryKindSplitAndAreDropped() {
        XCTAssertEqual(Array(TextLines("a\nb\r\nc\rd")), ["a", "b", "c", "d"])
        XCTAssertEqual(Array(TextLines("a\n")), ["a", ""])
        XCTAssertEqual(Array(TextLines("")), [""])
        XCTAssertEqual(Array(TextLines("\r\n\r\n")), ["", "", ""])
        XCTAssertEqual(Array(TextLines("\n\r")), ["", "", ""], "LF then CR is two line ends")
        XCTAssertEqual(Array(TextLines("é\r\nñ")), ["é", "ñ"])
    }

    func testCRLFTextHasTheSameLinesAsItsLFTwin() {
        // "\r\n" is one Character: a split on the Character "\n" leaves this text in one piece.
        let lf = "add device 1: /dev/input/event4\n  name: \"ts\"\n\nlast"
        let crlf = lf.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        XCTAssertEqual(crlf.split(separator: "\n").count, 1)
        XCTAssertEqual(Array(TextLines(crlf)), Array(TextLines(lf)))
        XCTAssertEqual(Array(TextLines(lf)).count, 4)
    }

    func testLinesAgreeWithTextPositions() {
        // The first byte of line k is at line k, column 1.
        let text = "x\r\nyy\rzzz\n\nw"
        var offset = 0
        let bytes = Array(text.utf8)
        for (index, line) in TextLines(text).enumerated() {
            XCTAssertEqual(TextPosition(ofByte: offset, in: bytes), TextPosition(line: index + 1, column: 1))
            offset += line.utf8.count
            if offset < bytes.count, bytes[offset] == 0x0D { offset += 1 }
            if offset < bytes.count, bytes[offset] == 0x0A { offset += 1 }
        }
    }
}
