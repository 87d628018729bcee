/// Copying pixels between canvases: a scene renderer's backing stores composited at a scroll
/// offset, where every copied pixel is opaque and a row is one memory copy.
extension Canvas {
    /// Sets the pixels of the rectangle of `source`'s size at `x`, `y` in this canvas, intersected
    /// with both canvases, to `source`'s pixels: destination pixel (x + i, y + j) becomes source
    /// pixel (sourceRect.x + i, sourceRect.y + j) of `sourceRect` (a rectangle of `source`).
    ///
    /// - Complexity: one memory copy (`copyMemory`, the C library's `memmove`) per row of the
    ///   rectangle inside both canvases, or one for all of them when they are whole rows of two
    ///   canvases of the same width.
    public mutating func copy(_ source: Canvas, from sourceRect: PixelRect, toX x: Int, y: Int) {
        // Clip in source coordinates, then in destination coordinates, keeping both in step.
        let inSource = sourceRect.intersection(PixelRect(x: 0, y: 0, width: source.width, height: source.height))
        let dx = x - sourceRect.x, dy = y - sourceRect.y
        let placed = PixelRect(x: inSource.x + dx, y: inSource.y + dy, width: inSource.width, height: inSource.height)
            .intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !placed.isEmpty else { return }
        let w = width, sw = source.width
        let rowBytes = placed.width * 4
        source.bytes.withUnsafeBytes { from in
            bytes.withUnsafeMutableBytes { to in
                let fromBase = from.baseAddress!, toBase = to.baseAddress!
                if placed.width == w && w == sw {
                    // Whole rows of two canvases of one width: one block.
                    (toBase + placed.y * w * 4)
                        .copyMemory(from: fromBase + (placed.y - dy) * sw * 4, byteCount: rowBytes * placed.height)
                    return
                }
                for row in placed.y..<placed.maxY {
                    let sourceRow = row - dy
                    (toBase + (row * w + placed.x) * 4)
                        .copyMemory(from: fromBase + (sourceRow * sw + placed.x - dx) * 4, byteCount: rowBytes)
                }
            }
        }
    }
}
