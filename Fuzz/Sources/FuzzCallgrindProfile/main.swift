import FuzzDriver
import HitTestFuzzing

/// libFuzzer entry point: callgrind profiles read alike with CRLF and LF line ends and round-trip
/// (see `FuzzTarget.callgrindProfile`). A violated property traps, which libFuzzer records as a
/// crash with the input that caused it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if let violation = FuzzTarget.callgrindProfile.run(bytes) {
        fatalError("\(violation)")
    }
    return 0
}

/// The program's entry point (`FuzzCallgrindProfile_main`, see ``runFuzzerDriver``).
@_cdecl("FuzzCallgrindProfile_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    runFuzzerDriver(argc, argv, fuzzOneInput)
}
