#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Platform
import Raster

/// `replay --measure instructions`: each trace is replayed once more under callgrind, in a child
/// process, to count its frames' instructions.
///
/// The child is a command-line tool — `touchstone`, or a tool of one's own made with
/// `TouchstoneCommandLine`, so that a custom kind is counted by the program that knows it — run
/// `objcopy --strip-debug`ped (``StrippedExecutable``) as
///
///     [setarch ARCH -R] valgrind -q --tool=callgrind --collect-atstart=no --instr-atstart=no
///         --callgrind-out-file=TMP/callgrind.out TOOL replay TRACE --out TMP --frames none
///         --measure instructions --counting-child [--align --fps --scale --settle-limit]
///
/// with a fixed environment (``childEnvironment()``) and address-space randomization off. It
/// instruments only its replay, collects only each frame's step and render, and dumps each of
/// them (``Callgrind``); its report gives the frames' hashes. The parent reads the dumps
/// (``CountedParts``), replays natively for the outputs (frames, sheet, goldens, times), checks
/// that both replays drew the same frames, and writes the counts into the report and the merged
/// profile to `callgrind.out` in the trace's folder (``ReplayJob``).
public enum CountedReplay {
    /// The flag the parent passes to the child: replay under callgrind, dumping each part.
    public static let childFlag = "counting-child"

    /// The programs a counted replay runs.
    public struct Tools: Sendable {
        /// valgrind's path.
        public let valgrind: String
        /// `setarch` with this machine's architecture, when it exists.
        public let setarch: [String]
        /// The stripped copy of the counting tool.
        public let executable: String
    }

    /// Finds valgrind and setarch and makes (or finds) the stripped copy of `executable` (the
    /// running executable when `nil`).
    ///
    /// - Throws: ``ReplayError`` of kind ``ReplayError/Kind/countingFailed`` when the build lacks
    ///   callgrind's requests, valgrind is missing or the copy cannot be made.
    public static func tools(executable: String? = nil, out: String) throws -> Tools {
        guard Callgrind.requestsAvailable else {
            throw ReplayError(.countingFailed, "--measure instructions: this touchstone was built without <valgrind/callgrind.h> (Debian's valgrind package), so it cannot mark its frames for callgrind; install valgrind and rebuild")
        }
        guard let valgrind = ExecutableSearch.find("valgrind") else {
            throw ReplayError(.countingFailed, "--measure instructions needs valgrind (Debian's valgrind package: apt-get install valgrind), and there is none on PATH")
        }
        var setarch: [String] = []
        if let path = ExecutableSearch.find("setarch") {
            var names = utsname()
            uname(&names)
            let machine = withUnsafeBytes(of: names.machine) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            setarch = [path, machine, "-R"]
        }
        return Tools(valgrind: valgrind, setarch: setarch,
                     executable: try StrippedExecutable.path(of: executable, fallbackFolder: out))
    }

    /// The child's whole environment: deterministic hashing in the Swift runtime, every symbol
    /// bound at start-up (lazy binding would put the dynamic linker's work in the first frame that
    /// calls a function), the C locale, a fixed PATH, and `LD_LIBRARY_PATH` and
    /// `TOUCHSTONE_SPAN_KERNELS` when this process has them (the tool may need the one to start;
    /// the other keeps the counted replay on the span kernels the native one takes). Everything else would shift the stack, and with it
    /// nothing measured, but a fixed environment makes two runs start alike.
    public static func childEnvironment() -> [String] {
        var environment = ["SWIFT_DETERMINISTIC_HASHING=1", "LD_BIND_NOW=1", "LC_ALL=C", "PATH=/usr/bin:/bin"]
        for name in ["LD_LIBRARY_PATH", SpanKernels.environmentVariable] {
            if let value = getenv(name) { environment.append(name + "=" + String(cString: value)) }
        }
        return environment
    }

    /// What one counted replay gave.
    public struct Result {
        /// The counts of each frame's step and render, and the merged profile.
        public let parts: CountedParts
        /// The counted replay's frame hashes.
        public let hashes: [UInt64]
        /// The child's command line, for the profile's `cmd:`.
        public let command: String
    }

    /// Replays `trace` under callgrind with the replay options `options` (already in
    /// command-line form, ``ReplayOptions/commandLineArguments``) and reads the counts.
    ///
    /// - Throws: ``ReplayError`` of kind ``ReplayError/Kind/countingFailed`` when the child fails,
    ///   naming its command, how it ended and the end of its stderr; ``CallgrindError`` or
    ///   ``ReportError`` for what it wrote.
    public static func count(trace: String, name: String, options: [String], tools: Tools) throws -> Result {
        var template = Array("\(temporaryRoot())/touchstone-count-XXXXXX".utf8CString)
        guard let created = mkdtemp(&template) else {
            throw ReplayError(.countingFailed, "cannot create a temporary folder in \(temporaryRoot()) (\(String(cString: strerror(errno))))")
        }
        let folder = String(cString: created)
        defer { removeTree(folder) }
        let valgrindArguments = ["-q", "--tool=callgrind", "--collect-atstart=no", "--instr-atstart=no",
                                 "--callgrind-out-file=\(folder)/callgrind.out", tools.executable]
        let replayArguments = ["replay", trace, "--out", folder, "--frames", "none", "--measure", "instructions",
                               "--" + childFlag] + options
        let words = tools.setarch + [tools.valgrind] + valgrindArguments + replayArguments
        let command = ChildProcess.display(words)
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(words[0], Array(words.dropFirst()), environment: childEnvironment())
        } catch {
            throw ReplayError(.countingFailed, "--measure instructions: \(error)")
        }
        guard outcome.succeeded else {
            throw ReplayError(.countingFailed, "\(trace): the counted replay `\(command)` \(outcome.failureDescription)")
        }
        let report = try Report(contentsOfFile: "\(folder)/\(name)/report.json")
        return Result(parts: try CountedParts(directory: folder), hashes: report.frames.map(\.hash), command: command)
    }

    /// `$TMPDIR`, else `/tmp`.
    private static func temporaryRoot() -> String {
        if let tmp = getenv("TMPDIR").map({ String(cString: $0) }), tmp.hasPrefix("/") { return tmp }
        return "/tmp"
    }

    /// Deletes the folder `path` with everything in it (the child writes only files and folders).
    private static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            if let names = try? Directory.names(in: path) {
                for name in names { removeTree(path + "/" + name) }
            }
            rmdir(path)
        } else {
            unlink(path)
        }
    }
}
