import JSON

/// The top-level file of a replay's output folder, `DIR/summary.json`: the options the replay ran
/// with, the shard it took, every trace it was given and, for each trace it replayed, the trace's
/// path, its golden outcome and its report's summary (docs/ci.md#the-files-merge-reads).
///
/// `touchstone replay --out DIR` writes it after the per-trace folders; `touchstone merge` reads
/// one per shard folder to check that the shards belong together (same options, same inputs, the
/// same N, no trace twice, none missing) and writes the unsharded run's from them (``merged(_:)``).
///
///     {"format": "touchstone.replay-summary", "version": 1,
///      "options": {"align": "exact", "fps": null, …}, "shard": "1/2",
///      "inputs": ["tap-card", "tap-ripple", "two-fingers"],
///      "traces": [{"name": "tap-card", "path": "Traces/tap-card.trace.json", "golden": null,
///                  "summary": {"frames": 38, …}}, …]}
///
/// One trace per line, so that two summaries diff well; the same summary always gives the same
/// bytes.
public struct ReplayRunSummary: Hashable, Sendable {
    /// The `format` key.
    public static let format = "touchstone.replay-summary"
    /// The format version this code writes and reads.
    public static let version = 1
    /// The file's name inside the output folder.
    public static let fileName = "summary.json"
    /// The largest summary file read, 64 MiB.
    public static let maximumFileBytes = 64 << 20

    /// How a trace's golden check ended.
    public enum GoldenResult: String, Hashable, Sendable, CaseIterable {
        /// Every checked frame matched (or was recorded with `--update`).
        case passed
        /// A frame differed or its golden was missing.
        case failed
    }

    /// One replayed trace.
    public struct Entry: Hashable, Sendable {
        /// The trace's name: its folder in the output.
        public var name: String
        /// The trace file as given on the command line.
        public var path: String
        /// The golden outcome; `nil` without `--golden`.
        public var golden: GoldenResult?
        /// The trace's report summary (the `summary` of its `report.json`).
        public var summary: ReportSummary

        /// Creates an entry.
        public init(name: String, path: String, golden: GoldenResult?, summary: ReportSummary) {
            self.name = name
            self.path = path
            self.golden = golden
            self.summary = summary
        }
    }

    /// The options that change what a replay writes, as resolved values (defaults filled in), in
    /// the order the command lists them; shards merge only when these are equal.
    public var options: JSONObject
    /// The share replayed; ``Shard/whole`` for an unsharded run (written as `null`).
    public var shard: Shard
    /// The names of every trace given, in the order given (the whole job's, not the shard's).
    public var inputs: [String]
    /// The traces replayed, in the order given.
    public var traces: [Entry]

    /// Creates a summary.
    public init(options: JSONObject, shard: Shard, inputs: [String], traces: [Entry]) {
        self.options = options
        self.shard = shard
        self.inputs = inputs
        self.traces = traces
    }

    // MARK: Writing

    /// The summary as JSON text, one trace per line, with a final newline.
    public func jsonText() -> String {
        var text = "{"
        let header: [(String, JSONValue)] = [
            ("format", .string(Self.format)), ("version", .number(Double(Self.version))),
            ("options", .object(options)), ("shard", shard.json),
            ("inputs", .array(inputs.map(JSONValue.string))),
        ]
        for (key, value) in header {
            text += JSONValue.string(key).serialized() + ":" + value.serialized() + ",\n"
        }
        text += "\"traces\":["
        for (position, entry) in traces.enumerated() {
            let object: JSONObject = [
                "name": .string(entry.name), "path": .string(entry.path),
                "golden": entry.golden.map { .string($0.rawValue) } ?? .null,
                "summary": Report.json(entry.summary),
            ]
            text += (position == 0 ? "\n" : ",\n") + JSONValue.object(object).serialized()
        }
        return text + "\n]}\n"
    }

    /// Writes ``jsonText()`` to `DIR/summary.json`, creating DIR if needed (a shard may have no
    /// trace of its own).
    ///
    /// - Throws: ``OutputError`` naming the file.
    public func write(toFolder directory: String) throws {
        try FileSystem.makeDirectory(directory)
        try FileSystem.write(Array(jsonText().utf8), to: FileSystem.join(directory, Self.fileName))
    }

    // MARK: Reading

    /// Reads `DIR/summary.json`.
    ///
    /// - Throws: ``ReportError`` naming the file when it is missing, unreadable or not a regular
    ///   file (named by its kind), ``JSON/JSONError`` naming it and the place when its contents
    ///   are not a summary.
    public init(folder directory: String) throws {
        let path = FileSystem.join(directory, Self.fileName)
        guard FileSystem.kind(of: path) != nil else {
            throw ReportError("\(directory): no \(Self.fileName); not an output folder of 'touchstone replay --out' (this version writes one)")
        }
        try self.init(parsing: try FileSystem.readText(path, limit: Self.maximumFileBytes), source: path)
    }

    /// Parses a summary written by ``jsonText()``, strictly (unknown keys are errors).
    public init(parsing text: String, source: String) throws {
        var object = try JSONReader(parsing: text, source: source).object()
        try object.requireFormat(Self.format)
        try object.requireVersion(Self.version)
        let optionsReader = try object.required("options")
        guard case .object(let options) = optionsReader.value else { throw optionsReader.expected("an object") }
        let shard = try Shard(json: try object.required("shard"))
        let inputs = try object.required("inputs").array().map { try $0.string() }
        var traces: [Entry] = []
        for reader in try object.required("traces").array() {
            traces.append(try reader.object { entry in
                let name = try entry.required("name").string()
                let path = try entry.required("path").string()
                let goldenReader = try entry.required("golden")
                let golden = goldenReader.isNull
                    ? nil : try goldenReader.enumCase(of: GoldenResult.self)
                let summary = try Report.readSummary(try entry.required("summary"))
                return Entry(name: name, path: path, golden: golden, summary: summary)
            })
        }
        try object.finish()
        self.init(options: options, shard: shard, inputs: inputs, traces: traces)
    }
}
