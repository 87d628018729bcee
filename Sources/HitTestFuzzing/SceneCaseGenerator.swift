import Geometry
import SeededRandom
import Shapes

/// Random scenes for scene-level hit-test fuzzing: trees of up to ``maximumViews`` plain and
/// shaped views (every shape kind of ``ShapeCaseGenerator``, none, borders up to and beyond half a
/// side) and scroll views (content larger or smaller than the view, offsets inside the content's
/// range, at its ends, negative or past the end as content insets allow, and on half-pixel ties
/// of the scene's scale, 1 or 2), overlapping siblings, children overflowing their parent (or
/// scrolled out of it), zero-sized views, hidden views, alphas of 0, exactly 0.01, the next double
/// above it and ordinary values, and views that are not interactive.
///
/// Frames lie mostly on a grid of 1/64 (with integers and halves common), so that edges are shared
/// and the frame arithmetic of views is exact; one in twenty coordinates is an arbitrary decimal,
/// where the oracle may have to call the rounded cases ambiguous. The same entropy gives the
/// same scene.
public enum SceneCaseGenerator {
    /// The most views in a generated scene, 12.
    public static let maximumViews = 12

    /// A random scene (its point left at the origin; ``ScenePointGenerator`` aims the points).
    /// With `kinds`, half the views that would be plain become one of them (options from the
    /// kind); without, the sequence is the one the built-in kinds always had.
    public static func scene<R: RandomNumberGenerator>(using random: inout R,
                                                       kinds: [any SceneFuzzKind] = []) -> SceneFuzzCase {
        let size = Size(width: Double(64 + random.int(337)), height: Double(64 + random.int(337)))
        let scale: Double = random.chance(0.3) ? 2 : 1
        var budget = 1 + random.int(maximumViews)
        var next = 1
        var views: [SceneFuzzView] = []
        while budget > 0 {
            views.append(view(in: size, depth: 1, budget: &budget, next: &next, kinds: kinds, using: &random))
        }
        return SceneFuzzCase(size: size, scale: scale, views: views, point: .zero)
    }

    static func view<R: RandomNumberGenerator>(in parent: Size, depth: Int, budget: inout Int, next: inout Int,
                                              kinds: [any SceneFuzzKind], using random: inout R) -> SceneFuzzView {
        budget -= 1
        let id = "v\(next)"
        next += 1
        var frame = Rect(x: coordinate(parent.width, using: &random), y: coordinate(parent.height, using: &random),
                         width: length(parent.width, using: &random), height: length(parent.height, using: &random))
        if random.chance(0.15) { frame = Rect(origin: .zero, size: parent) }  // covers its parent exactly
        var view = SceneFuzzView(id: id, frame: frame)
        if random.chance(0.15) {
            view.scroll = scroll(for: frame.size, using: &random)
        } else if random.chance(0.55) {
            view.isShaped = true
            if random.chance(0.85) { view.shape = spec(for: frame.size, using: &random) }
        } else if !kinds.isEmpty, random.chance(0.5) {
            let kind = random.pick(kinds)
            view.custom = SceneFuzzCustom(kind: kind.name, options: kind.randomOptions(for: frame.size, using: &random))
        }
        if random.chance(0.3) {
            let side = Swift.min(frame.width, frame.height)
            switch random.int(5) {
            case 0: view.borderWidth = 0
            case 1: view.borderWidth = grid(random.uniform(0.5, 0.8) * side, using: &random)  // past half a side
            default: view.borderWidth = grid(random.uniform(0, 0.25) * Swift.max(side, 1), using: &random)
            }
        }
        switch random.int(14) {
        case 0: view.alpha = 0
        case 1: view.alpha = 0.01
        case 2: view.alpha = (0.01).nextUp
        case 3: view.alpha = (0.01).nextDown
        case 4: view.alpha = random.uniform(0, 1)
        case 5: view.alpha = 1
        default: break
        }
        if random.chance(0.1) { view.isHidden = true } else if random.chance(0.05) { view.isHidden = false }
        if random.chance(0.1) { view.isInteractive = false } else if random.chance(0.05) { view.isInteractive = true }
        if depth < 5 {
            // A scroll view's children are placed over its content, in content coordinates.
            let space = view.scroll?.contentSize ?? frame.size
            while budget > 0, random.chance(view.scroll != nil ? 0.7 : 0.45) {
                view.children.append(self.view(in: space, depth: depth + 1, budget: &budget, next: &next,
                                               kinds: kinds, using: &random))
            }
        }
        return view
    }

