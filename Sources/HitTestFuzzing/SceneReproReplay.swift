import Geometry
import JSON

/// A repro file of `fuzz scene-hit-test` replayed, as `touchstone fuzz scene-repro FILE` does:
/// its case, the hit test's answer on the loaded scene and the oracle's.
///
///     let replay = try SceneReproReplay(contentsOfFile: "out/fuzz/scene-hit-test-7-1.json")
///     replay.agrees   // false while the bug is there
public struct SceneReproReplay: Sendable {
    /// The case of the repro: its scene and point.
    public var testCase: SceneFuzzCase
    /// The hit test's answer: a view's id, ``SceneFuzzCase/rootID``, or `nil` for none.
    public var actual: String?
    /// The oracle's answer.
    public var expected: SceneHitTestOracle.Answer

    /// Reads the repro at `path` and replays it with `fuzzer`'s hit test and kinds.
    ///
    /// - Throws: ``FuzzFileError`` or ``JSON/JSONError`` for a file that cannot be read as a repro;
    ///   ``FuzzFileError`` when its scene does not load (`FILE: the repro's scene does not load:
    ///   …`).
    public init(contentsOfFile path: String, fuzzer: SceneHitTestFuzzer = SceneHitTestFuzzer(seed: 0)) throws {
        let bytes = try FuzzFiles.readBytes(path)
        testCase = try fuzzer.reproCase(JSONReader(parsing: bytes, source: path))
        do {
            actual = try fuzzer.actual(testCase)
        } catch {
            throw FuzzFileError("\(path): the repro's scene does not load: \(error)")
        }
        expected = SceneHitTestOracle.answer(testCase, kinds: fuzzer.kinds)
    }

    /// Whether the oracle decided and agrees with the hit test (an undecided oracle is not a
    /// disagreement).
    public var agrees: Bool {
        guard case .hit(let id) = expected else { return true }
        return id == actual
    }
}
