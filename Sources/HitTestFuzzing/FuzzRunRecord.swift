import JSON
import Replay

/// What one `touchstone fuzz hit-test|scene-hit-test … --out DIR` run leaves in DIR beside its
/// repros: `DIR/<fuzzer>-<seed>.run.json`, the run's seed, length, shard, counts and findings,
/// which `touchstone merge` joins across shards (``merged(_:)``) into the unsharded run's record.
///
///     {"format": "touchstone.fuzz-run", "version": 1, "fuzzer": "hit-test", "seed": "7",
///      "iterations": 100000, "seconds": null, "shard": "2/3", "elapsedSeconds": 1.9,
///      "findingLimit": 10, "counts": {"cases": 33344, "ambiguous": 120, …, "casesByShapeKind": {…}},
///      "entries": [{"list": "findings", "case": 17, "value": REPRO}, …]}
///
/// `counts` holds whole numbers and objects of whole numbers only, so shards' counts add up.
/// `entries` are the kept findings of each list (`findings`, whose values are the repro
/// documents; `analyticFindings` and `loadFailures`, described in text), each with the index of
/// its shape or scene in the seed's sequence: the order the unsharded run finds them in.
/// `elapsedSeconds` is the only wall-clock field.
public struct FuzzRunRecord: Hashable, Sendable {
    /// The `format` key.
    public static let format = "touchstone.fuzz-run"
    /// The format version this code writes and reads.
    public static let version = 1
    /// The ending of a record's file name.
    public static let fileSuffix = ".run.json"
    /// The largest record read, 64 MiB.
    public static let maximumFileBytes = 64 << 20

    /// Which fuzzer ran; the raw value names it in records, file names and messages.
    public enum Fuzzer: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
        /// `fuzz hit-test`.
        case hitTest = "hit-test"
        /// `fuzz scene-hit-test`.
        case sceneHitTest = "scene-hit-test"

