/// Every frame-time sample of a streamed report, 8 bytes each, from which the summary's exact
/// percentiles are taken at the end (``ReportSummary`` defines them): the only per-frame data a
/// streamed report keeps for the whole trace.
///
///     var samples = FrameTimeSamples()
///     samples.append(step + render)          // every sample of every frame
///     let (percentiles, overBudget) = samples.summarized(budgetNs: 8_333_333)
///
/// The samples are sorted in place (a heap sort: no second buffer, O(n log n) in the worst case),
/// so summarizing needs no memory beyond the samples themselves.
public struct FrameTimeSamples: Sendable {
    /// The bytes one sample holds.
    public static let bytesPerSample = MemoryLayout<Int64>.stride

    private var values: [Int64] = []

    /// Creates an empty store with room for `capacity` samples, so that it never grows by copying
    /// (which would briefly hold the old and the new buffer); pages not yet written stay
    /// unallocated by the system.
    public init(capacity: Int = 0) {
        values.reserveCapacity(capacity)
    }

    /// The number of samples.
    public var count: Int { values.count }

    /// Adds one sample, nanoseconds.
    public mutating func append(_ ns: Int64) { values.append(ns) }

    /// The percentiles (nearest rank, ``Percentile``) and the number of samples strictly longer
    /// than `budgetNs`; `nil` without samples. Sorts the store.
    public mutating func summarized(budgetNs: Int64) -> (percentiles: Percentiles, overBudget: Int)? {
        values.withUnsafeMutableBufferPointer { Self.heapSort($0) }
        guard let percentiles = Percentiles(sorted: values) else { return nil }
        var overBudget = 0
        for value in values where value > budgetNs { overBudget += 1 }
        return (percentiles, overBudget)
    }

    /// Sorts `buffer` ascending in place.
    static func heapSort(_ buffer: UnsafeMutableBufferPointer<Int64>) {
        let count = buffer.count
        guard count > 1 else { return }
        // Builds a max-heap, then moves the largest to the end one by one.
        var start = count / 2
        while start > 0 {
            start -= 1
            siftDown(buffer, from: start, end: count)
        }
        var end = count - 1
        while end > 0 {
            buffer.swapAt(0, end)
            siftDown(buffer, from: 0, end: end)
            end -= 1
        }
    }

    private static func siftDown(_ buffer: UnsafeMutableBufferPointer<Int64>, from start: Int, end: Int) {
        var root = start
        while true {
            var child = 2 * root + 1
            guard child < end else { return }
            if child + 1 < end && buffer[child] < buffer[child + 1] { child += 1 }
            guard buffer[root] < buffer[child] else { return }
            buffer.swapAt(root, child)
            root = child
        }
    }
}
