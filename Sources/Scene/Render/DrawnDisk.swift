import Geometry
import Raster

/// A layer whose whole drawing is one filled circle (a ripple's), as it lands on the canvas: a
/// centre in canvas pixels and two radii between which the filled outline lies.
///
/// Between two frames in which such a layer only grows or moves (same colour, same opacity, same
/// ancestors), a pixel whose square lies inside both frames' circles is covered fully (coverage
/// 255) in both, and one outside both is not covered in either, so both keep their value; only
/// the pixels near either outline or between them change (``ringDamage(from:to:within:)``). The
/// rasterizer's coverage is an exact integer area sum, so a pixel no edge crosses is exactly 0 or
/// 255. A fade changes every covered pixel, and is not such a change: a different opacity or
/// colour damages both whole bounds.
struct DrawnDisk: Equatable {
    /// The circle's centre, in canvas pixels.
    var center: Point
    /// A radius within which every point is inside the fill (the outline's nearest approach to
    /// the centre, less the margins described in ``margin(radius:)``).
    var inner: Double
    /// A radius outside which no point is covered.
    var outer: Double
    /// What the pixels inside depend on besides the geometry: the fill colour and rule, and the
    /// layer's opacity (a leaf multiplies its colour by it).
    var fillColor: Color
    var fillRule: FillRule
    var opacity: Double
}

extension DrawnDisk {
    /// The disk a layer presented as `p` and drawn through `world` (its transform to canvas
    /// pixels) fills, or `nil` when its drawing is anything else: sublayers or a mask, a
    /// background, a visible border, a shadow, a stroke, masks-to-bounds, or a path that is not
    /// the four-quarter circle of `Path.addEllipse(in:)` (checked point by point), or values that
    /// are not finite.
    init?(_ layer: Layer, _ p: LayerPresentation, world: AffineTransform) {
        guard layer.sublayers.isEmpty, layer.mask == nil, !p.masksToBounds, !p.shadow.isVisible,
              p.backgroundColor.alpha == 0, p.borderWidth <= 0 || p.borderColor.alpha == 0,
              case .shape(let shape) = p.content, let fillColor = shape.fillColor,
              shape.strokeColor == nil || !(shape.lineWidth > 0),
              let circle = Self.circle(in: shape.path) else { return nil }
        // The image of a disk of radius r under the linear part lies between the disks of radius
        // r·σmin and r·σmax (the singular values) about the mapped centre.
        let (a, b, c, d) = (world.a, world.b, world.c, world.d)
        let e = (a * a + b * b + c * c + d * d) / 2
        let h = (a * a + b * b - c * c - d * d) / 2, k = a * c + b * d
        let f = (h * h + k * k).squareRoot()
        let largest = (e + f).squareRoot(), smallest = Swift.max(e - f, 0).squareRoot()
        let center = circle.center.applying(world)
        let radius = circle.radius
        let inner = radius * smallest, outer = radius * largest
        guard center.x.isFinite, center.y.isFinite, inner.isFinite, outer.isFinite, outer < 1e7,
              p.opacity.isFinite else { return nil }
        // The cubic quarters bulge outward by up to 2.7e-4 of the radius; the margin also covers
        // rounding in the checks above, the flattening and the fixed-point edges.
        let slack = Self.margin(radius: outer)
        self.center = center
        self.inner = inner - slack
        self.outer = outer + slack
        self.fillColor = fillColor
        fillRule = shape.fillRule
        opacity = p.opacity
    }

    /// How far (in pixels) the rasterized outline may stray from the ideal circle of `radius`
    /// pixels: 1.5 px plus 1/1000 of the radius, several times the cubic approximation's
    /// 2.7e-4·r, the flattening's bound (well under a pixel) and the 1/1024 px fixed point.
    static func margin(radius: Double) -> Double { 1.5 + radius / 1000 }

