import Geometry
import Raster
import Scene
import TestSupport
import XCTest
@testable import Material

/// BFPaperView's behaviour (docs/material.md#paper), with expected values worked from its formulas.
final class PaperViewTests: XCTestCase {
    private var clock = SimClock()
    private var root: View!
    private var dispatcher: TouchDispatcher!

    /// A 100 × 50 paper view at (20, 30) in a 300 × 200 root: view point p is root point p + (20, 30).
    private func makePaper(raised: Bool = true, background: Color? = .white) -> PaperView {
        clock = SimClock()
        root = View(frame: Rect(x: 0, y: 0, width: 300, height: 200), clock: clock)
        let paper = PaperView(frame: Rect(x: 20, y: 30, width: 100, height: 50), clock: clock, raised: raised)
        paper.backgroundColor = background
        root.addSubview(paper)
        root.layoutIfNeeded()
        dispatcher = TouchDispatcher(root: root, clock: clock)
        return paper
    }

    private func send(_ id: Int, _ phase: TouchPhase, viewX x: Double, _ y: Double, at seconds: Double) throws {
        try clock.advance(to: paperNanoseconds(seconds))
        try dispatcher.send(id: id, phase: phase, location: Point(x: x + 20, y: y + 30))
    }

    private func circles(_ paper: PaperView, at seconds: Double) -> [LiveFeedback] {
        paper.liveFeedback(at: paperNanoseconds(seconds)).filter { $0.kind == .tapCircle }
    }

    /// The fade and the tap circles at `time`, back to front: the paper's feedback but its shadow.
    private func touchFeedback(_ paper: PaperView, at time: Int64) -> [LiveFeedback] {
        paper.liveFeedback(at: time).filter { $0.kind != .shadow }
    }

    // MARK: Defaults

    func testDefaults() {
        let paper = makePaper()
        XCTAssertEqual(paper.shadowColor, Color(red: 51, green: 51, blue: 51))
        XCTAssertEqual(paper.loweredShadowOpacity, 0.5)
        XCTAssertEqual(paper.loweredShadowRadius, 1.5)
        XCTAssertEqual(paper.loweredShadowOffset, Size(width: 0, height: 1))
        XCTAssertEqual(paper.liftedShadowOpacity, 0.5)
        XCTAssertEqual(paper.liftedShadowRadius, 4.5)
        XCTAssertEqual(paper.liftedShadowOffset, Size(width: 2, height: 4))
        XCTAssertEqual(paper.touchDownAnimationDuration, 0.25)
        XCTAssertEqual(paper.touchUpAnimationDuration, 0.625)
        XCTAssertEqual(paper.cornerRadius, 0)
        XCTAssertEqual(paper.tapCircleDiameterStartValue, 5)
        XCTAssertEqual(paper.tapCircleDiameter, -2)
        XCTAssertEqual(paper.tapCircleBurstAmount, 100)
        XCTAssertNil(paper.tapCircleColor)
        XCTAssertNil(paper.backgroundFadeColor)
        XCTAssertTrue(paper.rippleFromTapLocation)
        XCTAssertFalse(paper.rippleBeyondBounds)
        XCTAssertTrue(paper.isRaised)
        XCTAssertTrue(PaperView(clock: clock).isRaised)
        XCTAssertNil(paper.tapHandler)
        XCTAssertEqual([PaperView.tapCircleDiameterMedium, PaperView.tapCircleDiameterSmall,
                        PaperView.tapCircleDiameterLarge, PaperView.tapCircleDiameterFull,
                        PaperView.tapCircleDiameterDefault], [200, 100, 360, -1, -2])
        XCTAssertTrue(paper.layer.sublayers.first === paper.fadeLayer)
        XCTAssertEqual(paper.fadeLayer.opacity, 0)
        XCTAssertFalse(paper.layer.masksToBounds)
    }

    // MARK: Worked example, Default mode

