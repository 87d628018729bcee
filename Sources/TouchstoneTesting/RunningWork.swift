import JSON
import Scene

/// What keeps a scene from settling, described for ``SettleTimeout``: the animations of every
/// view's layers, the scroll views still moving, and the clock's other pending events.
enum RunningWork {
    /// One line per view with running animations or motion, in the tree's order (a view before
    /// its subviews), then the clock's pending events.
    static func describe(_ scene: LoadedScene, at time: Int64) -> [String] {
        var lines: [String] = []
        let views = allViews(scene.root)
        let viewLayers = Set(views.map { ObjectIdentifier($0.layer) })
        for view in views {
            let name = self.name(of: view)
            if let scroll = view as? ScrollView, scroll.isDecelerating {
                lines.append("\(name): \(scroll.phase.rawValue) at (\(number(scroll.velocity.x)), \(number(scroll.velocity.y))) points/s")
            }
            for layer in ownLayers(of: view, excluding: viewLayers) where !layer.animations.isEmpty {
                guard let next = layer.animations.nextChangeTime(after: time) else { continue }
                let keys = layer.animations.animatedKeyPaths.map { JSONValue.string($0).serialized() }.joined(separator: ", ")
                lines.append("\(name): \(type(of: layer)) animates \(keys) until at least \(seconds(next)) s")
            }
        }
        let pending = scene.clock.pendingEventCount
        if pending > 0, let next = scene.clock.nextEventTime {
            lines.append("\(pending) clock event\(pending == 1 ? "" : "s") pending, the next at \(seconds(next)) s")
        }
        return lines
    }

    /// Whether a scroll view in the tree under `view` is decelerating or bouncing.
    static func hasMovingScrollView(_ view: View) -> Bool {
        if let scroll = view as? ScrollView, scroll.isDecelerating { return true }
        return view.subviews.contains(where: hasMovingScrollView)
    }

    /// `view` and its descendants, depth first, a view before its subviews.
    static func allViews(_ view: View) -> [View] {
        [view] + view.subviews.flatMap(allViews)
    }

    /// The view's layer and the sublayers under it that belong to no other view.
    private static func ownLayers(of view: View, excluding viewLayers: Set<ObjectIdentifier>) -> [Layer] {
        func collect(_ layer: Layer) -> [Layer] {
            [layer] + layer.sublayers.filter { !viewLayers.contains(ObjectIdentifier($0)) }.flatMap(collect)
        }
        return collect(view.layer)
    }

    /// `id (Type)` for a view of the scene, `a view (Type) in id (Type)` for one a component made
    /// inside a scene view, the type alone outside any.
    private static func name(of view: View) -> String {
        if let id = view.sceneID { return "\(id) (\(type(of: view)))" }
        var ancestor = view.superview
        while let current = ancestor {
            if let id = current.sceneID { return "a \(type(of: view)) in \(id) (\(type(of: current)))" }
            ancestor = current.superview
        }
        return "a \(type(of: view))"
    }

    private static func seconds(_ nanoseconds: Int64) -> String {
        JSONValue.number(Double(nanoseconds) / 1e9).serialized()
    }

    private static func number(_ value: Double) -> String { JSONValue.number(value).serialized() }
}
