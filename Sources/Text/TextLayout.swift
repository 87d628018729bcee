import Geometry

/// Text laid out in a rectangle as UILabel lays it out: lines broken at spaces (at characters
/// within a word too long for a line), the last line cut by the ``LineBreakMode``, each line
/// aligned across the width, the block of lines centred vertically, and every glyph's outline
/// placed in one ``Path``.
///
///     let font = try FontLibrary().font(TypographyStyle.button.spec)
///     let layout = TextLayout("ADD TO CART", font: font, in: Rect(x: 0, y: 0, width: 100, height: 20),
///                             alignment: .center, lineBreakMode: .tail, numberOfLines: 1)
///     layout.lines[0].baseline       // where the line sits, in the rectangle's coordinates
///     layout.outline                 // the glyphs, filled non-zero
///
/// ## Lines
/// At most `numberOfLines` lines (0: no limit), and no more than fit the rectangle's height at the
/// font's line height (but at least one). Text that does not fit them all goes on the last line,
/// cut with "…" by the mode (``TextTruncation``); ``LineBreakMode/clip`` drops it instead and the
/// last line is drawn whole (its overflow is the label's to clip). A line feed starts a new line
/// when there is one to start, and is a space otherwise.
///
/// ## Placement (points)
/// Lines are ``Font/lineHeight`` apart. With `k` lines the first baseline is at
/// `midY − k·lineHeight/2 + ascender`: the block is centred in the rectangle, which for a label as
/// tall as its text (``fittingSize(of:font:scale:)``) is UIKit's `top + (height − lineHeight)/2 +
/// ascender`. A line of width `w` starts at `minX`, `midX − w/2` or `maxX − w` by the alignment.
/// Glyph positions are not rounded (Core Text places glyphs at fractional positions); the
/// outlines are the font's, unhinted, scaled by size ÷ units per em with y flipped.
public struct TextLayout: Hashable, Sendable {
    /// One laid-out line.
    public struct Line: Hashable, Sendable {
        /// The shaped text of the line (after truncation).
        public var shaped: ShapedLine
        /// Where the pen starts: the line's left end on its baseline.
        public var origin: Point
        /// The baseline's y (``origin``'s y).
        public var baseline: Double { origin.y }
        /// The width in points.
        public var width: Double { shaped.width }
    }

    /// The font.
    public let font: Font
    /// The lines, top to bottom.
    public let lines: [Line]
    /// Every glyph's outline, in the rectangle's coordinate space (points, y down), filled
    /// non-zero; built from ``lines`` on each access.
    public var outline: Path { Self.outline(of: lines, font: font) }

    /// Lays `text` out in `rect` (see the type's doc).
    public init(_ text: String, font: Font, in rect: Rect, alignment: TextAlignment = .left,
                lineBreakMode: LineBreakMode = .tail, numberOfLines: Int = 1) {
        self.font = font
        let lineHeight = font.lineHeight
        let fitting = lineHeight > 0 ? Int(((rect.height + PixelAlignment.tolerance) / lineHeight).rounded(.down)) : 1
        var limit = Swift.max(fitting, 1)
        if numberOfLines > 0 { limit = Swift.min(limit, numberOfLines) }
        let shaped = Self.breakLines(text, font: font, width: rect.width, limit: limit, mode: lineBreakMode)
        let top = rect.midY - Double(shaped.count) * lineHeight / 2 + font.ascender
        var lines: [Line] = []
        for (i, line) in shaped.enumerated() {
            let x: Double
            switch alignment {
            case .left: x = rect.minX
            case .center: x = rect.midX - line.width / 2
            case .right: x = rect.maxX - line.width
            }
            lines.append(Line(shaped: line, origin: Point(x: x, y: top + Double(i) * lineHeight)))
        }
        self.lines = lines
    }

    /// The size a single line of `text` needs, each side ceiled to the device-pixel grid: the
    /// advance width and the line height (UILabel's `sizeThatFits`, UIKit's ceiled text sizes).
    public static func fittingSize(of text: String, font: Font, scale: Double) -> Size {
        let grid = PixelAlignment(scale: scale)
        return Size(width: grid.ceil(ShapedLine(text, font: font).width), height: grid.ceil(font.lineHeight))
    }