    func testWorkedExampleDefaultMode() throws {
        let paper = makePaper()
        try send(1, .began, viewX: 10, 10, at: 0)
        // Coloured background: the circle colour resolves to gray 0.1 @ 0.16 and sticks.
        XCTAssertEqual(paper.tapCircleColor, Color(red: 26, green: 26, blue: 26, alpha: 41))
        var c = circles(paper, at: 0)
        XCTAssertEqual(c.count, 1)
        XCTAssertEqual(c[0].center, Point(x: 10, y: 10))
        XCTAssertEqual(c[0].radius, 2.5, accuracy: 1e-9)
        XCTAssertEqual(c[0].opacity, 0, accuracy: 1e-9)
        // Half-way through growth: diameter 5 + 95·easeOut(0.5), opacity 0.5 (linear).
        let d = 5 + 95 * ReferenceBezier.easeOut.value(at: 0.5)
        c = circles(paper, at: 0.125)
        XCTAssertEqual(c[0].radius, d / 2, accuracy: 1e-6)
        XCTAssertEqual(c[0].opacity, 0.5, accuracy: 1e-9)
        // D = max(100, 50) = 100 at 0.25 s.
        c = circles(paper, at: 0.25)
        XCTAssertEqual(c[0].radius, 50, accuracy: 1e-9)
        XCTAssertEqual(c[0].opacity, 1, accuracy: 1e-9)
        try send(1, .ended, viewX: 10, 10, at: 0.25)
        // Burst over 0.625 s: diameter 100 → 200 (ease-out), opacity 1 → 0 (linear).
        let half = 0.25 + 0.3125
        c = circles(paper, at: half)
        XCTAssertEqual(c[0].radius, (100 + 100 * ReferenceBezier.easeOut.value(at: 0.5)) / 2, accuracy: 1e-6)
        XCTAssertEqual(c[0].opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(c[0].center, Point(x: 10, y: 10))
        try clock.advance(to: paperNanoseconds(0.875) - 1)
        XCTAssertEqual(paper.burstingTapCircles.count, 1)
        try clock.advance(to: paperNanoseconds(0.875))
        XCTAssertTrue(paper.burstingTapCircles.isEmpty)
        XCTAssertTrue(touchFeedback(paper, at: clock.now).isEmpty)
        XCTAssertEqual(paper.layer.sublayers.count, 1, "only the fade layer remains")
    }

    func testWorkedExampleFullMode() throws {
        let paper = makePaper()
        paper.tapCircleDiameter = PaperView.tapCircleDiameterFull
        try send(1, .began, viewX: 10, 10, at: 0)
        // W = 2·max(10, 90) = 180, H = 2·max(10, 40) = 80, D = √(180² + 80²) ≈ 196.98.
        let full = (180.0 * 180 + 80 * 80).squareRoot()
        XCTAssertEqual(full, 196.98, accuracy: 0.005)
        XCTAssertEqual(circles(paper, at: 0.25)[0].radius, full / 2, accuracy: 1e-9)
        try send(1, .ended, viewX: 10, 10, at: 0.25)
        XCTAssertEqual(circles(paper, at: 0.875)[0].radius, (full + 100) / 2, accuracy: 1e-9)
        // Not rippling from the tap: W = w, H = h, centred in the bounds.
        paper.rippleFromTapLocation = false
        try send(2, .began, viewX: 10, 10, at: 1)
        let c = circles(paper, at: 1.25)
        XCTAssertEqual(c.count, 1)
        XCTAssertEqual(c[0].center, Point(x: 50, y: 25))
        XCTAssertEqual(c[0].radius, (100.0 * 100 + 50 * 50).squareRoot() / 2, accuracy: 1e-9)
    }

    func testLiteralDiameters() {
        let paper = makePaper()
        paper.tapCircleDiameter = 0
        XCTAssertEqual(paper.finalTapCircleDiameter, 0)
        paper.tapCircleDiameter = -0.5
        XCTAssertEqual(paper.finalTapCircleDiameter, -0.5)
        paper.tapCircleDiameter = -7
        XCTAssertEqual(paper.finalTapCircleDiameter, 100)
        paper.tapCircleDiameter = PaperView.tapCircleDiameterLarge
        XCTAssertEqual(paper.finalTapCircleDiameter, 360)
    }

    // MARK: Raised shadow (the worked example)

    private func effectiveShadowRect(_ paper: PaperView, at seconds: Double) -> Rect? {
        let p = paper.layer.presentation(at: paperNanoseconds(seconds))
        return p.shadowPath?.controlPointBounds?.offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height)
    }

