import Foundation
import XCTest

/// The result of running the built `touchstone` binary.
public struct ToolResult {
    /// The exit status.
    public let status: Int32
    /// Everything written to standard output.
    public let stdout: String
    /// Everything written to standard error.
    public let stderr: String
}

/// The `touchstone` executable SwiftPM builds next to the test bundle (the test target depends on
/// it). A missing binary fails the calling test: the CLI tests must never pass without the tool.
public func builtTool(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
    let binary = Bundle.main.bundleURL.appendingPathComponent("touchstone")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
        let failure = MissingTool(path: binary.path)
        XCTFail(failure.description, file: file, line: line)
        throw failure
    }
    return binary
}

/// The error that stops a test whose `touchstone` binary is missing.
public struct MissingTool: Error, CustomStringConvertible {
    /// Where the binary was looked for.
    public let path: String

    /// What is missing and how to build it.
    public var description: String {
        "touchstone binary not found at \(path); build it with 'swift build --build-tests' (or run 'make test')"
    }
}

/// Runs the `touchstone` executable that SwiftPM built next to the test bundle, feeding `stdin`.
public func runTool(_ arguments: [String], stdin: String = "", file: StaticString = #filePath, line: UInt = #line) throws -> ToolResult {
    let binary = try builtTool(file: file, line: line)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    let input = Pipe(), output = Pipe(), error = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Write stdin and read stderr on other threads so large streams cannot deadlock on full pipes.
    let done = DispatchGroup()
    let errorBox = DataBox()
    DispatchQueue.global().async(group: done) {
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try? input.fileHandleForWriting.close()
    }
    DispatchQueue.global().async(group: done) {
        errorBox.data = error.fileHandleForReading.readDataToEndOfFile()
    }
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    done.wait()
    return ToolResult(status: process.terminationStatus,
                      stdout: String(decoding: outputData, as: UTF8.self),
                      stderr: String(decoding: errorBox.data, as: UTF8.self))
}

/// Holds what the stderr reader read; the caller reads it only after the group has finished.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
