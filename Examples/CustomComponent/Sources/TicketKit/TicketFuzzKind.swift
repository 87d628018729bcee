import Geometry
import HitTestFuzzing
import JSON
import Shapes

/// Tickets in `my-touchstone fuzz scene-hit-test`: random notch and corner radii (notches up to
/// half the height, so some swallow the whole side), and the outline as the region a touch must
/// fall in — which the fuzzer's oracle decides exactly and compares with `TicketView`'s own hit
/// test.
public struct TicketFuzzKind: SceneFuzzKind {
    /// Creates the kind.
    public init() {}

    /// `"ticket"`.
    public var name: String { "ticket" }

    /// `notchRadius` and `cornerRadius` for a ticket of `size`.
    public func randomOptions<R: RandomNumberGenerator>(for size: Size, using random: inout R) -> JSONObject {
        let side = max(min(size.width, size.height), 0)
        return ["notchRadius": .number((random.unit() * side / 2 * 64).rounded() / 64),
                "cornerRadius": .number((random.unit() * side / 4 * 64).rounded() / 64)]
    }

    /// The ticket's content mask — its outline scaled inward by the border width, MDC's
    /// `ShapedBorderPaths` — under the even-odd rule, as a shaped view hit-tests it.
    public func hitRegion(options: JSONObject, size: Size, borderWidth: Double) -> (path: Path, rule: FillRule)? {
        func number(_ key: String, _ fallback: Double) -> Double {
            if case .number(let value)? = options[key] { return value }
            return fallback
        }
        let shape = TicketShape(notchRadius: number("notchRadius", 12), cornerRadius: number("cornerRadius", 8))
        return (ShapedBorderPaths(shape: shape.path(for: size), borderWidth: borderWidth).contentMaskPath, .evenOdd)
    }
}
