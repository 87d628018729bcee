import Geometry

extension View {
    /// Records `name` at the clock's current time in the nearest ``eventLog`` (this view's or an
    /// ancestor's), under the nearest ``sceneID``; does nothing when no view on the way up has a
    /// log (a view outside a scene).
    ///
    /// - Parameters:
    ///   - location: where, in scene points (the root view's coordinates), if the event has a place.
    ///   - values: named numbers, in the order a report should list them.
    public func recordEvent(_ name: String, location: Point? = nil, values: [(String, Double)] = []) {
        var log: ViewEventLog?, id: String?
        var current: View? = self
        while let view = current, log == nil || id == nil {
            if log == nil { log = view.eventLog }
            if id == nil { id = view.sceneID }
            current = view.superview
        }
        log?.append(ViewEvent(time: layer.animations.clock.now, view: id, name: name, location: location, values: values))
    }
}
