#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file whole, checking its size against a limit before reading it.
enum SceneFileReader {
    /// The bytes of the regular file at `path`.
    ///
    /// - Throws: ``SceneFileError`` naming the file when it cannot be opened, is not a regular
    ///   file, is larger than `limit` bytes or cannot be read.
    static func read(_ path: String, limit: Int) throws -> [UInt8] {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            throw SceneFileError(path: path, message: "cannot open (\(String(cString: strerror(errno))))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw SceneFileError(path: path, message: "not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            throw SceneFileError(path: path, message: "\(info.st_size) bytes, more than the limit of \(limit) bytes")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let n = bytes.withUnsafeMutableBytes { buffer in
                readFromFile(fd, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw SceneFileError(path: path, message: "read failed after \(filled) bytes") }
            filled += n
        }
        return bytes
    }
}

/// The C library's `read`, under a name the enum's own `read` does not shadow.
private func readFromFile(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
