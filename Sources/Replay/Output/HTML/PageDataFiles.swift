/// A page's data written twice as it is produced: `NAME.json` for tools, and `NAME.js`, the same
/// JSON assigned to `window.touchstonePageData`, for the page itself — Chromium refuses `fetch()`
/// of a `file://` URL, while a `<script src>` beside the page loads from disk.
///
///     let data = try PageDataFiles(directory: "out/tap", name: "page-data")
///     try data.write("{\"frames\":[")     // the same text goes to both files
///     try data.close()
///
/// The caller writes one JSON value in pieces (a frame at a time); nothing here holds it.
final class PageDataFiles {
    /// The variable the script assigns.
    static let variable = "touchstonePageData"

    private let json: TextFileStream
    private let script: TextFileStream

    /// Creates `directory/name.json` and `directory/name.js` (the folder must exist).
    ///
    /// - Throws: ``OutputError`` naming a file that cannot be created.
    init(directory: String, name: String) throws {
        json = try TextFileStream(path: FileSystem.join(directory, name + ".json"))
        script = try TextFileStream(path: FileSystem.join(directory, name + ".js"))
        try script.write("window.\(Self.variable) = ")
    }

    /// Appends a piece of the JSON text to both files.
    ///
    /// - Throws: ``OutputError`` naming the file.
    func write(_ text: String) throws {
        try json.write(text)
        try script.write(text)
    }

    /// Ends both files (a newline after the JSON; `;` and a newline after the script's).
    ///
    /// - Throws: ``OutputError`` naming the file.
    func close() throws {
        try json.write("\n")
        try json.close()
        try script.write(";\n")
        try script.close()
    }
}
