import JSON
import Raster
import Scene

/// A scene file's `"ripple"` object: `{"color": c, "style": "bounded"|"unbounded",
/// "maximumRadius": r, "shouldProcessRippleWithScrollViewGestures": b}`, every key optional
/// (absent keys leave the ripple view's and the touch controller's defaults). A kind of one's own
/// with a ripple reads its `"ripple"` key here, as the built-in kinds do:
///
///     let ticket = TicketView(frame: frame, clock: context.clock)
///     try RippleOptions(options.optional("ripple"))?.apply(to: ticket.rippleTouchController)
public struct RippleOptions {
    /// `"color"`: the ripple colour, alpha included (MDC's default is black at 12 %).
    public var color: Color?
    /// `"style"`: bounded (clipped to the view) or unbounded.
    public var style: RippleStyle?
    /// `"maximumRadius"`, points, 0 or more (MDC passes it on only to unbounded ripples).
    public var maximumRadius: Double?
    /// ``RippleTouchController/shouldProcessRippleWithScrollViewGestures``; only kinds with a
    /// touch controller take it.
    public var shouldProcessRippleWithScrollViewGestures: Bool?
    /// The reader of that key, for an error when the kind has no controller.
    public var scrollGesturesReader: JSONReader?

    /// Reads the object; `nil` when `reader` is `nil` (the key was absent).
    ///
    /// - Throws: ``JSON/JSONError`` with the path of an unknown key or a bad value.
    public init?(_ reader: JSONReader?) throws {
        guard let reader else { return nil }
        var object = try reader.object()
        color = try object.optional("color")?.color()
        if let style = try object.optional("style")?.string(oneOf: ["bounded", "unbounded"]) {
            self.style = style == "bounded" ? .bounded : .unbounded
        }
        maximumRadius = try object.optional("maximumRadius")?.nonNegativeNumber("maximum radius")
        if let scroll = object.optional("shouldProcessRippleWithScrollViewGestures") {
            shouldProcessRippleWithScrollViewGestures = try scroll.bool()
            scrollGesturesReader = scroll
        }
        try object.finish()
    }

    /// Sets the given options on `rippleView` (the controller's key aside).
    public func apply(to rippleView: RippleView) {
        if let color { rippleView.rippleColor = color }
        if let style { rippleView.rippleStyle = style }
        if let maximumRadius { rippleView.maximumRadius = maximumRadius }
    }

    /// Sets the given options on the controller's ripple view and on the controller.
    public func apply(to controller: RippleTouchController) {
        apply(to: controller.rippleView)
        if let shouldProcessRippleWithScrollViewGestures {
            controller.shouldProcessRippleWithScrollViewGestures = shouldProcessRippleWithScrollViewGestures
        }
    }

    /// Throws when the object set the controller-only key on a kind without a touch controller.
    ///
    /// - Throws: ``JSON/JSONError`` at the key's path.
    public func requireNoControllerOptions(kind: String) throws {
        if let scrollGesturesReader {
            throw scrollGesturesReader.error("\"shouldProcessRippleWithScrollViewGestures\" needs a ripple touch controller; a \(kind) view takes its touches as a view (delayed and cancelled by a scroll view as UIKit's content touches are)")
        }
    }
}
