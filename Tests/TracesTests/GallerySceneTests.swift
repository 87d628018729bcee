import CommandLineTestSupport
import Foundation
import Raster
import XCTest

/// `Traces/gallery.scene.json`, the scene of every component kind that bundled traces replay:
/// it loads and renders through `touchstone render`, with fills and background checked at places
/// worked out from its frames by hand.
final class GallerySceneTests: XCTestCase {
    private var gallery: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Traces/gallery.scene.json").path
    }

    private func opaque(_ hex: UInt32) -> PremultipliedColor {
        PremultipliedColor(red: UInt8(hex >> 16), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF), alpha: 255)
    }

    func testGalleryRendersEveryComponent() throws {
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("touchstone-gallery-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let result = try runTool(["render", gallery, "-o", output])
        XCTAssertEqual(result.status, 0, result.stderr)
        let canvas = try Canvas(contentsOfPNGFile: output)
        XCTAssertEqual([canvas.width, canvas.height], [412, 732])       // 412 × 732 points, scale 1
        // Background between the button (x 16…156) and the chip (x 172…292), neither elevated.
        XCTAssertEqual(canvas[164, 36], opaque(0xFAFAFA))
        // Fills at each component's centre (frame origin + half its size), or beside its title.
        XCTAssertEqual(canvas[24, 36], opaque(0x6200EE))                // button (16, 16, 140, 40), left of its title
        XCTAssertEqual(canvas[180, 36], opaque(0xE0E0E0))               // chip (172, 20, 120, 32), left of its title
        XCTAssertEqual(canvas[306, 40], opaque(0x03DAC6))               // extended fab (300, 16, 96, 48), left of its title
        // The titles are drawn: the button's white, the chip's #1D1D1D, the FAB's black, across the middle row.
        let buttonRow = (40..<132).compactMap { canvas[$0, 36] }
        XCTAssertTrue(buttonRow.contains(opaque(0xFFFFFF)), "the button's title")
        let chipRow = (190..<274).compactMap { canvas[$0, 36] }
        XCTAssertTrue(chipRow.contains(opaque(0x1D1D1D)), "the chip's title")
        let fabRow = (316..<380).compactMap { canvas[$0, 40] }
        XCTAssertTrue(fabRow.contains(opaque(0x000000)), "the FAB's title")
        XCTAssertEqual(canvas[206, 158], opaque(0xFFFFFF))              // card (16, 88, 380, 140)
        XCTAssertEqual(canvas[107, 296], opaque(0xBBDEFB))              // shaped (16, 244, 182, 104)
        XCTAssertEqual(canvas[305, 296], opaque(0xFFF3E0))              // ripple (214, 244, 182, 104)
        XCTAssertEqual(canvas[107, 416], opaque(0xF3E5F5))              // statefulRipple (16, 364, 182, 104)
        XCTAssertEqual(canvas[305, 416], opaque(0xFFFFFF))              // paper (214, 364, 182, 104)
        XCTAssertEqual(canvas[30, 508], opaque(0xECEFF1))               // panel (16, 484, 380, 48), outside its ripple child (24…388)
        XCTAssertEqual(canvas[206, 644], opaque(0xFFFFFF))              // bottom sheet (0, 556, 412, 176)
        // The shaped view's 2 pt border along its left edge (x 16…18) at mid-height.
        XCTAssertEqual(canvas[16, 296], opaque(0x1565C0))
        // The FAB is a pill: its bounding box's corner pixel (300, 16) is not the FAB's colour.
        XCTAssertNotEqual(canvas[300, 16], opaque(0x03DAC6))
    }
}
