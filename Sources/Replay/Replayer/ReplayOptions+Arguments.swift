import JSON

extension ReplayOptions {
    /// The options as `touchstone replay` arguments, for a replay in another process (a counted
    /// replay's child): only those that differ from the defaults (`--align frame`, `--fps N`,
    /// `--scale S`, `--settle-limit SECONDS`), written so the child reads back exactly the same
    /// values. ``measure`` is not among them: the caller says what the child measures.
    public var commandLineArguments: [String] {
        var arguments: [String] = []
        if alignment != .exact { arguments += ["--align", alignment.rawValue] }
        if let framesPerSecond { arguments += ["--fps", String(framesPerSecond)] }
        if let scale { arguments += ["--scale", JSONValue.number(scale).serialized()] }
        if settleLimit != ReplayOptions.defaultSettleLimit {
            arguments += ["--settle-limit", JSONValue.number(TraceTime.seconds(fromNanoseconds: settleLimit)).serialized()]
        }
        return arguments
    }
}
