#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An output file written piece by piece as a replay goes: the text goes to `PATH.partial`
/// (buffered by the C library), which ``commit()`` renames to `PATH` once it is complete, so a
/// file under its real name is always whole and an interrupted replay leaves only a `.partial`.
///
///     let file = try StreamedFile(path: "out/tap/report.json")
///     try file.write("{")
///     …
///     try file.commit()
///
/// Memory stays that of the C library's buffer, whatever is written.
final class StreamedFile {
    /// The file's final name.
    let path: String
    /// Where the text goes until ``commit()``.
    let partialPath: String
    private var handle: UnsafeMutablePointer<FILE>?

    /// Creates (or truncates) `PATH.partial`.
    ///
    /// - Throws: ``OutputError`` naming the file when it cannot be created.
    init(path: String) throws {
        self.path = path
        partialPath = path + ".partial"
        guard let handle = fopen(partialPath, "w") else {
            throw OutputError("\(partialPath): cannot create the file (\(String(cString: strerror(errno))))")
        }
        self.handle = handle
    }

    deinit {
        if let handle { fclose(handle) }
    }

    /// Appends `text` (UTF-8).
    ///
    /// - Throws: ``OutputError`` naming the file when it was already committed or the write fails.
    func write(_ text: String) throws {
        guard let handle else { throw OutputError("\(partialPath): written after it was complete") }
        var text = text
        let written = text.withUTF8 { fwrite($0.baseAddress, 1, $0.count, handle) }
        guard written == text.utf8.count else {
            throw OutputError("\(partialPath): could not write (\(String(cString: strerror(errno))))")
        }
    }

    /// Appends everything written to `other` (which is closed and removed), a chunk at a time.
    ///
    /// - Throws: ``OutputError`` naming either file.
    func append(_ other: StreamedFile) throws {
        try other.close()
        defer { unlink(other.partialPath) }
        guard let input = fopen(other.partialPath, "r") else {
            throw OutputError("\(other.partialPath): cannot read the file back (\(String(cString: strerror(errno))))")
        }
        defer { fclose(input) }
        guard let handle else { throw OutputError("\(partialPath): written after it was complete") }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, input) }
            if count == 0 { break }
            let written = chunk.withUnsafeBytes { fwrite($0.baseAddress, 1, count, handle) }
            guard written == count else {
                throw OutputError("\(partialPath): could not write (\(String(cString: strerror(errno))))")
            }
        }
        guard ferror(input) == 0 else { throw OutputError("\(other.partialPath): could not read the file back") }
    }

    /// Closes the file and gives it its final name, replacing any file there.
    ///
    /// - Throws: ``OutputError`` naming the file.
    func commit() throws {
        try close()
        guard rename(partialPath, path) == 0 else {
            throw OutputError("\(path): cannot rename \(partialPath) to it (\(String(cString: strerror(errno))))")
        }
    }

    /// Closes the file and removes `PATH.partial`, for output abandoned part way.
    func discard() {
        if let handle { fclose(handle) }
        handle = nil
        unlink(partialPath)
    }

    private func close() throws {
        guard let handle else { return }
        self.handle = nil
        guard fclose(handle) == 0 else {
            throw OutputError("\(partialPath): could not write (\(String(cString: strerror(errno))))")
        }
    }
}
