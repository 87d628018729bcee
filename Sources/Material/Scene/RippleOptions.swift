import JSON
import Raster
import Scene

/// A scene file's `"ripple"` object: `{"color": c, "style": "bounded"|"unbounded",
/// "maximumRadius": r}`, every key optional (absent keys leave the ripple view's defaults).
struct RippleOptions {
    var color: Color?
    var style: RippleStyle?
    var maximumRadius: Double?

    /// Reads the object; `nil` when `reader` is `nil` (the key was absent).
    ///
    /// - Throws: ``JSON/JSONError`` with the path of an unknown key or a bad value.
    init?(_ reader: JSONReader?) throws {
        guard let reader else { return nil }
        var object = try reader.object()
        color = try object.optional("color")?.color()
        if let style = try object.optional("style")?.string(oneOf: ["bounded", "unbounded"]) {
            self.style = style == "bounded" ? .bounded : .unbounded
        }
        maximumRadius = try object.optional("maximumRadius")?.nonNegativeNumber("maximum radius")
        try object.finish()
    }

    /// Sets the given options on `rippleView`.
    func apply(to rippleView: RippleView) {
        if let color { rippleView.rippleColor = color }
        if let style { rippleView.rippleStyle = style }
        if let maximumRadius { rippleView.maximumRadius = maximumRadius }
    }
}
