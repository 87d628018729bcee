/// A font that cannot be used: its file is missing, is not a regular file, or is not a font
/// FreeType and HarfBuzz can read.
///
///     /usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Medium.ttf: no such font file (Debian's fonts-roboto-unhinted installs it)
public struct FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The font file's path.
    public var path: String
    /// What is wrong with it.
    public var message: String

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
