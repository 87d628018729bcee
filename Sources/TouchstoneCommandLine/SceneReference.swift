import Geometry
import JSON
import Scene

/// What a command that writes a trace needs to know about its scene: the scene's size in points
/// (to map imported coordinates and check them); the path to write into the trace is Replay's
/// `Trace.sceneReference(toSceneAt:fromTraceAt:)`.
enum SceneReference {
    /// The largest scene file read: the scene loader's limit (4 MiB).
    static let maximumSceneBytes = SceneLimits().maximumFileBytes

    /// The `size` of the scene file at `path`, after loading the whole scene with the tool's view
    /// factory (its own kinds and the built-in ones), so a scene a command refers to is validated
    /// in full and in the same place as `touchstone render` validates it.
    ///
    /// - Throws: ``CommandLineError`` naming the file and the JSON path.
    static func size(ofSceneAt path: String, _ tool: TouchstoneCommandLine) throws -> Size {
        let text = try InputFiles.readText(path, limit: maximumSceneBytes)
        do {
            return try SceneLoader(factory: tool.factory).load(text: text, source: path).size
        } catch let error as JSONError {
            throw CommandLineError(error.description)
        } catch let error as SceneFileError {
            throw CommandLineError("\(error)")
        }
    }
}
