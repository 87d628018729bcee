import Platform
import XCTest

/// The shared UTF-8 check: the byte it reports, against hand-made cases from Unicode's table of
/// well-formed sequences and, on random bytes, against the standard library's own decoder.
final class UTF8ValidationTests: XCTestCase {
    private func firstInvalid(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer(UTF8Validation.firstInvalidByte(in:))
    }

    func testWellFormedSequencesPassAndEachIllFormedOneIsFoundAtItsLead() {
        // U+0041, U+00E9, U+0800, U+D7FF, U+E000, U+10000, U+10FFFF: the edges of table 3-7's rows.
        let valid: [UInt8] = [0x41, 0xC3, 0xA9, 0xE0, 0xA0, 0x80, 0xED, 0x9F, 0xBF, 0xEE, 0x80, 0x80,
                              0xF0, 0x90, 0x80, 0x80, 0xF4, 0x8F, 0xBF, 0xBF]
        XCTAssertNil(firstInvalid(valid))
        XCTAssertNil(firstInvalid([]))
        let cases: [(bytes: [UInt8], offset: Int, why: String)] = [
            ([0x61, 0x80], 1, "a continuation byte with no lead"),
            ([0xC0, 0x80], 0, "an overlong two-byte NUL"),
            ([0xC1, 0xBF], 0, "an overlong two-byte U+007F"),
            ([0x61, 0xE9, 0x62], 1, "a Latin-1 é: a three-byte lead cut short by ASCII"),
            ([0xE0, 0x9F, 0xBF], 0, "an overlong three-byte U+07FF"),
            ([0xED, 0xA0, 0x80], 0, "the surrogate U+D800"),
            ([0xF0, 0x8F, 0xBF, 0xBF], 0, "an overlong four-byte U+FFFF"),
            ([0xF4, 0x90, 0x80, 0x80], 0, "U+110000, above the last code point"),
            ([0xF5, 0x80, 0x80, 0x80], 0, "a lead byte no sequence starts with"),
            ([0xFF], 0, "0xFF"),
            ([0x41, 0xF0, 0x90, 0x80], 1, "a four-byte sequence cut by the end"),
        ]
        for c in cases {
            XCTAssertEqual(firstInvalid(c.bytes), c.offset, c.why)
        }
    }

    func testTheReportedByteAgreesWithTheStandardLibrarysDecoder() {
        // An independent decoder: the prefix before the reported byte is valid, and no sequence of
        // one to four bytes starting there is.
        var state: UInt64 = 0x5EED_0017
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let alphabet: [UInt8] = [0x41, 0x0A, 0x0D, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2,
                                 0xDF, 0xE0, 0xE1, 0xED, 0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xFF]
        for _ in 0..<20_000 {
            let count = Int(next() % 9)
            let bytes = (0..<count).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }
            let reported = firstInvalid(bytes)
            XCTAssertEqual(reported == nil, String(validating: bytes, as: UTF8.self) != nil, "\(bytes)")
            guard let offset = reported else { continue }
            XCTAssertNotNil(String(validating: bytes[..<offset], as: UTF8.self), "\(bytes)")
            for length in 1...4 where offset + length <= bytes.count {
                XCTAssertNil(String(validating: bytes[offset..<offset + length], as: UTF8.self), "\(bytes) at \(offset)")
            }
        }
    }

    func testTheProblemSaysTheLineTheColumnAndTheByte() throws {
        // Lines break at LF, CRLF and a lone CR; columns count scalars ("é" is one).
        let bytes: [UInt8] = Array("one\ntwo\r\nthré\rfour é".utf8) + [0xE9, 0x0A]
        let problem = try XCTUnwrap(UTF8Validation.firstProblem(in: bytes))
        XCTAssertEqual(problem.offset, bytes.count - 2)
        XCTAssertEqual(problem.position, TextPosition(line: 4, column: 7))
        XCTAssertEqual(problem.description, "line 4, column 7: invalid UTF-8 byte 0xE9")
        XCTAssertEqual(problem.byteOffsetDescription, "byte \(bytes.count - 2): invalid UTF-8 byte 0xE9")
        XCTAssertThrowsError(try UTF8Validation.text([0x0A, 0x05, 0x80])) { error in
            XCTAssertEqual("\(error)", "line 2, column 2: invalid UTF-8 byte 0x80")
        }
        XCTAssertEqual(try UTF8Validation.text(Array("héllo".utf8)), "héllo")
    }
}
