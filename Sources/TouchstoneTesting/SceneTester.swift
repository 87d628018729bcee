import Geometry
import Material
import Raster
import Replay
import Scene

/// A scene under test, driven as Flutter's `WidgetTester` drives a widget tree and Compose's test
/// clock drives a composition: touches, the simulated clock, layout and rendering in the right
/// order, frame by frame, with nothing else to remember. For XCTest and Swift Testing alike: it
/// throws, and either framework reports what it throws.
///
///     let tester = try SceneTester(size: Size(width: 320, height: 200)) { clock in
///         let ticket = TicketView(frame: Rect(x: 20, y: 40, width: 280, height: 120), clock: clock)
///         ticket.sceneID = "ticket"
///         return ticket
///     }
///     try tester.tap(at: Point(x: 160, y: 100))
///     try tester.pump(.milliseconds(100))
///     let ripple = tester.feedback(of: "ticket")[0]      // radius, opacity, centre in scene points
///     try tester.pumpAndSettle()
///     try tester.expectGolden("ticket-at-rest", in: "Tests/Goldens")
///
/// ## Time and frames
/// The clock starts at 0 with frame 0 drawn. Frame n is at `n · 10⁹ / framesPerSecond` ns, as a
/// replay's are. ``pump(_:)`` moves on frame by frame: before each frame every touch due is
/// delivered at its own time (the clock advanced to it first), then the clock is advanced to the
/// frame's time, layout runs and the frame is drawn — exactly a replay's step
/// (docs/replay.md). Durations are Swift's `Duration`, rounded to whole nanoseconds; ``now`` is the
/// clock's time.
///
/// ## Units
/// Points and vectors are in scene points (the root view's coordinates, UIKit's axes: y grows
/// down); velocities in points per second; ``feedback(of:)`` in scene points; ``events`` and
/// ``replay(_:)``'s frames keep the library's whole nanoseconds.
public final class SceneTester {
    /// The scene: its views, clock, event log and renderer's settings.
    public let scene: LoadedScene
    /// Frames per second of ``pump(_:)``.
    public let framesPerSecond: Int
    /// Delivers the touches the gestures make.
    let dispatcher: TouchDispatcher
    /// Draws the frames (damage mode, as a replay does).
    let renderer: Renderer
    /// Touches made by gestures that take time, not yet delivered, in time order.
    var scheduled: [ScheduledTouch] = []
    /// The next finger id to hand out.
    var nextFinger = 0
    /// Makes a fresh copy of the scene, for ``replay(_:)``.
    let makeScene: () throws -> LoadedScene
    /// The scene's name in replays' reports.
    let sceneName: String

    /// A touch a gesture will deliver at `time` (clock nanoseconds).
    struct ScheduledTouch {
        let time: Int64
        let id: Int
        let phase: TouchPhase
        let location: Point
    }

    /// A tester of the scene file at `path`, its kinds made by `factory` added to the built-in
    /// ones (Material's; `nil`: the built-in kinds only).
    ///
    /// - Throws: the scene loader's errors, naming the file and the JSON path;
    ///   ``SceneTesterError`` for a frame rate outside 1…100 000.
    public convenience init(contentsOfFile path: String, factory: (any ViewFactory)? = nil,
                            framesPerSecond: Int = 120) throws {
        let combined: any ViewFactory = factory.map { CombinedViewFactory([$0, MaterialViewFactory()]) } ?? MaterialViewFactory()
        try self.init(name: path, framesPerSecond: framesPerSecond) {
            try SceneLoader(factory: combined).load(contentsOfFile: path)
        }
    }

    /// A tester of a scene built in code: `build` makes the view placed on the scene's root (its
    /// frame in scene points), on the clock it is given; every view with a ``Scene/View/sceneID``
    /// becomes a view of the scene (``view(withID:)``, ``feedback(of:)``). `build` is called again
    /// for each ``replay(_:)``, on a new clock.
    ///
    /// - Parameters:
    ///   - size: the scene's size in points.
    ///   - scale: pixels per point.
    ///   - background: the colour each frame is cleared to.
    ///   - framesPerSecond: the frame rate of ``pump(_:)``, 1 to 100 000.
    /// - Throws: ``Scene/SceneBuildError`` for a size, scale or tree the scene cannot have;
    ///   ``SceneTesterError`` for the frame rate; what `build` throws.
    public convenience init(size: Size, scale: Double = 1, background: Color = .white, framesPerSecond: Int = 120,
                            build: @escaping (SimClock) throws -> View) throws {
        try self.init(name: "scene built in code", framesPerSecond: framesPerSecond) {
            let clock = SimClock()
            return try LoadedScene(size: size, scale: scale, background: background, clock: clock,
                                   views: [try build(clock)])
        }
    }

    private init(name: String, framesPerSecond: Int, makeScene: @escaping () throws -> LoadedScene) throws {
        guard (1...100_000).contains(framesPerSecond) else {
            throw SceneTesterError("frames per second \(framesPerSecond): expected 1 to 100000")
        }
        self.framesPerSecond = framesPerSecond
        self.makeScene = makeScene
        sceneName = name
        scene = try makeScene()
        dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        renderer = try scene.makeRenderer(mode: .damage)
        try step(to: scene.clock.now)
    }

    // MARK: Reading the scene

    /// The clock's time: how long the scene has run.
    public var now: Duration { .nanoseconds(scene.clock.now) }

    /// The frame last drawn (by ``pump(_:)``, a gesture, or the tester's creation).
    public var frame: Canvas { renderer.canvas }

    /// The view whose ``Scene/View/sceneID`` is `id` (a scene file's `"id"`), or `nil`.
    public func view(withID id: String) -> View? {
        scene.view(withID: id)
    }

    /// The live feedback of the view `id` (every view's when `nil`) at the clock's time, in scene
    /// points: ripples, ink, tap circles, fades, shadows, scroll motion, and what custom views
    /// report through ``Scene/FeedbackReporting`` (``Scene/LoadedScene/feedbackStates(at:)``).
    public func feedback(of id: String? = nil) -> [FeedbackLayerState] {
        let states = scene.feedbackStates(at: scene.clock.now)
        guard let id else { return states }
        return states.filter { $0.view == id }
    }

    /// The components' callbacks so far, in the order they happened, times in clock nanoseconds.
    public var events: [ViewEvent] { scene.events.events }
}
