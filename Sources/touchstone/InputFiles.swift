#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads small input files (specs, scenes) whole, checking the size limit before reading.
enum InputFiles {
    /// The largest spec file accepted, 1 MiB: a shape spec is a few hundred bytes.
    static let maximumSpecBytes = 1 << 20

    /// The contents of `path` as UTF-8 text.
    ///
    /// - Throws: ``CommandLineError`` naming the file when it cannot be opened, is not a regular
    ///   file, is larger than `limit` bytes or is not valid UTF-8.
    static func readText(_ path: String, limit: Int = maximumSpecBytes) throws -> String {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            throw CommandLineError("\(path): cannot open (\(String(cString: strerror(errno))))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw CommandLineError("\(path): not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            throw CommandLineError("\(path): \(info.st_size) bytes, more than the limit of \(limit) bytes")
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw CommandLineError("\(path): read failed after \(filled) bytes") }
            filled += n
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CommandLineError("\(path): not valid UTF-8")
        }
        return text
    }
}
