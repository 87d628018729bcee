/// Rows of cells as a plain-text table for a terminal: columns two spaces apart, each as wide as
/// its widest cell, ending in a newline.
enum TextTable {
    /// The table of `rows` (the header first). Cells of the columns in `leftAligned` are padded
    /// on the right, except in the last column, which has nothing after it; the others on the
    /// left.
    ///
    ///     TextTable.text([["trace", "frames"], ["tap", "37"]])   // "trace  frames\ntap        37\n"
    static func text(_ rows: [[String]], leftAligned: Set<Int> = [0]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { cells in
            cells.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                guard leftAligned.contains(column) else { return pad + cell }
                return column == cells.count - 1 ? cell : cell + pad
            }.joined(separator: "  ") + "\n"
        }.joined()
    }
}
