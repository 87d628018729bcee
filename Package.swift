// swift-tools-version:5.9
// Touchstone: a headless, deterministic simulation engine for Material-style touch feedback.
// Layers and allowed imports are described in design.md; a target exists only once it has content.
import PackageDescription

let package = Package(
    name: "Touchstone",
    products: [
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "Shapes", targets: ["Shapes"]),
        .executable(name: "touchstone", targets: ["touchstone"]),
    ],
    targets: [
        .target(name: "Geometry"),
        .target(name: "JSON"),
        .target(name: "Shapes", dependencies: ["Geometry", "JSON"]),
        .executableTarget(name: "touchstone", dependencies: ["Geometry", "JSON", "Shapes"]),
        // Seeded randomness and independent reference implementations shared by the test targets.
        .target(name: "TestSupport", dependencies: ["Geometry"], path: "Tests/TestSupport"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "TestSupport"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "TestSupport"]),
        .testTarget(name: "ShapesTests", dependencies: ["Shapes", "Geometry", "JSON", "TestSupport"]),
        // Runs the built tool end to end: output, exit codes and error messages.
        .testTarget(name: "CommandLineTests", dependencies: ["touchstone"]),
    ]
)
