import Geometry

/// Recognizes taps: by default one finger down and up without moving more than
/// ``PrimaryTouchGestureRecognizer/allowableMovement`` (10 points, UIKit's slop); optionally
/// several taps in a row and several fingers per tap (UIKit's `numberOfTapsRequired` and
/// `numberOfTouchesRequired`).
///
///     let tap = TapGestureRecognizer { _, state in if state == .recognized { select() } }
///     let doubleTap = TapGestureRecognizer(clock: clock, numberOfTapsRequired: 2) { _, state in … }
///
/// A discrete recognizer: `possible → recognized` on the touch-up that completes the last tap, or
/// `possible → failed`. There is no maximum hold time (a finger held for a minute and lifted in
/// place is still a tap).
///
/// ## One finger, one tap (the default)
/// Recognized on touch-up within the movement limit; fails when the finger moves more than the
/// limit, a second finger comes down, or the touch is cancelled.
///
/// ## Several taps or fingers
/// A tap is ``numberOfTouchesRequired`` fingers all down before any lifts, none moving more than
/// the limit from where it came down, and all lifted. It fails on a finger too many, a finger
/// lifted before all the fingers were down, a finger coming down while the tap's fingers are
/// lifting, a move past the limit, or a cancelled touch. After a tap short of
/// ``numberOfTapsRequired``, the next tap must begin less than ``maximumTapInterval`` after the
/// lift (a deadline on the ``SimClock``: the recognizer fails at exactly lift + interval, with no
/// finger down, and is ready again at once, so a finger coming down at that very instant starts a
/// new sequence) and within ``maximumTapDistance`` of where the first tap began.
/// Fingers after the first reach a recognizer only when the view takes several touches
/// (``View/isMultipleTouchEnabled``), as in UIKit.
///
/// UIKit does not publish its limits between taps; Touchstone uses Flutter's double-tap constants
/// (`kDoubleTapTimeout` 300 ms, `kDoubleTapSlop` 100 points), adjustable per recognizer.
public final class TapGestureRecognizer: PrimaryTouchGestureRecognizer {
    /// The default of ``maximumTapInterval``: 300 ms (Flutter's `kDoubleTapTimeout`).
    public static let defaultMaximumTapInterval: Int64 = 300_000_000
    /// The default of ``maximumTapDistance``: 100 points (Flutter's `kDoubleTapSlop`).
    public static let defaultMaximumTapDistance = 100.0

    /// How many taps make the gesture; at least 1.
    public let numberOfTapsRequired: Int
    /// How many fingers make each tap; at least 1.
    public let numberOfTouchesRequired: Int
    /// The clock of the deadline between taps (`nil` for a single tap, which has none).
    public let clock: SimClock?
    /// The longest time from the lift of one tap to the touch-down of the next, in nanoseconds.
    public var maximumTapInterval = TapGestureRecognizer.defaultMaximumTapInterval
    /// How far, in points (root coordinates), each tap after the first may begin from where the
    /// first one began.
    public var maximumTapDistance = TapGestureRecognizer.defaultMaximumTapDistance

    /// The fingers of the current tap, in the order they came down, with where each came down.
    private var tapTouches: [(touch: Touch, start: Point)] = []
    /// How many of ``tapTouches`` have lifted.
    private var liftedCount = 0
    /// Taps completed in the current sequence.
    private var completedTaps = 0
    /// Where the first finger of the first tap came down.
    private var firstTapLocation: Point?
    /// Where the finger whose lift completed the gesture lifted (root coordinates), for the event log.
    private var recognitionLocation: Point?

    /// Creates a recognizer of a single one-finger tap.
    /// - Parameters:
    ///   - allowableMovement: the slop in points; 10 by default.
    ///   - action: called on each transition.
    override public init(allowableMovement: Double = 10, action: Action? = nil) {
        numberOfTapsRequired = 1
        numberOfTouchesRequired = 1
        clock = nil
        super.init(allowableMovement: allowableMovement, action: action)
    }

