#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file writes on the C library.
public enum FileWriter {
    /// Writes `bytes` to `path`, replacing any file there (created with mode 0666 less the umask,
    /// as `fopen` does).
    public static func write(_ bytes: [UInt8], toPath path: String) throws(PlatformError) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard fd >= 0 else { throw PlatformError(path: path, kind: .cannotCreate, errorNumber: errno) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { writeToFile(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                let failure = PlatformError(path: path, kind: .writeFailed(bytes: written), errorNumber: errno)
                close(fd)
                throw failure
            }
            written += n
        }
        guard close(fd) == 0 else {
            throw PlatformError(path: path, kind: .writeFailed(bytes: written), errorNumber: errno)
        }
    }
}

/// The C library's `write`, under a name no type's own `write` shadows.
private func writeToFile(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, buffer, count)
}
