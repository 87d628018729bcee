import Geometry
import Raster
import Scene
import XCTest
@testable import Material

/// The non-legacy MDC ink (docs/material.md), tested next to the ripple it preceded.
final class RippleInkTests: XCTestCase {
    private let tolerance = 1e-9

    private func makeView(_ clock: SimClock, width: Double = 100, height: Double = 40) -> (InkView, View) {
        let host = View(frame: Rect(x: 0, y: 0, width: width, height: height), clock: clock)
        let ink = InkView(frame: host.bounds, clock: clock)
        host.addSubview(ink)
        return (ink, host)
    }

    func testDefaultsAndRadiusRules() {
        let (view, _) = makeView(SimClock())
        XCTAssertEqual(view.inkColor, Color(red: 0, green: 0, blue: 0, alpha: 36))        // 0.14 · 255 = 35.7
        XCTAssertEqual(InkLayer.defaultInkColor, Color(red: 0, green: 0, blue: 0, alpha: 20))   // 0.08
        XCTAssertEqual(view.inkStyle, .bounded)
        XCTAssertFalse(view.isUserInteractionEnabled)
        view.maxRippleRadius = 30
        XCTAssertEqual(view.maxRippleRadius, 0)          // bounded: reads 0
        view.inkStyle = .unbounded
        XCTAssertEqual(view.maxRippleRadius, 30)         // kept for the switch
        XCTAssertFalse(view.layer.masksToBounds)
        view.startTouchBegan(at: .zero, animated: false)
        XCTAssertEqual(view.activeInkLayer?.radius, 30)
    }

    func testGeometry() {
        func ink(_ w: Double, _ h: Double) -> InkLayer {
            let layer = InkLayer(clock: SimClock())
            layer.frame = Rect(x: 0, y: 0, width: w, height: h)
            return layer
        }
        let diagonal: Double = (100.0 * 100 + 40 * 40).squareRoot()
        XCTAssertEqual(ink(100, 40).finalRadius, diagonal / 2 + 10, accuracy: tolerance)
        XCTAssertEqual(ink(100, 40).startScale, 0.2)            // 40/300 = 0.133, clamped up
        XCTAssertEqual(ink(150, 90).startScale, 0.3, accuracy: tolerance)
        XCTAssertEqual(ink(300, 200).startScale, 0.6)           // 200/300 = 0.667, clamped down
    }

    func testStartFramesAndCompletion() throws {
        let clock = SimClock()
        let (view, _) = makeView(clock)
        let diagonal: Double = (100.0 * 100 + 40 * 40).squareRoot()
        let r = diagonal / 2 + 10
        let touch = Point(x: 20, y: 10), center = Point(x: 50, y: 20)
        var startDone: Int64?
        view.startTouchBegan(at: touch, animated: true) { startDone = clock.now }
        // Invisible for the first 0.083 s.
        XCTAssertEqual(view.rippleSnapshots(at: 0)[0].opacity, 0)
        XCTAssertEqual(view.rippleSnapshots(at: rippleMs(80))[0].opacity, 0)
        XCTAssertEqual(view.rippleSnapshots(at: rippleMs(124.5))[0].opacity, 0.5, accuracy: tolerance)
        XCTAssertEqual(view.rippleSnapshots(at: rippleMs(166))[0].opacity, 1, accuracy: tolerance)
        // Scale and position through Standard (0.4, 0, 0.2, 1) over 0.333 s from 0.083 s.
        for fraction in [0.25, 0.5, 0.75] {
            let offset: Double = 333_000_000 * fraction
            let t: Int64 = 83_000_000 + Int64(offset.rounded())
            let y = rippleReferenceCurve(0.4, 0, 0.2, 1, at: fraction)
            let s = view.rippleSnapshots(at: t)[0]
            XCTAssertEqual(s.radius, r * (0.2 + 0.8 * y), accuracy: 1e-6, "at \(fraction)")
            XCTAssertEqual(s.center.x, touch.x + (center.x - touch.x) * y, accuracy: 1e-6)
            XCTAssertEqual(s.center.y, touch.y + (center.y - touch.y) * y, accuracy: 1e-6)
        }
        try clock.advance(to: rippleMs(1000))
        XCTAssertEqual(startDone, rippleMs(416))
        // Full size at the centre, held (MDC would hold 75 % of the way).
        let s = view.rippleSnapshots(at: clock.now)[0]
        XCTAssertEqual(s.radius, r, accuracy: tolerance)
        XCTAssertEqual(s.center, center)
        XCTAssertEqual(s.opacity, 1)
    }

