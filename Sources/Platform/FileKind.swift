#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, by its `stat` mode (links followed), so that a reader can refuse what is not
/// a regular file by what it is: a directory, or a FIFO whose `open` would block until a writer
/// came.
public enum FileKind: Equatable, Sendable, CustomStringConvertible {
    /// A regular file, the only kind read.
    case regularFile
    /// A directory.
    case directory
    /// A named pipe (FIFO).
    case namedPipe
    /// A character device, such as `/dev/null` or a terminal.
    case characterDevice
    /// A block device, such as a disk.
    case blockDevice
    /// A Unix domain socket.
    case socket
    /// A mode this list does not name.
    case other

    /// The kind of a `st_mode`.
    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .namedPipe
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        default: self = .other
        }
    }

    /// The kind of what `path` names, or `nil` when `stat` fails (no such file, no permission).
    public init?(ofPath path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(mode: info.st_mode)
    }

    /// With its article: `a regular file`, `a directory`, `a named pipe (FIFO)`, `a character
    /// device`, `a block device`, `a socket`, `a special file`.
    public var description: String {
        switch self {
        case .regularFile: return "a regular file"
        case .directory: return "a directory"
        case .namedPipe: return "a named pipe (FIFO)"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .other: return "a special file"
        }
    }
}
