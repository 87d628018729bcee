import Geometry
import Material
import Shapes

/// The brute-force oracle of scene fuzzing: which view of a ``SceneFuzzCase`` a touch at its point
/// hits, by UIKit's rules, computed from the case's model alone — not through `View.hitTest`,
/// `point(inside:)` or any view object:
///
/// 1. A view that is hidden, has an alpha of 0.01 or less, or is not interactive is not hit, and
///    nothing inside it is (its subtree is skipped without looking at the point).
/// 2. Otherwise the point, moved into the view's coordinates (minus the frame's origin), must lie
///    in the view: in the bounds `[0, w) × [0, h)` (half open,
///    docs/hit-testing.md#points-on-the-outline), and for a shaped view with a shape also inside
///    its content mask under the even-odd rule, decided by ``ExactWindingOracle`` (exactly, for
///    the mask the shape layer builds: the generated outline scaled inward by the border width).
///    A view of a kind of one's own (``SceneFuzzCustom``) must also lie in its kind's hit region
///    (``SceneFuzzKind/hitRegion(options:size:borderWidth:)``) under the region's rule, decided the same way.
/// 3. If it does, the children are asked front to back (last first); the first hit wins; failing
///    that, the view itself. The root (the scene's own view, the scene's size) is treated the same.
/// 4. A scroll view's bounds origin is its content offset as presented on the scene's pixel grid
///    (docs/scrolling.md#the-pixel-grid and the Fidelity choice of docs/fidelity.md): at scale 1
///    the nearest whole point, halves away from zero; at another scale s, `floor(offset·s + ½)/s`. The point moved into it is `p − frame origin + b`, in
///    content coordinates, and must lie in the shifted bounds `[b, b + w) × …`; the children, in
///    content coordinates, get that point. So content scrolled out of the bounds is not hit —
///    the clip follows from rule 2, as in UIKit, where a subview outside its superview's bounds is
///    never reached.
///
/// Coordinates are kept exact: a frame is taken as views store it (a centre and a size, see
/// `storedOrigin`), and moving a point into a child is a subtraction checked to be exact (Knuth's
/// two-sum); whether it lies in `[0, w)` is decided exactly even when it rounds. When a rounded
/// coordinate would have to be used further (for a mask or the children), or the winding oracle
/// cannot decide a mask, the answer is ``Answer/ambiguous(_:)`` — but only if the view concerned is
/// reached; an answer decided earlier stands.
public enum SceneHitTestOracle {
    /// The oracle's answer.
    public enum Answer: Hashable, Sendable {
        /// The id of the view hit, ``SceneFuzzCase/rootID`` for the root, or `nil` for none.
        case hit(String?)
        /// The answer depends on a rounded coordinate or on a point the winding oracle cannot
        /// place; not compared.
        case ambiguous(Ambiguity)
    }

    /// Why the oracle could not decide.
    public enum Ambiguity: String, CaseIterable, Sendable {
        /// The point moved into a view's coordinates rounds, and the exact one is needed.
        case roundedPoint
        /// The winding oracle cannot place the point relative to a content mask.
        case mask
        /// A scroll view's shifted bounds, or the point moved into them, round.
        case scrollOffset
    }

    private struct Undecided: Error { var reason: Ambiguity }

    /// Which view the case's point hits.
    public static func answer(_ c: SceneFuzzCase, kinds: [any SceneFuzzKind] = []) -> Answer {
        let root = SceneFuzzView(id: SceneFuzzCase.rootID, frame: Rect(origin: .zero, size: c.size), children: c.views)
        do {
            return .hit(try hit(root, c.point, scale: c.scale, kinds: kinds))
        } catch let error as Undecided {
            return .ambiguous(error.reason)
        } catch {
            return .ambiguous(.mask)
        }
    }

