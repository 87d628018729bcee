import Geometry
import Material
import Raster
import Shapes

/// `touchstone shape render`: draws one shape, with its border and elevation shadows, into a PNG.
enum RenderCommand {
    static let help = """
        usage: touchstone shape render SPEC --size WxH -o OUT.png [options]

        Draws SPEC for a view of WxH points as MDC's shaped layer does: the elevation's two shadows
        (ambient and key, MDC's shadow metrics) outside the shape, the shape filled with the colour,
        and a border stroked on the shape inset by half its width (so its outer edge lands on the
        shape's bounding box), with Core Animation's miter joins and butt caps.

        The canvas is ceil((w + 2M)·S) × ceil((h + 2M)·S) pixels and the shape's origin sits at
        (M, M) points.

        options:
          --size WxH            the view size in points (required)
          -o, --output FILE     the PNG to write (required)
          --scale S             pixels per point (default 1)
          --margin M            points of margin around the view on every side (default 0)
          --color C             fill colour, #RRGGBB or #RRGGBBAA (default #000000, opaque black)
          --background C        canvas colour (default #00000000, transparent)
          --border W:C          border width in points and colour, for example 2:#6200EE
          --elevation E         MDC elevation in points (default 0: no shadow)
          --even-odd            fill with the even-odd rule instead of nonzero
          --help                show this help

        example:
          touchstone shape render '{"rectangle": {"corners": {"rounded": 8}}}' --size 100x40 \\
              --scale 3 --margin 16 --color '#FFFFFF' --background '#EEEEEE' --elevation 6 -o card.png
        """
}

extension RenderCommand {
    static func run(_ arguments: ArraySlice<String>) throws -> ExitCode {
        if arguments.contains("--help") {
            print(help)
            return .success
        }
        // "-o" is the one short option; treat it as "--output".
        let normalized = arguments.map { $0 == "-o" ? "--output" : $0 }
        let list = try ArgumentList(normalized[...], command: "shape render",
                                    options: ["size", "output", "scale", "margin", "color", "background", "border", "elevation"],
                                    flags: ["even-odd"])
        let (spec, size) = try ShapeCommand.specAndSize(list)
        let output = try list.required("output", expecting: "the PNG file to write, as -o FILE")
        let scale = try number(list, "scale", default: 1, valid: { $0 > 0 }, "a positive number of pixels per point")
        let margin = try number(list, "margin", default: 0, valid: { $0 >= 0 }, "zero or more points")
        let elevation = try number(list, "elevation", default: 0, valid: { $0 >= 0 }, "zero or more points")
        let fillColor = try color(list, "color", default: .black)
        let background = try color(list, "background", default: .clear)
        let border = try list.value("border").map(parseBorder)

        let viewWidth = abs(size.width), viewHeight = abs(size.height)
        let pixelWidth = ((viewWidth + 2 * margin) * scale).rounded(.up)
        let pixelHeight = ((viewHeight + 2 * margin) * scale).rounded(.up)
        guard pixelWidth <= Double(Canvas.maximumSide), pixelHeight <= Double(Canvas.maximumSide) else {
            throw CommandLineError("shape render: a \(pixelWidth)×\(pixelHeight) pixel canvas is larger than the limit of \(Canvas.maximumSide) pixels per side")
        }
        var canvas: Canvas
        do {
            canvas = try Canvas(width: Int(pixelWidth), height: Int(pixelHeight))
        } catch let error as CanvasError {
            throw CommandLineError("shape render: \(error)")
        }
        canvas.clear(to: background.premultiplied)

        let shape = spec.path(for: size)
        let rule: FillRule = list.has("even-odd") ? .evenOdd : .nonZero
        // Points → pixels: the view's origin sits at (margin, margin) points.
        let transform = AffineTransform(translationX: margin, y: margin).concatenating(AffineTransform(scaleX: scale, y: scale))
        let layer = ShapedBorderPaths(shape: shape, borderWidth: border?.width ?? 0)
        do {
            try canvas.drawElevationShadows(elevation: elevation,
                                            of: shadowShape(spec.analyticShape(for: size), path: layer.shadowPath, rule: rule),
                                            transform: transform)
        } catch {
            throw CommandLineError("shape render: cannot draw the elevation shadow: \(error)")
        }
        canvas.fill(layer.colorPath, color: fillColor, rule: rule, transform: transform)
        if let border, border.width > 0 {
            // Core Animation strokes a shape layer centred on its path with miter joins and butt caps.
            let outline = layer.colorPath.stroked(StrokeStyle(width: border.width))
            canvas.fill(outline, color: border.color, rule: .nonZero, transform: transform)
        }
        do {
            try canvas.writePNG(to: output)
        } catch {
            throw CommandLineError("shape render: \(error)")
        }
        return .success
    }

    /// The shadow's outline: the closed-form route when the outline is exactly a rectangle or a
    /// rounded rectangle, the path (rasterized and blurred) otherwise.
    private static func shadowShape(_ analytic: AnalyticShape?, path: Path, rule: FillRule) -> ShadowShape {
        switch analytic {
        case .rect(let rect)?: return .rect(rect)
        case .roundedRect(let rect, let radius)?: return .roundedRect(rect, cornerRadius: radius)
        case nil: return .path(path, rule: rule)
        }
    }

    private static func number(_ list: ArgumentList, _ option: String, default value: Double,
                               valid: (Double) -> Bool, _ expected: String) throws -> Double {
        guard let text = list.value(option) else { return value }
        guard let number = Double(text), number.isFinite, valid(number),
              text.allSatisfy({ "0123456789.eE+-".contains($0) }) else {
            throw CommandLineError("shape render: --\(option) '\(text)': expected \(expected)")
        }
        return number
    }

    private static func color(_ list: ArgumentList, _ option: String, default value: Color) throws -> Color {
        guard let text = list.value(option) else { return value }
        do {
            return try Color(hex: text)
        } catch {
            throw CommandLineError("shape render: --\(option): \(error)")
        }
    }

    /// `W:C`, a width in points and a colour.
    private static func parseBorder(_ text: String) throws -> (width: Double, color: Color) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), width.isFinite, width >= 0,
              parts[0].allSatisfy({ "0123456789.eE+-".contains($0) }) else {
            throw CommandLineError("shape render: --border '\(text)': expected WIDTH:COLOUR with a width of zero or more points, for example 2:#6200EE")
        }
        do {
            return (width, try Color(hex: String(parts[1])))
        } catch {
            throw CommandLineError("shape render: --border '\(text)': \(error)")
        }
    }
}
