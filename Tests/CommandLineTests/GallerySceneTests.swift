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
        XCTAssertEqual([canvas.width, canvas.height], [360, 640])       // 360 × 640 points, scale 1
        // Background between the button (x 16…136) and the chip (x 152…264), neither elevated.
        XCTAssertEqual(canvas[144, 36], opaque(0xFAFAFA))
        // Fills at each component's centre (frame origin + half its size).
        XCTAssertEqual(canvas[76, 36], opaque(0x6200EE))                // button (16, 16, 120, 40)
        XCTAssertEqual(canvas[208, 36], opaque(0xE0E0E0))               // chip (152, 20, 112, 32)
        XCTAssertEqual(canvas[316, 44], opaque(0x03DAC6))               // fab (288, 16, 56, 56)
        XCTAssertEqual(canvas[180, 148], opaque(0xFFFFFF))              // card (16, 88, 328, 120)
        XCTAssertEqual(canvas[94, 272], opaque(0xBBDEFB))               // shaped (16, 224, 156, 96)
        XCTAssertEqual(canvas[266, 272], opaque(0xFFF3E0))              // ripple (188, 224, 156, 96)
        XCTAssertEqual(canvas[94, 384], opaque(0xF3E5F5))               // statefulRipple (16, 336, 156, 96)
        XCTAssertEqual(canvas[266, 384], opaque(0xFFFFFF))              // paper (188, 336, 156, 96)
        XCTAssertEqual(canvas[180, 468], opaque(0xECEFF1))              // panel (16, 448, 328, 40)
        XCTAssertEqual(canvas[180, 600], opaque(0xFFFFFF))              // bottom sheet (0, 504, 360, 136)
        // The shaped view's 2 pt border along its left edge (x 16…18) at mid-height.
        XCTAssertEqual(canvas[16, 272], opaque(0x1565C0))
        // The FAB is a circle: its bounding box's corner pixel (288, 16) is not the FAB's colour.
        XCTAssertNotEqual(canvas[288, 16], opaque(0x03DAC6))
    }
}
