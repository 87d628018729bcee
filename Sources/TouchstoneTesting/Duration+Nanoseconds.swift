extension Duration {
    /// The duration in whole nanoseconds, the clock's unit: rounded to the nearest nanosecond
    /// (half away from zero).
    ///
    /// - Throws: ``SceneTesterError`` naming `what` for a negative duration or one beyond
    ///   ±2⁶³ ns (about 292 years).
    func wholeNanoseconds(_ what: String) throws -> Int64 {
        let (seconds, attoseconds) = components
        guard seconds >= 0, attoseconds >= 0 else { throw SceneTesterError("\(what) \(self): expected a duration of zero or more") }
        // Attoseconds are 10⁻¹⁸ s: 10⁹ of them make a nanosecond.
        let rounded = (attoseconds + 500_000_000) / 1_000_000_000
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (total, overflow2) = whole.addingReportingOverflow(rounded)
        guard !overflow, !overflow2 else { throw SceneTesterError("\(what) \(self): longer than the clock can count (2^63 ns)") }
        return total
    }
}
