import JSON
import Replay

// The records of the two fuzzers' reports: every counter of the report, and its kept findings
// with the index of their shape or scene.
extension FuzzRunRecord {
    /// The record of a `fuzz hit-test` run.
    public init(hitTest report: HitTestFuzzer.Report, seed: UInt64, iterations: Int?, seconds: Double?, shard: Shard,
                elapsedSeconds: Double) {
        func n(_ value: Int) -> JSONValue { .number(Double(value)) }
        func object(_ dictionary: [String: Int]) -> JSONValue {
            var result = JSONObject()
            for (key, value) in dictionary { result[key] = n(value) }
            return .object(result)
        }
        let counts: JSONObject = [
            "cases": n(report.cases), "shapes": n(report.shapes), "ambiguous": n(report.ambiguous),
            "inside": n(report.inside), "outside": n(report.outside), "mismatches": n(report.mismatches),
            "rasterChecked": n(report.rasterChecked), "rasterClean": n(report.rasterClean),
            "rasterSlivers": n(report.rasterSlivers), "rasterUnsettled": n(report.rasterUnsettled),
            "rasterMismatches": n(report.rasterMismatches),
            "analyticShapes": n(report.analyticShapes), "analyticCases": n(report.analyticCases),
            "analyticDecided": n(report.analyticDecided), "analyticRounding": n(report.analyticRounding),
            "analyticMismatches": n(report.analyticMismatches),
            "casesByShapeKind": object(report.casesByShapeKind), "casesByPointKind": object(report.casesByPointKind),
            "ambiguousByPointKind": object(report.ambiguousByPointKind),
        ]
        let entries = zip(report.findingShapes, report.findings).map { Entry(list: "findings", caseIndex: $0, value: $1.json) }
            + zip(report.analyticFindingShapes, report.analyticFindings).map {
                Entry(list: "analyticFindings", caseIndex: $0, value: .string($1))
            }
        self.init(fuzzer: "hit-test", seed: seed, iterations: iterations, seconds: seconds, shard: shard,
                  elapsedSeconds: elapsedSeconds, findingLimit: HitTestFuzzer.maximumFindings, counts: counts,
                  entries: Self.inCaseOrder(entries))
    }

    /// The record of a `fuzz scene-hit-test` run.
    public init(sceneHitTest report: SceneHitTestFuzzer.Report, seed: UInt64, iterations: Int?, seconds: Double?,
                shard: Shard, elapsedSeconds: Double) {
        func n(_ value: Int) -> JSONValue { .number(Double(value)) }
        func object(_ dictionary: [String: Int]) -> JSONValue {
            var result = JSONObject()
            for (key, value) in dictionary { result[key] = n(value) }
            return .object(result)
        }
        let counts: JSONObject = [
            "cases": n(report.cases), "scenes": n(report.scenes), "views": n(report.views),
            "ambiguous": n(report.ambiguous), "hitView": n(report.hitView), "hitRoot": n(report.hitRoot),
            "hitNothing": n(report.hitNothing), "mismatches": n(report.mismatches),
            "ambiguousByReason": object(report.ambiguousByReason), "casesByPointKind": object(report.casesByPointKind),
            "ambiguousByPointKind": object(report.ambiguousByPointKind),
        ]
        let entries = zip(report.findingScenes, report.findings).map { Entry(list: "findings", caseIndex: $0, value: $1.json) }
            + zip(report.loadFailureScenes, report.loadFailures).map {
                Entry(list: "loadFailures", caseIndex: $0, value: .string($1))
            }
        self.init(fuzzer: "scene-hit-test", seed: seed, iterations: iterations, seconds: seconds, shard: shard,
                  elapsedSeconds: elapsedSeconds, findingLimit: SceneHitTestFuzzer.maximumFindings, counts: counts,
                  entries: Self.inCaseOrder(entries))
    }

    /// The entries sorted by case index, keeping the order found within a case.
    static func inCaseOrder(_ entries: [Entry]) -> [Entry] {
        entries.enumerated().sorted { ($0.element.caseIndex, $0.offset) < ($1.element.caseIndex, $1.offset) }.map(\.element)
    }
}
