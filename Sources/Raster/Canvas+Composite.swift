/// Whole-canvas compositing: the offscreen layers of a scene renderer (group opacity, mask layers).
extension Canvas {
    /// Sets every pixel of `region` (intersected with the canvas) to `color`.
    public mutating func clear(_ region: PixelRect, to color: PremultipliedColor = .clear) {
        let target = region.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !target.isEmpty else { return }
        let w = width
        // One 32-bit store per pixel (the bytes in memory order, as `clear(to:)` writes them)
        // rather than four byte stores.
        let pattern = UInt32(littleEndian: UInt32(color.red) | UInt32(color.green) << 8
                                 | UInt32(color.blue) << 16 | UInt32(color.alpha) << 24)
        bytes.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for y in target.y..<target.maxY {
                let start = y * w + target.x
                UnsafeMutableBufferPointer(rebasing: words[start..<start + target.width]).update(repeating: pattern)
            }
        }
    }

    /// Composites `source` (a canvas of the same size) over this one inside `region`, source-over
    /// with the formula of ``fill(_:color:rule:transform:clip:)``: each source pixel is scaled by a
    /// coverage, `opacity` (0–255) times the mask's value at that pixel when a mask is given (0
    /// outside the mask's bounds), each product rounded as ``PremultipliedColor/multiply(_:_:)``.
    ///
    /// - Precondition: `source` has this canvas's size.
    /// - Complexity: proportional to the area of `region` inside the canvas.
    public mutating func composite(_ source: Canvas, opacity: UInt8 = 255, mask: CoverageMask? = nil,
                                   in region: PixelRect) {
        precondition(source.width == width && source.height == height, "composite needs canvases of one size")
        var target = region.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        if let mask { target = target.intersection(mask.bounds) }
        guard !target.isEmpty, opacity > 0 else { return }
        let w = width
        // Buffer pointers instead of the arrays' and the mask's subscripts: the same arithmetic,
        // without a bounds and uniqueness check per byte (Benchmarks/README.md, "Frames").
        // (A plain Bool: testing the captured optional in the loop retained and released it.)
        let hasMask = mask != nil
        let maskValues = mask?.values ?? []
        let maskBounds = mask?.bounds ?? target
        source.bytes.withUnsafeBufferPointer { sourceBytes in
        maskValues.withUnsafeBufferPointer { maskBytes in
        withUnsafeMutablePixels { pixels in
            for y in target.y..<target.maxY {
                // `target` lies inside the mask's bounds, so every index is in range.
                let maskRow = (y - maskBounds.y) * maskBounds.width - maskBounds.x
                for x in target.x..<target.maxX {
                    var coverage = opacity
                    if hasMask { coverage = PremultipliedColor.multiply(maskBytes[maskRow + x], coverage) }
                    guard coverage > 0 else { continue }
                    let i = (y * w + x) * 4
                    let s = PremultipliedColor(red: sourceBytes[i], green: sourceBytes[i + 1],
                                               blue: sourceBytes[i + 2], alpha: sourceBytes[i + 3])
                    guard s.alpha > 0 else { continue }
                    let d = PremultipliedColor(red: pixels[i], green: pixels[i + 1],
                                               blue: pixels[i + 2], alpha: pixels[i + 3])
                    let r = SourceOver.blend(d, source: s, coverage: coverage)
                    pixels[i] = r.red
                    pixels[i + 1] = r.green
                    pixels[i + 2] = r.blue
                    pixels[i + 3] = r.alpha
                }
            }
        }
        }
        }
    }
}
