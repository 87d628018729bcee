/// Small text helpers for getevent's output, which is ASCII with space and tab padding.
enum GeteventText {
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
