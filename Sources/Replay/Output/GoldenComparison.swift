import Raster

/// Compares rendered frames with stored golden PNGs within a tolerance, writes diff images on a
/// mismatch, and records new goldens in update mode (`touchstone replay --golden DIR [--update]`).
///
///     let goldens = try GoldenComparison(directory: "Traces/goldens/tap", diffDirectory: "out/tap/diffs",
///                                        tolerance: GoldenTolerance(maximumChannelDelta: 2, maximumDifferingFraction: 0.001))
///     let outcome = try goldens.check(frame, name: "00012")   // compares with Traces/goldens/tap/00012.png
///
/// ## Tolerance
/// Two pixels differ when any of their four premultiplied components (the values the canvas
/// stores and PNG round-trips exactly) differ by more than
/// ``GoldenTolerance/maximumChannelDelta``. Images match when they have the same size and the
/// share of differing pixels is at most ``GoldenTolerance/maximumDifferingFraction`` (Skia Gold's
/// two knobs; Flutter's `matchesGoldenFile` is both at zero, the default here).
///
/// ## Diff images
/// On a mismatch, `<diffDirectory>/<name>.diff.png` shows the golden faintly in grey, pixels that
/// differ beyond the tolerance in opaque red and pixels that differ within it in orange; images
/// of different sizes are diffed over the larger of each side, the area outside either image red.
/// The frame as rendered goes beside it as `<name>.actual.png`, and the golden as
/// `<name>.expected.png`, so the folder shows a mismatch without the golden folder.
///
/// ## Update mode
/// Writes every checked frame as `<directory>/<name>.png`, creating the directory, and reports it
/// recorded; nothing is compared.
public struct GoldenComparison: Sendable {
    /// The folder of golden PNGs.
    public var directory: String
    /// The folder diff and actual images are written to on a mismatch.
    public var diffDirectory: String
    /// The tolerance.
    public var tolerance: GoldenTolerance
    /// Whether to record goldens instead of comparing.
    public var update: Bool

    /// Creates a comparison.
    public init(directory: String, diffDirectory: String, tolerance: GoldenTolerance = .exact, update: Bool = false) {
        self.directory = directory
        self.diffDirectory = diffDirectory
        self.tolerance = tolerance
        self.update = update
    }

    /// Checks `canvas` against the golden `name` (a file name without `.png`).
    ///
    /// - Throws: ``OutputError`` for a name that is empty, `.`/`..` or has a `/`, a golden that is
    ///   not a regular file (a folder, a FIFO: named by its kind), and when a file or folder
    ///   cannot be written; ``Raster/PNGError`` naming the golden when it is unreadable
    ///   or damaged (a missing golden is not an error: it is the ``GoldenOutcome/missing(path:)``
    ///   outcome).
    public func check(_ canvas: Canvas, name: String) throws -> GoldenOutcome {
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
            throw OutputError("golden name '\(name)': expected a file name without '/'")
        }
        let golden = Self.join(directory, name + ".png")
        if update {
            try FileSystem.makeDirectory(directory)
            try canvas.writePNG(to: golden)
            return .recorded(path: golden)
        }
        switch FileSystem.kind(of: golden) {
        case nil: return .missing(path: golden)
        case .regularFile?: break
        case let kind?: throw OutputError("\(golden): \(kind), not a regular file; expected a golden PNG")
        }
        let expected = try Canvas(contentsOfPNGFile: golden)
        let difference = ImageDifference(actual: canvas, expected: expected, tolerance: tolerance)
        if difference.matches { return .matched(difference) }
        try FileSystem.makeDirectory(diffDirectory)
        let diffPath = Self.join(diffDirectory, name + ".diff.png")
        try Self.diffImage(actual: canvas, expected: expected, tolerance: tolerance).writePNG(to: diffPath)
        try canvas.writePNG(to: Self.join(diffDirectory, name + ".actual.png"))
        try expected.writePNG(to: Self.join(diffDirectory, name + ".expected.png"))
        return .mismatched(difference, diffPath: diffPath)
    }

    /// The diff image of `actual` against `expected` (see "Diff images" above).
    public static func diffImage(actual: Canvas, expected: Canvas, tolerance: GoldenTolerance) throws -> Canvas {
        let width = max(actual.width, expected.width), height = max(actual.height, expected.height)
        var diff = try Canvas(width: width, height: height)
        diff.clear(to: Color.white.premultiplied)
        let red = Color(red: 255, green: 0, blue: 0).premultiplied
        let orange = Color(red: 255, green: 165, blue: 0).premultiplied
        for y in 0..<height {
            for x in 0..<width {
                let color: PremultipliedColor
                if let a = actual[x, y], let e = expected[x, y] {
                    let delta = ImageDifference.channelDelta(a, e)
                    if delta > tolerance.maximumChannelDelta {
                        color = red
                    } else if delta > 0 {
                        color = orange
                    } else {
                        // The golden over white, as grey, pulled three quarters of the way to white.
                        let r = Int(e.red) + 255 - Int(e.alpha), g = Int(e.green) + 255 - Int(e.alpha)
                        let b = Int(e.blue) + 255 - Int(e.alpha)
                        let luma = (299 * r + 587 * g + 114 * b + 500) / 1000
                        let faint = UInt8(255 - (255 - luma) / 4)
                        color = PremultipliedColor(red: faint, green: faint, blue: faint, alpha: 255)
                    }
                } else {
                    color = red
                }
                diff.clear(PixelRect(x: x, y: y, width: 1, height: 1), to: color)
            }
        }
        return diff
    }

    private static func join(_ directory: String, _ file: String) -> String {
        directory.isEmpty ? file : (directory.hasSuffix("/") ? directory + file : directory + "/" + file)
    }
}

