import Geometry

/// The three paths of a shaped layer with a border (MDC's `MDCShapedShadowLayer`): the shadow path,
/// the path its colour layer fills and strokes, and the content mask.
///
/// MDC insets the colour path by half the border width, so the centred stroke's outer edge lands on
/// the shape's bounding box, and the content mask by the whole width, so content stays inside the
/// border; the shadow path is not inset. "Inset" there is a scale about the bounding box's centre,
/// not a true offset: see ``Geometry/Path/scaledInset(by:)``.
public struct ShapedBorderPaths: Hashable, Sendable {
    /// The shape's own path: the layer's shadow path.
    public var shadowPath: Path
    /// The path the colour layer fills with the background colour and strokes with the border.
    public var colorPath: Path
    /// The content mask (MDC's `shapeLayer`), inside the border; hit tests of shaped views use it.
    public var contentMaskPath: Path

    /// The paths for `shape` with a border of `borderWidth` points. A border of zero (or less)
    /// leaves all three equal to `shape`, as MDC applies the inset only for a positive line width.
    public init(shape: Path, borderWidth: Double) {
        shadowPath = shape
        if borderWidth > 0 && !shape.isEmpty {
            colorPath = shape.scaledInset(by: borderWidth / 2)
            contentMaskPath = shape.scaledInset(by: borderWidth)
        } else {
            colorPath = shape
            contentMaskPath = shape
        }
    }
}

extension Path {
    /// The smallest inset that changes a path, and the smallest bounding-box side that can be
    /// inset, 0.001 points: MDC's threshold for both.
    public static let minimumScaledInset = 0.001

    /// The path scaled about the centre of its control-point bounding box (`CGPathGetBoundingBox`) so
    /// that the box shrinks by `inset` points on every side (MDC's border inset).
    ///
    /// With the box's width W, height H and centre (cx, cy): `sx = (W − 2v)/W`, `sy = (H − 2v)/H`,
    /// and each point maps to `(sx·x + 2v·cx/W, sy·y + 2v·cy/H)`. Corner radii shrink in
    /// proportion, so this is not a true offset curve. Returns the path unchanged when `inset` is
    /// below 0.001 or either side of the box is below 0.001. Not clamped: an inset above half a side
    /// flips the path, as in MDC.
    public func scaledInset(by inset: Double) -> Path {
        guard inset >= Path.minimumScaledInset, let box = controlPointBounds,
              box.width >= Path.minimumScaledInset, box.height >= Path.minimumScaledInset else { return self }
        let w = box.width, h = box.height
        let transform = AffineTransform(a: (w - 2 * inset) / w, b: 0, c: 0, d: (h - 2 * inset) / h,
                                        tx: 2 * inset * box.midX / w, ty: 2 * inset * box.midY / h)
        return applying(transform)
    }
}
