import Platform

/// The few file operations the outputs and report reading need, on Platform's bounded reads and
/// directories, with its errors wrapped in Replay's (``ReportError`` for reading, ``OutputError``
/// for writing). Every error names the path.
enum FileSystem {
    /// Whether `path` is a directory (following links).
    static func isDirectory(_ path: String) -> Bool { Directory.exists(path) }

    /// Whether `path` is a regular file (following links).
    static func isRegularFile(_ path: String) -> Bool { FileReader.isRegularFile(path) }

    /// What `path` names (following links), `nil` when nothing is there.
    static func kind(of path: String) -> FileKind? { FileKind(ofPath: path) }

    /// `name` inside `folder`, with one slash between them.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// The last component of `path` (`out/tap/` gives `tap`); `path` itself when it has none.
    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `name` in the folder of the file at `path` (`name` alone when `path` has no folder); an
    /// absolute `name` stays as it is.
    ///
    ///     FileSystem.path("callgrind.out", besideFileAt: "out/tap/report.json")   // "out/tap/callgrind.out"
    static func path(_ name: String, besideFileAt path: String) -> String {
        if name.hasPrefix("/") { return name }
        guard let slash = path.lastIndex(of: "/") else { return name }
        return String(path[...slash]) + name
    }

    /// The names in the directory `path`, without `.` and `..`, sorted by their UTF-8 bytes so the
    /// order never depends on the file system.
    static func contents(ofDirectory path: String) throws -> [String] {
        do { return try Directory.names(in: path) } catch { throw ReportError(error.description) }
    }

    /// The UTF-8 text of the regular file `path`, checking its size against `limit` before reading;
    /// a byte that is not UTF-8 is named with its line and column.
    static func readText(_ path: String, limit: Int) throws -> String {
        do { return try FileReader.text(atPath: path, limit: limit) } catch { throw ReportError(error.description) }
    }

    /// Writes `bytes` to `path`, replacing any file there.
    static func write(_ bytes: [UInt8], to path: String) throws {
        do { try FileWriter.write(bytes, toPath: path) } catch {
            if case .cannotCreate = error.kind { throw OutputError(error.description) }
            throw OutputError("\(path): could not write all \(bytes.count) bytes")
        }
    }

    /// The largest file ``copyTree(from:to:)`` copies, 1 GiB.
    static let maximumCopiedFileBytes = 1 << 30

    /// Copies the folder `source` and everything in it to `destination` (created, with any missing
    /// parents), byte for byte; names are visited in sorted order.
    static func copyTree(from source: String, to destination: String) throws {
        try makeDirectory(destination)
        for name in try contents(ofDirectory: source) {
            let from = source + "/" + name, to = destination + "/" + name
            if isDirectory(from) {
                try copyTree(from: from, to: to)
            } else {
                let bytes: [UInt8]
                do { bytes = try FileReader.bytes(atPath: from, limit: maximumCopiedFileBytes) } catch {
                    throw OutputError("cannot copy \(error.description)")
                }
                try write(bytes, to: to)
            }
        }
    }

    /// Creates the directory `path` and any missing parents; an existing directory is fine.
    static func makeDirectory(_ path: String) throws {
        do { try Directory.create(path) } catch { throw OutputError(error.description) }
    }
}

/// An output file or directory that cannot be written; the message names the path.
public struct OutputError: Error, Equatable, CustomStringConvertible {
    /// The complete message.
    public let description: String

    /// Creates an error with a complete message.
    public init(_ description: String) {
        self.description = description
    }
}
