import Replay

/// A frame that differs from its golden beyond the tolerance (``SceneTester/expectGolden(_:in:tolerance:)``):
/// where to look and by how much.
///
///     golden ticket-pressed differs: 412 of 64000 pixels differ beyond 0 (largest channel delta 31)
///       expected Tests/Goldens/ticket-pressed.png
///       actual   Tests/Goldens/failures/ticket-pressed.actual.png
///       diff     Tests/Goldens/failures/ticket-pressed.diff.png (red: beyond the tolerance, orange: within)
///       rerun with TOUCHSTONE_UPDATE_GOLDENS=1 to record the frame as the golden
public struct GoldenMismatch: Error, CustomStringConvertible {
    /// The golden's name.
    public let name: String
    /// The golden PNG.
    public let expected: String
    /// A copy of the golden beside the actual frame.
    public let expectedCopy: String
    /// The frame as drawn.
    public let actual: String
    /// The diff image (``Replay/GoldenComparison``'s colours).
    public let diff: String
    /// The measured difference.
    public let difference: ImageDifference
    /// The tolerance it exceeded.
    public let tolerance: GoldenTolerance

    /// The report above.
    public var description: String {
        let measured = difference.sameSize
            ? "\(difference.differingPixels) of \(difference.totalPixels) pixels differ beyond \(tolerance.maximumChannelDelta) (largest channel delta \(difference.maximumChannelDelta))"
            : "the sizes differ"
        return """
            golden \(name) differs: \(measured)
              expected \(expected)
              actual   \(actual)
              diff     \(diff) (red: beyond the tolerance, orange: within)
              rerun with \(SceneTester.updateGoldensVariable)=1 to record the frame as the golden
            """
    }
}