    /// The hit in `view`'s subtree for `point` in its parent's coordinates, on a scene of `scale`.
    private static func hit(_ view: SceneFuzzView, _ point: Point, scale: Double, kinds: [any SceneFuzzKind]) throws -> String? {
        if view.isHidden == true || (view.alpha ?? 1) <= 0.01 || view.isInteractive == false { return nil }
        let f = view.frame
        let local: Point
        if let scroll = view.scroll {
            let offset = scroll.contentOffset ?? .zero
            guard let bx = presentedOffset(offset.x, scale: scale), let by = presentedOffset(offset.y, scale: scale)
            else { throw Undecided(reason: .scrollOffset) }
            // Either axis outside decides; only then may the other's rounding make it undecided.
            let x = shiftedSide(point.x, f.origin.x, f.size.width, bounds: bx)
            let y = shiftedSide(point.y, f.origin.y, f.size.height, bounds: by)
            switch (x, y) {
            case (.outside, _), (_, .outside): return nil
            case let (.inside(lx, exactX), .inside(ly, exactY)):
                // Inside for certain; a rounded coordinate is fine unless a child needs it.
                if !(exactX && exactY) && !view.children.isEmpty { throw Undecided(reason: .scrollOffset) }
                local = Point(x: lx, y: ly)
            default: throw Undecided(reason: .scrollOffset)
            }
        } else {
            let ox = storedOrigin(f.origin.x, f.size.width), oy = storedOrigin(f.origin.y, f.size.height)
            guard let x = try side(point.x, ox, f.size.width), let y = try side(point.y, oy, f.size.height)
            else { return nil }
            local = Point(x: x.value, y: y.value)
            // Inside the bounds for certain. A rounded local coordinate still decides a plain view
            // without children; a mask or a child would be asked about a point that is not the
            // exact one.
            if !(x.isExact && y.isExact) && ((view.isShaped && view.shape != nil) || view.custom != nil || !view.children.isEmpty) {
                throw Undecided(reason: .roundedPoint)
            }
        }
        if view.isShaped, let spec = view.shape {
            let mask = contentMask(spec, size: f.size, borderWidth: view.borderWidth ?? 0)
            guard let winding = ExactWindingOracle.winding(of: mask, at: local) else { throw Undecided(reason: .mask) }
            if winding & 1 == 0 { return nil }
        }
        if let region = customRegion(view, kinds: kinds) {
            guard let inside = ExactWindingOracle.contains(region.path, local, rule: region.rule) else {
                throw Undecided(reason: .mask)
            }
            if !inside { return nil }
        }
        for child in view.children.reversed() {
            if let id = try hit(child, local, scale: scale, kinds: kinds) { return id }
        }
        return view.id
    }

    /// The coordinate `p − origin` along one side of `extent`, and whether it is exact; `nil` when
    /// it is outside `[0, extent)`.
    ///
    /// Decided exactly even when the difference rounds: `p < origin` compares doubles, and since
    /// rounding is monotone and `extent` is a double, a rounded difference above `extent` (or
    /// below) has an exact one above it (or below) too. Only a rounded difference equal to
    /// `extent` leaves the side undecided (thrown).
    private static func side(_ p: Double, _ origin: Double, _ extent: Double) throws -> (value: Double, isExact: Bool)? {
        guard p.isFinite, p >= origin else { return nil }
        let d = p - origin
        let exact = exactDifference(p, origin) != nil
        if d < extent { return (d, exact) }
        if d > extent || exact { return nil }
        throw Undecided(reason: .roundedPoint)
    }

    /// The coordinate of `p` (in the parent's coordinates) in a scroll view whose frame side
    /// starts at `x` with `extent`, and whose bounds start at `b` (the presented offset);
    /// ``ShiftedSide/outside`` when it is outside `[b, b + extent)`.
    ///
    /// The view maps its coordinates to its parent's by the translation `T = (x + w/2) − (b + w/2)`
    /// (centre minus bounds origin and half the size, as it stores them), so the point inside is
    /// `p − T`, tested against its bounds `[b, b + w)`. The half sizes, the translation and the
    /// bounds' far edge must be exact (the generator's grid of 1/64 and scales 1 and 2 make that
    /// the usual case), else the view's rounded arithmetic could land on either side:
    /// ``ShiftedSide/undecided``. The point `p − T` may round: rounding is monotone and `b` and
    /// the far edge are doubles, so a rounded value strictly inside or outside has its exact value
    /// on the same side; only a rounded value equal to an edge is undecided.
    private static func shiftedSide(_ p: Double, _ x: Double, _ extent: Double, bounds b: Double) -> ShiftedSide {
        guard p.isFinite else { return .outside }
        let half = 0.5 * extent
        guard let center = exactSum(x, half), let anchor = exactSum(b, half),
              let shift = exactDifference(center, anchor), let far = exactSum(b, extent) else { return .undecided }
        let local = p - shift
        let exact = exactDifference(p, shift) != nil
        if !exact && (local == b || local == far) { return .undecided }
        return local >= b && local < far ? .inside(local, exact: exact) : .outside
    }

