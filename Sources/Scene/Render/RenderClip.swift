import Geometry
import Raster

/// Where the renderer may draw: a pixel region (the damage rectangle or the whole canvas) and,
/// inside masks-to-bounds layers and masks, a coverage mask within it.
///
/// Every pixel's value is independent of the region (the region only limits which pixels are
/// computed), which is what makes damage rendering bit-identical to a full redraw.
struct RenderClip {
    /// The pixels being redrawn.
    var region: PixelRect
    /// The coverage drawing is multiplied by, if any (its bounds lie inside `region`).
    var mask: CoverageMask?

    /// The raster clip for a fill on a canvas of `canvasBounds`.
    func fillClip(canvasBounds: PixelRect) -> Clip? {
        if let mask { return .mask(mask) }
        if region == canvasBounds { return nil }
        // Whole pixels: the same pixels as a rectangular outline's clip, without building and
        // rasterizing the outline for every layer drawn (see ``Clip/rectangle(_:)``).
        return .rectangle(region)
    }

    /// Fills a kept `coverage` (a shadow's, a text's) with `color` inside this clip: multiplied by
    /// the mask when there is one, else only its rows inside the region, filled in place (the
    /// pixels of filling its crop, ``Raster/Canvas/fill(_:color:in:)``).
    ///
    /// - Throws: ``Raster/CanvasError`` only past the canvas limits.
    func fill(_ coverage: CoverageMask, color: Color, into canvas: inout Canvas) throws {
        if let mask {
            guard !coverage.bounds.intersection(region).isEmpty else { return }
            var clipped = try coverage.cropped(to: region)
            clipped.multiply(by: mask)
            canvas.fill(clipped, color: color)
        } else {
            canvas.fill(coverage, color: color, in: region)
        }
    }

    /// This clip narrowed to the coverage of `path` (non-zero) drawn through `transform`.
    func intersecting(_ path: Path, transform: AffineTransform) throws -> RenderClip {
        var coverage = try CoverageMask(rasterizing: path, transform: transform, bounds: mask?.bounds ?? region)
        if let mask { coverage.multiply(by: mask) }
        return RenderClip(region: region, mask: coverage)
    }

    /// This clip narrowed by `coverage` (a mask over `region`).
    func intersecting(_ coverage: CoverageMask) -> RenderClip {
        var coverage = coverage
        if let mask { coverage.multiply(by: mask) }
        return RenderClip(region: region, mask: coverage)
    }
}

extension CoverageMask {
    /// Multiplies each value by `other`'s at the same pixel (0 outside its bounds), rounded as
    /// ``PremultipliedColor/multiply(_:_:)``.
    mutating func multiply(by other: CoverageMask) {
        for y in bounds.y..<bounds.maxY {
            for x in bounds.x..<bounds.maxX {
                self[x, y] = PremultipliedColor.multiply(self[x, y], other[x, y])
            }
        }
    }
}

extension CoverageMask {
    /// Whether every value inside `rect` (which must lie inside ``bounds``) is 255.
    func isFull(in rect: PixelRect) -> Bool {
        values.withUnsafeBufferPointer { buffer in
            for y in rect.y..<rect.maxY {
                let start = (y - bounds.y) * bounds.width + (rect.x - bounds.x)
                var i = start
                let end = start + rect.width
                // Eight bytes at a time, then the rest.
                while i + 8 <= end {
                    let word = UnsafeRawPointer(buffer.baseAddress! + i).loadUnaligned(as: UInt64.self)
                    if word != .max { return false }
                    i += 8
                }
                while i < end {
                    if buffer[i] != 255 { return false }
                    i += 1
                }
            }
            return true
        }
    }
}

extension PixelRect {
    /// Whether `other` lies inside this rectangle (an empty `other` does).
    func contains(_ other: PixelRect) -> Bool {
        other.isEmpty || (other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY)
    }

    /// The smallest rectangle containing both (an empty rectangle contributes nothing).
    func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = Swift.min(x, other.x), y0 = Swift.min(y, other.y)
        return PixelRect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0,
                         height: Swift.max(maxY, other.maxY) - y0)
    }

    /// The rectangle grown by `n` pixels on every side (an empty one stays empty).
    func outset(by n: Int) -> PixelRect {
        isEmpty ? self : PixelRect(x: x - n, y: y - n, width: width + 2 * n, height: height + 2 * n)
    }
}
