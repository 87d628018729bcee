/// Coverage from a canvas's alpha: how a scene renderer turns a drawn mask layer into a mask.
extension CoverageMask {
    /// The alpha channel of `canvas` over `bounds` as coverage; 0 where `bounds` leaves the canvas.
    ///
    /// The same values as reading ``Canvas/subscript(x:y:)``'s alpha pixel by pixel, copied row by
    /// row through buffer pointers, since per-pixel subscripts, bounds checks and copy-on-write
    /// checks would be most of a masked layer's cost (`BM_Frame/touchstone/gallery_scale*`).
    ///
    /// - Throws: ``CanvasError`` when `bounds` exceeds the canvas limits.
    /// - Complexity: proportional to the area of `bounds`.
    public init(alphaOf canvas: Canvas, in bounds: PixelRect) throws {
        try self.init(bounds: bounds)
        let inside = bounds.intersection(PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        guard !inside.isEmpty else { return }
        let canvasWidth = canvas.width, maskWidth = bounds.width
        canvas.bytes.withUnsafeBufferPointer { source in
            values.withUnsafeMutableBufferPointer { target in
                for y in inside.y..<inside.maxY {
                    var from = (y * canvasWidth + inside.x) * 4 + 3
                    var to = (y - bounds.y) * maskWidth + (inside.x - bounds.x)
                    for _ in 0..<inside.width {
                        target[to] = source[from]
                        from += 4
                        to += 1
                    }
                }
            }
        }
    }
}
