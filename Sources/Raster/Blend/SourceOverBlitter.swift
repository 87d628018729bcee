import RasterKernels

/// Composites one solid colour, source-over, into a canvas's RGBA8 premultiplied pixels.
///
/// ## Lane layout
/// Pixels are not widened byte by byte (the standard library's generic `SIMD` conversions compile
/// to a call per vector, which would dominate a translucent fill). Instead, 16 or
/// 32 bytes are loaded as 8 or 16 `UInt16` lanes as they lie, so each lane holds two neighbouring
/// components; `v & 0xFF` then gives (r, b) of every pixel and `v >> 8` gives (g, a). Both halves go
/// through the ``SourceOver`` formula with per-pixel factors laid out to match, and
/// `rb | ga << 8` puts the bytes back. No shuffles, no conversions: a handful of vector
/// instructions per four pixels.
///
/// ## Paths
/// - A fully covered span of an opaque colour stores the colour (the opaque fast path: the formula
///   gives exactly the colour there, so it is not an approximation).
/// - A span of one coverage scales the source once, then composites eight pixels per step
///   (`SIMD16<UInt16>`), then four (`SIMD8<UInt16>`), then one (`SIMD4<UInt16>`).
/// - An anti-aliased span takes four pixels per step: four coverage bytes spread into lanes,
///   groups that are all 0 skipped, groups that are all 255 composited without scaling (stored,
///   for an opaque colour).
///
/// ## Kernels
/// A constant span of 16 or more pixels (the interior rows of a translucent fill) is composited
/// by RasterKernels' C functions for x86-64-v4 or x86-64-v3 when the blitter was made with
/// ``SpanKernels/x86_64_v4`` or ``SpanKernels/x86_64_v3`` (by default ``SpanKernels/selected``: the
/// widest level the processor runs, unless `TOUCHSTONE_SPAN_KERNELS` forces one): step 2 of the
/// formula, 32 pixels per step in 64-byte vectors or 16 in 32-byte vectors, bit-identical to the
/// loop here. Opaque stores go through ``WordFill``, which leaves long runs to the C library's run-
/// time dispatched `wmemset`.
struct SourceOverBlitter: Blitter {
    /// The canvas's first byte.
    private let pixels: UnsafeMutablePointer<UInt8>
    /// Bytes per canvas row.
    private let rowBytes: Int
    /// The source's (r, b) and (g, a) lanes for eight pixels.
    private let sourceRB: SIMD16<UInt16>, sourceGA: SIMD16<UInt16>
    /// The source alpha in every lane.
    private let alpha: SIMD16<UInt16>
    /// The source as one little-endian RGBA word.
    private let pattern: UInt32
    /// Whether the source alpha is 255.
    private let opaque: Bool
    /// Which compilation of the constant-span kernel to call.
    private let kernels: SpanKernels

    /// A blitter drawing `color` into `pixels`, a canvas `width` pixels wide.
    init(pixels: UnsafeMutablePointer<UInt8>, width: Int, color: PremultipliedColor,
         kernels: SpanKernels = .selected) {
        self.init(pixels: pixels, rowBytes: width * 4, color: color, kernels: kernels)
    }

    /// A blitter drawing `color` into `pixels`, rows `rowBytes` apart (``PixelTarget``), with
    /// `kernels` (other than ``SpanKernels/baseline`` only where the processor supports it:
    /// ``SpanKernels/runs(_:)``).
    init(pixels: UnsafeMutablePointer<UInt8>, rowBytes: Int, color: PremultipliedColor,
         kernels: SpanKernels = .selected) {
        self.pixels = pixels
        self.kernels = kernels
        self.rowBytes = rowBytes
        let rb = SIMD2<UInt16>(UInt16(color.red), UInt16(color.blue))
        let ga = SIMD2<UInt16>(UInt16(color.green), UInt16(color.alpha))
        sourceRB = SIMD16(lowHalf: SIMD8(lowHalf: SIMD4(lowHalf: rb, highHalf: rb), highHalf: SIMD4(lowHalf: rb, highHalf: rb)),
                          highHalf: SIMD8(lowHalf: SIMD4(lowHalf: rb, highHalf: rb), highHalf: SIMD4(lowHalf: rb, highHalf: rb)))
        sourceGA = SIMD16(lowHalf: SIMD8(lowHalf: SIMD4(lowHalf: ga, highHalf: ga), highHalf: SIMD4(lowHalf: ga, highHalf: ga)),
                          highHalf: SIMD8(lowHalf: SIMD4(lowHalf: ga, highHalf: ga), highHalf: SIMD4(lowHalf: ga, highHalf: ga)))
        alpha = SIMD16(repeating: UInt16(color.alpha))
        pattern = UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | UInt32(color.alpha) << 24
        opaque = color.alpha == 255
    }

