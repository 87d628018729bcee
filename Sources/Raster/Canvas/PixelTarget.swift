import Geometry

/// Pixels that someone else owns: RGBA8 premultiplied, `height` rows of `width` pixels whose
/// starts are `rowBytes` apart (a C caller's frame buffer, or a ``Canvas``'s own bytes, which are
/// rows without padding).
///
/// Every ``Canvas`` drawing operation that the C ABI exposes is written once here, against a
/// pointer, and the canvas calls it on its bytes, so the two give identical pixels by
/// construction. The drawing memory (``Rasterizer``) is passed in: the canvas passes its own
/// scratch, a C caller the one its `ts_canvas` handle keeps, so neither allocates once warm.
///
/// The creator guarantees the memory: `pixels` valid for writing `rowBytes · (height − 1) +
/// 4 · width` bytes for as long as the value is used, `rowBytes ≥ 4 · width`, sides within
/// ``Canvas``'s limits. Nothing here checks that again (the C ABI validates before it makes one).
package struct PixelTarget {
    /// The first pixel's red byte.
    package let pixels: UnsafeMutablePointer<UInt8>
    /// Pixels per row.
    package let width: Int
    /// Rows.
    package let height: Int
    /// Bytes from one row's start to the next's, at least `4 · width`.
    package let rowBytes: Int

    /// A target over memory the caller guarantees (see the type's discussion).
    package init(pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, rowBytes: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.rowBytes = rowBytes
    }

    /// Every pixel of the target.
    var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Sets every pixel to `color`: rows are filled with the colour's word (a single `memset`-like
    /// store loop per row; one loop over the whole frame when rows are unpadded).
    package func clear(to color: PremultipliedColor) {
        guard width > 0, height > 0 else { return }
        let word = UInt32(littleEndian: UInt32(color.red) | UInt32(color.green) << 8
                          | UInt32(color.blue) << 16 | UInt32(color.alpha) << 24)
        if rowBytes == width &* 4 {
            UnsafeMutableRawPointer(pixels).bindMemory(to: UInt32.self, capacity: width &* height)
                .update(repeating: word, count: width &* height)
            return
        }
        for y in 0..<height {
            UnsafeMutableRawPointer(pixels + y &* rowBytes).bindMemory(to: UInt32.self, capacity: width)
                .update(repeating: word, count: width)
        }
    }

    /// ``Canvas/fill(_:color:rule:transform:clip:)`` into this target, with `rasterizer`'s scratch.
    func fill(_ path: Path, color: Color, rule: FillRule, transform: AffineTransform, clip: Clip?,
              using rasterizer: Rasterizer) {
        let source = color.premultiplied
        guard source.alpha > 0, width > 0, height > 0 else { return }
        guard let bounds = rasterizer.load(path, transform: transform, into: .fill) else { return }
        var target = bounds.intersection(self.bounds)
        guard !target.isEmpty else { return }
        let base = SourceOverBlitter(pixels: pixels, rowBytes: rowBytes, color: source)
        switch clip {
        case nil:
            var blitter = base
            rasterizer.rasterize(.fill, rule: rule, target: target, into: &blitter)
        case .path(let clipPath, let clipRule, let clipTransform)?:
            guard let clipBounds = rasterizer.load(clipPath, transform: clipTransform, into: .clip) else { return }
            target = target.intersection(clipBounds)
            guard !target.isEmpty else { return }
            let mask = rasterizer.rasterizeClipMask(rule: clipRule, target: target)
            let products = rasterizer.productBuffer(count: target.width)
            var blitter = ClippingBlitter(base: base, mask: mask, rowBytes: target.width, originX: target.x,
                                          originY: target.y, products: products)
            rasterizer.rasterize(.fill, rule: rule, target: target, into: &blitter)
        case .rectangle(let rect)?:
            target = target.intersection(rect)
            guard !target.isEmpty else { return }
            var blitter = base
            rasterizer.rasterize(.fill, rule: rule, target: target, into: &blitter)
        case .mask(let mask)?:
            target = target.intersection(mask.bounds)
            guard !target.isEmpty else { return }
            let products = rasterizer.productBuffer(count: target.width)
            let region = target, maskBounds = mask.bounds
            mask.values.withUnsafeBufferPointer { values in
                var blitter = ClippingBlitter(base: base, mask: values.baseAddress!, rowBytes: maskBounds.width,
                                              originX: maskBounds.x, originY: maskBounds.y, products: products)
                rasterizer.rasterize(.fill, rule: rule, target: region, into: &blitter)
            }
        }
    }

    /// Fills `path.stroked(style)` non-zero, as ``fill(_:color:rule:transform:clip:using:)`` would,
    /// with the outline loaded by ``Rasterizer/loadStroke(of:style:tolerance:transform:)`` (rings
    /// written straight into the rasterizer, no path built, where the stroker's ring route applies).
    func fillStroke(of path: Path, style: StrokeStyle, color: Color, transform: AffineTransform,
                    using rasterizer: Rasterizer) {
        let source = color.premultiplied
        guard source.alpha > 0, width > 0, height > 0 else { return }
        guard let bounds = rasterizer.loadStroke(of: path, style: style, transform: transform) else { return }
        let target = bounds.intersection(self.bounds)
        guard !target.isEmpty else { return }
        var blitter = SourceOverBlitter(pixels: pixels, rowBytes: rowBytes, color: source)
        rasterizer.rasterize(.fill, rule: .nonZero, target: target, into: &blitter)
    }

    /// ``Canvas/fill(_:color:)`` (a coverage mask) into this target.
    package func fill(_ mask: CoverageMask, color: Color) {
        fill(mask, color: color, within: bounds)
    }

    /// ``Canvas/fill(_:color:in:)``: `mask` composited only inside `region`, row for row what
    /// filling `mask.cropped(to: region)` composites, without copying the rows first.
    func fill(_ mask: CoverageMask, color: Color, within region: PixelRect) {
        let source = color.premultiplied
        guard source.alpha > 0 else { return }
        let target = mask.bounds.intersection(bounds).intersection(region)
        guard !target.isEmpty else { return }
        let maskBounds = mask.bounds
        let count = target.width
        let spread = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        defer { spread.deallocate() }
        mask.values.withUnsafeBufferPointer { values in
            var blitter = SourceOverBlitter(pixels: pixels, rowBytes: rowBytes, color: source)
            for y in target.y..<target.maxY {
                let row = values.baseAddress! + (y - maskBounds.y) * maskBounds.width + (target.x - maskBounds.x)
                PixelTarget.composite(row, count: count, y: y, x: target.x, into: &blitter, spread: spread)
            }
        }
    }

    /// Composites `count` coverage bytes onto row `y` from column `x` through `blitter`, skipping
    /// zero coverage (``forEachNonzeroStretch(_:count:_:)``). Each stretch is widened into
    /// `spread` (room for `count` words) and composited with
    /// ``SourceOverBlitter/blitSpreadSpan(y:x:count:coverage:)``.
    @inline(__always)
    static func composite(_ row: UnsafePointer<UInt8>, count: Int, y: Int, x: Int,
                          into blitter: inout SourceOverBlitter, spread: UnsafeMutablePointer<UInt32>) {
        forEachNonzeroStretch(row, count: count) { start, n in
            SourceOverBlitter.spread(row + start, count: n, into: spread)
            blitter.blitSpreadSpan(y: y, x: x &+ start, count: n, coverage: spread)
        }
    }

    /// Calls `body(start, count)` for the stretches of `row[0..<count]` between runs of zero
    /// coverage, in order. Zero coverage changes nothing, so it is skipped eight bytes at a time
    /// (a shadow's mask is zero over the shape's interior, most of its area); a stretch ends at the
    /// first all-zero group of eight after it, so it may still hold a few zeros, which leave their
    /// pixels unchanged.
    @inline(__always)
    static func forEachNonzeroStretch(_ row: UnsafePointer<UInt8>, count: Int,
                                      _ body: (_ start: Int, _ count: Int) -> Void) {
        @inline(__always) func word(_ i: Int) -> UInt64 {
            UnsafeRawPointer(row + i).loadUnaligned(as: UInt64.self)
        }
        var start = 0
        while start < count {
            while start &+ 8 <= count, word(start) == 0 { start &+= 8 }
            while start < count, row[start] == 0 { start &+= 1 }
            guard start < count else { break }
            var end = start &+ 1
            while end &+ 8 <= count, word(end) != 0 { end &+= 8 }
            if end &+ 8 > count { end = count }
            body(start, end &- start)
            start = end
        }
    }

    /// ``Canvas/drawShadow(_:of:transform:excludingInterior:)`` into this target; the interior's
    /// coverage (when excluded) is rasterized with `rasterizer`'s scratch.
    func drawShadow(_ shadow: Shadow, of shape: ShadowShape, transform: AffineTransform,
                    excludingInterior: Bool, using rasterizer: Rasterizer) throws {
        try drawShadows([shadow], of: shape, transform: transform, excludingInterior: excludingInterior,
                        using: rasterizer)
    }

    /// Draws `shadows` of one shape in order, each as ``drawShadow(_:of:transform:excludingInterior:using:)``
    /// draws it. The shape's interior coverage, when excluded, is rasterized once for all of them
    /// and only over the shape's own pixels (outside them it is 0 and excludes nothing), so two
    /// shadows of one shape cost one interior mask of the shape's size, not two of the halo's.
    func drawShadows(_ shadows: [Shadow], of shape: ShadowShape, transform: AffineTransform,
                     excludingInterior: Bool, using rasterizer: Rasterizer) throws {
        guard width > 0, height > 0 else { return }
        if AnalyticShadowCompositor.applies(to: shape, transform: transform) {
            try AnalyticShadowCompositor.draw(shadows, of: shape, transform: transform,
                                              excludingInterior: excludingInterior, into: self, using: rasterizer)
            return
        }
        var interior: CoverageMask?
        var interiorDone = false
        for shadow in shadows where shadow.isVisible {
            var mask = try shadow.mask(for: shape, transform: transform, clippedTo: bounds)
            if excludingInterior {
                if !interiorDone {
                    interior = try interiorCoverage(of: shape, transform: transform, using: rasterizer)
                    interiorDone = true
                }
                if let interior { mask.multiply(byInverseOf: interior) }
            }
            fill(mask, color: shadow.compositingColor)
        }
    }

    /// The exact-area coverage of `shape` over its own pixels inside the target, or `nil` when
    /// none of them are (or its geometry is not finite: such a shape draws nothing).
    private func interiorCoverage(of shape: ShadowShape, transform: AffineTransform,
                                  using rasterizer: Rasterizer) throws -> CoverageMask? {
        let (path, rule) = shape.pathAndRule
        guard let box = path.controlPointBounds?.applying(transform) else { return nil }
        let pixels = PixelRect(enclosing: box).intersection(bounds)
        guard !pixels.isEmpty else { return nil }
        return try CoverageMask(rasterizing: path, rule: rule, transform: transform, bounds: pixels,
                                using: rasterizer)
    }
}

