import Geometry
import JSON

/// A scene-file kind of one's own in scene hit-test fuzzing (`fuzz scene-hit-test` of a tool made
/// with `TouchstoneCommandLine`): how to write a random view of it, and where such a view takes
/// touches, so that ``SceneHitTestOracle`` can decide hits on it without asking the view.
///
///     struct TicketFuzzKind: SceneFuzzKind {
///         var name: String { "ticket" }
///         func randomOptions<R: RandomNumberGenerator>(for size: Size, using random: inout R) -> JSONObject {
///             ["notch": .number(random.uniform(0, 0.5) * min(size.width, size.height))]
///         }
///         func hitRegion(options: JSONObject, size: Size, borderWidth: Double) -> (path: Path, rule: FillRule)? {
///             (TicketShape(notch: options["notch"]?.number ?? 0).path(for: size), .nonZero)
///         }
///     }
///
/// The generator makes some plain views of a scene views of these kinds instead (with their
/// options; the common keys as for any view), and the oracle treats them as plain views whose
/// bounds are cut to the region: a point in the bounds `[0, w) × [0, h)` hits when the region's
/// exact winding number (``ExactWindingOracle``) says it is inside under the rule.
public protocol SceneFuzzKind {
    /// The kind's `"kind"` in scene files; its factory must make it.
    var name: String { get }

    /// The kind's own keys for a random view of `size` points, drawn from `random` only (the
    /// same draws give the same options).
    func randomOptions<R: RandomNumberGenerator>(for size: Size, using random: inout R) -> JSONObject

    /// Where a view of `options` and `size` takes touches, in its own coordinates: an outline and
    /// its fill rule, or `nil` for the whole bounds. `borderWidth` is the view's `"border"` width
    /// (0 without one; the generator gives views borders, up to and past half a side), for kinds
    /// that, like Material's shaped views, take touches only inside the border (their content
    /// mask, `ShapedBorderPaths`).
    func hitRegion(options: JSONObject, size: Size, borderWidth: Double) -> (path: Path, rule: FillRule)?
}
