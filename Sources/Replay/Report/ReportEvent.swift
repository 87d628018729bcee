import Geometry

/// One callback of a scene's components during a replay, as a report lists it (`events` in
/// `report.json`): a paper view's tap handler, a ripple touch controller's did-process, a tap
/// recognizer's recognition, a scroll view's drag and deceleration callbacks.
///
///     ReportEvent(time: 0.05, view: "paper", name: "paperTapped", location: Point(x: 40, y: 20))
///     ReportEvent(time: 0.3, view: "feed", name: "scrollEndedDragging",
///                 values: [.init("velocityX", 0), .init("velocityY", -1250)])
///
/// The scene records them in its event log (`LoadedScene.events`) as they happen on the clock; the
/// replayer copies them into the report in the order they were recorded, so a test can assert
/// that a tap registered or that a scroll swallowed it.
public struct ReportEvent: Hashable, Sendable {
    /// A named number an event carries, such as `velocityY`.
    public struct Value: Hashable, Sendable {
        /// The name, written as the value's key.
        public var name: String
        /// The value.
        public var value: Double

        /// Creates a value.
        public init(_ name: String, _ value: Double) {
            self.name = name
            self.value = value
        }
    }

    /// The keys every event has or may have; a value may not be named after one of them.
    public static let reservedKeys = ["t", "view", "name", "location"]

    /// When the callback ran, in simulated seconds (`t`).
    public var time: Double
    /// The scene id of the view it belongs to; `nil` for a view without one.
    public var view: String?
    /// What happened, such as `rippleTouchDown`.
    public var name: String
    /// Where, in scene points, when the callback has a location.
    public var location: Point?
    /// Further numbers, in the order the component recorded them.
    public var values: [Value]

    /// Creates an event.
    public init(time: Double, view: String?, name: String, location: Point? = nil, values: [Value] = []) {
        self.time = time
        self.view = view
        self.name = name
        self.location = location
        self.values = values
    }
}
