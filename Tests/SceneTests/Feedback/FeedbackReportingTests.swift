import Geometry
import JSON
import Raster
import Scene
import XCTest

/// A view of one's own that adopts `FeedbackReporting`, in a scene made in code: its feedback
/// comes out of `feedbackStates(at:)` under its id, converted to scene points, in tree order, and
/// a scroll view's motion beside it.
final class FeedbackReportingTests: XCTestCase {
    /// A glow: one circle of radius 12 at (5, 6) of its own coordinates while lit, none otherwise.
    private final class GlowView: View, FeedbackReporting {
        var isLit = true
        func liveFeedback(at time: Int64) -> [LiveFeedback] {
            guard isLit else { return [] }
            return [LiveFeedback(kind: "glow", center: Point(x: 5, y: 6), radius: 12, opacity: 0.5, color: .black)]
        }
    }

    func testACustomViewsFeedbackIsInSceneUnderItsId() throws {
        let clock = SimClock()
        let panel = View(frame: Rect(x: 100, y: 200, width: 150, height: 100), clock: clock)
        panel.sceneID = "panel"
        // A glow made inside the panel (no id of its own): it reports under the panel's id.
        let inner = GlowView(frame: Rect(x: 10, y: 20, width: 30, height: 30), clock: clock)
        panel.addSubview(inner)
        // A glow that is a view of the scene itself: under its own id, after the panel's.
        let badge = GlowView(frame: Rect(x: 40, y: 0, width: 20, height: 20), clock: clock)
        badge.sceneID = "badge"
        panel.addSubview(badge)
        let scene = try LoadedScene(size: Size(width: 400, height: 400), clock: clock, views: [panel])

        XCTAssertEqual(scene.entries.map(\.id), ["panel", "badge"])
        XCTAssertEqual(scene.entries.map(\.kind), ["View", "GlowView"])
        XCTAssertEqual(scene.feedbackStates(at: 0), [
            // (5, 6) in the inner glow: + (10, 20) in the panel + (100, 200) in the scene.
            FeedbackLayerState(view: "panel", kind: "glow", center: Point(x: 115, y: 226), radius: 12, opacity: 0.5, color: .black),
            FeedbackLayerState(view: "badge", kind: "glow", center: Point(x: 145, y: 206), radius: 12, opacity: 0.5, color: .black),
        ])
        inner.isLit = false
        XCTAssertEqual(scene.feedbackStates(at: 0).map(\.view), ["badge"])
    }

    func testAScrollViewReportsItsMotion() throws {
        let clock = SimClock()
        let list = ScrollView(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        list.contentSize = Size(width: 100, height: 1000)
        list.sceneID = "list"
        let scene = try LoadedScene(size: Size(width: 100, height: 100), clock: clock, views: [list])
        XCTAssertEqual(scene.feedbackStates(at: 0),
                       [.scroll(view: "list", contentOffset: .zero, velocity: .zero, phase: .idle)])
    }

    func testAReportedShadowsRectangleMovesToScenePoints() throws {
        final class Lifted: View, FeedbackReporting {
            func liveFeedback(at time: Int64) -> [LiveFeedback] {
                [.shadow(opacity: 0.3, radius: 4, color: .black, offset: Size(width: 0, height: 2),
                         rect: Rect(x: 0, y: 2, width: 50, height: 20))]
            }
        }
        let clock = SimClock()
        let card = Lifted(frame: Rect(x: 30, y: 40, width: 50, height: 20), clock: clock)
        card.sceneID = "card"
        let scene = try LoadedScene(size: Size(width: 200, height: 200), clock: clock, views: [card])
        XCTAssertEqual(scene.feedbackStates(at: 0), [
            .shadow(view: "card", opacity: 0.3, radius: 4, color: .black, offset: Size(width: 0, height: 2),
                    rect: Rect(x: 30, y: 42, width: 50, height: 20)),
        ])
    }
}
