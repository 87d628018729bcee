#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads with a size limit checked (by `fstat`) before anything is read, on the C
/// library so that no target depends on Foundation.
public enum FileReader {
    /// The bytes of the regular file `path`, of at most `limit` bytes.
    public static func bytes(atPath path: String, limit: Int) throws(PlatformError) -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw PlatformError(path: path, kind: .cannotOpen, errorNumber: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw PlatformError(path: path, kind: .notRegularFile)
        }
        guard Int(info.st_size) <= limit else {
            throw PlatformError(path: path, kind: .tooLarge(size: Int(info.st_size), limit: limit))
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let n = bytes.withUnsafeMutableBytes { readFromFile(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw PlatformError(path: path, kind: .readFailed(bytes: filled)) }
            filled += n
        }
        return bytes
    }

    /// The UTF-8 text of the regular file `path` (see ``bytes(atPath:limit:)``).
    public static func text(atPath path: String, limit: Int) throws(PlatformError) -> String {
        guard let text = String(validating: try bytes(atPath: path, limit: limit), as: UTF8.self) else {
            throw PlatformError(path: path, kind: .notUTF8)
        }
        return text
    }

    /// Whether `path` is a regular file (following links).
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}

/// The C library's `read`, under a name no type's own `read` shadows.
private func readFromFile(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
