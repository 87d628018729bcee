extension Trace {
    /// A trace's name: its file name without folders and without `.trace.json` (or `.json`).
    /// `touchstone replay` names each trace's output folder by it, `compare` matches reports by
    /// it and `compare --run` names its runs by it, so all three read it here.
    ///
    ///     Trace.name(ofFileAt: "Traces/tap-card.trace.json")   // "tap-card"
    ///
    /// A path ending in `/` is named by its last folder; a name that is only the suffix keeps it.
    public static func name(ofFileAt path: String) -> String {
        var name = FileSystem.lastComponent(path)
        for suffix in [".trace.json", ".json"] where name.hasSuffix(suffix) && name.count > suffix.count {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}
