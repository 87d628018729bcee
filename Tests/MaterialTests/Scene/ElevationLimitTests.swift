import JSON
import Material
import Scene
import XCTest

/// An elevation whose wider (ambient) shadow, radius 0.889544·e − 0.003701 points, would blur by
/// more than 4096 pixels at the scene's scale is refused at its JSON path (docs/limits.md).
final class ElevationLimitTests: XCTestCase {
    private func load(elevation: String, scale: String = "1", key: String = "elevation") throws {
        let text = ##"{"format": "touchstone.scene", "version": 1, "size": [100, 50], "scale": \##(scale), "background": "#FFFFFF", "views": [{"id": "c", "kind": "card", "frame": [0, 0, 40, 20], "\##(key)": \##(elevation)}]}"##
        _ = try SceneLoader(factory: MaterialViewFactory()).load(text: text, source: "t.scene.json")
    }

    func testTheLargestDrawableElevationLoadsAndTheNextIsRefused() throws {
        // σ = (0.889544·e − 0.003701) / 2 ≤ 4096 ⇔ e ≤ (8192 + 0.003701) / 0.889544 = 9209.27…
        XCTAssertNoThrow(try load(elevation: "9209.2"))
        for (elevation, scale, key) in [("9209.3", "1", "elevation"), ("4605", "2", "elevation"), ("9209.3", "1", "pressedElevation")] {
            XCTAssertThrowsError(try load(elevation: elevation, scale: scale, key: key)) { error in
                guard let error = error as? JSONError else { return XCTFail("\(error)") }
                XCTAssertEqual(error.location, .path(JSONPath([.key("views"), .index(0), .key(key)])), "\(error)")
                XCTAssertTrue(error.message.contains("at most 4096 pixels"), error.message)
            }
        }
    }
}
