import Geometry
import Raster

extension LoadedScene {
    /// A scene made in code: `views` placed on a new root view that fills `size`, back to front,
    /// so that everything a scene file gives — ``feedbackStates(at:)``, ``events``, ``view(withID:)``,
    /// a renderer, a `Replayer` — works on views built by hand, custom ones included.
    ///
    ///     let clock = SimClock()
    ///     let ticket = TicketView(frame: Rect(x: 20, y: 40, width: 280, height: 120), clock: clock)
    ///     ticket.sceneID = "ticket"
    ///     let scene = try LoadedScene(size: Size(width: 320, height: 200), clock: clock, views: [ticket])
    ///
    /// The ``entries`` are the views of the trees with a ``View/sceneID``, depth first in document
    /// order (a view before its subviews); an entry's kind is the view's type name. The scene's
    /// event log becomes the root view's ``View/eventLog``, so every view in it records there
    /// under its nearest ``View/sceneID``. The views should animate on `clock`.
    ///
    /// - Parameters:
    ///   - size: the scene's size in points, both sides positive.
    ///   - scale: pixels per point, positive (1 by default).
    ///   - background: the colour the canvas is cleared to (white by default).
    ///   - source: the scene's name in messages and reports.
    /// - Throws: ``SceneBuildError`` for a size or scale that is not positive and finite, a canvas
    ///   beyond ``SceneLimits``, more views or deeper nesting than they allow, or two views with
    ///   one ``View/sceneID``.
    public convenience init(size: Size, scale: Double = 1, background: Color = .white, clock: SimClock,
                            views: [View], source: String = "scene made in code",
                            limits: SceneLimits = SceneLimits()) throws {
        func fail(_ message: String) -> SceneBuildError { SceneBuildError(source: source, message: message) }
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              CoordinateLimit.contains(size.width), CoordinateLimit.contains(size.height) else {
            throw fail("size \(SceneLoader.number(size.width))×\(SceneLoader.number(size.height)): expected two positive numbers of points, at most 1e12")
        }
        guard scale.isFinite, scale > 0, scale <= CoordinateLimit.maximumScale else {
            throw fail("scale \(SceneLoader.number(scale)): expected a positive number of pixels per point, at most 1e12")
        }
        if let problem = SceneLoader.canvasProblem(size: size, scale: scale, limits: limits) { throw fail(problem) }
        var entries: [Entry] = []
        var ids = Set<String>()
        var count = 0
        func collect(_ view: View, depth: Int) throws {
            count += 1
            guard count <= limits.maximumViews else { throw fail("more than \(limits.maximumViews) views (the limit)") }
            guard depth <= limits.maximumDepth else {
                throw fail("views nest deeper than \(limits.maximumDepth) levels (the limit)")
            }
            if let id = view.sceneID {
                guard !id.isEmpty else { throw fail("a \(type(of: view)) has an empty sceneID") }
                guard ids.insert(id).inserted else {
                    throw fail("two views have the sceneID \"\(id)\"; ids name one view each")
                }
                entries.append(Entry(id: id, kind: String(describing: type(of: view)), view: view))
            }
            for subview in view.subviews { try collect(subview, depth: depth + 1) }
        }
        for view in views { try collect(view, depth: 1) }
        let root = View(frame: Rect(origin: .zero, size: size), clock: clock)
        let events = ViewEventLog()
        root.eventLog = events
        for view in views { root.addSubview(view) }
        self.init(root: root, size: size, scale: scale, background: background, clock: clock, entries: entries,
                  source: source, events: events)
    }
}
