import JSON

/// Deterministic number formatting for tables, charts and labels, without Foundation or the C
/// library's locale-dependent `printf`.
enum NumberText {
    /// `value` rounded to `decimals` places (half away from zero), such as `12.30` or `-0.50`;
    /// `nan`, `inf` and `-inf` for non-finite values. Magnitudes beyond 10¹⁵ fall back to the
    /// shortest round-trip form.
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrAwayFromZero)
        guard scaled < 1e15 else { return shortest(value) }
        let units = Int64(scaled)
        let whole = units / Int64(scale)
        let fraction = units % Int64(scale)
        var text = (value < 0 && units != 0 ? "-" : "") + String(whole)
        if decimals > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: decimals - digits.count) + digits
        }
        return text
    }

    /// A relative change as a signed percentage with `decimals` places: `+6.5%`, `-12.0%`, `+0.0%`,
    /// `+inf%` with one, `+0.735%` with three.
    static func percent(_ change: Double, decimals: Int = 1) -> String {
        guard change.isFinite else { return change.isNaN ? "nan" : (change > 0 ? "+inf%" : "-inf%") }
        let text = fixed(change * 100, decimals: decimals)
        return (text.hasPrefix("-") ? text : "+" + text) + "%"
    }

    /// A p-value with four decimals, or `<0.0001` below that.
    static func pValue(_ p: Double) -> String {
        p < 0.00005 ? "<0.0001" : fixed(p, decimals: 4)
    }

    /// The shortest text that reads back as `value` (JSON's number form): `0.01`, `3`.
    static func shortest(_ value: Double) -> String {
        JSONValue.number(value).serialized()
    }

    /// Whole nanoseconds as milliseconds with three decimals: `1234567` is `1.235`.
    static func milliseconds(_ nanoseconds: Int64) -> String {
        threeDecimals(nanoseconds, per: 1_000_000)
    }

    /// `value ÷ unit` with three decimals, rounded half up in integers (no binary fraction in
    /// between); `value` zero or more, `unit` a multiple of 1000.
    static func threeDecimals(_ value: Int64, per unit: Int64) -> String {
        let step = unit / 1000
        let thousandths = (value + step / 2) / step
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