    /// The centre and radius of `path` if it is one closed subpath of four cubic quarter circles
    /// (as `Path.addEllipse(in:)` builds for a square, possibly with degenerate lines between the
    /// quarters), each with its end points on the circle a quarter turn apart and its control
    /// points where the standard approximation puts them, all within 1e-9 of the radius.
    static func circle(in path: Path) -> (center: Point, radius: Double)? {
        guard let box = path.controlPointBounds else { return nil }
        let radius = box.width / 2
        guard radius > 0, radius.isFinite, abs(box.height - box.width) <= radius * 1e-9 else { return nil }
        let center = Point(x: box.midX, y: box.midY)
        let tolerance = radius * 1e-9
        func near(_ p: Point, _ q: Point) -> Bool { abs(p.x - q.x) <= tolerance && abs(p.y - q.y) <= tolerance }
        let kappa = Path.quarterCircleControlFraction
        var start: Point?
        var current: Point?
        var quarters = 0
        var turn = 0.0
        var closed = false
        for element in path.elements {
            guard !closed else { return nil }
            switch element {
            case .move(let p):
                guard start == nil else { return nil }
                start = p
                current = p
            case .line(let p):
                guard let from = current, near(from, p) else { return nil }
                current = p
            case .curve(let q, let c1, let c2):
                guard let p = current else { return nil }
                let u = Point(x: p.x - center.x, y: p.y - center.y)
                let v = Point(x: q.x - center.x, y: q.y - center.y)
                let lengthU = (u.x * u.x + u.y * u.y).squareRoot(), lengthV = (v.x * v.x + v.y * v.y).squareRoot()
                guard abs(lengthU - radius) <= tolerance, abs(lengthV - radius) <= tolerance,
                      abs(u.x * v.x + u.y * v.y) <= tolerance * radius,
                      near(c1, Point(x: p.x + kappa * v.x, y: p.y + kappa * v.y)),
                      near(c2, Point(x: q.x + kappa * u.x, y: q.y + kappa * u.y)) else { return nil }
                // Every quarter must turn the same way, or two could retrace each other.
                let cross = u.x * v.y - u.y * v.x
                guard turn == 0 || (cross > 0) == (turn > 0) else { return nil }
                turn = cross
                quarters += 1
                current = q
            case .quadCurve:
                return nil
            case .closeSubpath:
                guard let start, let current, near(start, current) else { return nil }
                closed = true
            }
        }
        // Four quarter turns the same way make one full turn, back at the start.
        guard quarters == 4, closed else { return nil }
        return (center, radius)
    }

    /// Whether the two disks draw the same pixels wherever both are fully inside (same colour,
    /// rule and opacity).
    func inksLike(_ other: DrawnDisk) -> Bool {
        fillColor == other.fillColor && fillRule == other.fillRule && opacity == other.opacity
    }

    /// Rectangles covering every pixel of `clip` whose value can differ between drawing `old` and
    /// drawing `new` (which must ink alike): all pixels whose square is not inside both inner
    /// disks nor outside both outer disks. The outer disks' bounding box is cut into horizontal
    /// bands; in each, the columns inside both inner disks over the whole band are left out, which
    /// leaves at most a left and a right rectangle per band.
    static func ringDamage(from old: DrawnDisk, to new: DrawnDisk, within clip: PixelRect,
                           bands: Int = 6) -> [PixelRect] {
        let disks = [old, new]
        let top = disks.map { $0.center.y - $0.outer }.min()!, bottom = disks.map { $0.center.y + $0.outer }.max()!
        let left = disks.map { $0.center.x - $0.outer }.min()!, right = disks.map { $0.center.x + $0.outer }.max()!
        let box = PixelRect(enclosing: Rect(x: left, y: top, width: right - left, height: bottom - top))
            .intersection(clip)
        guard !box.isEmpty else { return [] }
        var rects: [PixelRect] = []
        let count = Swift.max(1, Swift.min(bands, box.height))
        for i in 0..<count {
            let y0 = box.y + box.height * i / count, y1 = box.y + box.height * (i + 1) / count
            // Columns any outer disk reaches in these rows (their hull).
            var reachLow = Double.infinity, reachHigh = -Double.infinity
            // Columns both inner disks hold in every row of the band.
            var holdLow = -Double.infinity, holdHigh = Double.infinity
            for disk in disks {
                let cy = disk.center.y
                let nearest = cy < Double(y0) ? Double(y0) - cy : (cy > Double(y1) ? cy - Double(y1) : 0)
                if nearest < disk.outer {
                    let half = (disk.outer * disk.outer - nearest * nearest).squareRoot()
                    reachLow = Swift.min(reachLow, disk.center.x - half)
                    reachHigh = Swift.max(reachHigh, disk.center.x + half)
                }
                let farthest = Swift.max(abs(Double(y0) - cy), abs(Double(y1) - cy))
                if disk.inner > 0, farthest < disk.inner {
                    let half = (disk.inner * disk.inner - farthest * farthest).squareRoot()
                    holdLow = Swift.max(holdLow, disk.center.x - half)
                    holdHigh = Swift.min(holdHigh, disk.center.x + half)
                } else {
                    holdLow = .infinity
                    holdHigh = -.infinity
                }
            }
            guard reachLow < reachHigh else { continue }
            let x0 = Swift.max(box.x, Int(reachLow.rounded(.down))), x1 = Swift.min(box.maxX, Int(reachHigh.rounded(.up)))
            guard x0 < x1 else { continue }
            let band = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            // Whole columns inside the held span (a pixel's square spans x … x + 1).
            let h0 = holdLow.isFinite ? Int(holdLow.rounded(.up)) : 0
            let h1 = holdHigh.isFinite ? Int(holdHigh.rounded(.down)) : 0
            guard holdLow < holdHigh, h0 < h1, h0 < x1, h1 > x0 else {
                rects.append(band)
                continue
            }
            if h0 > x0 { rects.append(PixelRect(x: x0, y: y0, width: h0 - x0, height: y1 - y0)) }
            if h1 < x1 { rects.append(PixelRect(x: h1, y: y0, width: x1 - h1, height: y1 - y0)) }
        }
        return rects
    }
}
