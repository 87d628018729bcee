// Reading callgrind's out format (valgrind.org/docs/manual/cl-format.html).
import Platform

extension CallgrindProfile {
    /// The largest profile file read, 256 MiB.
    public static let maximumFileBytes = 256 << 20

    /// Reads the profile file at `path` (see ``init(parsing:source:)``).
    ///
    /// - Throws: ``CallgrindError`` naming the file when it cannot be read (with the line and
    ///   column of a byte that is not UTF-8) or parsed.
    public init(contentsOfFile path: String) throws {
        let text: String
        do {
            text = try FileSystem.readText(path, limit: Self.maximumFileBytes)
        } catch {
            // The message already starts with the path.
            throw CallgrindError("\(error)")
        }
        try self.init(parsing: text, source: path)
    }

    /// Parses a profile in callgrind's format.
    ///
    /// Read: the header (`events:` is required; `positions:` must be `line`, the default, as
    /// callgrind writes without `--dump-instr=yes`; `desc: Trigger:`, `totals:`, `summary:`),
    /// `ob=`, `fl=`, `fi=`, `fe=`, `fn=`, `cob=`, `cfi=`, `cfl=`, `cfn=` with or without name
    /// compression (`(id) name` defines id, `(id)` refers to it; objects, files and functions
    /// have separate id spaces), cost lines (a position, absolute, `+N`/`-N` relative to the
    /// position before, or `*` the same, then up to one count per event, missing ones 0), and
    /// `calls=COUNT TARGET` followed by the call's position and inclusive costs. `jump=`/`jcnd=`
    /// lines are skipped. Comments (`#`) and blank lines are ignored; lines end at LF, CRLF or a
    /// lone CR (``Platform/TextLines``). Every part of a file (`--combine-dumps=yes`) adds to the
    /// one profile.
    ///
    /// - Throws: ``CallgrindError`` naming `source` and the line (`p.out: line 3: …`): a malformed
    ///   line, an unknown compressed id, a cost line before `events:` or outside a function, more
    ///   counts than events, an `events:` line that differs from the one before, a position below 0.
    public init(parsing text: String, source: String) throws {
        var reader = ProfileReader(source: source)
        var lineNumber = 0
        for line in TextLines(text) {
            lineNumber += 1
            do {
                try reader.read(line)
            } catch let message as ProfileReader.Problem {
                throw CallgrindError("\(source): line \(lineNumber): \(message.text)")
            }
        }
        do {
            self = try reader.finish()
        } catch let message as ProfileReader.Problem {
            throw CallgrindError("\(source): \(message.text)")
        }
    }
}

/// The state of reading one profile: the current object, file and function, pending callee,
/// compressed names and the last position.
private struct ProfileReader {
    struct Problem: Error {
        let text: String
        init(_ text: String) { self.text = text }
    }

    let source: String
    var events: [String]?
    var trigger: String?
    var totalsLine: [Int64]?
    var summaryLine: [Int64]?
    var selfCosts: [CallgrindProfile.Site: [Int64]] = [:]
    var calls: [CallgrindProfile.Call: CallgrindProfile.CallCost] = [:]

    var objects: [String: String] = [:]
    var files: [String: String] = [:]
    var functions: [String: String] = [:]

    var object = "???"
    var file = "???"
    var function: String?
    var sourceFile = "???"
    var calleeObject: String?
    var calleeFile: String?
    var calleeFunction: String?
    /// The pending `calls=` line: its count and target line; the next cost line is its cost.
    var pendingCall: (count: Int64, target: Int64)?
    var lastPosition: Int64 = 0

    init(source: String) {
        self.source = source
    }

    mutating func read(_ line: Substring) throws {
        guard let first = line.first, first != "#" else { return }
        if first.isNumber || first == "+" || first == "-" || first == "*" {
            try costLine(line)
            return
        }
        if let equals = line.firstIndex(of: "="), Self.specifications.contains(line[..<equals]) {
            try specification(String(line[..<equals]), String(line[line.index(after: equals)...]))
            return
        }
        if let colon = line.firstIndex(of: ":") {
            try header(String(line[..<colon]), line[line.index(after: colon)...].drop { $0 == " " || $0 == "\t" })
            return
        }
        throw Problem("cannot read '\(line.prefix(80))': expected a header (key: value), a specification (key=value) or a cost line")
    }

    static let specifications: Set<Substring> = ["ob", "fl", "fi", "fe", "fn", "cob", "cfi", "cfl", "cfn", "calls", "jump", "jcnd"]

    mutating func header(_ key: String, _ value: Substring) throws {
        switch key {
        case "events":
            // Each part of a combined file repeats the header; a different list would leave the
            // costs read so far counted against the wrong events.
            let named = value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if let events, events != named {
                throw Problem("events: \(named.joined(separator: " ")) differs from the events: \(events.joined(separator: " ")) before it; a profile has one list of events")
            }
            events = named
        case "positions": positions = value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        case "desc":
            let prefix = "Trigger:"
            if value.hasPrefix(prefix) { trigger = String(value.dropFirst(prefix.count).drop { $0 == " " }) }
        case "totals": totalsLine = Self.numbers(value)
        case "summary": summaryLine = Self.numbers(value)
        default: break   // version, creator, pid, cmd, part, thread, …: nothing to keep
        }
    }

