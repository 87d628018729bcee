import Replay

extension SceneTester {
    /// Replays `trace` on a fresh copy of the tester's scene (its file loaded again, or its
    /// builder called on a new clock), as `touchstone replay` would — the same ``Replay/Replayer``
    /// — and returns every frame with its hash, counters and live feedback. The tester's own scene
    /// and clock are not touched. The trace's `scene` path is not used; its touches must lie in
    /// the tester's scene.
    ///
    /// - Throws: ``Replay/TraceError`` for a touch outside the scene; the replayer's errors.
    public func replay(_ trace: Trace) throws -> ReplayRun {
        let replayer = Replayer(trace: trace, tracePath: "trace", sceneName: sceneName,
                                state: Replayer.feedbackStates, makeScene: makeScene)
        try replayer.validate()
        return try replayer.run()
    }
}
