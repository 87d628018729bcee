import Geometry
import JSON
import Raster
import Scene
import Shapes
import Text

/// The scene-file factory of the Material kinds (docs/formats.md#view-kinds); `"view"` goes to
/// ``PlainViewFactory``.
///
///     let scene = try SceneLoader(factory: MaterialViewFactory()).load(contentsOfFile: path)
///
/// | kind | view | own keys (all optional) |
/// |---|---|---|
/// | `shaped` | ``RippleShapedView``; a ripple only when `"ripple"` is given | `shape`, `elevation`, `ripple` |
/// | `button`, `fab`, `card`, `chip`, `bottomSheet` | ``RippleSurfaceView`` themed from the scene's scheme, with a ripple | `shape`, `elevation`, `pressedElevation`, `ripple` |
/// | `ripple` | ``RippleHostView`` | `ripple` |
/// | `statefulRipple` | ``StatefulRippleHostView`` | `ripple`, `stateColors`, `allowsSelection`, `selected`, `dragged` |
/// | `ink` | ``InkHostView`` | `ink` |
/// | `paper` | ``PaperView`` | `paper`, `title` |
/// | `label` | ``LabelView`` | `text`, `font`, `alignment`, `lineBreakMode`, `numberOfLines` |
///
/// `button`, `fab` and `chip` also take `title`, and `button` takes `style` and `uppercaseTitle`
/// (`fab` too takes `uppercaseTitle`): see `MaterialViewFactory+Titles.swift` and
/// docs/formats.md. A label's `color` is its text colour.
///
/// - `shape`: a shape spec; `{"scheme": …}` is resolved by the scene's shape scheme. On a surface
///   it replaces the themed shape.
/// - `elevation` (points, ≥ 0): a surface's resting elevation; `pressedElevation` (≥ 0) the one
///   while a touch is down (a FAB's are 6 and 12 unless given; other surfaces keep their resting
///   elevation when pressed).
/// - `ripple`: `{"color": c, "style": "bounded"|"unbounded", "maximumRadius": r ≥ 0,
///   "shouldProcessRippleWithScrollViewGestures": b}`. The last is the touch controller's (default
///   `true`, as MDC) and is refused on `statefulRipple`, which has no controller. On a
///   `statefulRipple`, `color` replaces the colour-table entries of the normal and highlighted
///   states (the table decides the colour there).
/// - `stateColors` (`statefulRipple`): `{state: colour or null}`, MDC's `setRippleColor:forState:`
///   per state, applied after `ripple.color`; a state is `normal` or `highlighted`, `selected`,
///   `dragged` joined by `+` (``StatefulRippleOptions``).
/// - `allowsSelection`, `selected`, `dragged` (bools): `selected` needs `allowsSelection` (an error
///   otherwise, as the view would ignore it); `selected` and `dragged` show their overlay at once.
/// - `ink`: `{"color", "style", "maxRippleRadius", "requiresFailureOfScrollViewGestures",
///   "delaysInkSpread", "dragCancelDistance", "cancelsOnDragOut"}` (``InkOptions``).
/// - `paper`: `{"raised", "tapCircleColor", "backgroundFadeColor", "tapCircleDiameter" (a positive
///   number or "default"|"full"|"small"|"medium"|"large"), "tapCircleDiameterStartValue" (≥ 0),
///   "burstAmount" (≥ 0), "rippleFromTapLocation", "rippleBeyondBounds", "touchDownDuration",
///   "touchUpDuration" (seconds ≥ 0)}`.
///
/// Common keys (``apply(_:to:context:)``): on the shaped kinds `color` is the shape's fill and
/// `border` the shaped border (drawn along the shape); on `paper`, `cornerRadius` is the paper
/// view's (corners, fade layer, circle masks and shadow path). Elsewhere they apply the plain way.
public struct MaterialViewFactory: ViewFactory {
    private let plain = PlainViewFactory()
    /// The fonts titles and labels are drawn in (Roboto, by path).
    public let fonts: FontLibrary

    /// The surface kinds by their scene-file names.
    public static let surfaceKinds: [(name: String, kind: SurfaceKind)] = [
        ("button", .button), ("fab", .floatingActionButton), ("card", .card), ("chip", .chip),
        ("bottomSheet", .bottomSheet),
    ]

    /// Creates the factory, its titles and labels in `fonts`.
    public init(fonts: FontLibrary = FontLibrary()) {
        self.fonts = fonts
    }

    /// `view`, `scroll`, `shaped`, the surfaces, `ripple`, `statefulRipple`, `ink`, `paper`.
    public var kinds: [String] {
        plain.kinds + ["shaped"] + Self.surfaceKinds.map(\.name) + ["ripple", "statefulRipple", "ink", "paper", "label"]
    }

    /// An elevation in points, 0 or more, whose wider (ambient) shadow can be drawn at the
    /// scene's scale (``Scene/SceneBuildContext/checkBlur(radius:scale:what:at:)``): the
    /// `"elevation"` key of the shaped kinds, for a kind of one's own to read the same way.
    ///
    ///     if let elevation = options.optional("elevation") {
    ///         ticket.elevation = try MaterialViewFactory.elevation(elevation, "elevation", context: context)
    ///     }
    ///
    /// - Parameter what: the value's name in an error (`"elevation"`, `"pressed elevation"`).
    /// - Throws: ``JSON/JSONError`` at the reader's path for a negative, non-finite or too large
    ///   elevation.
    public static func elevation(_ reader: JSONReader, _ what: String, context: SceneBuildContext) throws -> Double {
        let elevation = try reader.nonNegativeNumber(what)
        let metrics = ShadowMetrics(elevation: elevation)
        try SceneBuildContext.checkBlur(radius: Swift.max(metrics.topShadowRadius, metrics.bottomShadowRadius),
                                        scale: context.scale, what: "the \(what)'s shadow radius", at: reader)
        return elevation
    }

