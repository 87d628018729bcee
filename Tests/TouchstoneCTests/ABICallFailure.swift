/// The error that stops a test when a C ABI call it builds on fails (after an `XCTFail` naming
/// the call and the library's message), so a broken set-up fails the test instead of skipping it.
struct ABICallFailure: Error, CustomStringConvertible {
    let description: String
}
