import Scene

extension TimingFunction {
    /// The Material motion curves of MDC's `CAMediaTimingFunction+MDCAnimationTiming`
    /// (docs/material.md#motion), by their MDC names, aliases included.
    ///
    ///     let fade = BasicAnimation(keyPath: "opacity", from: .double(0), to: .double(1),
    ///                               duration: 75_000_000,
    ///                               timingFunction: TimingFunction.Material.fadeIn)
    ///
    /// MDC's `EaseIn` and `EaseOut` are not the system curves of the same names:
    /// `TimingFunction.Material.easeIn` is (0.4, 0, 1, 1) while ``TimingFunction/easeIn`` is
    /// (0.42, 0, 1, 1).
    public enum Material {
        /// Standard, (0.4, 0.0), (0.2, 1.0): objects moving between on-screen positions.
        public static let standard = TimingFunction(unchecked: 0.4, 0.0, 0.2, 1.0)
        /// Deceleration, (0.0, 0.0), (0.2, 1.0): objects entering the screen.
        public static let deceleration = TimingFunction(unchecked: 0.0, 0.0, 0.2, 1.0)
        /// Acceleration, (0.4, 0.0), (1.0, 1.0): objects leaving the screen for good.
        public static let acceleration = TimingFunction(unchecked: 0.4, 0.0, 1.0, 1.0)
        /// Sharp, (0.4, 0.0), (0.6, 1.0): objects leaving the screen that may return.
        public static let sharp = TimingFunction(unchecked: 0.4, 0.0, 0.6, 1.0)

        /// MDC's EaseInOut: an alias of ``standard``.
        public static let easeInOut = standard
        /// MDC's Translate: an alias of ``standard``.
        public static let translate = standard
        /// MDC's EaseOut: an alias of ``deceleration``.
        public static let easeOut = deceleration
        /// MDC's TranslateOnScreen: an alias of ``deceleration``.
        public static let translateOnScreen = deceleration
        /// MDC's FadeIn: an alias of ``deceleration``.
        public static let fadeIn = deceleration
        /// MDC's EaseIn: an alias of ``acceleration``.
        public static let easeIn = acceleration
        /// MDC's TranslateOffScreen: an alias of ``acceleration``.
        public static let translateOffScreen = acceleration
        /// MDC's FadeOut: an alias of ``acceleration``.
        public static let fadeOut = acceleration
    }
}
