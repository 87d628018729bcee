import Geometry
import Raster

/// A scene built from a scene file: a root view that fills the scene, the views by id, and what
/// the renderer needs (size, scale, background).
///
///     let scene = try SceneLoader().load(contentsOfFile: "Examples/views.scene.json")
///     let renderer = try scene.makeRenderer()
///     _ = try renderer.render(at: scene.clock.now)
///     scene.view(withID: "card")?.frame                   // as the file gave it
///
/// The file's top-level views are subviews of ``root`` in document order (back to front), and
/// each view's `children` its subviews.
public final class LoadedScene {
    /// One view of the file with its id and kind.
    public struct Entry {
        /// The view's `"id"`, unique in the file.
        public let id: String
        /// The view's `"kind"`, such as `"view"`.
        public let kind: String
        /// The view.
        public let view: View
    }

    /// The view that fills the scene (frame (0, 0, w, h)), with no colour of its own; the
    /// ``background`` is the renderer's.
    public let root: View
    /// The scene's size in points.
    public let size: Size
    /// Pixels per point.
    public let scale: Double
    /// The colour the canvas is cleared to.
    public let background: Color
    /// The clock the views animate on.
    public let clock: SimClock
    /// Every view of the file in document order (a view before its children, which come before
    /// its next sibling).
    public let entries: [Entry]
    /// The label of the document the scene came from (a file name).
    public let source: String
    /// The components' callbacks, timed (see ``ViewEvent``); every view of the file records here
    /// through its ``View/eventLog``.
    public let events: ViewEventLog

    private let indexByID: [String: Int]

    init(root: View, size: Size, scale: Double, background: Color, clock: SimClock, entries: [Entry],
         source: String, events: ViewEventLog) {
        self.root = root
        self.size = size
        self.scale = scale
        self.background = background
        self.clock = clock
        self.entries = entries
        self.source = source
        self.events = events
        var index: [String: Int] = [:]
        for (i, entry) in entries.enumerated() { index[entry.id] = i }
        indexByID = index
    }

    /// The view with `id`, or `nil`.
    public func view(withID id: String) -> View? {
        indexByID[id].map { entries[$0].view }
    }

    /// The entry of the view with `id`, or `nil`.
    public func entry(withID id: String) -> Entry? {
        indexByID[id].map { entries[$0] }
    }

    /// The canvas size in pixels: `ceil(w · scale)` × `ceil(h · scale)` (the loader has checked it
    /// against ``SceneLimits``).
    public var pixelSize: (width: Int, height: Int) {
        (Int((size.width * scale).rounded(.up)), Int((size.height * scale).rounded(.up)))
    }

    /// A renderer of the root view's layer at the scene's scale, cleared to ``background``.
    ///
    /// - Throws: `CanvasError` if the canvas cannot be made (the loader's limits prevent it).
    public func makeRenderer(mode: Renderer.Mode = .damage) throws -> Renderer {
        let (width, height) = pixelSize
        return try Renderer(root: root.layer, width: width, height: height, scale: scale,
                            background: background, mode: mode)
    }
}
