/// Roboto's files by weight, read from one folder by path and opened once each.
///
///     let fonts = FontLibrary()                              // Debian's fonts-roboto-unhinted
///     let title = try fonts.font(TypographyStyle.button.spec)  // Roboto Medium 14
///
/// MDC-iOS draws with the system font (San Francisco), which Linux does not have; Touchstone uses
/// Roboto 2.138 unhinted as Debian 12 ships it (`fonts-roboto-unhinted`), the files named by path
/// (``defaultDirectory``), never looked up through fontconfig, so every machine with that package
/// draws the same text. A library is safe to use from several threads.
public final class FontLibrary: @unchecked Sendable {
    /// Where Debian 12's `fonts-roboto-unhinted` puts Roboto's TrueType files.
    public static let defaultDirectory = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF"

    /// The folder the files are read from.
    public let directory: String

    private var faces: [FontWeight: FontFace] = [:]
    private let lock = Lock()

    /// A library reading Roboto's files from `directory`.
    public init(directory: String = FontLibrary.defaultDirectory) {
        self.directory = directory
    }

    /// The path of the file of `weight`.
    public func path(of weight: FontWeight) -> String {
        directory.hasSuffix("/") ? directory + weight.robotoFileName : directory + "/" + weight.robotoFileName
    }

    /// The face of `weight`, opened on first use.
    ///
    /// - Throws: ``FontError`` naming the file when it is missing or unreadable.
    public func face(_ weight: FontWeight) throws -> FontFace {
        try lock.withLock {
            if let face = faces[weight] { return face }
            let face = try FontFace(path: path(of: weight))
            faces[weight] = face
            return face
        }
    }

    /// The font `spec` asks for.
    ///
    /// - Throws: ``FontError`` naming the file when it is missing or unreadable.
    public func font(_ spec: FontSpec) throws -> Font {
        Font(face: try face(spec.weight), size: spec.size)
    }
}
