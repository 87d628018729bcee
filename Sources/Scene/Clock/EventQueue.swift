/// The pending events of a ``SimClock``: a binary min-heap ordered by (time, sequence number), with
/// cancellation by lazy deletion.
///
/// The heap holds only keys; actions live in a dictionary keyed by sequence number, so cancelling is
/// a dictionary removal and the heap skips keys whose action is gone when they reach the top. The
/// dictionary is only ever looked up by key, never iterated, so its order cannot leak into the
/// schedule.
///
/// - Complexity: insert and pop O(log n); cancel O(1) (its heap key is dropped when it surfaces).
struct EventQueue {
    /// Heap ordering key: earlier time first, then earlier scheduling.
    struct Key: Comparable {
        var time: Int64
        var sequence: UInt64

        static func < (a: Key, b: Key) -> Bool {
            a.time != b.time ? a.time < b.time : a.sequence < b.sequence
        }
    }

    private var heap: [Key] = []
    private var actions: [UInt64: () -> Void] = [:]

    /// The number of events still to run (cancelled ones excluded).
    var count: Int { actions.count }

    /// Adds an action under a fresh, never reused sequence number.
    mutating func insert(_ key: Key, _ action: @escaping () -> Void) {
        actions[key.sequence] = action
        heap.append(key)
        siftUp(heap.count - 1)
    }

    /// Forgets the action scheduled under `sequence`; returns whether it was still pending.
    mutating func cancel(_ sequence: UInt64) -> Bool {
        actions.removeValue(forKey: sequence) != nil
    }

    /// The earliest pending key, dropping cancelled keys from the top first.
    mutating func peek() -> Key? {
        while let top = heap.first {
            if actions[top.sequence] != nil { return top }
            popTop()
        }
        return nil
    }

    /// Removes and returns the earliest pending event.
    mutating func pop() -> (key: Key, action: () -> Void)? {
        guard let top = peek(), let action = actions.removeValue(forKey: top.sequence) else { return nil }
        popTop()
        return (top, action)
    }

    private mutating func popTop() {
        let last = heap.removeLast()
        guard !heap.isEmpty else { return }
        heap[0] = last
        siftDown(0)
    }

    private mutating func siftUp(_ index: Int) {
        var child = index
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] < heap[parent] else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ index: Int) {
        var parent = index
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, heap[left] < heap[smallest] { smallest = left }
            if right < heap.count, heap[right] < heap[smallest] { smallest = right }
            guard smallest != parent else { return }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
    }
}
