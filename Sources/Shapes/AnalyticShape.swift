import Geometry

/// A shape with a closed-form hit test: an axis-aligned rectangle, or one with four circular
/// corners of the same radius (kurbo's `Shape::as_rect` / `as_rounded_rect` fast paths).
///
///     let card = AnalyticShape.roundedRect(Rect(x: 0, y: 0, width: 960, height: 540), radius: 36)
///     card.contains(Point(x: 480, y: 270))   // true
///     card.contains(Point(x: 1, y: 1))       // false: cut away by the top-left corner
///
/// Generators offer one through ``RectangleShapeGenerator/analyticShape(for:)`` and
/// ``ShapeSpec/analyticShape(for:scheme:)`` when the outline they draw *is* such a shape, so a
/// hit test can skip the path. The shapes are exact: a rounded rectangle's corners are true
/// quarter circles, while the generated path approximates each by one cubic whose radial error
/// reaches 2.7e-4 of the radius (``Geometry/Arc``). Within that band of the arcs the two tests may
/// disagree; everywhere else they agree exactly, on the straight edges too. (Where an edge meets an
/// arc, the path's vertex is a tangent point computed with rounding, an ulp or so from the exact
/// one: that is inside the band. A rectangle's outline is exact, corners included.)
///
/// ## Boundary rule
/// The same half-open rule as ``Geometry/Path/contains(_:rule:)``, read off the horizontal span a
/// ray crosses: a point at height `y ∈ [minY, maxY)` is inside when `left(y) ≤ x < right(y)`, the
/// left and right boundaries at that height. So the top and left edges are inside and the bottom
/// and right edges outside, as for ``Geometry/Rect/contains(_:)``; on the arcs, points of the two
/// left corners' circles are inside and points of the two right corners' circles outside.
///
/// ## Normalisation
/// Decided once, at construction: ``roundedRect(_:radius:)`` keeps the rectangle as given and
/// clamps nothing; it is the caller's promise (checked in debug builds) that the rectangle is
/// standardized with positive size and `0 < radius ≤ min(width, height) / 2`. The generators only
/// return shapes that satisfy it.
@frozen
public enum AnalyticShape: Hashable, Sendable {
    /// An axis-aligned rectangle, `[minX, maxX) × [minY, maxY)`.
    case rect(Rect)
    /// An axis-aligned rectangle with circular corners of `radius` points.
    case roundedRect(Rect, radius: Double)

    /// The rectangle the shape fills.
    @inlinable
    public var bounds: Rect {
        switch self {
        case .rect(let rect), .roundedRect(let rect, _): return rect
        }
    }

    /// The corner radius: 0 for a rectangle.
    @inlinable
    public var radius: Double {
        switch self {
        case .rect: return 0
        case .roundedRect(_, let radius): return radius
        }
    }

    /// The winding number around `point`: 1 inside, 0 outside, as the generated path (which runs
    /// clockwise on screen) would give away from the arcs' approximation band.
    @inlinable
    public func winding(at point: Point) -> Int {
        contains(point) ? 1 : 0
    }

    /// Whether `point` is inside, under either fill rule (the outline is simple and winds once, so
    /// the rules agree). A point with a NaN coordinate is never inside.
    ///
    /// - Complexity: O(1): at most four comparisons outside the rectangle, two multiplications and
    ///   a comparison in a corner.
    @inlinable
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        switch self {
        case .rect(let rect):
            return rect.contains(point)
        case .roundedRect(let rect, let r):
            return AnalyticShape.roundedRectContains(point, minX: rect.minX, minY: rect.minY,
                                                     maxX: rect.maxX, maxY: rect.maxY, radius: r)
        }
    }

    /// The rounded rectangle test on raw coordinates, shared with the C ABI.
    ///
    ///     minX   minX+r                 maxX-r   maxX
    ///       ┌──────╭─────────────────────╮──────┐ minY
    ///       │  TL ╱                       ╲ TR  │        corner bands: dy > 0
    ///       ├────┤                         ├────┤ minY+r
    ///       │                                   │        straight sides: dy = 0
    ///       ├────┤                         ├────┤ maxY-r
    ///       │  BL ╲                       ╱ BR  │
    ///       └──────╰─────────────────────╯──────┘ maxY
    ///
    /// 1. Outside `[minX, maxX) × [minY, maxY)` is outside (NaN fails these comparisons too).
    /// 2. `dy`, how far the point lies above the top corners' centres or below the bottom ones';
    ///    0 between them, where the sides are straight and step 1 has decided.
    /// 3. Left of the left centres (`dl > 0`) the point must lie in the closed disc:
    ///    `dl² + dy² ≤ r²`, so the left arc itself is inside.
    /// 4. At or right of the right centres (`dr ≥ 0`) it must lie in the open disc:
    ///    `dr² + dy² < r²`, so the right arc is outside. Taking `dr = 0` here (rather than in
    ///    step 3) puts the top point of a pill's cap, where the two arcs meet, outside, as the
    ///    path's half-open spans `[left(y), right(y))` do at the top edge's right end.
    @inlinable
    public static func roundedRectContains(_ point: Point, minX: Double, minY: Double,
                                           maxX: Double, maxY: Double, radius r: Double) -> Bool {
        let px = point.x, py = point.y
        // 1.
        guard px >= minX, px < maxX, py >= minY, py < maxY else { return false }
        // 2.
        // max(above, below, 0) as −min(−…): one instruction each instead of Swift.max's blend; the
        // two differ only in the sign of a zero result, which neither use below can see.
        let dy = -Swift.min(Swift.min(py - (minY + r), (maxY - r) - py), 0)
        if dy == 0 { return true }
        let dy2 = dy * dy, r2 = r * r
        // 3.
        let dl = (minX + r) - px
        if dl > 0 { return dl * dl + dy2 <= r2 }
        // 4.
        let dr = px - (maxX - r)
        return dr < 0 || dr * dr + dy2 < r2
    }
}

