import Platform

/// A second, deliberately plain reading of callgrind's format (valgrind.org/docs/manual/cl-format.html)
/// for the `callgrind-profile` fuzz target: it decides whether a text is a profile by the rules
/// `Replay.CallgrindProfile(parsing:source:)` documents and, when it is, adds up what the reader's
/// results must equal — the events, the totals, the self cost of every site (object, file,
/// function, source file, line) and the inclusive cost and count of every call (its site, callee
/// and target line).
///
/// It shares no code with the reader beyond the line splitting (``Platform/TextLines``, checked on
/// its own by the target's CRLF property): each line is first classified whole, then folded into
/// the state, with sums in 128-bit integers checked against the 64-bit limits afterwards.
struct CallgrindFormatOracle {
    /// What the oracle makes of a text.
    enum Outcome: Equatable {
        /// Not a profile: the line at fault, or `nil` for the file as a whole.
        case malformed(line: Int?)
        /// A profile, summed up.
        case profile(Summary)
    }

    /// What the reader's profile must hold.
    struct Summary: Equatable {
        var events: [String]
        var totals: [Int128]
        /// Self cost per site (sites with some cost only).
        var selfCosts: [Site: [Int128]]
        /// Inclusive cost per call.
        var calls: [Call: [Int128]]
        /// Count per call.
        var counts: [Call: Int128]
    }

    /// Where a cost was spent.
    struct Site: Hashable {
        var object, file, function, source: String
        var line: Int128
    }

    /// A call: where it is made, the callee and the target line.
    struct Call: Hashable {
        var caller: Site
        var calleeObject, calleeFile, callee: String
        var target: Int128
    }

    private struct Malformed: Error {
        let line: Int?
    }

    /// The kinds of line, told apart before any meaning is given to them.
    private enum Line {
        case skip
        case cost(Substring)
        case specification(key: Substring, value: Substring)
        case header(key: Substring, value: Substring)
    }

    private static let keys: Set<Substring> = ["ob", "fl", "fi", "fe", "fn", "cob", "cfi", "cfl", "cfn", "jfi", "jfn",
                                               "calls", "jump", "jcnd", "ln", "bb"]
    private static let kindOrder = ["instr", "bb", "line"]
    private static let int64Max = Int128(Int64.max)
    private static let uint64Max = Int128(UInt64.max)

    private static func blank(_ c: Character) -> Bool { c == " " || c == "\t" }

    private static func classify(_ text: Substring) -> Line? {
        if text.allSatisfy(blank) || text.unicodeScalars.first == "#" { return .skip }
        let first = text.unicodeScalars.first!
        if ("0"..."9").contains(first) || first == "+" || first == "-" || first == "*" { return .cost(text) }
        if let equals = text.firstIndex(of: "="), keys.contains(text[..<equals]) {
            return .specification(key: text[..<equals], value: text[text.index(after: equals)...])
        }
        if let colon = text.firstIndex(of: ":"), colon != text.startIndex,
           text[..<colon].allSatisfy({ !blank($0) && $0 != "=" }) {
            return .header(key: text[..<colon], value: text[text.index(after: colon)...].drop(while: blank))
        }
        return nil
    }

