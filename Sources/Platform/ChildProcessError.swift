#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why ``ChildProcess/run(_:_:environment:)`` could not run a program (a program that ran and
/// failed is an ``ChildProcess/Outcome``, not an error). Callers prefix what they were doing:
/// `compare: base tool: cannot start 'old/touchstone' (No such file or directory)`.
public struct ChildProcessError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The pipe for the child's stderr could not be made.
        case cannotCreatePipe
        /// `posix_spawnp` failed: no such program, not executable, out of resources.
        case cannotStart
        /// `waitpid` failed.
        case cannotWait
    }

    /// The program.
    public let executable: String
    /// What went wrong.
    public let kind: Kind
    /// The C library's error number.
    public let errorNumber: Int32

    /// `cannot start 'x' (No such file or directory)`, and the like.
    public var description: String {
        let reason = String(cString: strerror(errorNumber))
        switch kind {
        case .cannotCreatePipe: return "cannot create a pipe (\(reason))"
        case .cannotStart: return "cannot start '\(executable)' (\(reason))"
        case .cannotWait: return "cannot wait for '\(executable)' (\(reason))"
        }
    }
}
