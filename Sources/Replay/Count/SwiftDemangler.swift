#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Readable names for the functions of a profile: Swift symbols (`$s6Raster6CanvasV…`) through
/// the Swift runtime's own `swift_demangle`, found at run time; other names (C, C++ as callgrind
/// already demangles them) unchanged.
enum SwiftDemangler {
    private typealias Demangle = @convention(c) (UnsafePointer<CChar>?, Int, UnsafeMutablePointer<CChar>?,
                                                 UnsafeMutablePointer<Int>?, UInt32) -> UnsafeMutablePointer<CChar>?

    /// The runtime's function, or `nil` when it cannot be found.
    private static let function: Demangle? = {
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "swift_demangle") else { return nil }
        return unsafeBitCast(symbol, to: Demangle.self)
    }()

    /// `name` demangled when it is a Swift symbol, else `name`.
    static func demangle(_ name: String) -> String {
        guard name.hasPrefix("$s") || name.hasPrefix("_$s"), let function else { return name }
        let utf8 = Array(name.utf8CString)
        guard let result = utf8.withUnsafeBufferPointer({ function($0.baseAddress, utf8.count - 1, nil, nil, 0) }) else {
            return name
        }
        defer { free(result) }
        return String(cString: result)
    }
}
