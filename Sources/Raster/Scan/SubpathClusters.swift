/// A path's lines grouped by subpath into clusters whose pixels are disjoint, so each cluster can
/// be rasterized over its own small target (``Rasterizer``): the glyphs of a line of text, each on
/// the small-target route, instead of the whole line on the banded one.
///
/// ## Why a cluster on its own gives the same bytes
/// Every cell term is an integer and each pixel's coverage depends only on the running sum of
/// its row's cells up to it (``BandedCoverageAccumulator``). The lines between two of
/// ``EdgeBuilder``'s subpath marks close on themselves, so their covers in any row add up to zero:
/// their cell terms sum to zero over the row. A subpath's terms lie in the columns its lines reach,
/// `⌊min x⌋ … ⌊max x⌋` (its *claim*), and in the column after (the second term of a deposit), and in
/// the rows its lines reach. So at a pixel outside its claim a subpath adds nothing to the running
/// sum: left of the claim none of its terms has been summed yet, right of it all of them, which is
/// zero, and in other rows it has none. Subpaths whose claims overlap go into one cluster, and
/// clusters whose claims overlap merge, until every two clusters' claims are disjoint; then every
/// pixel's running sum is its own cluster's alone, the same integer the whole path gives it, and
/// so is its coverage byte, under either fill rule.
///
/// That holds while no line was dropped for lying right of the target (a subpath missing lines
/// no longer sums to zero across a row). Lines dropped above or below the target only touch rows
/// outside it, and lines left of it become vertical lines with the same cover, so the caller only
/// has to make sure the target reaches a pixel past the path's control points on the right
/// (``EdgeBuilder`` keeps every line within 0.06 px of them).
///
/// ## Cost
/// One pass over the lines for the claims, and for each subpath a scan of the clusters so far
/// (quadratic in the worst case, so paths of more than ``maximumSubpaths`` subpaths are not
/// clustered), then a copy of the lines grouped by cluster. Scratch memory is kept between uses.
struct SubpathClusters {
    /// The most subpaths grouped; a path with more is rasterized whole.
    static let maximumSubpaths = 256

    /// The pixels a cluster's lines reach, both ends included, in canvas pixels.
    struct Claim {
        var left: Int32, right: Int32, top: Int32, bottom: Int32

        /// Whether the two claims share a pixel.
        @inline(__always)
        func overlaps(_ other: Claim) -> Bool {
            left <= other.right && other.left <= right && top <= other.bottom && other.top <= bottom
        }

        /// The smallest claim holding both.
        @inline(__always)
        func union(_ other: Claim) -> Claim {
            Claim(left: Swift.min(left, other.left), right: Swift.max(right, other.right),
                  top: Swift.min(top, other.top), bottom: Swift.max(bottom, other.bottom))
        }

        /// The claim's pixels as a rectangle.
        var rect: PixelRect {
            PixelRect(x: Int(left), y: Int(top), width: Int(right - left) + 1, height: Int(bottom - top) + 1)
        }
    }

    /// A cluster being grown: its claim and its subpaths, a list through ``next``.
    private struct Open {
        var claim: Claim
        var first: Int32, last: Int32
    }

    /// Per subpath, the next subpath of its cluster (−1 at the end).
    private var next = ScratchBuffer<Int32>()
    private var open = ScratchBuffer<Open>()
    /// The lines, cluster after cluster.
    private var grouped = ScratchBuffer<EdgeLine>()
    /// Per cluster, its claim and where its lines start in ``grouped``.
    private var found = ScratchBuffer<(claim: Claim, start: Int32, count: Int32)>()

    /// An empty grouping; buffers are allocated on first use.
    init() {}

    /// Frees the buffers; the grouping must not be used afterwards.
    mutating func release() {
        next.release()
        open.release()
        grouped.release()
        found.release()
    }

