#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Platform

/// The file operations of fuzz runs, corpus replays and merges (repro files, run records,
/// corpus folders), each failure a ``FuzzFileError`` naming the path.
enum FuzzFiles {
    /// Creates `path` and its missing parents.
    static func makeDirectory(_ path: String) throws {
        do { try Directory.create(path) } catch {
            throw FuzzFileError("\(path): cannot create directory (\(error.reason))")
        }
    }

    /// Writes `text` to `path`, replacing it.
    static func writeText(_ text: String, to path: String) throws {
        do { try FileWriter.write(Array(text.utf8), toPath: path) } catch {
            if case .cannotCreate = error.kind { throw FuzzFileError("\(path): cannot write (\(error.reason))") }
            throw FuzzFileError("\(path): write failed")
        }
    }

    /// The names in a directory except dot files, sorted (so the replay order is fixed); a
    /// missing directory is empty.
    static func listDirectory(_ path: String) throws -> [String] {
        do {
            return try Directory.names(in: path).filter { !$0.hasPrefix(".") }
        } catch {
            if error.errorNumber == ENOENT { return [] }
            throw FuzzFileError("\(path): cannot list (\(error.reason))")
        }
    }

    /// The bytes of `path`, at most `limit`.
    static func readBytes(_ path: String, limit: Int = 1 << 20) throws -> [UInt8] {
        do { return try FileReader.bytes(atPath: path, limit: limit) } catch {
            if case .tooLarge = error.kind { throw FuzzFileError("\(path): more than \(limit) bytes") }
            throw FuzzFileError(error.description)
        }
    }

    /// Whether `path` is a folder.
    static func isDirectory(_ path: String) -> Bool { Directory.exists(path) }

    /// Whether `path` is a regular file.
    static func isRegularFile(_ path: String) -> Bool { FileReader.isRegularFile(path) }

    /// The text of `path`, at most `limit` bytes of UTF-8.
    static func readText(_ path: String, limit: Int) throws -> String {
        do { return try FileReader.text(atPath: path, limit: limit) } catch { throw FuzzFileError(error.description) }
    }
}

/// A file of a fuzz run, corpus or merge that cannot be read, listed or written: the message
/// names the path and the system's reason.
public struct FuzzFileError: Error, Equatable, CustomStringConvertible {
    /// The complete message.
    public let description: String

    /// Creates an error with a complete message.
    public init(_ description: String) {
        self.description = description
    }
}
