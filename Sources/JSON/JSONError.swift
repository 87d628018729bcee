/// A JSON document that could not be parsed, or a parsed value that does not fit the expected shape.
///
/// Every error names its source (a file name, or a label such as "shape spec") and where in it the
/// problem is: a line and column for syntax errors from ``JSONValue/parse(_:source:)``, a
/// ``JSONPath`` for errors from a ``JSONReader``. The description reads
///
///     shape spec: line 1, column 17: expected ',' or '}' in object, found ']'
///     spec.json: at $.rectangle.corners[2]: expected an object with one of the keys "rounded", "cut", "curved", "sharp", found a number
public struct JSONError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Where in the source an error is.
    public enum Location: Hashable, Sendable {
        /// A place in the text. Both count from 1; columns count Unicode scalars, and a line break
        /// is `\n`, `\r\n` or `\r`.
        case text(line: Int, column: Int)
        /// A value inside the parsed document.
        case path(JSONPath)
    }

    /// The label of the document, as given to the parser or reader.
    public var source: String
    /// Where in the document the error is.
    public var location: Location
    /// What was wrong, starting in lower case, such as `missing required key "corners"`.
    public var message: String

    /// The error as one line: `source: line L, column C: message` or `source: at PATH: message`.
    public var description: String {
        switch location {
        case let .text(line, column):
            return "\(source): line \(line), column \(column): \(message)"
        case let .path(path):
            return "\(source): at \(path): \(message)"
        }
    }
}
