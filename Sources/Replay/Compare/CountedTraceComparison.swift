/// One trace compared between two counted reports (`replay --measure instructions`): a
/// deterministic verdict on the total instructions, the frames that changed and the functions
/// that changed most.
///
/// No statistics: the counts of one build vary by a few in a million between runs, so
/// change = (candidate total − baseline total) / baseline total decides alone. `same` when
/// |change| < the minimum change (``ComparisonCriteria/countedMinimumChange``, 0.5 %, by
/// default), `slower` or `faster` otherwise.
public struct CountedTraceComparison: ComparedTrace, Hashable {
    /// One frame of both reports.
    public struct FrameChange: Hashable, Sendable {
        /// The frame's index.
        public var index: Int
        /// The frame's simulated time in seconds (the baseline's).
        public var time: Double
        /// The baseline's step + render instructions.
        public var baseline: Int64
        /// The candidate's.
        public var candidate: Int64

        /// candidate / baseline: 1 when both are 0, +∞ when only the baseline's is.
        public var ratio: Double {
            guard baseline != 0 else { return candidate == 0 ? 1 : .infinity }
            return Double(candidate) / Double(baseline)
        }

        /// candidate − baseline.
        public var difference: Int64 { candidate - baseline }
    }

    /// A function's self instructions in the two profiles.
    public struct FunctionChange: Hashable, Sendable {
        /// The function's name in the profiles (a Swift symbol is mangled there).
        public var symbol: String
        /// Its readable name (Swift symbols demangled).
        public var name: String
        /// Self instructions in the baseline's profile (0 when it is not there).
        public var baseline: Int64
        /// Self instructions in the candidate's.
        public var candidate: Int64

        /// candidate − baseline.
        public var difference: Int64 { candidate - baseline }
    }

    /// The trace's name.
    public var name: String
    /// The baseline's total instructions.
    public var baselineTotal: Int64
    /// The candidate's.
    public var candidateTotal: Int64
    /// (candidate − baseline) / baseline; 0 when both are 0, +∞ when only the baseline is.
    public var change: Double
    /// `same`, `slower` or `faster`.
    public var verdict: Verdict
    /// The frames both reports have, in order.
    public var frames: [FrameChange]
    /// The functions whose self instructions changed most (by absolute change, largest first,
    /// names breaking ties), at most ``functionLimit``; empty without both profiles.
    public var functions: [FunctionChange]
    /// Whether both reports had a profile beside them.
    public var hasProfiles: Bool
    /// The first frame whose hash differs, or `nil` when every frame matches.
    public var hashDifference: HashDifference?

    /// How many functions ``functions`` lists.
    public static let functionLimit = 10

    /// Compares two counted reports of one trace and, when given, their profiles.
    ///
    /// - Precondition: both reports have instruction counts.
    public init(name: String, baseline: Report, candidate: Report, baselineProfile: CallgrindProfile?,
                candidateProfile: CallgrindProfile?, criteria: ComparisonCriteria) {
        precondition(baseline.summary.instructions != nil && candidate.summary.instructions != nil, "counted reports needed")
        self.name = name
        baselineTotal = baseline.summary.instructions!.total
        candidateTotal = candidate.summary.instructions!.total
        if baselineTotal == 0 {
            change = candidateTotal == 0 ? 0 : .infinity
        } else {
            change = Double(candidateTotal - baselineTotal) / Double(baselineTotal)
        }
        verdict = Self.verdict(change: change, minimumChange: criteria.minimumChange)
        frames = zip(baseline.frames, candidate.frames).map { a, b in
            FrameChange(index: a.index, time: a.time, baseline: a.instructions?.total ?? 0, candidate: b.instructions?.total ?? 0)
        }
        if let baselineProfile, let candidateProfile {
            functions = Self.functionChanges(baselineProfile.functionCosts(), candidateProfile.functionCosts())
            hasProfiles = true
        } else {
            functions = []
            hasProfiles = false
        }
        hashDifference = HashDifference(baseline: baseline, candidate: candidate)
    }

    /// `same` when |change| < minimumChange, else `slower` (change > 0) or `faster`.
    public static func verdict(change: Double, minimumChange: Double) -> Verdict {
        guard !(abs(change) < minimumChange) else { return .same }
        return change > 0 ? .slower : .faster
    }

    /// The ``functionLimit`` functions with the largest absolute change, ties by name.
    static func functionChanges(_ a: [String: Int64], _ b: [String: Int64]) -> [FunctionChange] {
        let names = Set(a.keys).union(b.keys)
        let changed = names.compactMap { symbol -> (String, Int64, Int64)? in
            let x = a[symbol] ?? 0, y = b[symbol] ?? 0
            return x == y ? nil : (symbol, x, y)
        }
        let sorted = changed.sorted { l, r in
            let dl = abs(l.2 - l.1), dr = abs(r.2 - r.1)
            return dl != dr ? dl > dr : l.0 < r.0
        }
        return sorted.prefix(functionLimit).map {
            FunctionChange(symbol: $0.0, name: SwiftDemangler.demangle($0.0), baseline: $0.1, candidate: $0.2)
        }
    }

    /// The frames with the largest absolute change in instructions, largest first (ties by
    /// index), at most `limit`, leaving out unchanged frames.
    public func largestFrameChanges(limit: Int = 5) -> [FrameChange] {
        Array(frames.filter { $0.difference != 0 }
            .sorted { abs($0.difference) != abs($1.difference) ? abs($0.difference) > abs($1.difference) : $0.index < $1.index }
            .prefix(limit))
    }

    /// candidate total / baseline total.
    public var ratio: Double { 1 + change }
}
