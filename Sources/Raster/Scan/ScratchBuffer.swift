/// A growable buffer of plain values in manually managed memory: the rasterizer's reusable scratch.
///
/// Hot loops copy ``base`` into a local and index it directly, so they pay neither `Array`'s
/// uniqueness checks nor the exclusivity checks that class-stored arrays cost on every access.
/// Growing keeps the first ``count`` elements; memory is only ever enlarged, so once a
/// ``Rasterizer`` has drawn its largest path it allocates nothing more.
///
/// The owner calls ``release()`` exactly once (``Rasterizer``'s `deinit`); the buffer is not
/// copied elsewhere. `Element` must be a plain value type (no references), which every user here
/// is: integers, doubles and small structs of them.
struct ScratchBuffer<Element> {
    /// The first element; valid for ``capacity`` elements (dangling while the capacity is 0).
    private(set) var base: UnsafeMutablePointer<Element>
    /// How many elements fit without growing.
    private(set) var capacity: Int
    /// How many elements are in use (maintained by the owner).
    var count = 0

    /// An empty buffer; nothing is allocated until ``reserve(_:)``.
    init() {
        base = UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!
        capacity = 0
    }

    /// Ensures room for `minimumCapacity` elements, keeping the first ``count``; grows at least
    /// geometrically so repeated appends stay amortised O(1).
    mutating func reserve(_ minimumCapacity: Int) {
        guard minimumCapacity > capacity else { return }
        let newCapacity = Swift.max(minimumCapacity, capacity * 2, 16)
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if count > 0 { newBase.moveInitialize(from: base, count: count) }
        if capacity > 0 { base.deallocate() }
        base = newBase
        capacity = newCapacity
    }

    /// Ensures room for `minimumCapacity` elements that all read as zero, discarding the contents.
    /// Used for the cell and bitmap arrays, which the sweep leaves all-zero after every use.
    mutating func reserveZeroed(_ minimumCapacity: Int, zero: Element) {
        guard minimumCapacity > capacity else { return }
        if capacity > 0 { base.deallocate() }
        let newCapacity = Swift.max(minimumCapacity, capacity * 2, 16)
        base = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        base.initialize(repeating: zero, count: newCapacity)
        capacity = newCapacity
        count = 0
    }

    /// Appends one element, growing when full.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { reserve(count + 1) }
        (base + count).initialize(to: element)
        count += 1
    }

    /// The element at `index`, which must lie in `0..<count` (unchecked).
    subscript(index: Int) -> Element {
        @inline(__always) get { base[index] }
        @inline(__always) set { base[index] = newValue }
    }

    /// Frees the memory; the buffer must not be used afterwards.
    mutating func release() {
        if capacity > 0 { base.deallocate() }
        capacity = 0
        count = 0
    }
}
