/// The reports on one side of a comparison: one report file, or a folder of
/// `<trace>/report.json`, as `touchstone replay --out DIR` writes them.
///
/// A folder that itself holds a `report.json` (one trace's output folder) counts as that one
/// report. Otherwise every sub-folder with a `report.json` is a trace named after the folder, in
/// byte order of the names; sub-folders without one are skipped, and a folder with none at all is
/// an error.
///
/// ## Runs
/// A folder whose sub-folders hold no `report.json` but are themselves folders of trace reports
/// (`base/run1/<trace>/report.json`, `base/run2/…`: one `touchstone replay --out` per process) is
/// a set of runs: each trace's entry gathers its report from every run, in byte order of the run
/// names, and every run must have the same traces. `--repeat N` repeats a replay inside one
/// process, so it cannot see what differs between processes (memory layout, for one, moves a
/// trace's frame times from one process to the next); samples from several processes can.
public struct ReportSet: Sendable {
    /// One report and the name it is matched by.
    public struct Entry: Sendable {
        /// The trace's name (its folder's name, or for a single report its `trace` field's last
        /// path component without `.trace.json` or `.json`).
        public var name: String
        /// The report file.
        public var path: String
        /// The report (of the first run).
        public var report: Report
        /// The report of every run, the first one included; one element unless the set is a
        /// folder of runs.
        public var runs: [Report]

        /// An entry of one run.
        public init(name: String, path: String, report: Report) {
            self.init(name: name, path: path, runs: [report])
        }

        /// An entry gathering several runs' reports of one trace; `runs` is not empty.
        public init(name: String, path: String, runs: [Report]) {
            self.name = name
            self.path = path
            self.report = runs[0]
            self.runs = runs
        }
    }

    /// The reports, sorted by name.
    public var entries: [Entry]
    /// Whether the set came from a folder of trace folders (as opposed to a single report).
    public var isFolder: Bool
    /// The runs' folder names, in byte order (the order of each entry's ``Entry/runs``); empty
    /// unless the set is a folder of runs.
    public var runNames: [String] = []
    /// The path the set was loaded from.
    public var path: String

    /// Loads the reports at `path`.
    ///
    /// - Throws: ``ReportError`` for a path that does not exist or holds no reports, and any
    ///   error of ``Report/init(contentsOfFile:)`` (naming the file and the JSON path).
    public init(path: String) throws {
        self.path = path
        let direct = FileSystem.join(path, "report.json")
        if FileSystem.isRegularFile(path) || (FileSystem.isDirectory(path) && FileSystem.isRegularFile(direct)) {
            let file = FileSystem.isRegularFile(path) ? path : direct
            let report = try Report(contentsOfFile: file)
            entries = [Entry(name: Trace.name(ofFileAt: report.trace), path: file, report: report)]
            isFolder = false
            return
        }
        guard FileSystem.isDirectory(path) else {
            if let kind = FileSystem.kind(of: path) {
                throw ReportError("\(path): \(kind), not a report file or folder")
            }
            throw ReportError("\(path): no such report file or folder")
        }
        var entries: [Entry] = []
        let base = path.hasSuffix("/") ? path : path + "/"
        for name in try FileSystem.contents(ofDirectory: path) {
            let file = base + name + "/report.json"
            guard FileSystem.isRegularFile(file) else { continue }
            entries.append(Entry(name: name, path: file, report: try Report(contentsOfFile: file)))
        }
        if entries.isEmpty {
            (entries, runNames) = try Self.runs(in: path)
        }
        guard !entries.isEmpty else {
            throw ReportError("\(path): no report.json, no <trace>/report.json and no <run>/<trace>/report.json in its sub-folders")
        }
        self.entries = entries
        isFolder = true
    }

    /// The entries of a folder of runs, each trace's reports gathered across the runs, and the
    /// runs' names; both empty when no sub-folder holds trace reports.
    ///
    /// - Throws: ``ReportError`` when the runs do not hold the same traces.
    private static func runs(in path: String) throws -> (entries: [Entry], runNames: [String]) {
        let base = path.hasSuffix("/") ? path : path + "/"
        var runs: [(name: String, set: ReportSet)] = []
        for name in try FileSystem.contents(ofDirectory: path) where FileSystem.isDirectory(base + name) {
            let run = base + name + "/"
            // A run is a folder of trace folders; anything else in the folder is not a run.
            let holdsTraces = try FileSystem.contents(ofDirectory: run).contains {
                FileSystem.isRegularFile(run + $0 + "/report.json")
            }
            guard holdsTraces else { continue }
            runs.append((name, try ReportSet(path: run)))
        }
        guard let first = runs.first else { return ([], []) }
        let names = first.set.entries.map(\.name)
        for run in runs.dropFirst() where run.set.entries.map(\.name) != names {
            throw ReportError("\(base + run.name): its traces (\(run.set.entries.map(\.name).joined(separator: ", "))) differ from those of \(base + first.name) (\(names.joined(separator: ", "))); every run must replay the same traces")
        }
        let entries = first.set.entries.indices.map { index in
            Entry(name: names[index], path: first.set.entries[index].path,
                  runs: runs.map { $0.set.entries[index].report })
        }
        return (entries, runs.map(\.name))
    }
}