    func testRaisedShadowLiftsAndLowers() throws {
        let paper = makePaper()
        XCTAssertEqual(effectiveShadowRect(paper, at: 0), Rect(x: 0, y: 2, width: 100, height: 51))
        XCTAssertEqual(paper.layer.shadowRadius, 1.5)
        XCTAssertEqual(paper.layer.shadowOpacity, 0.5)
        try send(1, .began, viewX: 10, 10, at: 0)
        // Linear: half-way the rect is the average of (0, 2, 100, 51) and (−2, 5, 104, 54).
        let mid = try XCTUnwrap(effectiveShadowRect(paper, at: 0.125))
        XCTAssertTrue(mid.isApproximatelyEqual(to: Rect(x: -1, y: 3.5, width: 102, height: 52.5), tolerance: 1e-9))
        XCTAssertEqual(paper.layer.presentation(at: paperNanoseconds(0.125)).shadowRadius, 3, accuracy: 1e-9)
        XCTAssertEqual(effectiveShadowRect(paper, at: 0.25), Rect(x: -2, y: 5, width: 104, height: 54))
        XCTAssertEqual(paper.layer.presentation(at: paperNanoseconds(0.25)).shadowRadius, 4.5)
        XCTAssertEqual(paper.layer.shadowOffset, Size(width: 0, height: 1), "the offset never animates")
        try send(1, .ended, viewX: 10, 10, at: 0.25)
        XCTAssertEqual(paper.layer.presentation(at: paperNanoseconds(0.25 + 0.3125)).shadowRadius, 3, accuracy: 1e-9)
        try clock.advance(to: paperNanoseconds(0.875))
        XCTAssertEqual(effectiveShadowRect(paper, at: 0.875), Rect(x: 0, y: 2, width: 100, height: 51))
        XCTAssertEqual(paper.layer.shadowRadius, 1.5)
    }

    func testEarlyReleaseLowersFromPresentedShadow() throws {
        let paper = makePaper()
        try send(1, .began, viewX: 10, 10, at: 0)
        try send(1, .ended, viewX: 10, 10, at: 0.125)
        // The lower starts where the lift was (radius 3), not from the lifted 4.5: no jump.
        XCTAssertEqual(paper.layer.presentation(at: paperNanoseconds(0.125)).shadowRadius, 3, accuracy: 1e-9)
        // and reaches 1.5 linearly over 0.625 s: a quarter of the way is 3 − 1.5/4.
        XCTAssertEqual(paper.layer.presentation(at: paperNanoseconds(0.125 + 0.15625)).shadowRadius, 3 - 0.375, accuracy: 1e-9)
    }

    func testFlatViewHasNoShadow() {
        let paper = makePaper(raised: false)
        XCTAssertEqual(paper.layer.shadowOpacity, 0)
        paper.isRaised = true
        XCTAssertEqual(paper.layer.shadowOpacity, 0.5)
        XCTAssertEqual(paper.layer.shadowPath?.controlPointBounds, Rect(x: 0, y: 1, width: 100, height: 51))
        paper.isRaised = false
        XCTAssertEqual(paper.layer.shadowOpacity, 0)
    }

    // MARK: Fade (clear background)

