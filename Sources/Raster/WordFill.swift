/// Storing one 32-bit pixel into a run of pixels: an opaque span and a cleared region.
enum WordFill {
    /// Stores `word` (a pixel's four bytes as one native-endian word) into the `count` pixels at
    /// `p`, 32 bytes per store while eight or more are left.
    ///
    /// The optimiser left the one-word loop (and `update(repeating:)` on `UInt32`s) a store per
    /// pixel, about five instructions a pixel; an opaque card background redrawn under a ripple
    /// each frame, and the clear before it, were a tenth of a frame's instructions
    /// (Benchmarks/README.md, "Frames and replay"). The bytes stored are the same.
    @inline(__always)
    static func store(_ word: UInt32, into p: UnsafeMutableRawPointer, count: Int) {
        let wide = SIMD8<UInt32>(repeating: word)
        var i = 0
        while i &+ 8 <= count {
            p.storeBytes(of: wide, toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            i &+= 8
        }
        while i < count {
            p.storeBytes(of: word, toByteOffset: i &* 4, as: UInt32.self)
            i &+= 1
        }
    }
}
