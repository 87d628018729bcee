import Foundation
import XCTest

/// `scripts/check-layers.py` against the real tree (every import of every target allowed by the
/// layer table of docs/architecture.md and declared in Package.swift) and against a small tree made
/// to break it.
final class LayerCheckTests: XCTestCase {
    /// The package root: three levels above this file.
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testEveryTargetImportsOnlyWhatTheLayerTableAllows() throws {
        let result = try checkLayers([])
        XCTAssertEqual(result.stdout, "", "layer violations:\n\(result.stdout)\(result.stderr)")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
    }

    func testAnUpwardImportATestFrameworkATargetWithoutARowAndAnUndeclaredImportFail() throws {
        let tree = FileManager.default.temporaryDirectory
            .appendingPathComponent("layer-check-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0 ... .max))")
        defer { try? FileManager.default.removeItem(at: tree) }
        let files = [
            "docs/architecture.md": """
                # Layers

                | target | imports (of ours) |
                |---|---|
                | `Low` | — |
                | `Middle` | Low — not High |
                | `High` | every library target above |

                """,
            "Sources/Low/Low.swift": "import Glibc\n",
            "Sources/Middle/Middle.swift": "import Low\n/// import High, in a comment\n@testable import High\n",
            "Sources/High/High.swift": "import Low\nimport Middle\n",
            "Sources/High/Expect.swift": "import Low\nimport XCTest\n",
            "Sources/Stray/Stray.swift": "import Low\n",
            // High reaches Low only through Middle, and so does the test target.
            "Package.swift": """
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(name: "Layers", targets: [
                    .target(name: "Low"),  // .target(name: "High", dependencies: ["Low"]) in a comment is not read
                    .target(name: "Middle", dependencies: ["Low", "High", .product(name: "Low", package: "other")]),
                    .target(name: "High", dependencies: ["Middle"]),
                    .target(name: "Stray", dependencies: [.target(name: "Low")]),
                    .testTarget(name: "HighTests", dependencies: ["High"]),
                ])

                """,
            "Tests/HighTests/HighTests.swift": "import High\nimport Low\nimport XCTest\n",
        ]
        for (path, text) in files {
            let url = tree.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let result = try checkLayers(["--root", tree.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            Sources/High/Expect.swift:2: High imports the test framework XCTest; only test targets may
            Sources/Middle/Middle.swift:3: Middle imports High, which the layer diagram does not allow
            Sources/Stray: target Stray has no row in the layer table of docs/architecture.md
            Sources/High/Expect.swift:1: High imports Low, which its dependencies in Package.swift do not list
            Sources/High/High.swift:1: High imports Low, which its dependencies in Package.swift do not list
            Tests/HighTests/HighTests.swift:2: HighTests imports Low, which its dependencies in Package.swift do not list

            """)
        XCTAssertEqual(result.stderr, "")
    }

    /// Runs the script with `python3` from the package root.
    private func checkLayers(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/check-layers.py").path] + arguments
        process.currentDirectoryURL = root
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // The outputs are a few lines each, far below a pipe's buffer, so reading one after the
        // other cannot deadlock.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self),
                String(decoding: errorData, as: UTF8.self))
    }
}