    /// Creates a recognizer of `numberOfTapsRequired` taps of `numberOfTouchesRequired` fingers
    /// each, with the deadline between taps on `clock`. Counts below 1 are programming errors and
    /// trap.
    public init(clock: SimClock, numberOfTapsRequired: Int = 1, numberOfTouchesRequired: Int = 1,
                allowableMovement: Double = 10, action: Action? = nil) {
        precondition(numberOfTapsRequired >= 1 && numberOfTouchesRequired >= 1,
                     "a tap needs at least one tap of at least one finger")
        self.numberOfTapsRequired = numberOfTapsRequired
        self.numberOfTouchesRequired = numberOfTouchesRequired
        self.clock = clock
        super.init(allowableMovement: allowableMovement, action: action)
    }

    /// Whether the recognizer follows the several-taps-or-fingers rules rather than the primary
    /// finger's.
    private var countsTaps: Bool { numberOfTapsRequired > 1 || numberOfTouchesRequired > 1 }

    // MARK: One finger, one tap

    override func primaryTouchEnded(_ touch: Touch) {
        if intendedState == .possible {
            recognitionLocation = touch.location
            transition(to: .recognized)
        }
    }

    // MARK: Several taps or fingers

    override public func touchesBegan(_ touches: [Touch]) {
        guard countsTaps else { return super.touchesBegan(touches) }
        for touch in touches where intendedState == .possible {
            stopDeadline()
            if liftedCount > 0 || tapTouches.count == numberOfTouchesRequired { return fail() }
            if tapTouches.isEmpty {
                if let first = firstTapLocation {
                    if touch.location.distance(to: first) > maximumTapDistance { return fail() }
                } else {
                    firstTapLocation = touch.location
                }
            }
            tapTouches.append((touch, touch.location))
        }
    }

    override public func touchesMoved(_ touches: [Touch]) {
        guard countsTaps else { return super.touchesMoved(touches) }
        for touch in touches where intendedState == .possible {
            if let finger = tapTouches.first(where: { $0.touch === touch }),
               touch.location.distance(to: finger.start) > allowableMovement {
                return fail()
            }
        }
    }

    override public func touchesEnded(_ touches: [Touch]) {
        guard countsTaps else { return super.touchesEnded(touches) }
        for touch in touches where intendedState == .possible && tapTouches.contains(where: { $0.touch === touch }) {
            if liftedCount == 0 && tapTouches.count < numberOfTouchesRequired { return fail() }
            liftedCount += 1
            guard liftedCount == tapTouches.count else { continue }
            completedTaps += 1
            tapTouches.removeAll()
            liftedCount = 0
            if completedTaps == numberOfTapsRequired {
                recognitionLocation = touch.location
                transition(to: .recognized)
            } else if let clock {
                let (time, overflow) = touch.timestamp.addingReportingOverflow(Swift.max(0, maximumTapInterval))
                startDeadline(on: clock, at: overflow ? .max : time)
            }
        }
    }

    override public func touchesCancelled(_ touches: [Touch]) {
        guard countsTaps else { return super.touchesCancelled(touches) }
        if intendedState == .possible, touches.contains(where: { t in tapTouches.contains { $0.touch === t } }) { fail() }
    }

    /// The next tap did not begin in time: fail, and with no finger down, be ready again at once.
    override func deadlineReached() {
        guard countsTaps else { return }
        fail()
        resetIfSequenceIsOver()
    }

    /// Records `tapRecognized` in the view event log when the recognition takes effect (after any
    /// failure requirement), at the lift that completed it.
    override func didEnter(_ state: GestureRecognizerState) {
        if state == .recognized { view?.recordEvent("tapRecognized", location: recognitionLocation) }
    }

    private func fail() {
        stopDeadline()
        transition(to: .failed)
    }

    override public func reset() {
        tapTouches.removeAll()
        liftedCount = 0
        completedTaps = 0
        firstTapLocation = nil
        recognitionLocation = nil
        super.reset()
    }
}
