import Geometry
import Raster
import Scene
import Text

/// A single- or multi-line text view in UILabel's model: text in a ``Text/Font`` and a colour,
/// laid out in the bounds by ``Text/TextLayout`` (alignment, line break mode, number of lines) and
/// drawn by the renderer from its glyph outlines (``Scene/TextContent``).
///
///     let label = LabelView(text: "Chip", font: try fonts.font(TypographyStyle.body2.spec),
///                           frame: Rect(x: 8, y: 8, width: 100, height: 17), clock: clock)
///     label.textColor = Color(red: 29, green: 29, blue: 29)
///
/// As UILabel, it takes no touches by default (``View/isUserInteractionEnabled`` is `false`), so a
/// touch on a card's label reaches the card. The layout is made again when the text, font,
/// options or bounds change (at the next layout pass).
open class LabelView: View {
    /// The text; empty draws nothing.
    public var text: String { didSet { if text != oldValue { invalidateText() } } }
    /// The font.
    public var font: Font { didSet { if font != oldValue { invalidateText() } } }
    /// The text colour, opaque black by default (UILabel's).
    public var textColor: Color = .black { didSet { if textColor != oldValue { invalidateText() } } }
    /// Where lines sit across the width; ``Text/TextAlignment/left`` by default (UILabel's natural
    /// alignment for left-to-right text).
    public var alignment: TextAlignment = .left { didSet { if alignment != oldValue { invalidateText() } } }
    /// How the last line is cut; ``Text/LineBreakMode/tail`` by default (UILabel's).
    public var lineBreakMode: LineBreakMode = .tail { didSet { if lineBreakMode != oldValue { invalidateText() } } }
    /// The most lines drawn, 0 for as many as fit; 1 by default (UILabel's).
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateText() } } }

    /// The layout drawn, as of the last layout pass.
    public private(set) var textLayout: TextLayout?

    /// Creates a label showing `text` in `font`.
    public init(text: String, font: Font, frame: Rect = .zero, clock: SimClock) {
        self.text = text
        self.font = font
        super.init(frame: frame, clock: clock)
        isUserInteractionEnabled = false
    }

    /// The size one line of the text needs, ceiled to the device-pixel grid of `scale`
    /// (``Text/TextLayout/fittingSize(of:font:scale:)``).
    public func sizeThatFits(scale: Double) -> Size {
        TextLayout.fittingSize(of: text, font: font, scale: scale)
    }

    private func invalidateText() {
        setNeedsLayout()
    }

    /// Lays the text out in the bounds and hands its outline to the layer. With
    /// ``Text/LineBreakMode/clip`` the layer clips to the bounds, as UILabel clips a line it does
    /// not cut.
    open override func layoutSubviews() {
        let layout = TextLayout(text, font: font, in: bounds, alignment: alignment, lineBreakMode: lineBreakMode,
                                numberOfLines: numberOfLines)
        textLayout = layout
        layer.content = .text(TextContent(outline: layout.outline, color: textColor))
        layer.masksToBounds = lineBreakMode == .clip
    }
}