    /// A view of `kind` with its own keys read from `options` (see the type's table); `nil` for a
    /// kind neither this factory nor ``PlainViewFactory`` knows.
    ///
    /// - Throws: ``JSON/JSONError`` with the JSON path of a malformed option.
    public func makeView(kind: String, frame: Rect, options: inout JSONObjectReader,
                         context: SceneBuildContext) throws -> View? {
        let clock = context.clock
        if let surface = Self.surfaceKinds.first(where: { $0.name == kind })?.kind {
            let view = RippleSurfaceView(kind: surface, scheme: context.shapeScheme, frame: frame, clock: clock)
            try applyTitleKeys(to: view, options: &options, context: context)
            if let shape = try Self.shape(options.optional("shape"), scheme: context.shapeScheme) {
                view.shapeGenerator = shape
            }
            if let elevation = options.optional("elevation") {
                view.restingElevation = try Self.elevation(elevation, "elevation", context: context)
                if surface.pressedElevation == nil { view.pressedElevation = view.restingElevation }
            }
            if let pressed = options.optional("pressedElevation") {
                view.pressedElevation = try Self.elevation(pressed, "pressed elevation", context: context)
            }
            try RippleOptions(options.optional("ripple"))?.apply(to: view.rippleTouchController)
            return view
        }
        switch kind {
        case "shaped":
            let view = RippleShapedView(frame: frame, clock: clock)
            if let shape = try Self.shape(options.optional("shape"), scheme: context.shapeScheme) {
                view.shapeGenerator = shape
            }
            if let elevation = options.optional("elevation") {
                view.elevation = try Self.elevation(elevation, "elevation", context: context)
            }
            if let ripple = try RippleOptions(options.optional("ripple")) {
                ripple.apply(to: view.addRipple())
            }
            return view
        case "ripple":
            let view = RippleHostView(frame: frame, clock: clock)
            try RippleOptions(options.optional("ripple"))?.apply(to: view.rippleTouchController)
            return view
        case "statefulRipple":
            let view = StatefulRippleHostView(frame: frame, clock: clock)
            let ripple = try RippleOptions(options.optional("ripple"))
            try ripple?.requireNoControllerOptions(kind: kind)
            ripple?.apply(to: view.rippleView)
            if let color = ripple?.color {
                view.rippleView.setRippleColor(color, for: .normal)
                view.rippleView.setRippleColor(color, for: .highlighted)
            }
            try StatefulRippleOptions(reading: &options).apply(to: view.rippleView)
            return view
        case "ink":
            let view = InkHostView(frame: frame, clock: clock)
            if let ink = options.optional("ink") {
                try InkOptions(reading: ink).apply(to: view)
            }
            return view
        case "paper":
            let view = PaperView(frame: frame, clock: clock)
            if let paper = options.optional("paper") {
                try PaperOptions(reading: paper).apply(to: view)
            }
            try applyTitleKeys(to: view, options: &options, context: context)
            return view
        case "label":
            return try makeLabel(frame: frame, options: &options, context: context)
        default:
            return try plain.makeView(kind: kind, frame: frame, options: &options, context: context)
        }
    }

    /// Sets the common keys: the shaped kinds take `color` as the shape's fill and `border` as
    /// the shaped border; `paper` takes `cornerRadius` as its own; `label` takes `color` as its
    /// text colour; other views the plain way.
    public func apply(_ attributes: ViewAttributes, to view: View, context: SceneBuildContext) throws {
        if let shaped = view as? ShapedView {
            var rest = attributes
            rest.border = nil
            rest.applyExceptColor(to: shaped)
            if let color = attributes.color { shaped.backgroundColor = color }
            if let border = attributes.border {
                shaped.shapedBorderWidth = border.width
                shaped.shapedBorderColor = border.color
            }
        } else if let paper = view as? PaperView {
            var rest = attributes
            rest.cornerRadius = nil
            rest.apply(to: paper)
            if let radius = attributes.cornerRadius { paper.cornerRadius = radius }
        } else if let label = view as? LabelView {
            var rest = attributes
            rest.color = nil
            rest.apply(to: label)
            if let color = attributes.color { label.textColor = color }
        } else {
            attributes.apply(to: view)
        }
    }

    /// The generator for a `"shape"` spec (docs/formats.md, "Shape specs"), resolved by
    /// `scheme` (the context's ``Scene/SceneBuildContext/shapeScheme``); `nil` when absent. The
    /// `"shape"` key of the shaped kinds, for a kind of one's own to read the same way.
    ///
    /// - Throws: ``JSON/JSONError`` at the path of a malformed spec.
    public static func shape(_ reader: JSONReader?, scheme: ShapeScheme) throws -> SchemeShapeGenerator? {
        guard let reader else { return nil }
        return SchemeShapeGenerator(spec: try ShapeSpec(reading: reader), scheme: scheme)
    }
}
