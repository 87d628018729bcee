#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster
import Replay

extension SceneTester {
    /// Checks the frame last drawn against the golden PNG `DIRECTORY/NAME.png`.
    ///
    /// - A missing golden is recorded from the frame, and the test passes saying so (a line on
    ///   stdout): the first run records, later runs check.
    /// - With the environment variable `TOUCHSTONE_UPDATE_GOLDENS=1` every golden is recorded
    ///   again (after a deliberate change of the pictures; review the diff).
    /// - A frame that differs beyond `tolerance` throws ``GoldenMismatch`` with the paths of the
    ///   expected, actual and diff images (`DIRECTORY/failures/NAME.{expected,actual,diff}.png`)
    ///   and the measured difference.
    ///
    /// The default tolerance is exact: frames are deterministic, bit for bit, so any other is a
    /// choice; a match that needed it is reported on stdout with the measured difference.
    ///
    /// - Returns: what happened (``Replay/GoldenOutcome/matched(_:)`` or
    ///   ``Replay/GoldenOutcome/recorded(path:)``).
    /// - Throws: ``GoldenMismatch``; ``Replay/OutputError`` for a name with `/` or a folder that
    ///   cannot be written; ``Raster/PNGError`` for a golden that is not a PNG.
    @discardableResult
    public func expectGolden(_ name: String, in directory: String,
                             tolerance: GoldenTolerance = .exact) throws -> GoldenOutcome {
        let failures = directory + "/failures"
        let update = getenv(Self.updateGoldensVariable).map { String(cString: $0) } == "1"
        let golden = GoldenComparison(directory: directory, diffDirectory: failures, tolerance: tolerance, update: update)
        switch try golden.check(frame, name: name) {
        case .recorded(let path):
            print("SceneTester: recorded golden \(path) again (\(Self.updateGoldensVariable)=1)")
            return .recorded(path: path)
        case .missing(let path):
            // An updating comparison writes the golden where it was missing: the same path.
            var recording = golden
            recording.update = true
            _ = try recording.check(frame, name: name)
            print("SceneTester: golden \(path) was missing; recorded it from this frame (check it in)")
            return .recorded(path: path)
        case .matched(let difference):
            if difference.maximumChannelDelta > 0 {
                print("SceneTester: golden \(name) matched within its tolerance: \(difference.differingPixels) of \(difference.totalPixels) pixels beyond \(tolerance.maximumChannelDelta), largest channel delta \(difference.maximumChannelDelta)")
            }
            return .matched(difference)
        case .mismatched(let difference, let diffPath):
            throw GoldenMismatch(name: name, expected: directory + "/" + name + ".png",
                                 expectedCopy: failures + "/" + name + ".expected.png",
                                 actual: failures + "/" + name + ".actual.png", diff: diffPath,
                                 difference: difference, tolerance: tolerance)
        }
    }

    /// The environment variable that makes ``expectGolden(_:in:tolerance:)`` record every golden
    /// afresh when it is `1`.
    public static let updateGoldensVariable = "TOUCHSTONE_UPDATE_GOLDENS"
}
