/// What a piece of live feedback is: the built-in kinds as constants, and any other name a custom
/// component gives its own (`FeedbackKind("glow")`). Reports write it as its ``rawValue``; the
/// HTML viewer draws a curve per view and kind, whatever the name.
///
///     FeedbackKind.ripple          // "ripple"
///     let glow: FeedbackKind = "glow"
public struct FeedbackKind: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByStringLiteral,
                            CustomStringConvertible {
    /// The name reports use.
    public let rawValue: String

    /// The kind named `rawValue` (a non-empty name; reports refuse an empty one).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The kind named `name`.
    public init(_ name: String) {
        self.rawValue = name
    }

    /// The kind named by a string literal.
    public init(stringLiteral name: String) {
        self.rawValue = name
    }

    /// The name.
    public var description: String { rawValue }

    /// Orders by name.
    public static func < (a: FeedbackKind, b: FeedbackKind) -> Bool { a.rawValue < b.rawValue }

    /// An MDC ripple, stateful or not: a growing disk.
    public static let ripple: FeedbackKind = "ripple"
    /// An MDC ink layer.
    public static let ink: FeedbackKind = "ink"
    /// BFPaperView's tap circle.
    public static let tapCircle: FeedbackKind = "tapCircle"
    /// BFPaperView's background fade: a rectangle over the view, radius 0.
    public static let fade: FeedbackKind = "fade"
    /// A raised shadow (``LiveFeedback/Detail/shadow(_:)``).
    public static let shadow: FeedbackKind = "shadow"
    /// A scroll view's motion (``LiveFeedback/Detail/scroll(_:)``).
    public static let scroll: FeedbackKind = "scroll"
}
