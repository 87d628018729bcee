/// A line of an Android `getevent` capture or `getevent -lp` dump that could not be understood, or
/// a capture that cannot become a trace.
///
///     capture.txt: line 12: unknown event type "EV_FOO"; expected a label such as EV_ABS or four hex digits
///
/// ``line`` counts from 1; it is `nil` for problems with the file as a whole (no touches in it).
public struct GeteventError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file's name or another label.
    public var source: String
    /// The line concerned, counting from 1.
    public var line: Int?
    /// What was wrong and what was expected, starting in lower case.
    public var message: String

    /// Creates an error.
    public init(source: String, line: Int?, message: String) {
        self.source = source
        self.line = line
        self.message = message
    }

    /// `source: line N: message`, or `source: message`.
    public var description: String {
        line.map { "\(source): line \($0): \(message)" } ?? "\(source): \(message)"
    }
}