    /// A scroll view's content size and offset for a view of `size`.
    static func scroll<R: RandomNumberGenerator>(for size: Size, using random: inout R) -> SceneFuzzScroll {
        func extent(_ side: Double) -> Double {
            switch random.int(8) {
            case 0: return side                                        // fits exactly
            case 1: return grid(random.uniform(0, 1) * side, using: &random)  // smaller
            default: return grid(random.uniform(1, 4) * Swift.max(side, 8), using: &random)
            }
        }
        let content = Size(width: extent(size.width), height: extent(size.height))
        func offset(_ side: Double, _ length: Double) -> Double {
            let range = Swift.max(0, length - side)
            switch random.int(10) {
            case 0: return 0
            case 1: return range                                                   // at the end
            case 2: return grid(-random.uniform(0, 0.5) * Swift.max(side, 8), using: &random)  // a top inset
            case 3: return grid(range + random.uniform(0, 0.5) * Swift.max(side, 8), using: &random)  // a bottom inset
            case 4:  // ties of the pixel grid at scale 1 (halves) and 2 (quarters), either sign
                return (random.chance(0.7) ? 1 : -1) * (Double(random.int(64)) + random.pick([0.5, 0.25, 0.75]))
            default: return grid(random.uniform(0, 1) * range, using: &random)
            }
        }
        let contentOffset = random.chance(0.15) ? nil
            : Point(x: offset(size.width, content.width), y: offset(size.height, content.height))
        return SceneFuzzScroll(contentSize: content, contentOffset: contentOffset)
    }

    /// A position along a parent side of `extent`: mostly inside, sometimes before or past it.
    static func coordinate<R: RandomNumberGenerator>(_ extent: Double, using random: inout R) -> Double {
        switch random.int(10) {
        case 0: return 0
        case 1: return grid(-random.uniform(0, 0.3) * Swift.max(extent, 8), using: &random)
        case 2: return grid(random.uniform(0.7, 1.1) * extent, using: &random)
        default: return grid(random.uniform(0, 0.8) * extent, using: &random)
        }
    }

    /// A side: sometimes zero or a sliver, mostly a good part of the parent's.
    static func length<R: RandomNumberGenerator>(_ extent: Double, using random: inout R) -> Double {
        switch random.int(16) {
        case 0: return 0
        case 1: return random.pick([0x1p-20, 1.0 / 64, 0.5, 1])
        default: return grid(random.uniform(0.1, 0.9) * Swift.max(extent, 8), using: &random)
        }
    }

    /// `v` on the grid: an integer, a half, a 64th, or (one time in twenty) left as it is.
    static func grid<R: RandomNumberGenerator>(_ v: Double, using random: inout R) -> Double {
        switch random.int(20) {
        case 0: return v
        case 1..<8: return v.rounded()
        case 8..<12: return (v * 2).rounded() / 2
        default: return (v * 64).rounded() / 64
        }
    }

    /// A shape spec for a view of `size`: every kind ``ShapeCaseGenerator`` makes.
    static func spec<R: RandomNumberGenerator>(for size: Size, using random: inout R) -> ShapeSpec {
        let extent = Swift.max(size.width, size.height)
        let scale = extent > 0 ? extent : 1
        switch random.int(20) {
        case 0..<11: return .rectangle(ShapeCaseGenerator.rectangle(scale: scale, height: size.height, using: &random))
        case 11: return .pill
        case 12, 13:
            return .curvedRect(CurvedRectShapeGenerator(cornerSize: Size(width: ShapeCaseGenerator.value(scale, using: &random),
                                                                         height: ShapeCaseGenerator.value(scale, using: &random))))
        case 14, 15: return .slantedRect(SlantedRectShapeGenerator(slant: ShapeCaseGenerator.signedValue(scale, using: &random)))
        case 16: return .scheme(random.pick(ShapeSize.allCases))
        default: return .svgPath(ShapeCaseGenerator.outline(size: size, using: &random))
        }
    }
}

/// Where a scene fuzzing point was aimed, for the statistics.
public enum ScenePointKind: String, CaseIterable, Sendable {
    /// Exactly at a corner of a view's frame.
    case corner
    /// On an edge of a view's frame.
    case edge
    /// Within 1e-3 to 1e-12 points, or a few ulps, of a frame's edge or corner.
    case nearEdge
    /// On the inner edge of a border band (the frame inset by the border width), or near it.
    case borderBand
    /// At or near a vertex, segment or extremum of a shaped view's content mask.
    case mask
    /// Uniform over the scene, widened by a tenth.
    case uniform
}

/// Points aimed at the hard places of a scene: frame corners and edges, exactly and nudged, the
/// border bands, the content masks' features (via ``HardPointGenerator``), in root coordinates.
public struct ScenePointGenerator {
    private struct Feature {
        var origin: Point  // in root coordinates (rounded sums)
        var frame: Rect
        var border: Double?
        var mask: HardPointGenerator?
    }
    private var features: [Feature] = []
    private let size: Size

