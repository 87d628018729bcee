import Geometry

/// A layer shadow with Core Animation's model: `CALayer`'s `shadowColor`, `shadowOpacity`,
/// `shadowRadius` and `shadowOffset`, with their defaults.
///
///     var shadow = Shadow()                       // CA's defaults: invisible (opacity 0)
///     shadow.opacity = 0.26
///     shadow.radius = 4                           // points; σ = 2 points
///     shadow.offset = Size(width: 0, height: 7.35)
///     let mask = try shadow.mask(for: .roundedRect(bounds, cornerRadius: 12),
///                                transform: AffineTransform(scaleX: 3, y: 3),
///                                clippedTo: canvasBounds, rasterizer: CoverageMask.init(rasterizing:rule:transform:bounds:))
///     canvas.fill(mask, color: shadow.compositingColor)
///
/// The shadow is the Gaussian blur of the shape's coverage, moved by the offset, in the shadow
/// colour at the shadow opacity, drawn under the layer.
///
/// ## Radius and σ
/// Apple documents `shadowRadius` only as "the blur radius (in points) used to render the layer's
/// shadow". Touchstone reads it as a blur radius in the sense of CSS and the HTML canvas, whose
/// specifications define the shadow as a Gaussian blur with **σ = radius / 2** (CSS Backgrounds 3
/// §shadow-blur; HTML `shadowBlur`); WebKit and Firefox draw that way, and Chromium changed from
/// σ ≈ 0.28·radius to 0.5·radius in 2018 to match them. That is the rule the web's implementations of
/// iOS-style shadows and design tools' exports assume, so it is the common practice; it lives in
/// one place, ``sigma(forRadius:)``.
///
/// ## Offset direction
/// The offset is in the layer's coordinates, which in Touchstone (as in UIKit) have y growing
/// down. Core Animation's default offset (0, −3) therefore moves the shadow **up** by 3 points: the
/// default was chosen on macOS, whose y axis grows up, where it points down.
///
/// ## Transforms
/// Radius and offset live in the layer's space and are mapped with it (a layer drawn at scale 3
/// has a shadow 3 times as wide, as when Core Animation renders the layer at that scale). An
/// axis-aligned transform keeps rectangles and rounded rectangles on the analytic path
/// (``AnalyticShadow``), with σ scaled per axis; any other transform rasterizes the shape and blurs
/// it with σ scaled by `√|det|` (exact for rotations with uniform scale).
public struct Shadow: Hashable, Sendable {
    /// `shadowColor`; default opaque black. Its alpha multiplies ``opacity``.
    public var color: Color
    /// `shadowOpacity`, 0–1; default 0, so a layer casts no shadow until it is set. Values outside
    /// 0–1 are clamped when compositing (``compositingColor``).
    public var opacity: Double
    /// `shadowRadius`, the blur radius in points; default 3. σ = radius / 2 (``sigma(forRadius:)``).
    /// Negative, NaN and infinite radii are refused with ``ShadowError/invalidRadius(_:)``.
    public var radius: Double
    /// `shadowOffset` in points, y down; default (0, −3), which moves the shadow up.
    public var offset: Size

    /// Creates a shadow; every argument defaults to Core Animation's default.
    public init(color: Color = .black, opacity: Double = 0, radius: Double = 3,
                offset: Size = Size(width: 0, height: -3)) {
        (self.color, self.opacity, self.radius, self.offset) = (color, opacity, radius, offset)
    }

    /// The Gaussian standard deviation per unit of shadow radius: ½ (see "Radius and σ" above).
    public static let sigmaPerRadius = 0.5

    /// The Gaussian standard deviation of a shadow with the given `shadowRadius`, in the same unit:
    /// `radius · 0.5`. The single place where Touchstone turns a radius into σ.
    public static func sigma(forRadius radius: Double) -> Double {
        radius * sigmaPerRadius
    }

    /// This shadow's σ in points.
    public var sigma: Double { Shadow.sigma(forRadius: radius) }

    /// The colour to composite the mask with: ``color`` with its alpha multiplied by ``opacity``
    /// (clamped to 0–1, NaN as 0), as in `canvas.fill(mask, color: shadow.compositingColor)`.
    public var compositingColor: Color { color.multiplyingAlpha(by: opacity) }

    /// Whether drawing the shadow would change any pixel (its compositing alpha is not 0).
    public var isVisible: Bool { compositingColor.alpha > 0 }

