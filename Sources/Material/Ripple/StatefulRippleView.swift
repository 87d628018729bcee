import Geometry
import Raster
import Scene

/// A ripple view that shows interaction states (`MDCStatefulRippleView`, docs/material.md):
/// highlighted, selected and dragged, each with its own colour, moving between them as MDC does.
///
///     let ripple = StatefulRippleView(frame: cell.bounds, clock: clock)
///     ripple.allowsSelection = true
///     ripple.setRippleColor(.blue, for: .selected)
///     cell.addSubview(ripple)
///     // in the cell's touchesBegan, before its own work:
///     ripple.touchesBegan(touches)
///     ripple.isRippleHighlighted = true
///
/// ## State and colours
/// ``state`` is the OR of ``isSelected``, ``isRippleHighlighted`` and ``isDragged``. Default table
/// (purple is MDC's #6200EE): normal black 0.12; highlighted black 0.12; selected purple 0.08;
/// selected+highlighted purple 0.12; dragged black 0.08; dragged+highlighted black 0.08;
/// selected+dragged purple 0.08. ``rippleColor(for:)`` looks up the exact state, else the dragged
/// entry if the dragged bit is set, else the selected entry if the selected bit is set, else
/// normal — so all three bits (7) give black 0.08.
///
/// ## Touches
/// The view takes no touches itself; its host forwards its own `touchesBegan/Moved/Ended/Cancelled`
/// to the overrides here before doing its own work. A finger that leaves the superview fades the
/// ripple out; coming back fades it in; lifting outside ends the ripple at once. The "went
/// outside" flag lasts until the next fresh touch begins, as in MDC.
open class StatefulRippleView: RippleView {
    /// MDC's purple, RGB (0.384, 0, 0.933) = #6200EE, at alpha `alpha`.
    private static func purple(_ alpha: Double) -> Color {
        .ripple(red: 0.384, green: 0, blue: 0.933, alpha: alpha)
    }

    private static func black(_ alpha: Double) -> Color {
        .ripple(red: 0, green: 0, blue: 0, alpha: alpha)
    }

    /// The colour table, indexed by state raw value 0…7; `nil` is "no entry".
    private var colors: [Color?] = [
        black(0.12),   // 0 normal
        black(0.12),   // 1 highlighted
        purple(0.08),  // 2 selected
        purple(0.12),  // 3 selected | highlighted
        black(0.08),   // 4 dragged
        black(0.08),   // 5 dragged | highlighted
        purple(0.08),  // 6 selected | dragged
        nil,           // 7 all three: falls back to dragged
    ]

    private var lastTouch = Point.zero
    private var didReceiveTouch = false
    private var tapWentInsideOfBounds = false
    private var tapWentOutsideOfBounds = false

    /// Creates a stateful ripple view in the normal state, selection not allowed.
    public override init(frame: Rect = .zero, clock: SimClock) {
        super.init(frame: frame, clock: clock)
    }

    // MARK: State

    /// The current state: the OR of the three flags.
    public var state: RippleState {
        var s = RippleState.normal
        if isRippleHighlighted { s.insert(.highlighted) }
        if isSelected { s.insert(.selected) }
        if isDragged { s.insert(.dragged) }
        return s
    }

    /// Whether the finger went out of the superview during the current (or last) touch.
    public var touchWentOutside: Bool { tapWentOutsideOfBounds }

    /// Whether the finger came back into the superview after going out, during the current (or
    /// last) touch.
    public var touchWentInside: Bool { tapWentInsideOfBounds }

    /// Whether a forwarded touch is in progress.
    public var isTouchInProgress: Bool { didReceiveTouch }

    /// The last forwarded touch-down location, in this view's coordinates; where programmatic
    /// ripples start.
    public var lastTouchLocation: Point { lastTouch }

    /// Whether the ripple shows pressed; `false` by default. Unchanged values do nothing.
    /// - `true`, unless the finger came back in during this touch: colour for the new state, then a
    ///   touch-down at the last touch, animated only if a touch is in progress (a programmatic
    ///   highlight shows the full ripple at once).
    /// - `false`: colour for the new state and an animated touch-up, but only if (selection is not
    ///   allowed or the view is selected) and not dragged and the finger did not go outside;
    ///   otherwise the ripple stays, as the selected or dragged overlay.
    public var isRippleHighlighted: Bool {
        get { highlighted }
        set {
            guard newValue != highlighted else { return }
            highlighted = newValue
            if newValue {
                guard !tapWentInsideOfBounds else { return }
                updateRippleColor()
                beginRippleTouchDown(at: lastTouch, animated: didReceiveTouch)
            } else if (!allowsSelection || isSelected) && !isDragged && !tapWentOutsideOfBounds {
                updateRippleColor()
                beginRippleTouchUp(animated: true)
            }
        }
    }
    private var highlighted = false