    /// Whether at least two subpaths made lines. ``EdgeBuilder`` marks before the first line and
    /// again at every move, so a path of one subpath has two marks; grouping it would only copy its
    /// lines into one cluster.
    private static func hasSeveralSubpaths(_ subpathStarts: UnsafePointer<Int32>, markCount: Int, lineCount: Int) -> Bool {
        var withLines = 0
        for s in 0..<markCount {
            let end = s + 1 < markCount ? Int(subpathStarts[s + 1]) : lineCount
            if end > Int(subpathStarts[s]) {
                withLines += 1
                if withLines > 1 { return true }
            }
        }
        return false
    }

    /// The number of clusters of the last ``group(_:count:subpathStarts:markCount:)``.
    var count: Int { found.count }

    /// Cluster `k`: its claim, and its lines (valid until the next grouping).
    subscript(k: Int) -> (claim: Claim, lines: UnsafePointer<EdgeLine>, count: Int) {
        let cluster = found[k]
        return (cluster.claim, UnsafePointer(grouped.base + Int(cluster.start)), Int(cluster.count))
    }

    /// Groups `lines[0 ..< count]`, whose subpaths start at the marks `subpathStarts[0 ..< markCount]`
    /// (``EdgeBuilder/build(_:into:subpathStarts:)``), into clusters with disjoint claims.
    ///
    /// - Returns: the number of clusters, or 0 when there are more than ``maximumSubpaths``
    ///   subpaths or fewer than two that made lines (nothing is grouped then).
    mutating func group(_ lines: UnsafePointer<EdgeLine>, count: Int, subpathStarts: UnsafePointer<Int32>,
                        markCount: Int) -> Int {
        found.count = 0
        guard markCount <= SubpathClusters.maximumSubpaths,
              Self.hasSeveralSubpaths(subpathStarts, markCount: markCount, lineCount: count) else { return 0 }
        next.reserve(markCount)
        open.reserve(markCount)
        open.count = 0
        let shift = EdgeLine.shift
        // 1. Each subpath's claim, and its cluster: every open cluster its claim overlaps is merged
        //    into it, again after each merge (the claim grew), so open clusters stay disjoint.
        for s in 0..<markCount {
            let start = Int(subpathStarts[s])
            let end = s + 1 < markCount ? Int(subpathStarts[s + 1]) : count
            next[s] = -1
            guard end > start else { continue }
            var minX = Int32.max, maxX = Int32.min, minY = Int32.max, maxY = Int32.min
            for i in start..<end {
                let line = lines[i]
                minX = Swift.min(minX, Swift.min(line.x0, line.x1))
                maxX = Swift.max(maxX, Swift.max(line.x0, line.x1))
                minY = Swift.min(minY, line.y0)
                maxY = Swift.max(maxY, line.y1)
            }
            // Rows: those the lines' pieces lie in (a line ends in the row holding y1 − 1).
            var cluster = Open(claim: Claim(left: minX >> shift, right: maxX >> shift, top: minY >> shift,
                                            bottom: (maxY &- 1) >> shift),
                               first: Int32(truncatingIfNeeded: s), last: Int32(truncatingIfNeeded: s))
            var k = 0
            while k < open.count {
                let other = open[k]
                if other.claim.overlaps(cluster.claim) {
                    cluster.claim = cluster.claim.union(other.claim)
                    next[Int(other.last)] = cluster.first
                    cluster.first = other.first
                    open.count -= 1
                    open[k] = open[open.count]
                    k = 0
                } else {
                    k += 1
                }
            }
            open[open.count] = cluster
            open.count += 1
        }
        // 2. The lines cluster by cluster.
        grouped.reserve(count)
        found.reserve(open.count)
        var written = 0
        for k in 0..<open.count {
            let cluster = open[k]
            let start = written
            var s = Int(cluster.first)
            while s >= 0 {
                let from = Int(subpathStarts[s])
                let to = s + 1 < markCount ? Int(subpathStarts[s + 1]) : count
                (grouped.base + written).initialize(from: lines + from, count: to - from)
                written += to - from
                s = Int(next[s])
            }
            found[k] = (cluster.claim, Int32(truncatingIfNeeded: start), Int32(truncatingIfNeeded: written - start))
        }
        found.count = open.count
        return open.count
    }
}
