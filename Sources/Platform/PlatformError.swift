#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file-system operation of ``FileReader``, ``FileWriter`` or ``Directory`` failed. Each layer wraps it in
/// its own error type, usually as `"\(path): \(message)"`.
public struct PlatformError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// `open` failed.
        case cannotOpen
        /// The path names something other than a regular file: a directory, a FIFO, a device, a
        /// socket.
        case notRegularFile(FileKind)
        /// The file has `size` bytes, more than the caller's `limit`.
        case tooLarge(size: Int, limit: Int)
        /// `read` returned an error or the end of the file after `bytes` bytes.
        case readFailed(bytes: Int)
        /// The file's bytes are not valid UTF-8, from the place given.
        case invalidUTF8(InvalidUTF8)
        /// `open` for writing failed.
        case cannotCreate
        /// `write` or `close` failed after `bytes` bytes.
        case writeFailed(bytes: Int)
        /// `mkdir` failed.
        case cannotCreateDirectory
        /// `opendir` failed.
        case cannotOpenDirectory
    }

    /// The path the operation failed on (for ``Directory/create(_:)``, the prefix that could not
    /// be created).
    public let path: String
    /// What went wrong.
    public let kind: Kind
    /// The C library's `errno` where a call failed, 0 otherwise.
    public let errorNumber: Int32

    /// An error with `errno`'s value where a C call failed.
    public init(path: String, kind: Kind, errorNumber: Int32 = 0) {
        self.path = path
        self.kind = kind
        self.errorNumber = errorNumber
    }

    /// The C library's text for ``errorNumber`` (`strerror`).
    public var reason: String { String(cString: strerror(errorNumber)) }

    /// The message without the path, in lower case: `cannot open (No such file or directory)`,
    /// `a directory, not a regular file`, `5000 bytes, more than the limit of 4096 bytes`,
    /// `line 12, column 14: invalid UTF-8 byte 0xE9`, ….
    public var message: String {
        switch kind {
        case .cannotOpen: return "cannot open (\(reason))"
        case .notRegularFile(let kind): return "\(kind), not a regular file"
        case .tooLarge(let size, let limit): return "\(size) bytes, more than the limit of \(limit) bytes"
        case .readFailed(let bytes): return "read failed after \(bytes) bytes"
        case .invalidUTF8(let problem): return problem.description
        case .cannotCreate: return "cannot create (\(reason))"
        case .writeFailed(let bytes): return "write failed after \(bytes) bytes (\(reason))"
        case .cannotCreateDirectory: return "cannot create directory (\(reason))"
        case .cannotOpenDirectory: return "cannot open directory (\(reason))"
        }
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
