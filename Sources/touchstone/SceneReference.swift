#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import JSON

/// What a command that writes a trace needs to know about its scene: the scene's size in points
/// (to map imported coordinates and check them) and the path to write into the trace.
enum SceneReference {
    /// The largest scene file read, 16 MiB.
    static let maximumSceneBytes = 16 << 20

    /// The `size` of the scene file at `path`, after checking its `format`.
    ///
    /// Reads only `format` and `size` (a `[w, h]` of positive finite numbers) and ignores every
    /// other key. The scene loader (Replay's scene file reader) is being written alongside this;
    /// when it lands, the lead re-points this one function to it so that a scene is validated in
    /// full and in one place. Every command that needs a scene's size calls this function.
    ///
    /// - Throws: ``CommandLineError`` naming the file and the JSON path.
    static func size(ofSceneAt path: String) throws -> Size {
        let text = try InputFiles.readText(path, limit: maximumSceneBytes)
        do {
            let root = try JSONReader(parsing: text, source: path)
            _ = try root.object()   // the root must be an object
            guard let format = root.member("format") else { throw root.error("missing required key \"format\"") }
            guard try format.string() == "touchstone.scene" else {
                throw format.error("expected \"touchstone.scene\", found \(format.value); is this a scene file?")
            }
            guard let sizeReader = root.member("size") else { throw root.error("missing required key \"size\"") }
            let numbers = try sizeReader.array(count: 2).map { try $0.double() }
            guard numbers.allSatisfy({ $0 > 0 }) else {
                throw sizeReader.error("expected a positive width and height in points, found [\(numbers.map { JSONValue.number($0).serialized() }.joined(separator: ", "))]")
            }
            return Size(width: numbers[0], height: numbers[1])
        } catch let error as JSONError {
            throw CommandLineError(error.description)
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
