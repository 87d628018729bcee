import Geometry
import JSON

/// Makes the views of a scene file from their `"kind"`.
///
/// The ``SceneLoader`` reads the keys every kind shares itself (`id`, `kind`, `frame`, `color`,
/// `alpha`, `hidden`, `interactive`, `cornerRadius`, `border`, `shadow`, `children`), then asks the
/// factory for a view of the kind. The factory reads only its kind's own keys from `options`
/// (``JSON/JSONObjectReader/required(_:)`` / ``JSON/JSONObjectReader/optional(_:)``); afterwards the
/// loader calls `options.finish()`, so a key neither side asked for is an error naming its path.
/// The loader then applies the common keys with ``apply(_:to:context:)`` and adds the children.
///
///     struct BadgeFactory: ViewFactory {
///         let plain = PlainViewFactory()
///         var kinds: [String] { plain.kinds + ["badge"] }
///         func makeView(kind: String, frame: Rect, options: inout JSONObjectReader,
///                       context: SceneBuildContext) throws -> View? {
///             guard kind == "badge" else {
///                 return try plain.makeView(kind: kind, frame: frame, options: &options, context: context)
///             }
///             let badge = BadgeView(frame: frame, clock: context.clock)
///             badge.count = try options.required("count").int()
///             return badge
///         }
///     }
///
/// Factories combine by delegation: one that adds kinds hands the others to the factory it wraps
/// (the Material library's factory delegates `view` and `scroll` to ``PlainViewFactory``).
public protocol ViewFactory {
    /// Every kind ``makeView(kind:frame:options:context:)`` makes, in the order an error message
    /// should list them.
    var kinds: [String] { get }

    /// A new view of `kind` with `frame` (in its parent's coordinates), reading the kind's own keys
    /// from `options`; `nil` when the factory does not know `kind`.
    ///
    /// - Throws: ``JSON/JSONError`` (made from `options` or its members' readers, so it carries
    ///   the file and the JSON path) for a kind's key that is missing or malformed.
    func makeView(kind: String, frame: Rect, options: inout JSONObjectReader,
                  context: SceneBuildContext) throws -> View?

    /// Sets the common keys on a view this factory made. The default is
    /// ``ViewAttributes/apply(to:)`` (the colour as the background colour); a factory whose views
    /// keep their colour elsewhere, such as a shaped view filling its outline, overrides it and
    /// typically calls ``ViewAttributes/applyExceptColor(to:)`` for the rest.
    func apply(_ attributes: ViewAttributes, to view: View, context: SceneBuildContext) throws
}

extension ViewFactory {
    /// Sets the common keys the plain way: ``ViewAttributes/apply(to:)``.
    public func apply(_ attributes: ViewAttributes, to view: View, context: SceneBuildContext) throws {
        attributes.apply(to: view)
    }
}