    @inline(__always)
    private func address(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt8> {
        pixels + (y &* rowBytes &+ x &* 4)
    }

    mutating func blitSolidSpan(y: Int, x: Int, count: Int) {
        let p = address(x, y)
        if opaque {
            store(p, count: count)
        } else {
            constantSpan(p, count: count, rb: sourceRB, ga: sourceGA, alpha: alpha)
        }
    }

    mutating func blitSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        let c = SIMD16<UInt16>(repeating: UInt16(coverage))
        let rb = SourceOver.scale(source: sourceRB, alpha: alpha, coverage: c)
        let ga = SourceOver.multiply(sourceGA, c)
        constantSpan(address(x, y), count: count, rb: rb.source, ga: ga, alpha: rb.alpha)
    }

    mutating func blitAntialiasedSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let p = address(x, y)
        let sourceRB = self.sourceRB.lowHalf, sourceGA = self.sourceGA.lowHalf, alpha = self.alpha.lowHalf
        var i = 0
        while i &+ 4 <= count {
            let group = UInt32(littleEndian: UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self))
            if group != 0 {
                let q = p + i &* 4
                if group == .max {
                    // Fully covered: the source needs no scaling (s·255/255 = s).
                    if opaque {
                        store(q, count: 4)
                    } else {
                        SourceOverBlitter.composite(q, rb: sourceRB, ga: sourceGA, alpha: alpha)
                    }
                } else {
                    let c = SourceOverBlitter.spread(group)
                    let rb = SourceOver.scale(source: sourceRB, alpha: alpha, coverage: c)
                    let ga = SourceOver.multiply(sourceGA, c)
                    SourceOverBlitter.composite(q, rb: rb.source, ga: ga, alpha: rb.alpha)
                }
            }
            i &+= 4
        }
        while i < count {
            let c = coverage[i]
            if c == 255 {
                if opaque {
                    store(p + i &* 4, count: 1)
                } else {
                    SourceOverBlitter.composite(p + i &* 4, source: source4, alpha: alpha.lowHalf)
                }
            } else if c != 0 {
                let lanes = SIMD4<UInt16>(repeating: UInt16(c))
                let scaled = SourceOver.scale(source: source4, alpha: alpha.lowHalf, coverage: lanes)
                SourceOverBlitter.composite(p + i &* 4, source: scaled.source, alpha: scaled.alpha)
            }
            i &+= 1
        }
    }

    /// Span by span (no pixel is touched twice, so the order is free). A short anti-aliased span
    /// (the edge pixels of a vertical side repeated down a fill: its coverage, then the 0 of the
    /// cell after it) is taken column by column: each pixel's source is scaled once and is then
    /// one composite per row, with the arithmetic of ``blitAntialiasedSpan(y:x:count:coverage:)``'s
    /// one-pixel step. Other spans go row by row through the usual calls.
    mutating func blitRepeatedSpans(_ spans: UnsafePointer<RecordedSpan>, count: Int, coverage: UnsafePointer<UInt8>,
                                    originX: Int, rows: Range<Int>) {
        for k in 0..<count {
            let span = spans[k]
            guard span.count <= SourceOverBlitter.columnSpanLimit && span.coverage == RecordedSpan.antialiased else {
                for y in rows { blitRecordedSpan(span, y: y, originX: originX, coverage: coverage) }
                continue
            }
            for i in Int(span.start)..<Int(span.start &+ span.count) {
                let c = coverage[i]
                if c == 0 { continue }
                var p = address(originX &+ i, rows.lowerBound)
                if c == 255 && opaque {
                    for _ in rows {
                        store(p, count: 1)
                        p += rowBytes
                    }
                    continue
                }
                let scaled = c == 255
                    ? (source: source4, alpha: alpha.lowHalf.lowHalf)
                    : SourceOver.scale(source: source4, alpha: alpha.lowHalf.lowHalf,
                                       coverage: SIMD4<UInt16>(repeating: UInt16(c)))
                for _ in rows {
                    SourceOverBlitter.composite(p, source: scaled.source, alpha: scaled.alpha)
                    p += rowBytes
                }
            }
        }
    }

    /// The longest anti-aliased span ``blitRepeatedSpans(_:count:coverage:originX:rows:)`` takes
    /// column by column: 4 pixels, where a column's set-up still costs less than the row calls.
    private static var columnSpanLimit: Int32 { 4 }

    /// `count` ≥ 0 pixels from (x, y) rightward with per-pixel coverage given **spread**:
    /// `coverage[i]` is pixel i's coverage c in both 16-bit halves (`c · 0x10001`, see
    /// ``spread(_:count:into:)``), which is the lane layout the formula needs, so eight pixels take
    /// one load and no bit spreading. The same formula and rounding as ``blitAntialiasedSpan(y:x:count:coverage:)``,
    /// pixel for pixel, without its per-group branches (coverage 0 leaves a pixel unchanged and
    /// coverage 255 leaves the source unscaled by the arithmetic itself); for long runs of partial
    /// coverage, such as a shadow's halo.
    ///
    /// Groups of eight pixels whose coverage and destination bytes equal the previous group's get
    /// that group's result without recomputing it (``repeatGroups(from:last:coverage:out:c:v:result:)``;
    /// black and grey sources, the shadows').
    ///
    /// A black source (every shadow's colour: r = g = b = 0, any alpha) takes a shorter loop with
    /// the same arithmetic minus the products that are known to be 0: `0·c/255` rounds to 0, so
    /// `s′` is 0 in every colour lane and `α′` in the alpha lanes, and only `α′` and the
    /// destination's products remain (about half the vector instructions per eight pixels).
    mutating func blitSpreadSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt32>) {
        if isBlack {
            blitSpreadGroups(BlackSpreadGroup.self, y: y, x: x, count: count, coverage: coverage)
            return
        }
        if isGrey {
            blitSpreadGroups(GreySpreadGroup.self, y: y, x: x, count: count, coverage: coverage)
            return
        }
        blitSpreadSpanGenerally(y: y, x: x, count: count, coverage: coverage)
    }

    /// Stores `result`, the composite of coverage `c` over destination `v`, into the groups of
    /// eight pixels from byte offset `4i` on whose coverage and destination bytes are `c` and `v`
    /// again (the formula is a function of the two and the colour, so they would get the same
    /// bytes), up to the group at `last`; returns the index of the first group that differs. A
    /// shadow's rows along a straight top or bottom edge have one coverage over one background.
    /// The coverage is compared first: along a shadow's sides it changes every group.
    @inline(__always)
    private static func repeatGroups(from i: Int, last: Int, coverage: UnsafeRawPointer, out: UnsafeMutableRawPointer,
                                     c: SIMD16<UInt16>, v: SIMD16<UInt16>, result: SIMD16<UInt16>) -> Int {
        var i = i
        let cw = unsafeBitCast(c, to: SIMD4<UInt64>.self), vw = unsafeBitCast(v, to: SIMD4<UInt64>.self)
        while i <= last {
            let dc = coverage.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt64>.self) ^ cw
            if dc[0] | dc[1] | dc[2] | dc[3] != 0 { break }
            let dv = out.loadUnaligned(fromByteOffset: i &* 4, as: SIMD4<UInt64>.self) ^ vw
            if dv[0] | dv[1] | dv[2] | dv[3] != 0 { break }
            out.storeBytes(of: result, toByteOffset: i &* 4, as: SIMD16<UInt16>.self)
            i &+= 8
        }
        return i
    }

    /// Whether the source is grey (r = g = b, not all 0): ``blitSpreadSpan(y:x:count:coverage:)``
    /// takes the loop of ``GreySpreadGroup``. A paper view's shadow is (51, 51, 51).
    private var isGrey: Bool {
        let r = pattern & 0xFF, g = (pattern >> 8) & 0xFF, b = (pattern >> 16) & 0xFF
        return r == g && g == b
    }

    /// Whether the source is black (r = g = b = 0): ``blitSpreadSpan(y:x:count:coverage:)``'s
    /// shorter loop (``BlackSpreadGroup``) applies.
    private var isBlack: Bool { pattern & 0x00FF_FFFF == 0 }

    /// The loop of the fixed-colour spread spans: eight pixels a step, each step's result from
    /// `Group`'s formula, groups repeating the previous one copied
    /// (``repeatGroups(from:last:coverage:out:c:v:result:)``), the last pixels through the general
    /// loop. `Group` is a type parameter, not a closure, so each colour gets its own specialised loop.
    @inline(__always)
    private func blitSpreadGroups<Group: SpreadGroupFormula>(_: Group.Type, y: Int, x: Int, count: Int,
                                                             coverage: UnsafePointer<UInt32>) {
        let p = address(x, y)
        let raw = UnsafeRawPointer(coverage)
        let out = UnsafeMutableRawPointer(p)
        var i = 0
        // `i <= last` rather than `i + 8 <= count`: one addition fewer per step.
        let last = count &- 8
        while i <= last {
            let c = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt16>.self)
            let v = out.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt16>.self)
            let result = Group.result(coverage: c, destination: v, sourceGA: sourceGA)
            out.storeBytes(of: result, toByteOffset: i &* 4, as: SIMD16<UInt16>.self)
            i = SourceOverBlitter.repeatGroups(from: i &+ 8, last: last, coverage: raw, out: out, c: c, v: v,
                                               result: result)
        }
        if i < count {
            blitSpreadSpanGenerally(y: y, x: x &+ i, count: count &- i, coverage: coverage + i)
        }
    }

    /// ``blitSpreadSpan(y:x:count:coverage:)`` for any source.
    @inline(__always)
    private func blitSpreadSpanGenerally(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt32>) {
        let p = address(x, y)
        let raw = UnsafeRawPointer(coverage)
        var i = 0
        let last = count &- 8
        while i <= last {
            let c = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD16<UInt16>.self)
            let rb = SourceOver.scale(source: sourceRB, alpha: alpha, coverage: c)
            let ga = SourceOver.multiply(sourceGA, c)
            SourceOverBlitter.composite(p + i &* 4, rb: rb.source, ga: ga, alpha: rb.alpha)
            i &+= 8
        }
        if i &+ 4 <= count {
            let c = raw.loadUnaligned(fromByteOffset: i &* 4, as: SIMD8<UInt16>.self)
            let rb = SourceOver.scale(source: sourceRB.lowHalf, alpha: alpha.lowHalf, coverage: c)
            let ga = SourceOver.multiply(sourceGA.lowHalf, c)
            SourceOverBlitter.composite(p + i &* 4, rb: rb.source, ga: ga, alpha: rb.alpha)
            i &+= 4
        }
        while i < count {
            let lanes = SIMD4<UInt16>(repeating: UInt16(truncatingIfNeeded: coverage[i]))
            let scaled = SourceOver.scale(source: source4, alpha: alpha.lowHalf.lowHalf, coverage: lanes)
            SourceOverBlitter.composite(p + i &* 4, source: scaled.source, alpha: scaled.alpha)
            i &+= 1
        }
    }

    /// Writes `coverage[0 ..< count]` spread for ``blitSpreadSpan(y:x:count:coverage:)``: each byte
    /// c as `c · 0x10001`. A plain widening loop, which the compiler vectorizes with unpacks (the
    /// bit spreading of ``blitAntialiasedSpan(y:x:count:coverage:)`` costs a dozen scalar
    /// instructions per four pixels).
    @inline(__always)
    static func spread(_ coverage: UnsafePointer<UInt8>, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        for i in 0..<count {
            let c = UInt32(coverage[i])
            out[i] = c | c &<< 16
        }
    }

    /// The source as (r, g, b, a) lanes, for the one-pixel path.
    @inline(__always)
    private var source4: SIMD4<UInt16> {
        SIMD4(sourceRB[0], sourceGA[0], sourceRB[1], sourceGA[1])
    }

    /// `count` pixels of one scaled source (in eight-pixel lanes) over the destination.
    @inline(__always)
    private func constantSpan(_ p: UnsafeMutablePointer<UInt8>, count: Int, rb: SIMD16<UInt16>, ga: SIMD16<UInt16>,
                              alpha: SIMD16<UInt16>) {
        // A source scaled to alpha 0 is all zero (premultiplied) and changes nothing.
        if alpha[0] == 0 { return }
        // Below 16 pixels the call and the wide kernel's tail cost more than they save.
        if kernels != .baseline, count >= 16 {
            let word = UInt32(rb[0]) | UInt32(ga[0]) << 8 | UInt32(rb[1]) << 16 | UInt32(ga[1]) << 24
            if kernels == .x86_64_v4 {
                raster_source_over_span_x86_64_v4(word, p, count)
            } else {
                raster_source_over_span_x86_64_v3(word, p, count)
            }
            return
        }
        var i = 0
        let last = count &- 8
        while i <= last {
            SourceOverBlitter.composite(p + i &* 4, rb: rb, ga: ga, alpha: alpha)
            i &+= 8
        }
        if i &+ 4 <= count {
            SourceOverBlitter.composite(p + i &* 4, rb: rb.lowHalf, ga: ga.lowHalf, alpha: alpha.lowHalf)
            i &+= 4
        }
        let one = SIMD4<UInt16>(rb[0], ga[0], rb[1], ga[1])
        while i < count {
            SourceOverBlitter.composite(p + i &* 4, source: one, alpha: alpha.lowHalf.lowHalf)
            i &+= 1
        }
    }

    /// Stores the colour into `count` pixels (opaque colours at full coverage).
    @inline(__always)
    private func store(_ p: UnsafeMutablePointer<UInt8>, count: Int) {
        WordFill.store(UInt32(littleEndian: pattern), into: UnsafeMutableRawPointer(p), count: count)
    }

    /// Four or eight pixels at `p`: a scaled source in split lanes over them.
    @inline(__always)
    private static func composite<L: BlendLanes & SIMD>(_ p: UnsafeMutablePointer<UInt8>, rb: L, ga: L, alpha: L)
    where L.Scalar == UInt16 {
        let raw = UnsafeMutableRawPointer(p)
        let v = raw.loadUnaligned(as: L.self)
        let low = SourceOver.over(scaledSource: rb, scaledAlpha: alpha, destination: v & 0x00FF)
        let high = SourceOver.over(scaledSource: ga, scaledAlpha: alpha, destination: v &>> 8)
        raw.storeBytes(of: low | high &<< 8, as: L.self)
    }

    /// One pixel at `p`: a scaled (r, g, b, a) source over it.
    @inline(__always)
    private static func composite(_ p: UnsafeMutablePointer<UInt8>, source: SIMD4<UInt16>, alpha: SIMD4<UInt16>) {
        let d = SIMD4<UInt16>(UInt16(p[0]), UInt16(p[1]), UInt16(p[2]), UInt16(p[3]))
        let r = SourceOver.over(scaledSource: source, scaledAlpha: alpha, destination: d)
        p[0] = UInt8(truncatingIfNeeded: r[0])
        p[1] = UInt8(truncatingIfNeeded: r[1])
        p[2] = UInt8(truncatingIfNeeded: r[2])
        p[3] = UInt8(truncatingIfNeeded: r[3])
    }

    /// Coverage bytes c0…c3 (c0 lowest) as split lanes (c0, c0, c1, c1, c2, c2, c3, c3), by bit
    /// spreading in two 64-bit words.
    @inline(__always)
    private static func spread(_ group: UInt32) -> SIMD8<UInt16> {
        var low = UInt64(group & 0xFFFF), high = UInt64(group >> 16)
        low = (low | low << 24) & 0x0000_00FF_0000_00FF
        high = (high | high << 24) & 0x0000_00FF_0000_00FF
        return unsafeBitCast(SIMD2<UInt64>(low | low << 16, high | high << 16), to: SIMD8<UInt16>.self)
    }
}

