/// Conversions between a trace's times, written in seconds, and the simulation clock's `Int64`
/// nanoseconds.
///
/// A trace file holds `t` as a decimal number of seconds (docs/formats.md); the `SimClock` counts
/// whole nanoseconds. ``nanoseconds(fromSeconds:)`` rounds the *exact* value of the `Double` times
/// 10⁹ to the nearest nanosecond, ties away from zero — not `(t * 1e9).rounded()`, whose product is
/// itself rounded and can land on the wrong side of a half (see the method). ``seconds(fromNanoseconds:)``
/// goes back with one correctly rounded division, and the pair round-trips every whole number of
/// nanoseconds up to ``maximumSeconds``.
public enum TraceTime {
    /// Nanoseconds in one second.
    public static let nanosecondsPerSecond: Int64 = 1_000_000_000

    /// The largest magnitude, in seconds, that the conversions accept: 10⁶ s (about 11.6 days).
    ///
    /// Below it the product `t · 10⁹` stays under 2⁵⁰, where the error analysis of
    /// ``nanoseconds(fromSeconds:)`` holds (the rounding error of the product is at most 1/16 ns).
    /// Traces are held to a much smaller limit, ``TraceLimits/maximumTime``.
    public static let maximumSeconds: Double = 1_000_000

    /// The whole number of nanoseconds nearest to `seconds` · 10⁹, computed exactly; ties (exactly
    /// half a nanosecond) round away from zero.
    ///
    ///     TraceTime.nanoseconds(fromSeconds: 0.007401)   // 7_401_000
    ///     TraceTime.nanoseconds(fromSeconds: 1.0 / 120)  // 8_333_333
    ///
    /// The `Double` nearest a decimal such as 0.007401 is not exactly that decimal, but it is within
    /// far less than half a nanosecond of it, so any decimal with at most nine fractional digits
    /// converts to exactly the nanoseconds it spells.
    ///
    /// - Returns: `nil` when `seconds` is not finite or its magnitude exceeds ``maximumSeconds``.
    public static func nanoseconds(fromSeconds seconds: Double) -> Int64? {
        guard seconds.isFinite, seconds.magnitude <= maximumSeconds else { return nil }
        // 1. The product rounded to a Double, and its rounding error, recovered exactly with a fused
        //    multiply-add: seconds · 10⁹ = product + error, with |error| ≤ ulp(product)/2 ≤ 1/16.
        let product = seconds * 1e9
        let error = (-product).addingProduct(seconds, 1e9)
        // 2. Split the product into whole and fractional parts; both are exact for |product| < 2⁵³.
        let whole = product.rounded(.down)
        let fraction = product - whole
        // 3. Compare the exact fractional part, fraction + error, with one half. fraction − 0.5 is
        //    exact when fraction ≥ 0.25 (Sterbenz); below that the sum is clearly negative anyway.
        //    The rounded sum of two Doubles has the sign of their exact sum, so the test is exact.
        let aboveHalf = (fraction - 0.5) + error
        let rounded: Double
        if aboveHalf > 0 {
            rounded = whole + 1
        } else if aboveHalf < 0 {
            rounded = whole
        } else {
            // Exactly n + ½: away from zero.
            rounded = whole >= 0 ? whole + 1 : whole
        }
        return Int64(rounded)
    }

    /// `nanoseconds` as seconds: the `Double` nearest to `nanoseconds` / 10⁹.
    ///
    ///     TraceTime.seconds(fromNanoseconds: 8_333_333)  // 0.008333333
    ///
    /// For |`nanoseconds`| ≤ 10¹⁵, ``nanoseconds(fromSeconds:)`` gives `nanoseconds` back.
    public static func seconds(fromNanoseconds nanoseconds: Int64) -> Double {
        // Double(n) is exact up to 2⁵³, and one division rounds once.
        Double(nanoseconds) / 1e9
    }
}
