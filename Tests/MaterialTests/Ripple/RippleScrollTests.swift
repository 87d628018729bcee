import Geometry
import Raster
import Scene
import XCTest
@testable import Material

/// MDC's ripples, stateful ripples and ink on the content of a scroll view (docs/material.md,
/// docs/scrolling.md): MDC #4105 (a scroll that starts on a card shows its ripple) with the
/// default, its fix with `shouldProcessRippleWithScrollViewGestures` false, and #1558
/// (press-then-scroll). Expected times are worked by hand from the documented constants: ripple
/// touch-down 0.225 s with a 0.075 s fade-in, touch-up 0.15 s starting no earlier than touch-down
/// start + 0.15 s while the touch-down runs; pan hysteresis 10 pt; content touches 150 ms late.
final class RippleScrollTests: XCTestCase {
    private func ms(_ value: Double) -> Int64 { Int64((value * 1_000_000).rounded()) }

    /// A 200 × 300 list scrolling 1000 points of content, with a card at (20, 20, 160, 100) whose
    /// red ripple takes `option` for the scroll-gesture key (absent when `nil`).
    private func cardScene(_ option: Bool?) throws -> (LoadedScene, RippleSurfaceView, ScrollView) {
        let key = option.map { #", "shouldProcessRippleWithScrollViewGestures": \#($0)"# } ?? ""
        let scene = try MaterialViewFactoryTests.scene(#"""
            {"id": "list", "kind": "scroll", "frame": [0, 0, 200, 300], "contentSize": [200, 1000],
             "children": [{"id": "card", "kind": "card", "frame": [20, 20, 160, 100], "color": "#FFFFFF",
                           "ripple": {"color": "#FF0000"\#(key)}}]}
            """#, size: (200, 300))
        let card = try XCTUnwrap(scene.view(withID: "card") as? RippleSurfaceView)
        let list = try XCTUnwrap(scene.view(withID: "list") as? ScrollView)
        return (scene, card, list)
    }

    /// Drags the finger from (100, 70) up by 10 points every 10 ms, `steps` times, starting at
    /// `start` ms, then lifts 10 ms after the last move.
    private func scroll(_ dispatcher: TouchDispatcher, _ clock: SimClock, from start: Double, steps: Int,
                        down: Bool = true) throws -> Double {
        if down { try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 70)) }
        var t = start
        for step in 1...steps {
            t += 10
            try clock.advance(to: ms(t))
            try dispatcher.send(id: 1, phase: .moved, location: Point(x: 100, y: 70 - 10 * Double(step)))
        }
        t += 10
        try clock.advance(to: ms(t))
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 100, y: 70 - 10 * Double(steps)))
        return t
    }

    private func names(_ scene: LoadedScene) -> [String] { scene.events.events.map(\.name) }

    private func ripples(_ scene: LoadedScene, at time: Int64) -> [FeedbackLayerState] {
        scene.feedbackStates(at: time).filter { $0.kind == "ripple" }
    }

    // MARK: A scroll that starts on the card

    func testScrollStartingOnACardRipplesWithMDCsDefault() throws {
        let (scene, card, list) = try cardScene(nil)
        XCTAssertTrue(card.rippleTouchController.shouldProcessRippleWithScrollViewGestures)
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        let renderer = try scene.makeRenderer()
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 70))
        // The ripple starts at touch-down, before the scroll view knows anything (#4105).
        XCTAssertEqual(ripples(scene, at: 0).count, 1)
        for step in 1...4 {
            try scene.clock.advance(to: ms(10 * Double(step)))
            try dispatcher.send(id: 1, phase: .moved, location: Point(x: 100, y: 70 - 10 * Double(step)))
        }
        XCTAssertEqual(list.phase, .dragging)
        XCTAssertGreaterThan(list.contentOffset.y, 0)
        // Still there while the content scrolls: 40 ms into its 75 ms fade-in.
        let during = ripples(scene, at: ms(40))
        XCTAssertEqual(during.count, 1)
        XCTAssertEqual(try XCTUnwrap(during.first).opacity, 40.0 / 75, accuracy: 1e-9)
        // Pixels: the ripple starts at the card's centre (100, 70) in content coordinates, which
        // the scroll has moved up by the offset; red over the white card there, white above it.
        _ = try renderer.render(at: ms(40))
        let y = Int((70 - list.bounds.origin.y).rounded(.down))
        let pixel = try XCTUnwrap(renderer.canvas[100, y])
        XCTAssertEqual(pixel.red, 255)
        XCTAssertLessThan(pixel.green, 200)
        try scene.clock.advance(to: ms(50))
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 100, y: 30))
        // Lifted at 0.05 s during the touch-down: the fade starts at 0 + 0.15 s and ends at 0.3 s.
        XCTAssertEqual(ripples(scene, at: ms(225)).first?.opacity ?? -1, 0.5, accuracy: 1e-9)
        let events = scene.events.events
        XCTAssertEqual(events.map(\.name), ["rippleTouchDown", "rippleTouchControllerDidProcess", "scrollBeganDragging",
                                            "rippleTouchUp", "scrollEndedDragging"])
        XCTAssertEqual(events.map(\.time), [0, 0, ms(10), ms(50), ms(50)])
        XCTAssertEqual(events.map(\.view), ["card", "card", "list", "card", "list"])
        XCTAssertEqual(events[0].location, Point(x: 100, y: 70))
    }

    func testScrollStartingOnACardMakesNoRippleWithTheFix() throws {
        let (scene, card, list) = try cardScene(false)
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        let renderer = try scene.makeRenderer()
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 70))
        XCTAssertEqual(ripples(scene, at: 0), [])      // waiting for the pan
        XCTAssertEqual(card.rippleTouchController.gestureRecognizer.state, .possible)
        XCTAssertTrue(card.rippleTouchController.gestureRecognizer.isWaitingForFailure)
        try scene.clock.advance(to: ms(10))
        try dispatcher.send(id: 1, phase: .moved, location: Point(x: 100, y: 60))
        // The pan began (10 pt): the ripple's recognizer failed without ever beginning.
        XCTAssertEqual(list.phase, .dragging)
        XCTAssertEqual(card.rippleTouchController.gestureRecognizer.state, .failed)
        for step in 2...4 {
            try scene.clock.advance(to: ms(10 * Double(step)))
            try dispatcher.send(id: 1, phase: .moved, location: Point(x: 100, y: 70 - 10 * Double(step)))
        }
        XCTAssertEqual(ripples(scene, at: ms(40)), [])
        XCTAssertEqual(card.rippleView.rippleLayers.count, 0)
        _ = try renderer.render(at: ms(40))
        let y = Int((70 - list.bounds.origin.y).rounded(.down))
        XCTAssertEqual(renderer.canvas[100, y], PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255))
        try scene.clock.advance(to: ms(50))
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 100, y: 30))
        XCTAssertEqual(names(scene), ["scrollBeganDragging", "scrollEndedDragging"])
    }

    // MARK: A tap

    func testTapWithTheFixRipplesAtTouchUpAndEndsAtOnce() throws {
        let (scene, card, _) = try cardScene(false)
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 70))
        try scene.clock.advance(to: ms(50))
        XCTAssertEqual(ripples(scene, at: ms(50)), [])
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 100, y: 70))
        // The pan failed at touch-up: the waiting began and ended were applied then, in order.
        XCTAssertEqual(names(scene), ["rippleTouchDown", "rippleTouchControllerDidProcess", "rippleTouchUp"])
        XCTAssertEqual(scene.events.events.map(\.time), [ms(50), ms(50), ms(50)])
        XCTAssertEqual(card.rippleView.rippleLayers.count, 1)
        // Touch-down from 0.05 s: opacity 0 there, 40/75 at 0.09 s; the touch-up asked at once
        // fades from 0.05 + 0.15 = 0.2 s to 0.35 s.
        XCTAssertEqual(ripples(scene, at: ms(50)).first?.opacity ?? -1, 0, accuracy: 1e-9)
        try scene.clock.advance(to: ms(90))
        XCTAssertEqual(ripples(scene, at: ms(90)).first?.opacity ?? -1, 40.0 / 75, accuracy: 1e-9)
        try scene.clock.advance(to: ms(275))
        XCTAssertEqual(ripples(scene, at: ms(275)).first?.opacity ?? -1, 0.5, accuracy: 1e-9)
        try scene.clock.advance(to: ms(351))
        XCTAssertEqual(card.rippleView.rippleLayers.count, 0)
    }

    func testTapWithTheDefaultRipplesAtTouchDown() throws {
        let (scene, card, _) = try cardScene(true)
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 70))
        XCTAssertEqual(card.rippleView.rippleLayers.count, 1)
        try scene.clock.advance(to: ms(50))
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 100, y: 70))
        // Fade from 0.15 s to 0.3 s.
        try scene.clock.advance(to: ms(225))
        XCTAssertEqual(ripples(scene, at: ms(225)).first?.opacity ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(scene.events.events.map(\.time), [0, 0, ms(50)])
    }

    // MARK: Press, then scroll (#1558)

    func testPressThenScrollKeepsTheRippleUntilTheLiftWithTheDefault() throws {
        let (scene, card, list) = try cardScene(nil)
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 70))
        try scene.clock.advance(to: ms(300))             // the touch-down is over at 0.225 s
        XCTAssertEqual(ripples(scene, at: ms(300)).first?.opacity, 1)
        let lift = try scroll(dispatcher, scene.clock, from: 300, steps: 5, down: false)
        XCTAssertEqual(lift, 360)
        XCTAssertNotEqual(list.phase, .idle)
        // The scroll did not touch the ripple (simultaneous recognizers): the lift plays the
        // touch-up, which reads as activation (#1558). The touch-down is over, so the fade runs
        // 0.15 s from the lift: half at 0.435 s, gone after 0.51 s.
        XCTAssertEqual(ripples(scene, at: ms(435)).first?.opacity ?? -1, 0.5, accuracy: 1e-9)
        try scene.clock.advance(to: ms(511))
        XCTAssertEqual(card.rippleView.rippleLayers.count, 0)
        XCTAssertEqual(names(scene).filter { $0.hasPrefix("ripple") },
                       ["rippleTouchDown", "rippleTouchControllerDidProcess", "rippleTouchUp"])
        // The card (a view) had its touch since 0.15 s and lost it when the pan began: no tap.
        XCTAssertFalse(names(scene).contains("tapRecognized"))
    }

    func testPressThenScrollWithTheFixNeverRipples() throws {
        let (scene, card, _) = try cardScene(false)
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 70))
        try scene.clock.advance(to: ms(300))
        XCTAssertEqual(card.rippleView.rippleLayers.count, 0)
        _ = try scroll(dispatcher, scene.clock, from: 300, steps: 5, down: false)
        XCTAssertEqual(card.rippleView.rippleLayers.count, 0)
        XCTAssertEqual(names(scene).filter { $0.hasPrefix("ripple") }, [])
    }

    func testPressThenScrollThenACancelledTouchCancelsAllRipples() throws {
        // Default setting; the system cancels the touch after the scroll (a trace's `cancelled`):
        // the recognizer is cancelled and cancelAllRipples runs (docs/material.md). The touch-down ended at
        // 0.225 s, so its start moves to latest start (0) + 0.15 s; the fade begins at
        // max(now, 0.15 s) = 0.4 s and ends at 0.55 s.
        let (scene, card, _) = try cardScene(nil)
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 70))
        for step in 1...5 {
            try scene.clock.advance(to: ms(300 + 10 * Double(step)))
            try dispatcher.send(id: 1, phase: .moved, location: Point(x: 100, y: 70 - 10 * Double(step)))
        }
        try scene.clock.advance(to: ms(400))
        try dispatcher.send(id: 1, phase: .cancelled, location: Point(x: 100, y: 20))
        XCTAssertEqual(card.rippleTouchController.gestureRecognizer.state, .possible)   // reset
        XCTAssertEqual(ripples(scene, at: ms(475)).first?.opacity ?? -1, 0.5, accuracy: 1e-9)
        try scene.clock.advance(to: ms(551))
        XCTAssertEqual(card.rippleView.rippleLayers.count, 0)
        XCTAssertEqual(names(scene).filter { $0.hasPrefix("ripple") },
                       ["rippleTouchDown", "rippleTouchControllerDidProcess", "rippleCancelled"])
    }

    // MARK: Stateful ripple and paper as content

    func testPressThenScrollCancelsTheStatefulRipplesTouch() throws {
        // The host is a view: it gets touchesBegan 150 ms late (highlight, animated touch-down
        // from 0.15 s) and touchesCancelled when the pan begins at 0.31 s (the first 10 pt move);
        // The stateful rule: the cancel ends the ripple animated, the touch-down still running (until 0.375 s),
        // so the fade starts at max(0.31, 0.15 + 0.15) = 0.31 s and ends at 0.46 s.
        let scene = try MaterialViewFactoryTests.scene(#"""
            {"id": "list", "kind": "scroll", "frame": [0, 0, 200, 300], "contentSize": [200, 1000],
             "children": [{"id": "row", "kind": "statefulRipple", "frame": [0, 20, 200, 100]}]}
            """#, size: (200, 300))
        let host = try XCTUnwrap(scene.view(withID: "row") as? StatefulRippleHostView)
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 70))
        try scene.clock.advance(to: ms(149))
        XCTAssertEqual(host.rippleView.rippleLayers.count, 0)
        try scene.clock.advance(to: ms(150))
        XCTAssertTrue(host.rippleView.isRippleHighlighted)
        XCTAssertEqual(host.rippleView.rippleLayers.count, 1)
        try scene.clock.advance(to: ms(310))
        try dispatcher.send(id: 1, phase: .moved, location: Point(x: 100, y: 60))
        XCTAssertFalse(host.rippleView.isRippleHighlighted)
        XCTAssertFalse(host.rippleView.isTouchInProgress)
        try scene.clock.advance(to: ms(385))
        XCTAssertEqual(ripples(scene, at: ms(385)).first?.opacity ?? -1, 0.5, accuracy: 1e-9)
        try scene.clock.advance(to: ms(461))
        XCTAssertEqual(host.rippleView.rippleLayers.count, 0)
        XCTAssertEqual(names(scene), ["rippleTouchDown", "scrollBeganDragging", "rippleTouchUp"])
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 100, y: 60))
        XCTAssertFalse(host.rippleView.isSelected)
    }

    func testAScrollTakesThePapersTouchWithoutATap() throws {
        // Paper (raised, white) as content: touchesBegan at 0.15 s lifts the shadow and grows a
        // circle; the pan beginning at 0.31 s cancels: the shadow lowers and the circle bursts,
        // as at touch-up, but the tap handler does not run (docs/material.md#paper).
        let scene = try MaterialViewFactoryTests.scene(#"""
            {"id": "list", "kind": "scroll", "frame": [0, 0, 200, 300], "contentSize": [200, 1000],
             "children": [{"id": "paper", "kind": "paper", "frame": [0, 20, 200, 100], "color": "#FFFFFF"}]}
            """#, size: (200, 300))
        let paper = try XCTUnwrap(scene.view(withID: "paper") as? PaperView)
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 70))
        try scene.clock.advance(to: ms(150))
        XCTAssertEqual(paper.queuedTapCircles.count, 1)
        XCTAssertFalse(paper.letGo)
        try scene.clock.advance(to: ms(310))
        try dispatcher.send(id: 1, phase: .moved, location: Point(x: 100, y: 60))
        XCTAssertTrue(paper.letGo)
        XCTAssertEqual(paper.queuedTapCircles.count, 0)
        XCTAssertEqual(paper.burstingTapCircles.count, 1)
        try scene.clock.advance(to: ms(320))
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 100, y: 60))
        XCTAssertFalse(names(scene).contains("paperTapped"))
        // A tap on the paper, by contrast: began and ended at the lift, and the handler's event.
        try scene.clock.advance(to: ms(5000))
        try dispatcher.send(id: 2, phase: .began, location: Point(x: 50, y: 70))
        try scene.clock.advance(to: ms(5050))
        try dispatcher.send(id: 2, phase: .ended, location: Point(x: 50, y: 70))
        let tapped = try XCTUnwrap(scene.events.events.last)
        XCTAssertEqual(tapped.name, "paperTapped")
        XCTAssertEqual(tapped.time, ms(5050))
    }

    // MARK: Ink

    func testInkKindWithTheScrollOptionMakesNoInkForAScroll() throws {
        let scene = try MaterialViewFactoryTests.scene(#"""
            {"id": "list", "kind": "scroll", "frame": [0, 0, 200, 300], "contentSize": [200, 1000],
             "children": [{"id": "cell", "kind": "ink", "frame": [0, 20, 200, 100],
                           "ink": {"requiresFailureOfScrollViewGestures": true}}]}
            """#, size: (200, 300))
        let cell = try XCTUnwrap(scene.view(withID: "cell") as? InkHostView)
        let dispatcher = TouchDispatcher(root: scene.root, clock: scene.clock)
        _ = try scroll(dispatcher, scene.clock, from: 0, steps: 4)
        XCTAssertEqual(cell.inkView.inkLayers.count, 0)
        XCTAssertEqual(scene.feedbackStates(at: scene.clock.now).map(\.kind), ["scroll"])
    }

    func testInkSurvivesAScrollByDefaultAndWaitsForThePanWithItsOption() throws {
        for requiresFailure in [false, true] {
            let clock = SimClock()
            let root = View(frame: Rect(x: 0, y: 0, width: 200, height: 300), clock: clock)
            let list = ScrollView(frame: root.bounds, clock: clock)
            list.contentSize = Size(width: 200, height: 1000)
            root.addSubview(list)
            let cell = View(frame: Rect(x: 0, y: 20, width: 200, height: 40), clock: clock)
            list.addSubview(cell)
            let ink = InkTouchController(view: cell)
            ink.addInkView()
            ink.requiresFailureOfScrollViewGestures = requiresFailure
            let dispatcher = TouchDispatcher(root: root, clock: clock)
            try dispatcher.send(id: 1, phase: .began, location: Point(x: 100, y: 40))
            XCTAssertEqual(ink.inkView.inkLayers.count, requiresFailure ? 0 : 1, "\(requiresFailure)")
            // Up 10 pt per 10 ms: the pan begins at the first move (its translation shrunk by the
            // 10 pt hysteresis), and the content follows the finger, which stays 20 pt below the
            // cell's top: inside the bounds, so the drag-out rule never cancels the ink.
            for step in 1...4 {
                try clock.advance(to: ms(10 * Double(step)))
                try dispatcher.send(id: 1, phase: .moved, location: Point(x: 100, y: 40 - 10 * Double(step)))
            }
            XCTAssertEqual(list.contentOffset.y, 30, accuracy: 1e-9)
            if requiresFailure {
                XCTAssertEqual(ink.gestureRecognizer.state, .failed)   // the pan scrolled
                XCTAssertEqual(ink.inkView.inkLayers.count, 0)
            } else {
                XCTAssertEqual(ink.gestureRecognizer.state, .changed)
                XCTAssertEqual(ink.inkView.inkLayers.count, 1)
            }
            try clock.advance(to: ms(50))
            try dispatcher.send(id: 1, phase: .ended, location: Point(x: 100, y: 0))
            if !requiresFailure {
                // Ended during the start (0.416 s): the fade waits 0.25 s, 0.3 s → 0.45 s.
                XCTAssertEqual(try XCTUnwrap(ink.inkView.rippleSnapshots(at: ms(375)).first).opacity, 0.5, accuracy: 1e-9)
            }
            // A tap, with the content back at the top: with the option the pan fails at the lift
            // and the ink begins and ends there; without it the ink began at touch-down. Either
            // way the end comes during the start (0.416 s), so the fade runs 5.3 s → 5.45 s.
            try clock.advance(to: ms(5000))
            list.contentOffset = .zero
            try dispatcher.send(id: 2, phase: .began, location: Point(x: 100, y: 40))
            XCTAssertEqual(ink.inkView.inkLayers.count, requiresFailure ? 0 : 1)
            try clock.advance(to: ms(5050))
            try dispatcher.send(id: 2, phase: .ended, location: Point(x: 100, y: 40))
            XCTAssertEqual(ink.inkView.inkLayers.count, 1, "\(requiresFailure)")
            XCTAssertEqual(try XCTUnwrap(ink.inkView.rippleSnapshots(at: ms(5375)).first).opacity, 0.5, accuracy: 1e-9)
        }
    }
}
