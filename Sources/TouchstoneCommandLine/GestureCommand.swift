import Geometry
import Replay

/// `touchstone gesture tap|long-press|drag|fling|pinch`: writes a synthetic trace.
enum GestureCommand {
    static let help = """
        usage: touchstone gesture <gesture> [options] --scene SCENE -o TRACE

        Writes a synthetic touch trace for SCENE. Every gesture starts at t = 0 with finger 0 (a
        pinch also uses finger 1). Movements are sampled at --sample-rate: a sample every
        1/HZ s (k * 10^9 / HZ ns, rounded down) and one exactly at the end, on the end point.
        Coordinates are scene points "X,Y"; times are seconds.

        gestures:
          tap          --at X,Y [--duration S (0.05)]
          long-press   --at X,Y [--duration S (1)]
          drag         --from X,Y --to X,Y [--duration S (0.3)] [--hold-before S (0)] [--hold-after S (0)]
          fling        --from X,Y --velocity VX,VY [--duration S (0.1)]
                       (points per second, kept constant until the finger lifts: the
                       deceleration after lift-off is the content's, not the finger's)
          pinch        --center X,Y --from-distance D --to-distance D [--angle RADIANS (0)] [--duration S (0.3)]
                       (two fingers on a line through the centre, the distance changing linearly)

        options for every gesture:
          --scene SCENE         the scene file the trace is for (required)
          -o, --output TRACE    the trace file to write (required)
          --sample-rate HZ      samples per second during movements, 1 to 10000 (default 120)
          --help                show this help

        examples:
          touchstone gesture tap --at 180,320 --scene Traces/gallery.scene.json -o tap.trace.json
          touchstone gesture fling --from 180,600 --velocity 0,-2500 --scene Traces/gallery.scene.json -o fling.trace.json
        """

    /// The options each gesture takes besides the common ones.
    private static let gestureOptions: [String: Set<String>] = [
        "tap": ["at", "duration"],
        "long-press": ["at", "duration"],
        "drag": ["from", "to", "duration", "hold-before", "hold-after"],
        "fling": ["from", "velocity", "duration"],
        "pinch": ["center", "from-distance", "to-distance", "angle", "duration"],
    ]

    static func run(_ arguments: ArraySlice<String>, _ tool: TouchstoneCommandLine) throws -> ExitCode {
        guard let gesture = arguments.first else {
            throw CommandLineError("gesture: missing gesture (tap, long-press, drag, fling or pinch); see 'touchstone gesture --help'")
        }
        if gesture == "--help" || gesture == "-h" || gesture == "help" || arguments.contains("--help") {
            print(help)
            return .success
        }
        guard let options = gestureOptions[gesture] else {
            throw CommandLineError("gesture: unknown gesture '\(gesture)'; expected tap, long-press, drag, fling or pinch")
        }
        let list = try ArgumentList(arguments.dropFirst(), command: "gesture \(gesture)",
                                    options: options.union(["scene", "output", "sample-rate"]), flags: [])
        _ = try list.exactPositionals([])
        let scene = try list.required("scene", expecting: "the scene file the trace is for")
        let output = try list.required("output", expecting: "the trace file to write, as -o TRACE")
        let size = try SceneReference.size(ofSceneAt: scene, tool)
        let synthesizer = GestureSynthesizer(scene: Trace.sceneReference(toSceneAt: scene, fromTraceAt: output),
                                             sampleRate: try CommandOptions.sampleRate(list))
        // Movements write about duration × rate samples per finger: refuse, before generating them,
        // any that could not fit in a trace.
        if let movement = try movementDuration(gesture, list) {
            let fingers = gesture == "pinch" ? 2.0 : 1.0
            let events = (Double(movement) * Double(synthesizer.sampleRate) / 1e9 + 3) * fingers
            let limit = TraceLimits.default.maximumEvents
            guard events <= Double(limit) else {
                throw CommandLineError("gesture \(gesture): --duration × --sample-rate gives about \(Int(events)) events, more than a trace may hold (\(limit))")
            }
        }
        let trace: Trace
        switch gesture {
        case "tap":
            trace = synthesizer.tap(at: try point(list, "at"),
                                    duration: try duration(list, "duration", default: GestureSynthesizer.defaultTapDuration))
        case "long-press":
            trace = synthesizer.longPress(at: try point(list, "at"),
                                          duration: try duration(list, "duration", default: GestureSynthesizer.defaultLongPressDuration))
        case "drag":
            trace = synthesizer.drag(from: try point(list, "from"), to: try point(list, "to"),
                                     duration: try duration(list, "duration", default: GestureSynthesizer.defaultMoveDuration),
                                     holdBefore: try duration(list, "hold-before", default: 0),
                                     holdAfter: try duration(list, "hold-after", default: 0))
        case "fling":
            let time = try duration(list, "duration", default: GestureSynthesizer.defaultFlingDuration)
            guard time > 0 else { throw CommandLineError("gesture fling: --duration must be more than 0 seconds") }
            trace = synthesizer.fling(from: try point(list, "from"), velocity: try point(list, "velocity"), duration: time)
        default:
            trace = synthesizer.pinch(center: try point(list, "center"),
                                      startDistance: try distance(list, "from-distance"),
                                      endDistance: try distance(list, "to-distance"),
                                      angle: try list.double("angle", expecting: "a number of radians") ?? 0,
                                      duration: try duration(list, "duration", default: GestureSynthesizer.defaultMoveDuration))
        }
        // Points and distances the options allow can still carry a finger beyond where a trace
        // may touch (TraceLimits): refused here, naming the options rather than the output file.
        let given = options.sorted().filter { list.value($0) != nil }.map { "--\($0)" }.joined(separator: " ")
        try trace.validate(sceneSize: size, source: "gesture \(gesture) (\(given))")
        return try CommandOptions.write(trace, to: output, sceneSize: size)
    }

    /// The duration of the gesture's movement in nanoseconds, or nil for gestures without one.
    private static func movementDuration(_ gesture: String, _ list: ArgumentList) throws -> Int64? {
        switch gesture {
        case "drag", "pinch": return try duration(list, "duration", default: GestureSynthesizer.defaultMoveDuration)
        case "fling": return try duration(list, "duration", default: GestureSynthesizer.defaultFlingDuration)
        default: return nil
        }
    }

    /// A required `X,Y` option.
    private static func point(_ list: ArgumentList, _ option: String) throws -> Point {
        try list.point(option) ?? list.missing(option, expecting: "X,Y in points")
    }

    /// An optional duration in seconds, 0 to the trace time limit, as nanoseconds.
    private static func duration(_ list: ArgumentList, _ option: String, default value: Int64) throws -> Int64 {
        try list.duration(option, upTo: TraceLimits.default.maximumTime) ?? value
    }

    /// A required distance in points, 0 or more.
    private static func distance(_ list: ArgumentList, _ option: String) throws -> Double {
        try list.double(option, .nonNegative, expecting: "a distance of 0 or more points")
            ?? list.missing(option, expecting: "a distance in points")
    }
}