/// The composite of eight pixels of a spread span whose source colour is known to have a shape
/// (grey, black), as ``SourceOverBlitter``'s spread-span loop computes it for each group.
private protocol SpreadGroupFormula {
    /// Eight pixels' bytes (as 16-bit lanes over the bytes as they lie) after compositing: `c` the
    /// spread coverage, `v` the destination, `sourceGA` the source's (g, a) lanes.
    static func result(coverage c: SIMD16<UInt16>, destination v: SIMD16<UInt16>,
                       sourceGA: SIMD16<UInt16>) -> SIMD16<UInt16>
}

/// A grey source (r = g = b): `s′ = s·c/255` is the same value in all three colour lanes, so one
/// product of the (g, a) lanes gives every scaled value the formula needs: (g′, α′) per pixel, g′
/// copied into both (r, b) lanes and α′ into both alpha lanes. Three products per eight pixels
/// instead of five, the same values (`multiply(r, c)` is `multiply(g, c)` when r = g), so the same
/// pixels.
private enum GreySpreadGroup: SpreadGroupFormula {
    @inline(__always)
    static func result(coverage c: SIMD16<UInt16>, destination v: SIMD16<UInt16>,
                       sourceGA: SIMD16<UInt16>) -> SIMD16<UInt16> {
        let scaledGA = SourceOver.multiply(sourceGA, c)
        let words = unsafeBitCast(scaledGA, to: SIMD8<UInt32>.self)
        let grey = words & 0xFFFF, scaledAlpha = words &>> 16
        let rb = unsafeBitCast(grey | grey &<< 16, to: SIMD16<UInt16>.self)
        let alpha = unsafeBitCast(scaledAlpha | scaledAlpha &<< 16, to: SIMD16<UInt16>.self)
        let low = SourceOver.over(scaledSource: rb, scaledAlpha: alpha, destination: v & 0x00FF)
        let high = SourceOver.over(scaledSource: scaledGA, scaledAlpha: alpha, destination: v &>> 8)
        return low | high &<< 8
    }
}

