import RasterKernels

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
    ///
    /// Runs of ``wmemsetThreshold`` or more pixels go to the C library's `wmemset` (a 4-byte
    /// pattern), which glibc dispatches at run time to the widest stores the processor has (AVX2
    /// or AVX-512 here, against the SSE2 this package is compiled for). Measured on this machine
    /// (C, best of 40; Benchmarks/README.md, "Wider kernels"): the rows of the `full` shape
    /// 1.06–1.09 × a memset of the frame with `wmemset`, 1.20 × with an AVX2 store loop, 1.30 ×
    /// with this loop; in cache `wmemset` is as fast from 24 pixels and faster from 32. A run that does not
    /// start on a 4-byte boundary keeps the loop.
    @inline(__always)
    static func store(_ word: UInt32, into p: UnsafeMutableRawPointer, count: Int) {
        // `wmemset` takes wide characters, so 4-byte aligned storage: glibc aligns its stores to
        // the vector size counting from the start, and from an odd address it would store the
        // word's bytes rotated. Canvases are aligned; a C caller's buffer need not be.
        if count >= wmemsetThreshold, Int(bitPattern: p) & 3 == 0 {
            touchstone_fill_words(p, word, count)
            return
        }
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

    /// The run length (pixels) from which ``store(_:into:count:)`` calls `wmemset`: below it the
    /// call costs about what the loop saves (in cache, 24 pixels take the same time either way,
    /// 32 pixels 4.4 ns against 7.5 ns).
    @inline(__always)
    static var wmemsetThreshold: Int { 32 }
}
