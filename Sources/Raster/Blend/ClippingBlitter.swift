/// Multiplies coverage by a clip mask, span by span, and forwards the product to another blitter.
///
/// The clip is an A8 buffer covering at least every pixel the rasterizer may report (the
/// rasterizer's target is the fill's bounds intersected with the clip's). A fully covered span
/// forwards the mask row itself, untouched, since `255·m/255 = m` exactly (as solid spans where the
/// mask is full, skipped where it is empty); other spans multiply
/// with the exact rounding of ``SourceOver/multiply(_:_:)``, sixteen coverages per step. So a
/// clipped fill gives exactly what compositing through the per-pixel product of the two coverages
/// gives.
struct ClippingBlitter<Base: Blitter>: Blitter {
    /// The blitter that receives the clipped spans.
    var base: Base
    /// The mask's first byte, which holds canvas pixel (`originX`, `originY`).
    private let mask: UnsafePointer<UInt8>
    /// Bytes per mask row.
    private let rowBytes: Int
    /// The canvas pixel at the mask's first byte.
    private let originX: Int, originY: Int
    /// Room for one row of products.
    private let products: UnsafeMutablePointer<UInt8>

    /// A clipping blitter over `base`; `products` must hold as many bytes as the widest span.
    init(base: Base, mask: UnsafePointer<UInt8>, rowBytes: Int, originX: Int, originY: Int,
         products: UnsafeMutablePointer<UInt8>) {
        self.base = base
        self.mask = mask
        self.rowBytes = rowBytes
        self.originX = originX
        self.originY = originY
        self.products = products
    }

    @inline(__always)
    private func maskRow(_ x: Int, _ y: Int) -> UnsafePointer<UInt8> {
        mask + ((y &- originY) &* rowBytes &+ (x &- originX))
    }

    /// A fully covered span takes the mask's coverage as it is. The mask row is read eight bytes at
    /// a time so that runs where the clip is full go on as solid spans (the base's fastest path)
    /// and runs where it is empty are skipped; only mixed stretches are anti-aliased spans.
    mutating func blitSolidSpan(y: Int, x: Int, count: Int) {
        let m = maskRow(x, y)
        var kind = Run.none, start = 0, i = 0
        while i &+ 8 <= count {
            if i &+ 32 <= count && (kind == .full || kind == .empty) {
                // Inside a full or empty stretch, 32 bytes of the same kind go in one step: the
                // runs (and so the calls) are those the 8-byte steps would find.
                let a = UnsafeRawPointer(m + i).loadUnaligned(as: UInt64.self)
                let b = UnsafeRawPointer(m + (i &+ 8)).loadUnaligned(as: UInt64.self)
                let c = UnsafeRawPointer(m + (i &+ 16)).loadUnaligned(as: UInt64.self)
                let d = UnsafeRawPointer(m + (i &+ 24)).loadUnaligned(as: UInt64.self)
                if kind == .full ? (a & b & c & d) == .max : (a | b | c | d) == 0 {
                    i &+= 32
                    continue
                }
            }
            let chunk = UnsafeRawPointer(m + i).loadUnaligned(as: UInt64.self)
            let next: Run = chunk == 0 ? .empty : (chunk == .max ? .full : .mixed)
            if next != kind {
                emit(kind, y: y, x: x, from: start, to: i, mask: m)
                kind = next
                start = i
            }
            i &+= 8
        }
        if i < count && kind != .mixed {
            emit(kind, y: y, x: x, from: start, to: i, mask: m)
            kind = .mixed
            start = i
        }
        emit(kind, y: y, x: x, from: start, to: count, mask: m)
    }

    /// What a stretch of the clip mask holds.
    private enum Run {
        case none, empty, full, mixed
    }

    /// Forwards pixels `start ..< end` of a fully covered span according to the clip there.
    @inline(__always)
    private mutating func emit(_ kind: Run, y: Int, x: Int, from start: Int, to end: Int, mask: UnsafePointer<UInt8>) {
        guard end > start else { return }
        switch kind {
        case .full: base.blitSolidSpan(y: y, x: x &+ start, count: end &- start)
        case .mixed: base.blitAntialiasedSpan(y: y, x: x &+ start, count: end &- start, coverage: mask + start)
        case .empty, .none: break
        }
    }

    mutating func blitSpan(y: Int, x: Int, count: Int, coverage: UInt8) {
        let m = maskRow(x, y)
        let c = SIMD8<UInt16>(repeating: UInt16(coverage))
        var i = 0
        while i &+ 16 <= count {
            let v = UnsafeRawPointer(m + i).loadUnaligned(as: SIMD8<UInt16>.self)
            let product = SourceOver.multiply(v & 0x00FF, c) | SourceOver.multiply(v &>> 8, c) &<< 8
            UnsafeMutableRawPointer(products + i).storeBytes(of: product, as: SIMD8<UInt16>.self)
            i &+= 16
        }
        while i < count {
            products[i] = ClippingBlitter.multiply(m[i], coverage)
            i &+= 1
        }
        base.blitAntialiasedSpan(y: y, x: x, count: count, coverage: products)
    }

    mutating func blitAntialiasedSpan(y: Int, x: Int, count: Int, coverage: UnsafePointer<UInt8>) {
        let m = maskRow(x, y)
        var i = 0
        while i &+ 16 <= count {
            // Sixteen bytes as eight lanes of two bytes each: even bytes, then odd bytes.
            let a = UnsafeRawPointer(m + i).loadUnaligned(as: SIMD8<UInt16>.self)
            let b = UnsafeRawPointer(coverage + i).loadUnaligned(as: SIMD8<UInt16>.self)
            let product = SourceOver.multiply(a & 0x00FF, b & 0x00FF) | SourceOver.multiply(a &>> 8, b &>> 8) &<< 8
            UnsafeMutableRawPointer(products + i).storeBytes(of: product, as: SIMD8<UInt16>.self)
            i &+= 16
        }
        while i < count {
            products[i] = ClippingBlitter.multiply(m[i], coverage[i])
            i &+= 1
        }
        base.blitAntialiasedSpan(y: y, x: x, count: count, coverage: products)
    }

    /// One product, through the same lane formula.
    @inline(__always)
    private static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: SourceOver.multiply(SIMD4(repeating: UInt16(a)), SIMD4(repeating: UInt16(b)))[0])
    }
}
