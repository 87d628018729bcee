#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import JSON
import Scene

/// What a command that writes a trace needs to know about its scene: the scene's size in points
/// (to map imported coordinates and check them) and the path to write into the trace.
enum SceneReference {
    /// The largest scene file read: the scene loader's limit (4 MiB).
    static let maximumSceneBytes = SceneLimits().maximumFileBytes

    /// The `size` of the scene file at `path`, after loading the whole scene with the tool's view
    /// factory (``SceneViewFactory``), so a scene a command refers to is validated in full and in
    /// the same place as `touchstone render` validates it.
    ///
    /// - Throws: ``CommandLineError`` naming the file and the JSON path.
    static func size(ofSceneAt path: String) throws -> Size {
        let text = try InputFiles.readText(path, limit: maximumSceneBytes)
        do {
            return try SceneLoader(factory: SceneViewFactory.make()).load(text: text, source: path).size
        } catch let error as JSONError {
            throw CommandLineError(error.description)
        } catch let error as SceneFileError {
            throw CommandLineError("\(error)")
        }
    }

    /// `scene` as a path relative to the folder of `trace`, as a trace file's `scene` key is
    /// (design.md): `Traces/gallery.scene.json` seen from `Traces/tap.trace.json` is
    /// `gallery.scene.json`; from `out/tap.trace.json` it is `../Traces/gallery.scene.json`.
    ///
    /// Both paths are made absolute against the working directory and `.` and `..` are resolved
    /// lexically (symbolic links are not followed).
    static func relativePath(of scene: String, fromTraceAt trace: String) -> String {
        let sceneParts = absoluteComponents(scene)
        let folderParts = Array(absoluteComponents(trace).dropLast())
        var common = 0
        while common < folderParts.count, common < sceneParts.count - 1, folderParts[common] == sceneParts[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: folderParts.count - common)
        return (ups + sceneParts[common...]).joined(separator: "/")
    }

    /// The components of `path` made absolute, with `.` and `..` resolved.
    private static func absoluteComponents(_ path: String) -> [String] {
        var full = path
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let cwd = getcwd(&buffer, buffer.count).map { String(cString: $0) } ?? "."
            full = cwd + "/" + path
        }
        var parts: [String] = []
        for part in full.split(separator: "/") where part != "." {
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(String(part))
            }
        }
        return parts
    }
}
