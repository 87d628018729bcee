import JSON
import Raster
import Scene

/// A `statefulRipple` view's own keys besides `"ripple"`: `"stateColors"` (MDC's
/// `setRippleColor:forState:` per state), `"allowsSelection"`, `"selected"` and `"dragged"`.
///
///     "stateColors": {"selected": "#6200EE29", "dragged+highlighted": "#00000033", "normal": null}
///
/// A `stateColors` key names one state: `normal`, or one to three of `highlighted`, `selected`
/// and `dragged` joined by `+` in any order (each at most once); two keys naming the same state
/// are an error. A colour sets the table entry, `null` removes it (the fallbacks of
/// ``StatefulRippleView/rippleColor(for:)`` then apply).
public struct StatefulRippleOptions {
    /// The state names of a `stateColors` key's parts.
    static let stateNames: [(String, RippleState)] = [
        ("highlighted", .highlighted), ("selected", .selected), ("dragged", .dragged),
    ]

    /// The colour-table changes in document order: `nil` removes the entry.
    public var stateColors: [(state: RippleState, color: Color?)] = []
    /// `"allowsSelection"`.
    public var allowsSelection = false
    /// `"selected"` (needs `allowsSelection`).
    public var selected = false
    /// `"dragged"`.
    public var dragged = false

    /// Reads the keys from the view's options.
    ///
    /// - Throws: ``JSON/JSONError`` at the path of a malformed key or value, of a state named
    ///   twice, or of `"selected": true` without `"allowsSelection": true`.
    public init(reading options: inout JSONObjectReader) throws {
        if let colorsReader = options.optional("stateColors") {
            var object = try colorsReader.object()
            var seen: [RippleState: String] = [:]
            for key in object.object.keys {
                guard let member = object.optional(key) else { continue }
                let state = try Self.state(named: key, at: member)
                if let earlier = seen[state] {
                    throw member.error("\"\(key)\" names the same state as \"\(earlier)\"")
                }
                seen[state] = key
                stateColors.append((state, member.isNull ? nil : try member.color()))
            }
            try object.finish()
        }
        allowsSelection = try options.optional("allowsSelection")?.bool() ?? false
        if let selectedReader = options.optional("selected"), try selectedReader.bool() {
            guard allowsSelection else {
                throw selectedReader.error("\"selected\": true needs \"allowsSelection\": true")
            }
            selected = true
        }
        dragged = try options.optional("dragged")?.bool() ?? false
    }

    /// The state a `stateColors` key names.
    ///
    /// - Throws: ``JSON/JSONError`` at `reader`'s path for an unknown or repeated part.
    static func state(named key: String, at reader: JSONReader) throws -> RippleState {
        let expectation = "\"normal\" or highlighted, selected and dragged joined by \"+\""
        if key == "normal" { return .normal }
        var state = RippleState.normal
        for part in key.split(separator: "+", omittingEmptySubsequences: false) {
            guard let bit = stateNames.first(where: { $0.0 == part })?.1 else {
                throw reader.error("unknown state \"\(part)\" in \"\(key)\"; expected \(expectation)")
            }
            guard !state.contains(bit) else {
                throw reader.error("state \"\(part)\" appears twice in \"\(key)\"")
            }
            state.insert(bit)
        }
        return state
    }

    /// Applies the table changes, then selection and dragging (each showing its overlay at once,
    /// as a reused cell does).
    public func apply(to rippleView: StatefulRippleView) {
        for (state, color) in stateColors { rippleView.setRippleColor(color, for: state) }
        rippleView.allowsSelection = allowsSelection
        if selected { rippleView.isSelected = true }
        if dragged { rippleView.isDragged = true }
    }
}
