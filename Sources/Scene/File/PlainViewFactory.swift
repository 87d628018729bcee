import Geometry
import JSON

/// The factory of the `"view"` kind: a plain ``View`` with no keys of its own beyond the common ones
/// (see ``ViewFactory``).
public struct PlainViewFactory: ViewFactory {
    /// Creates the factory.
    public init() {}

    /// `["view"]`.
    public var kinds: [String] { ["view"] }

    /// A ``View`` with `frame` on the context's clock for `"view"`, `nil` for any other kind.
    public func makeView(kind: String, frame: Rect, options: inout JSONObjectReader,
                         context: SceneBuildContext) throws -> View? {
        guard kind == "view" else { return nil }
        return View(frame: frame, clock: context.clock)
    }
}
