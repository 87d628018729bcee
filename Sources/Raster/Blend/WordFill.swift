import RasterKernels

/// Storing one 32-bit pixel into a run of pixels: an opaque span and a cleared region.
enum WordFill {
    /// Stores `word` (a pixel's four bytes as one native-endian word) into the `count` pixels at
    /// `p`, 32 bytes per store while eight or more are left.
    ///
    /// The optimiser leaves a one-word loop (and `update(repeating:)` on `UInt32`s) a store per
    /// pixel, so runs store 32 bytes per step, and 128 from 32 pixels on, which keeps loop control
    /// out of an opaque background's and a clear's cost (`BM_Frame/touchstone/gallery_scale*`).
    ///
    /// Runs of ``wmemsetThreshold`` or more pixels go to the C library's `wmemset` (a 4-byte
    /// pattern), which glibc dispatches at run time to the widest stores the processor has, faster
    /// than any loop compiled for the baseline (`BM_Raster/touchstone/full` against
    /// `BM_Raster/floor/clear`). A run that does not start on a 4-byte boundary keeps the loop.
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
    /// call costs about what the loop saves.
    @inline(__always)
    static var wmemsetThreshold: Int { 32 }
}
