/// Storing one 32-bit pixel into a run of pixels: an opaque span and a cleared region.
enum WordFill {
    /// Stores `word` (a pixel's four bytes as one native-endian word) into the `count` pixels at
    /// `p`, 32 bytes per store while eight or more are left.
    ///
    /// The optimiser left the one-word loop (and `update(repeating:)` on `UInt32`s) a store per
    /// pixel, about five instructions a pixel; an opaque card background redrawn under a ripple
    /// each frame, and the clear before it, were a tenth of a frame's instructions
    /// (Benchmarks/README.md, "Frames and replay"). The bytes stored are the same.
    ///
    /// Runs of 32 or more pixels store 128 bytes per step: the eight-pixel loop compiled to two
    /// 16-byte stores and three instructions of loop control, so clearing a frame at scale 3
    /// (2.7 M pixels, every full redraw) was 2.3 M instructions, most of them loop control
    /// (Benchmarks/README.md, "Frames and replay", "Wider stores").
    @inline(__always)
    static func store(_ word: UInt32, into p: UnsafeMutableRawPointer, count: Int) {
        let wide = SIMD8<UInt32>(repeating: word)
        var i = 0
        // `i <= last` rather than `i + 32 <= count`: one addition fewer per step.
        let last32 = count &- 32, last8 = count &- 8
        while i <= last32 {
            p.storeBytes(of: wide, toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            p.storeBytes(of: wide, toByteOffset: i &* 4 &+ 32, as: SIMD8<UInt32>.self)
            p.storeBytes(of: wide, toByteOffset: i &* 4 &+ 64, as: SIMD8<UInt32>.self)
            p.storeBytes(of: wide, toByteOffset: i &* 4 &+ 96, as: SIMD8<UInt32>.self)
            i &+= 32
        }
        while i <= last8 {
            p.storeBytes(of: wide, toByteOffset: i &* 4, as: SIMD8<UInt32>.self)
            i &+= 8
        }
        while i < count {
            p.storeBytes(of: word, toByteOffset: i &* 4, as: UInt32.self)
            i &+= 1
        }
    }
}