    /// The shadow's alpha mask (0–255 per pixel, before colour and opacity) for a shape in the
    /// layer's coordinates, drawn through `transform` (layer points to canvas pixels).
    ///
    /// The mask does not depend on ``color`` or ``opacity``; skip it when ``isVisible`` is false.
    ///
    /// Rectangles and rounded rectangles under an axis-aligned transform take the closed form
    /// (``AnalyticShadow``); everything else is rasterized with `rasterizer` and blurred
    /// (``GaussianBlur``). The mask covers the shape's pixels grown by the blur's reach, clipped to
    /// `clip`, so work off the canvas is skipped.
    ///
    /// - Parameters:
    ///   - shape: The shadow's outline (`shadowPath`, or the layer's bounds and corner radius).
    ///   - transform: From the layer's coordinates to canvas pixels.
    ///   - clip: The pixels wanted, usually the canvas or a damaged region.
    ///   - rasterizer: Makes exact-area coverage of a path in pixels over given bounds; the
    ///     rasterizer's `CoverageMask.init(rasterizing:rule:transform:bounds:)` unless a test
    ///     substitutes a reference.
    /// - Throws: ``ShadowError`` for an invalid radius, a non-finite offset, shape or transform;
    ///   ``CanvasError`` past the canvas limits; whatever `rasterizer` throws.
    public func mask(for shape: ShadowShape, transform: AffineTransform = .identity,
                     clippedTo clip: PixelRect,
                     rasterizer: ShadowRasterizer = { try CoverageMask(rasterizing: $0, rule: $1, transform: $2, bounds: $3) }
    ) throws -> CoverageMask {
        let placed = try placement(transform)
        if let pixels = closedForm(of: shape, placed: placed) {
            return try AnalyticShadow.roundedRectMask(pixels.rect, cornerWidth: pixels.cornerWidth,
                                                      cornerHeight: pixels.cornerHeight, sigmaX: pixels.sigmaX,
                                                      sigmaY: pixels.sigmaY, clippedTo: clip)
        }
        let (path, rule) = shape.pathAndRule
        let pixelSigma = sigma * Swift.abs(placed.determinant).squareRoot()
        try AnalyticShadow.validate(sigma: pixelSigma)
        guard let coverageBounds = Self.blurredCoverageBounds(of: path, placed: placed, sigma: pixelSigma, clippedTo: clip) else {
            return try CoverageMask(bounds: PixelRect(x: clip.x, y: clip.y, width: 0, height: 0))
        }
        let coverage = try rasterizer(path, rule, placed, coverageBounds)
        return try GaussianBlur.blur(coverage, sigmaX: pixelSigma, sigmaY: pixelSigma, clippedTo: clip)
    }

    /// The pixels the blur route rasterizes the shape over before blurring: its enclosing pixels
    /// within the clip grown by the blur's reach (`nil` for an empty path). A caller that must
    /// refuse a shadow before drawing checks these against ``Canvas/checkSize(width:height:)``,
    /// the limit the coverage mask meets (``blurRouteCoverageBounds(for:transform:clippedTo:)``).
    static func blurredCoverageBounds(of path: Path, placed: AffineTransform, sigma pixelSigma: Double,
                                      clippedTo clip: PixelRect) -> PixelRect? {
        guard let box = path.controlPointBounds?.applying(placed) else { return nil }
        let reach = GaussianBlur.kernelRadius(sigma: pixelSigma)
        let needed = PixelRect(x: clip.x - reach, y: clip.y - reach,
                               width: clip.width + 2 * reach, height: clip.height + 2 * reach)
        return PixelRect(enclosing: box).intersection(needed)
    }

    /// The coverage bounds ``mask(for:transform:clippedTo:rasterizer:)`` rasterizes over when
    /// `path` takes the blur route (any shape that is not a rectangle or rounded rectangle under
    /// an axis-aligned transform): so a command can refuse a shadow too large to draw before
    /// drawing, naming its options. `nil` for an empty path.
    ///
    /// - Throws: ``ShadowError`` for an invalid radius, offset or transform, or a σ above
    ///   ``AnalyticShadow/maximumSigma`` pixels, as drawing would.
    public func blurRouteCoverageBounds(for path: Path, transform: AffineTransform = .identity,
                                        clippedTo clip: PixelRect) throws -> PixelRect? {
        let placed = try placement(transform)
        let pixelSigma = sigma * Swift.abs(placed.determinant).squareRoot()
        try AnalyticShadow.validate(sigma: pixelSigma)
        return Self.blurredCoverageBounds(of: path, placed: placed, sigma: pixelSigma, clippedTo: clip)
    }
}

extension Shadow {
    /// The mask's values row by row (``AnalyticShadow/Rows``) when the mask takes the closed form
    /// (a rectangle or rounded rectangle under an axis-aligned transform), `nil` otherwise. Row by
    /// row, the values are ``mask(for:transform:clippedTo:rasterizer:)``'s exactly.
    ///
    /// - Throws: what ``mask(for:transform:clippedTo:rasterizer:)`` throws, in the same order.
    public func rows(for shape: ShadowShape, transform: AffineTransform = .identity,
                     clippedTo clip: PixelRect) throws -> AnalyticShadow.Rows? {
        let placed = try placement(transform)
        guard let pixels = closedForm(of: shape, placed: placed) else { return nil }
        return try AnalyticShadow.Rows(pixels.rect, cornerWidth: pixels.cornerWidth, cornerHeight: pixels.cornerHeight,
                                       sigmaX: pixels.sigmaX, sigmaY: pixels.sigmaY, clippedTo: clip)
    }