    func testClearBackgroundFadesAndResolvesColours() throws {
        let paper = makePaper(raised: false, background: nil)
        try send(1, .began, viewX: 50, 25, at: 0)
        let gray3 = Color(red: 77, green: 77, blue: 77, alpha: 31)
        XCTAssertEqual(paper.tapCircleColor, gray3)
        XCTAssertEqual(paper.backgroundFadeColor, gray3)
        var fade = touchFeedback(paper, at: paperNanoseconds(0.125)).filter { $0.kind == .fade }
        XCTAssertEqual(fade.count, 1)
        XCTAssertEqual(fade[0].opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(fade[0].center, Point(x: 50, y: 25))
        XCTAssertEqual(fade[0].color, gray3)
        XCTAssertEqual(touchFeedback(paper, at: paperNanoseconds(0.25)).first?.opacity ?? -1, 1, accuracy: 1e-9)
        try send(1, .ended, viewX: 50, 25, at: 0.25)
        fade = touchFeedback(paper, at: paperNanoseconds(0.25 + 0.3125)).filter { $0.kind == .fade }
        XCTAssertEqual(fade[0].opacity, 0.5, accuracy: 1e-9)
        try clock.advance(to: paperNanoseconds(0.875))
        XCTAssertTrue(touchFeedback(paper, at: clock.now).isEmpty)
        // The resolved colours stick after the background changes.
        paper.backgroundColor = .white
        try send(2, .began, viewX: 50, 25, at: 1)
        XCTAssertEqual(paper.tapCircleColor, gray3)
        XCTAssertEqual(circles(paper, at: 1)[0].color, gray3)
    }

    // MARK: Rapid taps, FIFO and burst oldest-first

    func testRapidTapsQueueFIFOAndBurstOldestFirst() throws {
        let paper = makePaper()
        paper.isMultipleTouchEnabled = true
        try send(1, .began, viewX: 10, 10, at: 0)
        try send(2, .began, viewX: 80, 40, at: 0.1)
        XCTAssertEqual(paper.queuedTapCircles.count, 2)
        // The newer circle is inserted directly above the fade layer, beneath the older one.
        let order = touchFeedback(paper, at: paperNanoseconds(0.1)).map(\.center)
        XCTAssertEqual(order, [Point(x: 80, y: 40), Point(x: 10, y: 10)])
        try send(1, .ended, viewX: 10, 10, at: 0.25)
        XCTAssertEqual(paper.queuedTapCircles.count, 1)
        XCTAssertEqual(paper.burstingTapCircles.count, 1)
        // The oldest (A) bursts — toward the *current* tap point B (as BFPaperView does, docs/fidelity.md).
        let end = circles(paper, at: 0.875)
        XCTAssertEqual(end.last?.center, Point(x: 80, y: 40))
        XCTAssertEqual(end.last!.radius, 100, accuracy: 1e-9, "(max(100, 50) + 100) / 2")
        try send(2, .ended, viewX: 80, 40, at: 0.3)
        XCTAssertTrue(paper.queuedTapCircles.isEmpty)
        XCTAssertEqual(paper.burstingTapCircles.count, 2)
        try clock.advance(to: paperNanoseconds(0.875))
        XCTAssertEqual(paper.burstingTapCircles.count, 1, "A leaves 0.625 s after its touch-up")
        try clock.advance(to: paperNanoseconds(0.925))
        XCTAssertTrue(paper.burstingTapCircles.isEmpty)
    }

    func testTouchUpWithNoCircleIsHarmless() throws {
        // BFPaperView crashes here (no nil check); the evident intent is to skip the burst.
        let paper = makePaper()
        paper.touchesEnded([])
        paper.touchesCancelled([])
        XCTAssertTrue(paper.queuedTapCircles.isEmpty)
        XCTAssertTrue(paper.burstingTapCircles.isEmpty)
        XCTAssertEqual(paper.layer.sublayers.count, 1)
        XCTAssertTrue(paper.letGo)
        XCTAssertNil(paper.lastAnimationError)
    }

    // MARK: Masks

    func testCirclesMaskedToBoundsUnlessBeyond() throws {
        let paper = makePaper()
        paper.cornerRadius = 8
        try send(1, .began, viewX: 10, 10, at: 0)
        let circle = try XCTUnwrap(paper.queuedTapCircles.first)
        let mask = try XCTUnwrap(circle.mask)
        XCTAssertEqual(mask.bounds, Rect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(mask.cornerRadius, 8)
        XCTAssertNil(paper.fadeLayer.mask)
        paper.rippleBeyondBounds = true
        try send(1, .ended, viewX: 10, 10, at: 0.1)
        try send(2, .began, viewX: 10, 10, at: 0.2)
        XCTAssertNil(paper.queuedTapCircles.first?.mask)
    }

    // MARK: Tap handler

    func testTapHandlerSlop() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        XCTAssertTrue(PaperView.tapHandlerFires(at: Point(x: 50, y: 25), bounds: bounds))
        XCTAssertTrue(PaperView.tapHandlerFires(at: Point(x: -4.9, y: 25), bounds: bounds))
        XCTAssertTrue(PaperView.tapHandlerFires(at: Point(x: 104.9, y: 54.9), bounds: bounds))
        XCTAssertFalse(PaperView.tapHandlerFires(at: Point(x: -5, y: 25), bounds: bounds), "square only touches the edge")
        XCTAssertFalse(PaperView.tapHandlerFires(at: Point(x: 50, y: 56), bounds: bounds))
    }

    func testTapHandlerEndToEnd() throws {
        let paper = makePaper()
        var taps: [Point] = []
        paper.tapHandler = { taps.append($0) }
        try send(1, .began, viewX: 10, 10, at: 0)
        try send(1, .moved, viewX: -4, 10, at: 0.05)
        try send(1, .ended, viewX: -4, 10, at: 0.1)
        XCTAssertEqual(taps, [Point(x: -4, y: 10)], "inside the 5-point slop")
        try send(2, .began, viewX: 10, 10, at: 0.2)
        try send(2, .ended, viewX: -6, 10, at: 0.3)
        XCTAssertEqual(taps.count, 1, "6 points outside: no tap")
        try send(3, .began, viewX: 10, 10, at: 0.4)
        try send(3, .cancelled, viewX: 10, 10, at: 0.5)
        XCTAssertEqual(taps.count, 1, "cancel never taps")
        // The cancel still bursts its circle; the first burst ends at 0.1 + 0.625 s, so all three live.
        XCTAssertTrue(paper.queuedTapCircles.isEmpty)
        XCTAssertEqual(paper.burstingTapCircles.count, 3)
    }

    // MARK: Setters and layout

    func testCornerRadiusReachesLayerFadeAndShadow() {
        let paper = makePaper()
        paper.cornerRadius = 10
        XCTAssertEqual(paper.layer.cornerRadius, 10)
        XCTAssertEqual(paper.fadeLayer.cornerRadius, 10)
        // The shadow path is the rounded downRect (0, 1, 100, 51): it starts on the right side at
        // y = 1 + 10, as a rounded rectangle path does.
        XCTAssertEqual(paper.layer.shadowPath?.controlPointBounds, Rect(x: 0, y: 1, width: 100, height: 51))
        XCTAssertEqual(paper.layer.shadowPath?.elements.first, .move(to: Point(x: 100, y: 11)))
    }

    func testLayoutWhileTouchedKeepsLiftedShadow() throws {
        let paper = makePaper()
        try send(1, .began, viewX: 10, 10, at: 0)
        paper.frame = Rect(x: 20, y: 30, width: 120, height: 60)
        root.layoutIfNeeded()
        XCTAssertEqual(paper.layer.shadowRadius, 4.5)
        XCTAssertEqual(paper.layer.shadowPath?.controlPointBounds, Rect(x: -2, y: 4, width: 124, height: 64))
        XCTAssertEqual(paper.maskRect, Rect(x: 0, y: 0, width: 120, height: 60))
        // Evident intent: the fade layer follows the bounds on a raised view too.
        XCTAssertEqual(paper.fadeLayer.bounds.size, Size(width: 120, height: 60))
        try send(1, .ended, viewX: 10, 10, at: 0.1)
        paper.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(paper.layer.shadowRadius, 1.5)
        XCTAssertEqual(paper.layer.shadowPath?.controlPointBounds, Rect(x: 0, y: 1, width: 120, height: 61))
    }

    func testInvalidDurationIsReportedNotFatal() throws {
        let paper = makePaper()
        paper.touchDownAnimationDuration = -0.1
        try send(1, .began, viewX: 10, 10, at: 0)
        guard case .negativeDuration(_, let duration)? = paper.lastAnimationError else {
            return XCTFail("expected a negative duration, got \(String(describing: paper.lastAnimationError))")
        }
        XCTAssertEqual(duration, -100_000_000)
        XCTAssertEqual(paper.queuedTapCircles.count, 1, "the circle still exists, unanimated")
        paper.touchUpAnimationDuration = .nan
        try send(1, .ended, viewX: 10, 10, at: 0.1)
        guard case .negativeDuration? = paper.lastAnimationError else { return XCTFail("NaN is rejected") }
        XCTAssertTrue(paper.burstingTapCircles.isEmpty, "a circle that cannot fade out leaves at once")
        XCTAssertEqual(paper.layer.sublayers.count, 1)
    }
}
