// swift-tools-version:5.9
// A component of one's own on Touchstone: a ticket with notched sides and a ripple (TicketKit),
// tested with SceneTester (Tests/TicketKitTests), and a `touchstone` that knows it (my-touchstone).
// README.md walks through it; docs/testing.md in the Touchstone repository is the tutorial.
import PackageDescription

/// A product of Touchstone.
func touchstone(_ product: String) -> Target.Dependency {
    .product(name: product, package: "Touchstone")
}

let package = Package(
    name: "CustomComponent",
    products: [
        .library(name: "TicketKit", targets: ["TicketKit"]),
        .executable(name: "my-touchstone", targets: ["my-touchstone"]),
    ],
    dependencies: [
        // Touchstone by path: this example lives in Touchstone's own repository. Named explicitly,
        // since a path dependency's identity is otherwise its folder's name, which differs between
        // checkouts. From another repository, by version (README.md):
        //     .package(url: "https://github.com/OWNER/touchstone.git", from: "1.0.0")
        .package(name: "Touchstone", path: "../.."),
    ],
    targets: [
        // The ticket: its notched edge (a treatment of its own), its view, its scene kind.
        .target(name: "TicketKit", dependencies: [
            touchstone("Geometry"), touchstone("JSON"), touchstone("Shapes"), touchstone("Raster"),
            touchstone("Scene"), touchstone("Material"), touchstone("HitTestFuzzing"),
        ]),
        // `touchstone` with the ticket kind: replay, render, gesture, compare, fuzz.
        .executableTarget(name: "my-touchstone", dependencies: ["TicketKit", touchstone("TouchstoneCommandLine")]),
        .testTarget(name: "TicketKitTests", dependencies: [
            "TicketKit", "my-touchstone", touchstone("TouchstoneTesting"), touchstone("TouchstoneCommandLine"), touchstone("Geometry"),
            touchstone("Raster"), touchstone("Scene"), touchstone("Material"), touchstone("Replay"),
        ], exclude: ["Goldens"]),
    ]
)
