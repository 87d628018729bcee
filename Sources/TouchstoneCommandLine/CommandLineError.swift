/// A problem with how the tool was called or with what it was given: printed on stderr, exit 2.
struct CommandLineError: Error, CustomStringConvertible {
    /// The complete message, naming the place (argument, file, line) and what was expected.
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

/// The tool's exit codes, the project's own (docs/cli.md).
enum ExitCode: Int32 {
    /// Success.
    case success = 0
    /// A check failed (regression, golden mismatch, fuzz finding).
    case checkFailed = 1
    /// Usage or input error.
    case inputError = 2
}
