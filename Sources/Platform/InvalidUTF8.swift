/// Where bytes that should be UTF-8 text stop being it, found by ``UTF8Validation``.
///
///     capture.txt: line 12, column 14: invalid UTF-8 byte 0xE9
public struct InvalidUTF8: Error, Equatable, Sendable, CustomStringConvertible {
    /// The offset of the first byte that does not start a well-formed sequence, from 0.
    public let offset: Int
    /// That byte.
    public let byte: UInt8
    /// Its line and column.
    public let position: TextPosition

    /// `invalid UTF-8 byte 0xE9`, without the place.
    public var problem: String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "invalid UTF-8 byte 0x" + (digits.count < 2 ? "0" : "") + digits
    }

    /// `line 12, column 14: invalid UTF-8 byte 0xE9`, for text.
    public var description: String { "\(position): \(problem)" }

    /// `byte 27: invalid UTF-8 byte 0xE9` (the offset from 0), for text without lines such as a
    /// name or a path.
    public var byteOffsetDescription: String { "byte \(offset): \(problem)" }
}
