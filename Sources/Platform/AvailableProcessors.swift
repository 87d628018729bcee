#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many processors this process may run on: the default of `replay --jobs`.
public enum AvailableProcessors {
    /// The processors in this process's affinity mask (`sched_getaffinity`, which `taskset` and
    /// container CPU sets narrow), else the processors online; at least 1.
    public static func count() -> Int {
        #if os(Linux)
        if let inMask = affinityCount(), inMask > 0 { return inMask }
        #endif
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }

    #if os(Linux)
    /// The bits set in the affinity mask, nil when it cannot be read. Glibc declares
    /// `sched_getaffinity` only under `_GNU_SOURCE`, which Swift's Glibc module is not built with,
    /// so the function is looked up by name and called through its C type.
    private static func affinityCount() -> Int? {
        typealias GetAffinity = @convention(c) (pid_t, Int, UnsafeMutableRawPointer?) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_getaffinity") else { return nil }
        let getAffinity = unsafeBitCast(symbol, to: GetAffinity.self)
        // 1024 processors, glibc's cpu_set_t.
        var mask = [UInt64](repeating: 0, count: 16)
        let result = mask.withUnsafeMutableBytes { getAffinity(0, $0.count, $0.baseAddress) }
        guard result == 0 else { return nil }
        return mask.reduce(0) { $0 + $1.nonzeroBitCount }
    }
    #endif
}
