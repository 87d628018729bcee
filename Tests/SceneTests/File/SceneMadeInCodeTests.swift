import Geometry
import JSON
import Raster
import Scene
import XCTest

/// `LoadedScene` made from views built in code, and `CombinedViewFactory`.
final class SceneMadeInCodeTests: XCTestCase {
    func testTheViewsSitOnARootThatFillsTheSceneAndRecordIntoItsLog() throws {
        let clock = SimClock()
        let card = View(frame: Rect(x: 10, y: 10, width: 50, height: 50), clock: clock)
        card.sceneID = "card"
        let dot = View(frame: Rect(x: 5, y: 5, width: 4, height: 4), clock: clock)
        card.addSubview(dot)
        let scene = try LoadedScene(size: Size(width: 100, height: 80), scale: 2, background: .black, clock: clock,
                                    views: [card])
        XCTAssertEqual(scene.root.frame, Rect(x: 0, y: 0, width: 100, height: 80))
        XCTAssertTrue(card.superview === scene.root)
        XCTAssertTrue(scene.view(withID: "card") === card)
        XCTAssertEqual(scene.pixelSize.width, 200)
        dot.recordEvent("poked")
        XCTAssertEqual(scene.events.events.map(\.view), ["card"])
        XCTAssertEqual(scene.events.events.map(\.name), ["poked"])
        let still = try scene.renderStill()
        XCTAssertEqual(still.width, 200)
        XCTAssertEqual(still.height, 160)
    }

    func testWhatASceneCannotHaveIsRefused() {
        let clock = SimClock()
        func scene(_ size: Size, scale: Double = 1, views: [View] = []) throws -> LoadedScene {
            try LoadedScene(size: size, scale: scale, clock: clock, views: views)
        }
        XCTAssertThrowsError(try scene(Size(width: 0, height: 10))) { error in
            XCTAssertEqual("\(error)", "scene made in code: size 0×10: expected two positive numbers of points, at most 1e12")
        }
        XCTAssertThrowsError(try scene(Size(width: 10, height: 10), scale: .nan))
        XCTAssertThrowsError(try scene(Size(width: 100_000, height: 100_000)))
        let a = View(clock: clock), b = View(clock: clock)
        a.sceneID = "same"
        b.sceneID = "same"
        XCTAssertThrowsError(try scene(Size(width: 10, height: 10), views: [a, b])) { error in
            XCTAssertEqual("\(error)", "scene made in code: two views have the sceneID \"same\"; ids name one view each")
        }
    }

    /// A factory of `dot` views (plain views with a `"diameter"`) that draws its views' colour as
    /// their border instead of their background.
    private struct DotFactory: ViewFactory {
        var kinds: [String] { ["view", "dot"] }
        func makeView(kind: String, frame: Rect, options: inout JSONObjectReader, context: SceneBuildContext) throws -> View? {
            guard kind == "dot" else { return try PlainViewFactory().makeView(kind: kind, frame: frame, options: &options, context: context) }
            let diameter = try options.required("diameter").nonNegativeNumber("diameter")
            return View(frame: Rect(x: frame.minX, y: frame.minY, width: diameter, height: diameter), clock: context.clock)
        }
        func apply(_ attributes: ViewAttributes, to view: View, context: SceneBuildContext) throws {
            var rest = attributes
            rest.color = nil
            rest.apply(to: view)
            view.layer.borderWidth = 1
            view.layer.borderColor = attributes.color ?? .black
        }
    }

    func testACombinedFactoryMakesEachKindByItsFirstFactoryAndAppliesTheSame() throws {
        let factory = CombinedViewFactory([DotFactory(), PlainViewFactory()])
        XCTAssertEqual(factory.kinds, ["view", "dot", "scroll"])
        let scene = try SceneLoader(factory: factory).load(text: """
            {"format": "touchstone.scene", "version": 1, "size": [100, 100], "scale": 1, "background": "#FFFFFF",
             "views": [{"id": "d", "kind": "dot", "frame": [10, 10, 0, 0], "diameter": 8, "color": "#FF0000"},
                       {"id": "s", "kind": "scroll", "frame": [0, 50, 100, 50], "contentSize": [100, 50], "color": "#00FF00"}]}
            """, source: "dots.scene.json")
        let dot = try XCTUnwrap(scene.view(withID: "d"))
        XCTAssertEqual(dot.frame, Rect(x: 10, y: 10, width: 8, height: 8))
        XCTAssertEqual(dot.layer.borderColor, Color(red: 255, green: 0, blue: 0))
        XCTAssertNil(dot.backgroundColor)
        let scroll = try XCTUnwrap(scene.view(withID: "s"))
        XCTAssertTrue(scroll is ScrollView)
        XCTAssertEqual(scroll.backgroundColor, Color(red: 0, green: 255, blue: 0))
        XCTAssertThrowsError(try SceneLoader(factory: factory).load(text: """
            {"format": "touchstone.scene", "version": 1, "size": [100, 100], "scale": 1, "background": "#FFFFFF",
             "views": [{"id": "x", "kind": "star", "frame": [0, 0, 1, 1]}]}
            """, source: "stars.scene.json")) { error in
            XCTAssertTrue("\(error)".hasSuffix("unknown kind \"star\"; expected one of \"view\", \"dot\", \"scroll\""), "\(error)")
        }
    }
}
