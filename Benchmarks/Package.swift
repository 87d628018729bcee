// swift-tools-version:5.9
// Touchstone's C++ benchmarks (Benchmarks/README.md): Google Benchmark with cairo and AGG as peers,
// calling the main package's C ABI. A separate package, so that the main one builds with libpng
// alone and has no unsafe flags; it depends on the main package by path. `make bench` builds it.
import PackageDescription

let package = Package(
    name: "TouchstoneBenchmarks",
    dependencies: [
        // Named explicitly: a path dependency's identity is otherwise its folder's name, which
        // differs between checkouts (as in Fuzz/Package.swift).
        .package(name: "Touchstone", path: ".."),
    ],
    targets: [
        // Debian's libbenchmark-dev, libcairo2-dev and libagg-dev, through pkg-config.
        .systemLibrary(name: "CBenchmark", path: "CBenchmark", pkgConfig: "benchmark",
                       providers: [.apt(["libbenchmark-dev"])]),
        .systemLibrary(name: "CCairo", path: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CAGG", path: "CAGG", pkgConfig: "libagg", providers: [.apt(["libagg-dev"])]),
        .executableTarget(name: "touchstone-bench",
                          dependencies: [.product(name: "TouchstoneCStatic", package: "Touchstone"),
                                         "CBenchmark", "CCairo", "CAGG"],
                          path: "Sources",
                          // Timing loops on 64-byte boundaries, so a nanosecond case does not change
                          // with the size of the code linked before it (`BM_HitTest/generic/outside`;
                          // `make bench` aligns the C ABI's entry points the same way).
                          cxxSettings: [.unsafeFlags(["-falign-loops=64"])]),
    ]
)
