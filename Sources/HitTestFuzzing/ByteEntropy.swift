/// Entropy read from a byte string, for libFuzzer targets: the fuzzer's mutations of the input
/// become choices of the same generators the seeded fuzzer uses. Each draw takes the next eight
/// bytes (little-endian); past the end every draw is 0, so every input, even an empty one, decodes.
public struct ByteEntropy: RandomNumberGenerator {
    private let bytes: [UInt8]
    private var offset = 0

    /// Entropy from `bytes`.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The next eight bytes as a little-endian integer, zero-padded at the end of the input.
    public mutating func next() -> UInt64 {
        var value: UInt64 = 0
        for k in 0..<8 where offset + k < bytes.count {
            value |= UInt64(bytes[offset + k]) << (8 * UInt64(k))
        }
        offset += 8
        return value
    }
}
