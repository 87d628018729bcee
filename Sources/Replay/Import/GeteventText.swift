import Platform

/// Small text helpers for getevent's output, which is ASCII with space and tab padding.
enum GeteventText {
    /// `bytes` as text.
    ///
    /// - Throws: ``GeteventError`` at the line (counted as ``lines(_:)`` counts them) and column of
    ///   the first byte that is not UTF-8.
    static func decode(_ bytes: [UInt8], source: String) throws -> String {
        do throws(InvalidUTF8) {
            return try UTF8Validation.text(bytes)
        } catch {
            // Everything before the bad byte is UTF-8.
            let line = lines(String(decoding: bytes[..<error.offset], as: UTF8.self)).lines.count
            throw GeteventError(source: source, line: line, column: error.position.column, message: error.problem)
        }
    }

    /// The lines of a capture or dump, without their line ends, and whether the last one has a
    /// line end (a capture that was stopped may end inside a line).
    ///
    /// A line ends at LF, at a run of CRs followed by LF (CRLF from older `adb shell`, CR CR LF from
    /// `adb shell` run on Windows, which adds a CR to the device's CRLF), or at a lone CR; a run of
    /// CRs not followed by LF is that many line ends. So line numbers are those an editor shows, and
    /// a capture reads alike with every one of these line ends. N line ends make N + 1 lines.
    static func lines(_ text: String) -> (lines: [Substring], lastIsEnded: Bool) {
        let utf8 = text.utf8
        let cr = UInt8(ascii: "\r"), lf = UInt8(ascii: "\n")
        var lines: [Substring] = []
        var start = utf8.startIndex, index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            guard byte == cr || byte == lf else { index = utf8.index(after: index); continue }
            lines.append(text[start..<index])
            if byte == cr {
                var after = utf8.index(after: index)
                while after < utf8.endIndex, utf8[after] == cr { after = utf8.index(after: after) }
                if after < utf8.endIndex, utf8[after] == lf {
                    index = utf8.index(after: after)
                } else {
                    index = utf8.index(after: index)
                }
            } else {
                index = utf8.index(after: index)
            }
            start = index
        }
        lines.append(text[start...])
        return (lines, lines.last?.isEmpty ?? true)
    }

    /// The length of `bytes` without a UTF-8 sequence cut off at its end (a capture stopped inside
    /// a character of a device name); `bytes.count` when the end is whole.
    static func lengthWithoutCutCharacter(_ bytes: [UInt8]) -> Int {
        // Find the start of the last sequence: at most three continuation bytes (10xxxxxx) back.
        var lead = bytes.count - 1
        while lead >= 0, bytes.count - lead <= 4, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        guard lead >= 0, bytes.count - lead <= 4 else { return bytes.count }
        let first = bytes[lead]
        let length = first >= 0xF0 && first <= 0xF4 ? 4 : first >= 0xE0 ? 3 : first >= 0xC2 ? 2 : 1
        return first >= 0xC2 && bytes.count - lead < length ? lead : bytes.count
    }

    /// `text` without leading and trailing spaces and tabs.
    static func trimmed(_ text: Substring) -> Substring {
        let isPadding: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let start = text.drop(while: isPadding)
        var end = start.endIndex
        while end > start.startIndex, isPadding(start[start.index(before: end)]) { end = start.index(before: end) }
        return start[start.startIndex..<end]
    }

    /// Whether `character` is one of the ASCII digits 0–9.
    static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
