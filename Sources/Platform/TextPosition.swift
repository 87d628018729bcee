/// A place in a text file, as an editor shows it: a line and a column, both counting from 1.
///
/// Lines break at `\n`, `\r\n` and a lone `\r` (the JSON reader's rule, so every format counts
/// lines alike). Columns count Unicode scalars, that is bytes that are not UTF-8 continuation
/// bytes (`10xxxxxx`), so a column is right for the valid text before any invalid byte.
public struct TextPosition: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The line, from 1.
    public let line: Int
    /// The column, from 1, in Unicode scalars.
    public let column: Int

    /// A position given directly.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of the byte at `offset` in `bytes` (an offset at or past the end is the place
    /// after the last byte).
    public init<Bytes: Sequence>(ofByte offset: Int, in bytes: Bytes) where Bytes.Element == UInt8 {
        var line = 1, column = 1
        var afterCarriageReturn = false
        for byte in bytes.prefix(max(0, offset)) {
            switch byte {
            case UInt8(ascii: "\n"):
                // The `\n` of `\r\n` ends the line the `\r` already ended.
                if !afterCarriageReturn { line += 1 }
                column = 1
            case UInt8(ascii: "\r"):
                line += 1
                column = 1
            case let byte where byte & 0xC0 != 0x80:
                column += 1
            default:
                break
            }
            afterCarriageReturn = byte == UInt8(ascii: "\r")
        }
        self.init(line: line, column: column)
    }

    /// `line L, column C`.
    public var description: String { "line \(line), column \(column)" }
}
