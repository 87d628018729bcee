import CommandLineTestSupport
import Foundation
import Raster
import XCTest

/// The bundled feed scenes (`Traces/feed.scene.json`, `Traces/feed-no-scroll-ripple.scene.json`):
/// one full-screen scroll view at the Pixel's 412 × 732 points with at least 30 rows of every kind
/// it shows, the two files differing only in MDC's ripple option, both current with
/// `scripts/feed-scenes.py`, and rendering at rest with fills at places worked out by hand.
final class FeedSceneTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private let key = "shouldProcessRippleWithScrollViewGestures"

    private func scene(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: root.appendingPathComponent("Traces/\(name)"))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], name)
    }

    /// Every view of a view list, depth first.
    private func all(_ views: [[String: Any]]) -> [[String: Any]] {
        views.flatMap { [$0] + all($0["children"] as? [[String: Any]] ?? []) }
    }

    /// `view` with the ripple option removed everywhere below it.
    private func withoutOption(_ value: Any) -> Any {
        if var object = value as? [String: Any] {
            if var ripple = object["ripple"] as? [String: Any] {
                ripple[key] = nil
                object["ripple"] = ripple
            }
            for (name, member) in object { object[name] = withoutOption(member) }
            return object
        }
        if let array = value as? [Any] { return array.map(withoutOption) }
        return value
    }

    func testTheFeedIsAFullScreenScrollViewOfThirtyRowsOrMore() throws {
        let feed = try scene("feed.scene.json")
        XCTAssertEqual(feed["size"] as? [Double], [412, 732])
        let views = try XCTUnwrap(feed["views"] as? [[String: Any]])
        XCTAssertEqual(views.count, 1)
        let scroll = views[0]
        XCTAssertEqual(scroll["kind"] as? String, "scroll")
        XCTAssertEqual(scroll["frame"] as? [Double], [0, 0, 412, 732])
        let rows = try XCTUnwrap(scroll["children"] as? [[String: Any]])
        XCTAssertGreaterThanOrEqual(rows.count, 30)
        let kinds = Set(all(rows).compactMap { $0["kind"] as? String })
        XCTAssertTrue(kinds.isSuperset(of: ["card", "shaped", "statefulRipple", "paper", "chip"]), "\(kinds)")
        // The content is taller than the screen, and every row lies on it, one below the other.
        let content = try XCTUnwrap(scroll["contentSize"] as? [Double])
        XCTAssertEqual(content[0], 412)
        var bottom = 0.0
        for row in rows {
            let frame = try XCTUnwrap(row["frame"] as? [Double])
            XCTAssertGreaterThanOrEqual(frame[1], bottom, "\(row["id"] ?? "")")
            XCTAssertLessThanOrEqual(frame[0] + frame[2], 412)
            bottom = frame[1] + frame[3]
        }
        XCTAssertLessThanOrEqual(bottom, content[1])
        XCTAssertGreaterThan(content[1], 4 * 732)
        // MDC's default everywhere: the option is absent.
        XCTAssertFalse(all(rows).contains { ($0["ripple"] as? [String: Any])?[key] != nil })
    }

    func testTheFixedFeedDiffersOnlyInTheRippleOption() throws {
        let feed = try scene("feed.scene.json"), fixed = try scene("feed-no-scroll-ripple.scene.json")
        XCTAssertTrue(NSDictionary(dictionary: withoutOption(fixed) as! [String: Any]).isEqual(to: feed))
        // Every ripple touch controller (cards, shaped cards, chips) has the fix; the stateful rows,
        // which have none, are left alone.
        let views = all(try XCTUnwrap(fixed["views"] as? [[String: Any]]))
        let controllers = views.filter { ["card", "shaped", "chip"].contains($0["kind"] as? String ?? "") }
        XCTAssertGreaterThanOrEqual(controllers.count, 24)
        for view in controllers {
            XCTAssertEqual((view["ripple"] as? [String: Any])?[key] as? Bool, false, "\(view["id"] ?? "")")
        }
        let rows = views.filter { $0["kind"] as? String == "statefulRipple" }
        XCTAssertFalse(rows.isEmpty)
        XCTAssertFalse(rows.contains { ($0["ripple"] as? [String: Any])?[key] != nil })
    }

    func testTheScenesAreWhatTheirScriptWrites() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/feed-scenes.py").path, "--check"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, text)
    }

    private func opaque(_ hex: UInt32) -> PremultipliedColor {
        PremultipliedColor(red: UInt8(hex >> 16), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF), alpha: 255)
    }

    func testBothFeedsRenderTheSameRestingPicture() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-feed-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var canvases: [Canvas] = []
        for name in ["feed.scene.json", "feed-no-scroll-ripple.scene.json"] {
            let output = folder.appendingPathComponent("\(name).png").path
            let result = try runTool(["render", root.appendingPathComponent("Traces/\(name)").path, "-o", output])
            XCTAssertEqual(result.status, 0, result.stderr)
            canvases.append(try Canvas(contentsOfPNGFile: output))
        }
        XCTAssertTrue(canvases[0] == canvases[1])
        let canvas = canvases[0]
        XCTAssertEqual([canvas.width, canvas.height], [412, 732])
        // At offset 0, fills at places inside each row and clear of its decorations.
        XCTAssertEqual(canvas[164, 32], opaque(0xE8DEF8))    // chip 2: x 112…216 in the row at y 16…48
        XCTAssertEqual(canvas[40, 108], opaque(0xFFFFFF))    // paper (16, 60, 380, 96), left of its title
        XCTAssertEqual(canvas[350, 228], opaque(0xFFFFFF))   // card 1 (16, 168, 380, 120), between its title and text
        XCTAssertEqual(canvas[52, 204], opaque(0xB39DDB))    // card 1's avatar, centre (16 + 16 + 20, 168 + 16 + 20)
        XCTAssertEqual(canvas[350, 332], opaque(0xFFFFFF))   // row 1a (16, 300, 380, 64)
        XCTAssertEqual(canvas[206, 500], opaque(0xE3F2FD))   // shaped 1 (16, 452, 380, 96)
        XCTAssertEqual(canvas[4, 162], opaque(0xFAFAFA))     // the background, left of the rows
    }
}
