import Foundation

/// Runs `executable` (valgrind, objcopy, the tool under another environment) with `arguments`,
/// its stdout discarded. `environment` replaces the inherited environment when given; `adding`
/// puts variables into the inherited one.
public func runProgram(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                adding: [String: String] = [:]) throws -> ToolResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = (environment ?? ProcessInfo.processInfo.environment).merging(adding) { $1 }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return ToolResult(status: process.terminationStatus, stdout: "", stderr: stderr)
}
