// The positions of callgrind's cost lines (valgrind.org/docs/manual/cl-format.html,
// "Subposition Compression").

/// One subposition of a cost line or a `calls=`, `jump=` or `jcnd=` target (`positions:`).
enum CallgrindSubposition: String, CaseIterable, Sendable {
    /// An instruction address (`--dump-instr=yes`).
    case instr
    /// A basic block's address (callgrind's `--dump-bb=yes`).
    case bb
    /// A source line (the default).
    case line

    /// The kinds of a `positions:` value: a non-empty selection of `instr`, `bb`, `line`, in that
    /// order, as callgrind writes them.
    static func list(_ value: Substring) throws(CallgrindProblem) -> [CallgrindSubposition] {
        let words = value.split(whereSeparator: { $0 == " " || $0 == "\t" })
        var kinds: [CallgrindSubposition] = []
        for word in words {
            guard let kind = CallgrindSubposition(rawValue: String(word)),
                  kinds.last.map({ allCases.firstIndex(of: $0)! < allCases.firstIndex(of: kind)! }) ?? true else {
                throw CallgrindProblem("positions: \(value): expected instr, bb and line, in that order (callgrind writes line, instr line or instr)")
            }
            kinds.append(kind)
        }
        guard !kinds.isEmpty else { throw CallgrindProblem("positions: names no position (callgrind writes line, instr line or instr)") }
        return kinds
    }

    /// The subposition `field` gives: absolute (a number), or relative to `base`, the same
    /// subposition of the last cost line (`+N`, `-N`, `*` for the same).
    ///
    /// - Throws: ``CallgrindProblem`` for a field that is none of these, or a result below 0 or
    ///   beyond 2⁶⁴ − 1.
    func value(_ field: Substring, base: UInt64) throws(CallgrindProblem) -> UInt64 {
        let what = "a position (a number, +N, -N or *)"
        switch field.first {
        case "*":
            guard field.count == 1 else { throw CallgrindProblem("'\(field.prefix(40))' is not \(what)") }
            return base
        case "+":
            let (value, overflow) = base.addingReportingOverflow(try CallgrindNumber.unsigned(field.dropFirst(), what))
            guard !overflow else { throw CallgrindProblem("'\(field)' makes the \(rawValue) \(base) + \(field.dropFirst()), beyond 2^64 - 1") }
            return value
        case "-":
            let distance = try CallgrindNumber.unsigned(field.dropFirst(), what)
            // Positions are never negative: callgrind writes lines and addresses unsigned.
            guard distance <= base else { throw CallgrindProblem("'\(field)' makes the \(rawValue) -\(distance - base), below 0") }
            return base - distance
        default:
            return try CallgrindNumber.unsigned(field, what)
        }
    }
}

/// The subpositions of a cost line, one value per kind (0 for a kind the file's `positions:` never
/// named): what relative positions count from.
struct CallgrindPosition {
    private var values = SIMD3<UInt64>()

    /// The value of `kind`.
    subscript(kind: CallgrindSubposition) -> UInt64 {
        get { values[Self.index(kind)] }
        set { values[Self.index(kind)] = newValue }
    }

    private static func index(_ kind: CallgrindSubposition) -> Int {
        switch kind {
        case .instr: 0
        case .bb: 1
        case .line: 2
        }
    }
}