    /// The closed-form shadow's rectangle, corner sizes and σ in pixels, the set-up that
    /// ``mask(for:transform:clippedTo:rasterizer:)`` and ``rows(for:transform:clippedTo:)`` share:
    /// for a rectangle (corners 0) or rounded rectangle under an axis-aligned `placed`, at most
    /// ``AnalyticShadow/maximumClosedFormSide`` pixels a side; `nil` for anything else.
    private func closedForm(of shape: ShadowShape, placed: AffineTransform)
        -> (rect: Rect, cornerWidth: Double, cornerHeight: Double, sigmaX: Double, sigmaY: Double)? {
        guard placed.b == 0 && placed.c == 0 else { return nil }
        let scaleX = Swift.abs(placed.a), scaleY = Swift.abs(placed.d)
        let result: (rect: Rect, cornerWidth: Double, cornerHeight: Double, sigmaX: Double, sigmaY: Double)
        switch shape {
        case .rect(let rect):
            result = (rect.applying(placed), 0, 0, sigma * scaleX, sigma * scaleY)
        case .roundedRect(let rect, let cornerRadius):
            let corner = ShadowShape.clampedCornerRadius(cornerRadius, in: rect)
            result = (rect.applying(placed), corner * scaleX, corner * scaleY, sigma * scaleX, sigma * scaleY)
        case .path:
            return nil
        }
        guard Self.closedFormFits(shape, transform: placed) else { return nil }
        return result
    }

    /// Whether a rectangle or rounded rectangle drawn through the axis-aligned `transform` is at
    /// most ``AnalyticShadow/maximumClosedFormSide`` pixels a side, so it takes the closed form;
    /// the one test for ``mask(for:transform:clippedTo:rasterizer:)``, ``rows(for:transform:clippedTo:)``
    /// and the compositor's route (an offset moves a shadow, it does not resize it).
    static func closedFormFits(_ shape: ShadowShape, transform: AffineTransform) -> Bool {
        let side = AnalyticShadow.maximumClosedFormSide
        switch shape {
        case .rect(let rect), .roundedRect(let rect, _):
            return Swift.abs(rect.width * transform.a) <= side && Swift.abs(rect.height * transform.d) <= side
        case .path:
            return false
        }
    }

    /// Checks the radius, offset and transform, and returns the transform that places the shape's
    /// shadow: the offset, then `transform`.
    private func placement(_ transform: AffineTransform) throws -> AffineTransform {
        guard radius.isFinite, radius >= 0 else { throw ShadowError.invalidRadius(radius) }
        guard offset.isFinite else { throw ShadowError.invalidOffset(offset) }
        let t = transform
        guard t.a.isFinite, t.b.isFinite, t.c.isFinite, t.d.isFinite, t.tx.isFinite, t.ty.isFinite else {
            throw ShadowError.nonFiniteGeometry
        }
        return AffineTransform(translationX: offset.width, y: offset.height).concatenating(transform)
    }
}

/// Makes the exact-area coverage of a path, drawn through a transform, over given pixel bounds:
/// the signature of the rasterizer's `CoverageMask(rasterizing:rule:transform:bounds:)`.
public typealias ShadowRasterizer = (Path, FillRule, AffineTransform, PixelRect) throws -> CoverageMask

/// The outline that casts a shadow, in the layer's coordinates (points).
public enum ShadowShape: Hashable, Sendable {
    /// A rectangle: a layer's bounds, or a rectangular `shadowPath`.
    case rect(Rect)
    /// A rectangle with circular corners of `cornerRadius` (a layer's `cornerRadius`), clamped to
    /// half the shorter side as UIKit's rounded-rect path does; negative radii count as 0.
    case roundedRect(Rect, cornerRadius: Double)
    /// Any path, filled with `rule` (Core Animation fills `shadowPath` with the non-zero rule).
    case path(Path, rule: FillRule)

    /// `radius` clamped to 0 … half the shorter side of `rect`.
    static func clampedCornerRadius(_ radius: Double, in rect: Rect) -> Double {
        Swift.min(Swift.max(radius, 0), Swift.min(rect.width, rect.height) / 2)
    }

    /// The shape as a path and fill rule, for the rasterize-and-blur route.
    var pathAndRule: (Path, FillRule) {
        switch self {
        case .rect(let rect):
            var path = Path()
            path.addRect(rect)
            return (path, .nonZero)
        case .roundedRect(let rect, let radius):
            let corner = ShadowShape.clampedCornerRadius(radius, in: rect)
            var path = Path()
            path.addRoundedRect(in: rect, cornerWidth: corner, cornerHeight: corner)
            return (path, .nonZero)
        case .path(let path, let rule):
            return (path, rule)
        }
    }
}
