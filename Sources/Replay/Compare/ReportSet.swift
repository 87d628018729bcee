/// The reports on one side of a comparison: one report file, or a folder of
/// `<trace>/report.json`, as `touchstone replay --out DIR` writes them.
///
/// A folder that itself holds a `report.json` (one trace's output folder) counts as that one
/// report. Otherwise every sub-folder with a `report.json` is a trace named after the folder, in
/// byte order of the names; sub-folders without one are skipped, and a folder with none at all is
/// an error.
public struct ReportSet: Sendable {
    /// One report and the name it is matched by.
    public struct Entry: Sendable {
        /// The trace's name (its folder's name, or for a single report its `trace` field's last
        /// path component without `.trace.json` or `.json`).
        public var name: String
        /// The report file.
        public var path: String
        /// The report.
        public var report: Report
    }

    /// The reports, sorted by name.
    public var entries: [Entry]
    /// Whether the set came from a folder of trace folders (as opposed to a single report).
    public var isFolder: Bool

    /// Loads the reports at `path`.
    ///
    /// - Throws: ``ReportError`` for a path that does not exist or holds no reports, and any
    ///   error of ``Report/init(contentsOfFile:)`` (naming the file and the JSON path).
    public init(path: String) throws {
        let direct = path.hasSuffix("/") ? path + "report.json" : path + "/report.json"
        if FileSystem.isRegularFile(path) || (FileSystem.isDirectory(path) && FileSystem.isRegularFile(direct)) {
            let file = FileSystem.isRegularFile(path) ? path : direct
            let report = try Report(contentsOfFile: file)
            entries = [Entry(name: Self.traceName(report.trace), path: file, report: report)]
            isFolder = false
            return
        }
        guard FileSystem.isDirectory(path) else {
            throw ReportError("\(path): no such report file or folder")
        }
        var entries: [Entry] = []
        let base = path.hasSuffix("/") ? path : path + "/"
        for name in try FileSystem.contents(ofDirectory: path) {
            let file = base + name + "/report.json"
            guard FileSystem.isRegularFile(file) else { continue }
            entries.append(Entry(name: name, path: file, report: try Report(contentsOfFile: file)))
        }
        guard !entries.isEmpty else {
            throw ReportError("\(path): no report.json, and no <trace>/report.json in its sub-folders")
        }
        self.entries = entries
        isFolder = true
    }

    /// A trace file's name without folders and without `.trace.json` (or `.json`).
    static func traceName(_ trace: String) -> String {
        var name = trace.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? trace
        for suffix in [".trace.json", ".json"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}
