/// Pointer ids for multi-touch protocol A contacts that carry no tracking id, assigned by the rule
/// of Android's `TouchInputMapper::assignPointerIds` (AOSP `frameworks/native`, InputReader):
///
/// - With no pointers in the last frame, the current contacts get ids 0, 1, 2, … in packet order.
/// - Otherwise every pair (current contact, last pointer) is ranked by the squared distance of
///   their raw positions, and the closest pairs are matched greedily, each contact and each last
///   pointer at most once; a matched contact keeps the last pointer's id. Ties, which Android
///   leaves to its heap, go to the earlier contact, then the earlier last pointer.
/// - Each contact left unmatched gets the smallest id no matched contact holds, in packet order.
///   That id may be one a lifted pointer had, so a finger lifting while another lands in the same
///   frame reads as one pointer moving, in Android and here alike.
enum GeteventPointerIDs {
    /// A position in raw units.
    struct Position: Equatable {
        var x: Int32
        var y: Int32
    }

    /// The ids of `current` contacts given the `last` frame's pointers (id and position).
    static func assign(current: [Position], last: [(id: Int, position: Position)]) -> [Int] {
        guard !last.isEmpty else { return Array(current.indices) }
        var pairs: [(distance: UInt64, current: Int, last: Int)] = []
        pairs.reserveCapacity(current.count * last.count)
        for (c, position) in current.enumerated() {
            for (l, pointer) in last.enumerated() {
                let dx = (Int64(position.x) - Int64(pointer.position.x)).magnitude
                let dy = (Int64(position.y) - Int64(pointer.position.y)).magnitude
                // Each square fits (|d| < 2³²); their sum saturates, far beyond any screen.
                let (sum, overflow) = (dx * dx).addingReportingOverflow(dy * dy)
                pairs.append((overflow ? .max : sum, c, l))
            }
        }
        pairs.sort { ($0.distance, $0.current, $0.last) < ($1.distance, $1.current, $1.last) }
        var ids = [Int?](repeating: nil, count: current.count)
        var lastTaken = [Bool](repeating: false, count: last.count)
        for pair in pairs where ids[pair.current] == nil && !lastTaken[pair.last] {
            ids[pair.current] = last[pair.last].id
            lastTaken[pair.last] = true
        }
        var used = Set(ids.compactMap { $0 })
        return ids.map { id in
            if let id { return id }
            var fresh = 0
            while used.contains(fresh) { fresh += 1 }
            used.insert(fresh)
            return fresh
        }
    }
}