    /// One axis of a scroll view's bounds test.
    private enum ShiftedSide {
        /// Inside for certain, at this coordinate, exact or rounded.
        case inside(Double, exact: Bool)
        case outside
        /// A step rounds where it matters; the view's arithmetic could fall either way.
        case undecided
    }

    /// A scroll view's offset as it presents it on the pixel grid of `scale` pixels per point, by
    /// the rule docs/fidelity.md states ("Scrolling"; UIKit's live rounding is unpublished): at
    /// scale 1 the nearest whole number, halves away from zero (UIKit's `round`); otherwise
    /// `floor(offset·s + ½)/s`, the grid point below `offset·s + ½` (halves up). A scale that is
    /// not positive and finite presents the offset as it is.
    ///
    /// `nil` when `offset·s + ½` is not exactly a double (a value far off the grid): the floor of
    /// the rounded sum could then be another grid point than the exact rule's. The final division
    /// is the value the view stores, rounded or not.
    static func presentedOffset(_ offset: Double, scale: Double) -> Double? {
        guard scale.isFinite, scale > 0, offset.isFinite else { return offset }
        if scale == 1 { return offset.rounded(.toNearestOrAwayFromZero) }
        let product = offset * scale
        guard (-product).addingProduct(offset, scale) == 0, let shifted = exactSum(product, 0.5) else { return nil }
        return shifted.rounded(.down) / scale
    }

    /// `a + b` when the sum of the two doubles is itself a double; `nil` when it rounds.
    static func exactSum(_ a: Double, _ b: Double) -> Double? {
        exactDifference(a, -b)
    }

    /// The hit region of a view of a kind of one's own, by its kind's rule; `nil` for the
    /// built-in kinds, a kind not among `kinds`, or a kind whose region is the whole bounds.
    static func customRegion(_ view: SceneFuzzView, kinds: [any SceneFuzzKind]) -> (path: Path, rule: FillRule)? {
        guard let custom = view.custom, let kind = kinds.first(where: { $0.name == custom.kind }) else { return nil }
        return kind.hitRegion(options: custom.options, size: view.frame.size, borderWidth: view.borderWidth ?? 0)
    }

    /// The content mask of a shaped view: the outline its generator draws (a spec resolved with
    /// the default shape scheme, as a scene without `shapeScheme` has), scaled inward by the
    /// whole border width (MDC's `shapeLayer`, `ShapedBorderPaths`).
    public static func contentMask(_ spec: ShapeSpec, size: Size, borderWidth: Double) -> Path {
        let shape = SchemeShapeGenerator(spec: spec, scheme: ShapeScheme()).path(for: size)
        return ShapedBorderPaths(shape: shape, borderWidth: borderWidth).contentMaskPath
    }

    /// `a − b` when the difference of the two doubles is itself a double; `nil` when it rounds
    /// (or is not finite).
    static func exactDifference(_ a: Double, _ b: Double) -> Double? {
        let s = a - b
        guard s.isFinite else { return nil }
        // Two-sum of a and −b: the rounding error of s, exactly.
        let bv = s - a
        let error = (a - (s - bv)) + (-b - bv)
        return error == 0 ? s : nil
    }

    /// The origin of a frame side as a view keeps it: views store a frame as a centre `x + w/2`
    /// and a size (as UIKit does), so the origin they hit-test against is `(x + w/2) − w/2` in
    /// floating point, which differs from `x` by an ulp when the centre rounds. That is a fact of
    /// the data, not of the hit test, so the oracle takes the frame as stored.
    static func storedOrigin(_ x: Double, _ w: Double) -> Double {
        let half = 0.5 * w
        return (x + half) - half
    }
}
