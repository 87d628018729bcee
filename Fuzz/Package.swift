// swift-tools-version:5.9
// libFuzzer targets for Touchstone (README, "Fuzzing"). A separate package so that the sanitizer
// flags stay out of the main build; it depends on the main package by path. Build and run with
// Fuzz/run.sh, which passes `-sanitize=fuzzer,address -parse-as-library` to every target.
import PackageDescription

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
        // One executable per target; each is a thin entry point over Replay's FuzzTarget, whose
        // bodies `touchstone fuzz corpus` also replays in the ordinary build.
        .executableTarget(name: "FuzzShapeSpec", dependencies: ["FuzzDriver", .product(name: "Replay", package: "Touchstone")]),
        .executableTarget(name: "FuzzSVGPath", dependencies: ["FuzzDriver", .product(name: "Replay", package: "Touchstone")]),
        .executableTarget(name: "FuzzContainsOracle", dependencies: ["FuzzDriver", .product(name: "Replay", package: "Touchstone")]),
        .executableTarget(name: "FuzzTrace", dependencies: ["FuzzDriver", .product(name: "Replay", package: "Touchstone")]),
        // The scene targets load scenes with Material's kinds (Replay depends on Material).
        .executableTarget(name: "FuzzScene", dependencies: ["FuzzDriver", .product(name: "Replay", package: "Touchstone"),
                                                            .product(name: "Material", package: "Touchstone")]),
        .executableTarget(name: "FuzzSceneHitTest", dependencies: ["FuzzDriver", .product(name: "Replay", package: "Touchstone"),
                                                                   .product(name: "Material", package: "Touchstone")]),
        .executableTarget(name: "FuzzW3CActions", dependencies: ["FuzzDriver", .product(name: "Replay", package: "Touchstone")]),
        .executableTarget(name: "FuzzGetevent", dependencies: ["FuzzDriver", .product(name: "Replay", package: "Touchstone")]),
    ]
)
