#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered writer on a file descriptor (stdout for data, stderr for diagnostics), so streaming
/// commands make one system call per block instead of one per line.
struct OutputStream {
    private let fd: Int32
    private var buffer: [UInt8] = []
    private let capacity = 1 << 16

    /// Standard output.
    static var standardOutput: OutputStream { OutputStream(fd: 1) }
    /// Standard error.
    static var standardError: OutputStream { OutputStream(fd: 2) }

    private init(fd: Int32) {
        self.fd = fd
        buffer.reserveCapacity(capacity)
    }

    /// Appends UTF-8 text.
    mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= capacity { flush() }
    }

    /// Appends one byte.
    mutating func write(byte: UInt8) {
        buffer.append(byte)
        if buffer.count >= capacity { flush() }
    }

    /// Writes everything buffered. A closed pipe ends the output quietly (as `head` expects).
    mutating func flush() {
        var offset = 0
        while offset < buffer.count {
            let n = buffer.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            offset += n
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
