/// The lines of a text, without their line ends, for the line-based formats (getevent captures
/// and `-lp` dumps, callgrind profiles).
///
/// Lines end at `\n`, `\r\n` or a lone `\r`, as ``TextPosition`` counts them, so a file written
/// with CRLF (older `adb shell`, Windows editors) reads exactly as the same file with LF. Splitting
/// a `String` on the `Character` `"\n"` would not do: Swift's `"\r\n"` is one `Character`, not a
/// `"\r"` followed by a `"\n"`. The split works on UTF-8 bytes instead; `\r` and `\n` are ASCII, so
/// every cut falls between scalars.
///
/// N line ends make N + 1 lines: a final line end is followed by an empty last line.
public struct TextLines: Sequence, Sendable {
    /// The text.
    public let text: Substring

    /// The lines of `text`.
    public init(_ text: String) {
        self.text = Substring(text)
    }

    /// The lines of `text`.
    public init(_ text: Substring) {
        self.text = text
    }

    /// Hands out the lines in order.
    public struct Iterator: IteratorProtocol {
        let text: Substring
        var start: String.Index
        var finished = false

        /// The next line, or `nil` after the last.
        public mutating func next() -> Substring? {
            guard !finished else { return nil }
            let utf8 = text.utf8
            var index = start
            while index < utf8.endIndex {
                let byte = utf8[index]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    let line = text[start..<index]
                    var after = utf8.index(after: index)
                    if byte == UInt8(ascii: "\r"), after < utf8.endIndex, utf8[after] == UInt8(ascii: "\n") {
                        after = utf8.index(after: after)
                    }
                    start = after
                    return line
                }
                index = utf8.index(after: index)
            }
            finished = true
            return text[start...]
        }
    }

    /// An iterator from the first line.
    public func makeIterator() -> Iterator {
        Iterator(text: text, start: text.startIndex)
    }
}
