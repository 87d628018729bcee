/// A trace converted from another tool's recording, with what the conversion left out.
///
///     let imported = try importer.importing(parsing: bytes, source: "swipe.actions.json")
///     for note in imported.notes { print(note) }   // to stderr, in the command line
///     try imported.trace.write(…)
///
/// An importer refuses what it cannot replay with an error naming its place; a note is for input it
/// could read in full but not all of which becomes touches (key presses beside the fingers, the cut
/// last line of a capture that was stopped). Each note is one line that names the file and the place
/// the way the importer's errors do.
public struct ImportedTrace: Sendable {
    /// The trace.
    public var trace: Trace
    /// What was read but left out of the trace, one line each, in input order.
    public var notes: [String]

    /// Creates a result.
    public init(trace: Trace, notes: [String] = []) {
        self.trace = trace
        self.notes = notes
    }
}
