import Geometry
import JSON
import Material
import Raster
import Scene
import Shapes

/// `touchstone shape render`: draws one shape, with its border and elevation shadows, into a PNG
/// (``Material/ShapeRender``).
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
        var render = ShapeRender(spec: spec, size: size)
        render.scale = try list.double("scale", .scale) ?? 1
        render.margin = try list.double("margin", .length) ?? 0
        render.elevation = try list.double("elevation", .length) ?? 0
        render.color = try list.color("color") ?? .black
        render.background = try list.color("background") ?? .clear
        render.border = try list.border("border")
        render.fillRule = list.has("even-odd") ? .evenOdd : .nonZero
        let canvas: Canvas
        do {
            canvas = try render.canvas()
        } catch let failure as ShapeRender.Failure {
            throw CommandLineError(message(failure, render, list))
        } catch let error as CanvasError {
            throw CommandLineError("shape render: \(error)")
        } catch {
            throw CommandLineError("shape render: cannot draw the elevation shadow: \(error)")
        }
        do {
            try canvas.writePNG(to: output)
        } catch {
            throw CommandLineError("shape render: \(error)")
        }
        return .success
    }

    /// What cannot be drawn, naming the options that set it.
    private static func message(_ failure: ShapeRender.Failure, _ render: ShapeRender, _ list: ArgumentList) -> String {
        func n(_ value: Double) -> String { JSONValue.number(value).serialized() }
        switch failure {
        case .canvasTooLarge(let width, let height):
            return "shape render: --size \(list.value("size") ?? ""), --margin \(n(render.margin)) and --scale \(n(render.scale)) make a \(n(width))×\(n(height)) pixel canvas; the limits are \(Canvas.maximumSide) pixels per side and \(Canvas.maximumPixels) in all"
        case .blurTooWide(let sigma):
            return "shape render: --elevation \(n(render.elevation)) at --scale \(n(render.scale)) is a shadow blur of σ = \(n(sigma)) pixels; at most \(n(AnalyticShadow.maximumSigma)) can be drawn"
        case .shadowMaskTooLarge(let width, let height):
            return "shape render: --elevation \(n(render.elevation)) with --size \(list.value("size") ?? ""), --border \(list.value("border") ?? "none") and --scale \(n(render.scale)): the shadow would need a \(width)×\(height) pixel mask; the limits are \(Canvas.maximumSide) pixels per side and \(Canvas.maximumPixels) in all"
        }
    }
}
