// Reading callgrind's out format line by line (valgrind.org/docs/manual/cl-format.html), as
// callgrind writes it (valgrind's coregrind and callgrind/dump.c) and callgrind_annotate reads it.

/// The state of reading one profile file: the header of the part being read, compressed names,
/// where cost lines go, the call awaiting its cost line and the last cost line's position.
struct CallgrindProfileReader {
    private var events: [String]?
    private var positions: [CallgrindSubposition] = [.line]
    private var trigger: String?

    /// The totals of the parts read so far, and what the current part says of its own.
    private var totals: [Int64]?
    private var partTotals: (values: [Int64], line: Int)?
    private var partSummary: (values: [Int64], line: Int)?
    private var partSelfCosts: [Int64] = []
    /// Whether the current part has had body lines: a header line after them starts a new part
    /// (`--combine-dumps=yes`).
    private var inBody = false

    private var objects = CallgrindNameTable(kind: "object")
    private var files = CallgrindNameTable(kind: "file")
    private var functions = CallgrindNameTable(kind: "function")

    private var object = "???"
    private var file = "???"
    private var sourceFile = "???"
    private var function: String?
    /// `cob=` and `cfi=` given for the next `cfn=`.
    private var calleeObject: String?
    private var calleeFile: String?
    /// The callee of the following `calls=` lines, fixed by the last `cfn=`.
    private var callee: (object: String, file: String, function: String)?
    /// A `calls=` line read (its count, target line and line number): the next line is its cost.
    private var pendingCall: (count: Int64, target: Int64, line: Int)?
    /// The subpositions of the last cost line, which relative ones count from.
    private var last = CallgrindPosition()
    /// Every self cost read, added up per event: bounds every sum of self costs the profile makes.
    private var selfCostTotals: [Int64] = []

    private var selfCosts: [CallgrindProfile.Site: [Int64]] = [:]
    private var calls: [CallgrindProfile.Call: CallgrindProfile.CallCost] = [:]

    private static let specifications: Set<Substring> = [
        "ob", "fl", "fi", "fe", "fn", "cob", "cfi", "cfl", "cfn", "jfi", "jfn", "calls", "jump", "jcnd", "ln", "bb",
    ]

    private static func isSpace(_ character: Character) -> Bool { character == " " || character == "\t" }

    /// Reads line `number`.
    mutating func read(_ line: Substring, number: Int) throws(CallgrindProblem) {
        guard line.contains(where: { !Self.isSpace($0) }), line.unicodeScalars.first != "#" else { return }
        // The first character as written: a digit with a combining mark after it is still a digit
        // that starts a (malformed) cost line.
        let first = line.unicodeScalars.first!
        let isCostLine = ("0"..."9").contains(first) || first == "+" || first == "-" || first == "*"
        if let call = pendingCall, !isCostLine {
            throw CallgrindProblem("'\(line.prefix(60))' follows the calls= line \(call.line), which its cost line must follow")
        }
        if isCostLine {
            inBody = true
            try costLine(line)
        } else if let equals = line.firstIndex(of: "="), Self.specifications.contains(line[..<equals]) {
            inBody = true
            try specification(line[..<equals], line[line.index(after: equals)...], number: number)
        } else if let colon = line.firstIndex(of: ":"), colon > line.startIndex,
                  !line[..<colon].contains(where: { Self.isSpace($0) || $0 == "=" }) {
            try header(line[..<colon], line[line.index(after: colon)...].drop(while: Self.isSpace), number: number)
        } else {
            throw CallgrindProblem("cannot read '\(line.prefix(80))': expected a header (key: value), a specification (key=value) or a cost line")
        }
    }

