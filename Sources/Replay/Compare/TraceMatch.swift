/// The traces of two report sets matched for a comparison: by name between two folders, the one
/// report of each side between two files.
struct TraceMatch {
    /// The traces both sides have, in the baseline's order, with each side's entry.
    var pairs: [(baseline: ReportSet.Entry, candidate: ReportSet.Entry)]
    /// Names of traces only the baseline has.
    var onlyInBaseline: [String]
    /// Names of traces only the candidate has.
    var onlyInCandidate: [String]

    /// Matches `baseline`'s traces with `candidate`'s.
    ///
    /// - Throws: ``ReportError`` when one side is a single report and the other a folder.
    init(baseline: ReportSet, candidate: ReportSet) throws {
        if !baseline.isFolder || !candidate.isFolder {
            guard baseline.isFolder == candidate.isFolder,
                  let a = baseline.entries.first, let b = candidate.entries.first else {
                throw ReportError("cannot compare a single report with a folder of reports; give two files or two folders")
            }
            (pairs, onlyInBaseline, onlyInCandidate) = ([(a, b)], [], [])
            return
        }
        pairs = baseline.entries.compactMap { a in candidate.entries.first { $0.name == a.name }.map { (a, $0) } }
        onlyInBaseline = baseline.entries.map(\.name).filter { name in !candidate.entries.contains { $0.name == name } }
        onlyInCandidate = candidate.entries.map(\.name).filter { name in !baseline.entries.contains { $0.name == name } }
    }
}