    func testEndDuringAndAfterTheStart() throws {
        let clock = SimClock()
        let (view, host) = makeView(clock)
        view.startTouchBegan(at: Point(x: 20, y: 10), animated: true)
        try clock.advance(to: rippleMs(100))
        var endDone: Int64?
        view.startTouchEnded(at: Point(x: 20, y: 10), animated: true) { endDone = clock.now }
        let ink = try XCTUnwrap(view.activeInkLayer)
        XCTAssertEqual(ink.endAnimationDelay, rippleMs(250))
        XCTAssertEqual(view.rippleSnapshots(at: rippleMs(425))[0].opacity, 0.5, accuracy: tolerance)   // 0.35 → 0.5
        try clock.advance(to: rippleMs(1000))
        XCTAssertEqual(endDone, rippleMs(500))
        XCTAssertTrue(view.inkLayers.isEmpty)
        XCTAssertTrue(host.layer.sublayers.count == 1)     // only the ink view's own layer

        view.startTouchBegan(at: Point(x: 20, y: 10), animated: true)    // at 1.0
        try clock.advance(to: rippleMs(1600))
        view.startTouchEnded(at: Point(x: 20, y: 10), animated: true)     // start finished: no delay
        XCTAssertEqual(view.rippleSnapshots(at: rippleMs(1675))[0].opacity, 0.5, accuracy: tolerance)
        try clock.advance(to: rippleMs(1750))
        XCTAssertTrue(view.inkLayers.isEmpty)

        view.startTouchBegan(at: Point(x: 20, y: 10), animated: true)    // at 1.75
        try clock.advance(to: rippleMs(2500))
        view.startTouchEnded(at: Point(x: 200, y: 10), animated: true)    // outside: fades from 0
        XCTAssertEqual(view.rippleSnapshots(at: rippleMs(2500))[0].opacity, 0)
        var called = false
        try clock.advance(to: rippleMs(3000))
        view.startTouchEnded(at: .zero, animated: true) { called = true }  // nothing active: at once
        XCTAssertTrue(called)
    }

    func testChangeFadesFromThePresentedOpacity() throws {
        let clock = SimClock()
        let (view, _) = makeView(clock)
        view.startTouchBegan(at: Point(x: 20, y: 10), animated: true)
        try clock.advance(to: rippleMs(100))
        view.changeTouch(at: Point(x: 200, y: 10))     // during the start: delayed 0.417 s
        let current = 17.0 / 83                          // 0.017 s into the 0.083 s fade-in
        XCTAssertEqual(view.rippleSnapshots(at: rippleMs(517))[0].opacity, current, accuracy: 1e-9)
        XCTAssertEqual(view.rippleSnapshots(at: rippleMs(558.5))[0].opacity, current / 2, accuracy: 1e-9)
        try clock.advance(to: rippleMs(1000))
        view.changeTouch(at: Point(x: 50, y: 20))      // after the start: at once, from 0 to 1
        XCTAssertEqual(view.rippleSnapshots(at: rippleMs(1041.5))[0].opacity, 0.5, accuracy: 1e-9)
    }

    func testMaskCancelAndInjection() throws {
        let clock = SimClock()
        let (view, host) = makeView(clock)
        var circle = Path()
        circle.addEllipse(in: Rect(x: 30, y: 0, width: 40, height: 40))
        host.layer.shadowPath = circle
        host.layoutIfNeeded()
        guard case .shape(let content)? = view.layer.mask?.content else { return XCTFail("no mask") }
        XCTAssertEqual(content.path, circle)
        view.inkStyle = .unbounded
        XCTAssertNil(view.layer.mask)

        view.startTouchBegan(at: .zero, animated: false)
        view.startTouchBegan(at: .zero, animated: false)
        view.cancelAllAnimations(animated: true)
        XCTAssertEqual(view.rippleSnapshots(at: rippleMs(75)).map(\.opacity), [0.5, 0.5])
        try clock.advance(to: rippleMs(150))
        XCTAssertTrue(view.inkLayers.isEmpty)
        view.startTouchBegan(at: .zero, animated: true)
        view.cancelAllAnimations(animated: false)
        XCTAssertTrue(view.inkLayers.isEmpty)

        XCTAssertTrue(InkView.injectedInkView(for: host) === view)
    }
}
