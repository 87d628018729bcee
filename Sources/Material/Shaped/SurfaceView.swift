import Geometry
import Raster
import Scene
import Shapes

/// A shaped Material surface — button, floating action button, card, chip or bottom sheet — themed
/// from a ``ShapeScheme`` as MDC's shape themers do (see ``SurfaceKind``).
///
///     let fab = SurfaceView(kind: .floatingActionButton, scheme: ShapeScheme(),
///                           frame: Rect(x: 0, y: 0, width: 56, height: 56), clock: clock)
///     fab.elevation               // 6; 12 while a touch is down on it
///
/// It is a ``ShapedView``, so its layer's shadow path is the shape (a bounded ripple added to it can
/// clip to the shape) and it is hit only inside the shape. Pressing (a touch that began on the
/// view, until it ends or is cancelled) switches to the kind's pressed elevation, if it has one, at
/// once: MDC sets the shadow layer's elevation without animating it.
open class SurfaceView: ShapedView {
    /// The component this surface stands for.
    public let kind: SurfaceKind

    /// Whether a touch is down on the view.
    public private(set) var isPressed = false

    /// The elevation at rest, in points: the kind's (6 for a FAB) or 0.
    public var restingElevation: Double {
        didSet { updateElevation() }
    }

    /// The elevation while pressed, in points: the kind's (12 for a FAB) or the resting one.
    public var pressedElevation: Double {
        didSet { updateElevation() }
    }

    /// Creates a surface of `kind` with its shape generator from `scheme`.
    public init(kind: SurfaceKind, scheme: ShapeScheme = ShapeScheme(), frame: Rect = .zero, clock: SimClock) {
        self.kind = kind
        let resting = kind.restingElevation ?? 0
        restingElevation = resting
        pressedElevation = kind.pressedElevation ?? resting
        super.init(frame: frame, clock: clock)
        applyScheme(scheme)
        updateElevation()
    }

    /// Re-themes the shape from `scheme` (MDC's `applyShapeScheme:`).
    public func applyScheme(_ scheme: ShapeScheme) {
        shapeGenerator = kind.shapeGenerator(from: scheme)
    }

    private func updateElevation() {
        elevation = isPressed ? pressedElevation : restingElevation
    }

    /// Presses the surface. Subclasses that override it call `super`.
    open override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        isPressed = true
        updateElevation()
    }

    /// Releases the surface. Subclasses that override it call `super`.
    open override func touchesEnded(_ touches: [Touch]) {
        super.touchesEnded(touches)
        isPressed = false
        updateElevation()
    }

    /// Releases the surface. Subclasses that override it call `super`.
    open override func touchesCancelled(_ touches: [Touch]) {
        super.touchesCancelled(touches)
        isPressed = false
        updateElevation()
    }
}
