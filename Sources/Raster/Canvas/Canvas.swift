/// A raster of RGBA8 pixels, premultiplied, sRGB-encoded values blended as stored (as Core
/// Animation does). Rows are stored top to bottom without padding; pixel (x, y) covers the square
/// [x, x + 1) × [y, y + 1) in pixel coordinates.
///
///     var canvas = try Canvas(width: 100, height: 40)
///     canvas.clear(to: Color.white.premultiplied)
///     canvas.fill(path, color: .black)
///
/// ## Limits
/// At most ``maximumSide`` pixels per side and ``maximumPixels`` in all, checked before anything is
/// allocated. A canvas may have zero width or height (it then holds nothing).
///
/// `==` compares sizes and every byte; ``contentHash`` is a stable 64-bit digest of the same.
///
/// ## Drawing memory
/// A canvas also keeps the rasterizer's scratch buffers between fills, so drawing allocates nothing
/// once they have grown to the largest path drawn. They are not part of the canvas's value: `==`,
/// hashing and ``contentHash`` ignore them, and a copy that shares them makes fresh ones before
/// its next fill (see ``fill(_:color:rule:transform:clip:)``).
public struct Canvas: Hashable, Sendable {
    /// The largest width or height, 16384 pixels.
    public static let maximumSide = 16_384
    /// The largest pixel count, 2^28 (a 1 GiB buffer).
    public static let maximumPixels = 1 << 28

    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixels: `height` rows of `width` × 4 bytes, R, G, B, A, premultiplied.
    public internal(set) var bytes: [UInt8]

    /// Reusable rasterizer memory (not part of the value); made on the first fill.
    internal var scratch: Rasterizer?

    /// A transparent canvas.
    ///
    /// - Throws: ``CanvasError`` when a side is negative or the size exceeds the limits.
    public init(width: Int, height: Int) throws {
        try Canvas.checkSize(width: width, height: height)
        self.width = width
        self.height = height
        bytes = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A canvas from existing premultiplied RGBA8 bytes (`width × height × 4` of them).
    ///
    /// - Throws: ``CanvasError`` for a bad size, a byte count that does not match, or a pixel whose
    ///   colour components exceed its alpha (not premultiplied).
    public init(width: Int, height: Int, premultipliedBytes: [UInt8]) throws {
        try Canvas.checkSize(width: width, height: height)
        guard premultipliedBytes.count == width * height * 4 else {
            throw CanvasError("\(premultipliedBytes.count) bytes for a \(width)×\(height) canvas; expected \(width * height * 4)")
        }
        var index = 0
        while index < premultipliedBytes.count {
            let a = premultipliedBytes[index + 3]
            guard premultipliedBytes[index] <= a, premultipliedBytes[index + 1] <= a,
                  premultipliedBytes[index + 2] <= a else {
                throw CanvasError("pixel \(index / 4 % Swift.max(width, 1)), \(index / 4 / Swift.max(width, 1)) is not premultiplied (a colour component exceeds alpha)")
            }
            index += 4
        }
        self.width = width
        self.height = height
        bytes = premultipliedBytes
    }

    /// Checks a size against the limits without allocating.
    public static func checkSize(width: Int, height: Int) throws {
        guard width >= 0, height >= 0 else {
            throw CanvasError("canvas size \(width)×\(height): sides must not be negative")
        }
        guard width <= maximumSide, height <= maximumSide else {
            throw CanvasError("canvas size \(width)×\(height): each side must be at most \(maximumSide) pixels")
        }
        guard width * height <= maximumPixels else {
            throw CanvasError("canvas size \(width)×\(height): at most \(maximumPixels) pixels in all")
        }
    }

    /// The pixel at (x, y); `nil` outside the canvas.
    public subscript(x: Int, y: Int) -> PremultipliedColor? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let i = (y * width + x) * 4
        return PremultipliedColor(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
    }

    /// Sets every pixel to `color`.
    public mutating func clear(to color: PremultipliedColor = .clear) {
        let pattern = UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | UInt32(color.alpha) << 24
        bytes.withUnsafeMutableBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            words.update(repeating: UInt32(littleEndian: pattern))
        }
    }