    private mutating func header(_ key: Substring, _ value: Substring, number: Int) throws(CallgrindProblem) {
        if key == "totals" {
            partTotals = (try Self.costs(value, "a total"), number)
            return
        }
        // A header line after body lines starts the next part of a combined file.
        if inBody {
            try endPart()
            inBody = false
        }
        switch key {
        case "events":
            let named = value.split(whereSeparator: Self.isSpace).map(String.init)
            guard !named.isEmpty else { throw CallgrindProblem("events: names no event") }
            // Each part of a combined file repeats the header; a different list would leave the
            // costs read so far counted against the wrong events.
            if let events, events != named {
                throw CallgrindProblem("events: \(named.joined(separator: " ")) differs from the events: \(events.joined(separator: " ")) before it; a profile has one list of events")
            }
            events = named
        case "positions": positions = try CallgrindSubposition.list(value)
        case "summary":
            // The dump callgrind writes at exit after earlier dumps of the same run can carry a
            // summary that wrapped below zero (2^64 - N): not a total, so the totals: line counts.
            var values: [UInt64] = []
            for field in value.split(whereSeparator: Self.isSpace) {
                values.append(try CallgrindNumber.unsigned(field, "a summary cost"))
            }
            partSummary = (values.allSatisfy { $0 <= Int64.max } ? values.map { Int64($0) } : [], number)
        case "version":
            let major = value.utf8.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            guard let version = Int(String(decoding: major, as: UTF8.self)), version <= 1 else {
                throw CallgrindProblem("version: \(value.prefix(20)): only version 1 of the format is read (and 0, which it extends)")
            }
        case "desc":
            let prefix = "Trigger:"
            if trigger == nil, value.hasPrefix(prefix) { trigger = String(value.dropFirst(prefix.count).drop(while: Self.isSpace)) }
        default:
            break   // creator, pid, cmd, part, thread, event (long names), …: nothing to keep
        }
    }

    private mutating func specification(_ key: Substring, _ value: Substring, number: Int) throws(CallgrindProblem) {
        switch key {
        case "ob": object = try objects.name(value)
        case "fl":
            file = try files.name(value)
            sourceFile = file
        case "fi", "fe": sourceFile = try files.name(value)
        case "fn":
            function = try functions.name(value)
            // Callgrind names a function's file with fl= only when it changes from the previous
            // function's, whatever fi= came between.
            sourceFile = file
        case "cob": calleeObject = try objects.name(value)
        case "cfi", "cfl": calleeFile = try files.name(value)
        case "cfn":
            // Callgrind writes cob= and cfi= only where the callee's object and file differ from
            // the caller's object and the current file.
            callee = (calleeObject ?? object, calleeFile ?? sourceFile, try functions.name(value))
            calleeObject = nil
            calleeFile = nil
        case "jfi": _ = try files.name(value)
        case "jfn": _ = try functions.name(value)
        case "calls":
            let fields = value.split(whereSeparator: Self.isSpace)
            guard fields.count == 1 + positions.count else {
                throw CallgrindProblem("calls=\(value.prefix(60)): expected a call count and a target position (\(positionNames))")
            }
            let count = try CallgrindNumber.count(fields[0], "a call count")
            let target = try position(fields.dropFirst())
            guard callee != nil else { throw CallgrindProblem("calls= without a cfn= before it") }
            pendingCall = (count, try lineNumber(of: target), number)
        case "jump", "jcnd":
            // Jumps are checked and not kept: jump=COUNT TARGET, jcnd=EXECUTED/FOLLOWED TARGET
            // (callgrind) or jcnd=EXECUTED FOLLOWED TARGET (the grammar).
            var fields = value.split(whereSeparator: Self.isSpace)
            if key == "jcnd", let first = fields.first, let slash = first.firstIndex(of: "/") {
                fields.replaceSubrange(0..<1, with: [first[..<slash], first[first.index(after: slash)...]])
            }
            let counts = key == "jump" ? 1 : 2
            guard fields.count == counts + positions.count else {
                throw CallgrindProblem("\(key)=\(value.prefix(60)): expected \(key == "jump" ? "a count" : "two counts") and a target position (\(positionNames))")
            }
            for field in fields.prefix(counts) { _ = try CallgrindNumber.count(field, "a jump count") }
            _ = try position(fields.dropFirst(counts))
        default:
            break   // ln=, bb=: the basic-block notes of callgrind's --dump-bbs=yes
        }
    }

    private var positionNames: String { positions.map(\.rawValue).joined(separator: " ") }

    /// The subpositions `fields` give, relative to the last cost line's.
    private func position(_ fields: ArraySlice<Substring>) throws(CallgrindProblem) -> CallgrindPosition {
        var result = last
        for (kind, field) in zip(positions, fields) {
            result[kind] = try kind.value(field, base: last[kind])
        }
        return result
    }

