import Foundation
import Replay

/// Valgrind's own reader of callgrind profiles, `callgrind_annotate` (a Perl script in Debian's
/// valgrind package), run on one file and its listing parsed: the oracle the profile reader is
/// tested against.
///
/// It runs `callgrind_annotate --inclusive=no --threshold=100 --show-percs=no --auto=no
/// --tree=calling` from `/` (so no file name loses a prefix of the working folder) and reads the
/// program totals, each listed function's self cost and each call's inclusive cost. The listing
/// names a function `file:function [object]` and a callee `file:function (Nx) [object]`; the file
/// and object names are told apart by the names the profile's own `fl=`/`fi=`/`fe=`/`cfi=`/
/// `cfl=`/`jfi=` and `ob=`/`cob=` lines define, read here from the text without the reader under
/// test. Costs are added up per function name, since callgrind_annotate lists a function once per
/// source file its lines are in.
///
/// One difference is worked around, not copied: callgrind_annotate 3.19 takes a `calls=0` line
/// (a call that began before collection did, which callgrind writes with count 0) for no call, and
/// counts the inclusive cost on the line after it as the caller's self cost (its
/// `$curr_call_counter > 0` test). The format makes the line after `calls=` the call's cost
/// whatever the count, so the oracle reads a copy in which such a count is written 1;
/// ``rewrittenZeroCalls`` says how many, and call counts are comparable only when it is 0.
public struct CallgrindAnnotate {
    /// The events, as `Events recorded:` lists them.
    public let events: [String]
    /// `PROGRAM TOTALS`, per event.
    public let totals: [Int64]
    /// Self cost per function name, per event (functions listed with no cost left out).
    public let functions: [String: [Int64]]
    /// Inclusive cost per caller and callee function name, per event.
    public let calls: [Caller: [Int64]]
    /// Call counts per caller and callee function name.
    public let callCounts: [Caller: Int64]
    /// The `calls=0` lines given to callgrind_annotate as `calls=1`.
    public let rewrittenZeroCalls: Int
    /// What callgrind_annotate wrote on stderr (its warnings about lines it skipped).
    public let warnings: String

    /// A call's caller and callee, by function name.
    public struct Caller: Hashable, CustomStringConvertible {
        public let caller: String
        public let callee: String

        public init(caller: String, callee: String) {
            self.caller = caller
            self.callee = callee
        }

        public var description: String { "\(caller) -> \(callee)" }
    }

