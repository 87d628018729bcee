import Platform

/// Small text helpers for getevent's output, which is ASCII with space and tab padding.
enum GeteventText {
    /// `bytes` as text.
    ///
    /// - Throws: ``GeteventError`` at the line and column of the first byte that is not UTF-8.
    static func decode(_ bytes: [UInt8], source: String) throws -> String {
        do throws(InvalidUTF8) {
            return try UTF8Validation.text(bytes)
        } catch {
            throw GeteventError(source: source, line: error.position.line, column: error.position.column, message: error.problem)
        }
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
