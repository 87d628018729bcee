import Geometry
import Raster
import Scene
import XCTest
@testable import Material

/// BFPaperButton's Smart Color on a titled paper view: at touch-down the nil circle and fade
/// colours become the title colour with its alpha replaced (0.12 on a clear background for both,
/// 0.16 for the circle otherwise), written into the properties, and reported by the feedback
/// states `--state` writes.
final class SmartColorTests: XCTestCase {
    func touchDown(_ views: String) throws -> (PaperView, [FeedbackLayerState]) {
        let scene = try TitleLayoutTests.scene(views)
        scene.root.layoutIfNeeded()
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 50, y: 50))
        try scene.clock.advance(to: 100_000_000)
        let paper = try XCTUnwrap(scene.view(withID: "p") as? PaperView)
        return (paper, scene.feedbackStates(at: scene.clock.now))
    }

    /// BFPaperButton's demo: a clear background and a #2196F3 title give rgba(33, 150, 243, .12)
    /// for both the circle and the fade.
    func testClearBackgroundTakesTheTitleColourAtPointTwelve() throws {
        let (paper, states) = try touchDown(#"""
            {"id": "p", "kind": "paper", "frame": [0, 0, 200, 100], "title": {"text": "Paper", "color": "#2196F3"}}
            """#)
        let expected = Color(red: 33, green: 150, blue: 243, alpha: 31)
        XCTAssertEqual(paper.tapCircleColor, expected)
        XCTAssertEqual(paper.backgroundFadeColor, expected)
        XCTAssertEqual(states.filter { $0.kind == "tapCircle" }.map(\.color), [expected])
        XCTAssertEqual(states.filter { $0.kind == "fade" }.map(\.color), [expected])
    }

    func testColouredBackgroundTakesItAtPointSixteenWithoutFade() throws {
        let (paper, states) = try touchDown(#"""
            {"id": "p", "kind": "paper", "frame": [0, 0, 200, 100], "color": "#FFFFFF", "title": {"text": "Paper", "color": "#2196F3"}}
            """#)
        XCTAssertEqual(paper.tapCircleColor, Color(red: 33, green: 150, blue: 243, alpha: 41))
        XCTAssertNil(paper.backgroundFadeColor)
        XCTAssertEqual(states.filter { $0.kind == "tapCircle" }.map(\.color), [Color(red: 33, green: 150, blue: 243, alpha: 41)])
        XCTAssertTrue(states.filter { $0.kind == "fade" }.isEmpty)
    }

    func testGivenColoursAndNoTitleKeepBFPaperViewsGreys() throws {
        let (given, _) = try touchDown(#"""
            {"id": "p", "kind": "paper", "frame": [0, 0, 200, 100], "paper": {"tapCircleColor": "#00FF0080"},
             "title": {"text": "Paper", "color": "#2196F3"}}
            """#)
        XCTAssertEqual(given.tapCircleColor, Color(red: 0, green: 255, blue: 0, alpha: 128))
        XCTAssertEqual(given.backgroundFadeColor, Color(red: 33, green: 150, blue: 243, alpha: 31))
        let (plain, _) = try touchDown(#"{"id": "p", "kind": "paper", "frame": [0, 0, 200, 100]}"#)
        XCTAssertEqual(plain.tapCircleColor, PaperView.clearBackgroundDumbTapCircleColor)
    }

    func testSmartColorOffKeepsTheGreys() throws {
        let scene = try TitleLayoutTests.scene(#"""
            {"id": "p", "kind": "paper", "frame": [0, 0, 200, 100], "color": "#FFFFFF", "title": {"text": "Paper", "color": "#2196F3"}}
            """#)
        let paper = try XCTUnwrap(scene.view(withID: "p") as? PaperView)
        paper.usesSmartColor = false
        paper.resolveColors()
        XCTAssertEqual(paper.tapCircleColor, PaperView.dumbTapCircleColor)
    }

    /// The colour sticks once resolved, as BFPaperButton stores it: a later title colour does not
    /// change it.
    func testResolvedColourSticks() throws {
        let (paper, _) = try touchDown(#"""
            {"id": "p", "kind": "paper", "frame": [0, 0, 200, 100], "color": "#FFFFFF", "title": {"text": "Paper", "color": "#2196F3"}}
            """#)
        paper.title?.label.textColor = .black
        paper.resolveColors()
        XCTAssertEqual(paper.tapCircleColor, Color(red: 33, green: 150, blue: 243, alpha: 41))
    }
}
