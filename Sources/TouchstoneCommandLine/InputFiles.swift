import Platform

/// Reads input files (specs, scenes, recordings, run records) whole, checking the size limit
/// before reading.
enum InputFiles {
    /// The largest spec file accepted, 1 MiB: a shape spec is a few hundred bytes.
    static let maximumSpecBytes = 1 << 20

    /// The contents of `path` as UTF-8 text.
    ///
    /// - Throws: ``CommandLineError`` naming the file when it cannot be opened, is not a regular
    ///   file (`x: a directory, not a regular file`), is larger than `limit` bytes or is not valid
    ///   UTF-8 (`x: line 12, column 14: invalid UTF-8 byte 0xE9`).
    static func readText(_ path: String, limit: Int = maximumSpecBytes) throws -> String {
        do { return try FileReader.text(atPath: path, limit: limit) } catch { throw CommandLineError(error.description) }
    }

    /// The contents of `path` as bytes, for readers that check their own text (a capture may end
    /// inside a character).
    ///
    /// - Throws: ``CommandLineError`` as ``readText(_:limit:)`` does, except for UTF-8.
    static func readBytes(_ path: String, limit: Int) throws -> [UInt8] {
        do { return try FileReader.bytes(atPath: path, limit: limit) } catch { throw CommandLineError(error.description) }
    }
}
