/// Part of a mask: how a scene renderer reuses a shadow mask made for the whole canvas.
extension CoverageMask {
    /// The values of this mask inside `region`: a mask over `bounds ∩ region` (empty, at
    /// `region`'s origin, when they do not meet).
    ///
    /// - Throws: ``CanvasError`` only if `region` itself is past the canvas limits when the two do
    ///   not meet; a part of this mask always passes them.
    /// - Complexity: proportional to the area of the result.
    public func cropped(to region: PixelRect) throws -> CoverageMask {
        let inside = bounds.intersection(region)
        guard !inside.isEmpty else {
            return try CoverageMask(bounds: PixelRect(x: region.x, y: region.y, width: 0, height: 0))
        }
        if inside == bounds { return self }
        // Every byte is copied from a row of this mask, so the array is not zeroed first (zeroing
        // would be a third of a crop's cost in `BM_Frame/touchstone/gallery_scale*`).
        let count = inside.width * inside.height
        let values = self.values.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: count) { target, initialized in
                for row in 0..<inside.height {
                    let from = (inside.y + row - bounds.y) * bounds.width + (inside.x - bounds.x)
                    _ = UnsafeMutableBufferPointer(rebasing: target[row * inside.width..<(row + 1) * inside.width])
                        .initialize(fromContentsOf: UnsafeBufferPointer(rebasing: source[from..<from + inside.width]))
                }
                initialized = count
            }
        }
        return try CoverageMask(bounds: inside, values: values)
    }
}
