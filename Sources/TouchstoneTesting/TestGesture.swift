import Geometry
import Scene

/// One finger of a ``SceneTester``, from ``SceneTester/startGesture(at:)`` until ``up()`` or
/// ``cancel()``: each call delivers its event at the tester's current time, without pumping (as
/// Flutter's `TestGesture` does), so pump between moves to let time pass.
///
///     let finger = try tester.startGesture(at: Point(x: 160, y: 400))
///     for _ in 0..<10 {
///         try finger.move(by: Vector(dx: 0, dy: -20))
///         try tester.pump(.milliseconds(8))
///     }
///     try finger.up()
public final class TestGesture {
    /// The tester the finger belongs to.
    private let tester: SceneTester
    /// The finger's touch id.
    public let id: Int
    /// Where the finger is, in scene points.
    public private(set) var location: Point
    /// Whether the finger has lifted or been cancelled.
    public private(set) var hasEnded = false

    init(tester: SceneTester, id: Int, location: Point) {
        self.tester = tester
        self.id = id
        self.location = location
    }

    /// Moves the finger to `location` (scene points).
    ///
    /// - Throws: ``SceneTesterError`` after the gesture ended; the dispatcher's error.
    public func move(to location: Point) throws {
        try send(.moved, at: location)
    }

    /// Moves the finger by `offset` (points).
    ///
    /// - Throws: as ``move(to:)``.
    public func move(by offset: Vector) throws {
        try send(.moved, at: location + offset)
    }

    /// Lifts the finger where it is.
    ///
    /// - Throws: as ``move(to:)``.
    public func up() throws {
        try send(.ended, at: location)
        hasEnded = true
    }

    /// Cancels the touch, as the system does when it takes a touch away.
    ///
    /// - Throws: as ``move(to:)``.
    public func cancel() throws {
        try send(.cancelled, at: location)
        hasEnded = true
    }

    private func send(_ phase: TouchPhase, at location: Point) throws {
        guard !hasEnded else { throw SceneTesterError("gesture \(id): \(phase.rawValue) after the finger lifted") }
        try tester.dispatcher.send(id: id, phase: phase, location: location)
        self.location = location
    }
}
