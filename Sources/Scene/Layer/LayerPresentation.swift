import Geometry
import Raster

/// A layer's drawable state at one instant: its model values with its animations applied (Core
/// Animation's presentation layer, as a value). `nil` colours are ``Color/clear`` here.
public struct LayerPresentation: Hashable, Sendable {
    /// "bounds".
    public var bounds: Rect
    /// "position".
    public var position: Point
    /// "anchorPoint".
    public var anchorPoint: Point
    /// "transform".
    public var transform: AffineTransform
    /// "opacity".
    public var opacity: Double
    /// The model's hidden flag (not animatable).
    public var isHidden: Bool
    /// "backgroundColor".
    public var backgroundColor: Color
    /// "cornerRadius".
    public var cornerRadius: Double
    /// The model's masks-to-bounds flag (not animatable).
    public var masksToBounds: Bool
    /// "borderWidth".
    public var borderWidth: Double
    /// "borderColor".
    public var borderColor: Color
    /// "shadowColor".
    public var shadowColor: Color
    /// "shadowOpacity".
    public var shadowOpacity: Double
    /// "shadowRadius".
    public var shadowRadius: Double
    /// "shadowOffset".
    public var shadowOffset: Size
    /// "shadowPath".
    public var shadowPath: Path?
    /// The model's shadow path fill rule (not animatable).
    public var shadowPathFillRule = FillRule.nonZero
    /// The model's shadow interior exclusion (not animatable).
    public var shadowExcludesInterior = false
    /// The content, with "path", "fillColor", "strokeColor" and "lineWidth" applied to a shape.
    public var content: LayerContent

    /// The transform from the layer's coordinates to its superlayer's:
    /// `p ↦ position + transform(p − bounds.origin − anchorPoint · size)`.
    public var transformToSuperlayer: AffineTransform {
        let ax = bounds.origin.x + anchorPoint.x * bounds.size.width
        let ay = bounds.origin.y + anchorPoint.y * bounds.size.height
        return AffineTransform(translationX: -ax, y: -ay)
            .concatenating(transform)
            .concatenating(AffineTransform(translationX: position.x, y: position.y))
    }

    /// The corner radius as drawn: clamped to 0 … half the shorter side of the bounds.
    public var effectiveCornerRadius: Double {
        Swift.min(Swift.max(cornerRadius, 0), Swift.min(bounds.width, bounds.height) / 2)
    }

    /// The rounded bounds as a path (a rectangle when the radius is 0).
    var roundedBoundsPath: Path {
        var path = Path()
        let r = effectiveCornerRadius
        if r > 0 {
            path.addRoundedRect(in: bounds, cornerWidth: r, cornerHeight: r)
        } else {
            path.addRect(bounds)
        }
        return path
    }

    /// The shadow as the raster stage takes it.
    var shadow: Shadow {
        Shadow(color: shadowColor, opacity: shadowOpacity, radius: shadowRadius, offset: shadowOffset)
    }

    /// The outline of ``shadowShape`` as a path and fill rule, for its interior's coverage.
    var shadowShapePath: (path: Path, rule: FillRule) {
        if let shadowPath { return (shadowPath, shadowPathFillRule) }
        return (roundedBoundsPath, .nonZero)
    }

    /// The shape casting the shadow: the shadow path, else the rounded bounds.
    var shadowShape: ShadowShape {
        if let shadowPath { return .path(shadowPath, rule: shadowPathFillRule) }
        let r = effectiveCornerRadius
        return r > 0 ? .roundedRect(bounds, cornerRadius: r) : .rect(bounds)
    }
}

extension Layer {
    /// The layer's state at `time`: model values with the animations applied (see
    /// ``AnimationSet/presentationValue(for:model:at:)``).
    ///
    /// - Complexity: O(1) without animations; otherwise one lookup per animatable key path.
    public func presentation(at time: Int64) -> LayerPresentation {
        var p = LayerPresentation(
            bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform, opacity: opacity,
            isHidden: isHidden, backgroundColor: backgroundColor ?? .clear, cornerRadius: cornerRadius,
            masksToBounds: masksToBounds, borderWidth: borderWidth, borderColor: borderColor ?? .clear,
            shadowColor: shadowColor ?? .clear, shadowOpacity: shadowOpacity, shadowRadius: shadowRadius,
            shadowOffset: shadowOffset, shadowPath: shadowPath, content: content)
        p.shadowPathFillRule = shadowPathFillRule
        p.shadowExcludesInterior = shadowExcludesInterior
        let set = animations
        guard !set.isEmpty else { return p }
        func value(_ key: String, _ model: AnimatableValue) -> AnimatableValue {
            set.presentationValue(for: key, model: model, at: time)
        }
        if case .rect(let v) = value("bounds", .rect(p.bounds)) { p.bounds = v }
        if case .point(let v) = value("position", .point(p.position)) { p.position = v }
        if case .point(let v) = value("anchorPoint", .point(p.anchorPoint)) { p.anchorPoint = v }
        if case .transform(let v) = value("transform", .transform(p.transform)) { p.transform = v }
        if case .double(let v) = value("opacity", .double(p.opacity)) { p.opacity = v }
        if case .color(let v) = value("backgroundColor", .color(p.backgroundColor)) { p.backgroundColor = v }
        if case .double(let v) = value("cornerRadius", .double(p.cornerRadius)) { p.cornerRadius = v }
        if case .double(let v) = value("borderWidth", .double(p.borderWidth)) { p.borderWidth = v }
        if case .color(let v) = value("borderColor", .color(p.borderColor)) { p.borderColor = v }
        if case .color(let v) = value("shadowColor", .color(p.shadowColor)) { p.shadowColor = v }
        if case .double(let v) = value("shadowOpacity", .double(p.shadowOpacity)) { p.shadowOpacity = v }
        if case .double(let v) = value("shadowRadius", .double(p.shadowRadius)) { p.shadowRadius = v }
        if case .size(let v) = value("shadowOffset", .size(p.shadowOffset)) { p.shadowOffset = v }
        if let path = p.shadowPath, case .path(let v) = value("shadowPath", .path(path)) { p.shadowPath = v }
        if case .shape(var shape) = p.content {
            if case .path(let v) = value("path", .path(shape.path)) { shape.path = v }
            if let c = shape.fillColor, case .color(let v) = value("fillColor", .color(c)) { shape.fillColor = v }
            if let c = shape.strokeColor, case .color(let v) = value("strokeColor", .color(c)) { shape.strokeColor = v }
            if case .double(let v) = value("lineWidth", .double(shape.lineWidth)) { shape.lineWidth = v }
            p.content = .shape(shape)
        }
        return p
    }
}
