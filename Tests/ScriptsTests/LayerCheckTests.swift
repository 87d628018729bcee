import Foundation
import XCTest

/// `scripts/check-layers.py` against the real tree (every import of every target allowed by the
/// layer table of docs/architecture.md and declared in Package.swift, and tests that mirror the
/// sources) and against small trees made to break it.
final class LayerCheckTests: XCTestCase {
    /// The package root: three levels above this file.
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testEveryTargetImportsOnlyWhatTheLayerTableAllowsAndTheTestsMirrorTheSources() throws {
        let result = try checkLayers([])
        XCTAssertEqual(result.stdout, "", "layer violations:\n\(result.stdout)\(result.stderr)")
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.status, 0)
    }

    func testAnUpwardImportATestFrameworkATargetWithoutARowAndAnUndeclaredImportFail() throws {
        let tree = try makeTree([
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
        ])
        defer { try? FileManager.default.removeItem(at: tree) }
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

    func testATestTreeThatDoesNotMirrorItsSourcesFails() throws {
        let test = "import XCTest\nfinal class T: XCTestCase {}\n", helper = "func help() {}\n"
        let tree = try makeTree([
            "docs/architecture.md": """
                | target | imports (of ours) |
                |---|---|
                | `Flat`, `Foldered` | — |

                """,
            "Sources/Flat/Flat.swift": "",
            "Sources/Foldered/README.md": "",
            "Sources/Foldered/Alpha/Alpha.swift": "",
            "Sources/Foldered/Beta/Gamma/Gamma.swift": "",
            "Data/sample.json": "{}\n",
            "Tests/FlatTests/FlatTests.swift": test,                   // a flat target's tests sit at the top
            "Tests/FlatTests/Alpha/AlphaTests.swift": test,            // Sources/Flat has no Alpha
            "Tests/FolderedTests/Support.swift": helper,               // helpers may sit at the top
            "Tests/FolderedTests/Alpha/AlphaTests.swift": test,
            "Tests/FolderedTests/Beta/Gamma/GammaTests.swift": "import Testing\n@Suite struct GammaTests {}\n",
            "Tests/FolderedTests/Stray.swift": "import Testing\n@Test func stray() {}\n",   // a test at the top
            "Tests/FolderedTests/Delta/DeltaTests.swift": test,        // Sources/Foldered has no Delta
            "Tests/DataTests/SampleTests.swift": test,                 // a folder of the repository as a whole
            "Tests/TestSupport/Random.swift": helper,
            "Tests/FlatTestSupport/Reference.swift": helper,
            "Tests/GammaTestSupport/Reference.swift": helper,          // no target Gamma
            "Tests/NowhereTests/NowhereTests.swift": test,             // nothing called Nowhere
            "Tests/Fixtures/Fixture.swift": helper,                    // neither tests nor support
            "Tests/BrowserTests/test_pages.py": "",                    // no Swift: not checked
        ])
        defer { try? FileManager.default.removeItem(at: tree) }
        let result = try checkLayers(["--root", tree.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, """
            Tests/Fixtures: Swift files in a folder that is neither a test target (<Target>Tests) nor test support (<Target>TestSupport)
            Tests/FlatTests/Alpha: no folder Sources/Flat/Alpha to mirror
            Tests/FolderedTests/Delta: no folder Sources/Foldered/Delta to mirror
            Tests/FolderedTests/Stray.swift: a test at the top of FolderedTests, but Sources/Foldered keeps its code in folders: move it to the folder of what it tests
            Tests/GammaTestSupport: support for Gamma, which is neither a target of Sources/ nor a folder of the repository
            Tests/NowhereTests: tests Nowhere, which is neither a target of Sources/ nor a folder of the repository

            """)
        XCTAssertEqual(result.stderr, "")
    }

    /// A fresh folder holding `files` (path: text), for the script to check.
    private func makeTree(_ files: [String: String]) throws -> URL {
        let tree = FileManager.default.temporaryDirectory
            .appendingPathComponent("layer-check-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0 ... .max))")
        for (path, text) in files {
            let url = tree.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return tree
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
