import Scene

/// The one place the tool chooses how scene files' kinds become views: every command that loads a
/// scene asks here. Only plain views (`"view"`) exist so far; when the Material library lands, its
/// factory (which delegates `"view"` to the plain one) replaces this line.
enum SceneViewFactory {
    /// The factory for every scene the tool loads.
    static func make() -> any ViewFactory {
        PlainViewFactory()
    }
}
