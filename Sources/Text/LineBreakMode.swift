/// What a label does with text wider than its last line (UILabel's `lineBreakMode`): cut it with
/// "…" at the end, the middle or the start, or draw it whole and let the bounds clip it.
///
/// UILabel's default is ``tail``; UIButton's title label cuts the ``middle``.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    /// Keep the start, end with "…" (`NSLineBreakByTruncatingTail`).
    case tail
    /// Keep the start and the end, "…" between (`NSLineBreakByTruncatingMiddle`).
    case middle
    /// Start with "…", keep the end (`NSLineBreakByTruncatingHead`).
    case head
    /// No ellipsis: the line is drawn whole and clipped at the label's bounds (`NSLineBreakByClipping`).
    case clip
}
