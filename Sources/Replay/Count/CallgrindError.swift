/// A callgrind profile that cannot be read or combined: the message names the file and line.
public struct CallgrindError: Error, Equatable, CustomStringConvertible {
    /// The complete message.
    public let description: String

    /// Creates an error with a complete message.
    public init(_ description: String) {
        self.description = description
    }
}
