import Geometry
import Raster

/// A rectangular region of a view tree, in UIKit's model: geometry, appearance, interaction flags,
/// ordered subviews, a layout pass, coordinate conversion and hit testing, backed by a ``Layer``.
///
///     let clock = SimClock()
///     let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 200), clock: clock)
///     let card = View(frame: Rect(x: 20, y: 20, width: 100, height: 60), clock: clock)
///     root.addSubview(card)
///     root.hitTest(Point(x: 30, y: 30)) === card          // true
///     card.convert(Point(x: 0, y: 0), to: nil)             // (20, 20)
///
/// ## The backing layer
/// A view owns its ``layer`` and stores its geometry and appearance there, as UIKit does:
/// ``bounds`` is `layer.bounds`, ``center`` is `layer.position`, ``transform`` is
/// `layer.transform`, ``alpha`` is `layer.opacity`, ``isHidden`` and ``backgroundColor`` are the
/// layer's, and ``frame`` is the layer's frame in the superview. The layers of the ``subviews``
/// are sublayers of `layer` in the same relative order. Other sublayers may be added to `layer`
/// directly (a ripple, a shadow); a subview added at the end goes in front of them, and one
/// inserted at an index goes just below the layer of the subview it is inserted before. Removing a
/// subview's layer from `layer` behind the view's back breaks this mirror and is not supported.
///
/// ## Model values
/// Geometry, conversion and hit testing read the model values, never the layer's presentation:
/// as in UIKit, a view animating to a new place is hit where its model says it is.
///
/// ## Layout
/// ``setNeedsLayout()`` marks a view; ``layoutIfNeeded()`` runs a pass over the receiver's
/// subtree, top down: each marked view's mark is cleared and its ``layoutSubviews()`` called, then
/// its subviews (as they are after that call) are visited. A view is laid out at most once per
/// pass: a view that marks itself or an ancestor during the pass waits for the next one, while a
/// view marked by an ancestor's ``layoutSubviews()`` (a parent resizing a child) is laid out in the
/// same pass. New views start marked; a change of ``bounds`` size marks the view, and adding or
/// removing a subview, or changing ``layoutMargins``, marks the superview of the change. A pass
/// over a subtree with no marks visits only the receiver.
open class View {
    /// The layer that draws this view and stores its geometry and appearance.
    public let layer: Layer

    /// The view this one is a subview of.
    public private(set) weak var superview: View?

    /// The subviews, back to front.
    public private(set) var subviews: [View] = []

    /// Whether touches are delivered to this view and its subviews; `true` by default. When `false`
    /// ``hitTest(_:)`` returns `nil` for the view and everything inside it.
    public var isUserInteractionEnabled = true

    /// Whether the view receives more than one touch at a time; `false` by default, as in UIKit.
    /// Stored here; the touch delivery honours it.
    public var isMultipleTouchEnabled = false

    /// Insets from the bounds for laying out content, 8 points on every side by default (a plain
    /// `UIView`'s margins). Changing them marks the view for layout.
    public var layoutMargins = EdgeInsets(all: 8) {
        didSet { if layoutMargins != oldValue { setNeedsLayout() } }
    }

    /// The gesture recognizers attached to this view, in the order they were added. Touches that
    /// begin on this view or any of its descendants are delivered to them (see ``TouchDispatcher``).
    public private(set) var gestureRecognizers: [GestureRecognizer] = []

    /// The log this view's components record their callbacks in (see ``ViewEvent``): set by the
    /// scene loader to the scene's ``LoadedScene/events`` for every view of the file; `nil`
    /// outside scenes. A strong reference: the log holds no views, so there is no cycle.
    public var eventLog: ViewEventLog?

    /// The view's `id` in its scene file, set by the loader; `nil` for views made in code or made
    /// by a component inside a scene view (they record under their nearest ancestor's id).
    public var sceneID: String?

    /// Whether ``layoutSubviews()`` is due at the next pass.
    public private(set) var needsLayout = true

