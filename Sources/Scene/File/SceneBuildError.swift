/// A scene made in code (``LoadedScene/init(size:scale:background:clock:views:source:limits:)``)
/// that cannot be used: a size, scale or canvas out of range, too many or too deeply nested
/// views, or one ``View/sceneID`` on two views.
///
///     scene made in code: two views have the sceneID "ticket"; ids name one view each
public struct SceneBuildError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The scene's name as given.
    public var source: String
    /// What is wrong, in lower case.
    public var message: String

    /// `source: message`.
    public var description: String { "\(source): \(message)" }
}
