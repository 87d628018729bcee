import JSON
import Replay
import XCTest

/// `firstDifferentFrame` of `compare --json`: the one form written, and both forms read
/// (docs/formats.md, "Comparisons").
final class HashDifferenceJSONTests: XCTestCase {
    private func read(_ text: String) throws -> HashDifference {
        try HashDifference(json: try JSONReader(parsing: text, source: "compare.json"))
    }

    func testWritesIndexTimeAndBothHashes() {
        let difference = HashDifference(frame: 4, time: 0.5, baselineHash: nil, candidateHash: 0xc3)
        XCTAssertEqual(difference.json.serialized(),
                       #"{"index":4,"t":0.5,"baselineHash":null,"candidateHash":"00000000000000c3"}"#)
    }

    func testReadsTheFormItWrites() throws {
        let difference = HashDifference(frame: 2, time: 2.0 / 120, baselineHash: 3, candidateHash: 0xfedc_ba98_7654_3210)
        XCTAssertEqual(try read(difference.json.serialized()), difference)
        XCTAssertEqual(try read(#"{"index": 7, "t": 0.25, "baselineHash": "0000000000000001", "candidateHash": null}"#),
                       HashDifference(frame: 7, time: 0.25, baselineHash: 1, candidateHash: nil))
    }

    func testReadsTheOlderFormOfCountedComparisons() throws {
        // As counted comparisons wrote it: the same values under "frame", "baseline", "candidate".
        XCTAssertEqual(try read(#"{"frame": 1, "t": 0.0083, "baseline": "0000000000000002", "candidate": "0000000000000009"}"#),
                       HashDifference(frame: 1, time: 0.0083, baselineHash: 2, candidateHash: 9))
        XCTAssertEqual(try read(#"{"frame": 3, "t": 0.025, "baseline": "00000000000000ff", "candidate": null}"#),
                       HashDifference(frame: 3, time: 0.025, baselineHash: 0xff, candidateHash: nil))
    }

    func testErrorsNameThePlace() {
        func message(_ text: String) -> String {
            do { _ = try read(text); return "no error" } catch { return "\(error)" }
        }
        // Keys of the two forms do not mix.
        XCTAssertEqual(message(#"{"index": 1, "t": 0, "baseline": "0000000000000002", "candidateHash": null}"#),
                       #"compare.json: at $: missing required key "baselineHash""#)
        XCTAssertEqual(message(#"{"frame": 1, "t": 0, "baseline": null, "candidate": null, "candidateHash": null}"#),
                       #"compare.json: at $: unknown key "candidateHash"; expected one of "frame", "t", "baseline", "candidate""#)
        XCTAssertEqual(message(#"{"index": -1, "t": 0, "baselineHash": null, "candidateHash": null}"#),
                       "compare.json: at $.index: expected a frame index of 0 or more, found -1")
        XCTAssertEqual(message(#"{"index": 0, "t": 0, "baselineHash": "12", "candidateHash": null}"#),
                       #"compare.json: at $.baselineHash: expected a hash of 16 hex digits, found "12""#)
        XCTAssertEqual(message("null"), "compare.json: at $: expected an object, found null")
    }
}
