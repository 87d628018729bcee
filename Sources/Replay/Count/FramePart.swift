/// The two measured parts of a frame.
public enum FramePart: String, Hashable, Sendable, CaseIterable {
    /// Delivering the touches due, advancing the clock, layout.
    case step
    /// Rendering.
    case render
}
