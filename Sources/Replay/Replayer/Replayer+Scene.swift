import JSON
import Scene

extension Replayer {
    /// Where a replay's scene comes from. Every replay makes the scene afresh, so repeated
    /// replays start from the same state.
    public enum SceneSource {
        /// The scene file at ``Replayer/scenePath``, its kinds made by `factory`, at
        /// ``ReplayOptions/scale`` when set.
        case file(factory: any ViewFactory)
        /// A scene made in code (``Scene/LoadedScene/init(size:scale:background:clock:views:source:)``):
        /// the closure builds a new one, on a new clock, each time it is called.
        case code(make: () throws -> LoadedScene)
    }

    /// Creates a replayer of `trace` on the scene file at `scenePath`, whose kinds `factory` makes.
    /// The trace is taken as valid: ``validate()`` checks it against the scene, and
    /// ``init(contentsOfTraceFile:factory:options:state:)`` reads, resolves and checks in one call.
    public init(trace: Trace, tracePath: String, scenePath: String, factory: any ViewFactory,
                options: ReplayOptions = ReplayOptions(), state: StateFunction? = nil) {
        self.init(trace: trace, tracePath: tracePath, scenePath: scenePath, scene: .file(factory: factory),
                  options: options, state: state)
    }

    /// Creates a replayer of `trace` on a scene made in code: `makeScene` builds a fresh scene
    /// for every replay (views on a new ``Scene/SimClock``). `sceneName` names it in reports, as a
    /// scene file's path would. ``ReplayOptions/scale`` must be `nil`: a scene made in code has
    /// the scale it was made with.
    ///
    ///     let replayer = Replayer(trace: trace, tracePath: "tap.trace.json", sceneName: "ticket") {
    ///         let clock = SimClock()
    ///         return try LoadedScene(size: Size(width: 320, height: 200), clock: clock,
    ///                                views: [TicketView(frame: Rect(x: 20, y: 20, width: 280, height: 120), clock: clock)])
    ///     }
    public init(trace: Trace, tracePath: String, sceneName: String, options: ReplayOptions = ReplayOptions(),
                state: StateFunction? = nil, makeScene: @escaping () throws -> LoadedScene) {
        self.init(trace: trace, tracePath: tracePath, scenePath: sceneName, scene: .code(make: makeScene),
                  options: options, state: state)
    }

    /// Reads the trace file at `path` and makes its replayer on the trace's own scene (its
    /// `scene`, relative to the trace's folder unless absolute), checked as `touchstone replay`
    /// checks it before replaying: the scene loads (with `factory`, at the options' scale) and
    /// every touch of the trace lies within the scene (``validate()``). The command line, the C
    /// ABI's `ts_replay` and ``Replay/ReplayJob`` all make their replayers here.
    ///
    /// - Throws: ``TraceError`` for a trace that cannot be read or does not fit its scene (named
    ///   by file and JSON path); ``ReplayError`` of kind ``ReplayError/Kind/sceneNotLoaded``
    ///   quoting the loader's error (`t.trace.json: scene "x.scene.json" (Traces/x.scene.json):
    ///   …`), or of kind ``ReplayError/Kind/invalidOption`` when the scene cannot be drawn at the
    ///   options' scale.
    public init(contentsOfTraceFile path: String, factory: any ViewFactory, options: ReplayOptions = ReplayOptions(),
                state: StateFunction? = nil) throws {
        let trace = try Trace(contentsOfFile: path)
        let scenePath = trace.scenePath(besideTraceAt: path)
        self.init(trace: trace, tracePath: path, scenePath: scenePath, factory: factory, options: options, state: state)
        let scene: LoadedScene
        do {
            scene = try loadScene()
        } catch let error as SceneScaleOverrideError {
            throw ReplayError(.invalidOption, "--scale \(JSONValue.number(error.scale).serialized()): \(path): scene \"\(trace.scene)\" (\(error.source)): \(error.message)")
        } catch {
            throw ReplayError(.sceneNotLoaded, "\(path): scene \"\(trace.scene)\" (\(scenePath)): \(error)")
        }
        try trace.validate(sceneSize: scene.size, source: path)
    }

    /// Loads a fresh copy of the scene: the file at the options' scale, or the closure's.
    ///
    /// - Throws: the scene loader's errors, which name the file and the JSON path; what the
    ///   closure throws; ``ReplayError`` of kind ``ReplayError/Kind/invalidOption`` for a scale
    ///   option on a scene made in code.
    public func loadScene() throws -> LoadedScene {
        switch scene {
        case .file(let factory):
            var loader = SceneLoader(factory: factory)
            loader.scaleOverride = options.scale
            return try loader.load(contentsOfFile: scenePath)
        case .code(let make):
            if let scale = options.scale {
                throw ReplayError(.invalidOption, "\(tracePath): scale \(JSONValue.number(scale).serialized()): the scene \"\(scenePath)\" is made in code at its own scale; a scale option applies to scene files")
            }
            return try make()
        }
    }

    /// Loads the scene once and checks every touch of the trace against its size (the trace's
    /// own validation, with the scene known), as replaying would find out only at that touch.
    ///
    /// - Throws: as ``loadScene()``; ``TraceError`` naming the trace file and the event.
    public func validate() throws {
        try trace.validate(sceneSize: try loadScene().size, source: tracePath)
    }
}
