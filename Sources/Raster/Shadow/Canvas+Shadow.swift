import Geometry

extension Canvas {
    /// Draws a shadow cast by `shape`, in Core Animation's model: the shape's coverage blurred by
    /// σ = radius / 2, moved by the offset, tinted with the colour at the shadow's opacity, and
    /// composited source-over.
    ///
    /// - Parameters:
    ///   - shadow: Colour, opacity, radius and offset, in the shape's coordinates (points).
    ///   - shape: The casting outline (a layer's `shadowPath`, or its bounds and corner radius).
    ///   - transform: From the shape's coordinates to canvas pixels.
    ///   - excludingInterior: When true the shadow is not drawn where the shape itself is, MDC's
    ///     `shadowMaskEnabled` (an even-odd mask of an outer rectangle minus the shape), so a
    ///     translucent surface is not darkened from inside. The exclusion uses the shape's exact
    ///     coverage, so its edge is anti-aliased like the shape's.
    /// - Throws: ``ShadowError`` for an invalid radius or non-finite geometry.
    public mutating func drawShadow(_ shadow: Shadow, of shape: ShadowShape, transform: AffineTransform = .identity,
                                    excludingInterior: Bool = false) throws {
        guard shadow.isVisible, width > 0, height > 0 else { return }
        let rasterizer = reusableRasterizer()
        try withUnsafePixelTarget { target in
            try target.drawShadow(shadow, of: shape, transform: transform, excludingInterior: excludingInterior,
                                  using: rasterizer)
        }
    }

    /// Draws `shadows` of one shape in order, each as ``drawShadow(_:of:transform:excludingInterior:)``
    /// draws it; the shape's interior, when excluded, is rasterized once for all of them.
    ///
    /// - Throws: ``ShadowError`` for an invalid radius or non-finite geometry.
    public mutating func drawShadows(_ shadows: [Shadow], of shape: ShadowShape,
                                     transform: AffineTransform = .identity, excludingInterior: Bool = false) throws {
        guard width > 0, height > 0 else { return }
        let rasterizer = reusableRasterizer()
        try withUnsafePixelTarget { target in
            try target.drawShadows(shadows, of: shape, transform: transform, excludingInterior: excludingInterior,
                                   using: rasterizer)
        }
    }
}

extension CoverageMask {
    /// Multiplies every value by the complement of `other`'s coverage at the same pixel
    /// (`value · (255 − other) / 255`, rounded as ``PremultipliedColor/multiply(_:_:)`` rounds):
    /// what remains of this mask outside `other`.
    public mutating func multiply(byInverseOf other: CoverageMask) {
        let overlap = bounds.intersection(other.bounds)
        guard !overlap.isEmpty else { return }
        let (width, otherWidth) = (bounds.width, other.bounds.width)
        let (firstRow, otherFirstRow) = ((overlap.y - bounds.y) * width + (overlap.x - bounds.x),
                                         (overlap.y - other.bounds.y) * otherWidth + (overlap.x - other.bounds.x))
        // Through pointers, a row at a time, so the loop vectorises instead of checking bounds and
        // uniqueness per pixel (BM_Raster/touchstone/shadow_card); the arithmetic is
        // PremultipliedColor.multiply's.
        other.values.withUnsafeBufferPointer { otherValues in
            values.withUnsafeMutableBufferPointer { mine in
                for row in 0..<overlap.height {
                    let target = mine.baseAddress! + firstRow + row * width
                    let source = otherValues.baseAddress! + otherFirstRow + row * otherWidth
                    for i in 0..<overlap.width {
                        let t = UInt16(target[i]) &* (255 &- UInt16(source[i])) &+ 128
                        target[i] = UInt8(truncatingIfNeeded: (t &+ (t &>> 8)) &>> 8)
                    }
                }
            }
        }
    }
}
