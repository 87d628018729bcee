import Geometry
import JSON
import Material
import Raster
import Scene
import Shapes

/// `touchstone shape render`: draws one shape, with its border and elevation shadows, into a PNG,
/// as a one-view scene (a ``Material/ShapedView`` on the ``Material/ShapedShadowLayer/ShadowRoute/direct``
/// route) through the scene ``Scene/Renderer``.
enum RenderCommand {
    static let help = """
        usage: touchstone shape render SPEC --size WxH -o OUT.png [options]

        Draws SPEC for a view of WxH points as MDC's shaped layer does: the elevation's two shadows
        (ambient and key, MDC's shadow metrics) outside the shape, the shape filled with the colour,
        and a border stroked on the shape inset by half its width (so its outer edge lands on the
        shape's bounding box), with Core Animation's miter joins and butt caps.

        The canvas is ceil((w + 2M)·S) × ceil((h + 2M)·S) pixels and the shape's origin sits at
        (M, M) points. It is drawn as a one-view scene: a shaped view whose shadows take the direct
        route (a rectangle or rounded rectangle casts its shadows in closed form, and the shape's
        exact coverage keeps them off its interior).

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
    /// Refuses, before drawing, an elevation whose shadows cannot be drawn on this canvas: a blur
    /// wider than Raster draws (σ = radius / 2 · scale above 4096 pixels), or, for a shape
    /// without a closed form, a coverage mask (the outline's pixels within the canvas grown by
    /// the blur's reach) past the canvas limits. The error names the options that set them.
    /// `closedForm`: the shape is a rectangle or rounded rectangle, whose shadow is computed only
    /// within the canvas.
    static func checkShadows(of view: ShapedView, elevation: Double, closedForm: Bool, canvas: PixelRect,
                             scale: Double, list: ArgumentList) throws {
        let options = "--elevation \(JSONValue.number(elevation).serialized()) with --size \(list.value("size") ?? ""), --border \(list.value("border") ?? "none") and --scale \(JSONValue.number(scale).serialized())"
        let shadows = ShadowMetrics(elevation: elevation).shadows()
        let sigma = shadows.map { $0.sigma * scale }.max() ?? 0
        guard sigma <= AnalyticShadow.maximumSigma else {
            throw CommandLineError("shape render: --elevation \(JSONValue.number(elevation).serialized()) at --scale \(JSONValue.number(scale).serialized()) is a shadow blur of σ = \(JSONValue.number(sigma).serialized()) pixels; at most \(JSONValue.number(AnalyticShadow.maximumSigma).serialized()) can be drawn")
        }
        // A closed-form shadow is computed only within the canvas, so it always fits.
        guard !closedForm, let outline = view.shapedLayer.path, !outline.isEmpty else { return }
        let toPixels = AffineTransform(translationX: view.frame.minX - view.bounds.minX, y: view.frame.minY - view.bounds.minY)
            .concatenating(AffineTransform(scaleX: scale, y: scale))
        for shadow in shadows {
            guard let bounds = try shadow.blurRouteCoverageBounds(for: outline, transform: toPixels, clippedTo: canvas) else { continue }
            do {
                try Canvas.checkSize(width: bounds.width, height: bounds.height)
            } catch {
                throw CommandLineError("shape render: \(options): the shadow would need a \(bounds.width)×\(bounds.height) pixel mask; the limits are \(Canvas.maximumSide) pixels per side and \(Canvas.maximumPixels) in all")
            }
        }
    }

    static func run(_ arguments: ArraySlice<String>) throws -> ExitCode {
        if arguments.contains("--help") {
            print(help)
            return .success
        }
        let list = try ArgumentList(arguments, command: "shape render",
                                    options: ["size", "output", "scale", "margin", "color", "background", "border", "elevation"],
                                    flags: ["even-odd"])
        let (spec, size) = try ShapeCommand.specAndSize(list)
        let output = try list.required("output", expecting: "the PNG file to write, as -o FILE")
        let scale = try list.double("scale", .scale) ?? 1
        let margin = try list.double("margin", .length) ?? 0
        let elevation = try list.double("elevation", .length) ?? 0
        let fillColor = try list.color("color") ?? .black
        let background = try list.color("background") ?? .clear
        let border = try list.border("border")

        let viewWidth = abs(size.width), viewHeight = abs(size.height)
        let pixelWidth = ((viewWidth + 2 * margin) * scale).rounded(.up)
        let pixelHeight = ((viewHeight + 2 * margin) * scale).rounded(.up)
        do {
            try Canvas.checkSize(width: Int(pixelWidth), height: Int(pixelHeight))
        } catch {
            throw CommandLineError("shape render: --size \(list.value("size") ?? ""), --margin \(JSONValue.number(margin).serialized()) and --scale \(JSONValue.number(scale).serialized()) make a \(JSONValue.number(pixelWidth).serialized())×\(JSONValue.number(pixelHeight).serialized()) pixel canvas; the limits are \(Canvas.maximumSide) pixels per side and \(Canvas.maximumPixels) in all")
        }
        // A one-view scene: MDC's shaped view at (margin, margin) points on a root view the size of
        // the canvas, its shadows on the direct route (closed-form shapes cast analytic shadows,
        // the interior left out by the shape's exact coverage), drawn by the scene renderer.
        let clock = SimClock()
        let root = View(frame: Rect(x: 0, y: 0, width: viewWidth + 2 * margin, height: viewHeight + 2 * margin), clock: clock)
        let view = ShapedView(frame: Rect(x: margin, y: margin, width: size.width, height: size.height), clock: clock)
        view.shapedLayer.shadowRoute = .direct
        view.shapedLayer.fillRule = list.has("even-odd") ? .evenOdd : .nonZero
        let generator = SchemeShapeGenerator(spec: spec, scheme: ShapeScheme())
        if size.width < 0 || size.height < 0 {
            // A view's frame makes its size positive; the outline is still the one generated for
            // the negative size, placed by the bounds' origin where the frame's corner (margin,
            // margin) is the view's (0, 0), and it has no closed form (`ShapeSpec.analyticShape`).
            view.bounds = Rect(x: Swift.min(size.width, 0), y: Swift.min(size.height, 0),
                               width: viewWidth, height: viewHeight)
            view.shapeGenerator = SignedSizeOutline(generator: generator, size: size)
        } else {
            view.shapeGenerator = generator
        }
        view.backgroundColor = fillColor
        if let border {
            view.shapedBorderWidth = border.width
            view.shapedBorderColor = border.color
        }
        view.elevation = elevation
        root.addSubview(view)
        root.layoutIfNeeded()
        let closedForm = size.width >= 0 && size.height >= 0 && spec.analyticShape(for: size, scheme: ShapeScheme()) != nil
        try checkShadows(of: view, elevation: elevation, closedForm: closedForm,
                         canvas: PixelRect(x: 0, y: 0, width: Int(pixelWidth), height: Int(pixelHeight)), scale: scale, list: list)
        let renderer: Renderer
        do {
            renderer = try Renderer(root: root.layer, width: Int(pixelWidth), height: Int(pixelHeight), scale: scale,
                                    background: background, mode: .fullRedraw)
        } catch let error as CanvasError {
            throw CommandLineError("shape render: \(error)")
        }
        do {
            _ = try renderer.render(at: clock.now)
        } catch {
            throw CommandLineError("shape render: cannot draw the elevation shadow: \(error)")
        }
        let canvas = renderer.canvas
        do {
            try canvas.writePNG(to: output)
        } catch {
            throw CommandLineError("shape render: \(error)")
        }
        return .success
    }
}

/// The outline of a view of a negative size, whatever size the layer asks for (the standardized
/// one), with no closed form: the shadows are cast from it.
private struct SignedSizeOutline: ShapeGenerating {
    let generator: SchemeShapeGenerator
    let size: Size

    func appendPath(for _: Size, to path: inout Path) {
        generator.appendPath(for: size, to: &path)
    }
}
