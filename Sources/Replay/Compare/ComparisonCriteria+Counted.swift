extension ComparisonCriteria {
    /// The default minimum change for counted reports, 0.5 %: repeated counts of one build agree
    /// to the instruction, and what a rebuild or another trace path moves (0.0014 % and 0.04 %
    /// measured, docs/replay.md) stays over ten times below it, while one more small view in a
    /// scene (+0.18 %) is within reach of a smaller `--min-change`.
    public static let countedMinimumChange = 0.005
}
