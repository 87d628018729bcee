// swift-tools-version:5.9
// Touchstone: a headless, deterministic simulation engine for Material-style touch feedback.
// Layers and allowed imports: docs/architecture.md; every import of ours is a declared dependency
// (both checked by scripts/check-layers.py in the tests).
// No unsafe flags and no peer libraries, so other packages can depend on this one: the benchmarks
// (Benchmarks/) and the fuzzers (Fuzz/) are packages of their own that depend on it by path.
import PackageDescription

let package = Package(
    name: "Touchstone",
    products: [
        .library(name: "Geometry", targets: ["Geometry"]),
        // The JSON reader and writer scene kinds of one's own read their options with.
        .library(name: "JSON", targets: ["JSON"]),
        .library(name: "Shapes", targets: ["Shapes"]),
        .library(name: "Raster", targets: ["Raster"]),
        .library(name: "Text", targets: ["Text"]),
        .library(name: "Scene", targets: ["Scene"]),
        .library(name: "Material", targets: ["Material"]),
        .library(name: "Replay", targets: ["Replay"]),
        // Hit-test fuzzing and the fuzz targets' bodies, for Fuzz/ (the libFuzzer package) to depend on.
        .library(name: "HitTestFuzzing", targets: ["HitTestFuzzing"]),
        // The C ABI as a shared library (libTouchstoneC.so) for other languages; its header is
        // Sources/TouchstoneC/include/touchstone.h.
        .library(name: "TouchstoneC", type: .dynamic, targets: ["TouchstoneC"]),
        // The same C ABI linked statically into a C or C++ target of another SwiftPM package
        // (Benchmarks/, whose timings are of direct calls, as a static link makes them).
        .library(name: "TouchstoneCStatic", type: .static, targets: ["TouchstoneC"]),
        // SceneTester, for testing components with XCTest or Swift Testing (docs/testing.md).
        .library(name: "TouchstoneTesting", targets: ["TouchstoneTesting"]),
        // The command line with a caller's kinds added, for a `touchstone` of one's own.
        .library(name: "TouchstoneCommandLine", targets: ["TouchstoneCommandLine"]),
        .executable(name: "touchstone", targets: ["touchstone"]),
    ],
    targets: [
        // Bounded file reading, mkdir -p, directory listing and the monotonic clock, on the C library.
        .target(name: "Platform"),
        .target(name: "Geometry"),
        .target(name: "JSON"),
        // The one seeded generator (SplitMix64) and its draws, for the fuzzers and the tests.
        .target(name: "SeededRandom"),
        .target(name: "Shapes", dependencies: ["Geometry", "JSON"]),
        // libpng from Debian's libpng-dev (pkg-config libpng).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // Raster's C support: the processor's features read at run time, and the span kernels for
        // x86-64-v3 and v4 (per-function target attributes, so the package builds for the baseline).
        .target(name: "RasterKernels"),
        .target(name: "Raster", dependencies: ["Geometry", "CPNG", "RasterKernels"],
                exclude: ["README.md"]),
        // HarfBuzz (shaping) and FreeType (outlines) from Debian's libharfbuzz-dev and libfreetype-dev.
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        // Text: Roboto by path, shaping, unhinted outlines in font units, UILabel's line layout.
        .target(name: "Text", dependencies: ["Geometry", "Platform", "CHarfBuzz", "CFreeType"],
                exclude: ["README.md"]),
        // The simulation clock, animations, layers, views, touches, the renderer and scene files.
        .target(name: "Scene", dependencies: ["Geometry", "JSON", "Shapes", "Raster", "Platform"],
                exclude: ["README.md"]),
        // Material components on the scene engine: shaped views, ripples, ink, BFPaperView's paper view.
        .target(name: "Material", dependencies: ["Scene", "Shapes", "Raster", "Geometry", "JSON", "Text"]),
        // The replay harness: trace files, importers, gesture synthesis, reports,
        // statistical comparison and outputs (Perfetto, charts, contact sheets, goldens).
        // Callgrind's client requests as C functions (no-ops without <valgrind/callgrind.h>), with
        // which a replay counts only its frames' instructions under `--measure instructions`.
        .target(name: "CallgrindRequests"),
        .target(name: "Replay", dependencies: ["Geometry", "JSON", "Raster", "Scene", "Platform", "CallgrindRequests"]),
        // Hit-test fuzzing against exact oracles, with shrinking, and the libFuzzer targets' bodies.
        .target(name: "HitTestFuzzing", dependencies: ["Geometry", "JSON", "Shapes", "Raster", "Scene", "Material",
                                                       "Replay", "Platform", "SeededRandom"]),
        // The whole command line as a library: `touchstone` runs it with the built-in kinds, a tool
        // of one's own with its view factories added (docs/testing.md).
        .target(name: "TouchstoneCommandLine", dependencies: ["Geometry", "JSON", "Shapes", "Raster", "Scene", "Material",
                                                              "Replay", "HitTestFuzzing", "Platform"]),
        .executableTarget(name: "touchstone", dependencies: ["TouchstoneCommandLine"]),
        // Scenes under test, pumped frame by frame: gestures, settling, feedback, goldens, replays.
        .target(name: "TouchstoneTesting", dependencies: ["Geometry", "JSON", "Raster", "Scene", "Material", "Replay"],
                exclude: ["README.md"]),
        // The C ABI over the hot paths (docs/library.md, "The C ABI"). A Swift target cannot publish
        // a C header, so the header lives in a C target of its own, TouchstoneCHeaders, which shares
        // the folder: it compiles one empty C file and exports include/touchstone.h. The Swift target
        // implements the functions with @_cdecl and imports the header's types from it, so C callers
        // and the implementation share one declaration of every struct and constant.
        .target(name: "TouchstoneCHeaders", path: "Sources/TouchstoneC",
                sources: ["headers.c"], publicHeadersPath: "include"),
        .target(name: "TouchstoneC", dependencies: ["Geometry", "Shapes", "Raster", "Scene", "Material", "Replay",
                                                  "Text", "Platform", "TouchstoneCHeaders"],
                path: "Sources/TouchstoneC", exclude: ["include", "headers.c"]),
        // Support for the tests, one target per layer, each below every test target it serves: the
        // geometry references; the tests' own treatments; the exact-area reference; callgrind_annotate
        // as the profile reader's oracle; running the built tool.
        .target(name: "TestSupport", dependencies: ["Geometry", "SeededRandom"], path: "Tests/TestSupport"),
        .target(name: "ShapesTestSupport", dependencies: ["Geometry", "Shapes"], path: "Tests/ShapesTestSupport"),
        .target(name: "RasterTestSupport", dependencies: ["Geometry", "Raster"], path: "Tests/RasterTestSupport"),
        .target(name: "ReplayTestSupport", dependencies: ["Replay"], path: "Tests/ReplayTestSupport"),
        .target(name: "CommandLineTestSupport", path: "Tests/CommandLineTestSupport"),
        // Tests/<Target>Tests follows Sources/<Target>, folder for folder (checked by scripts/check-layers.py).
        .testTarget(name: "PlatformTests", dependencies: ["Platform"]),
        .testTarget(name: "GeometryTests", dependencies: ["Geometry", "SeededRandom", "TestSupport"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "SeededRandom"]),
        .testTarget(name: "ShapesTests", dependencies: ["Shapes", "Geometry", "JSON", "SeededRandom", "TestSupport",
                                                       "ShapesTestSupport"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster", "RasterKernels", "Geometry", "Shapes", "SeededRandom",
                                                       "RasterTestSupport"]),
        .testTarget(name: "TextTests", dependencies: ["Text", "Geometry", "Raster", "RasterTestSupport"]),
        .testTarget(name: "SceneTests", dependencies: ["Scene", "Geometry", "JSON", "Shapes", "Raster", "SeededRandom",
                                                      "TestSupport"]),
        .testTarget(name: "MaterialTests", dependencies: ["Material", "Scene", "Shapes", "Raster", "Geometry", "JSON", "Text",
                                                         "SeededRandom", "TestSupport", "ShapesTestSupport", "RasterTestSupport"]),
        .testTarget(name: "ReplayTests", dependencies: ["Replay", "Geometry", "JSON", "Shapes", "Raster", "Scene", "Material",
                                                       "SeededRandom", "ReplayTestSupport"]),
        .testTarget(name: "HitTestFuzzingTests", dependencies: ["HitTestFuzzing", "Replay", "Geometry", "JSON", "Shapes",
                                                               "Scene", "Material", "Platform", "ShapesTestSupport"]),
        // Calls the C ABI through its header, as a C program would.
        .testTarget(name: "TouchstoneCTests", dependencies: ["TouchstoneC", "TouchstoneCHeaders", "Shapes", "Geometry",
                                                            "Scene", "Material", "Raster"]),
        .testTarget(name: "TouchstoneTestingTests", dependencies: ["TouchstoneTesting", "Geometry", "Raster", "Scene",
                                                                  "Material", "Replay", "TestSupport"]),
        // Runs the built tool end to end: output, exit codes and error messages.
        .testTarget(name: "CommandLineTests", dependencies: ["touchstone", "TouchstoneCommandLine", "Geometry", "JSON",
                                                           "Raster", "Scene", "Replay", "SeededRandom", "ReplayTestSupport",
                                                           "CommandLineTestSupport"]),
        // The bundled scenes and traces of Traces/: their content, their pictures, their replays.
        .testTarget(name: "TracesTests", dependencies: ["touchstone", "Raster", "Material", "Replay",
                                                      "CommandLineTestSupport"]),
        // The scripts of scripts/ that guard the repository (the layers and the mirrored tests).
        .testTarget(name: "ScriptsTests"),
        // The example CI workflow of Examples/ci against the built tool's options.
        .testTarget(name: "ExamplesTests", dependencies: ["touchstone", "CommandLineTestSupport"]),
    ]
)
