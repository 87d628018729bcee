#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A text file written piece by piece through the C library's buffered stream, so that a page
/// or its data can be written frame by frame without holding the whole text.
///
///     let file = try TextFileStream(path: "out/tap/index.html")
///     try file.write("<!doctype html>")
///     try file.close()
///
/// The file is replaced when it exists. An error names the path; a stream dropped without
/// ``close()`` is closed by `deinit` (its errors then go unreported).
final class TextFileStream {
    /// The file's path.
    let path: String
    private var file: UnsafeMutablePointer<FILE>?

    /// Creates (or truncates) the file.
    ///
    /// - Throws: ``OutputError`` naming the path when it cannot be created.
    init(path: String) throws {
        self.path = path
        guard let file = fopen(path, "w") else {
            throw OutputError("\(path): cannot create the file (\(String(cString: strerror(errno))))")
        }
        self.file = file
    }

    /// Appends `text` as UTF-8.
    ///
    /// - Throws: ``OutputError`` when the stream is closed or not every byte could be written.
    func write(_ text: String) throws {
        guard let file else { throw OutputError("\(path): written after closing") }
        var text = text
        let complete = text.withUTF8 { bytes in
            bytes.isEmpty || fwrite(bytes.baseAddress, 1, bytes.count, file) == bytes.count
        }
        guard complete else { throw OutputError("\(path): could not write (\(String(cString: strerror(errno))))") }
    }

    /// Flushes and closes the file; closing twice does nothing.
    ///
    /// - Throws: ``OutputError`` when the buffered text cannot be written.
    func close() throws {
        guard let file else { return }
        self.file = nil
        guard fclose(file) == 0 else {
            throw OutputError("\(path): could not write (\(String(cString: strerror(errno))))")
        }
    }

    deinit {
        if let file { fclose(file) }
    }
}
