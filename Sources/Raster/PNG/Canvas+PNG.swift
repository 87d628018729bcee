#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CPNG

/// PNG encoding through libpng's writer (`touchstone_png_encode_rgba` in CPNG's header, at a
/// ``PNGCompression``) and decoding through its simplified API.
///
/// Files hold straight (unpremultiplied) 8-bit RGBA, as PNG defines; the canvas is premultiplied,
/// so writing divides by alpha and reading multiplies again. The two roundings are inverse for
/// every premultiplied value (checked exhaustively in the tests), so write → read gives back the
/// identical canvas. Other PNG layouts (grey, palette, 16-bit, no alpha) are converted to RGBA8 on
/// reading; colour-space chunks are ignored, since values are blended as stored.
extension Canvas {
    /// The largest PNG file read, 256 MiB.
    public static let maximumPNGBytes = 256 << 20

    /// The canvas as PNG file bytes (RGBA8, straight alpha, an sRGB chunk), compressed as
    /// `compression` says (by default ``PNGCompression/fast``); every compression decodes to the
    /// same pixels.
    ///
    /// - Throws: ``PNGError`` if libpng fails.
    public func pngData(compression: PNGCompression = .fast) throws -> [UInt8] {
        guard width > 0, height > 0 else {
            throw PNGError("cannot encode a \(width)×\(height) canvas: PNG needs at least one pixel")
        }
        let straight = straightBytes()
        var output = touchstone_png_output()
        defer { free(output.bytes) }
        let encoded = straight.withUnsafeBufferPointer {
            touchstone_png_encode_rgba($0.baseAddress, png_uint_32(width), png_uint_32(height), width * 4,
                                      Int32(compression.level), compression.libpngFilters, &output)
        }
        guard encoded != 0, let file = output.bytes else {
            let message = withUnsafeBytes(of: &output.message) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            throw PNGError("libpng could not encode the image: \(message)")
        }
        return Array(UnsafeBufferPointer(start: file, count: output.count))
    }

    /// The pixels unpremultiplied (``PremultipliedColor/unpremultiplied``), as PNG stores them.
    /// Opaque pixels, most of a frame, are already straight: the bytes are copied whole and only
    /// the other pixels converted, found a word at a time.
    func straightBytes() -> [UInt8] {
        var straight = bytes
        straight.withUnsafeMutableBytes { raw in
            for offset in Swift.stride(from: 0, to: raw.count, by: 4) {
                // R, G, B, A in memory: read little-endian, alpha is the word's top byte.
                let word = UInt32(littleEndian: raw.load(fromByteOffset: offset, as: UInt32.self))
                guard word < 0xFF00_0000 else { continue }
                let alpha = UInt8(word >> 24)
                guard alpha != 0 else {
                    raw.storeBytes(of: 0, toByteOffset: offset, as: UInt32.self)
                    continue
                }
                let color = PremultipliedColor(red: UInt8(truncatingIfNeeded: word), green: UInt8(truncatingIfNeeded: word >> 8),
                                               blue: UInt8(truncatingIfNeeded: word >> 16), alpha: alpha).unpremultiplied
                let straightWord = UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | UInt32(alpha) << 24
                raw.storeBytes(of: straightWord.littleEndian, toByteOffset: offset, as: UInt32.self)
            }
        }
        return straight
    }

    /// Decodes PNG file bytes into a canvas; `source` names the data in errors.
    ///
    /// - Throws: ``PNGError`` naming `source` for data that is not a PNG or is damaged, and
    ///   ``CanvasError`` for an image larger than the canvas limits (checked before decoding).
    public init(pngData data: [UInt8], source: String) throws {
        let (width, height, straight) = try data.withUnsafeBytes { raw -> (Int, Int, [UInt8]) in
            // libpng keeps reading from `raw` until finish_read, so both calls stay in this closure.
            var image = png_image()
            image.version = png_uint_32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
                throw PNGError("\(source): not a readable PNG: \(Self.message(of: &image))")
            }
            defer { png_image_free(&image) }
            let width = Int(image.width), height = Int(image.height)
            do {
                try Canvas.checkSize(width: width, height: height)
            } catch let error as CanvasError {
                throw CanvasError("\(source): \(error.description)")
            }
            image.format = touchstone_png_format_rgba
            var straight = [UInt8](repeating: 0, count: width * height * 4)
            let finished = straight.withUnsafeMutableBytes {
                png_image_finish_read(&image, nil, $0.baseAddress, png_int_32(width * 4), nil)
            }
            guard finished != 0 else {
                throw PNGError("\(source): damaged PNG: \(Self.message(of: &image))")
            }
            return (width, height, straight)
        }
        var premultiplied = straight
        var i = 0
        while i < premultiplied.count {
            let p = Color(red: straight[i], green: straight[i + 1], blue: straight[i + 2], alpha: straight[i + 3]).premultiplied
            (premultiplied[i], premultiplied[i + 1], premultiplied[i + 2], premultiplied[i + 3]) = (p.red, p.green, p.blue, p.alpha)
            i += 4
        }
        try self.init(width: width, height: height, premultipliedBytes: premultiplied)
    }

    /// Writes the canvas to a PNG file at `path`, compressed as `compression` says.
    ///
    /// - Throws: ``PNGError`` naming the file when it cannot be written.
    public func writePNG(to path: String, compression: PNGCompression = .fast) throws {
        let data = try pngData(compression: compression)
        guard let file = fopen(path, "wb") else {
            throw PNGError("\(path): cannot create (\(String(cString: strerror(errno))))")
        }
        let written = data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        let closed = fclose(file)
        guard written == data.count, closed == 0 else {
            throw PNGError("\(path): could not write all \(data.count) bytes")
        }
    }

    /// Reads a PNG file.
    ///
    /// - Throws: ``PNGError`` naming the file when it cannot be read, is larger than
    ///   ``maximumPNGBytes`` or is not a valid PNG; ``CanvasError`` for an oversized image.
    public init(contentsOfPNGFile path: String) throws {
        guard let file = fopen(path, "rb") else {
            throw PNGError("\(path): cannot open (\(String(cString: strerror(errno))))")
        }
        defer { fclose(file) }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count == 0 { break }
            data.append(contentsOf: chunk[0..<count])
            guard data.count <= Canvas.maximumPNGBytes else {
                throw PNGError("\(path): larger than the limit of \(Canvas.maximumPNGBytes) bytes")
            }
        }
        guard ferror(file) == 0 else { throw PNGError("\(path): read error") }
        try self.init(pngData: data, source: path)
    }

    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}

/// A PNG that cannot be read or written, naming the file.
public struct PNGError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, naming the file or data.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
