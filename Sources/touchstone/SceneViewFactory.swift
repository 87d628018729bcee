import Material
import Scene

/// The one place the tool chooses how scene files' kinds become views: every command that loads a
/// scene asks here. The Material library's factory makes every kind of design.md (it delegates
/// `"view"` to ``PlainViewFactory``).
enum SceneViewFactory {
    /// The factory for every scene the tool loads.
    static func make() -> any ViewFactory {
        MaterialViewFactory()
    }
}
