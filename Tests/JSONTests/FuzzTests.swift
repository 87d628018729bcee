import JSON
import SeededRandom
import XCTest

/// Random and mutated inputs must never trap or hang, and must either parse or throw a
/// `JSONError` with a sensible location; whatever parses must survive a serialization round trip.
final class FuzzTests: XCTestCase {
    /// Valid documents to mutate, covering every construct.
    private static let corpus: [String] = [
        #"{"rectangle": {"corners": [{"rounded": 8}, {"cut": 0.25, "percent": true}, {"curved": [4, 2]}, {"sharp": true}]}}"#,
        #"[null, true, false, 0, -0, 1.5e-3, -12E+4, "a\"b\\c\/\b\f\n\r\t\u00e9\uD83D\uDE00", [], {}]"#,
        #"{"format": "touchstone.trace", "version": 1, "events": [{"t": 0.5, "id": 1, "phase": "began", "x": 10, "y": 20}]}"#,
        "\"é€😀\"",
        "[[[[[[[[[[1]]]]]]]]]]",
        #"{"a": {"b": {"c": {"d": [1, 2, {"e": null}]}}}}"#,
        "  \n\t 123456789012345678901234567890 \r\n",
    ]

    /// Bytes that matter to the grammar, with some invalid UTF-8 and control bytes.
    private static let alphabet: [UInt8] = Array(#"{}[]",:0123456789.-+eEtrufalsn\/u "#.utf8)
        + [0x09, 0x0A, 0x0D, 0x00, 0x1F, 0x7F, 0x80, 0xBF, 0xC3, 0xA9, 0xE2, 0x82, 0xAC, 0xED, 0xA0, 0xF0, 0x9F, 0xF4, 0xFF]

    func testRandomAndMutatedInputsNeverCrash() throws {
        let seed: UInt64 = 20_240_613
        print("FuzzTests seed: \(seed)")
        var random = SplitMix64(seed: seed)
        let corpus = Self.corpus.map { Array($0.utf8) }
        var parsed = 0
        var rejected = 0

        for iteration in 0..<20_000 {
            let input: [UInt8]
            switch iteration % 4 {
            case 0:
                input = randomBytes(using: &random)
            case 1:
                input = (0..<Int.random(in: 0...48, using: &random)).map { _ in
                    Self.alphabet.randomElement(using: &random)!
                }
            default:
                input = mutate(corpus.randomElement(using: &random)!, using: &random)
            }

            do {
                let value = try JSONValue.parse(input, source: "fuzz")
                parsed += 1
                let text = value.serialized()
                let again = try JSONValue.parse(text, source: "round trip")
                XCTAssertEqual(again, value, "round trip of \(input)")
                XCTAssertEqual(again.serialized(), text)
            } catch let error as JSONError {
                rejected += 1
                guard case let .text(line, column) = error.location else {
                    return XCTFail("syntax error without a line and column: \(error)")
                }
                XCTAssertGreaterThanOrEqual(line, 1)
                XCTAssertGreaterThanOrEqual(column, 1)
                XCTAssertLessThanOrEqual(column, input.count + 1)
                XCTAssertFalse(error.message.isEmpty)
            }
        }
        print("FuzzTests: \(parsed) parsed, \(rejected) rejected")
        XCTAssertGreaterThan(parsed, 1_000, "the mutations should keep some inputs valid")
        XCTAssertGreaterThan(rejected, 10_000)
    }

    /// Up to 64 bytes, uniformly random.
    private func randomBytes(using random: inout SplitMix64) -> [UInt8] {
        (0..<Int.random(in: 0...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
    }

    /// `input` with one to four edits: replace, insert, delete, duplicate a span, or wrap in brackets.
    private func mutate(_ input: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let index = Int.random(in: 0...bytes.count, using: &random)
            let byte = Bool.random(using: &random)
                ? Self.alphabet.randomElement(using: &random)!
                : UInt8.random(in: 0...255, using: &random)
            switch Int.random(in: 0..<6, using: &random) {
            case 0 where index < bytes.count:
                bytes[index] = byte
            case 1:
                bytes.insert(byte, at: index)
            case 2 where index < bytes.count:
                bytes.remove(at: index)
            case 3:
                let end = Int.random(in: index...bytes.count, using: &random)
                bytes.insert(contentsOf: bytes[index..<end], at: index)
            case 4:
                let depth = Int.random(in: 1...600, using: &random)
                bytes = Array(repeating: UInt8(ascii: "["), count: depth) + bytes
                    + Array(repeating: UInt8(ascii: "]"), count: depth)
            default:
                bytes = Array(bytes[..<index])
            }
        }
        return bytes
    }
}
