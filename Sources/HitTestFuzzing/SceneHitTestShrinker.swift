import Geometry
import Shapes

/// Minimizes a failing scene case: greedily tries simpler variants — a view removed with its
/// subtree, a view replaced by its children, an attribute dropped (alpha, hidden, interactive,
/// border, shape, the shaped kind, the scroll kind, a custom kind, a content offset), a simpler
/// shape spec,
/// rounder numbers (frames, border, alpha, content sizes and offsets, the point, the scene size)
/// — and keeps each one that still fails, until none does; then renumbers the ids `v1`, `v2`, …
/// in document order if that still fails. The scene's scale is kept (it decides where a scroll
/// view's offset is presented).
///
///     let small = SceneHitTestShrinker.shrink(failing) { fuzzer.fails($0) }
///
/// Every accepted variant has fewer views, fewer non-default parts or shorter number text, so the
/// search ends; ``maximumAttempts`` bounds the work anyway.
public enum SceneHitTestShrinker {
    /// The most candidates tried for one case, 4000.
    public static let maximumAttempts = 4000

    /// The smallest failing variant of `failing` found; `stillFails` must be true for `failing`.
    public static func shrink(_ failing: SceneFuzzCase, stillFails: (SceneFuzzCase) -> Bool) -> SceneFuzzCase {
        let best = greedyShrink(failing, maximumAttempts: maximumAttempts, candidates: candidates, stillFails: stillFails)
        var renamed = best
        var next = 1
        renamed.views = renumber(best.views, next: &next)
        return renamed != best && stillFails(renamed) ? renamed : best
    }

    static func renumber(_ views: [SceneFuzzView], next: inout Int) -> [SceneFuzzView] {
        var result: [SceneFuzzView] = []
        for var view in views {
            view.id = "v\(next)"
            next += 1
            view.children = renumber(view.children, next: &next)
            result.append(view)
        }
        return result
    }

    /// The paths (child indices from the root's list) of every view, depth first.
    static func paths(_ views: [SceneFuzzView], prefix: [Int] = []) -> [[Int]] {
        var result: [[Int]] = []
        for (i, view) in views.enumerated() {
            result.append(prefix + [i])
            result += paths(view.children, prefix: prefix + [i])
        }
        return result
    }

    /// `views` with the list holding the view at `path` changed by `change(list, index)`.
    static func modify(_ views: [SceneFuzzView], at path: [Int],
                       _ change: (inout [SceneFuzzView], Int) -> Void) -> [SceneFuzzView] {
        var copy = views
        if path.count == 1 {
            change(&copy, path[0])
        } else {
            copy[path[0]].children = modify(copy[path[0]].children, at: Array(path.dropFirst()), change)
        }
        return copy
    }

    static func view(_ views: [SceneFuzzView], at path: [Int]) -> SceneFuzzView {
        path.count == 1 ? views[path[0]] : view(views[path[0]].children, at: Array(path.dropFirst()))
    }

    /// Variants of `c`, biggest simplifications first.
    static func candidates(_ c: SceneFuzzCase) -> [SceneFuzzCase] {
        var result: [SceneFuzzCase] = []
        let all = paths(c.views)
        func withViews(_ views: [SceneFuzzView]) {
            var copy = c
            copy.views = views
            result.append(copy)
        }
        // Fewer views.
        for path in all { withViews(modify(c.views, at: path) { list, i in list.remove(at: i) }) }
        for path in all where !view(c.views, at: path).children.isEmpty {
            withViews(modify(c.views, at: path) { list, i in
                let parent = list[i]
                let lifted = parent.children.map { child -> SceneFuzzView in
                    var moved = child
                    moved.frame.origin = Point(x: child.frame.origin.x + parent.frame.origin.x,
                                               y: child.frame.origin.y + parent.frame.origin.y)
                    return moved
                }
                list.replaceSubrange(i...i, with: lifted)
            })
        }
        // Fewer attributes, simpler shapes.
        for path in all {
            let v = view(c.views, at: path)
            func with(_ change: @escaping (inout SceneFuzzView) -> Void) {
                withViews(modify(c.views, at: path) { list, i in change(&list[i]) })
            }
            if v.alpha != nil { with { $0.alpha = nil } }
            if v.isHidden != nil { with { $0.isHidden = nil } }
            if v.isInteractive != nil { with { $0.isInteractive = nil } }
            if v.borderWidth != nil { with { $0.borderWidth = nil } }
            if v.shape != nil { with { $0.shape = nil } }
            if v.isShaped, v.shape == nil { with { $0.isShaped = false; $0.borderWidth = nil } }
            if v.custom != nil { with { $0.custom = nil } }
            if let scroll = v.scroll {
                with { $0.scroll = nil }
                if scroll.contentOffset != nil { with { $0.scroll?.contentOffset = nil } }
            }
            if let spec = v.shape {
                let plain = ShapeSpec.rectangle(RectangleShapeGenerator())
                if spec != plain { with { $0.shape = plain } }
                for simpler in HitTestShrinker.specCandidates(spec, height: v.frame.height) { with { $0.shape = simpler } }
            }
        }
        // Rounder numbers.
        for path in all {
            let v = view(c.views, at: path)
            func with(_ change: @escaping (inout SceneFuzzView) -> Void) {
                withViews(modify(c.views, at: path) { list, i in change(&list[i]) })
            }
            for x in HitTestShrinker.simpler(v.frame.origin.x) { with { $0.frame.origin.x = x } }
            for y in HitTestShrinker.simpler(v.frame.origin.y) { with { $0.frame.origin.y = y } }
            for w in HitTestShrinker.simpler(v.frame.size.width) where w >= 0 { with { $0.frame.size.width = w } }
            for h in HitTestShrinker.simpler(v.frame.size.height) where h >= 0 { with { $0.frame.size.height = h } }
            if let b = v.borderWidth {
                for simpler in HitTestShrinker.simpler(b) where simpler >= 0 { with { $0.borderWidth = simpler } }
            }
            if let a = v.alpha {
                for simpler in HitTestShrinker.simpler(a) where simpler >= 0 && simpler <= 1 { with { $0.alpha = simpler } }
            }
            if let scroll = v.scroll {
                let size = scroll.contentSize
                for w in HitTestShrinker.simpler(size.width) where w >= 0 { with { $0.scroll?.contentSize.width = w } }
                for h in HitTestShrinker.simpler(size.height) where h >= 0 { with { $0.scroll?.contentSize.height = h } }
                if let offset = scroll.contentOffset {
                    for x in HitTestShrinker.simpler(offset.x) { with { $0.scroll?.contentOffset?.x = x } }
                    for y in HitTestShrinker.simpler(offset.y) { with { $0.scroll?.contentOffset?.y = y } }
                }
            }
        }
        for x in HitTestShrinker.simpler(c.point.x) { var copy = c; copy.point.x = x; result.append(copy) }
        for y in HitTestShrinker.simpler(c.point.y) { var copy = c; copy.point.y = y; result.append(copy) }
        for w in HitTestShrinker.simpler(c.size.width) where w > 0 { var copy = c; copy.size.width = w; result.append(copy) }
        for h in HitTestShrinker.simpler(c.size.height) where h > 0 { var copy = c; copy.size.height = h; result.append(copy) }
        return result
    }
}
