/// A report that cannot be built or a path that cannot be read as reports; the message names the
/// file or frame and what was expected. (Malformed report JSON throws ``JSON/JSONError`` with
/// the JSON path instead.)
public struct ReportError: Error, Equatable, CustomStringConvertible {
    /// The complete message.
    public let description: String

    /// Creates an error with a complete message.
    public init(_ description: String) {
        self.description = description
    }
}
