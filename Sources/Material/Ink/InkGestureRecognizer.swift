import Geometry
import Scene

/// MDC's ink recognizer (`MDCInkGestureRecognizer`, docs/material.md): a continuous recognizer
/// that begins at touch-down, follows one finger, and cancels when a second finger comes down or
/// the finger strays beyond the target bounds grown by ``dragCancelDistance``.
///
///     let ink = InkGestureRecognizer { recognizer, state in print(state) }
///     view.addGestureRecognizer(ink)      // began at touch-down, changed, ended at lift
///
/// - touch-down of the first finger: `began`; a second finger: `cancelled` (`failed` if the
///   recognizer has not begun — or is still waiting for a recognizer it requires to fail —
///   since UIKit's state machine has no possible → cancelled);
/// - move: `cancelled` when ``cancelsOnDragOut`` and the finger is outside ``targetBounds`` (the
///   view's bounds when `nil`) grown by ``dragCancelDistance`` on every side; else `changed`;
/// - lift: `ended`; a cancelled touch: `cancelled`.
///
/// It does not cancel the view's touches, so the host keeps receiving them.
public final class InkGestureRecognizer: GestureRecognizer {
    /// MDC's default drag-cancel distance, 20 points.
    public static let defaultDragCancelDistance = 20.0

    /// How far outside the target bounds the finger may go before the gesture is cancelled;
    /// 20 points.
    public var dragCancelDistance = InkGestureRecognizer.defaultDragCancelDistance

    /// Whether leaving the target bounds (grown by ``dragCancelDistance``) cancels; `true`.
    public var cancelsOnDragOut = true

    /// The rectangle, in the view's coordinates, the finger must stay near; `nil` (MDC's
    /// `CGRectNull`) uses the view's bounds.
    public var targetBounds: Rect?

    /// Where the finger came down, in root coordinates.
    public private(set) var touchStartLocation: Point?

    /// The finger followed in the current sequence, kept until the reset: an ink that waited for
    /// a scroll view's pan begins and ends after the finger lifted, and reads its location here.
    public private(set) var trackedTouch: Touch?

    /// Creates the recognizer, not cancelling the view's touches.
    public override init(action: Action? = nil) {
        super.init(action: action)
        cancelsTouchesInView = false
    }

    /// Whether `location` (root coordinates) lies in the target bounds grown by the cancel
    /// distance on every side (`CGRectContainsPoint` of MDC's inset rectangle).
    public func isWithinTargetBounds(_ location: Point) -> Bool {
        guard let view else { return false }
        let target = view.convert(targetBounds ?? view.bounds, to: nil)
        let d = dragCancelDistance
        return Rect(x: target.minX - d, y: target.minY - d, width: target.width + 2 * d,
                    height: target.height + 2 * d).contains(location)
    }

    public override func touchesBegan(_ touches: [Touch]) {
        if self.touches.count == 1, let touch = touches.first {
            trackedTouch = touch
            touchStartLocation = touch.location
            transition(to: .began)
        } else {
            transition(to: intendedState == .possible ? .failed : .cancelled)
        }
    }

    public override func touchesMoved(_ touches: [Touch]) {
        guard let touch = touches.first else { return }
        if cancelsOnDragOut && !isWithinTargetBounds(touch.location) {
            transition(to: intendedState == .possible ? .failed : .cancelled)
        } else {
            transition(to: .changed)
        }
    }

    public override func touchesEnded(_ touches: [Touch]) {
        transition(to: .ended)
    }

    public override func touchesCancelled(_ touches: [Touch]) {
        transition(to: intendedState == .possible ? .failed : .cancelled)
    }

    public override func reset() {
        touchStartLocation = nil
        trackedTouch = nil
        super.reset()
    }
}
