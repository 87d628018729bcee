import Geometry
import Scene

/// A plain view hosting a ``StatefulRippleView`` and forwarding its touches to it as MDC's hosts
/// (cards, chips, collection cells) do: a scene file's `statefulRipple` kind.
///
/// - touch down: forwarded, then ``StatefulRippleView/isRippleHighlighted`` = `true`;
/// - touch moved: forwarded (leaving the host fades the ripple out, coming back fades it in);
/// - touch up: forwarded, highlight off, then — when ``StatefulRippleView/allowsSelection`` and
///   the finger did not go outside — ``StatefulRippleView/isSelected`` toggles, as a selectable
///   collection cell does after its tap (UIKit unhighlights before it selects);
/// - cancelled: forwarded, highlight off.
///
/// Only the first touch down counts until it ends; further fingers are ignored.
open class StatefulRippleHostView: View {
    /// The stateful ripple view, a subview covering the bounds.
    public let rippleView: StatefulRippleView
    private var trackedTouch: Int?

    /// Creates the host with its stateful ripple view.
    public override init(frame: Rect = .zero, clock: SimClock) {
        rippleView = StatefulRippleView(clock: clock)
        super.init(frame: frame, clock: clock)
        rippleView.frame = bounds
        addSubview(rippleView)
    }

    /// Keeps the ripple view over the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        rippleView.frame = bounds
    }

    private func tracked(_ touches: [Touch]) -> [Touch] {
        touches.filter { $0.id == trackedTouch }
    }

    /// Forwards the first touch down and highlights.
    open override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch.id
        rippleView.touchesBegan([touch])
        rippleView.isRippleHighlighted = true
    }

    /// Forwards the tracked touch's moves.
    open override func touchesMoved(_ touches: [Touch]) {
        super.touchesMoved(touches)
        let mine = tracked(touches)
        if !mine.isEmpty { rippleView.touchesMoved(mine) }
    }

    /// Forwards the tracked touch's end, unhighlights, and toggles selection after a tap inside.
    open override func touchesEnded(_ touches: [Touch]) {
        super.touchesEnded(touches)
        let mine = tracked(touches)
        guard !mine.isEmpty else { return }
        trackedTouch = nil
        let wentOutside = rippleView.touchWentOutside
        rippleView.touchesEnded(mine)
        rippleView.isRippleHighlighted = false
        if rippleView.allowsSelection && !wentOutside { rippleView.isSelected.toggle() }
    }

    /// Forwards the tracked touch's cancel and unhighlights.
    open override func touchesCancelled(_ touches: [Touch]) {
        super.touchesCancelled(touches)
        let mine = tracked(touches)
        guard !mine.isEmpty else { return }
        trackedTouch = nil
        rippleView.touchesCancelled(mine)
        rippleView.isRippleHighlighted = false
    }
}