/// The drawing operations of ``PixelTarget`` for callers outside this module (the C ABI), each
/// with the scratch it needs.
package final class RasterScratch {
    /// The rasterizer whose buffers every operation reuses.
    let rasterizer = Rasterizer()

    /// Empty scratch; buffers grow on first use.
    package init() {}

    /// ``CoverageMask/init(rasterizing:rule:transform:bounds:)`` with these buffers (a scene
    /// renderer's text coverage, which would otherwise allocate and zero them for each text).
    package func coverage(of path: Path, rule: FillRule, transform: AffineTransform,
                          bounds: PixelRect) throws -> CoverageMask {
        try CoverageMask(rasterizing: path, rule: rule, transform: transform, bounds: bounds, using: rasterizer)
    }

    /// Fills `path` into `target`: ``Canvas/fill(_:color:rule:transform:clip:)``.
    package func fill(_ path: Path, color: Color, rule: FillRule, transform: AffineTransform, clip: Clip?,
                      into target: PixelTarget) {
        target.fill(path, color: color, rule: rule, transform: transform, clip: clip, using: rasterizer)
    }

    /// Strokes `path` with `style` (in path units) and fills the outline, non-zero: what a shape
    /// layer's stroke draws (``Path/stroked(_:tolerance:)`` with its default tolerance). Closed
    /// convex outlines are written straight into the rasterizer (nothing allocated once warm);
    /// others build the outline as a new path.
    package func stroke(_ path: Path, style: StrokeStyle, color: Color, transform: AffineTransform,
                        into target: PixelTarget) {
        target.fillStroke(of: path, style: style, color: color, transform: transform, using: rasterizer)
    }

    /// ``Canvas/drawShadows(_:of:transform:excludingInterior:)`` into `target`.
    package func drawShadows(_ shadows: [Shadow], of shape: ShadowShape, transform: AffineTransform,
                             excludingInterior: Bool, into target: PixelTarget) throws {
        try target.drawShadows(shadows, of: shape, transform: transform, excludingInterior: excludingInterior,
                               using: rasterizer)
    }
}