extension RectangleShapeGenerator {
    /// The outline for `size` in closed form, when it is exactly a rectangle or a rounded
    /// rectangle; `nil` otherwise.
    ///
    /// The outline is a ``AnalyticShape/rect(_:)`` when every edge is straight, every corner
    /// offset is zero, the size is positive and finite, and every corner is sharp or rounded with
    /// radius 0. It is a ``AnalyticShape/roundedRect(_:radius:)`` under the same conditions when
    /// every corner is rounded with the same radius in points (a percentage is resolved against
    /// the height first) and `0 < r ≤ min(width, height) / 2`; larger corners overlap and make the
    /// self-intersecting outline MDC draws, which has no closed form here. A custom corner or edge
    /// (``CornerTreatment/custom(_:)``, ``EdgeTreatment/custom(_:)``) has none either, whatever it
    /// draws: its path is what is hit-tested.
    ///
    ///     var card = RectangleShapeGenerator()
    ///     card.setCorners(.rounded(radius: 36))
    ///     card.analyticShape(for: Size(width: 960, height: 540))
    ///     // .roundedRect(Rect(x: 0, y: 0, width: 960, height: 540), radius: 36)
    public func analyticShape(for size: Size) -> AnalyticShape? {
        let w = size.width, h = size.height
        guard w > 0, h > 0, w.isFinite, h.isFinite,
              topEdge == .straight, rightEdge == .straight, bottomEdge == .straight, leftEdge == .straight,
              topLeftCornerOffset == .zero, topRightCornerOffset == .zero,
              bottomRightCornerOffset == .zero, bottomLeftCornerOffset == .zero
        else { return nil }
        func radius(_ corner: CornerTreatment) -> Double? {
            switch corner.kind {
            case .sharp: return 0
            case .rounded(let value): return corner.valueType == .percentage ? value * h : value
            case .cut, .curved, .custom: return nil
            }
        }
        guard let r = radius(topLeftCorner), radius(topRightCorner) == r,
              radius(bottomRightCorner) == r, radius(bottomLeftCorner) == r else { return nil }
        let rect = Rect(x: 0, y: 0, width: w, height: h)
        if r == 0 { return .rect(rect) }
        guard r > 0, r <= w / 2, r <= h / 2 else { return nil }
        return .roundedRect(rect, radius: r)
    }
}

extension ShapeSpec {
    /// The outline for a view of `size` in closed form when it is exactly a rectangle or a rounded
    /// rectangle (see ``RectangleShapeGenerator/analyticShape(for:)``); `nil` otherwise. A pill is
    /// a rounded rectangle of radius half its shorter side, a slanted rectangle of slant 0 a
    /// rectangle, and a ``scheme(_:)`` spec resolves its corners through `scheme` first. Curved
    /// rectangles and SVG outlines get no closed form.
    public func analyticShape(for size: Size, scheme: ShapeScheme = ShapeScheme()) -> AnalyticShape? {
        switch self {
        case .rectangle(let generator):
            return generator.analyticShape(for: size)
        case .pill:
            var rectangle = RectangleShapeGenerator()
            let radius = PillShapeGenerator().cornerRadius(for: size)
            if radius > 0 { rectangle.setCorners(.rounded(radius: radius)) }
            return rectangle.analyticShape(for: size)
        case .slantedRect(let generator):
            return generator.rectangle.analyticShape(for: size)
        case .scheme(let category):
            return scheme[category].rectangleShapeGenerator.analyticShape(for: size)
        case .curvedRect, .svgPath:
            return nil
        }
    }
}
