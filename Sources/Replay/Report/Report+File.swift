extension Report {
    /// The largest report file read, 256 MiB: a million frames with a few samples each.
    public static let maximumFileBytes = 256 << 20

    /// Reads the report file at `path`.
    ///
    /// - Throws: ``ReportError`` naming the file when it cannot be read, is not a regular file,
    ///   is larger than ``maximumFileBytes`` or is not UTF-8; ``JSON/JSONError`` naming the file
    ///   and the place for malformed contents.
    public init(contentsOfFile path: String) throws {
        try self.init(parsing: try FileSystem.readText(path, limit: Self.maximumFileBytes), source: path)
    }

    /// Writes ``jsonText()`` to `path`, replacing any file there.
    ///
    /// - Throws: ``OutputError`` naming the file.
    public func write(to path: String) throws {
        try FileSystem.write(Array(jsonText().utf8), to: path)
    }
}
