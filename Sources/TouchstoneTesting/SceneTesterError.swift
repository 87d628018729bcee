/// A ``SceneTester`` asked for something it cannot do: a negative or overlong duration, a gesture
/// continued after it ended, a velocity that is not positive, a frame rate out of range. The
/// message names the call and the value.
///
///     fling velocity -50: expected a positive number of points per second
public struct SceneTesterError: Error, Equatable, CustomStringConvertible {
    /// The complete message.
    public let description: String

    /// Creates an error with a complete message.
    public init(_ description: String) {
        self.description = description
    }
}
