/// The frame times a chart draws, summarized in bounded memory: at most ``bucketLimit`` buckets of
/// consecutive frames, each keeping its shortest and its longest frame (time and index).
///
///     var series = FrameTimeSeries()
///     for each frame { series.append(medianNs) }
///     let chart = FrameTimeChart(title: "tap", series: series, budgetNs: 8_333_333)
///
/// Buckets start one frame wide; when one more would pass the limit, neighbours are merged in
/// pairs and buckets become twice as wide, so past the limit a series of any length holds between
/// half the limit and the limit. Up to ``bucketLimit`` frames every frame is its own bucket, and the chart
/// draws every frame exactly. The default limit, 720, is the chart's plot width in user units.
public struct FrameTimeSeries: Hashable, Sendable {
    /// The default number of buckets.
    public static let defaultBucketLimit = 720

    /// One frame's time, nanoseconds, and its index.
    public struct Point: Hashable, Sendable {
        /// The frame time, ns.
        public var ns: Int64
        /// The frame's index.
        public var index: Int
    }

    /// One run of consecutive frames: its size and its extremes (the first of equal ones).
    public struct Bucket: Hashable, Sendable {
        /// The frames in the bucket.
        public var count: Int
        /// The shortest frame.
        public var minimum: Point
        /// The longest frame.
        public var maximum: Point

        /// The bucket's extremes in frame order: one when they are the same frame.
        public var points: [Point] {
            if minimum.index == maximum.index { return [minimum] }
            return minimum.index < maximum.index ? [minimum, maximum] : [maximum, minimum]
        }
    }

    /// The most buckets kept, at least 2.
    public let bucketLimit: Int
    /// The frames appended.
    public private(set) var frameCount = 0
    /// The frames a full bucket holds: 1, 2, 4, …
    public private(set) var framesPerBucket = 1
    /// The buckets, in frame order.
    public private(set) var buckets: [Bucket] = []

    /// Creates an empty series.
    ///
    /// - Precondition: `bucketLimit` ≥ 2.
    public init(bucketLimit: Int = FrameTimeSeries.defaultBucketLimit) {
        precondition(bucketLimit >= 2, "a frame-time series needs at least 2 buckets")
        self.bucketLimit = bucketLimit
        buckets.reserveCapacity(bucketLimit)
    }

    /// Creates the series of `frameNs`.
    public init(_ frameNs: [Int64], bucketLimit: Int = FrameTimeSeries.defaultBucketLimit) {
        self.init(bucketLimit: bucketLimit)
        for ns in frameNs { append(ns) }
    }

    /// The longest frame time, or `nil` for none.
    public var maximumNs: Int64? { buckets.lazy.map(\.maximum.ns).max() }

    /// Adds the next frame's time, nanoseconds.
    public mutating func append(_ ns: Int64) {
        let index = frameCount
        frameCount += 1
        if extendLast(ns, index: index) { return }
        if buckets.count == bucketLimit {
            mergePairs()
            if extendLast(ns, index: index) { return }
        }
        buckets.append(Bucket(count: 1, minimum: Point(ns: ns, index: index), maximum: Point(ns: ns, index: index)))
    }

    /// Adds frame `index` to the last bucket when it has room.
    private mutating func extendLast(_ ns: Int64, index: Int) -> Bool {
        guard let last = buckets.indices.last, buckets[last].count < framesPerBucket else { return false }
        buckets[last].count += 1
        if ns < buckets[last].minimum.ns { buckets[last].minimum = Point(ns: ns, index: index) }
        if ns > buckets[last].maximum.ns { buckets[last].maximum = Point(ns: ns, index: index) }
        return true
    }

    /// Merges neighbours in pairs (the first of equal extremes kept) and doubles the width.
    private mutating func mergePairs() {
        var merged: [Bucket] = []
        merged.reserveCapacity(bucketLimit)
        for start in Swift.stride(from: 0, to: buckets.count, by: 2) {
            var bucket = buckets[start]
            if start + 1 < buckets.count {
                let next = buckets[start + 1]
                bucket.count += next.count
                if next.minimum.ns < bucket.minimum.ns { bucket.minimum = next.minimum }
                if next.maximum.ns > bucket.maximum.ns { bucket.maximum = next.maximum }
            }
            merged.append(bucket)
        }
        buckets = merged
        framesPerBucket *= 2
    }
}
