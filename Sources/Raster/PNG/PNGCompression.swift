import CPNG

/// How ``Canvas/pngData(compression:)`` compresses: the zlib level and the PNG row filter. Every
/// choice decodes to the same pixels; they differ only in encoding time and file size.
///
/// The default, ``fast`` (level 3, no filter), encodes replay frames in a fraction of the time of
/// libpng's defaults for somewhat larger files (docs/replay.md, "Writing PNGs"), because the
/// frames are flat colour with antialiased edges: long runs that zlib's fast matcher (levels 1–3)
/// finds without a filter, where a filter turns them into differences that cost time to choose
/// and to compress.
public struct PNGCompression: Hashable, Sendable {
    /// The PNG filter applied to every row before compression (PNG specification, section 9).
    public enum Filter: String, Hashable, Sendable, CaseIterable {
        /// The bytes as they are.
        case none
        /// Each byte minus the byte of the pixel to its left.
        case sub
        /// Each byte minus the byte above it.
        case up
        /// Each byte minus the mean of the left and upper bytes.
        case average
        /// Each byte minus the Paeth predictor of left, upper and upper-left.
        case paeth
        /// libpng's choice per row among the five (the sum of absolute differences heuristic).
        case adaptive
    }

    /// The zlib compression level, 0 (stored) to 9 (smallest).
    public let level: Int
    /// The row filter.
    public let filter: Filter

    /// Level 3 without a filter: the replay's frames, contact sheets, diffs and goldens.
    public static let fast = PNGCompression(unchecked: 3, .none)

    /// A compression of `level` (0–9) and `filter`; nil for a level outside 0…9.
    public init?(level: Int, filter: Filter) {
        guard (0...9).contains(level) else { return nil }
        self.init(unchecked: level, filter)
    }

    private init(unchecked level: Int, _ filter: Filter) {
        self.level = level
        self.filter = filter
    }

    /// The filter as libpng's `png_set_filter` mask.
    var libpngFilters: Int32 {
        switch filter {
        case .none: return Int32(PNG_FILTER_NONE)
        case .sub: return Int32(PNG_FILTER_SUB)
        case .up: return Int32(PNG_FILTER_UP)
        case .average: return Int32(PNG_FILTER_AVG)
        case .paeth: return Int32(PNG_FILTER_PAETH)
        case .adaptive: return Int32(touchstone_png_all_filters)
        }
    }
}
