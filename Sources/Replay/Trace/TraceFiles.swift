#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Platform

/// Whole-file reads (Platform's, the size limit checked before anything is read) and writes of
/// trace files.
enum TraceFiles {
    /// Why a file could not be read or written; `message` starts in lower case and does not repeat
    /// the path (callers put it first).
    struct Failure: Error {
        let message: String
        let isTooLarge: Bool
    }

    /// The contents of `path`, which must be a regular file of at most `limit` bytes.
    static func read(_ path: String, limit: Int) throws -> [UInt8] {
        do {
            return try FileReader.bytes(atPath: path, limit: limit)
        } catch {
            let isTooLarge = if case .tooLarge = error.kind { true } else { false }
            throw Failure(message: error.message, isTooLarge: isTooLarge)
        }
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
