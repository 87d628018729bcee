import Replay

/// libFuzzer entry point: imported getevent captures give valid traces that round-trip (see `FuzzTarget.getevent`). A violated
/// property traps, which libFuzzer records as a crash with the input that caused it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    if let violation = FuzzTarget.getevent.run(bytes) {
        fatalError("\(violation)")
    }
    return 0
}

/// The program's entry point. SwiftPM links an executable target with `main` defined as
/// `<module>_main` (so tests can link it), which keeps libFuzzer's own `main` out, and
/// `-parse-as-library` means Swift emits none: so this hands control to libFuzzer's driver.
@_cdecl("FuzzGetevent_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return llvmFuzzerRunDriver(&count, &arguments, fuzzOneInput)
}

/// libFuzzer's `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t))`.
@_silgen_name("LLVMFuzzerRunDriver")
func llvmFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
