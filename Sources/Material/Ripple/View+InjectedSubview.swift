import Geometry
import Scene

extension View {
    /// The first subview that is a `T`, or a new one that `make` builds from this view's bounds and
    /// clock, added on top of the other subviews: MDC's injection of ink and ripple views.
    func injectedSubview<T: View>(_ make: (Rect, SimClock) -> T) -> T {
        if let existing = subviews.first(where: { $0 is T }) as? T { return existing }
        let made = make(bounds, layer.animations.clock)
        addSubview(made)
        return made
    }
}
