/// An 8-bit alpha mask over a rectangle of pixels: coverage from the rasterizer, clip masks, and
/// shadow masks before and after blurring. 0 is uncovered, 255 fully covered.
public struct CoverageMask: Hashable, Sendable {
    /// The pixels the mask covers, in canvas pixel coordinates; outside it coverage is 0.
    public let bounds: PixelRect
    /// Coverage, `bounds.height` rows of `bounds.width` bytes.
    public internal(set) var values: [UInt8]

    /// An all-zero mask over `bounds`.
    ///
    /// - Throws: ``CanvasError`` when the bounds exceed the canvas limits.
    public init(bounds: PixelRect) throws {
        try Canvas.checkSize(width: bounds.width, height: bounds.height)
        self.bounds = bounds
        values = [UInt8](repeating: 0, count: bounds.width * bounds.height)
    }

    /// A mask from existing values (`bounds.width × bounds.height` of them).
    ///
    /// - Throws: ``CanvasError`` for a bad size or byte count.
    public init(bounds: PixelRect, values: [UInt8]) throws {
        try Canvas.checkSize(width: bounds.width, height: bounds.height)
        guard values.count == bounds.width * bounds.height else {
            throw CanvasError("\(values.count) values for a \(bounds.width)×\(bounds.height) mask")
        }
        self.bounds = bounds
        self.values = values
    }

    /// Coverage at canvas pixel (x, y); 0 outside ``bounds``.
    public subscript(x: Int, y: Int) -> UInt8 {
        get {
            guard x >= bounds.x, y >= bounds.y, x < bounds.maxX, y < bounds.maxY else { return 0 }
            return values[(y - bounds.y) * bounds.width + (x - bounds.x)]
        }
        set {
            guard x >= bounds.x, y >= bounds.y, x < bounds.maxX, y < bounds.maxY else { return }
            values[(y - bounds.y) * bounds.width + (x - bounds.x)] = newValue
        }
    }
}
