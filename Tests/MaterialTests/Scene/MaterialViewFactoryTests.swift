import Geometry
import Raster
import Scene
import Shapes
import XCTest
@testable import Material

/// Scene files with the Material kinds: every kind and option read into the right view and value,
/// bad options named by their JSON paths, and the common keys' shaped meaning.
final class MaterialViewFactoryTests: XCTestCase {
    /// A scene of `size` with `views` (JSON text of the array's members) and an optional scheme.
    static func scene(_ views: String, size: (Int, Int) = (360, 640), scheme: String? = nil,
                      background: String = "#FFFFFF") throws -> LoadedScene {
        let schemeText = scheme.map { #""shapeScheme": \#($0), "# } ?? ""
        let text = #"{"format": "touchstone.scene", "version": 1, "size": [\#(size.0), \#(size.1)], "scale": 1, "background": "\#(background)", \#(schemeText)"views": [\#(views)]}"#
        return try SceneLoader(factory: MaterialViewFactory()).load(text: text, source: "t.scene.json")
    }

    func testKindsListEveryDesignKind() {
        XCTAssertEqual(MaterialViewFactory().kinds,
                       ["view", "scroll", "shaped", "button", "fab", "card", "chip", "bottomSheet", "ripple", "statefulRipple", "ink", "paper", "label"])
    }

    func testShapedKindWithShapeElevationBorderAndRipple() throws {
        let scene = try Self.scene(#"""
            {"id": "s", "kind": "shaped", "frame": [10, 20, 100, 40], "color": "#112233",
             "border": {"width": 2, "color": "#445566"}, "elevation": 3,
             "shape": {"scheme": "medium"},
             "ripple": {"color": "#FF000080", "style": "unbounded", "maximumRadius": 25}},
            {"id": "plain", "kind": "shaped", "frame": [0, 0, 10, 10]}
            """#, scheme: #"{"small": {"family": "rounded", "size": 4}, "medium": {"family": "cut", "size": 9}, "large": {"family": "rounded", "size": 0}}"#)
        let view = try XCTUnwrap(scene.view(withID: "s") as? RippleShapedView)
        XCTAssertEqual(view.frame, Rect(x: 10, y: 20, width: 100, height: 40))
        XCTAssertEqual(view.elevation, 3)
        XCTAssertEqual(view.backgroundColor, Color(red: 0x11, green: 0x22, blue: 0x33))
        XCTAssertEqual(view.shapedBorderWidth, 2)
        XCTAssertEqual(view.shapedBorderColor, Color(red: 0x44, green: 0x55, blue: 0x66))
        XCTAssertEqual(view.layer.borderWidth, 0)                 // the border follows the shape instead
        // {"scheme": "medium"} resolved by the scene's scheme: cut 9 on every corner.
        let generator = try XCTUnwrap(view.shapeGenerator as? SchemeShapeGenerator)
        let path = generator.path(for: Size(width: 100, height: 40))
        XCTAssertTrue(path.contains(Point(x: 50, y: 20), rule: .evenOdd))
        XCTAssertFalse(path.contains(Point(x: 4, y: 4), rule: .evenOdd))     // 4 + 4 < 9: cut off
        XCTAssertTrue(path.contains(Point(x: 6, y: 6), rule: .evenOdd))      // 6 + 6 > 9
        let ripple = try XCTUnwrap(view.rippleTouchController).rippleView
        XCTAssertEqual(ripple.rippleColor, Color(red: 255, green: 0, blue: 0, alpha: 0x80))
        XCTAssertEqual(ripple.rippleStyle, .unbounded)
        XCTAssertEqual(ripple.maximumRadius, 25)
        XCTAssertTrue(ripple.superview === view)
        // Without "ripple": no controller; without "shape": no generator.
        let plain = try XCTUnwrap(scene.view(withID: "plain") as? RippleShapedView)
        XCTAssertNil(plain.rippleTouchController)
        XCTAssertNil(plain.shapeGenerator)
        XCTAssertEqual(plain.elevation, 0)
    }

    func testSurfacesAreThemedFromTheScheme() throws {
        let scene = try Self.scene(#"""
            {"id": "b", "kind": "button", "frame": [0, 0, 100, 40], "color": "#6200EE"},
            {"id": "f", "kind": "fab", "frame": [0, 50, 56, 56]},
            {"id": "c", "kind": "card", "frame": [0, 120, 200, 100], "elevation": 2,
             "ripple": {"color": "#00FF0040"}},
            {"id": "ch", "kind": "chip", "frame": [0, 230, 100, 32], "pressedElevation": 8},
            {"id": "bs", "kind": "bottomSheet", "frame": [0, 300, 360, 100],
             "shape": {"rectangle": {"corners": {"cut": 5}}}}
            """#, scheme: #"{"small": {"family": "cut", "size": 6}, "medium": {"family": "rounded", "size": 12}, "large": {"family": "rounded", "size": 20}}"#)
        let expectedKinds: [(String, SurfaceKind)] = [("b", .button), ("f", .floatingActionButton), ("c", .card),
                                                      ("ch", .chip), ("bs", .bottomSheet)]
        for (id, kind) in expectedKinds {
            let view = try XCTUnwrap(scene.view(withID: id) as? RippleSurfaceView, id)
            XCTAssertEqual(view.kind, kind, id)
            XCTAssertTrue(view.rippleView.superview === view, id)      // every surface ripples
        }
        let button = try XCTUnwrap(scene.view(withID: "b") as? RippleSurfaceView)
        XCTAssertEqual(button.backgroundColor, Color(red: 0x62, green: 0x00, blue: 0xEE))
        XCTAssertNil(button.layer.backgroundColor)                        // the colour fills the shape
        // The small category, cut 6: (2, 2) is cut off, (4, 4) is not.
        let buttonPath = try XCTUnwrap(button.shapeGenerator).path(for: Size(width: 100, height: 40))
        XCTAssertFalse(buttonPath.contains(Point(x: 2, y: 2), rule: .evenOdd))
        XCTAssertTrue(buttonPath.contains(Point(x: 4, y: 4), rule: .evenOdd))
        let fab = try XCTUnwrap(scene.view(withID: "f") as? RippleSurfaceView)
        XCTAssertEqual([fab.restingElevation, fab.pressedElevation, fab.elevation], [6, 12, 6])
        let card = try XCTUnwrap(scene.view(withID: "c") as? RippleSurfaceView)
        XCTAssertEqual([card.restingElevation, card.pressedElevation, card.elevation], [2, 2, 2])
        XCTAssertEqual(card.rippleView.rippleColor, Color(red: 0, green: 255, blue: 0, alpha: 0x40))
        let chip = try XCTUnwrap(scene.view(withID: "ch") as? RippleSurfaceView)
        XCTAssertEqual([chip.restingElevation, chip.pressedElevation], [0, 8])
        // The bottom sheet's "shape" replaces the themed one: cut 5 on all four corners, so the
        // bottom-left corner (sharp when themed) is cut.
        let sheet = try XCTUnwrap(scene.view(withID: "bs") as? RippleSurfaceView)
        let sheetPath = try XCTUnwrap(sheet.shapeGenerator).path(for: Size(width: 360, height: 100))
        XCTAssertFalse(sheetPath.contains(Point(x: 1, y: 98), rule: .evenOdd))
    }

    func testRippleStatefulAndPaperKinds() throws {
        let scene = try Self.scene(#"""
            {"id": "r", "kind": "ripple", "frame": [0, 0, 100, 40], "color": "#EEEEEE",
             "ripple": {"style": "bounded", "maximumRadius": 0}},
            {"id": "s", "kind": "statefulRipple", "frame": [0, 50, 100, 40], "allowsSelection": true,
             "selected": true, "ripple": {"color": "#0000FF33"}},
            {"id": "p", "kind": "paper", "frame": [0, 100, 100, 40], "color": "#FFFFFF", "cornerRadius": 6,
             "paper": {"raised": false, "tapCircleColor": "#FF000040", "backgroundFadeColor": "#00FF0040",
                       "tapCircleDiameter": "large", "tapCircleDiameterStartValue": 8, "burstAmount": 50,
                       "rippleFromTapLocation": false, "rippleBeyondBounds": true,
                       "touchDownDuration": 0.5, "touchUpDuration": 1}},
            {"id": "p2", "kind": "paper", "frame": [0, 150, 100, 40], "paper": {"tapCircleDiameter": 70}}
            """#)
        let host = try XCTUnwrap(scene.view(withID: "r") as? RippleHostView)
        XCTAssertEqual(host.backgroundColor, Color(red: 0xEE, green: 0xEE, blue: 0xEE))
        XCTAssertEqual(host.rippleView.rippleStyle, .bounded)
        XCTAssertEqual(host.rippleView.frame, Rect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertTrue(host.gestureRecognizers.contains { $0 === host.rippleTouchController.gestureRecognizer })

        let stateful = try XCTUnwrap(scene.view(withID: "s") as? StatefulRippleHostView)
        XCTAssertTrue(stateful.rippleView.allowsSelection)
        XCTAssertTrue(stateful.rippleView.isSelected)
        XCTAssertEqual(stateful.rippleView.state, .selected)
        let blue = Color(red: 0, green: 0, blue: 255, alpha: 0x33)
        XCTAssertEqual(stateful.rippleView.rippleColor(for: .normal), blue)
        XCTAssertEqual(stateful.rippleView.rippleColor(for: .highlighted), blue)
        // The selected overlay shows at once (one ripple, not animated).
        XCTAssertEqual(stateful.rippleView.rippleLayers.count, 1)

        let paper = try XCTUnwrap(scene.view(withID: "p") as? PaperView)
        XCTAssertFalse(paper.isRaised)
        XCTAssertEqual(paper.cornerRadius, 6)
        XCTAssertEqual(paper.tapCircleColor, Color(red: 255, green: 0, blue: 0, alpha: 0x40))
        XCTAssertEqual(paper.backgroundFadeColor, Color(red: 0, green: 255, blue: 0, alpha: 0x40))
        XCTAssertEqual(paper.tapCircleDiameter, 360)
        XCTAssertEqual(paper.tapCircleDiameterStartValue, 8)
        XCTAssertEqual(paper.tapCircleBurstAmount, 50)
        XCTAssertFalse(paper.rippleFromTapLocation)
        XCTAssertTrue(paper.rippleBeyondBounds)
        XCTAssertEqual(paper.touchDownAnimationDuration, 0.5)
        XCTAssertEqual(paper.touchUpAnimationDuration, 1)
        let defaults = try XCTUnwrap(scene.view(withID: "p2") as? PaperView)
        XCTAssertEqual(defaults.tapCircleDiameter, 70)
        XCTAssertTrue(defaults.isRaised)                                  // BFPaperView's defaults kept
        XCTAssertEqual(defaults.touchUpAnimationDuration, 0.625)
    }

    /// Each case: a view and what the message must contain (the value's JSON path, or for an unknown
    /// key its object's path and the key).
    func testBadOptionsNameTheirPaths() {
        let cases: [(String, String)] = [
            (##"{"id": "a", "kind": "shaped", "frame": [0, 0, 10, 10], "elevation": -1}"##, "$.views[0].elevation"),
            (##"{"id": "a", "kind": "shaped", "frame": [0, 0, 10, 10], "shape": {"oval": {}}}"##, "$.views[0].shape"),
            (##"{"id": "a", "kind": "shaped", "frame": [0, 0, 10, 10], "shape": {"scheme": "huge"}}"##, "$.views[0].shape.scheme"),
            (##"{"id": "a", "kind": "card", "frame": [0, 0, 10, 10], "ripple": {"style": "round"}}"##, "$.views[0].ripple.style"),
            (##"{"id": "a", "kind": "fab", "frame": [0, 0, 10, 10], "ripple": {"maximumRadius": -2}}"##, "$.views[0].ripple.maximumRadius"),
            (##"{"id": "a", "kind": "ripple", "frame": [0, 0, 10, 10], "ripple": {"colour": "#000000"}}"##, "at $.views[0].ripple: unknown key \"colour\""),
            (##"{"id": "a", "kind": "ripple", "frame": [0, 0, 10, 10], "ripple": {"color": "blue"}}"##, "$.views[0].ripple.color"),
            (##"{"id": "a", "kind": "chip", "frame": [0, 0, 10, 10], "pressedElevation": "high"}"##, "$.views[0].pressedElevation"),
            (##"{"id": "a", "kind": "statefulRipple", "frame": [0, 0, 10, 10], "selected": true}"##, "$.views[0].selected"),
            (##"{"id": "a", "kind": "statefulRipple", "frame": [0, 0, 10, 10], "allowsSelection": 1}"##, "$.views[0].allowsSelection"),
            (##"{"id": "a", "kind": "paper", "frame": [0, 0, 10, 10], "paper": {"tapCircleDiameter": "huge"}}"##, "$.views[0].paper.tapCircleDiameter"),
            (##"{"id": "a", "kind": "paper", "frame": [0, 0, 10, 10], "paper": {"tapCircleDiameter": 0}}"##, "$.views[0].paper.tapCircleDiameter"),
            (##"{"id": "a", "kind": "paper", "frame": [0, 0, 10, 10], "paper": {"touchUpDuration": -1}}"##, "$.views[0].paper.touchUpDuration"),
            (##"{"id": "a", "kind": "paper", "frame": [0, 0, 10, 10], "paper": {"raised": "yes"}}"##, "$.views[0].paper.raised"),
            (##"{"id": "a", "kind": "paper", "frame": [0, 0, 10, 10], "paper": {"bounce": true}}"##, "at $.views[0].paper: unknown key \"bounce\""),
            (##"{"id": "a", "kind": "paper", "frame": [0, 0, 10, 10], "ripple": {}}"##, "at $.views[0]: unknown key \"ripple\""),
            (##"{"id": "a", "kind": "ripple", "frame": [0, 0, 10, 10], "elevation": 2}"##, "at $.views[0]: unknown key \"elevation\""),
            (##"{"id": "a", "kind": "view", "frame": [0, 0, 10, 10], "children": [{"id": "b", "kind": "button", "frame": [0, 0, 5, 5], "shape": 3}]}"##, "$.views[0].children[0].shape"),
        ]
        for (view, path) in cases {
            XCTAssertThrowsError(try Self.scene(view), view) { error in
                let text = String(describing: error)
                XCTAssertTrue(text.contains("t.scene.json"), text)
                XCTAssertTrue(text.contains(path), "\(text) should name \(path)")
            }
        }
    }
}
