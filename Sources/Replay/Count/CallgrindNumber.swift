// Callgrind's numbers (valgrind.org/docs/manual/cl-format.html, "Grammar") and the problems a
// line of a profile can have.

/// A line of a profile that breaks the format's rules: what was expected (the reader adds the
/// file and line).
struct CallgrindProblem: Error {
    let text: String
    /// The line the problem is on, when it is not the line being read (a `totals:` line checked
    /// at the end of its part).
    let line: Int?

    init(_ text: String, line: Int? = nil) {
        self.text = text
        self.line = line
    }
}

/// Callgrind's numbers: `Number := "0x" hex digits | decimal digits`, unsigned 64-bit.
enum CallgrindNumber {
    /// `text` as a number.
    ///
    /// - Throws: ``CallgrindProblem`` naming `what` when `text` is not a number or is beyond
    ///   2⁶⁴ − 1.
    static func unsigned(_ text: Substring, _ what: String) throws(CallgrindProblem) -> UInt64 {
        let digits: Substring, radix: Int
        if text.hasPrefix("0x") {
            (digits, radix) = (text.dropFirst(2), 16)
        } else {
            (digits, radix) = (text, 10)
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isHexDigit && (radix == 16 || $0.isNumber) }) else {
            throw CallgrindProblem("'\(text.prefix(40))' is not \(what) (decimal digits, or 0x and hex digits)")
        }
        guard let value = UInt64(digits, radix: radix) else {
            throw CallgrindProblem("\(what) \(text.prefix(40)) is beyond 2^64 - 1")
        }
        return value
    }

    /// `text` as a count: a number of at most 2⁶³ − 1 (callgrind's counters never come near it).
    static func count(_ text: Substring, _ what: String) throws(CallgrindProblem) -> Int64 {
        let value = try unsigned(text, what)
        guard let count = Int64(exactly: value) else { throw CallgrindProblem("\(what) \(text) is beyond 2^63 - 1") }
        return count
    }

    /// `a + b`, entry by entry, the shorter list taken as zeros where it ends.
    ///
    /// - Throws: ``CallgrindProblem`` when a sum passes 2⁶³ − 1.
    static func sum(_ a: [Int64], _ b: [Int64]) throws(CallgrindProblem) -> [Int64] {
        var result = a + [Int64](repeating: 0, count: max(0, b.count - a.count))
        for (index, value) in b.enumerated() {
            let (total, overflow) = result[index].addingReportingOverflow(value)
            guard !overflow else { throw CallgrindProblem("costs add up beyond 2^63 - 1") }
            result[index] = total
        }
        return result
    }
}