    /// `Number := 0x hex | decimal`, as a 128-bit value, or `nil`.
    private static func number(_ text: Substring) -> Int128? {
        var digits = text.utf8[...]
        var radix: Int128 = 10
        if text.hasPrefix("0x") {
            digits = digits.dropFirst(2)
            radix = 16
        }
        guard !digits.isEmpty else { return nil }
        var value: Int128 = 0
        for byte in digits {
            let digit: Int128
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int128(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = Int128(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: digit = Int128(byte - UInt8(ascii: "A") + 10)
            default: return nil
            }
            value = value * radix + digit
            if value > uint64Max { return nil }
        }
        return value
    }

    /// A count: a number up to 2⁶³ − 1.
    private static func count(_ text: Substring) -> Int128? {
        number(text).flatMap { $0 <= int64Max ? $0 : nil }
    }

    /// Reads `text`.
    static func read(_ text: String) -> Outcome {
        var state = State()
        var index = 0
        do {
            for line in TextLines(text) {
                index += 1
                guard let kind = classify(line) else { throw Malformed(line: index) }
                try state.fold(kind, at: index)
            }
            return .profile(try state.summary())
        } catch let error as Malformed {
            return .malformed(line: error.line)
        } catch {
            return .malformed(line: nil)
        }
    }

    /// Everything read so far.
    private struct State {
        var events: [String]?
        var kinds = ["line"]
        var body = false
        var grandTotals: [Int128] = []
        var partTotals: (values: [Int128], line: Int)?
        var partSummary: (values: [Int128], line: Int)?
        var partSelf: [Int128] = []
        var allSelf: [Int128] = []
        var tables: [String: [Int128: String]] = [:]
        var object = "???", file = "???", source = "???"
        var function: String?
        var nextObject: String?, nextFile: String?
        var callee: (object: String, file: String, function: String)?
        var call: (count: Int128, target: Int128, line: Int)?
        var previous: [String: Int128] = [:]
        var selfCosts: [Site: [Int128]] = [:]
        var perCall: [Call: (cost: [Int128], count: Int128)] = [:]

        mutating func fold(_ line: Line, at index: Int) throws {
            let bad = Malformed(line: index)
            if call != nil {
                // Only its cost line may follow a calls= line.
                switch line {
                case .skip, .cost: break
                default: throw bad
                }
            }
            switch line {
            case .skip:
                return
            case .cost(let text):
                body = true
                try cost(text, bad)
            case .specification(let key, let value):
                body = true
                try specification(String(key), value, bad)
            case .header(let key, let value):
                if key == "totals" {
                    partTotals = (try counts(value, bad), index)
                    return
                }
                if body {
                    try closePart(Malformed(line: index))
                    body = false
                }
                switch key {
                case "events":
                    let names = value.split(whereSeparator: blank).map(String.init)
                    if names.isEmpty || (events != nil && events != names) { throw bad }
                    events = names
                case "positions":
                    let words = value.split(whereSeparator: blank).map(String.init)
                    let ranks = words.map { kindOrder.firstIndex(of: $0) ?? -1 }
                    if words.isEmpty || ranks.contains(-1) || ranks != ranks.sorted() || Set(ranks).count != ranks.count { throw bad }
                    kinds = words
                case "summary":
                    var values: [Int128] = []
                    for field in value.split(whereSeparator: blank) {
                        guard let v = number(field) else { throw bad }
                        values.append(v)
                    }
                    partSummary = (values.contains { $0 > int64Max } ? [] : values, index)
                case "version":
                    let digits = value.utf8.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
                    guard let v = number(Substring(String(decoding: digits, as: UTF8.self))), v <= 1 else { throw bad }
                default:
                    break
                }
            }
        }

        func counts(_ value: Substring, _ bad: Malformed) throws -> [Int128] {
            try value.split(whereSeparator: blank).map { field in
                guard let v = count(field) else { throw bad }
                return v
            }
        }

        mutating func name(_ value: Substring, _ table: String, _ bad: Malformed) throws -> String {
            let scalars = value.unicodeScalars
            guard scalars.first == "(", scalars.count > 1, ("0"..."9").contains(scalars[scalars.index(after: scalars.startIndex)]) else {
                return String(value)
            }
            guard let close = value.firstIndex(of: ")"), let id = number(value[value.index(after: value.startIndex)..<close]) else {
                throw bad
            }
            let rest = String(value[value.index(after: close)...].drop(while: blank))
            if rest.isEmpty {
                guard let known = tables[table]?[id] else { throw bad }
                return known
            }
            tables[table, default: [:]][id] = rest
            return rest
        }

        /// The subpositions of `fields`, counted from the last cost line's.
        func position(_ fields: ArraySlice<Substring>, _ bad: Malformed) throws -> [String: Int128] {
            var result: [String: Int128] = [:]
            for (kind, field) in zip(kinds, fields) {
                let base = previous[kind] ?? 0
                let value: Int128?
                if field == "*" {
                    value = base
                } else if field.hasPrefix("+") {
                    value = number(field.dropFirst()).map { base + $0 }
                } else if field.hasPrefix("-") {
                    value = number(field.dropFirst()).map { base - $0 }
                } else {
                    value = number(field)
                }
                guard let value, value >= 0, value <= uint64Max else { throw bad }
                result[kind] = value
            }
            return result
        }

        mutating func specification(_ key: String, _ value: Substring, _ bad: Malformed) throws {
            switch key {
            case "ob": object = try name(value, "ob", bad)
            case "fl": file = try name(value, "fl", bad); source = file
            case "fi", "fe", "jfi": let n = try name(value, "fl", bad); if key != "jfi" { source = n }
            case "fn": function = try name(value, "fn", bad); source = file
            case "jfn": _ = try name(value, "fn", bad)
            case "cob": nextObject = try name(value, "ob", bad)
            case "cfi", "cfl": nextFile = try name(value, "fl", bad)
            case "cfn":
                callee = (nextObject ?? object, nextFile ?? source, try name(value, "fn", bad))
                (nextObject, nextFile) = (nil, nil)
            case "calls":
                let fields = value.split(whereSeparator: blank)
                guard fields.count == kinds.count + 1, let n = count(fields[0]), callee != nil else { throw bad }
                let target = try position(fields.dropFirst(), bad)[ "line"] ?? 0
                guard target <= int64Max else { throw bad }
                call = (n, target, bad.line ?? 0)
            case "jump", "jcnd":
                var fields = value.split(whereSeparator: blank).map { $0 }
                if key == "jcnd", let first = fields.first, let slash = first.firstIndex(of: "/") {
                    fields = [first[..<slash], first[first.index(after: slash)...]] + fields.dropFirst()
                }
                let numbers = key == "jump" ? 1 : 2
                guard fields.count == numbers + kinds.count, fields.prefix(numbers).allSatisfy({ count($0) != nil }) else { throw bad }
                _ = try position(fields.dropFirst(numbers), bad)
            default:
                break
            }
        }

        mutating func cost(_ text: Substring, _ bad: Malformed) throws {
            guard let events, let function else { throw bad }
            let fields = text.split(whereSeparator: blank)
            guard fields.count >= kinds.count, fields.count - kinds.count <= events.count else { throw bad }
            let here = try position(fields.prefix(kinds.count), bad)
            let line = here["line"] ?? 0
            guard line <= int64Max else { throw bad }
            var values = [Int128](repeating: 0, count: events.count)
            for (i, field) in fields.dropFirst(kinds.count).enumerated() {
                guard let v = count(field) else { throw bad }
                values[i] = v
            }
            previous = here
            let site = Site(object: object, file: file, function: function, source: source, line: line)
            if let pending = call, let callee {
                let key = Call(caller: site, calleeObject: callee.object, calleeFile: callee.file, callee: callee.function,
                               target: pending.target)
                var entry = perCall[key] ?? (values.map { _ in 0 }, 0)
                entry.cost = add(entry.cost, values)
                entry.count += pending.count
                guard entry.count <= int64Max, entry.cost.allSatisfy({ $0 <= int64Max }) else { throw bad }
                perCall[key] = entry
                call = nil
            } else if values.contains(where: { $0 != 0 }) {
                allSelf = add(allSelf, values)
                guard allSelf.allSatisfy({ $0 <= int64Max }) else { throw bad }
                partSelf = add(partSelf, values)
                selfCosts[site] = add(selfCosts[site] ?? [], values)
            }
        }

        func add(_ a: [Int128], _ b: [Int128]) -> [Int128] {
            (0..<max(a.count, b.count)).map { (a.indices.contains($0) ? a[$0] : 0) + (b.indices.contains($0) ? b[$0] : 0) }
        }

        /// The part read so far ends: its summary (when it has a non-zero one), else its totals
        /// line, else its self costs, added to the file's.
        mutating func closePart(_ overflow: Malformed) throws {
            defer { (partTotals, partSummary, partSelf) = (nil, nil, []) }
            guard let events else { return }
            var part = add([Int128](repeating: 0, count: events.count), partSelf)
            let summary = partSummary.flatMap { $0.values.contains { $0 != 0 } ? $0 : nil }
            if let given = summary ?? partTotals {
                guard given.values.count <= events.count else { throw Malformed(line: given.line) }
                part = add([Int128](repeating: 0, count: events.count), given.values)
            }
            grandTotals = add(grandTotals, part)
            guard grandTotals.allSatisfy({ $0 <= int64Max }) else { throw overflow }
        }

        mutating func summary() throws -> Summary {
            guard call == nil, let events else { throw Malformed(line: nil) }
            try closePart(Malformed(line: nil))
            return Summary(events: events, totals: grandTotals, selfCosts: selfCosts,
                           calls: perCall.mapValues(\.cost), counts: perCall.mapValues(\.count))
        }
    }
}
