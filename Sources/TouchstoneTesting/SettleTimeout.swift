/// ``SceneTester/pumpAndSettle(timeout:)`` gave up: the scene was still busy after the timeout.
/// The message lists what kept it busy, a line each — each view with its running animations
/// (layer, keys, animated properties, when they next change), each scroll view still moving, and
/// the clock's other pending events:
///
///     pumpAndSettle: still running after 10 s:
///       card (RippleSurfaceView): RippleLayer animates "opacity" until 10.15 s
///       feed (ScrollView): decelerating at (0, -850) points/s
///       2 clock events pending, the next at 10.004 s
public struct SettleTimeout: Error, CustomStringConvertible {
    /// The timeout that passed.
    public let timeout: Duration
    /// What was still running, one description each.
    public let running: [String]

    /// The list above.
    public var description: String {
        "pumpAndSettle: still running after \(timeout):\n" + running.map { "  " + $0 }.joined(separator: "\n")
    }
}
