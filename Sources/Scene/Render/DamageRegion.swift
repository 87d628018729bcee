import Raster

/// The pixels a frame must redraw, as a few pairwise disjoint rectangles rather than one bounding
/// box, so that two small changes far apart (two ripples in opposite corners) do not redraw
/// everything between them.
///
/// Each rectangle added is clipped to the canvas, then merged with any rectangle it overlaps or
/// whose union with it is not much bigger than the two (see ``isWorthMerging(_:_:)``), repeatedly,
/// until no two qualify; past ``maximumCount`` rectangles the pair whose union adds the fewest
/// pixels is merged. Merging only grows the region, and a rectangle is never dropped, so the
/// region always covers everything added. Redrawing a pixel does not depend on which rectangle it
/// is redrawn in, so frames stay bit-identical to a full redraw.
struct DamageRegion {
    /// At most this many rectangles are kept (each costs a walk of the tree's drawing).
    static let maximumCount = 8

    /// The canvas; everything outside it is dropped.
    let bounds: PixelRect

    /// The rectangles, pairwise disjoint, none empty, in the order they were formed.
    private(set) var rects: [PixelRect] = []

    init(bounds: PixelRect) {
        self.bounds = bounds
    }

    /// The number of pixels covered (the rectangles do not overlap).
    var area: Int { rects.reduce(0) { $0 + $1.area } }

    /// Adds `rect` (clipped to ``bounds``).
    mutating func add(_ rect: PixelRect) {
        var current = rect.intersection(bounds)
        guard !current.isEmpty else { return }
        // Absorb every rectangle worth merging with; a merge can make others qualify, so rescan.
        var merged = true
        while merged {
            merged = false
            if let i = rects.firstIndex(where: { Self.isWorthMerging($0, current) }) {
                current = current.union(rects.remove(at: i))
                merged = true
            }
        }
        rects.append(current)
        while rects.count > Self.maximumCount { mergeCheapestPair() }
    }

    /// Whether two rectangles should become one: they overlap (so the rectangles stay disjoint),
    /// or their bounding box is at most 1.5 times their combined area (a cheap walk of the
    /// tree saved for a few extra pixels).
    static func isWorthMerging(_ a: PixelRect, _ b: PixelRect) -> Bool {
        if !a.intersection(b).isEmpty { return true }
        return a.union(b).area * 2 <= (a.area + b.area) * 3
    }

    /// Merges the two rectangles whose union adds the fewest pixels, then whatever that union
    /// overlaps.
    private mutating func mergeCheapestPair() {
        var best = (i: 0, j: 1, cost: Int.max)
        for i in rects.indices {
            for j in rects.indices where j > i {
                let cost = rects[i].union(rects[j]).area - rects[i].area - rects[j].area
                if cost < best.cost { best = (i, j, cost) }
            }
        }
        let union = rects[best.i].union(rects[best.j])
        rects.remove(at: best.j)
        rects.remove(at: best.i)
        add(union)
    }
}

extension PixelRect {
    /// width × height.
    var area: Int { width * height }
}
