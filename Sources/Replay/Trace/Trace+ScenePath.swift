#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Trace {
    /// The path of the scene file this trace refers to, for a trace read from `tracePath`: its
    /// ``scene`` resolved against the trace file's folder (see ``scenePath(_:besideTraceAt:)``).
    public func scenePath(besideTraceAt tracePath: String) -> String {
        Self.scenePath(scene, besideTraceAt: tracePath)
    }

    /// A trace's `scene` value as a path to open: relative to the folder of the trace file at
    /// `tracePath` (docs/formats.md); an absolute `scene` stays as it is.
    ///
    ///     Trace.scenePath("gallery.scene.json", besideTraceAt: "Traces/tap.trace.json")
    ///     // "Traces/gallery.scene.json"
    public static func scenePath(_ scene: String, besideTraceAt tracePath: String) -> String {
        FileSystem.path(scene, besideFileAt: tracePath)
    }

    /// The `scene` value to write into a trace file at `tracePath` for the scene file at
    /// `scenePath`: the inverse of ``scenePath(_:besideTraceAt:)``. `Traces/gallery.scene.json`
    /// seen from `Traces/tap.trace.json` is `gallery.scene.json`; from `out/tap.trace.json` it is
    /// `../Traces/gallery.scene.json`.
    ///
    /// Both paths are made absolute against the working directory and `.` and `..` are resolved
    /// lexically (symbolic links are not followed).
    public static func sceneReference(toSceneAt scenePath: String, fromTraceAt tracePath: String) -> String {
        let sceneParts = absoluteComponents(scenePath)
        let folderParts = Array(absoluteComponents(tracePath).dropLast())
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
