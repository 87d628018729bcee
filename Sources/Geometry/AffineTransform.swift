/// A 2-D affine transform, with CoreGraphics' layout and composition order.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. `t1.concatenating(t2)` applies `t1`
/// first and then `t2`, like `CGAffineTransformConcat(t1, t2)`. Angles are in radians, and because
/// y grows down a positive rotation turns +x toward +y (clockwise on screen).
@frozen
public struct AffineTransform: Hashable, Sendable {
    /// Matrix entries, named as in `CGAffineTransform`.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// Creates a transform from its six entries.
    @inlinable
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (tx, ty).
    @inlinable
    public init(translationX tx: Double, y ty: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale about the origin.
    @inlinable
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin by `angle` radians (toward +y when positive).
    ///
    /// Multiples of π/2 are snapped to exact 0 and ±1 entries, so quarter turns of integer points stay
    /// integer (`cos(π/2)` would otherwise leave 6e-17 in the matrix).
    @inlinable
    public init(rotationAngle angle: Double) {
        let (cosine, sine) = exactCosineAndSine(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    @inlinable
    public var isIdentity: Bool { self == .identity }

    /// The transform that applies `self`, then `other`.
    @inlinable
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before `self` (CoreGraphics' `CGAffineTransformTranslate`).
    @inlinable
    public func translatedBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self` (`CGAffineTransformScale`).
    @inlinable
    public func scaledBy(x: Double, y: Double) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before `self` (`CGAffineTransformRotate`).
    @inlinable
    public func rotated(by angle: Double) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant `a·d − b·c`; zero for a transform that collapses the plane.
    @inlinable
    public var determinant: Double { a * d - b * c }

    /// The inverse, or `nil` when the determinant is zero or not finite (CoreGraphics returns the
    /// transform unchanged in that case, which hides the error).
    @inlinable
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        // x / 1 is x exactly, so rotations and translations (determinant 1) skip four divisions.
        let ia = det == 1 ? d : d / det, ib = det == 1 ? -b : -b / det
        let ic = det == 1 ? -c : -c / det, id = det == 1 ? a : a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id,
                               tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// Whether each entry lies within `tolerance` of the other's.
    public func isApproximatelyEqual(to other: AffineTransform, tolerance: Double) -> Bool {
        abs(a - other.a) <= tolerance && abs(b - other.b) <= tolerance
            && abs(c - other.c) <= tolerance && abs(d - other.d) <= tolerance
            && abs(tx - other.tx) <= tolerance && abs(ty - other.ty) <= tolerance
    }
}

extension Point {
    /// The point mapped by `transform`.
    @inlinable
    public func applying(_ t: AffineTransform) -> Point {
        Point(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension Size {
    /// The size mapped by the linear part of `transform` (translation ignored), like
    /// `CGSizeApplyAffineTransform`; the result may be negative.
    @inlinable
    public func applying(_ t: AffineTransform) -> Size {
        Size(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension Rect {
    /// The bounding box of the four transformed corners (`CGRectApplyAffineTransform`).
    public func applying(_ t: AffineTransform) -> Rect {
        let corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY),
                       Point(x: maxX, y: maxY), Point(x: minX, y: maxY)].map { $0.applying(t) }
        var box = Rect(origin: corners[0], size: .zero)
        for corner in corners.dropFirst() { box = box.union(corner) }
        return box
    }
}
