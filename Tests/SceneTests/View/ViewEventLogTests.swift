import Geometry
import Scene
import XCTest

final class ViewEventLogTests: XCTestCase {
    private let sceneText = """
        {"format": "touchstone.scene", "version": 1, "size": [200, 100], "scale": 1, "background": "#FFFFFF",
         "views": [{"id": "card", "kind": "view", "frame": [10, 10, 100, 50],
                    "children": [{"id": "dot", "kind": "view", "frame": [5, 5, 10, 10]}]}]}
        """

    func testLoaderPointsEveryViewAtTheScenesLog() throws {
        let scene = try SceneLoader().load(text: sceneText, source: "t.scene.json")
        XCTAssertTrue(scene.view(withID: "card")?.eventLog === scene.events)
        XCTAssertTrue(scene.view(withID: "dot")?.eventLog === scene.events)
        XCTAssertTrue(scene.root.eventLog === scene.events)
        XCTAssertEqual(scene.view(withID: "dot")?.sceneID, "dot")
        XCTAssertNil(View(clock: SimClock()).eventLog)
    }

    func testTapRecognizedIsRecordedAtTheLiftWithItsLocation() throws {
        let scene = try SceneLoader().load(text: sceneText, source: "t.scene.json")
        let card = try XCTUnwrap(scene.view(withID: "card"))
        card.addGestureRecognizer(TapGestureRecognizer())
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 60, y: 40))
        try scene.clock.advance(to: 90 * ms)
        try dispatcher.send(id: 1, phase: .moved, location: Point(x: 62, y: 41))
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 62, y: 41))
        XCTAssertEqual(scene.events.events, [ViewEvent(time: 90 * ms, view: "card", name: "tapRecognized",
                                                       location: Point(x: 62, y: 41))])
    }

    func testAFailedTapRecordsNothing() throws {
        let scene = try SceneLoader().load(text: sceneText, source: "t.scene.json")
        scene.view(withID: "card")?.addGestureRecognizer(TapGestureRecognizer())
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 60, y: 40))
        try dispatcher.send(id: 1, phase: .moved, location: Point(x: 80, y: 40))
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 80, y: 40))
        XCTAssertEqual(scene.events.events, [])
    }

    func testViewsMadeInCodeRecordUnderTheirNearestSceneAncestor() throws {
        let scene = try SceneLoader().load(text: sceneText, source: "t.scene.json")
        let inner = View(frame: Rect(x: 0, y: 0, width: 4, height: 4), clock: scene.clock)
        scene.view(withID: "dot")?.addSubview(inner)
        try scene.clock.advance(to: 5 * ms)
        inner.recordEvent("rippleTouchDown", location: Point(x: 1, y: 2), values: [("radius", 3), ("opacity", 1)])
        XCTAssertEqual(scene.events.events, [ViewEvent(time: 5 * ms, view: "dot", name: "rippleTouchDown",
                                                       location: Point(x: 1, y: 2),
                                                       values: [("radius", 3), ("opacity", 1)])])
        XCTAssertEqual(scene.events.events.first?.value("opacity"), 1)
    }

    func testEqualityComparesValuesInOrder() {
        let a = ViewEvent(time: 1, view: nil, name: "x", values: [("a", 1), ("b", 2)])
        let b = ViewEvent(time: 1, view: nil, name: "x", values: [("b", 2), ("a", 1)])
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(a, ViewEvent(time: 1, view: nil, name: "x", values: [("a", 1), ("b", 2)]))
    }

    func testOutsideASceneNothingIsRecorded() {
        let view = View(clock: SimClock())
        view.recordEvent("tapRecognized")
        XCTAssertNil(view.eventLog)
    }
}
