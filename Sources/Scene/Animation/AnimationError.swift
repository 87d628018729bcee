/// Why an animation or timing function was rejected, naming the key path and the fix.
///
/// Animations are plain values whose properties can be set in any order, so they are checked once,
/// when ``AnimationSet/add(_:forKey:completion:didStart:)`` receives them; timing functions are
/// checked when created. Errors inside a group are wrapped in ``inGroup(index:_:)`` with the
/// child's index, outermost first, so the message reads like a path.
public indirect enum AnimationError: Error, Equatable, Sendable {
    /// A timing function's control point x lies outside 0…1, or a coordinate is not finite.
    case invalidTimingFunction(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A duration below zero.
    case negativeDuration(keyPath: String?, duration: Int64)
    /// The begin time plus the duration does not fit in `Int64` nanoseconds.
    case endTimeOverflows(keyPath: String?, begin: Int64, duration: Int64)
    /// A basic animation with none of from, to and by set.
    case missingValues(keyPath: String)
    /// A basic animation with all three of from, to and by set (Core Animation allows at most two).
    case tooManyValues(keyPath: String)
    /// Values of different kinds in one animation.
    case mismatchedKinds(keyPath: String, AnimatableValue.Kind, AnimatableValue.Kind)
    /// A by-value that cannot be added: any path, or a singular transform that must be subtracted
    /// (by + to).
    case unsupportedByValue(keyPath: String, kind: AnimatableValue.Kind)
    /// A keyframe animation with no values, or with a path that has no drawing element.
    case noKeyframes(keyPath: String)
    /// Key times that do not have one entry per keyframe.
    case keyTimeCount(keyPath: String, expected: Int, found: Int)
    /// Key times that do not start at 0, end at 1 and never decrease.
    case invalidKeyTimes(keyPath: String, [Double])
    /// Paced keyframes of a kind without a distance (only doubles, points and paths have one).
    case pacingUnsupported(keyPath: String, kind: AnimatableValue.Kind)
    /// A problem with the child at `index` of a group.
    case inGroup(index: Int, AnimationError)
}

extension AnimationError: CustomStringConvertible {
    /// One sentence naming the key path, what was wrong and what is expected.
    public var description: String {
        func subject(_ keyPath: String?) -> String { keyPath.map { "animation of '\($0)'" } ?? "group" }
        switch self {
        case .invalidTimingFunction(let x1, let y1, let x2, let y2):
            return "timing function (\(x1), \(y1)), (\(x2), \(y2)): control point x must lie in 0…1 and every coordinate must be finite"
        case .negativeDuration(let keyPath, let duration):
            return "\(subject(keyPath)): duration \(duration) ns is negative; use 0 for an instant change"
        case .endTimeOverflows(let keyPath, let begin, let duration):
            return "\(subject(keyPath)): begin \(begin) ns plus duration \(duration) ns overflows Int64 nanoseconds"
        case .missingValues(let keyPath):
            return "\(subject(keyPath)): set at least one of from, to and by"
        case .tooManyValues(let keyPath):
            return "\(subject(keyPath)): set at most two of from, to and by"
        case .mismatchedKinds(let keyPath, let a, let b):
            return "\(subject(keyPath)): values mix kinds \(a.rawValue) and \(b.rawValue)"
        case .unsupportedByValue(let keyPath, let kind):
            return "\(subject(keyPath)): a \(kind.rawValue) by-value cannot be added or subtracted here; give from and to instead"
        case .noKeyframes(let keyPath):
            return "\(subject(keyPath)): give at least one value, or a path with at least one segment"
        case .keyTimeCount(let keyPath, let expected, let found):
            return "\(subject(keyPath)): \(found) key times for \(expected) keyframes; give one per keyframe"
        case .invalidKeyTimes(let keyPath, let times):
            return "\(subject(keyPath)): key times \(times) must start at 0, end at 1 and never decrease"
        case .pacingUnsupported(let keyPath, let kind):
            return "\(subject(keyPath)): paced keyframes need doubles, points or a path, not \(kind.rawValue)s"
        case .inGroup(let index, let error):
            return "group child \(index): \(error)"
        }
    }
}