    /// Whether some descendant (not the view itself) is marked for layout.
    private var descendantNeedsLayout = false

    /// Creates a view with `frame` in its future superview's coordinates, whose layer animates on
    /// `clock`. The view starts marked for layout.
    public init(frame: Rect = .zero, clock: SimClock) {
        layer = Layer(clock: clock)
        self.frame = frame
        needsLayout = true
    }

    // MARK: Geometry

    /// The view's own coordinate rectangle (the layer's bounds). Its origin is the point of the
    /// view's coordinates shown at the top-left corner, so changing it shifts the subviews (as
    /// scrolling does); its size is the view's size. A change of size marks the view for layout.
    public var bounds: Rect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            if newValue.size != oldSize { setNeedsLayout() }
        }
    }

    /// Where the anchor point of the bounds (their centre, since a view's layer keeps the default
    /// anchor point) lies in the superview's coordinates: the layer's position.
    public var center: Point {
        get { layer.position }
        set { layer.position = newValue }
    }

    /// A transform about ``center`` applied to the view and its subviews (the layer's transform).
    public var transform: AffineTransform {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The view's rectangle in its superview's coordinates: the bounding box of the bounds mapped
    /// by ``transformToSuperview``.
    ///
    /// Setting it sets the size of ``bounds`` to the size of the standardized rectangle (keeping
    /// the bounds origin) and ``center`` so that the anchor point lands where it would in that
    /// rectangle. With an identity ``transform`` reading it back gives the rectangle set; with
    /// another transform the transform still applies on top, so the value read back differs — UIKit
    /// calls the frame undefined in that case; set ``bounds`` and ``center`` instead.
    public var frame: Rect {
        get { layer.bounds.applying(transformToSuperview) }
        set {
            let rect = newValue.standardized
            bounds = Rect(origin: layer.bounds.origin, size: rect.size)
            center = Point(x: rect.origin.x + layer.anchorPoint.x * rect.size.width,
                           y: rect.origin.y + layer.anchorPoint.y * rect.size.height)
        }
    }

    /// The transform from this view's coordinates to its superview's (from the model values):
    /// `p ↦ center + transform(p − bounds.origin − anchorPoint · bounds.size)`.
    public var transformToSuperview: AffineTransform {
        let b = layer.bounds, anchor = layer.anchorPoint
        let ax = b.origin.x + anchor.x * b.size.width
        let ay = b.origin.y + anchor.y * b.size.height
        return AffineTransform(translationX: -ax, y: -ay)
            .concatenating(layer.transform)
            .concatenating(AffineTransform(translationX: layer.position.x, y: layer.position.y))
    }

    // MARK: Appearance

    /// The colour the bounds are filled with (the layer's background colour); `nil` fills nothing.
    /// Open so that a shaped view can store it as its shape's fill instead.
    open var backgroundColor: Color? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }

    /// The view's opacity from 0 to 1 (the layer's opacity). At 0.01 or below the view is not hit.
    public var alpha: Double {
        get { layer.opacity }
        set { layer.opacity = newValue }
    }

    /// Whether the view and its subviews are not drawn and not hit (the layer's hidden flag).
    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    // MARK: Tree

    /// Appends `view` as the frontmost subview (its layer as the frontmost sublayer), first removing
    /// it from its current superview. Adding a view to itself or to one of its descendants is a
    /// programming error and traps.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to 0…count, counted after removing it
    /// from its current superview). Its layer goes just below the layer of the subview now at
    /// `index`, or in front of every sublayer when `index` is the end. Adding a view to itself or
    /// to one of its descendants is a programming error and traps.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(!isDescendant(of: view), "a view cannot be a subview of itself or of a descendant")
        view.removeFromSuperview()
        let i = Swift.min(Swift.max(index, 0), subviews.count)
        if i < subviews.count,
           let below = layer.sublayers.firstIndex(where: { $0 === subviews[i].layer }) {
            layer.insertSublayer(view.layer, at: below)
        } else {
            layer.addSublayer(view.layer)
        }
        subviews.insert(view, at: i)
        view.superview = self
        if view.needsLayout || view.descendantNeedsLayout { markAncestorsOfDescendant() }
        setNeedsLayout()
    }

    /// Removes the view (and its layer) from its superview, if any, and marks that superview for
    /// layout.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
        parent.setNeedsLayout()
    }

    /// Moves `view`, if it is a subview, in front of the other subviews, and its layer in front of
    /// every sublayer.
    public func bringSubviewToFront(_ view: View) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.remove(at: i)
        subviews.append(view)
        layer.addSublayer(view.layer)
    }

    /// Whether `view` is this view or one of its descendants.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let c = current {
            if c === view { return true }
            current = c.superview
        }
        return false
    }

    // MARK: Layout

    /// Marks the view so that the next pass calls its ``layoutSubviews()``.
    public func setNeedsLayout() {
        needsLayout = true
        superview?.markAncestorsOfDescendant()
    }

    /// Records on this view and its ancestors that a descendant needs layout.
    private func markAncestorsOfDescendant() {
        var current: View? = self
        while let view = current, !view.descendantNeedsLayout {
            view.descendantNeedsLayout = true
            current = view.superview
        }
    }

    /// Runs a layout pass over this view's subtree (see "Layout" above): top down, each marked view
    /// laid out once. Call it on the root view once per frame.
    public func layoutIfNeeded() {
        guard needsLayout || descendantNeedsLayout else { return }
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        for view in subviews { view.layoutIfNeeded() }
        // Marks made during the pass (a view marking itself or a laid-out view) wait for the next.
        descendantNeedsLayout = subviews.contains { $0.needsLayout || $0.descendantNeedsLayout }
    }

    /// Lays out the subviews; called by the layout pass when the view is marked. The default does
    /// nothing; subclasses override it to set their subviews' frames (and need not call `super`).
    open func layoutSubviews() {}

    // MARK: Coordinates

    /// The transform from this view's coordinates to those of `ancestor` (which must be this view
    /// or one of its ancestors), or to its root's when `ancestor` is `nil`.
    private func transform(toAncestor ancestor: View?) -> AffineTransform {
        var result = AffineTransform.identity
        var current = self
        while current !== ancestor, let parent = current.superview {
            result = result.concatenating(current.transformToSuperview)
            current = parent
        }
        return result
    }

    /// The nearest view that is both this view or an ancestor of it and `view` or an ancestor of
    /// it; `nil` when they are in different trees.
    private func nearestCommonAncestor(with view: View) -> View? {
        var mine: Set<ObjectIdentifier> = []
        var current: View? = self
        while let c = current { mine.insert(ObjectIdentifier(c)); current = c.superview }
        current = view
        while let c = current {
            if mine.contains(ObjectIdentifier(c)) { return c }
            current = c.superview
        }
        return nil
    }

    /// The transform from this view's coordinates to `view`'s, or to the root's (the topmost
    /// ancestor's bounds coordinates, UIKit's window coordinates) when `view` is `nil`. Views in
    /// different trees are converted as if their roots' coordinates coincided. The result is `nil`
    /// when the way down to `view` passes a transform that cannot be inverted (a zero scale).
    public func transform(to view: View?) -> AffineTransform? {
        guard let view else { return transform(toAncestor: nil) }
        let common = nearestCommonAncestor(with: view)
        let up = transform(toAncestor: common)
        if view === common { return up }
        guard let down = view.transform(toAncestor: common).inverted() else { return nil }
        return up.concatenating(down)
    }

    /// Converts `point` from this view's coordinates to `view`'s (the root's when `nil`), through
    /// every bounds origin, centre and transform on the way. Gives non-finite coordinates when a
    /// transform on the way down to `view` cannot be inverted.
    public func convert(_ point: Point, to view: View?) -> Point {
        guard let t = transform(to: view) else { return Point(x: .nan, y: .nan) }
        return point.applying(t)
    }

    /// Converts `point` from `view`'s coordinates (the root's when `nil`) to this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        if let view { return view.convert(point, to: self) }
        guard let t = transform(toAncestor: nil).inverted() else { return Point(x: .nan, y: .nan) }
        return point.applying(t)
    }

    /// Converts `rect` from this view's coordinates to `view`'s (the root's when `nil`): the
    /// bounding box of its four converted corners, as in UIKit.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        guard let t = transform(to: view) else { return Rect(x: .nan, y: .nan, width: .nan, height: .nan) }
        return rect.applying(t)
    }

    /// Converts `rect` from `view`'s coordinates (the root's when `nil`) to this view's: the
    /// bounding box of its four converted corners.
    public func convert(_ rect: Rect, from view: View?) -> Rect {
        if let view { return view.convert(rect, to: self) }
        guard let t = transform(toAncestor: nil).inverted() else {
            return Rect(x: .nan, y: .nan, width: .nan, height: .nan)
        }
        return rect.applying(t)
    }

    // MARK: Touches

    /// Attaches `recognizer` to this view (after detaching it from any other), as the last of
    /// ``gestureRecognizers``. The view keeps it alive; the recognizer's ``GestureRecognizer/view``
    /// refers back weakly.
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        gestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches `recognizer` if it is attached to this view. Touches already down keep delivering
    /// to it until they end.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let i = gestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        gestureRecognizers.remove(at: i)
        recognizer.view = nil
    }

    /// Called by ``TouchDispatcher`` when touches begin on this view (it was hit at touch-down).
    /// The default does nothing.
    ///
    /// Touches come as an array, not UIKit's `Set`, so that iteration order is deterministic; the
    /// dispatcher sends one touch per call, and ``Touch/phase`` is that touch's phase.
    open func touchesBegan(_ touches: [Touch]) {}

    /// Called by ``TouchDispatcher`` when touches that began on this view move, wherever they are
    /// now. The default does nothing.
    open func touchesMoved(_ touches: [Touch]) {}

    /// Called by ``TouchDispatcher`` when touches that began on this view lift. The default does
    /// nothing.
    open func touchesEnded(_ touches: [Touch]) {}

    /// Called by ``TouchDispatcher`` when touches that began on this view are cancelled: by the
    /// input (a `.cancelled` event) or because a gesture recognizer with
    /// ``GestureRecognizer/cancelsTouchesInView`` recognized them. The view gets no further events
    /// for those touches. The default does nothing.
    open func touchesCancelled(_ touches: [Touch]) {}

    // MARK: Hit testing

    /// The deepest view that contains `point` (in this view's coordinates) and takes touches, with
    /// UIKit's rules:
    /// - `nil` when the view is hidden, its ``alpha`` is 0.01 or less, or
    ///   ``isUserInteractionEnabled`` is `false` — so nothing inside it is hit either;
    /// - `nil` when ``point(inside:)`` is `false`;
    /// - otherwise the subviews are asked front to back (last first), each with the point converted
    ///   into its coordinates, and the first non-`nil` answer is returned; failing that, the view
    ///   itself.
    ///
    /// Because a view must contain the point before its subviews are asked, a subview that
    /// overflows its superview's bounds is not hit outside them, whether or not the superview
    /// clips its drawing (masks-to-bounds does not affect hit testing in UIKit either). A subview
    /// whose transform cannot be inverted is skipped. Model values are used, not presentation.
    open func hitTest(_ point: Point) -> View? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point) else { return nil }
        for view in subviews.reversed() {
            guard let toChild = view.transformToSuperview.inverted() else { continue }
            if let hit = view.hitTest(point.applying(toChild)) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) lies in the view, for hit testing. The default
    /// is ``bounds`` containing it, half open (top and left edges in, bottom and right out, see
    /// `Rect.contains(_:)`); shaped views override it to refine the answer.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }
}