    /// The outline of line `index`'s glyphs placed with its pen at `pen` instead of at the line's
    /// ``Line/origin`` (points, y down), filled non-zero: a line drawn somewhere of the caller's
    /// choosing, such as a label drawn at a pen position.
    public func outline(ofLine index: Int, penAt pen: Point) -> Path {
        var line = lines[index]
        line.origin = pen
        return Self.outline(of: [line], font: font)
    }

    /// The outlines of the lines' glyphs, placed.
    static func outline(of lines: [Line], font: Font) -> Path {
        // Each glyph's outline looked up once (under the face's lock), then room for every element
        // at once (adding glyph by glyph would grow the storage each time).
        let outlines = lines.flatMap { line in line.shaped.glyphs.map { font.face.outline(of: $0.glyph) } }
        var path = Path()
        path.reserveCapacity(outlines.reduce(0) { $0 + $1.elements.count })
        let s = font.pointsPerUnit
        var next = 0
        for line in lines {
            var pen = 0
            for glyph in line.shaped.glyphs {
                let outline = outlines[next]
                next += 1
                if !outline.isEmpty {
                    let x = line.origin.x + Double(pen + glyph.xOffset) * s
                    let y = line.origin.y - Double(glyph.yOffset) * s
                    path.addPath(outline, transform: AffineTransform(a: s, b: 0, c: 0, d: -s, tx: x, ty: y))
                }
                pen += glyph.advance
            }
        }
        return path
    }

    /// `text` broken into at most `limit` lines of `width` points (see "Lines").
    static func breakLines(_ text: String, font: Font, width: Double, limit: Int,
                           mode: LineBreakMode) -> [ShapedLine] {
        if limit == 1 {
            let single = String(text.map { $0 == "\n" ? " " : $0 })
            return [TextTruncation.fit(single, font: font, width: width, mode: mode)]
        }
        var lines: [ShapedLine] = []
        var rest = Substring(text)
        while !rest.isEmpty || lines.isEmpty {
            if lines.count == limit - 1 {
                let last = mode == .clip ? String(Self.nextLine(of: &rest, font: font, width: width))
                                         : String(rest.map { $0 == "\n" ? " " : $0 })
                lines.append(TextTruncation.fit(last, font: font, width: width, mode: mode))
                break
            }
            lines.append(ShapedLine(String(Self.nextLine(of: &rest, font: font, width: width)), font: font))
        }
        return lines
    }

    /// Takes the next line off `rest`: up to a line feed, the most words that fit `width`
    /// (trailing spaces do not count against it), or as many characters of a first word too wide
    /// for the line (at least one).
    static func nextLine(of rest: inout Substring, font: Font, width: Double) -> Substring {
        let paragraphEnd = rest.firstIndex(of: "\n") ?? rest.endIndex
        let paragraph = rest[..<paragraphEnd]
        func fits(_ candidate: Substring) -> Bool {
            var trimmed = candidate
            while trimmed.last == " " { trimmed.removeLast() }
            return ShapedLine(String(trimmed), font: font).width <= width + PixelAlignment.tolerance
        }
        var end = paragraph.startIndex
        var index = paragraph.startIndex
        // Word ends: after each run of spaces, and the paragraph's end.
        while index < paragraph.endIndex {
            var next = paragraph[index...].firstIndex(of: " ") ?? paragraph.endIndex
            while next < paragraph.endIndex, paragraph[next] == " " { next = paragraph.index(after: next) }
            guard fits(paragraph[paragraph.startIndex..<next]) else { break }
            end = next
            index = next
        }
        if end == paragraph.startIndex, !paragraph.isEmpty {
            // A word wider than the line: as many of its characters as fit, at least one.
            end = paragraph.index(after: paragraph.startIndex)
            while end < paragraph.endIndex, paragraph[end] != " ",
                  fits(paragraph[paragraph.startIndex...end]) {
                end = paragraph.index(after: end)
            }
        }
        var line = paragraph[..<end]
        while line.last == " " { line.removeLast() }
        rest = rest[end...]
        if rest.first == "\n", end == paragraphEnd { rest = rest.dropFirst() }
        return line
    }
}
