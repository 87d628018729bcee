/// A scene that cannot be drawn at the scale given in place of its own (`touchstone replay
/// --scale`, ``SceneLoader/scaleOverride``): the override is at fault, not a place in the file, so
/// a command names its option.
///
///     the scale override 1000000: gallery.scene.json: the scene is 412×732 points: the canvas, …
public struct SceneScaleOverrideError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The override, pixels per point.
    public var scale: Double
    /// The scene file's name as given.
    public var source: String
    /// What the override makes impossible, in lower case.
    public var message: String

    /// Creates an error about the override `scale` for the scene `source`.
    public init(scale: Double, source: String, message: String) {
        (self.scale, self.source, self.message) = (scale, source, message)
    }

    /// `the scale override S: SOURCE: MESSAGE`.
    public var description: String { "the scale override \(SceneLoader.number(scale)): \(source): \(message)" }
}
