#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one progress line of the commands that take a while (`replay`, `compare --run`): rewritten
/// in place on stderr while it is a terminal, and nothing at all otherwise, so logs and pipes get
/// only the results.
struct ProgressLine {
    /// Whether stderr is a terminal.
    let isShown = isatty(2) == 1
    /// Whether the line holds text now.
    private var isDirty = false

    /// Replaces the line with `text`.
    mutating func show(_ text: String) {
        guard isShown else { return }
        var error = OutputStream.standardError
        error.write("\r\u{1B}[K" + text)
        error.flush()
        isDirty = true
    }

    /// Writes `text` (whole lines) on stderr, above the progress line.
    mutating func write(_ text: String) {
        var error = OutputStream.standardError
        if isShown && isDirty { error.write("\r\u{1B}[K") }
        error.write(text)
        error.flush()
        isDirty = false
    }

    /// Clears the line.
    mutating func clear() {
        guard isShown else { return }
        var error = OutputStream.standardError
        error.write("\r\u{1B}[K")
        error.flush()
        isDirty = false
    }
}
