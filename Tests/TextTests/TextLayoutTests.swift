import Geometry
import Text
import XCTest

/// UILabel's layout: the worked example of a contained MDC button's title at 3×, truncation and
/// line breaking.
final class TextLayoutTests: XCTestCase {
    let fonts = FontLibrary()

    func testFittingSizeOfButtonAtThreeTimes() throws {
        let font = try fonts.font(TypographyStyle.button.spec)
        // 7974 units × 14 / 2048 = 54.510 pt → 164 px; 2400 × 14 / 2048 = 16.406 pt → 50 px.
        let size = TextLayout.fittingSize(of: "BUTTON", font: font, scale: 3)
        XCTAssertEqual(size.width, 164.0 / 3, accuracy: 1e-12)
        XCTAssertEqual(size.height, 50.0 / 3, accuracy: 1e-12)
    }

    func testBaselineOfTheWorkedExample() throws {
        let font = try fonts.font(TypographyStyle.button.spec)
        let frame = Rect(x: 16, y: 29.0 / 3, width: 164.0 / 3, height: 50.0 / 3)
        let layout = TextLayout("BUTTON", font: font, in: frame)
        XCTAssertEqual(layout.lines.count, 1)
        // top + (height − lineHeight)/2 + ascender = 9.667 + (16.667 − 16.406)/2 + 12.988 = 22.785
        XCTAssertEqual(layout.lines[0].baseline, 22.785, accuracy: 5e-4)
        XCTAssertEqual(layout.lines[0].origin.x, 16)
        XCTAssertEqual(layout.lines[0].width, 7974.0 * 14 / 2048, accuracy: 1e-12)
        // "B" alone is placed by its control box, (149, 0)–(1187, 1456) units, on the baseline.
        let b = TextLayout("B", font: font, in: frame)
        let box = try XCTUnwrap(b.outline.controlPointBounds)
        let s = 14.0 / 2048
        XCTAssertEqual(box.minX, b.lines[0].origin.x + 149 * s, accuracy: 1e-9)
        XCTAssertEqual(box.maxX, b.lines[0].origin.x + 1187 * s, accuracy: 1e-9)
        XCTAssertEqual(box.minY, layout.lines[0].baseline - 1456 * s, accuracy: 1e-9)
        XCTAssertEqual(box.maxY, layout.lines[0].baseline, accuracy: 1e-9)
    }

    func testAlignment() throws {
        let font = try fonts.font(TypographyStyle.body2.spec)
        let rect = Rect(x: 10, y: 0, width: 200, height: 20)
        let width = ShapedLine("Chip", font: font).width
        XCTAssertEqual(TextLayout("Chip", font: font, in: rect, alignment: .left).lines[0].origin.x, 10)
        XCTAssertEqual(TextLayout("Chip", font: font, in: rect, alignment: .center).lines[0].origin.x,
                       110 - width / 2, accuracy: 1e-12)
        XCTAssertEqual(TextLayout("Chip", font: font, in: rect, alignment: .right).lines[0].origin.x,
                       210 - width, accuracy: 1e-12)
    }

    /// Each truncating mode keeps the most characters that fit: the result fits and keeping one
    /// more character does not.
    func testTruncationKeepsTheMostThatFits() throws {
        let font = try fonts.font(TypographyStyle.body2.spec)
        let text = "A title too long for its label"
        let characters = Array(text)
        for width in [30.0, 60, 95, 140] {
            for mode in [LineBreakMode.tail, .middle, .head] {
                let line = TextLayout(text, font: font, in: Rect(x: 0, y: 0, width: width, height: 17),
                                      lineBreakMode: mode).lines[0].shaped
                XCTAssertLessThanOrEqual(line.width, width, "\(mode) \(width)")
                let kept = line.text.count - 1
                func candidate(_ n: Int) -> String {
                    switch mode {
                    case .tail, .clip: return String(characters[..<n]) + "…"
                    case .head: return "…" + String(characters[(characters.count - n)...])
                    case .middle:
                        let head = (n + 1) / 2
                        return String(characters[..<head]) + "…" + String(characters[(characters.count - n + head)...])
                    }
                }
                XCTAssertEqual(line.text, candidate(kept), "\(mode) \(width)")
                XCTAssertGreaterThan(ShapedLine(candidate(kept + 1), font: font).width, width, "\(mode) \(width)")
            }
        }
    }

    func testClipKeepsTheWholeLine() throws {
        let font = try fonts.font(TypographyStyle.body2.spec)
        let layout = TextLayout("Clipped at the edge", font: font, in: Rect(x: 0, y: 0, width: 40, height: 17),
                                lineBreakMode: .clip)
        XCTAssertEqual(layout.lines[0].shaped.text, "Clipped at the edge")
    }

    func testTextThatFitsIsNotCut() throws {
        let font = try fonts.font(TypographyStyle.button.spec)
        let layout = TextLayout("BUTTON", font: font, in: Rect(x: 0, y: 0, width: 7974.0 * 14 / 2048, height: 17))
        XCTAssertEqual(layout.lines[0].shaped.text, "BUTTON")
    }

    func testLinesBreakAtSpacesAndTheLastIsCut() throws {
        let font = try fonts.font(TypographyStyle.body1.spec)
        let width = ShapedLine("Two lines of", font: font).width + 1
        XCTAssertLessThan(width, ShapedLine("Two lines of text", font: font).width)
        let rect = Rect(x: 0, y: 0, width: width, height: 100)
        let two = TextLayout("Two lines of text here and more", font: font, in: rect, numberOfLines: 2)
        XCTAssertEqual(two.lines.map(\.shaped.text).first, "Two lines of")
        XCTAssertTrue(two.lines[1].shaped.text.hasSuffix("…"))
        XCTAssertEqual(two.lines[1].baseline - two.lines[0].baseline, font.lineHeight, accuracy: 1e-12)
        // The block of two lines is centred: its middle is the rectangle's.
        let blockTop = two.lines[0].baseline - font.ascender
        XCTAssertEqual(blockTop + font.lineHeight, 50, accuracy: 1e-12)
        // No limit: every word placed, none cut.
        let all = TextLayout("Two lines of text here and more", font: font, in: rect, numberOfLines: 0)
        XCTAssertEqual(all.lines.map(\.shaped.text).joined(separator: " "), "Two lines of text here and more")
        // A line feed starts a line; on a single line it is a space.
        let fed = TextLayout("A\nB", font: font, in: rect, numberOfLines: 0)
        XCTAssertEqual(fed.lines.map(\.shaped.text), ["A", "B"])
        XCTAssertEqual(TextLayout("A\nB", font: font, in: rect).lines.map(\.shaped.text), ["A B"])
    }

    func testLinesAreLimitedByTheHeight() throws {
        let font = try fonts.font(TypographyStyle.body1.spec)
        let rect = Rect(x: 0, y: 0, width: 30, height: font.lineHeight * 2.5)
        let layout = TextLayout("many words in a narrow label", font: font, in: rect, numberOfLines: 0)
        XCTAssertEqual(layout.lines.count, 2)
    }

    func testAWordWiderThanTheLineBreaksBetweenCharacters() throws {
        let font = try fonts.font(TypographyStyle.body1.spec)
        let rect = Rect(x: 0, y: 0, width: ShapedLine("Wid", font: font).width + 0.01, height: 200)
        let layout = TextLayout("Widest", font: font, in: rect, numberOfLines: 0)
        XCTAssertEqual(layout.lines.map(\.shaped.text), ["Wid", "est"])
    }
}
