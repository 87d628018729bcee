import JSON
import Raster
import Scene

/// `touchstone render SCENE -o OUT.png`: draws a scene file at rest.
enum RenderSceneCommand {
    static let help = """
        usage: touchstone render SCENE -o OUT.png

        Loads the scene file SCENE (design.md, "Scene"; README, "Scene files") and draws it at
        rest, at time 0 before any touch: the canvas is ceil(w·scale) × ceil(h·scale) pixels
        cleared to the scene's background, with every view drawn over it at the scene's scale.

        options:
          -o, --output FILE   the PNG to write (required)
          --help              show this help

        Rendering at a moment of a trace (--trace T --at SECONDS) arrives with the replay harness.

        example:
          touchstone render Examples/views.scene.json -o views.png
        """

    static func run(_ arguments: ArraySlice<String>) throws -> ExitCode {
        if arguments.contains("--help") {
            print(help)
            return .success
        }
        let normalized = arguments.map { $0 == "-o" ? "--output" : $0 }
        let list = try ArgumentList(normalized[...], command: "render", options: ["output"], flags: [])
        let path = try list.exactPositionals(["the scene file (SCENE)"])[0]
        let output = try list.required("output", expecting: "the PNG file to write, as -o FILE")
        // Scene errors (JSONError, SceneFileError) already name the file and the JSON path.
        let scene = try SceneLoader(factory: SceneViewFactory.make()).load(contentsOfFile: path)
        scene.root.layoutIfNeeded()
        do {
            let renderer = try scene.makeRenderer(mode: .fullRedraw)
            _ = try renderer.render(at: scene.clock.now)
            try renderer.canvas.writePNG(to: output)
        } catch {
            throw CommandLineError("render: \(path): \(error)")
        }
        return .success
    }
}
