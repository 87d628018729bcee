extension ComparisonCriteria {
    /// The default minimum change for counted reports, 0.5 %: repeated counts of one build agree
    /// to the instruction, and what a rebuild or another trace path moves stays over ten times
    /// below it (docs/replay.md), while one more small view in a scene is within reach of a
    /// smaller `--min-change`.
    public static let countedMinimumChange = 0.005
}