    /// Whether the view is selected; `false` by default. Ignored when selection is not allowed or
    /// the finger went outside; an unchanged value does nothing while a ripple is active.
    /// - `true`: with no active ripple, colour for the new state and an instant touch-down at the
    ///   last touch (a reused cell shows its selection at once); otherwise the active ripple is
    ///   recoloured.
    /// - `false`: colour for the new state, then every ripple is cancelled, animated.
    public var isSelected: Bool {
        get { selected }
        set {
            guard allowsSelection, !tapWentOutsideOfBounds else { return }
            guard newValue != selected || activeRippleLayer == nil else { return }
            selected = newValue
            if newValue { showOverlay() } else { dissolveAll() }
        }
    }
    private var selected = false

    /// Whether the view is being dragged; `false` by default. Unchanged values do nothing; `true`
    /// acts as selecting does, `false` cancels every ripple, animated.
    public var isDragged: Bool {
        get { dragged }
        set {
            guard newValue != dragged else { return }
            dragged = newValue
            if newValue { showOverlay() } else { dissolveAll() }
        }
    }
    private var dragged = false

    /// Whether ``isSelected`` may be set; `false` by default. Turning it off while selected first
    /// deselects (cancelling the ripples).
    public var allowsSelection: Bool {
        get { selectionAllowed }
        set {
            if !newValue && isSelected { isSelected = false }
            selectionAllowed = newValue
        }
    }
    private var selectionAllowed = false

    private func showOverlay() {
        if activeRippleLayer == nil {
            updateRippleColor()
            beginRippleTouchDown(at: lastTouch, animated: false)
        } else {
            updateActiveRippleColor()
        }
    }

    private func dissolveAll() {
        updateRippleColor()
        cancelAllRipples(animated: true)
    }

    // MARK: Colours

    /// The colour shown in `state`, with the fallback order of the type's doc; `nil` when neither
    /// the state nor its fallbacks have an entry (possible only after removing entries).
    public func rippleColor(for state: RippleState) -> Color? {
        let index = state.rawValue & 7
        if let exact = colors[index] { return exact }
        if state.contains(.dragged), let c = colors[RippleState.dragged.rawValue] { return c }
        if state.contains(.selected), let c = colors[RippleState.selected.rawValue] { return c }
        return colors[0]
    }

    /// Sets the colour for `state` (`nil` removes the entry, so the fallbacks apply), then
    /// re-applies ``RippleView/rippleColor`` for the current state. Bits above the three states
    /// are ignored.
    public func setRippleColor(_ color: Color?, for state: RippleState) {
        colors[state.rawValue & 7] = color
        updateRippleColor()
    }

    /// ``RippleView/rippleColor`` := the colour for the current state (unchanged if none).
    private func updateRippleColor() {
        if let c = rippleColor(for: state) { rippleColor = c }
    }

    /// Both the next ripple's and the active ripple's colour := the colour for the current state.
    private func updateActiveRippleColor() {
        updateRippleColor()
        activeRippleColor = rippleColor
    }

    // MARK: Touches (forwarded by the host)

    /// Records the touch-down location (in this view's coordinates); a fresh touch also marks a
    /// touch in progress and clears the went-inside and went-outside flags.
    open override func touchesBegan(_ touches: [Touch]) {
        guard let touch = touches.first else { return }
        lastTouch = touch.location(in: self)
        if !didReceiveTouch {
            didReceiveTouch = true
            tapWentInsideOfBounds = false
            tapWentOutsideOfBounds = false
        }
    }

    /// Tracks the finger against the superview: leaving fades the active ripple out (once),
    /// coming back after leaving fades it in. The point is converted into the superview's
    /// coordinates (MDC passes this view's point, which is the same when this view's frame is the
    /// superview's bounds).
    open override func touchesMoved(_ touches: [Touch]) {
        guard let touch = touches.first, let host = superview else { return }
        let inside = host.point(inside: touch.location(in: host))
        if inside && tapWentOutsideOfBounds {
            tapWentInsideOfBounds = true
            tapWentOutsideOfBounds = false
            fadeInRipple(animated: true)
        } else if !inside && !tapWentOutsideOfBounds {
            tapWentOutsideOfBounds = true
            fadeOutRipple(animated: true)
        }
    }

    /// Ends the touch; a finger that went outside ends the active ripple at once (not animated).
    open override func touchesEnded(_ touches: [Touch]) {
        didReceiveTouch = false
        if tapWentOutsideOfBounds { beginRippleTouchUp(animated: false) }
    }

    /// Ends the touch and the active ripple, animated.
    open override func touchesCancelled(_ touches: [Touch]) {
        didReceiveTouch = false
        beginRippleTouchUp(animated: true)
    }
}
