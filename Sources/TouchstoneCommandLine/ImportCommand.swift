import Geometry
import JSON
import Replay

/// `touchstone import w3c|getevent`: converts recorded input into a trace file.
enum ImportCommand {
    static let help = """
        usage: touchstone import <format> FILE --scene SCENE [options] -o TRACE

        Converts recorded touch input into a trace file for SCENE, whose size maps and bounds the
        coordinates. The trace names the scene by a path relative to its own folder. What the
        recording holds but the trace leaves out is said on stderr, one "note:" line each.

        formats:
          w3c        W3C WebDriver "Perform Actions" JSON (touch pointer sources)
          getevent   an Android 'adb shell getevent -lt' capture (multi-touch protocol A or B)

        Run 'touchstone import <format> --help' for its options.
        """

    static let w3cHelp = """
        usage: touchstone import w3c FILE --scene SCENE [--scale S] [--sample-rate HZ] -o TRACE

        Converts W3C WebDriver actions, {"actions": [source, …]} or the bare list of sources, into a
        trace, reading them as WebDriver does: keys it does not read are ignored (Selenium's
        "duration" on pointerDown, WebdriverIO's "button" on pointerMove). Each "pointer" source
        with "pointerType": "touch" is a finger (trace ids 0, 1, … in document order); a pointer
        without it is a mouse and an error. "none" sources hold pauses; a "key" source's pauses
        time the ticks and its key presses are left out with a note; wheel scrolls are errors. A
        pointerDown or pointerUp without "button" uses button 0, as Appium does. Ticks, pauses
        and move durations follow WebDriver; moves are sub-stepped at the sample rate and end
        exactly on their targets. Origins "viewport" and "pointer" are supported; element origins
        are an error, as is a move target outside the viewport (the scene's size times S, in CSS
        px).

        options:
          --scene SCENE         the scene file the trace is for (required)
          -o, --output TRACE    the trace file to write (required)
          --scale S             CSS px per point (default 1): points = px / S
          --sample-rate HZ      sub-steps per second during moves, 1 to 10000 (default 120)
          --help                show this help

        example:
          touchstone import w3c swipe.actions.json --scene Traces/gallery.scene.json --scale 3 -o swipe.trace.json
        """

    static let geteventHelp = """
        usage: touchstone import getevent FILE --scene SCENE (--axes LP_DUMP | --x-range MIN:MAX --y-range MIN:MAX) -o TRACE

        Converts an Android 'adb shell getevent -lt' capture (labelled or hex codes, with or without
        device nodes) of a multi-touch screen into a trace, reading protocol B (slots) and protocol
        A (SYN_MT_REPORT packets) as Android does. Each SYN_REPORT frame becomes events at its
        timestamp, the first at t = 0; trace ids are the tracking ids (protocol A without them:
        Android's pointer ids). Raw positions map onto the scene: x points = (raw - MIN) * width /
        (MAX - MIN + 1), as Android maps raw units to pixels; y likewise. Rotation is not applied.
        A capture stopped inside a line or a frame imports what is complete, with notes.

        options:
          --scene SCENE         the scene file the trace is for (required)
          -o, --output TRACE    the trace file to write (required)
          --axes LP_DUMP        axis ranges from an 'adb shell getevent -lp' (or -p) dump (also
                                gives the pressure range, so force is written)
          --x-range MIN:MAX     raw range of ABS_MT_POSITION_X (with --y-range, instead of --axes)
          --y-range MIN:MAX     raw range of ABS_MT_POSITION_Y
          --help                show this help

        example:
          adb shell getevent -lp > axes.txt; adb shell getevent -lt > capture.txt
          touchstone import getevent capture.txt --scene Traces/gallery.scene.json --axes axes.txt -o swipe.trace.json
        """

    /// The largest input file read, 32 MiB (the trace file limit).
    static let maximumInputBytes = TraceLimits.default.maximumFileBytes

