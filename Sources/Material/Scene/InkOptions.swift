import JSON
import Raster
import Scene

/// A scene file's `"ink"` object: `{"color": c, "style": "bounded"|"unbounded",
/// "maxRippleRadius": r, "requiresFailureOfScrollViewGestures": b, "delaysInkSpread": b,
/// "dragCancelDistance": d, "cancelsOnDragOut": b}`, every key optional (absent keys keep MDC's
/// defaults: black α 0.14, bounded, 0, `false`, `false`, 20, `true`). Each property is the key of
/// its name; `nil` when absent.
public struct InkOptions {
    /// `"color"`, the ink colour.
    public var color: Color?
    /// `"style"`, bounded or unbounded.
    public var style: RippleStyle?
    /// `"maxRippleRadius"`, points, 0 or more.
    public var maxRippleRadius: Double?
    /// `"requiresFailureOfScrollViewGestures"`, the controller's.
    public var requiresFailureOfScrollViewGestures: Bool?
    /// `"delaysInkSpread"`, the controller's.
    public var delaysInkSpread: Bool?
    /// `"dragCancelDistance"`, points, 0 or more.
    public var dragCancelDistance: Double?
    /// `"cancelsOnDragOut"`, the controller's.
    public var cancelsOnDragOut: Bool?

    /// Reads the object.
    ///
    /// - Throws: ``JSON/JSONError`` with the path of an unknown key or a bad value.
    public init(reading reader: JSONReader) throws {
        var object = try reader.object()
        color = try object.optional("color")?.color()
        if let style = try object.optional("style")?.string(oneOf: ["bounded", "unbounded"]) {
            self.style = style == "bounded" ? .bounded : .unbounded
        }
        maxRippleRadius = try object.optional("maxRippleRadius")?.nonNegativeNumber("maximum radius")
        requiresFailureOfScrollViewGestures = try object.optional("requiresFailureOfScrollViewGestures")?.bool()
        delaysInkSpread = try object.optional("delaysInkSpread")?.bool()
        dragCancelDistance = try object.optional("dragCancelDistance")?.nonNegativeNumber("distance")
        cancelsOnDragOut = try object.optional("cancelsOnDragOut")?.bool()
        try object.finish()
    }

    /// Sets the given options on the host's ink view and controller.
    public func apply(to host: InkHostView) {
        let controller = host.inkTouchController!
        if let color { host.inkView.inkColor = color }
        if let style { host.inkView.inkStyle = style }
        if let maxRippleRadius { host.inkView.maxRippleRadius = maxRippleRadius }
        if let requiresFailureOfScrollViewGestures {
            controller.requiresFailureOfScrollViewGestures = requiresFailureOfScrollViewGestures
        }
        if let delaysInkSpread { controller.delaysInkSpread = delaysInkSpread }
        if let dragCancelDistance { controller.dragCancelDistance = dragCancelDistance }
        if let cancelsOnDragOut { controller.cancelsOnDragOut = cancelsOnDragOut }
    }
}
