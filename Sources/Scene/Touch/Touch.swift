import Geometry

/// One finger on the screen, from touch-down to lift-off: the same object for the whole sequence,
/// as a `UITouch` is.
///
///     let dispatcher = TouchDispatcher(root: root, clock: clock)
///     try dispatcher.send(id: 1, phase: .began, location: Point(x: 30, y: 30))
///     let touch = dispatcher.touch(id: 1)!
///     touch.view === card                        // the view hit at touch-down
///     touch.location(in: card)                   // (10, 10) in the card's coordinates
///
/// ## The touch's view
/// ``view`` is the view ``View/hitTest(_:)`` found when the touch began, and it never changes: a
/// finger that slides off the view keeps delivering to it, with locations outside its bounds, as in
/// UIKit. It is `nil` when touch-down hit nothing.
///
/// Identity is the object: two touches are equal only if they are the same instance, so sets and
/// dictionaries of touches are keyed by finger, not by value.
///
/// Touches are created and updated only by ``TouchDispatcher``; everything is read-only outside it.
public final class Touch {
    /// The finger's identifier as given to ``TouchDispatcher/send(id:phase:location:timestamp:force:majorRadius:)``.
    /// Unique among the touches down at one time; may be reused once a touch has ended.
    public let id: Int

    /// The phase of the latest event.
    public internal(set) var phase: TouchPhase

    /// The latest location, in the root view's coordinates (UIKit's window coordinates).
    public internal(set) var location: Point

    /// The location before the latest move, in root coordinates; the touch-down location until
    /// the first move.
    public internal(set) var previousLocation: Point

    /// The time of the latest event, in ``SimClock`` nanoseconds.
    public internal(set) var timestamp: Int64

    /// The touch-down time, in ``SimClock`` nanoseconds.
    public let beganTimestamp: Int64

    /// The pressure of the latest event (1 is an average touch, as in UIKit),
    /// or `nil` when the input device does not report it.
    public internal(set) var force: Double?

    /// The radius of the contact in points, or `nil` when the input device does not report it.
    public internal(set) var majorRadius: Double?

    /// The view hit at touch-down, kept for the whole sequence even when the finger leaves it;
    /// `nil` when touch-down hit nothing.
    public let view: View?

    init(id: Int, location: Point, timestamp: Int64, force: Double?, majorRadius: Double?, view: View?) {
        self.id = id
        self.phase = .began
        self.location = location
        self.previousLocation = location
        self.timestamp = timestamp
        self.beganTimestamp = timestamp
        self.force = force
        self.majorRadius = majorRadius
        self.view = view
    }

    /// The latest location in `view`'s coordinates, or in the root's when `view` is `nil`
    /// (UIKit's `location(in:)`). Converts through the view tree as it is now, so a view that has
    /// moved since touch-down reports the finger where it is relative to the view now.
    public func location(in view: View?) -> Point {
        guard let view else { return location }
        return view.convert(location, from: nil)
    }
}

extension Touch: Hashable {
    /// Identity: the same instance.
    public static func == (a: Touch, b: Touch) -> Bool { a === b }

    /// Hashes the object identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
