// swift-tools-version:5.9
// libFuzzer targets for Touchstone (docs/fuzzing.md#libfuzzer-the-fuzz-package). A separate
// package so that the sanitizer flags stay out of the main build; it depends on the main package
// by path. Build and run with Fuzz/run.sh, which passes `-sanitize=fuzzer,address
// -parse-as-library` to every target.
import PackageDescription

// HitTestFuzzing holds every target's body (FuzzTarget).
let fuzzing: Target.Dependency = .product(name: "HitTestFuzzing", package: "Touchstone")

let package = Package(
    name: "TouchstoneFuzz",
    dependencies: [
        // Named explicitly: a path dependency's identity is otherwise its folder's name, which
        // differs between checkouts. SwiftPM still compares folder names case-insensitively, so
        // the checkout's folder must not itself be called "fuzz" (it would clash with this one's).
        .package(name: "Touchstone", path: ".."),
    ],
    targets: [
        // The libFuzzer driver glue every executable shares.
        .target(name: "FuzzDriver"),
        // One executable per target; each is a thin entry point over HitTestFuzzing's FuzzTarget, whose
        // bodies `touchstone fuzz corpus` also replays in the ordinary build.
        .executableTarget(name: "FuzzShapeSpec", dependencies: ["FuzzDriver", fuzzing]),
        .executableTarget(name: "FuzzSVGPath", dependencies: ["FuzzDriver", fuzzing]),
        .executableTarget(name: "FuzzContainsOracle", dependencies: ["FuzzDriver", fuzzing]),
        .executableTarget(name: "FuzzTrace", dependencies: ["FuzzDriver", fuzzing]),
        .executableTarget(name: "FuzzScene", dependencies: ["FuzzDriver", fuzzing]),
        .executableTarget(name: "FuzzSceneHitTest", dependencies: ["FuzzDriver", fuzzing]),
        .executableTarget(name: "FuzzW3CActions", dependencies: ["FuzzDriver", fuzzing]),
        .executableTarget(name: "FuzzGetevent", dependencies: ["FuzzDriver", fuzzing]),
        .executableTarget(name: "FuzzCallgrindProfile", dependencies: ["FuzzDriver", fuzzing]),
    ]
)
