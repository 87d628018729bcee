#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Platform

/// Text a C caller hands over (JSON, a view id, a path): the bytes up to the NUL, which must be
/// UTF-8. `String(cString:)` would replace a bad byte with U+FFFD without a word, so that a spec
/// or an id would silently read as something the caller never wrote.
enum CText {
    /// The NUL-terminated `text` as a string.
    ///
    /// - Throws: ``HandleCreationError`` naming `what` and the first byte that is not UTF-8: by
    ///   line and column for JSON text (`scene: line 3, column 9: invalid UTF-8 byte 0xE9`), by
    ///   byte offset otherwise (`view id: byte 2: invalid UTF-8 byte 0xE9`).
    static func string(_ text: UnsafePointer<CChar>, what: String, hasLines: Bool) throws -> String {
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: strlen(text))
        do throws(InvalidUTF8) {
            return try UTF8Validation.text(Array(bytes))
        } catch {
            throw HandleCreationError(description: "\(what): \(hasLines ? error.description : error.byteOffsetDescription)")
        }
    }
}
