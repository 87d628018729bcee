/// A face at a size: UIFont's metrics, which are the `hhea` values scaled by size ÷ units per em
/// and not rounded (Roboto at 14 points: ascender 12.988, descender −3.418, line height 16.406).
public struct Font: Hashable, Sendable {
    /// The face.
    public let face: FontFace
    /// The size in points (the em square's side).
    public let size: Double

    /// Creates the font of `face` at `size` points.
    public init(face: FontFace, size: Double) {
        self.face = face
        self.size = size
    }

    /// Points per font unit: size ÷ units per em.
    public var pointsPerUnit: Double { size / Double(face.unitsPerEm) }
    /// The ascender in points, above the baseline.
    public var ascender: Double { Double(face.ascender) * pointsPerUnit }
    /// The descender in points, negative below the baseline.
    public var descender: Double { Double(face.descender) * pointsPerUnit }
    /// The line height in points: ascender − descender + line gap.
    public var lineHeight: Double { Double(face.ascender - face.descender + face.lineGap) * pointsPerUnit }

    /// Fonts are equal when they are the same face (the same object) at the same size.
    public static func == (a: Font, b: Font) -> Bool { a.face === b.face && a.size == b.size }

    /// Hashes the face's identity and the size.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(face))
        hasher.combine(size)
    }
}
