import Geometry

extension CoverageMask {
    /// The exact anti-aliased coverage of `path` over `bounds`: what
    /// ``Canvas/fill(_:color:rule:transform:clip:)`` would use for each pixel, as a mask (for
    /// shadows, clip masks and tests).
    ///
    ///     let mask = try CoverageMask(rasterizing: circle, rule: .nonZero,
    ///                                 bounds: PixelRect(x: 0, y: 0, width: 64, height: 64))
    ///
    /// Pixels of `bounds` outside the path are 0. A path with a non-finite point (or one beyond
    /// ±2^50 pixels after `transform`) gives an all-zero mask, as it draws nothing when filled.
    ///
    /// - Throws: ``CanvasError`` when `bounds` exceeds the canvas size limits (checked before
    ///   allocating).
    /// - Complexity: the path's edges plus the mask's area (it is allocated zeroed). Each call makes
    ///   its own scratch buffers.
    public init(rasterizing path: Path, rule: FillRule = .nonZero, transform: AffineTransform = .identity,
                bounds: PixelRect) throws {
        try self.init(rasterizing: path, rule: rule, transform: transform, bounds: bounds, using: Rasterizer())
    }

    /// The same, with the scratch memory of `rasterizer` (a canvas's or a C caller's).
    init(rasterizing path: Path, rule: FillRule, transform: AffineTransform, bounds: PixelRect,
         using rasterizer: Rasterizer) throws {
        try self.init(bounds: bounds)
        guard let pathBounds = rasterizer.load(path, transform: transform, into: .fill) else { return }
        let target = bounds.intersection(pathBounds)
        guard !target.isEmpty else { return }
        values.withUnsafeMutableBufferPointer { buffer in
            var blitter = MaskBlitter(values: buffer.baseAddress!, rowBytes: bounds.width,
                                      originX: bounds.x, originY: bounds.y)
            rasterizer.rasterize(.fill, rule: rule, target: target, into: &blitter)
        }
    }
}
