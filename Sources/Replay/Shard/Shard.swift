/// One share of a job split over N machines (`--shard I/N`): the I-th of N, 1-based.
///
/// The rule is round robin over a fixed order: item k (0-based) of the order belongs to shard
/// `k mod N + 1`. `touchstone replay` orders its traces by name (UTF-8 bytes, so the share never
/// depends on the shell's glob order or locale); the fuzzers order their generated shapes and
/// scenes by the seed's sequence; `fuzz corpus` orders its inputs by `target/name`. So every item
/// lands in exactly one shard, the shards of one N together are the unsharded job, and a shard's
/// share is the same on every machine.
///
///     let shard = try Shard(parsing: "2/3")     // the second of three
///     shard.contains(1)                          // true: items 1, 4, 7, … of the order
///     Shard.whole.contains(5)                    // true: 1/1 is the whole job
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// Which share, 1 to ``count``.
    public let index: Int
    /// How many shares.
    public let count: Int

    /// The whole job, `1/1`.
    public static let whole = Shard(uncheckedIndex: 1, count: 1)

    /// The largest N accepted, 10 000.
    public static let maximumCount = 10_000

    /// The `index`-th of `count` shares.
    ///
    /// - Returns: `nil` unless 1 ≤ `index` ≤ `count` ≤ ``maximumCount``.
    public init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maximumCount, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Reads `I/N`: two whole numbers in decimal digits, 1 ≤ I ≤ N ≤ ``maximumCount``.
    ///
    /// - Returns: `nil` for anything else (`0/2`, `3/2`, `1/0`, `1/`, `a/b`, `1/2/3`, `+1/2`).
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 6 && $0.allSatisfy(\.isASCIIDigitCharacter) }),
              let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// `I/N`.
    public var description: String { "\(index)/\(count)" }

    /// Whether this is the whole job (`1/1`).
    public var isWhole: Bool { count == 1 }

    /// Whether item `position` (0-based) of the order belongs to this share.
    public func contains(_ position: Int) -> Bool {
        position % count == index - 1
    }

    /// The names of this share: `names` sorted by their UTF-8 bytes, every N-th from the I-th.
    public func select(_ names: [String]) -> Set<String> {
        let sorted = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return Set(sorted.enumerated().filter { contains($0.offset) }.map(\.element))
    }
}

extension Character {
    /// Whether the character is one of the ASCII digits 0–9 (not any Unicode digit).
    fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber && ("0"..."9").contains(self) }
}
