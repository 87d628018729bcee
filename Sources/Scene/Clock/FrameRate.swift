/// A whole number of frames per second, and the exact frame boundaries in nanoseconds.
///
///     let rate = try FrameRate(120)
///     rate.time(ofFrame: 1)        // 8_333_333
///     rate.time(ofFrame: 120)      // 1_000_000_000
///     rate.frame(atOrAfter: 8_333_334)   // 2
///
/// Frame `n` is at `n · 1_000_000_000 / fps` nanoseconds with integer (floor) division, computed
/// from `n` each time rather than by adding a rounded period, so there is no drift: frame `k · fps`
/// is exactly `k` seconds.
public struct FrameRate: Hashable, Sendable {
    /// Frames per second, from 1 to ``maximumFramesPerSecond``.
    public let framesPerSecond: Int64

    /// Nanoseconds per second.
    public static let nanosecondsPerSecond: Int64 = 1_000_000_000

    /// The highest rate, one frame per nanosecond: beyond it frames would share a time, and the
    /// frame lookups' quotients could overflow.
    public static let maximumFramesPerSecond: Int64 = nanosecondsPerSecond

    /// Creates a frame rate.
    ///
    /// - Throws: ``FrameRateError`` unless `1 ≤ framesPerSecond ≤ maximumFramesPerSecond`.
    public init(_ framesPerSecond: Int64) throws(FrameRateError) {
        guard framesPerSecond > 0, framesPerSecond <= FrameRate.maximumFramesPerSecond else {
            throw FrameRateError(framesPerSecond: framesPerSecond)
        }
        self.framesPerSecond = framesPerSecond
    }

    /// The time of frame `frame`: `frame · 1e9 / fps`, rounded down.
    ///
    /// Exact for every frame whose time fits in `Int64` (the product is formed in 128 bits); frames
    /// are counted from 0, and a negative index or one whose time does not fit in `Int64`
    /// (about 292 years of simulated time) is a programming error and traps.
    public func time(ofFrame frame: Int64) -> Int64 {
        precondition(frame >= 0, "frame indices start at 0")
        let product = frame.multipliedFullWidth(by: FrameRate.nanosecondsPerSecond)
        // The quotient fits in Int64 exactly when product / 2^63 < fps.
        precondition(product.high < Int64.max / 2 && product.high * 2 + Int64(product.low >> 63) < framesPerSecond,
                     "frame \(frame) lies beyond Int64 nanoseconds")
        return framesPerSecond.dividingFullWidth(product).quotient
    }

    /// The last frame at or before `time` (`time ≥ 0`): the largest `n` with `time(ofFrame: n) ≤ time`.
    ///
    /// `floor(n·1e9/fps) ≤ t ⇔ n·1e9 < (t + 1)·fps ⇔ n = ⌊((t + 1)·fps − 1) / 1e9⌋`.
    public func frame(atOrBefore time: Int64) -> Int64 {
        precondition(time >= 0 && time < Int64.max, "frame lookups need 0 ≤ time < Int64.max")
        let product = (time + 1).multipliedFullWidth(by: framesPerSecond)
        let (low, borrow) = product.low.subtractingReportingOverflow(1)
        let numerator = (high: product.high - (borrow ? 1 : 0), low: low)
        return FrameRate.nanosecondsPerSecond.dividingFullWidth(numerator).quotient
    }

    /// The first frame at or after `time` (`time ≥ 0`): the smallest `n` with `time(ofFrame: n) ≥ time`.
    ///
    /// `floor(n·1e9/fps) ≥ t ⇔ n·1e9/fps ≥ t ⇔ n = ⌈t·fps / 1e9⌉` (for an integer t, `⌊x⌋ ≥ t ⇔ x ≥ t`).
    public func frame(atOrAfter time: Int64) -> Int64 {
        precondition(time >= 0, "frame lookups need time ≥ 0")
        let product = time.multipliedFullWidth(by: framesPerSecond)
        let (quotient, remainder) = FrameRate.nanosecondsPerSecond.dividingFullWidth(product)
        return remainder == 0 ? quotient : quotient + 1
    }
}

/// A frame rate outside 1…1_000_000_000 frames per second.
public struct FrameRateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The rejected value.
    public var framesPerSecond: Int64

    /// Creates the error for a rejected value.
    public init(framesPerSecond: Int64) {
        self.framesPerSecond = framesPerSecond
    }

    /// `frame rate N: expected a whole number of frames per second from 1 to 1000000000`.
    public var description: String {
        "frame rate \(framesPerSecond): expected a whole number of frames per second from 1 to \(FrameRate.maximumFramesPerSecond)"
    }
}
