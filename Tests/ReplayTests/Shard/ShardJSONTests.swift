import JSON
import Replay
import XCTest

/// A shard as `summary.json` and fuzz run records write and read it: `null` for the whole job,
/// `"I/N"` otherwise.
final class ShardJSONTests: XCTestCase {
    private func read(_ text: String) throws -> Shard {
        try Shard(json: try JSONReader(parsing: text, source: "summary.json"))
    }

    func testWholeJobIsNullAndAShareIsItsText() throws {
        XCTAssertEqual(Shard.whole.json, .null)
        XCTAssertEqual(Shard(index: 2, count: 3)?.json, .string("2/3"))
        XCTAssertEqual(try read("null"), .whole)
        XCTAssertEqual(try read(#""2/3""#), Shard(index: 2, count: 3))
        XCTAssertEqual(try read(#""10000/10000""#), Shard(index: 10_000, count: 10_000))
    }

    func testAnythingElseIsNamed() {
        for (text, message) in [
            (#""1/1""#, #"summary.json: at $: expected null or "I/N" with 1 ≤ I ≤ N and N ≥ 2, found "1/1""#),
            (#""0/2""#, #"summary.json: at $: expected null or "I/N" with 1 ≤ I ≤ N and N ≥ 2, found "0/2""#),
            (#""3/2""#, #"summary.json: at $: expected null or "I/N" with 1 ≤ I ≤ N and N ≥ 2, found "3/2""#),
            ("2", "summary.json: at $: expected a string, found a number"),
        ] {
            XCTAssertThrowsError(try read(text), text) { XCTAssertEqual("\($0)", message) }
        }
    }
}
