#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Platform

/// A copy of a command-line tool (the running `touchstone`, or another build) without debug
/// information, for Valgrind.
///
/// Valgrind 3.19 (Debian 12's) stops on the executables Swift 6.3 links ("debuginfo reader:
/// Possibly corrupted debuginfo file"): their Swift units are DWARF 4 and the C targets' DWARF 5
/// (clang 21's default), a mix 3.19 cannot read (docs/replay.md, "Counting instructions"). Callgrind
/// needs no debug information to count, and function names come from the symbol table, which
/// `objcopy --strip-debug` keeps. The copy is made once per build: its name holds a hash of the
/// executable's bytes (64-bit FNV-1a), in `$XDG_CACHE_HOME/touchstone/callgrind/` (else
/// `~/.cache/…`, else the output folder's `.touchstone-cache/`), so a rebuilt tool gets a new
/// copy and an unchanged one reuses its own. Making a copy deletes those unused for a week.
public enum StrippedExecutable {
    /// The stripped copy of `executable` (the running executable when `nil`), made when missing.
    ///
    /// - Parameter fallbackFolder: where the cache goes when neither `XDG_CACHE_HOME` nor `HOME`
    ///   is set.
    /// - Throws: ``ReplayError`` of kind ``ReplayError/Kind/countingFailed`` when the executable
    ///   cannot be found or read, `objcopy` is missing or fails, or the copy cannot be written.
    public static func path(of executable: String? = nil, fallbackFolder: String) throws -> String {
        guard let executable = executable ?? ExecutableSearch.currentExecutable() else {
            throw ReplayError(.countingFailed, "--measure instructions: cannot find the running executable (/proc/self/exe)")
        }
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(atPath: executable, limit: 1 << 31)
        } catch {
            throw ReplayError(.countingFailed, "--measure instructions: cannot read \(executable): \(error)")
        }
        let digits = String(fnv1a(bytes), radix: 16)
        let name = "touchstone-" + String(repeating: "0", count: 16 - digits.count) + digits
        let folder = cacheFolder(fallback: fallbackFolder)
        let target = folder + "/" + name
        if access(target, X_OK) == 0 {
            // Used now: the pruning below measures disuse from here.
            utimes(target, nil)
            return target
        }

        guard let objcopy = ExecutableSearch.find("objcopy") else {
            throw ReplayError(.countingFailed, "--measure instructions needs objcopy (Debian's binutils) to copy the tool without its debug information, which valgrind 3.19 cannot read")
        }
        do {
            try Directory.create(folder)
        } catch {
            throw ReplayError(.countingFailed, "--measure instructions: \(error)")
        }
        // Written under a temporary name and renamed, so a concurrent run never sees half a copy.
        let temporary = target + ".partial-\(getpid())"
        let words = [objcopy, "--strip-debug", executable, temporary]
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(objcopy, Array(words.dropFirst()))
        } catch {
            throw ReplayError(.countingFailed, "objcopy: \(error)")
        }
        guard outcome.succeeded, rename(temporary, target) == 0 else {
            unlink(temporary)
            throw ReplayError(.countingFailed, "`\(ChildProcess.display(words))` failed: \(outcome.stderrTail)")
        }
        prune(folder, keeping: name)
        return target
    }

    /// How long a copy may go unused before a new copy's making deletes it: a week, so every build
    /// of a working week (a CI machine's base and head among them) keeps its copy.
    public static let unusedLifetime: time_t = 7 * 24 * 3600

    /// Deletes the copies in `folder` (other than `keeping`) unused for ``unusedLifetime``: each
    /// build leaves one, and without this the cache would only grow.
    public static func prune(_ folder: String, keeping: String) {
        guard let names = try? Directory.names(in: folder) else { return }
        let now = time(nil)
        for name in names where name.hasPrefix("touchstone-") && name != keeping && !name.contains(".partial-") {
            var info = stat()
            let path = folder + "/" + name
            if stat(path, &info) == 0, now - info.st_mtim.tv_sec > unusedLifetime { unlink(path) }
        }
    }

    /// `$XDG_CACHE_HOME/touchstone/callgrind`, else `$HOME/.cache/touchstone/callgrind`, else
    /// `fallback/.touchstone-cache`.
    public static func cacheFolder(fallback: String) -> String {
        if let xdg = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }), xdg.hasPrefix("/") {
            return xdg + "/touchstone/callgrind"
        }
        if let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") {
            return home + "/.cache/touchstone/callgrind"
        }
        return fallback + "/.touchstone-cache"
    }

    /// 64-bit FNV-1a of `bytes`: a cache key, not a defence against anyone.
    public static func fnv1a(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        return hash
    }
}
