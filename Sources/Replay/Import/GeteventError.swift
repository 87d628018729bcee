/// A line of an Android `getevent` capture or `getevent -lp` dump that could not be understood, or
/// a capture that cannot become a trace.
///
///     capture.txt: line 12: unknown event type "EV_FOO"; expected a label such as EV_ABS or four hex digits
///
///     capture.txt: line 3, column 40: invalid UTF-8 byte 0xE9
///
/// ``line`` counts from 1; it is `nil` for problems with the file as a whole (no touches in it).
/// ``column`` (from 1, in Unicode scalars) is given only where a byte is at fault.
public struct GeteventError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file's name or another label.
    public var source: String
    /// The line concerned, counting from 1.
    public var line: Int?
    /// The column concerned, counting from 1, when one byte is at fault.
    public var column: Int?
    /// What was wrong and what was expected, starting in lower case.
    public var message: String

    /// Creates an error.
    public init(source: String, line: Int?, column: Int? = nil, message: String) {
        self.source = source
        self.line = line
        self.column = column
        self.message = message
    }

    /// A capture of `size` bytes, more than `limit`.
    static func tooLarge(_ size: Int, limit: Int, source: String) -> GeteventError {
        GeteventError(source: source, line: nil, message: "\(size) bytes, more than the limit of \(limit) bytes")
    }

    /// `source: line N, column C: message`, `source: line N: message`, or `source: message`.
    public var description: String {
        switch (line, column) {
        case let (line?, column?): return "\(source): line \(line), column \(column): \(message)"
        case let (line?, nil): return "\(source): line \(line): \(message)"
        default: return "\(source): \(message)"
        }
    }
}
