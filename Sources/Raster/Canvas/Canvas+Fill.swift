import Geometry

extension Canvas {
    /// Fills `path` with `color`, anti-aliased with exact per-pixel area, composited source-over.
    ///
    ///     var canvas = try Canvas(width: 48, height: 48)
    ///     var button = Path()
    ///     button.addRoundedRect(in: Rect(x: 0, y: 0, width: 48, height: 48), cornerWidth: 12, cornerHeight: 12)
    ///     canvas.fill(button, color: .black)
    ///
    /// `transform` maps the path's points to pixel coordinates, where pixel (x, y) is the square
    /// [x, x + 1) × [y, y + 1). Each pixel's coverage is the area of its square inside the path
    /// (under `rule`) rounded to 1/255, within 2/255 of exact (curves are flattened to 1/512 px;
    /// see ``EdgeBuilder``); where several edges cross inside one pixel, their areas are summed as
    /// in FreeType. The colour, scaled by that coverage, goes over the pixel with the exact
    /// integer formula of ``SourceOver``.
    ///
    /// Paths with a non-finite point, or one beyond ±2^50 pixels after the transform, draw nothing,
    /// as do empty and zero-area paths and transparent colours. Parts outside the canvas cost
    /// (almost) nothing.
    ///
    /// - Parameters:
    ///   - path: the outline; open subpaths are closed.
    ///   - color: straight (not premultiplied) colour.
    ///   - rule: non-zero (the default, as in Core Graphics) or even-odd.
    ///   - transform: path coordinates to pixels.
    ///   - clip: restricts the fill (see ``Clip``); coverage is multiplied by the clip's.
    /// - Complexity: proportional to the path's elements and edge pixels plus the pixels covered;
    ///   fully covered runs are composited as spans (stored directly for opaque colours). The
    ///   canvas keeps the scratch buffers, so once warm a fill allocates nothing; a canvas that was
    ///   just copied makes fresh buffers on its next fill.
    public mutating func fill(_ path: Path, color: Color, rule: FillRule = .nonZero,
                              transform: AffineTransform = .identity, clip: Clip? = nil) {
        // Transparent colours and empty canvases draw nothing: return before touching the bytes
        // (which would copy them if shared).
        guard color.premultiplied.alpha > 0, width > 0, height > 0 else { return }
        let rasterizer = reusableRasterizer()
        withUnsafePixelTarget { target in
            target.fill(path, color: color, rule: rule, transform: transform, clip: clip, using: rasterizer)
        }
    }

    /// Composites `color` through `mask`: each pixel under the mask gets the colour at the mask's
    /// coverage, source-over, with the same formula and rounding as a path fill (so filling a path
    /// and filling its ``CoverageMask`` give identical pixels). Parts of the mask outside the canvas
    /// are ignored.
    ///
    /// - Complexity: proportional to the mask's area inside the canvas; uncovered pixels are
    ///   skipped eight at a time (a shadow's mask is zero over the shape's interior).
    public mutating func fill(_ mask: CoverageMask, color: Color) {
        guard color.premultiplied.alpha > 0,
              !mask.bounds.intersection(PixelRect(x: 0, y: 0, width: width, height: height)).isEmpty else { return }
        withUnsafePixelTarget { target in target.fill(mask, color: color) }
    }

    /// Composites `color` through the part of `mask` inside `region`: the pixels of
    /// `fill(mask.cropped(to: region), color: color)` (each row the same call on the same
    /// coverage bytes), without copying the mask's rows into a new mask first. A scene renderer
    /// fills a kept shadow mask over the whole canvas this way for each region it redraws
    /// (cropping was thousands of row copies and allocations per frame: Benchmarks/README.md,
    /// "Frames and replay").
    public mutating func fill(_ mask: CoverageMask, color: Color, in region: PixelRect) {
        guard color.premultiplied.alpha > 0,
              !mask.bounds.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
                  .intersection(region).isEmpty else { return }
        withUnsafePixelTarget { target in target.fill(mask, color: color, within: region) }
    }

    /// Calls `body` with the canvas's bytes as a ``PixelTarget`` (rows without padding); the
    /// target must not escape. Only for a canvas with pixels (both sides positive).
    mutating func withUnsafePixelTarget<R>(_ body: (PixelTarget) throws -> R) rethrows -> R {
        let (w, h) = (width, height)
        return try withUnsafeMutablePixels { pixels in
            try body(PixelTarget(pixels: pixels.baseAddress!, width: w, height: h, rowBytes: w * 4))
        }
    }

    /// The canvas's scratch rasterizer, made fresh when absent or shared with a copy.
    mutating func reusableRasterizer() -> Rasterizer {
        if !isKnownUniquelyReferenced(&scratch) {
            scratch = Rasterizer()
        }
        return scratch!
    }
}
