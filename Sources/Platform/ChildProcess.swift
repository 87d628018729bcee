#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs another program to completion, as `compare --run` runs the builds it compares and a
/// counted replay runs itself under callgrind.
///
/// The program is started with `posix_spawnp` (found through `PATH` when its name has no slash)
/// with the arguments exactly as given: no shell sees them, so spaces or `$` in a path are just
/// characters. Its standard input and output are `/dev/null` (a replay's summary table would only
/// clutter the comparison), and its standard error is read through a pipe so that a failure can
/// quote the end of it.
public struct ChildProcess {
    /// How a program ended.
    public enum Termination: Equatable, Sendable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it.
        case signalled(Int32)
    }

    /// How the program ended and the last ``stderrLimit`` bytes of what it wrote on stderr.
    public struct Outcome: Equatable, Sendable {
        /// How it ended.
        public let termination: Termination
        /// The end of what it wrote on stderr, decoded as UTF-8.
        public let stderrTail: String

        /// Whether it exited with status 0.
        public var succeeded: Bool { termination == .exited(0) }

        /// How a failed run ended, for a message that already names the command: `exited with
        /// status 3; its stderr ended:` and its last five lines indented, or `was killed by signal
        /// 9 and wrote nothing on stderr`. Every caller that reports a failed child uses it, so
        /// the message reads the same from `compare --run` and from a counted replay.
        public var failureDescription: String {
            let how: String
            switch termination {
            case .exited(let status): how = "exited with status \(status)"
            case .signalled(let signal): how = "was killed by signal \(signal)"
            }
            let lines = stderrTail.split(separator: "\n", omittingEmptySubsequences: true).suffix(5)
            guard !lines.isEmpty else { return how + " and wrote nothing on stderr" }
            return how + "; its stderr ended:\n" + lines.map { "  " + $0 }.joined(separator: "\n")
        }
    }

    /// How much of the end of the program's stderr ``Outcome/stderrTail`` keeps, in bytes.
    public static let stderrLimit = 2000

    /// Starts `executable` with `arguments` (not counting the program name, which is
    /// `executable` itself) and waits for it to end.
    ///
    /// - Parameter environment: `NAME=value` strings, the child's whole environment; `nil`
    ///   passes this process's on.
    /// - Throws: ``ChildProcessError`` when it cannot be started (not found, not executable),
    ///   with the system's reason.
    public static func run(_ executable: String, _ arguments: [String],
                           environment: [String]? = nil) throws(ChildProcessError) -> Outcome {
        var pipeEnds: [Int32] = [-1, -1]
        // Close-on-exec from the start (`replay --jobs` spawns from several threads at once), so
        // no other child inherits a copy of the write end: this child keeps only the one made on
        // its fd 2, and the read end's EOF comes when it exits.
        guard Self.closeOnExecPipe(&pipeEnds) == 0 else {
            throw ChildProcessError(executable: executable, kind: .cannotCreatePipe, errorNumber: errno)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)

        // argv: C strings that live until the spawn returns.
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup($0) } + [nil] }
        defer { for pointer in envp ?? [] { free(pointer) } }
        var pid = pid_t()
        let spawned = argv.withUnsafeBufferPointer { buffer in
            guard let envp else { return posix_spawnp(&pid, executable, &actions, nil, buffer.baseAddress!, environ) }
            return envp.withUnsafeBufferPointer { posix_spawnp(&pid, executable, &actions, nil, buffer.baseAddress!, $0.baseAddress!) }
        }
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            throw ChildProcessError(executable: executable, kind: .cannotStart, errorNumber: spawned)
        }

        // Read stderr to its end (the child's exit closes it), keeping only the tail, then reap.
        var tail: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            tail.append(contentsOf: chunk[0..<n])
            if tail.count > 2 * stderrLimit { tail.removeFirst(tail.count - stderrLimit) }
        }
        close(pipeEnds[0])
        if tail.count > stderrLimit { tail.removeFirst(tail.count - stderrLimit) }

        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else {
                throw ChildProcessError(executable: executable, kind: .cannotWait, errorNumber: errno)
            }
        }
        // The <sys/wait.h> macros, which Swift does not import: the low 7 bits are the signal
        // (0 for a normal exit), the next byte the exit status.
        let signal = status & 0x7f
        let termination: Termination = signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        return Outcome(termination: termination, stderrTail: String(decoding: tail, as: UTF8.self))
    }

    /// `pipe2(ends, O_CLOEXEC)`: a pipe whose ends are close-on-exec from the start. Glibc declares
    /// `pipe2` only under `_GNU_SOURCE`, which Swift's Glibc module is not built with, so it is
    /// looked up by name and called through its C type.
    private static func closeOnExecPipe(_ ends: inout [Int32]) -> Int32 {
        typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pipe2") else {
            errno = ENOSYS
            return -1
        }
        return ends.withUnsafeMutableBufferPointer { unsafeBitCast(symbol, to: Pipe2.self)($0.baseAddress, O_CLOEXEC) }
    }

    /// A command line for messages: the words joined by spaces, those with spaces or quotes
    /// single-quoted as a shell would need them (for reading and pasting, never executed).
    public static func display(_ words: [String]) -> String {
        words.map { word in
            let plain = !word.isEmpty && word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,+@%".contains($0) }
            guard !plain else { return word }
            var quoted = "'"
            for character in word { quoted += character == "'" ? "'\\''" : String(character) }
            return quoted + "'"
        }.joined(separator: " ")
    }
}
