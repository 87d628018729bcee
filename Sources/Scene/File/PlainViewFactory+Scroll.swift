import Geometry
import JSON

extension PlainViewFactory {
    /// The `"scroll"` kind (docs/formats.md, "View kinds"):
    ///
    ///     {"id": "feed", "kind": "scroll", "frame": [0, 0, 412, 732], "contentSize": [412, 4000],
    ///      "contentOffset": [0, 0], "bounces": true, "alwaysBounceVertical": false,
    ///      "alwaysBounceHorizontal": false, "decelerationRate": "normal" | "fast" | 0.995,
    ///      "delaysContentTouches": true, "canCancelContentTouches": true, "scrollEnabled": true,
    ///      "children": [...]}
    ///
    /// Only `contentSize` (both zero or more) is required; the rest default to UIKit's values
    /// (``ScrollView``). A numeric `decelerationRate` lies strictly between 0 and 1. Children are
    /// placed in content coordinates. The view's ``ScrollView/displayScale`` is the scene's scale.
    func makeScrollView(frame: Rect, options: inout JSONObjectReader,
                        context: SceneBuildContext) throws -> ScrollView {
        let view = ScrollView(frame: frame, clock: context.clock)
        view.displayScale = context.scale
        let size = try options.required("contentSize").array(count: 2)
        view.contentSize = Size(width: try size[0].nonNegativeNumber("width"),
                                height: try size[1].nonNegativeNumber("height"))
        if let offset = try options.optional("contentOffset")?.array(count: 2) {
            view.contentOffset = Point(x: try offset[0].length("x"), y: try offset[1].length("y"))
        }
        if let bounces = try options.optional("bounces")?.bool() { view.bounces = bounces }
        if let value = try options.optional("alwaysBounceVertical")?.bool() { view.alwaysBounceVertical = value }
        if let value = try options.optional("alwaysBounceHorizontal")?.bool() { view.alwaysBounceHorizontal = value }
        if let rate = options.optional("decelerationRate") { view.decelerationRate = try Self.decelerationRate(rate) }
        if let value = try options.optional("delaysContentTouches")?.bool() { view.delaysContentTouches = value }
        if let value = try options.optional("canCancelContentTouches")?.bool() { view.canCancelContentTouches = value }
        if let value = try options.optional("scrollEnabled")?.bool() { view.isScrollEnabled = value }
        return view
    }

    /// `"normal"` (0.998), `"fast"` (0.99) or a number strictly between 0 and 1.
    static func decelerationRate(_ reader: JSONReader) throws -> Double {
        let expectation = #""normal", "fast" or a number between 0 and 1 (exclusive)"#
        switch reader.value {
        case .string(let name):
            switch name {
            case "normal": return ScrollView.normalDecelerationRate
            case "fast": return ScrollView.fastDecelerationRate
            default: throw reader.error("expected \(expectation), found \(reader.value)")
            }
        case .number:
            let rate = try reader.double()
            guard rate > 0, rate < 1 else { throw reader.error("expected \(expectation), found \(reader.value)") }
            return rate
        default:
            throw reader.expected(expectation)
        }
    }
}
