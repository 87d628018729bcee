import Platform

/// Reads a scene file whole, checking its size against a limit before reading it.
enum SceneFileReader {
    /// The bytes of the regular file at `path`.
    ///
    /// - Throws: ``SceneFileError`` naming the file when it cannot be opened, is not a regular
    ///   file, is larger than `limit` bytes or cannot be read.
    static func read(_ path: String, limit: Int) throws -> [UInt8] {
        do {
            return try FileReader.bytes(atPath: path, limit: limit)
        } catch {
            throw SceneFileError(path: path, message: error.message)
        }
    }
}
