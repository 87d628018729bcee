// swift-tools-version:5.9
// Touchstone: a headless, deterministic simulation engine for Material-style touch feedback.
// Layers and allowed imports are described in design.md; a target exists only once it has content.
import PackageDescription

let package = Package(
    name: "Touchstone",
    products: [
        .library(name: "Geometry", targets: ["Geometry"]),
        .library(name: "Shapes", targets: ["Shapes"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Scene", targets: ["Scene"]),
        .executable(name: "touchstone", targets: ["touchstone"]),
    ],
    targets: [
        .target(name: "Geometry"),
        .target(name: "JSON"),
        .target(name: "Shapes", dependencies: ["Geometry", "JSON"]),
        // libpng from Debian's libpng-dev (pkg-config libpng).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .target(name: "Raster", dependencies: ["Geometry", "CPNG"]),
        // The simulation clock and Core Animation–style animations (layers, views and touches follow).
        .target(name: "Scene", dependencies: ["Geometry", "Raster"]),
        .executableTarget(name: "touchstone", dependencies: ["Geometry", "JSON", "Shapes", "Raster"]),
        // Seeded randomness and independent reference implementations shared by the test targets.
        .target(name: "TestSupport", dependencies: ["Geometry"], path: "Tests/TestSupport"),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "TestSupport"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "TestSupport"]),
        .testTarget(name: "ShapesTests", dependencies: ["Shapes", "Geometry", "JSON", "TestSupport"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "Geometry", "Shapes", "TestSupport"]),
        .testTarget(name: "SceneTests", dependencies: ["Scene", "Geometry", "Raster", "TestSupport"]),
        // Runs the built tool end to end: output, exit codes and error messages.
        .testTarget(name: "CommandLineTests", dependencies: ["touchstone", "Raster"]),
    ]
)
