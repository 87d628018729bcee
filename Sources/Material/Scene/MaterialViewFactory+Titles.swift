import Geometry
import JSON
import Raster
import Scene
import Text

/// The title keys of the Material kinds and the `label` kind (docs/formats.md, "Titles and
/// labels"): `title` on `button`, `fab`, `chip` and `paper`; `style` and `uppercaseTitle` on
/// `button` (`uppercaseTitle` on `fab` too); the `label` kind's own keys.
extension MaterialViewFactory {
    /// A themed chip's title colour: onSurface at 0.87 over the chip's #E0E0E0, #1D1D1D
    /// (`MDCChipView+MaterialTheming`, MDC's `UIColor+MaterialBlending`).
    static let chipTitleColor = Color(red: 0x1D, green: 0x1D, blue: 0x1D)
    /// A themed chip's background, #E0E0E0.
    static let chipBackgroundColor = Color(red: 0xE0, green: 0xE0, blue: 0xE0)
    /// UILabel's default font, the system font at 17 points, regular.
    static let labelFont = FontSpec(size: 17, weight: .regular)

    /// Reads `surface`'s title keys from `options` and themes it: a button's `style` (colours,
    /// border, elevations, ink from the title colour) and title, a FAB's or chip's title and a
    /// chip's colours. Runs before the surface's own keys, which override what it sets.
    ///
    /// - Throws: ``JSON/JSONError`` at the path of a bad key, or at the title naming a missing
    ///   font file.
    func applyTitleKeys(to surface: RippleSurfaceView, options: inout JSONObjectReader,
                        context: SceneBuildContext) throws {
        let scheme = ColorScheme()
        switch surface.kind {
        case .button:
            let style = try options.optional("style")?.enumCase(of: ButtonStyle.self)
            let uppercase = try options.optional("uppercaseTitle")?.bool() ?? true
            var titleColor = style?.titleColor(scheme) ?? .white
            if let given = try options.optional("title").map(TitleOptions.init(reading:)) {
                let title = try buttonTitle(given, defaultColor: titleColor, uppercase: uppercase,
                                            insets: TitlePlacement.buttonInsets, context: context)
                titleColor = title.label.textColor
                surface.setTitle(title)
            }
            guard let style else { return }
            surface.backgroundColor = style.backgroundColor(scheme)
            if let border = style.border(scheme) {
                surface.shapedBorderWidth = border.width
                surface.shapedBorderColor = border.color
            }
            if let elevations = style.elevations {
                surface.restingElevation = elevations.resting
                surface.pressedElevation = elevations.pressed
            }
            surface.rippleView.rippleColor = titleColor.withAlpha(style.inkAlpha)
        case .floatingActionButton:
            let uppercase = try options.optional("uppercaseTitle")?.bool() ?? true
            guard let title = try options.optional("title").map(TitleOptions.init(reading:)) else { return }
            surface.setTitle(try buttonTitle(title, defaultColor: scheme.onSecondary, uppercase: uppercase,
                                             insets: TitlePlacement.extendedFABInsets, context: context))
        case .chip:
            surface.backgroundColor = Self.chipBackgroundColor
            surface.rippleView.rippleColor = scheme.onSurface.withAlpha(0.16)
            guard let title = try options.optional("title").map(TitleOptions.init(reading:)) else { return }
            let label = try title.label(fonts: fonts, defaultFont: TypographyStyle.body2.spec,
                                        defaultColor: Self.chipTitleColor, uppercase: false, context: context)
            label.alignment = .center
            surface.setTitle(Title(label: label, placement: TitlePlacement.themedChip, scale: context.scale))
        case .card, .bottomSheet:
            return
        }
    }

    /// Reads a paper view's `title` (BFPaperButton's): centred in the bounds, in the `button` style
    /// font and white (UIButton's default title colour) unless given; Smart Color follows it.
    func applyTitleKeys(to paper: PaperView, options: inout JSONObjectReader, context: SceneBuildContext) throws {
        guard let title = try options.optional("title").map(TitleOptions.init(reading:)) else { return }
        paper.setTitle(try buttonTitle(title, defaultColor: .white, uppercase: false, insets: .zero, context: context))
    }

    /// `title` as UIButton's title label: centred, cut in the middle, in the `button` style font
    /// and `defaultColor` unless given, placed within `insets` of the bounds.
    private func buttonTitle(_ title: TitleOptions, defaultColor: Color, uppercase: Bool, insets: EdgeInsets,
                             context: SceneBuildContext) throws -> Title {
        let label = try title.label(fonts: fonts, defaultFont: TypographyStyle.button.spec, defaultColor: defaultColor,
                                    uppercase: uppercase, context: context)
        label.alignment = .center
        label.lineBreakMode = .middle
        return Title(label: label, placement: .button(insets: insets), scale: context.scale)
    }

    /// A `label` view: `text` (required), `font` (UILabel's 17-point regular by default),
    /// `alignment`, `lineBreakMode`, `numberOfLines` (0 or more; 1 by default). Its `color` (a
    /// common key) is the text colour, set by ``apply(_:to:context:)``.
    ///
    /// - Throws: ``JSON/JSONError`` at the path of a bad key, or at the font naming a missing
    ///   font file.
    func makeLabel(frame: Rect, options: inout JSONObjectReader, context: SceneBuildContext) throws -> LabelView {
        let textReader = try options.required("text")
        let text = try TitleOptions.text(textReader)
        let fontReader = options.optional("font")
        let spec = try fontReader.map { try FontOptions(reading: $0).spec } ?? Self.labelFont
        let font = try FontOptions.font(spec, from: fonts, at: fontReader ?? textReader)
        let label = LabelView(text: text, font: font, frame: frame, clock: context.clock)
        if let alignment = try options.optional("alignment")?.enumCase(of: TextAlignment.self) {
            label.alignment = alignment
        }
        if let mode = try options.optional("lineBreakMode")?.enumCase(of: LineBreakMode.self) {
            label.lineBreakMode = mode
        }
        if let lines = options.optional("numberOfLines") {
            let count = try lines.int()
            guard count >= 0 else { throw lines.error("expected a number of lines of zero or more, found \(lines.value)") }
            label.numberOfLines = count
        }
        return label
    }
}
