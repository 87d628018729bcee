import Geometry

/// Test-only hooks into the raster stages (package access: visible to this package's tests, not to
/// clients). Not for drawing.
package enum RasterTesting {
    /// Composites `color` over `pixels` (premultiplied RGBA, one pixel per coverage value) through
    /// ``SourceOverBlitter``'s anti-aliased span: four pixels per step, the rest one at a time.
    package static func compositeAntialiasedSpan(_ pixels: inout [UInt8], color: PremultipliedColor,
                                                 coverage: [UInt8]) {
        precondition(pixels.count == coverage.count * 4)
        guard !coverage.isEmpty else { return }
        pixels.withUnsafeMutableBufferPointer { buffer in
            var blitter = SourceOverBlitter(pixels: buffer.baseAddress!, width: coverage.count, color: color)
            coverage.withUnsafeBufferPointer { c in
                blitter.blitAntialiasedSpan(y: 0, x: 0, count: c.count, coverage: c.baseAddress!)
            }
        }
    }

    /// Composites `color` at one coverage over all of `pixels` through ``SourceOverBlitter``'s
    /// constant span (the solid span at 255, which stores opaque colours directly).
    package static func compositeSpan(_ pixels: inout [UInt8], color: PremultipliedColor, coverage: UInt8) {
        let count = pixels.count / 4
        guard count > 0, coverage > 0 else { return }
        pixels.withUnsafeMutableBufferPointer { buffer in
            var blitter = SourceOverBlitter(pixels: buffer.baseAddress!, width: count, color: color)
            if coverage == 255 {
                blitter.blitSolidSpan(y: 0, x: 0, count: count)
            } else {
                blitter.blitSpan(y: 0, x: 0, count: count, coverage: coverage)
            }
        }
    }

    /// `round(a·b / 255)` as the blend formula computes it (``SourceOver/multiply(_:_:)``, the high
    /// half of `(a·b + 128)·257`).
    package static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: SourceOver.multiply(SIMD4(repeating: UInt16(a)), SIMD4(repeating: UInt16(b)))[0])
    }

    /// The number of fixed-point edges ``EdgeBuilder`` makes for `path` inside `target`: what a
    /// fill there would process.
    package static func edgeCount(_ path: Path, transform: AffineTransform = .identity, target: PixelRect) -> Int {
        var transformed = TransformedPath()
        var lines = ScratchBuffer<EdgeLine>()
        defer {
            transformed.verbs.release()
            transformed.points.release()
            lines.release()
        }
        guard transformed.load(path, transform: transform) != nil else { return 0 }
        EdgeBuilder(target: target).build(transformed, into: &lines)
        return lines.count
    }
}
