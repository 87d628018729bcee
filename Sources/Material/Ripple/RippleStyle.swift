/// Whether a ripple is clipped to its view: MDC's `MDCRippleStyle`.
public enum RippleStyle: Int, Hashable, Sendable {
    /// Clipped to the view's bounds, and to the superview's shadow path when the view uses it as a
    /// mask (MDC's default, 0).
    case bounded = 0
    /// Not clipped; may use a maximum radius (1).
    case unbounded = 1
}
