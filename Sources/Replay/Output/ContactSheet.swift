import Raster

/// A contact sheet: frames laid out in a grid on one opaque canvas, each above its label, for a
/// quick look at what a replay drew (`contact-sheet.png`).
///
///     let sheet = try ContactSheet(columns: 4).compose([("0.000s", frame0), ("0.125s", frame15)])
///     try sheet.writePNG(to: "contact-sheet.png")
///
/// ## Layout
/// Frames are shrunk by the smallest whole factor that makes both sides at most
/// ``maximumThumbnailSide`` pixels, each thumbnail pixel the average of its factor × factor block
/// (premultiplied, rounded to nearest, so it stays premultiplied; blocks cut by the frame's edge
/// average the pixels they have). Cells are as large as the largest thumbnail; cells fill rows of
/// ``columns`` left to right, each thumbnail at its cell's top-left, composited source-over the
/// ``background`` and outlined by a 1 pixel grey frame just outside it. The label is drawn below
/// in ``BitmapFont`` at ``labelScale``, cut to as many characters as fit the cell width. Every
/// gap is ``padding`` pixels.
public struct ContactSheet: Sendable {
    /// Frames per row (at least 1).
    public var columns: Int
    /// The largest thumbnail side in pixels (at least 1).
    public var maximumThumbnailSide: Int
    /// The label font's scale (font pixels per pixel side, at least 1).
    public var labelScale: Int
    /// Gap between cells and around the sheet, in pixels.
    public var padding: Int
    /// The sheet's colour (opaque).
    public var background: Color
    /// The labels' colour.
    public var labelColor: Color

    /// Creates a layout; values below their minimum are raised to it.
    public init(columns: Int = 6, maximumThumbnailSide: Int = 240, labelScale: Int = 2, padding: Int = 8,
                background: Color = Color(red: 0xee, green: 0xee, blue: 0xee), labelColor: Color = .black) {
        self.columns = max(columns, 1)
        self.maximumThumbnailSide = max(maximumThumbnailSide, 1)
        self.labelScale = max(labelScale, 1)
        self.padding = max(padding, 0)
        self.background = background
        self.labelColor = labelColor
    }

    /// The whole factor a `width` × `height` frame is shrunk by.
    public func reduction(width: Int, height: Int) -> Int {
        max(1, (max(width, height) + maximumThumbnailSide - 1) / maximumThumbnailSide)
    }

    /// Lays out `frames` on one canvas.
    ///
    /// - Throws: ``OutputError`` when `frames` is empty or a frame has no pixels; ``Raster/CanvasError``
    ///   when the sheet would exceed the canvas limits (checked before allocating).
    public func compose(_ frames: [(label: String, canvas: Canvas)]) throws -> Canvas {
        guard !frames.isEmpty else { throw OutputError("a contact sheet needs at least one frame") }
        for (label, canvas) in frames where canvas.width == 0 || canvas.height == 0 {
            throw OutputError("frame '\(label)' has no pixels (\(canvas.width)×\(canvas.height))")
        }
        let thumbnails = frames.map { thumbnail($0.canvas) }
        let cellWidth = thumbnails.map(\.width).max() ?? 1
        let cellHeight = thumbnails.map(\.height).max() ?? 1
        let labelHeight = BitmapFont.glyphHeight * labelScale
        let columnCount = min(columns, frames.count)
        let rowCount = (frames.count + columnCount - 1) / columnCount
        let gap = max(padding, 2)   // room for the outline between thumbnail and label
        let cellStrideX = cellWidth + padding
        let cellStrideY = cellHeight + gap + labelHeight + padding
        let width = padding + columnCount * cellStrideX
        let height = padding + rowCount * cellStrideY
        try Canvas.checkSize(width: width, height: height)

        let back = background.premultiplied
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: bytes.count, by: 4) {
            (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (back.red, back.green, back.blue, back.alpha)
        }
        func set(_ x: Int, _ y: Int, _ c: PremultipliedColor) {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            let i = (y * width + x) * 4
            (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (c.red, c.green, c.blue, c.alpha)
        }
        func get(_ x: Int, _ y: Int) -> PremultipliedColor {
            let i = (y * width + x) * 4
            return PremultipliedColor(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
        }
        let outline = Color(red: 0x99, green: 0x99, blue: 0x99).premultiplied
        let ink = labelColor.premultiplied
        let charactersThatFit = max(0, (cellWidth / labelScale + 1) / BitmapFont.advance)

        for (n, (frame, thumb)) in zip(frames, thumbnails).enumerated() {
            let left = padding + (n % columnCount) * cellStrideX
            let top = padding + (n / columnCount) * cellStrideY
            for y in 0..<thumb.height {
                for x in 0..<thumb.width {
                    let s = thumb.pixel(x, y)
                    set(left + x, top + y, SourceOver.blend(get(left + x, top + y), source: s, coverage: 255))
                }
            }
            for x in (left - 1)...(left + thumb.width) {
                set(x, top - 1, outline)
                set(x, top + thumb.height, outline)
            }
            for y in top..<(top + thumb.height) {
                set(left - 1, y, outline)
                set(left + thumb.width, y, outline)
            }
            let label = String(frame.label.prefix(charactersThatFit))
            let labelTop = top + cellHeight + gap
            for (x, y) in BitmapFont.inkPixels(of: label, scale: labelScale) {
                set(left + x, labelTop + y, ink)
            }
        }
        return try Canvas(width: width, height: height, premultipliedBytes: bytes)
    }

    /// A frame shrunk by ``reduction(width:height:)``.
    func thumbnail(_ canvas: Canvas) -> Thumbnail {
        let factor = reduction(width: canvas.width, height: canvas.height)
        if factor == 1 { return Thumbnail(width: canvas.width, height: canvas.height, bytes: canvas.bytes) }
        let w = (canvas.width + factor - 1) / factor, h = (canvas.height + factor - 1) / factor
        let width = canvas.width, height = canvas.height
        // Unsafe buffers: this runs over every pixel of each sampled frame.
        let bytes = canvas.bytes.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: w * h * 4) { out, initialized in
                for ty in 0..<h {
                    let y0 = ty * factor, y1 = min(y0 + factor, height)
                    for tx in 0..<w {
                        let x0 = tx * factor, x1 = min(x0 + factor, width)
                        var s0 = 0, s1 = 0, s2 = 0, s3 = 0
                        for y in y0..<y1 {
                            var i = (y * width + x0) * 4
                            for _ in x0..<x1 {
                                s0 &+= Int(source[i]); s1 &+= Int(source[i + 1])
                                s2 &+= Int(source[i + 2]); s3 &+= Int(source[i + 3])
                                i &+= 4
                            }
                        }
                        let count = (y1 - y0) * (x1 - x0), o = (ty * w + tx) * 4
                        // Rounding to nearest keeps each colour average ≤ the alpha average.
                        out[o] = UInt8((s0 + count / 2) / count)
                        out[o + 1] = UInt8((s1 + count / 2) / count)
                        out[o + 2] = UInt8((s2 + count / 2) / count)
                        out[o + 3] = UInt8((s3 + count / 2) / count)
                    }
                }
                initialized = w * h * 4
            }
        }
        return Thumbnail(width: w, height: h, bytes: bytes)
    }

    /// A shrunk frame's premultiplied pixels.
    struct Thumbnail {
        let width: Int
        let height: Int
        let bytes: [UInt8]

        func pixel(_ x: Int, _ y: Int) -> PremultipliedColor {
            let i = (y * width + x) * 4
            return PremultipliedColor(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
        }
    }
}
