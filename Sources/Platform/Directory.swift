#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Directories: whether one exists, `mkdir -p` and sorted listings.
public enum Directory {
    /// Whether `path` is a directory (following links).
    public static func exists(_ path: String) -> Bool {
        FileKind(ofPath: path) == .directory
    }

    /// Creates the directory `path` and any missing parents; an existing directory is fine.
    public static func create(_ path: String) throws(PlatformError) {
        if exists(path) { return }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if !exists(prefix) {
                guard mkdir(prefix, 0o755) == 0 || errno == EEXIST else {
                    throw PlatformError(path: prefix, kind: .cannotCreateDirectory, errorNumber: errno)
                }
            }
            prefix += "/"
        }
    }

    /// The names in the directory `path`, without `.` and `..`, sorted by their UTF-8 bytes so the
    /// order never depends on the file system.
    public static func names(in path: String) throws(PlatformError) -> [String] {
        guard let directory = opendir(path) else {
            throw PlatformError(path: path, kind: .cannotOpenDirectory, errorNumber: errno)
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
}
