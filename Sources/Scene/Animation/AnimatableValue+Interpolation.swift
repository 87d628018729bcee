import Geometry
import Raster

extension AnimatableValue {
    /// The value a fraction `f` of the way from `self` to `other`, or `nil` when the kinds differ.
    ///
    /// `f` = 0 returns `self` and `f` = 1 returns `other`, exactly. Other fractions, including ones
    /// outside 0…1 that overshooting timing curves produce, are interpolated per kind:
    /// - double, point, size, rect: each component as `a + (b − a)·f` (a rect's origin and size).
    /// - transform: each of the six entries the same way. Core Animation decomposes 3-D transforms
    ///   into scale, rotation and translation for `transform`; component-wise interpolation agrees
    ///   for translations and scales, and takes rotations through a shrunken matrix mid-way.
    /// - color: each straight (not premultiplied) component, as Core Animation interpolates a
    ///   colour's components, rounded to the nearest integer with halves away from zero
    ///   (`Double.rounded()`) and clamped to 0…255, so the result is the same on every run and build.
    /// - path: point by point when both paths have the same element structure (the same kinds of
    ///   element in the same order). Core Animation leaves other pairs undefined; Touchstone shows
    ///   `self` while `f` < 0.5 and `other` from 0.5 on, as Core Animation's discrete calculation
    ///   mode does with two values.
    public func interpolated(to other: AnimatableValue, fraction f: Double) -> AnimatableValue? {
        guard kind == other.kind else { return nil }
        if f == 0 { return self }
        if f == 1 { return other }
        switch (self, other) {
        case (.double(let a), .double(let b)):
            return .double(lerp(a, b, f))
        case (.point(let a), .point(let b)):
            return .point(lerp(a, b, f))
        case (.size(let a), .size(let b)):
            return .size(Size(width: lerp(a.width, b.width, f), height: lerp(a.height, b.height, f)))
        case (.rect(let a), .rect(let b)):
            return .rect(Rect(x: lerp(a.origin.x, b.origin.x, f), y: lerp(a.origin.y, b.origin.y, f),
                              width: lerp(a.size.width, b.size.width, f),
                              height: lerp(a.size.height, b.size.height, f)))
        case (.color(let a), .color(let b)):
            return .color(Color(red: lerp(a.red, b.red, f), green: lerp(a.green, b.green, f),
                                blue: lerp(a.blue, b.blue, f), alpha: lerp(a.alpha, b.alpha, f)))
        case (.transform(let a), .transform(let b)):
            return .transform(AffineTransform(a: lerp(a.a, b.a, f), b: lerp(a.b, b.b, f),
                                              c: lerp(a.c, b.c, f), d: lerp(a.d, b.d, f),
                                              tx: lerp(a.tx, b.tx, f), ty: lerp(a.ty, b.ty, f)))
        case (.path(let a), .path(let b)):
            return .path(interpolatePaths(a, b, f))
        default:
            return nil
        }
    }

    /// `self + delta` as Core Animation's `byValue` adds: component-wise for numbers, points, sizes
    /// and rects; colour components saturating at 255; transforms concatenated (`self`, then
    /// `delta`), as Core Animation adds affine transforms. `nil` for paths (no addition is defined)
    /// and for mismatched kinds.
    func adding(_ delta: AnimatableValue) -> AnimatableValue? {
        switch (self, delta) {
        case (.double(let a), .double(let d)): return .double(a + d)
        case (.point(let a), .point(let d)): return .point(a + d)
        case (.size(let a), .size(let d)):
            return .size(Size(width: a.width + d.width, height: a.height + d.height))
        case (.rect(let a), .rect(let d)):
            return .rect(Rect(origin: a.origin + d.origin,
                              size: Size(width: a.size.width + d.size.width, height: a.size.height + d.size.height)))
        case (.color(let a), .color(let d)):
            func add(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(Swift.min(255, Int(x) + Int(y))) }
            return .color(Color(red: add(a.red, d.red), green: add(a.green, d.green),
                                blue: add(a.blue, d.blue), alpha: add(a.alpha, d.alpha)))
        case (.transform(let a), .transform(let d)): return .transform(a.concatenating(d))
        default: return nil
        }
    }

    /// `self − delta`, the inverse of ``adding(_:)``: colour components saturate at 0, and a
    /// transform is concatenated with the inverse of `delta` (`nil` if `delta` is singular).
    func subtracting(_ delta: AnimatableValue) -> AnimatableValue? {
        switch (self, delta) {
        case (.double(let a), .double(let d)): return .double(a - d)
        case (.point(let a), .point(let d)): return .point(a - d)
        case (.size(let a), .size(let d)):
            return .size(Size(width: a.width - d.width, height: a.height - d.height))
        case (.rect(let a), .rect(let d)):
            return .rect(Rect(origin: a.origin - d.origin,
                              size: Size(width: a.size.width - d.size.width, height: a.size.height - d.size.height)))
        case (.color(let a), .color(let d)):
            func subtract(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8(Swift.max(0, Int(x) - Int(y))) }
            return .color(Color(red: subtract(a.red, d.red), green: subtract(a.green, d.green),
                                blue: subtract(a.blue, d.blue), alpha: subtract(a.alpha, d.alpha)))
        case (.transform(let a), .transform(let d)):
            guard let inverse = d.inverted() else { return nil }
            return .transform(a.concatenating(inverse))
        default: return nil
        }
    }
}

/// `a + (b − a)·f`, the one interpolation formula every component goes through.
@inline(__always)
private func lerp(_ a: Double, _ b: Double, _ f: Double) -> Double {
    a + (b - a) * f
}

@inline(__always)
private func lerp(_ a: Point, _ b: Point, _ f: Double) -> Point {
    Point(x: lerp(a.x, b.x, f), y: lerp(a.y, b.y, f))
}

/// An 8-bit component interpolated in `Double`, rounded half away from zero, clamped to 0…255.
@inline(__always)
private func lerp(_ a: UInt8, _ b: UInt8, _ f: Double) -> UInt8 {
    let value = lerp(Double(a), Double(b), f).rounded()
    return value <= 0 ? 0 : value >= 255 ? 255 : UInt8(value)
}

/// Point-by-point interpolation of paths with the same element structure; otherwise `a` before the
/// midpoint and `b` from it (see ``AnimatableValue/interpolated(to:fraction:)``).
private func interpolatePaths(_ a: Path, _ b: Path, _ f: Double) -> Path {
    guard a.elements.count == b.elements.count else { return f < 0.5 ? a : b }
    var elements: [PathElement] = []
    elements.reserveCapacity(a.elements.count)
    for (x, y) in zip(a.elements, b.elements) {
        switch (x, y) {
        case (.move(let p), .move(let q)):
            elements.append(.move(to: lerp(p, q, f)))
        case (.line(let p), .line(let q)):
            elements.append(.line(to: lerp(p, q, f)))
        case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
            elements.append(.quadCurve(to: lerp(p, q, f), control: lerp(c, d, f)))
        case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)):
            elements.append(.curve(to: lerp(p, q, f), control1: lerp(c1, d1, f), control2: lerp(c2, d2, f)))
        case (.closeSubpath, .closeSubpath):
            elements.append(.closeSubpath)
        default:
            return f < 0.5 ? a : b
        }
    }
    return Path(elements)
}