    /// Collects the features of `scene`'s views (inside a scroll view, where its offset puts them).
    public init(scene: SceneFuzzCase, kinds: [any SceneFuzzKind] = []) {
        size = scene.size
        func collect(_ views: [SceneFuzzView], origin: Point) {
            for view in views {
                let o = Point(x: origin.x + view.frame.origin.x, y: origin.y + view.frame.origin.y)
                var content = o
                if let offset = view.scroll?.contentOffset {
                    content = Point(x: o.x - (SceneHitTestOracle.presentedOffset(offset.x, scale: scene.scale) ?? offset.x),
                                    y: o.y - (SceneHitTestOracle.presentedOffset(offset.y, scale: scene.scale) ?? offset.y))
                }
                var mask: HardPointGenerator? = nil
                if view.isShaped, let spec = view.shape {
                    mask = HardPointGenerator(path: SceneHitTestOracle.contentMask(spec, size: view.frame.size,
                                                                                   borderWidth: view.borderWidth ?? 0))
                } else if let region = SceneHitTestOracle.customRegion(view, kinds: kinds) {
                    mask = HardPointGenerator(path: region.path)
                }
                features.append(Feature(origin: o, frame: view.frame, border: view.borderWidth, mask: mask))
                collect(view.children, origin: content)
            }
        }
        collect(scene.views, origin: .zero)
    }

    /// A point and what it was aimed at.
    public func point<R: RandomNumberGenerator>(using random: inout R) -> (Point, ScenePointKind) {
        guard !features.isEmpty, !random.chance(0.08) else {
            return (Point(x: random.uniform(-0.1, 1.1) * size.width, y: random.uniform(-0.1, 1.1) * size.height), .uniform)
        }
        let f = random.pick(features)
        let xs = [f.origin.x, f.origin.x + f.frame.width], ys = [f.origin.y, f.origin.y + f.frame.height]
        var kind = ScenePointKind.allCases[random.int(ScenePointKind.allCases.count - 1)]
        if kind == .mask && f.mask == nil { kind = .nearEdge }
        if kind == .borderBand && f.border == nil { kind = .edge }
        switch kind {
        case .corner:
            return (Point(x: random.pick(xs), y: random.pick(ys)), kind)
        case .edge:
            return (edgePoint(f, using: &random), kind)
        case .nearEdge:
            let p = random.chance(0.3) ? Point(x: random.pick(xs), y: random.pick(ys)) : edgePoint(f, using: &random)
            return (nudge(p, using: &random), kind)
        case .borderBand:
            let b = f.border ?? 0
            let x = random.chance(0.5) ? f.origin.x + b : f.origin.x + f.frame.width - b
            let y = random.chance(0.5) ? f.origin.y + b : f.origin.y + f.frame.height - b
            let along = Point(x: random.chance(0.5) ? x : f.origin.x + random.unit() * f.frame.width,
                              y: random.chance(0.5) ? y : f.origin.y + random.unit() * f.frame.height)
            return (random.chance(0.5) ? along : nudge(along, using: &random), kind)
        case .mask:
            let (p, _) = f.mask!.point(using: &random)
            return (Point(x: p.x + f.origin.x, y: p.y + f.origin.y), kind)
        case .uniform:
            return (Point(x: random.uniform(-0.1, 1.1) * size.width, y: random.uniform(-0.1, 1.1) * size.height), kind)
        }
    }

    private func edgePoint<R: RandomNumberGenerator>(_ f: Feature, using random: inout R) -> Point {
        // Quarters along the edge are common, so points shared with other views' edges come up.
        let t = random.chance(0.4) ? Double(random.int(5)) / 4 : random.unit()
        if random.chance(0.5) {
            return Point(x: random.chance(0.5) ? f.origin.x : f.origin.x + f.frame.width, y: f.origin.y + t * f.frame.height)
        }
        return Point(x: f.origin.x + t * f.frame.width, y: random.chance(0.5) ? f.origin.y : f.origin.y + f.frame.height)
    }

    private func nudge<R: RandomNumberGenerator>(_ p: Point, using random: inout R) -> Point {
        func value(_ v: Double) -> Double {
            if random.chance(0.3) {
                var result = v
                for _ in 0..<(1 + random.int(4)) { result = random.chance(0.5) ? result.nextUp : result.nextDown }
                return result
            }
            let d = random.magnitude(-12, -3)
            return random.chance(0.5) ? v + d : v - d
        }
        switch random.int(3) {
        case 0: return Point(x: value(p.x), y: p.y)
        case 1: return Point(x: p.x, y: value(p.y))
        default: return Point(x: value(p.x), y: value(p.y))
        }
    }
}