/// How far a frame may be from its golden (see ``GoldenComparison``).
public struct GoldenTolerance: Hashable, Sendable {
    /// The largest difference of any premultiplied component, 0…255, for two pixels to count as
    /// equal.
    public var maximumChannelDelta: Int
    /// The largest share of differing pixels, 0…1, for the images to match.
    public var maximumDifferingFraction: Double

    /// Exact equality: no component may differ, no pixel may differ (Flutter's default).
    public static let exact = GoldenTolerance(unchecked: 0, 0)

    /// Creates a tolerance.
    ///
    /// - Throws: ``OutputError`` when the delta is outside 0…255 or the fraction outside 0…1
    ///   (NaN included), so user-supplied values are checked here.
    public init(maximumChannelDelta: Int, maximumDifferingFraction: Double) throws {
        guard (0...255).contains(maximumChannelDelta) else {
            throw OutputError("golden channel tolerance \(maximumChannelDelta): expected 0…255")
        }
        guard maximumDifferingFraction >= 0, maximumDifferingFraction <= 1 else {
            throw OutputError("golden pixel fraction \(maximumDifferingFraction): expected 0…1")
        }
        self.init(unchecked: maximumChannelDelta, maximumDifferingFraction)
    }

    private init(unchecked delta: Int, _ fraction: Double) {
        maximumChannelDelta = delta
        maximumDifferingFraction = fraction
    }
}

/// How two images differ under a tolerance.
public struct ImageDifference: Hashable, Sendable {
    /// Whether the sizes are equal.
    public var sameSize: Bool
    /// Pixels that differ beyond the tolerance (0 when the sizes differ: nothing is compared).
    public var differingPixels: Int
    /// The pixels compared (the expected image's, when the sizes are equal).
    public var totalPixels: Int
    /// The largest component difference seen.
    public var maximumChannelDelta: Int
    /// Whether the images match under the tolerance.
    public var matches: Bool

    /// Compares `actual` with `expected`.
    public init(actual: Canvas, expected: Canvas, tolerance: GoldenTolerance) {
        sameSize = actual.width == expected.width && actual.height == expected.height
        totalPixels = expected.width * expected.height
        guard sameSize else {
            (differingPixels, maximumChannelDelta, matches) = (0, 0, false)
            return
        }
        var differing = 0, largest = 0
        let a = actual.bytes, e = expected.bytes
        var i = 0
        while i < a.count {
            var delta = 0
            for k in 0..<4 { delta = max(delta, abs(Int(a[i + k]) - Int(e[i + k]))) }
            if delta > tolerance.maximumChannelDelta { differing += 1 }
            largest = max(largest, delta)
            i += 4
        }
        differingPixels = differing
        maximumChannelDelta = largest
        matches = Double(differing) <= tolerance.maximumDifferingFraction * Double(totalPixels)
    }

    /// The share of differing pixels, 0…1 (1 when the sizes differ, 0 for empty images).
    public var differingFraction: Double {
        guard sameSize else { return 1 }
        return totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
    }

    /// The largest component difference between two pixels.
    static func channelDelta(_ a: PremultipliedColor, _ b: PremultipliedColor) -> Int {
        max(abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
            abs(Int(a.blue) - Int(b.blue)), abs(Int(a.alpha) - Int(b.alpha)))
    }
}

/// The result of checking one frame against its golden.
public enum GoldenOutcome: Hashable, Sendable {
    /// The frame matches its golden within the tolerance.
    case matched(ImageDifference)
    /// The frame does not match; the diff image was written to `diffPath`.
    case mismatched(ImageDifference, diffPath: String)
    /// There is no golden at `path` (a failure: run with `--update` to record it).
    case missing(path: String)
    /// Update mode wrote the frame to `path`.
    case recorded(path: String)

    /// Whether the check passed: matched or recorded.
    public var passed: Bool {
        switch self {
        case .matched, .recorded: return true
        case .mismatched, .missing: return false
        }
    }
}

extension GoldenOutcome: CustomStringConvertible {
    /// The outcome for a message: `matched`, `recorded PATH`, `missing PATH (run with --update to
    /// record it)`, or `N of M pixels differ (largest channel delta D); diff in PATH`.
    public var description: String {
        switch self {
        case .matched: return "matched"
        case .recorded(let path): return "recorded \(path)"
        case .missing(let path): return "missing \(path) (run with --update to record it)"
        case .mismatched(let difference, let diffPath):
            if !difference.sameSize { return "size differs; diff in \(diffPath)" }
            return "\(difference.differingPixels) of \(difference.totalPixels) pixels differ (largest channel delta \(difference.maximumChannelDelta)); diff in \(diffPath)"
        }
    }
}
