import Geometry
import HitTestFuzzing
import JSON
import Replay
import Scene
import XCTest

/// `--shard I/N` for the fuzzers: the shards of one seed and length together check exactly the
/// unsharded run's cases and find its findings; their records merge into the unsharded record.
/// The hit tests are broken on purpose (an answer flipped on a sparse, arbitrary set of points) so
/// that there are findings to join.
final class FuzzShardTests: XCTestCase {
    /// Production's answer, flipped where the point's x has a bit pattern divisible by 61.
    private static let brokenContains: HitTestFuzzer.Contains = { path, point, rule in
        let answer = path.contains(point, rule: rule)
        return point.x.bitPattern % 61 == 0 ? !answer : answer
    }

    /// Production's hit test, answering nothing where the point's x has a bit pattern divisible by 149.
    private static let brokenHitTest: SceneHitTestFuzzer.HitTest = { root, point in
        point.x.bitPattern % 149 == 0 ? nil : root.hitTest(point)
    }

    private func hitTestRecord(_ shard: Shard, cases: Int) -> FuzzRunRecord {
        var fuzzer = HitTestFuzzer(seed: 41, contains: Self.brokenContains)
        fuzzer.shard = shard
        let report = fuzzer.run(cases: cases)
        return FuzzRunRecord(hitTest: report, run: FuzzRun(seed: 41, iterations: cases, shard: shard), elapsedSeconds: 0)
    }

    func testHitTestShardsMergeIntoTheUnshardedRecord() throws {
        let cases = 4_000
        let whole = hitTestRecord(.whole, cases: cases)
        // The broken hit test is found, more often than the record keeps.
        XCTAssertEqual(whole.repros.count, HitTestFuzzer.maximumFindings)
        guard case .number(let mismatches)? = whole.counts["mismatches"] else { return XCTFail("no mismatches count") }
        XCTAssertGreaterThan(mismatches, Double(HitTestFuzzer.maximumFindings))
        for count in [2, 3] {
            let shards = (1...count).map { hitTestRecord(Shard(index: $0, count: count)!, cases: cases) }
            // Each shard checks only its own shapes: k mod N + 1.
            for (position, record) in shards.enumerated() {
                XCTAssertTrue(record.entries.allSatisfy { $0.caseIndex % count == position }, "shard \(position + 1)/\(count)")
            }
            let merged = try FuzzRunRecord.merged(shards.reversed(), sources: (1...count).map { "shard \($0)" })
            XCTAssertEqual(merged.jsonText(), whole.jsonText(), "N = \(count)")
        }
    }

    func testSceneHitTestShardsMergeIntoTheUnshardedRecord() throws {
        func record(_ shard: Shard) -> FuzzRunRecord {
            var fuzzer = SceneHitTestFuzzer(seed: 43, hitTest: Self.brokenHitTest)
            fuzzer.shard = shard
            return FuzzRunRecord(sceneHitTest: fuzzer.run(cases: 640), run: FuzzRun(seed: 43, iterations: 640, shard: shard),
                                 elapsedSeconds: 0)
        }
        let whole = record(.whole)
        XCTAssertFalse(whole.repros.isEmpty, "the broken hit test is found")
        let shards = [record(Shard(index: 1, count: 2)!), record(Shard(index: 2, count: 2)!)]
        XCTAssertFalse(shards[0].entries.isEmpty || shards[1].entries.isEmpty, "both shards find something")
        XCTAssertEqual(try FuzzRunRecord.merged(shards, sources: ["a", "b"]).jsonText(), whole.jsonText())
    }

    func testARecordReadsBackAsWritten() throws {
        let record = hitTestRecord(Shard(index: 2, count: 3)!, cases: 1_000)
        let again = try FuzzRunRecord(parsing: record.jsonText(), source: "r.run.json")
        XCTAssertEqual(again, record)
        XCTAssertThrowsError(try FuzzRunRecord(parsing: record.jsonText().replacingOccurrences(of: "\"2/3\"", with: "\"4/3\""),
                                               source: "r.run.json")) { error in
            XCTAssertTrue("\(error)".contains("$.shard"), "\(error)")
        }
    }

    func testShardSpecs() {
        XCTAssertEqual(Shard(parsing: "2/3"), Shard(index: 2, count: 3))
        XCTAssertEqual(Shard(parsing: "1/1"), .whole)
        for bad in ["0/2", "3/2", "1/0", "", "1", "1/", "/1", "a/b", "1/2/3", "+1/2", "1 /2", "1/10001", "٣/٤"] {
            XCTAssertNil(Shard(parsing: bad), bad)
        }
        // Round robin over the names sorted by UTF-8 bytes ("B" < "a").
        let names = ["c", "a", "B", "d", "e"]
        XCTAssertEqual(Shard(index: 1, count: 2)!.select(names), ["B", "c", "e"])
        XCTAssertEqual(Shard(index: 2, count: 2)!.select(names), ["a", "d"])
        XCTAssertEqual(Shard(index: 3, count: 3)!.select(names), ["c"])
    }
}
