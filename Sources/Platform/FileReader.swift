#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads with a size limit checked (by `fstat`) before anything is read, on the C
/// library so that no target depends on Foundation.
///
/// Only regular files are read. Anything else is refused by its ``FileKind`` before it is opened: a
/// directory would read as nothing, a FIFO's `open` would wait for a writer forever, a device
/// could stream without end. The file is then opened without blocking, and its kind checked again
/// on the open descriptor, so a FIFO put in its place meanwhile cannot hang the reader either.
public enum FileReader {
    /// The bytes of the regular file `path`, of at most `limit` bytes.
    ///
    /// - Throws: ``PlatformError`` naming the path: it cannot be opened, is not a regular file
    ///   (``PlatformError/Kind/notRegularFile(_:)`` with its kind), is larger than `limit` or
    ///   cannot be read.
    public static func bytes(atPath path: String, limit: Int) throws(PlatformError) -> [UInt8] {
        if let kind = FileKind(ofPath: path), kind != .regularFile {
            throw PlatformError(path: path, kind: .notRegularFile(kind))
        }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw PlatformError(path: path, kind: .cannotOpen, errorNumber: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw PlatformError(path: path, kind: .readFailed(bytes: 0), errorNumber: errno) }
        let kind = FileKind(mode: info.st_mode)
        guard kind == .regularFile else { throw PlatformError(path: path, kind: .notRegularFile(kind)) }
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
    ///
    /// - Throws: ``PlatformError``, also ``PlatformError/Kind/invalidUTF8(_:)`` with the line and
    ///   column of the first byte that is not UTF-8 (``UTF8Validation``).
    public static func text(atPath path: String, limit: Int) throws(PlatformError) -> String {
        let bytes = try bytes(atPath: path, limit: limit)
        do throws(InvalidUTF8) {
            return try UTF8Validation.text(bytes)
        } catch {
            throw PlatformError(path: path, kind: .invalidUTF8(error))
        }
    }

    /// Whether `path` is a regular file (following links).
    public static func isRegularFile(_ path: String) -> Bool {
        FileKind(ofPath: path) == .regularFile
    }
}

/// The C library's `read`, under a name no type's own `read` shadows.
private func readFromFile(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
