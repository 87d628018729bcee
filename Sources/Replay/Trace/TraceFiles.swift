#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads and writes of trace files, with the size limit checked (by `fstat`) before
/// anything is read.
enum TraceFiles {
    /// Why a file could not be read or written; `message` starts in lower case and does not repeat
    /// the path (callers put it first).
    struct Failure: Error {
        let message: String
        let isTooLarge: Bool
    }

    /// The contents of `path`, which must be a regular file of at most `limit` bytes.
    static func read(_ path: String, limit: Int) throws -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            throw Failure(message: "cannot open (\(String(cString: strerror(errno))))", isTooLarge: false)
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw Failure(message: "not a regular file", isTooLarge: false)
        }
        guard Int(info.st_size) <= limit else {
            throw Failure(message: "\(info.st_size) bytes, more than the limit of \(limit) bytes", isTooLarge: true)
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw Failure(message: "read failed after \(filled) bytes", isTooLarge: false) }
            filled += n
        }
        return bytes
    }

    /// Writes `text` to `path`, replacing the file.
    static func write(_ text: String, to path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else {
            throw Failure(message: "cannot create (\(String(cString: strerror(errno))))", isTooLarge: false)
        }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                throw Failure(message: "write failed after \(written) bytes (\(String(cString: strerror(errno))))", isTooLarge: false)
            }
            written += n
        }
    }
}
