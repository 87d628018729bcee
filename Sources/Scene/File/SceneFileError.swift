/// A scene file that could not be read at all: missing, not a regular file, too large or not
/// UTF-8. Problems inside a readable document are ``JSON/JSONError``s with a JSON path.
///
///     views.scene.json: cannot open (No such file or directory)
///     big.scene.json: 9000000 bytes, more than the limit of 4194304 bytes
public struct SceneFileError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The file's path as given.
    public var path: String
    /// What went wrong, in lower case.
    public var message: String

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
