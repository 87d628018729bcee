import Geometry
import JSON
import Raster
import Scene
import XCTest

/// The `scroll` kind of scene files (docs/formats.md#the-scroll-kind).
final class ScrollSceneFileTests: XCTestCase {
    private func document(_ view: String, scale: String = "2") -> String {
        ##"{"format": "touchstone.scene", "version": 1, "size": [200, 400], "scale": \##(scale), "background": "#FFFFFF", "views": [\##(view)]}"##
    }

    private func assertError(_ view: String, at path: String, _ message: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try SceneLoader().load(text: document(view), source: "s.scene.json"), file: file, line: line) { error in
            guard let error = error as? JSONError else { return XCTFail("\(error)", file: file, line: line) }
            XCTAssertTrue("\(error)".hasPrefix("s.scene.json: at \(path): "), "\(error)", file: file, line: line)
            XCTAssertTrue(error.message.contains(message), "\(error)", file: file, line: line)
        }
    }

    func testMinimalScrollHasUIKitsDefaults() throws {
        let scene = try SceneLoader().load(text: document(##"{"id": "s", "kind": "scroll", "frame": [0, 0, 200, 400], "contentSize": [200, 1000]}"##),
                                           source: "s.scene.json")
        let scroll = try XCTUnwrap(scene.view(withID: "s") as? ScrollView)
        XCTAssertEqual(scene.entry(withID: "s")?.kind, "scroll")
        XCTAssertEqual(scroll.contentSize, Size(width: 200, height: 1000))
        XCTAssertEqual(scroll.contentOffset, .zero)
        XCTAssertTrue(scroll.bounces)
        XCTAssertFalse(scroll.alwaysBounceVertical)
        XCTAssertFalse(scroll.alwaysBounceHorizontal)
        XCTAssertEqual(scroll.decelerationRate, 0.998)
        XCTAssertTrue(scroll.delaysContentTouches)
        XCTAssertTrue(scroll.canCancelContentTouches)
        XCTAssertTrue(scroll.isScrollEnabled)
        XCTAssertEqual(scroll.displayScale, 2)
        XCTAssertTrue(scroll.eventLog === scene.events)
    }

    func testEveryKeyIsRead() throws {
        let scene = try SceneLoader().load(text: document(##"""
            {"id": "s", "kind": "scroll", "frame": [0, 0, 200, 400], "contentSize": [300, 1000],
             "contentOffset": [10, 100.3], "bounces": false, "alwaysBounceVertical": true,
             "alwaysBounceHorizontal": true, "decelerationRate": "fast", "delaysContentTouches": false,
             "canCancelContentTouches": false, "scrollEnabled": false, "color": "#EEEEEE",
             "children": [{"id": "row", "kind": "view", "frame": [0, 150, 200, 40]}]}
            """##), source: "s.scene.json")
        let scroll = try XCTUnwrap(scene.view(withID: "s") as? ScrollView)
        XCTAssertEqual(scroll.contentSize, Size(width: 300, height: 1000))
        XCTAssertEqual(scroll.contentOffset, Point(x: 10, y: 100.3))
        XCTAssertEqual(scroll.bounds.origin, Point(x: 10, y: 100.5), "on the 2× grid")
        XCTAssertFalse(scroll.bounces)
        XCTAssertTrue(scroll.alwaysBounceVertical)
        XCTAssertTrue(scroll.alwaysBounceHorizontal)
        XCTAssertEqual(scroll.decelerationRate, 0.99)
        XCTAssertFalse(scroll.delaysContentTouches)
        XCTAssertFalse(scroll.canCancelContentTouches)
        XCTAssertFalse(scroll.isScrollEnabled)
        XCTAssertEqual(scroll.backgroundColor, Color(red: 0xEE, green: 0xEE, blue: 0xEE))
        // Children in content coordinates: the row at content y 150 shows at 150 − 100.5.
        let row = try XCTUnwrap(scene.view(withID: "row"))
        XCTAssertEqual(row.convert(Point.zero, to: nil), Point(x: -10, y: 49.5))
        XCTAssertTrue(scene.root.hitTest(Point(x: 20, y: 60)) === row)
    }

    func testScrolledContentIsDrawnAtTheOffsetAndClipped() throws {
        // A 20×10-point scroll view on a 20×20 canvas at scale 1, scrolled to y = 30: its row at
        // content y 35..45 shows at 5..15 and is clipped at the view's bottom (10); the row at
        // content 0..10 is above the viewport. A new offset moves the content with it.
        let scene = try SceneLoader().load(text: ##"""
            {"format": "touchstone.scene", "version": 1, "size": [20, 20], "scale": 1, "background": "#0000FF",
             "views": [{"id": "s", "kind": "scroll", "frame": [0, 0, 20, 10], "contentSize": [20, 200],
                        "contentOffset": [0, 30], "color": "#FFFFFF",
                        "children": [{"id": "top", "kind": "view", "frame": [0, 0, 20, 10], "color": "#00FF00"},
                                     {"id": "row", "kind": "view", "frame": [0, 35, 20, 10], "color": "#FF0000"}]}]}
            """##, source: "s.scene.json")
        let renderer = try scene.makeRenderer()
        _ = try renderer.render(at: 0)
        let red = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
        let white = PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)
        let blue = PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255)
        for y in 0..<20 {
            let expected = y < 5 ? white : y < 10 ? red : blue
            for x in [0, 7, 19] { XCTAssertEqual(renderer.canvas[x, y], expected, "pixel \(x), \(y)") }
        }
        let scroll = try XCTUnwrap(scene.view(withID: "s") as? ScrollView)
        scroll.contentOffset = Point(x: 0, y: 32)
        _ = try renderer.render(at: 0)
        for y in 0..<20 {
            let expected = y < 3 ? white : y < 10 ? red : blue
            XCTAssertEqual(renderer.canvas[9, y], expected, "pixel 9, \(y) at offset 32")
        }
    }

    func testNumericRateAndScaleOverride() throws {
        var loader = SceneLoader()
        loader.scaleOverride = 3
        let scene = try loader.load(text: document(##"{"id": "s", "kind": "scroll", "frame": [0, 0, 200, 400], "contentSize": [200, 1000], "decelerationRate": 0.995}"##),
                                    source: "s.scene.json")
        let scroll = try XCTUnwrap(scene.view(withID: "s") as? ScrollView)
        XCTAssertEqual(scroll.decelerationRate, 0.995)
        XCTAssertEqual(scroll.displayScale, 3)
    }

    func testErrorsAreLocated() {
        let head = ##""id": "s", "kind": "scroll", "frame": [0, 0, 200, 400]"##
        assertError("{\(head)}", at: "$.views[0]", ##"missing required key "contentSize""##)
        assertError(##"{\##(head), "contentSize": [200]}"##, at: "$.views[0].contentSize", "2")
        assertError(##"{\##(head), "contentSize": [200, -1]}"##, at: "$.views[0].contentSize[1]", "expected a height of zero or more, found -1")
        assertError(##"{\##(head), "contentSize": ["200", 1]}"##, at: "$.views[0].contentSize[0]", "expected a number, found a string")
        assertError(##"{\##(head), "contentSize": [1, 1], "contentOffset": [0, null]}"##, at: "$.views[0].contentOffset[1]", "expected a number")
        assertError(##"{\##(head), "contentSize": [1, 1], "bounces": "yes"}"##, at: "$.views[0].bounces", "expected a boolean")
        assertError(##"{\##(head), "contentSize": [1, 1], "scrollEnabled": 1}"##, at: "$.views[0].scrollEnabled", "expected a boolean")
        assertError(##"{\##(head), "contentSize": [1, 1], "decelerationRate": "slow"}"##, at: "$.views[0].decelerationRate",
                    ##"expected "normal", "fast" or a number between 0 and 1 (exclusive), found "slow""##)
        assertError(##"{\##(head), "contentSize": [1, 1], "decelerationRate": 1}"##, at: "$.views[0].decelerationRate", "found 1")
        assertError(##"{\##(head), "contentSize": [1, 1], "decelerationRate": 0}"##, at: "$.views[0].decelerationRate", "found 0")
        assertError(##"{\##(head), "contentSize": [1, 1], "decelerationRate": true}"##, at: "$.views[0].decelerationRate", "found a boolean")
        assertError(##"{\##(head), "contentSize": [1, 1], "contentInset": [0, 0, 0, 0]}"##, at: "$.views[0]", ##"unknown key "contentInset""##)
        // A plain view does not take the scroll keys.
        assertError(##"{"id": "v", "kind": "view", "frame": [0, 0, 1, 1], "contentSize": [1, 1]}"##, at: "$.views[0]", ##"unknown key "contentSize""##)
    }
}