    /// The line of a position (0 without `line` in `positions:`).
    private func lineNumber(of position: CallgrindPosition) throws(CallgrindProblem) -> Int64 {
        guard positions.contains(.line) else { return 0 }
        let line = position[.line]
        guard let value = Int64(exactly: line) else { throw CallgrindProblem("line \(line) is beyond 2^63 - 1") }
        return value
    }

    private mutating func costLine(_ line: Substring) throws(CallgrindProblem) {
        guard let events else { throw CallgrindProblem("a cost line before the events: header") }
        guard let function else { throw CallgrindProblem("a cost line before any fn=") }
        let fields = line.split(whereSeparator: Self.isSpace)
        guard fields.count >= positions.count else {
            throw CallgrindProblem("'\(line.prefix(60))': expected a position (\(positionNames)) and counts")
        }
        let position = try position(fields.prefix(positions.count))
        let counts = fields.dropFirst(positions.count)
        guard counts.count <= events.count else {
            throw CallgrindProblem("\(counts.count) counts for \(events.count) events (\(events.joined(separator: " ")))")
        }
        var cost = [Int64](repeating: 0, count: events.count)
        for (index, field) in counts.enumerated() {
            cost[index] = try CallgrindNumber.count(field, "a count")
        }
        last = position
        let site = CallgrindProfile.Site(object: object, file: file, function: function, sourceFile: sourceFile,
                                         line: try lineNumber(of: position))
        if let call = pendingCall, let callee {
            // The call's cost line: where the call is made and the callee's inclusive cost.
            let key = CallgrindProfile.Call(caller: site, calleeObject: callee.object, calleeFile: callee.file,
                                            calleeFunction: callee.function, targetLine: call.target)
            let old = calls[key]
            let (count, overflow) = (old?.count ?? 0).addingReportingOverflow(call.count)
            guard !overflow else { throw CallgrindProblem("call counts add up beyond 2^63 - 1") }
            calls[key] = CallgrindProfile.CallCost(count: count, inclusive: try CallgrindNumber.sum(old?.inclusive ?? [], cost))
            pendingCall = nil
        } else if cost.contains(where: { $0 != 0 }) {
            // A self cost line; one of zeros (the position line after jump= or jcnd=) adds nothing.
            selfCostTotals = try CallgrindNumber.sum(selfCostTotals, cost)
            selfCosts[site] = try CallgrindNumber.sum(selfCosts[site] ?? [], cost)
            partSelfCosts = try CallgrindNumber.sum(partSelfCosts, cost)
        }
    }

    /// Ends the part read so far: its total is its `summary:` line, else (or when that is all
    /// zeros, or wrapped) its `totals:` line, else the sum of its self costs, as
    /// callgrind_annotate takes them. (With `--collect-systime`, callgrind's `totals:` line has
    /// only the instructions and its `summary:` every event.)
    private mutating func endPart() throws(CallgrindProblem) {
        defer {
            partTotals = nil
            partSummary = nil
            partSelfCosts = []
        }
        guard let events else { return }
        var total = try CallgrindNumber.sum([Int64](repeating: 0, count: events.count), partSelfCosts)
        let summary = partSummary.flatMap { $0.values.contains { $0 != 0 } ? $0 : nil }
        if let given = summary ?? partTotals {
            guard given.values.count <= events.count else {
                throw CallgrindProblem("\(given.values.count) costs for \(events.count) events (\(events.joined(separator: " ")))", line: given.line)
            }
            total = given.values + [Int64](repeating: 0, count: events.count - given.values.count)
        }
        totals = try CallgrindNumber.sum(totals ?? [], total)
    }

    /// The profile read, once every line is.
    mutating func finish() throws(CallgrindProblem) -> CallgrindProfile {
        if let call = pendingCall { throw CallgrindProblem("the file ends after the calls= line \(call.line), before its cost line") }
        guard let events else { throw CallgrindProblem("no events: header (every callgrind profile has one)") }
        try endPart()
        var profile = CallgrindProfile(events: events)
        profile.trigger = trigger
        profile.selfCosts = selfCosts
        profile.calls = calls
        profile.totals = totals ?? profile.totals
        return profile
    }

    /// A `totals:` or `summary:` value: counts separated by spaces.
    private static func costs(_ value: Substring, _ what: String) throws(CallgrindProblem) -> [Int64] {
        var result: [Int64] = []
        for field in value.split(whereSeparator: isSpace) { result.append(try CallgrindNumber.count(field, what)) }
        return result
    }
}