    var positions: [String] = ["line"]

    mutating func specification(_ key: String, _ value: String) throws {
        switch key {
        case "ob": object = try name(value, in: &objects, kind: "object")
        case "fl":
            file = try name(value, in: &files, kind: "file")
            sourceFile = file
        case "fi", "fe": sourceFile = try name(value, in: &files, kind: "file")
        case "fn":
            function = try name(value, in: &functions, kind: "function")
            sourceFile = file
        case "cob": calleeObject = try name(value, in: &objects, kind: "object")
        case "cfi", "cfl": calleeFile = try name(value, in: &files, kind: "file")
        case "cfn": calleeFunction = try name(value, in: &functions, kind: "function")
        case "calls":
            let fields = value.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2, let count = Int64(fields[0]), count >= 0 else {
                throw Problem("calls=\(value): expected a call count and a target position")
            }
            guard calleeFunction != nil else { throw Problem("calls= without a cfn= before it") }
            pendingCall = (count, try position(fields[1]))
        default:
            break   // jump=, jcnd=: jumps are not kept
        }
    }

    /// A name: `(id) name` defines id, `(id)` refers to it, and a plain name is itself.
    func nameText(_ value: String) -> (id: String?, name: String?) {
        guard value.hasPrefix("("), let close = value.firstIndex(of: ")") else { return (nil, value) }
        let id = String(value[value.index(after: value.startIndex)..<close])
        let rest = value[value.index(after: close)...].drop { $0 == " " }
        return (id, rest.isEmpty ? nil : String(rest))
    }

    func name(_ value: String, in table: inout [String: String], kind: String) throws -> String {
        let (id, name) = nameText(value)
        guard let id else { return value }
        if let name {
            table[id] = name
            return name
        }
        guard let known = table[id] else { throw Problem("\(kind) (\(id)) is used before it is defined") }
        return known
    }

    mutating func position(_ field: Substring) throws -> Int64 {
        let value: Int64?
        if field == "*" {
            value = lastPosition
        } else if field.hasPrefix("+") {
            value = Self.number(field.dropFirst()).map { lastPosition + $0 }
        } else if field.hasPrefix("-") {
            value = Self.number(field.dropFirst()).map { lastPosition - $0 }
        } else {
            value = Self.number(field)
        }
        guard let value else { throw Problem("'\(field)' is not a position (a number, +N, -N or *)") }
        // A line below 0 would be written as "-N", which reads back as a relative position.
        guard value >= 0 else { throw Problem("'\(field)' makes the position \(value), below line 0") }
        lastPosition = value
        return value
    }

    mutating func costLine(_ line: Substring) throws {
        guard let events else { throw Problem("a cost line before the events: header") }
        guard positions == ["line"] else {
            throw Problem("positions: \(positions.joined(separator: " ")): only 'line' positions are read (callgrind's default, without --dump-instr=yes)")
        }
        guard let function else { throw Problem("a cost line before any fn=") }
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        let lineNumber = try position(fields[0])
        guard fields.count - 1 <= events.count else {
            throw Problem("\(fields.count - 1) counts for \(events.count) events (\(events.joined(separator: " ")))")
        }
        var cost = [Int64](repeating: 0, count: events.count)
        for (index, field) in fields.dropFirst().enumerated() {
            guard let value = Int64(field), value >= 0 else { throw Problem("'\(field)' is not a count") }
            cost[index] = value
        }
        let site = CallgrindProfile.Site(object: object, file: file, function: function, sourceFile: sourceFile, line: lineNumber)
        if let call = pendingCall {
            let key = CallgrindProfile.Call(caller: site, calleeObject: calleeObject ?? object, calleeFile: calleeFile ?? file,
                                            calleeFunction: calleeFunction ?? "???", targetLine: call.target)
            let old = calls[key]
            calls[key] = CallgrindProfile.CallCost(count: (old?.count ?? 0) + call.count,
                                                   inclusive: old.map { zip($0.inclusive, cost).map { $0 + $1 } } ?? cost)
            // A callee's object, file and function name only the call they precede.
            pendingCall = nil
            calleeObject = nil
            calleeFile = nil
            calleeFunction = nil
        } else {
            selfCosts[site] = selfCosts[site].map { zip($0, cost).map { $0 + $1 } } ?? cost
        }
    }

    func finish() throws -> CallgrindProfile {
        guard let events else { throw Problem("no events: header (every callgrind profile has one)") }
        guard pendingCall == nil else { throw Problem("the file ends after a calls= line, before its cost line") }
        var profile = CallgrindProfile(events: events)
        profile.trigger = trigger
        profile.selfCosts = selfCosts
        profile.calls = calls
        if let line = totalsLine ?? summaryLine {
            profile.totals = (0..<events.count).map { $0 < line.count ? line[$0] : 0 }
        } else {
            var totals = [Int64](repeating: 0, count: events.count)
            for cost in selfCosts.values { for (i, value) in cost.enumerated() { totals[i] += value } }
            profile.totals = totals
        }
        return profile
    }

    static func number(_ text: Substring) -> Int64? {
        if text.hasPrefix("0x") { return Int64(text.dropFirst(2), radix: 16) }
        return Int64(text)
    }

    static func numbers(_ text: Substring) -> [Int64] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Int64($0) }
    }
}
