import Geometry
import JSON

/// The factory of Scene's own kinds (see ``ViewFactory``): `"view"`, a plain ``View`` with no keys
/// of its own beyond the common ones, and `"scroll"`, a ``ScrollView`` (keys in
/// PlainViewFactory+Scroll.swift). Other factories delegate to it, so every factory has both.
public struct PlainViewFactory: ViewFactory {
    /// Creates the factory.
    public init() {}

    /// `["view", "scroll"]`.
    public var kinds: [String] { ["view", "scroll"] }

    /// A ``View`` for `"view"` or a ``ScrollView`` for `"scroll"`, with `frame` on the context's
    /// clock; `nil` for any other kind.
    public func makeView(kind: String, frame: Rect, options: inout JSONObjectReader,
                         context: SceneBuildContext) throws -> View? {
        switch kind {
        case "view": return View(frame: frame, clock: context.clock)
        case "scroll": return try makeScrollView(frame: frame, options: &options, context: context)
        default: return nil
        }
    }
}
