/// Cutting a line to a width with "…" (U+2026) as UILabel's truncating line-break modes do:
/// the most characters (whole grapheme clusters) that fit with the ellipsis, each candidate shaped
/// afresh so that kerning across the cut is the font's.
enum TextTruncation {
    /// The ellipsis UIKit draws.
    static let ellipsis = "…"

    /// `text` as a line of at most `width` points in `font`, cut by `mode` when it is wider
    /// (``LineBreakMode/clip`` keeps it whole). When not even one character fits beside the
    /// ellipsis, the ellipsis alone.
    static func fit(_ text: String, font: Font, width: Double, mode: LineBreakMode) -> ShapedLine {
        let whole = ShapedLine(text, font: font)
        guard whole.width > width + PixelAlignment.tolerance, mode != .clip else { return whole }
        let characters = Array(text)
        func candidate(_ kept: Int) -> String {
            switch mode {
            case .tail, .clip:
                return String(characters[..<kept]) + ellipsis
            case .head:
                return ellipsis + String(characters[(characters.count - kept)...])
            case .middle:
                let head = (kept + 1) / 2
                return String(characters[..<head]) + ellipsis + String(characters[(characters.count - (kept - head))...])
            }
        }
        // The widths grow with the characters kept (advances are positive; a kerning pair cannot
        // undo a whole glyph), so the largest count that fits is found by bisection.
        var low = 0, high = characters.count - 1
        var best = ShapedLine(ellipsis, font: font)
        while low < high {
            let mid = (low + high + 1) / 2
            let line = ShapedLine(candidate(mid), font: font)
            if line.width <= width + PixelAlignment.tolerance {
                low = mid
                best = line
            } else {
                high = mid - 1
            }
        }
        return best
    }
}
