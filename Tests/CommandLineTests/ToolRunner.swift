import Foundation
import XCTest

/// The result of running the built `touchstone` binary.
struct ToolResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// Runs the `touchstone` executable that SwiftPM built next to the test bundle, feeding `stdin`.
func runTool(_ arguments: [String], stdin: String = "", file: StaticString = #filePath, line: UInt = #line) throws -> ToolResult {
    let binary = Bundle.main.bundleURL.appendingPathComponent("touchstone")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
        throw XCTSkip("touchstone binary not found at \(binary.path)")
    }
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let input = Pipe(), output = Pipe(), error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Write stdin and read both outputs concurrently so large streams cannot deadlock on full pipes.
    // Each thread signals when done: `Thread.isExecuting` is false until a new thread is scheduled,
    // so polling it could return before stderr was read (seen under load as an empty stderr).
    let finished = DispatchSemaphore(value: 0)
    let writer = Thread {
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try? input.fileHandleForWriting.close()
        finished.signal()
    }
    writer.start()
    let errorBox = DataBox()
    let errorReader = Thread {
        errorBox.data = error.fileHandleForReading.readDataToEndOfFile()
        finished.signal()
    }
    errorReader.start()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    finished.wait()
    finished.wait()
    return ToolResult(status: process.terminationStatus,
                      stdout: String(decoding: outputData, as: UTF8.self),
                      stderr: String(decoding: errorBox.data, as: UTF8.self))
}

/// Holds what the stderr reader thread read; the caller reads it only after the thread finished.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