    /// A copy of the pixels in the rectangle of `width` × `height` pixels at (x, y).
    ///
    /// - Throws: ``CanvasError`` when the rectangle is not inside the canvas.
    public func region(x: Int, y: Int, width w: Int, height h: Int) throws -> Canvas {
        guard x >= 0, y >= 0, w >= 0, h >= 0, x <= width - w, y <= height - h else {
            throw CanvasError("region (\(x), \(y), \(w)×\(h)) is not inside the \(width)×\(height) canvas")
        }
        var result = try Canvas(width: w, height: h)
        for row in 0..<h {
            let from = ((y + row) * width + x) * 4
            result.bytes.replaceSubrange(row * w * 4..<(row + 1) * w * 4, with: bytes[from..<from + w * 4])
        }
        return result
    }

    /// A stable 64-bit digest of the size and pixels, the same on every platform and in debug and
    /// release builds, for determinism checks and reports. Not cryptographic.
    ///
    /// Definition (fixed; a change alters every recorded hash): let `M` = 0x9E37_79B9_7F4A_7C15 and
    /// `step(s, w)` = `t ^ (t >> 32)` where `t` = `(s ^ w) · M` (wrapping). The bytes are read as
    /// little-endian 64-bit words, the last one padded with zero bytes when the byte count is not a
    /// multiple of 8. Four lanes start at `0xCBF2_9CE4_8422_2325 + k · M` (k = 0…3, wrapping); word
    /// `i` is stepped into lane `i mod 4`. The result starts at `0xCBF2_9CE4_8422_2325`, is stepped with
    /// `width | height << 32` and then with lanes 0 to 3, in order. Integer arithmetic only, so the
    /// value is the same in every build mode. (Eight bytes per step in four independent lanes, so
    /// hashing a frame costs little beside drawing it, where a byte-at-a-time hash would not.)
    public var contentHash: UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let seed: UInt64 = 0xCBF2_9CE4_8422_2325
        @inline(__always) func step(_ s: UInt64, _ w: UInt64) -> UInt64 {
            let t = (s ^ w) &* multiplier
            return t ^ (t >> 32)
        }
        var lanes = (seed, seed &+ multiplier, seed &+ 2 &* multiplier, seed &+ 3 &* multiplier)
        bytes.withUnsafeBytes { raw in
            let count = raw.count
            let words = count / 8
            var i = 0
            while i + 4 <= words {
                let o = i * 8
                lanes.0 = step(lanes.0, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: o, as: UInt64.self)))
                lanes.1 = step(lanes.1, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: o + 8, as: UInt64.self)))
                lanes.2 = step(lanes.2, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: o + 16, as: UInt64.self)))
                lanes.3 = step(lanes.3, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: o + 24, as: UInt64.self)))
                i += 4
            }
            // The remaining whole words, then the zero-padded tail, continue the lane rotation.
            var tailWords: [UInt64] = []
            while i < words {
                tailWords.append(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)))
                i += 1
            }
            if count % 8 != 0 {
                var last: UInt64 = 0
                for (n, b) in raw[(words * 8)...].enumerated() { last |= UInt64(b) << UInt64(8 * n) }
                tailWords.append(last)
            }
            for (n, w) in tailWords.enumerated() {
                switch n {
                case 0: lanes.0 = step(lanes.0, w)
                case 1: lanes.1 = step(lanes.1, w)
                case 2: lanes.2 = step(lanes.2, w)
                default: lanes.3 = step(lanes.3, w)
                }
            }
        }
        var hash = step(seed, UInt64(UInt32(truncatingIfNeeded: width)) | UInt64(UInt32(truncatingIfNeeded: height)) << 32)
        hash = step(hash, lanes.0)
        hash = step(hash, lanes.1)
        hash = step(hash, lanes.2)
        return step(hash, lanes.3)
    }

    /// Whether the two canvases have the same size and bytes.
    public static func == (a: Canvas, b: Canvas) -> Bool {
        a.width == b.width && a.height == b.height && a.bytes == b.bytes
    }

    /// Hashes the size and bytes.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(bytes)
    }

    /// Calls `body` with the pixel bytes for in-place drawing; the pointer must not escape.
    internal mutating func withUnsafeMutablePixels<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try bytes.withUnsafeMutableBufferPointer { try body($0) }
    }
}

/// A canvas that cannot be made as asked (size limits, byte counts, regions).
public struct CanvasError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, naming the size or place.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
