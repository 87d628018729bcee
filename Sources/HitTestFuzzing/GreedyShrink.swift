/// The search both shrinkers run: from a failing case, repeatedly take the first candidate
/// variant that still fails, until no candidate does or `maximumAttempts` candidates have been
/// tried. Candidates come simplest first, and each accepted variant is simpler than the last, so
/// the search ends; the cap only bounds a pathological one.
///
/// - Parameters:
///   - failing: a case for which `stillFails` is true.
///   - candidates: the variants of a case, simplest changes first.
///   - stillFails: whether a variant still shows the failure.
/// - Returns: the smallest failing variant found.
func greedyShrink<Case>(_ failing: Case, maximumAttempts: Int, candidates: (Case) -> [Case],
                        stillFails: (Case) -> Bool) -> Case {
    var best = failing
    var attempts = 0
    var improved = true
    while improved, attempts < maximumAttempts {
        improved = false
        for candidate in candidates(best) {
            attempts += 1
            if attempts > maximumAttempts { break }
            if stillFails(candidate) {
                best = candidate
                improved = true
                break
            }
        }
    }
    return best
}
