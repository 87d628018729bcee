import Geometry

/// One callback of a scene's component, timed: a tap recognized, a scroll that began or ended
/// dragging, a ripple's touch-down. Reports list them so that a test can assert that a tap
/// registered or that a scroll swallowed it, without reading pixels.
///
///     ViewEvent(time: 120_000_000, view: "list", name: "scrollEndedDragging",
///               values: [("velocityX", 0), ("velocityY", 1250)])
///
/// ## Names in use
/// Scene records `tapRecognized` (a ``TapGestureRecognizer`` recognized; location in scene
/// points), `scrollBeganDragging`, `scrollEndedDragging` (values `velocityX`, `velocityY`: the
/// lift-off velocity of the content offset in points per second) and `scrollEndedDecelerating`
/// (``ScrollView``). Material records `rippleTouchDown`, `rippleTouchUp`, `rippleCancelled`,
/// `paperTapped` and `rippleTouchControllerDidProcess`.
public struct ViewEvent: Equatable, Sendable {
    /// When it happened, in ``SimClock`` nanoseconds.
    public var time: Int64
    /// The scene `id` of the view it happened on (the nearest view with one), or `nil` outside a
    /// scene file.
    public var view: String?
    /// What happened (see "Names in use").
    public var name: String
    /// Where, in scene points (the root view's coordinates), when the event has a place.
    public var location: Point?
    /// Named numbers, in the order they are written (an array, not a dictionary, so that reports
    /// are deterministic).
    public var values: [(String, Double)]

    /// Creates an event.
    public init(time: Int64, view: String?, name: String, location: Point? = nil,
                values: [(String, Double)] = []) {
        self.time = time
        self.view = view
        self.name = name
        self.location = location
        self.values = values
    }

    /// Equal when every field is, the values pair by pair in order (NaN values are never equal).
    public static func == (a: ViewEvent, b: ViewEvent) -> Bool {
        a.time == b.time && a.view == b.view && a.name == b.name && a.location == b.location
            && a.values.count == b.values.count
            && zip(a.values, b.values).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    /// The value named `name`, or `nil`.
    public func value(_ name: String) -> Double? {
        values.first { $0.0 == name }?.1
    }
}

/// The append-only list of a scene's ``ViewEvent``s, in the order they were recorded (which is
/// time order: the clock never moves backwards).
///
/// A ``LoadedScene`` owns one (``LoadedScene/events``) and the loader points every view of the
/// file at it (``View/eventLog``); components record through ``View/recordEvent(_:location:values:)``.
public final class ViewEventLog {
    /// Every event recorded, oldest first.
    public private(set) var events: [ViewEvent] = []

    /// Creates an empty log.
    public init() {}

    /// Appends `event`.
    public func append(_ event: ViewEvent) {
        events.append(event)
    }
}
