import Geometry
import Raster
import Scene
import Shapes

/// One shape drawn as MDC's shaped layer draws it — the elevation's two shadows, the fill, the
/// border — into a canvas of its own: `touchstone shape render` as a library route.
///
///     var render = ShapeRender(spec: try ShapeSpec(parsing: #"{"pill": {}}"#, source: "spec"),
///                              size: Size(width: 100, height: 40))
///     render.scale = 3
///     render.margin = 16
///     render.elevation = 6
///     try render.canvas().writePNG(to: "pill.png")
///
/// It is a one-view scene: a ``ShapedView`` at (margin, margin) points on a root view the size of
/// the canvas, its shadows on the ``ShapedShadowLayer/ShadowRoute/direct`` route (closed-form
/// shapes cast analytic shadows, the interior left out by the shape's exact coverage), drawn by
/// the scene ``Scene/Renderer`` with a full redraw. The canvas is ceil((|w| + 2M)·S) ×
/// ceil((|h| + 2M)·S) pixels.
public struct ShapeRender {
    /// The shape, resolved with MDC's default scheme.
    public var spec: ShapeSpec
    /// The view's size in points; a negative side draws the outline generated for it, placed by
    /// the bounds' origin.
    public var size: Size
    /// Pixels per point (1 by default).
    public var scale: Double = 1
    /// Points of margin on every side (0 by default).
    public var margin: Double = 0
    /// MDC elevation in points (0: no shadow).
    public var elevation: Double = 0
    /// The fill colour (opaque black by default).
    public var color: Color = .black
    /// The canvas colour (transparent by default).
    public var background: Color = .clear
    /// The border's width in points and colour, stroked on the shape inset by half the width.
    public var border: (width: Double, color: Color)?
    /// The fill rule (nonzero by default; MDC's card uses even-odd).
    public var fillRule: FillRule = .nonZero

    /// A render of `spec` at `size` with the defaults above.
    public init(spec: ShapeSpec, size: Size) {
        self.spec = spec
        self.size = size
    }

    /// What cannot be drawn, with the numbers a message needs.
    public enum Failure: Error, Equatable {
        /// The canvas would be `width` × `height` pixels, past ``Raster/Canvas``'s limits.
        case canvasTooLarge(width: Double, height: Double)
        /// The elevation's shadow blur would be σ = `sigma` pixels, more than
        /// ``Raster/AnalyticShadow/maximumSigma``.
        case blurTooWide(sigma: Double)
        /// A shadow of a shape without a closed form would need a coverage mask of
        /// `width` × `height` pixels, past the canvas limits.
        case shadowMaskTooLarge(width: Int, height: Int)
    }

    /// The canvas size in pixels.
    public var pixelSize: (width: Double, height: Double) {
        (((abs(size.width) + 2 * margin) * scale).rounded(.up), ((abs(size.height) + 2 * margin) * scale).rounded(.up))
    }

    /// Draws the shape.
    ///
    /// - Throws: ``Failure`` for a canvas or shadow that cannot be drawn, checked before drawing;
    ///   ``Raster/CanvasError`` or a shadow's error if drawing fails all the same.
    public func canvas() throws -> Canvas {
        let (pixelWidth, pixelHeight) = pixelSize
        do {
            try Canvas.checkSize(width: Int(exactly: pixelWidth) ?? Int.max, height: Int(exactly: pixelHeight) ?? Int.max)
        } catch {
            throw Failure.canvasTooLarge(width: pixelWidth, height: pixelHeight)
        }
        let viewWidth = abs(size.width), viewHeight = abs(size.height)
        let clock = SimClock()
        let root = View(frame: Rect(x: 0, y: 0, width: viewWidth + 2 * margin, height: viewHeight + 2 * margin), clock: clock)
        let view = ShapedView(frame: Rect(x: margin, y: margin, width: size.width, height: size.height), clock: clock)
        view.shapedLayer.shadowRoute = .direct
        view.shapedLayer.fillRule = fillRule
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
        view.backgroundColor = color
        if let border {
            view.shapedBorderWidth = border.width
            view.shapedBorderColor = border.color
        }
        view.elevation = elevation
        root.addSubview(view)
        root.layoutIfNeeded()
        let closedForm = size.width >= 0 && size.height >= 0 && spec.analyticShape(for: size, scheme: ShapeScheme()) != nil
        try checkShadows(of: view, closedForm: closedForm,
                         canvas: PixelRect(x: 0, y: 0, width: Int(pixelWidth), height: Int(pixelHeight)))
        let renderer = try Renderer(root: root.layer, width: Int(pixelWidth), height: Int(pixelHeight), scale: scale,
                                    background: background, mode: .fullRedraw)
        _ = try renderer.render(at: clock.now)
        return renderer.canvas
    }

    /// Refuses, before drawing, an elevation whose shadows cannot be drawn on this canvas: a blur
    /// wider than Raster draws (σ = radius / 2 · scale above 4096 pixels), or, for a shape
    /// without a closed form, a coverage mask (the outline's pixels within the canvas grown by
    /// the blur's reach) past the canvas limits. A closed-form shadow (`closedForm`: a rectangle
    /// or rounded rectangle) is computed only within the canvas, so it always fits.
    private func checkShadows(of view: ShapedView, closedForm: Bool, canvas: PixelRect) throws {
        let shadows = ShadowMetrics(elevation: elevation).shadows()
        let sigma = shadows.map { $0.sigma * scale }.max() ?? 0
        guard sigma <= AnalyticShadow.maximumSigma else { throw Failure.blurTooWide(sigma: sigma) }
        guard !closedForm, let outline = view.shapedLayer.path, !outline.isEmpty else { return }
        let toPixels = AffineTransform(translationX: view.frame.minX - view.bounds.minX, y: view.frame.minY - view.bounds.minY)
            .concatenating(AffineTransform(scaleX: scale, y: scale))
        for shadow in shadows {
            guard let bounds = try shadow.blurRouteCoverageBounds(for: outline, transform: toPixels, clippedTo: canvas) else { continue }
            do {
                try Canvas.checkSize(width: bounds.width, height: bounds.height)
            } catch {
                throw Failure.shadowMaskTooLarge(width: bounds.width, height: bounds.height)
            }
        }
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
