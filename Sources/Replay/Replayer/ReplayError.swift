/// A trace that cannot be replayed on its scene: the message names the trace and, where there is
/// one, the event index (`events[3]`) and what went wrong.
public struct ReplayError: Error, Equatable, CustomStringConvertible {
    /// The complete message.
    public let description: String

    /// Creates an error with a complete message.
    public init(_ description: String) {
        self.description = description
    }
}
