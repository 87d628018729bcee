import Geometry

/// A keyframe animation checked and prepared for evaluation: the segments, their key times and,
/// for paced curves, their arc-length tables. See ``KeyframeAnimation`` for the semantics.
struct KeyframeTrack: Hashable, Sendable {
    enum Frames: Hashable, Sendable {
        /// Values; consecutive pairs are the segments.
        case values([AnimatableValue])
        /// Path segments, each with a table when it is a paced curve.
        case segments([PathSegment], tables: [ArcLengthTable?])
    }

    let frames: Frames
    /// The number of segments (keyframes − 1); 0 for a single value.
    let segmentCount: Int
    /// One per keyframe, or `nil` for evenly spaced keyframes.
    let keyTimes: [Double]?
    /// The kind of value produced.
    let kind: AnimatableValue.Kind

    init(_ animation: KeyframeAnimation) throws(AnimationError) {
        let keyPath = animation.keyPath
        let paced = animation.calculationMode == .paced
        var lengths: [Double] = []
        if let path = animation.path {
            var segments: [PathSegment] = []
            var current = Point.zero, start = Point.zero
            for element in path.elements {
                switch element {
                case .move(let p):
                    (current, start) = (p, p)
                case .line(let p):
                    segments.append(.line(current, p))
                    current = p
                case .quadCurve(let p, let c):
                    segments.append(.quad(current, c, p))
                    current = p
                case .curve(let p, let c1, let c2):
                    segments.append(.cubic(current, c1, c2, p))
                    current = p
                case .closeSubpath:
                    segments.append(.line(current, start))
                    current = start
                }
            }
            guard !segments.isEmpty else { throw .noKeyframes(keyPath: keyPath) }
            var tables: [ArcLengthTable?] = []
            if paced {
                for segment in segments {
                    if case .line(let a, let b) = segment {
                        tables.append(nil)
                        lengths.append(a.distance(to: b))
                    } else {
                        let table = ArcLengthTable(segment)
                        tables.append(table)
                        lengths.append(table.length)
                    }
                }
            }
            frames = .segments(segments, tables: tables)
            segmentCount = segments.count
            kind = .point
        } else {
            let values = animation.values
            guard let first = values.first else { throw .noKeyframes(keyPath: keyPath) }
            for value in values where value.kind != first.kind {
                throw .mismatchedKinds(keyPath: keyPath, first.kind, value.kind)
            }
            if paced {
                for (a, b) in zip(values, values.dropFirst()) {
                    switch (a, b) {
                    case (.double(let x), .double(let y)): lengths.append(abs(y - x))
                    case (.point(let p), .point(let q)): lengths.append(p.distance(to: q))
                    default: throw .pacingUnsupported(keyPath: keyPath, kind: first.kind)
                    }
                }
            }
            frames = .values(values)
            segmentCount = values.count - 1
            kind = first.kind
        }

        if paced {
            // Key times proportional to the distance covered; all-zero lengths stay evenly spaced.
            let total = lengths.reduce(0, +)
            if total > 0, total.isFinite {
                var times = [0.0], covered = 0.0
                for length in lengths.dropLast() {
                    covered += length
                    times.append(covered / total)
                }
                times.append(1)
                keyTimes = segmentCount > 0 ? times : nil
            } else {
                keyTimes = nil
            }
        } else if let times = animation.keyTimes {
            guard times.count == segmentCount + 1 else {
                throw .keyTimeCount(keyPath: keyPath, expected: segmentCount + 1, found: times.count)
            }
            let ordered = zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
            guard ordered, times.allSatisfy({ (0...1).contains($0) }),
                  segmentCount == 0 || (times.first == 0 && times.last == 1) else {
                throw .invalidKeyTimes(keyPath: keyPath, times)
            }
            keyTimes = times
        } else {
            keyTimes = nil
        }
    }

    /// The value at overall progress `p`, clamped to 0…1.
    func value(at p: Double) -> AnimatableValue {
        let progress = p > 0 ? Swift.min(p, 1) : 0
        guard segmentCount > 0 else {
            switch frames {
            case .values(let values): return values[0]
            case .segments(let segments, _): return .point(segments[0].start)
            }
        }
        let (index, u) = locate(progress)
        switch frames {
        case .values(let values):
            return values[index].interpolated(to: values[index + 1], fraction: u) ?? values[index]
        case .segments(let segments, let tables):
            let parameter = tables.isEmpty ? u : tables[index]?.parameter(atFractionOfLength: u) ?? u
            return .point(segments[index].point(at: parameter))
        }
    }

    /// The segment holding progress `p` (0…1) and the fraction of that segment's time elapsed.
    /// At a key time shared by several keyframes the last segment starting there wins, so equal key
    /// times make a jump; `p` = 1 is the end of the last segment exactly.
    private func locate(_ p: Double) -> (index: Int, fraction: Double) {
        let n = segmentCount
        guard let times = keyTimes else {
            let x = p * Double(n)
            let index = Swift.min(Int(x), n - 1)
            return (index, x - Double(index))
        }
        // The last segment index i < n with times[i] <= p.
        var low = 0, high = n
        while high - low > 1 {
            let middle = (low + high) / 2
            if times[middle] <= p { low = middle } else { high = middle }
        }
        let span = times[low + 1] - times[low]
        let fraction = span > 0 ? Swift.min(1, (p - times[low]) / span) : 1
        return (low, fraction)
    }
}
