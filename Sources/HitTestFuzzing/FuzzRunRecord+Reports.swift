import JSON
import Replay

// The records of the two fuzzers' reports: every counter of the report, and its kept findings
// with the index of their shape or scene.
extension FuzzRunRecord {
    /// The record of a `fuzz hit-test` run that took `elapsedSeconds` of wall-clock time.
    public init(hitTest report: HitTestFuzzer.Report, run: FuzzRun, elapsedSeconds: Double) {
        let counts: JSONObject = [
            "cases": count(report.cases), "shapes": count(report.shapes), "ambiguous": count(report.ambiguous),
            "inside": count(report.inside), "outside": count(report.outside), "mismatches": count(report.mismatches),
            "rasterChecked": count(report.rasterChecked), "rasterClean": count(report.rasterClean),
            "rasterSlivers": count(report.rasterSlivers), "rasterUnsettled": count(report.rasterUnsettled),
            "rasterMismatches": count(report.rasterMismatches),
            "analyticShapes": count(report.analyticShapes), "analyticCases": count(report.analyticCases),
            "analyticDecided": count(report.analyticDecided), "analyticRounding": count(report.analyticRounding),
            "analyticMismatches": count(report.analyticMismatches),
            "casesByShapeKind": countsByName(report.casesByShapeKind), "casesByPointKind": countsByName(report.casesByPointKind),
            "ambiguousByPointKind": countsByName(report.ambiguousByPointKind),
        ]
        let entries = zip(report.findingShapes, report.findings).map { Entry(list: .findings, caseIndex: $0, value: $1.json) }
            + zip(report.analyticFindingShapes, report.analyticFindings).map {
                Entry(list: .analyticFindings, caseIndex: $0, value: .string($1))
            }
        self.init(fuzzer: .hitTest, seed: run.seed, iterations: run.recordedIterations(of: HitTestFuzzer.self),
                  seconds: run.seconds, shard: run.shard, elapsedSeconds: elapsedSeconds, findingLimit: HitTestFuzzer.maximumFindings, counts: counts,
                  entries: Self.inCaseOrder(entries))
    }

    /// The record of a `fuzz scene-hit-test` run that took `elapsedSeconds` of wall-clock time.
    public init(sceneHitTest report: SceneHitTestFuzzer.Report, run: FuzzRun, elapsedSeconds: Double) {
        let counts: JSONObject = [
            "cases": count(report.cases), "scenes": count(report.scenes), "views": count(report.views),
            "ambiguous": count(report.ambiguous), "hitView": count(report.hitView), "hitRoot": count(report.hitRoot),
            "hitNothing": count(report.hitNothing), "mismatches": count(report.mismatches),
            "ambiguousByReason": countsByName(report.ambiguousByReason), "casesByPointKind": countsByName(report.casesByPointKind),
            "ambiguousByPointKind": countsByName(report.ambiguousByPointKind),
        ]
        let entries = zip(report.findingScenes, report.findings).map { Entry(list: .findings, caseIndex: $0, value: $1.json) }
            + zip(report.loadFailureScenes, report.loadFailures).map {
                Entry(list: .loadFailures, caseIndex: $0, value: .string($1))
            }
        self.init(fuzzer: .sceneHitTest, seed: run.seed, iterations: run.recordedIterations(of: SceneHitTestFuzzer.self),
                  seconds: run.seconds, shard: run.shard, elapsedSeconds: elapsedSeconds, findingLimit: SceneHitTestFuzzer.maximumFindings, counts: counts,
                  entries: Self.inCaseOrder(entries))
    }

    /// The entries sorted by case index, keeping the order found within a case.
    static func inCaseOrder(_ entries: [Entry]) -> [Entry] {
        entries.enumerated().sorted { ($0.element.caseIndex, $0.offset) < ($1.element.caseIndex, $1.offset) }.map(\.element)
    }
}

/// A counter as JSON.
private func count(_ value: Int) -> JSONValue { .number(Double(value)) }

/// Counters by name as a JSON object, keys sorted: a dictionary's own order follows the process's
/// hash seed, and a record's bytes must not.
private func countsByName(_ dictionary: [String: Int]) -> JSONValue {
    var result = JSONObject()
    for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) { result[key] = count(value) }
    return .object(result)
}
