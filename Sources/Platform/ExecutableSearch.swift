#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding programs as a shell would: a name with a slash is itself, any other is looked up in
/// the folders of `PATH`.
public enum ExecutableSearch {
    /// The path of the executable `name`, or `nil` when there is none.
    public static func find(_ name: String) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = folder + "/" + name
            if FileReader.isRegularFile(candidate), access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// The running executable's path (`/proc/self/exe`), or `nil` when it cannot be read.
    public static func currentExecutable() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