    static func run(_ arguments: ArraySlice<String>, _ tool: TouchstoneCommandLine) throws -> ExitCode {
        try Subcommands(command: "import", noun: "format", help: help, entries: [
            .init(name: "w3c", help: w3cHelp) { try w3c($0, tool) },
            .init(name: "getevent", help: geteventHelp) { try getevent($0, tool) },
        ]).run(arguments)
    }

    /// `import w3c`.
    private static func w3c(_ arguments: ArraySlice<String>, _ tool: TouchstoneCommandLine) throws -> ExitCode {
        let list = try ArgumentList(arguments, command: "import w3c", options: ["scene", "output", "scale", "sample-rate"], flags: [])
        let (input, scene, output) = try common(list)
        let size = try SceneReference.size(ofSceneAt: scene, tool)
        let scale = try list.double("scale", .scale, expecting: "a positive number of CSS px per point, at most 1e12") ?? 1
        let sampleRate = try CommandOptions.sampleRate(list)
        let importer = W3CActionsImporter(scene: Trace.sceneReference(toSceneAt: scene, fromTraceAt: output),
                                          sceneSize: size, scale: scale, sampleRate: sampleRate)
        let text = try InputFiles.readText(input, limit: maximumInputBytes)
        return try write(try importer.importing(parsing: Array(text.utf8), source: input), to: output, sceneSize: size)
    }

    /// `import getevent`.
    private static func getevent(_ arguments: ArraySlice<String>, _ tool: TouchstoneCommandLine) throws -> ExitCode {
        let list = try ArgumentList(arguments, command: "import getevent", options: ["scene", "output", "axes", "x-range", "y-range"], flags: [])
        let (input, scene, output) = try common(list)
        let size = try SceneReference.size(ofSceneAt: scene, tool)
        let axes: GeteventImporter.AxesSource
        switch (list.value("axes"), list.value("x-range"), list.value("y-range")) {
        case let (dump?, nil, nil):
            let text = try InputFiles.readText(dump, limit: maximumInputBytes)
            axes = .dump(try GeteventDeviceDump(parsing: text, source: dump), source: dump)
        case let (nil, x?, y?):
            axes = .ranges(GeteventAxes(x: try range(x, "x-range"), y: try range(y, "y-range")))
        default:
            throw CommandLineError("import getevent: give either --axes LP_DUMP or both --x-range MIN:MAX and --y-range MIN:MAX")
        }
        let importer = GeteventImporter(scene: Trace.sceneReference(toSceneAt: scene, fromTraceAt: output), sceneSize: size)
        let bytes = try InputFiles.readBytes(input, limit: maximumInputBytes)
        return try write(try importer.importing(parsing: bytes, source: input, axes: axes), to: output, sceneSize: size)
    }

    /// Says the import's notes on stderr, then writes its trace.
    private static func write(_ imported: ImportedTrace, to output: String, sceneSize: Size) throws -> ExitCode {
        if !imported.notes.isEmpty {
            var error = OutputStream.standardError
            for note in imported.notes { error.write("touchstone: note: \(note)\n") }
            error.flush()
        }
        return try CommandOptions.write(imported.trace, to: output, sceneSize: sceneSize)
    }

    /// FILE, --scene and --output.
    private static func common(_ list: ArgumentList) throws -> (input: String, scene: String, output: String) {
        let input = try list.exactPositionals(["FILE (the recording to convert)"])[0]
        let scene = try list.required("scene", expecting: "the scene file the trace is for")
        let output = try list.required("output", expecting: "the trace file to write, as -o TRACE")
        return (input, scene, output)
    }

    private static func range(_ text: String, _ option: String) throws -> GeteventAxes.Range {
        guard let range = GeteventAxes.Range(parsing: text) else {
            throw CommandLineError("import getevent: --\(option) '\(text)': expected MIN:MAX, integers with MIN < MAX, for example 0:1079")
        }
        return range
    }
}
