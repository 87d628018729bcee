/// The raw ranges of a touchscreen's axes, which map its device units onto the scene.
///
/// From flags (`--x-range 0:1079 --y-range 0:2339`) or from a `getevent -lp` dump
/// (``GeteventDeviceDump``). Ranges are inclusive, as the kernel's `input_absinfo` gives them.
public struct GeteventAxes: Hashable, Sendable {
    /// An inclusive range of raw values, `minimum` < `maximum`.
    public struct Range: Hashable, Sendable {
        /// The smallest raw value.
        public var minimum: Int32
        /// The largest raw value.
        public var maximum: Int32

        /// Creates a range.
        ///
        /// - Precondition: `minimum < maximum`; ``init(parsing:)`` checks text from users.
        public init(minimum: Int32, maximum: Int32) {
            precondition(minimum < maximum, "an axis range needs minimum < maximum")
            self.minimum = minimum
            self.maximum = maximum
        }

        /// Parses `MIN:MAX` (decimal integers, possibly negative, MIN < MAX); nil if malformed.
        public init?(parsing text: String) {
            let parts = text.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, let low = Int32(parts[0]), let high = Int32(parts[1]), low < high else {
                return nil
            }
            self.init(minimum: low, maximum: high)
        }

        /// The number of distinct raw values, `maximum − minimum + 1`.
        public var count: Double { Double(maximum) - Double(minimum) + 1 }
    }

    /// `ABS_MT_POSITION_X`.
    public var x: Range
    /// `ABS_MT_POSITION_Y`.
    public var y: Range
    /// `ABS_MT_PRESSURE`, if known: raw pressure maps linearly onto force 0…1.
    public var pressure: Range?

    /// Creates axes.
    public init(x: Range, y: Range, pressure: Range? = nil) {
        self.x = x
        self.y = y
        self.pressure = pressure
    }
}