        /// The raw value.
        public var description: String { rawValue }
    }

    /// The lists findings are kept in; the raw value names the list in a record.
    public enum List: String, Hashable, Sendable, CaseIterable {
        /// Repro documents of mismatches.
        case findings
        /// Descriptions of analytic mismatches (`hit-test`).
        case analyticFindings
        /// Descriptions of scenes that did not load (`scene-hit-test`).
        case loadFailures
    }

    /// One kept finding.
    public struct Entry: Hashable, Sendable {
        /// The list it belongs to: a repro document in `findings`, text in the others.
        public var list: List
        /// The index of the finding's shape or scene in the seed's sequence, from 0.
        public var caseIndex: Int
        /// The repro document or the description.
        public var value: JSONValue
    }

    /// The fuzzer that ran.
    public var fuzzer: Fuzzer
    /// The run's seed.
    public var seed: UInt64
    /// `--iterations`, or the default length; `nil` for a run bounded by `--seconds`.
    public var iterations: Int?
    /// `--seconds`, if given.
    public var seconds: Double?
    /// The share run.
    public var shard: Shard
    /// Wall-clock seconds the run took.
    public var elapsedSeconds: Double
    /// The most findings each list keeps.
    public var findingLimit: Int
    /// The counters.
    public var counts: JSONObject
    /// The kept findings, in the order found.
    public var entries: [Entry]

    /// Creates a record.
    public init(fuzzer: Fuzzer, seed: UInt64, iterations: Int?, seconds: Double?, shard: Shard, elapsedSeconds: Double,
                findingLimit: Int, counts: JSONObject, entries: [Entry]) {
        self.fuzzer = fuzzer
        self.seed = seed
        self.iterations = iterations
        self.seconds = seconds
        self.shard = shard
        self.elapsedSeconds = elapsedSeconds
        self.findingLimit = findingLimit
        self.counts = Self.sortingInnerKeys(counts)
        self.entries = entries
    }

    /// `counts` with the keys of every inner object in UTF-8 order, so that a shard that never saw
    /// a kind and the unsharded run write the same bytes.
    private static func sortingInnerKeys(_ counts: JSONObject) -> JSONObject {
        var result = JSONObject()
        for (key, value) in counts.entries {
            if case .object(let inner) = value {
                var sorted = JSONObject()
                for entry in inner.entries.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                    sorted[entry.key] = entry.value
                }
                result[key] = .object(sorted)
            } else {
                result[key] = value
            }
        }
        return result
    }

    /// The record's file name, `<fuzzer>-<seed>.run.json`.
    public var fileName: String { "\(fuzzer)-\(seed)\(Self.fileSuffix)" }

    /// The file name of repro `number` (from 1), `<fuzzer>-<seed>-<number>.json`, as the run
    /// writes it.
    public func reproFileName(_ number: Int) -> String { "\(fuzzer)-\(seed)-\(number).json" }

    /// The repro documents of the `findings` list, in order.
    public var repros: [JSONValue] { entries.filter { $0.list == .findings }.map(\.value) }

    // MARK: JSON

    /// The record as JSON text, one entry per line, with a final newline.
    public func jsonText() -> String {
        let header: [(String, JSONValue)] = [
            ("format", .string(Self.format)), ("version", .number(Double(Self.version))),
            ("fuzzer", .string(fuzzer.rawValue)), ("seed", .string(String(seed))),
            ("iterations", iterations.map { .number(Double($0)) } ?? .null),
            ("seconds", seconds.map(JSONValue.number) ?? .null),
            ("shard", shard.json),
            ("elapsedSeconds", .number(elapsedSeconds)), ("findingLimit", .number(Double(findingLimit))),
            ("counts", .object(counts)),
        ]
        var text = "{"
        for (key, value) in header { text += JSONValue.string(key).serialized() + ":" + value.serialized() + ",\n" }
        text += "\"entries\":["
        for (position, entry) in entries.enumerated() {
            let object: JSONObject = ["list": .string(entry.list.rawValue), "case": .number(Double(entry.caseIndex)), "value": entry.value]
            text += (position == 0 ? "\n" : ",\n") + JSONValue.object(object).serialized()
        }
        return text + "\n]}\n"
    }

    /// Parses a record written by ``jsonText()``, strictly.
    ///
    /// - Throws: ``JSON/JSONError`` naming `source` and the place.
    public init(parsing text: String, source: String) throws {
        var object = try JSONReader(parsing: text, source: source).object()
        try object.requireFormat(Self.format)
        try object.requireVersion(Self.version)
        let fuzzer = try object.required("fuzzer").enumCase(of: Fuzzer.self)
        let seedReader = try object.required("seed")
        guard let seed = UInt64(try seedReader.string()) else { throw seedReader.expected("a seed from 0 to 2^64-1 as a string") }
        let iterationsReader = try object.required("iterations")
        let iterations = iterationsReader.isNull ? nil : try iterationsReader.int()
        let secondsReader = try object.required("seconds")
        let seconds = secondsReader.isNull ? nil : try secondsReader.double()
        let shard = try Shard(json: try object.required("shard"))
        let elapsed = try object.required("elapsedSeconds").double()
        let limit = try object.required("findingLimit").int()
        let countsReader = try object.required("counts")
        guard case .object(let counts) = countsReader.value, Self.isCounts(counts) else {
            throw countsReader.expected("an object of whole numbers (0 to 2^53) and objects of whole numbers")
        }
        var entries: [Entry] = []
        for reader in try object.required("entries").array() {
            entries.append(try reader.object { entry in
                let list = try entry.required("list").enumCase(of: List.self)
                let caseReader = try entry.required("case")
                let index = try caseReader.int()
                guard index >= 0 else { throw caseReader.expected("a case index of 0 or more") }
                return Entry(list: list, caseIndex: index, value: try entry.required("value").value)
            })
        }
        try object.finish()
        self.init(fuzzer: fuzzer, seed: seed, iterations: iterations, seconds: seconds, shard: shard,
                  elapsedSeconds: elapsed, findingLimit: limit, counts: counts, entries: entries)
    }

    private static func isCounts(_ object: JSONObject) -> Bool {
        // Whole numbers up to 2⁵³, where doubles count exactly, so shards' sums stay exact.
        func isCount(_ n: Double) -> Bool { n == n.rounded() && n >= 0 && n <= 0x1p53 }
        return object.entries.allSatisfy { entry in
            switch entry.value {
            case .number(let n): return isCount(n)
            case .object(let inner): return inner.entries.allSatisfy {
                if case .number(let n) = $0.value { return isCount(n) } else { return false }
            }
            default: return false
            }
        }
    }

    // MARK: Merging

    /// The unsharded run's record from the records of all N shards of one run (any order): the
    /// counts added up (objects key by key, keys in first-seen order), each list's entries sorted
    /// by case index and cut to ``findingLimit``, the longest shard's elapsed time.
    ///
    /// - Throws: ``FuzzMergeError`` when the records are not the shards of one run: different
    ///   fuzzer, seed, length or N, a shard twice or missing; `sources` names them in messages.
    public static func merged(_ records: [FuzzRunRecord], sources: [String]) throws -> FuzzRunRecord {
        guard let first = records.first else { throw FuzzMergeError("no fuzz records to merge") }
        var seen: [Int: String] = [:]
        for (record, source) in zip(records, sources) {
            let same = record.fuzzer == first.fuzzer && record.seed == first.seed
            guard same else {
                throw FuzzMergeError("\(source): \(record.fuzzer) seed \(record.seed), but \(sources[0]) is \(first.fuzzer) seed \(first.seed)")
            }
            guard record.iterations == first.iterations, record.seconds == first.seconds else {
                throw FuzzMergeError("\(source): a run of \(length(record)) but \(sources[0]) ran \(length(first)); shards must run the same length")
            }
            guard record.shard.count == first.shard.count else {
                throw FuzzMergeError("\(source): shard \(record.shard) but \(sources[0]) is shard \(first.shard); shards must split the run into the same number of shares")
            }
            guard record.findingLimit == first.findingLimit else {
                throw FuzzMergeError("\(source): keeps \(record.findingLimit) findings but \(sources[0]) keeps \(first.findingLimit)")
            }
            if let other = seen[record.shard.index] {
                throw FuzzMergeError("\(source): shard \(record.shard) of \(first.fuzzer) seed \(first.seed) is also \(other) (the shards overlap)")
            }
            seen[record.shard.index] = source
        }
        for index in 1...first.shard.count where seen[index] == nil {
            throw FuzzMergeError("shard \(index)/\(first.shard.count) of \(first.fuzzer) seed \(first.seed) is missing")
        }
        var counts = JSONObject()
        for record in records {
            for (key, value) in record.counts.entries { counts[key] = add(counts[key], value) }
        }
        var entries: [Entry] = []
        var kept: [List: Int] = [:]
        for entry in Self.inCaseOrder(records.flatMap(\.entries)) where kept[entry.list, default: 0] < first.findingLimit {
            kept[entry.list, default: 0] += 1
            entries.append(entry)
        }
        return FuzzRunRecord(fuzzer: first.fuzzer, seed: first.seed, iterations: first.iterations, seconds: first.seconds,
                             shard: .whole, elapsedSeconds: records.map(\.elapsedSeconds).max() ?? 0,
                             findingLimit: first.findingLimit, counts: counts, entries: entries)
    }

    private static func length(_ record: FuzzRunRecord) -> String {
        if let iterations = record.iterations { return "\(iterations) cases" }
        return "\(record.seconds.map { String($0) } ?? "?") seconds"
    }

    /// `a + b` for counts: numbers add, objects add key by key.
    private static func add(_ a: JSONValue?, _ b: JSONValue) -> JSONValue {
        switch (a, b) {
        case (nil, _): return b
        case (.number(let x)?, .number(let y)): return .number(x + y)
        case (.object(let x)?, .object(let y)):
            var sum = x
            for (key, value) in y.entries { sum[key] = add(sum[key], value) }
            return .object(sum)
        default: return b
        }
    }
}

/// Fuzz records that do not merge; the message names the folder and the problem.
public struct FuzzMergeError: Error, Equatable, CustomStringConvertible {
    /// The complete message.
    public let description: String

    /// Creates an error with a complete message.
    public init(_ description: String) {
        self.description = description
    }
}
