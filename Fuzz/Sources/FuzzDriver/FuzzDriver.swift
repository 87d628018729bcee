/// The glue every libFuzzer executable shares. SwiftPM links an executable target with `main`
/// renamed to `<module>_main` (so tests can link it), which keeps libFuzzer's own `main` out, and
/// `-parse-as-library` means Swift emits none: so each target's `<module>_main` hands control to
/// libFuzzer's driver through here.
///
/// - Parameter callback: the target's `LLVMFuzzerTestOneInput`.
public func runFuzzerDriver(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
                            _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt {
    var count = argc
    var arguments = argv
    return llvmFuzzerRunDriver(&count, &arguments, callback)
}

/// libFuzzer's `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t))`.
@_silgen_name("LLVMFuzzerRunDriver")
func llvmFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
                         _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                         _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
