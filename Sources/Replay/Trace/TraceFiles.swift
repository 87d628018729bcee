import Platform

/// Whole-file reads (the size limit checked before anything is read) and writes of trace files,
/// on Platform's, with its errors as the trace's messages.
enum TraceFiles {
    /// Why a file could not be read or written; `message` starts in lower case and does not repeat
    /// the path (callers put it first).
    struct Failure: Error {
        let message: String
        let isTooLarge: Bool
    }

    /// The contents of `path`, which must be a regular file of at most `limit` bytes.
    static func read(_ path: String, limit: Int) throws -> [UInt8] {
        do {
            return try FileReader.bytes(atPath: path, limit: limit)
        } catch {
            let isTooLarge = if case .tooLarge = error.kind { true } else { false }
            throw Failure(message: error.message, isTooLarge: isTooLarge)
        }
    }

    /// Writes `text` to `path`, replacing the file.
    static func write(_ text: String, to path: String) throws {
        do { try FileWriter.write(Array(text.utf8), toPath: path) } catch {
            throw Failure(message: error.message, isTooLarge: false)
        }
    }
}
