import JSON
import Raster
import Replay
import Scene

/// `touchstone render SCENE [--trace T --at SECONDS] -o OUT.png`: draws a scene file at rest, or
/// at a moment of a trace (``Replay/Replayer/render(at:)``).
enum RenderSceneCommand {
    static let help = """
        usage: touchstone render SCENE [--trace T --at SECONDS] -o OUT.png

        Loads the scene file SCENE (docs/formats.md#scene-files-scenejson)
        and draws it at rest, at time 0 before any touch: the canvas is ceil(w·scale) ×
        ceil(h·scale) pixels cleared to the scene's background, with every view drawn over it at
        the scene's scale.

        With --trace T --at SECONDS, the touches of the trace file T up to that simulated time
        are delivered at their own times (as 'touchstone replay' does) and the scene is drawn at
        that moment, animations included. SCENE is used in place of the trace's own scene.

        options:
          -o, --output FILE   the PNG to write (required)
          --trace T           a trace to replay first (needs --at)
          --at SECONDS        the moment to draw, seconds from the trace's start (needs --trace)
          --help              show this help

        example:
          touchstone render Examples/views.scene.json -o views.png
          touchstone render Traces/gallery.scene.json --trace Traces/tap.trace.json --at 0.1 -o tap.png
        """

    static func run(_ arguments: ArraySlice<String>, _ tool: TouchstoneCommandLine) throws -> ExitCode {
        if arguments.contains("--help") {
            print(help)
            return .success
        }
        let list = try ArgumentList(arguments, command: "render", options: ["output", "trace", "at"], flags: [])
        let path = try list.exactPositionals(["the scene file (SCENE)"])[0]
        let output = try list.required("output", expecting: "the PNG file to write, as -o FILE")
        if list.value("trace") != nil || list.value("at") != nil {
            return try renderTraceMoment(scene: path, output: output, list: list, tool)
        }
        // Scene errors (JSONError, SceneFileError) already name the file and the JSON path.
        let scene = try SceneLoader(factory: tool.factory).load(contentsOfFile: path)
        do {
            try scene.renderStill().writePNG(to: output)
        } catch {
            throw CommandLineError("render: \(path): \(error)")
        }
        return .success
    }

    /// `--trace T --at SECONDS`: the scene at a moment of the trace.
    private static func renderTraceMoment(scene: String, output: String, list: ArgumentList,
                                          _ tool: TouchstoneCommandLine) throws -> ExitCode {
        let tracePath = try list.required("trace", expecting: "the trace to replay, with --at")
        let time = try list.duration("at") ?? list.missing("at", expecting: "the moment to draw in seconds, with --trace")
        let atText = list.value("at") ?? ""
        let trace = try Trace(contentsOfFile: tracePath)
        let replayer = Replayer(trace: trace, tracePath: tracePath, scenePath: scene, factory: tool.factory)
        try replayer.validate()
        do {
            try replayer.render(at: time).writePNG(to: output)
        } catch {
            throw CommandLineError("render: \(tracePath) at \(atText) s: \(error)")
        }
        return .success
    }
}
