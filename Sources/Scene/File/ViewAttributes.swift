import Geometry
import Raster

/// The keys every kind of view takes in a scene file, as read: `nil` (or `false` for nothing
/// given) means the key was absent and the view keeps whatever its kind starts with.
///
///     {"id": "card", "kind": "view", "frame": [16, 16, 200, 120],
///      "color": "#FFFFFF", "alpha": 0.9, "hidden": false, "interactive": true, "cornerRadius": 8,
///      "border": {"width": 1, "color": "#00000033"},
///      "shadow": {"color": "#000000", "opacity": 0.3, "radius": 4, "offset": [0, 2]}}
///
/// ``apply(to:)`` sets them the plain way: `color` is the view's background colour, `alpha`,
/// `hidden` and `interactive` are the view's, and `cornerRadius`, `border` and `shadow` go to its
/// layer. A ``ViewFactory`` whose views keep a colour elsewhere (MDC's shaped views fill their
/// shape, not the layer's background) overrides ``ViewFactory/apply(_:to:context:)`` instead.
public struct ViewAttributes: Hashable, Sendable {
    /// A border drawn inside the bounds: `{"width": w, "color": c}`.
    public struct Border: Hashable, Sendable {
        /// The width in points, zero or more.
        public var width: Double
        /// The colour.
        public var color: Color

        /// Creates a border.
        public init(width: Double, color: Color) {
            self.width = width
            self.color = color
        }
    }

    /// A layer shadow: `{"color": c, "opacity": o, "radius": r, "offset": [dx, dy]}`.
    public struct Shadow: Hashable, Sendable {
        /// The shadow's colour.
        public var color: Color
        /// The opacity, 0 … 1.
        public var opacity: Double
        /// The blur radius in points, zero or more (σ = radius / 2, see `Raster.Shadow`).
        public var radius: Double
        /// The offset in points (y down).
        public var offset: Size

        /// Creates a shadow.
        public init(color: Color, opacity: Double, radius: Double, offset: Size) {
            self.color = color
            self.opacity = opacity
            self.radius = radius
            self.offset = offset
        }
    }

    /// `"color"`: the background colour.
    public var color: Color?
    /// `"alpha"`: the view's opacity, 0 … 1.
    public var alpha: Double?
    /// `"hidden"`.
    public var isHidden: Bool?
    /// `"interactive"`: whether the view takes touches (`isUserInteractionEnabled`).
    public var isInteractive: Bool?
    /// `"cornerRadius"` in points, zero or more.
    public var cornerRadius: Double?
    /// `"border"`.
    public var border: Border?
    /// `"shadow"`.
    public var shadow: Shadow?

    /// Creates attributes with nothing given.
    public init(color: Color? = nil, alpha: Double? = nil, isHidden: Bool? = nil, isInteractive: Bool? = nil,
                cornerRadius: Double? = nil, border: Border? = nil, shadow: Shadow? = nil) {
        self.color = color
        self.alpha = alpha
        self.isHidden = isHidden
        self.isInteractive = isInteractive
        self.cornerRadius = cornerRadius
        self.border = border
        self.shadow = shadow
    }

    /// Sets the given attributes on `view` the plain way (see the type's doc); absent ones are
    /// left alone.
    public func apply(to view: View) {
        applyExceptColor(to: view)
        if let color { view.backgroundColor = color }
    }

    /// Sets every given attribute but ``color``, for factories that put the colour elsewhere.
    public func applyExceptColor(to view: View) {
        if let alpha { view.alpha = alpha }
        if let isHidden { view.isHidden = isHidden }
        if let isInteractive { view.isUserInteractionEnabled = isInteractive }
        if let cornerRadius { view.layer.cornerRadius = cornerRadius }
        if let border {
            view.layer.borderWidth = border.width
            view.layer.borderColor = border.color
        }
        if let shadow {
            view.layer.shadowColor = shadow.color
            view.layer.shadowOpacity = shadow.opacity
            view.layer.shadowRadius = shadow.radius
            view.layer.shadowOffset = shadow.offset
        }
    }
}