    /// A listing that cannot be read as callgrind_annotate writes it.
    public struct ListingError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs callgrind_annotate on the profile at `path` and reads its listing.
    public init(profile path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var rewritten = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard line.hasPrefix("calls=0 ") || line.hasPrefix("calls=0\t") else { return line }
            rewritten += 1
            return "calls=1" + line.dropFirst("calls=0".count)
        }
        let copy = NSTemporaryDirectory() + "callgrind-annotate-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).out"
        try lines.joined(separator: "\n").write(toFile: copy, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: copy) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/callgrind_annotate")
        process.arguments = ["--inclusive=no", "--threshold=100", "--show-percs=no", "--auto=no", "--tree=calling", copy]
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // stderr is read on another thread, so that neither pipe can fill and stall the script.
        let stderrRead = DispatchGroup()
        let errorData = StderrBox()
        DispatchQueue.global().async(group: stderrRead) { errorData.data = errors.fileHandleForReading.readDataToEndOfFile() }
        let listing = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        stderrRead.wait()
        process.waitUntilExit()
        let stderr = String(decoding: errorData.data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw ListingError(description: "callgrind_annotate exited with \(process.terminationStatus) on \(path): \(stderr)")
        }
        rewrittenZeroCalls = rewritten
        warnings = stderr
        (events, totals, functions, calls, callCounts) = try Self.parse(listing, names: Names(profile: text), source: path)
    }

    /// How `profile` (the reader's reading of the same file) differs from this listing: its
    /// events, totals, self cost per function name (those with some cost), inclusive cost per
    /// caller and callee name, and call counts when no `calls=0` was rewritten. Empty when they
    /// agree.
    public func mismatches(_ profile: CallgrindProfile) -> [String] {
        var found: [String] = []
        if profile.events != events { found.append("events \(profile.events), callgrind_annotate \(events)") }
        if profile.totals != totals { found.append("totals \(profile.totals), callgrind_annotate \(totals)") }
        func add(_ a: [Int64]?, _ b: [Int64]) -> [Int64] { a.map { zip($0, b).map { $0 + $1 } } ?? b }
        var own: [String: [Int64]] = [:]
        for (site, cost) in profile.selfCosts { own[site.function] = add(own[site.function], cost) }
        own = own.filter { $0.value.contains { $0 != 0 } }
        for name in Set(own.keys).union(functions.keys).sorted() where own[name] != functions[name] {
            found.append("\(name): self cost \(own[name] ?? []), callgrind_annotate \(functions[name] ?? [])")
        }
        var inclusive: [Caller: [Int64]] = [:], counted: [Caller: Int64] = [:]
        for (call, cost) in profile.calls {
            let key = Caller(caller: call.caller.function, callee: call.calleeFunction)
            inclusive[key] = add(inclusive[key], cost.inclusive)
            counted[key, default: 0] += cost.count
        }
        for key in Set(inclusive.keys).union(calls.keys).sorted(by: { "\($0)" < "\($1)" }) where inclusive[key] != calls[key] {
            found.append("\(key): inclusive \(inclusive[key] ?? []), callgrind_annotate \(calls[key] ?? [])")
        }
        if rewrittenZeroCalls == 0, counted != callCounts { found.append("call counts differ") }
        return found
    }

    /// The file and object names a profile defines, read from its specification lines.
    struct Names {
        var files: Set<String> = ["???"]
        var objects: Set<String> = []

        init(profile text: String) {
            var compressed: [String: [String: String]] = [:]
            for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
                guard let equals = line.firstIndex(of: "=") else { continue }
                let key = String(line[..<equals])
                let space: String
                switch key {
                case "fl", "fi", "fe", "cfi", "cfl", "jfi": space = "file"
                case "ob", "cob": space = "object"
                default: continue
                }
                var name = String(line[line.index(after: equals)...])
                // "(id) name" defines id; "(id)" alone only refers to one.
                if name.hasPrefix("("), let close = name.firstIndex(of: ")"),
                   name[name.index(after: name.startIndex)..<close].allSatisfy(\.isNumber) {
                    let id = String(name[name.index(after: name.startIndex)..<close])
                    let rest = name[name.index(after: close)...].drop { $0 == " " || $0 == "\t" }
                    if rest.isEmpty { name = compressed[space]?[id] ?? name } else {
                        name = String(rest)
                        compressed[space, default: [:]][id] = name
                    }
                }
                if space == "file" { files.insert(name) } else { objects.insert(name) }
            }
        }

        /// The function of a listed `file:function [object]`, and for a callee
        /// (`file:function (Nx) [object]`) its count: the longest defined file with its colon
        /// taken off the front, a defined object in brackets off the end.
        func function(_ text: Substring, callee: Bool) throws -> (name: String, count: Int64?) {
            var rest = text
            if let object = objects.filter({ rest.hasSuffix(" [\($0)]") }).max(by: { $0.count < $1.count }) {
                rest = rest.dropLast(object.count + 3)
            }
            var count: Int64?
            if callee {
                guard rest.hasSuffix("x)"), let open = rest.lastIndex(of: "("),
                      let value = Int64(rest[rest.index(after: open)...].dropLast(2).filter({ $0 != "," })) else {
                    throw ListingError(description: "a callee without its call count: \(text)")
                }
                count = value
                rest = rest[..<open].dropLast()
            }
            guard let file = files.filter({ rest.hasPrefix($0 + ":") }).max(by: { $0.count < $1.count }) else {
                throw ListingError(description: "no file of the profile starts \(text)")
            }
            return (String(rest.dropFirst(file.count + 1)), count)
        }
    }

    private static func number(_ text: Substring) -> Int64? {
        text == "." ? 0 : Int64(text.filter { $0 != "," })
    }

    private static func parse(_ listing: String, names: Names, source: String) throws
        -> ([String], [Int64], [String: [Int64]], [Caller: [Int64]], [Caller: Int64]) {
        let lines = listing.split(separator: "\n", omittingEmptySubsequences: false)
        guard let recorded = lines.first(where: { $0.hasPrefix("Events recorded:") }) else {
            throw ListingError(description: "no 'Events recorded:' in callgrind_annotate's listing of \(source)")
        }
        let events = recorded.dropFirst("Events recorded:".count).split(separator: " ").map(String.init)
        // N counts, then (in the function list) the tree's marker, then the text.
        func fields(_ line: Substring) -> (counts: [Int64], marker: Substring, text: Substring)? {
            var rest = line.drop { $0 == " " }
            var counts: [Int64] = []
            for _ in events {
                let token = rest.prefix { $0 != " " }
                guard let value = number(token) else { return nil }
                counts.append(value)
                rest = rest.dropFirst(token.count).drop { $0 == " " }
            }
            let marker = rest.prefix { $0 != " " }
            return (counts, marker, rest.dropFirst(marker.count).drop { $0 == " " })
        }
        guard let totalsLine = lines.first(where: { $0.hasSuffix(" PROGRAM TOTALS") }), let totals = fields(totalsLine) else {
            throw ListingError(description: "no PROGRAM TOTALS in callgrind_annotate's listing of \(source)")
        }
        guard let header = lines.firstIndex(where: { $0.hasSuffix(" file:function") }) else {
            throw ListingError(description: "no function list in callgrind_annotate's listing of \(source)")
        }
        var functions: [String: [Int64]] = [:], calls: [Caller: [Int64]] = [:], counts: [Caller: Int64] = [:]
        var current: String?
        func add(_ a: [Int64]?, _ b: [Int64]) -> [Int64] { a.map { zip($0, b).map { $0 + $1 } } ?? b }
        for line in lines[(header + 2)...] where !line.isEmpty {
            guard let (values, marker, text) = fields(line) else {
                throw ListingError(description: "cannot read '\(line)' in callgrind_annotate's listing of \(source)")
            }
            switch marker {
            case "*":
                let function = try names.function(text, callee: false).name
                current = function
                if values.contains(where: { $0 != 0 }) { functions[function] = add(functions[function], values) }
            case ">":
                guard let caller = current else { throw ListingError(description: "a callee before any function: \(line)") }
                let callee = try names.function(text, callee: true)
                let key = Caller(caller: caller, callee: callee.name)
                calls[key] = add(calls[key], values)
                counts[key, default: 0] += callee.count ?? 0
            default:
                throw ListingError(description: "'\(line)' is neither a function (*) nor a callee (>) in the listing of \(source)")
            }
        }
        return (events, totals.counts, functions, calls, counts)
    }
}

/// Holds what the stderr reader read; read only after its group has finished.
private final class StderrBox: @unchecked Sendable {
    var data = Data()
}
