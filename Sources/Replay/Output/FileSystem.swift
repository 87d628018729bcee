#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file operations the outputs and report reading need, on the C library so that the
/// library does not depend on Foundation. Every error names the path.
enum FileSystem {
    /// Whether `path` is a directory (following links).
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// Whether `path` is a regular file (following links).
    static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// The names in the directory `path`, without `.` and `..`, sorted by their UTF-8 bytes so the
    /// order never depends on the file system.
    static func contents(ofDirectory path: String) throws -> [String] {
        guard let directory = opendir(path) else {
            throw ReportError("\(path): cannot open directory (\(String(cString: strerror(errno))))")
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The bytes of the regular file `path`, checking its size against `limit` before reading.
    static func readBytes(_ path: String, limit: Int) throws -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw ReportError("\(path): cannot open (\(String(cString: strerror(errno))))") }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw ReportError("\(path): not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            throw ReportError("\(path): \(info.st_size) bytes, more than the limit of \(limit) bytes")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw ReportError("\(path): read failed after \(filled) bytes") }
            filled += n
        }
        return bytes
    }

    /// The UTF-8 text of the regular file `path` (see ``readBytes(_:limit:)``).
    static func readText(_ path: String, limit: Int) throws -> String {
        guard let text = String(validating: try readBytes(path, limit: limit), as: UTF8.self) else {
            throw ReportError("\(path): not valid UTF-8")
        }
        return text
    }

    /// Writes `bytes` to `path`, replacing any file there.
    static func write(_ bytes: [UInt8], to path: String) throws {
        guard let file = fopen(path, "wb") else {
            throw OutputError("\(path): cannot create (\(String(cString: strerror(errno))))")
        }
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            throw OutputError("\(path): could not write all \(bytes.count) bytes")
        }
    }

    /// Creates the directory `path` and any missing parents; an existing directory is fine.
    static func makeDirectory(_ path: String) throws {
        if isDirectory(path) { return }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if !isDirectory(prefix) {
                guard mkdir(prefix, 0o755) == 0 || errno == EEXIST else {
                    throw OutputError("\(prefix): cannot create directory (\(String(cString: strerror(errno))))")
                }
            }
            prefix += "/"
        }
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