/// A black source (r = g = b = 0): per pixel `α′ = sα·c/255`, colours `d·(255 − α′)/255`, alpha
/// `α′ + dα·(255 − α′)/255`, the formula's values with its zero products left out
/// (``SourceOver``: `multiply(0, c) = 0`).
private enum BlackSpreadGroup: SpreadGroupFormula {
    @inline(__always)
    static func result(coverage c: SIMD16<UInt16>, destination v: SIMD16<UInt16>,
                       sourceGA: SIMD16<UInt16>) -> SIMD16<UInt16> {
        // (0, α′) per pixel: the (g, a) half of the scaled source. Its 32-bit words shifted down
        // put α′ in the other lane too, so every lane holds its pixel's α′ without a second
        // product (masking α′ out of a full-width product led the optimiser to extract lanes one
        // by one).
        let scaledGA = SourceOver.multiply(sourceGA, c)
        let words = unsafeBitCast(scaledGA, to: SIMD8<UInt32>.self)
        let scaledAlpha = unsafeBitCast(words | words &>> 16, to: SIMD16<UInt16>.self)
        let inverse = SIMD16<UInt16>(repeating: 255) &- scaledAlpha
        let low = SourceOver.multiply(v & 0x00FF, inverse)
        let high = scaledGA &+ SourceOver.multiply(v &>> 8, inverse)
        return low | high &<< 8
    }
}
