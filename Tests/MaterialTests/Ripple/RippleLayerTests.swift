import Geometry
import Raster
import Scene
import XCTest
@testable import Material

final class RippleLayerTests: XCTestCase {
    private let tolerance = 1e-9

    /// A ripple over a w × h frame at the origin, in a host layer.
    private func makeRipple(_ clock: SimClock, width: Double = 100, height: Double = 40) -> (RippleLayer, Layer) {
        let host = Layer(clock: clock)
        host.bounds = Rect(x: 0, y: 0, width: width, height: height)
        let ripple = RippleLayer(clock: clock)
        ripple.frame = Rect(x: 0, y: 0, width: width, height: height)
        host.addSublayer(ripple.layer)
        return (ripple, host)
    }

    final class LayerLog: RippleLayerDelegate {
        let clock: SimClock
        var events: [(String, Int64)] = []
        init(clock: SimClock) { self.clock = clock }
        func rippleLayerTouchDownDidBegin(_ rippleLayer: RippleLayer) { events.append(("downBegan", clock.now)) }
        func rippleLayerTouchDownDidEnd(_ rippleLayer: RippleLayer) { events.append(("downEnded", clock.now)) }
        func rippleLayerTouchUpDidBegin(_ rippleLayer: RippleLayer) { events.append(("upBegan", clock.now)) }
        func rippleLayerTouchUpDidEnd(_ rippleLayer: RippleLayer) { events.append(("upEnded", clock.now)) }
    }

    // MARK: Radii

    func testRadiiOf100By40() {
        let (ripple, _) = makeRipple(SimClock())
        let r = (50.0 * 50 + 20 * 20).squareRoot() + 10          // hypot(50, 20) + 10 = 63.85
        XCTAssertEqual(ripple.finalRadius, r, accuracy: tolerance)
        XCTAssertEqual(ripple.initialRadius, 30, accuracy: tolerance)   // 0.3 · 100
        XCTAssertEqual(ripple.startScale, 30 / r, accuracy: tolerance)
        XCTAssertEqual(ripple.startScale, 0.4698, accuracy: 5e-5)       // docs/material.md's figure, rounded
    }

    func testRadiiOfSquareZeroAndMaximum() {
        let (square, _) = makeRipple(SimClock(), width: 100, height: 100)
        XCTAssertEqual(square.startScale, 0.3717, accuracy: 5e-5)
        XCTAssertEqual(square.finalRadius, 50 * 2.0.squareRoot() + 10, accuracy: tolerance)

        let (empty, _) = makeRipple(SimClock(), width: 0, height: 0)
        XCTAssertEqual(empty.finalRadius, 10)
        XCTAssertEqual(empty.startScale, 0)

        // A maximum radius below the 30 pt start radius: the ripple shrinks into place (s0 > 1).
        let (capped, _) = makeRipple(SimClock())
        capped.maximumRadius = 20
        XCTAssertEqual(capped.finalRadius, 20)
        XCTAssertEqual(capped.startScale, 1.5, accuracy: tolerance)
    }

    func testCircleGeometryAndResize() throws {
        let clock = SimClock()
        let (ripple, _) = makeRipple(clock)
        guard case .shape(let shape) = ripple.layer.content else { return XCTFail("not a shape layer") }
        let r = (50.0 * 50 + 20 * 20).squareRoot() + 10
        guard let box = shape.path.controlPointBounds else { return XCTFail("empty path") }
        XCTAssertEqual(box.midX, 50, accuracy: 1e-9)
        XCTAssertEqual(box.midY, 20, accuracy: 1e-9)
        XCTAssertEqual(box.width, 2 * r, accuracy: 1e-6)
        XCTAssertEqual(ripple.layer.position, Point(x: 50, y: 20))

        // A live ripple follows a resize: recentred, new radius.
        ripple.startRipple(at: Point(x: 10, y: 10), animated: true)
        ripple.frame = Rect(x: 0, y: 0, width: 60, height: 80)
        XCTAssertEqual(ripple.layer.position, Point(x: 30, y: 40))
        XCTAssertEqual(ripple.finalRadius, 50 + 10, accuracy: tolerance)   // hypot(30, 40) + 10
        try clock.advance(to: rippleMs(300))
        let s = ripple.snapshot(at: clock.now)
        XCTAssertEqual(s.center, Point(x: 30, y: 40))
        XCTAssertEqual(s.radius, 60, accuracy: tolerance)
    }

    // MARK: Touch-down

    func testTouchDownFramesFollowTheFormulas() throws {
        let clock = SimClock()
        let (ripple, _) = makeRipple(clock)
        let r = (50.0 * 50 + 20 * 20).squareRoot() + 10
        let s0 = 30 / r
        let touch = Point(x: 20, y: 10), center = Point(x: 50, y: 20)
        var completedAt: Int64?
        ripple.startRipple(at: touch, animated: true) { completedAt = clock.now }
        XCTAssertTrue(ripple.isStartAnimationActive)

        // t = 0: start scale, at the touch, transparent.
        var s = ripple.snapshot(at: 0)
        XCTAssertEqual(s.radius, r * s0, accuracy: tolerance)
        XCTAssertEqual(s.center, touch)
        XCTAssertEqual(s.opacity, 0, accuracy: tolerance)

        // Opacity is linear over 0.075 s: half at 0.0375 s, full from 0.075 s on.
        XCTAssertEqual(ripple.snapshot(at: rippleMs(37.5)).opacity, 0.5, accuracy: tolerance)
        XCTAssertEqual(ripple.snapshot(at: rippleMs(75)).opacity, 1, accuracy: tolerance)
        XCTAssertEqual(ripple.snapshot(at: rippleMs(150)).opacity, 1, accuracy: tolerance)

        // Scale and position through ease-in-ease-out over the whole 0.225 s (not clipped at 90 %).
        for fraction in [0.25, 0.5, 0.8] {
            let t = Int64((Double(RippleLayer.touchDownDuration) * fraction).rounded())
            let y = rippleEaseInEaseOut(Double(t) / 225_000_000)
            s = ripple.snapshot(at: t)
            XCTAssertEqual(s.radius, r * (s0 + (1 - s0) * y), accuracy: 1e-6, "at \(fraction)")
            XCTAssertEqual(s.center.x, touch.x + (center.x - touch.x) * y, accuracy: 1e-6, "at \(fraction)")
            XCTAssertEqual(s.center.y, touch.y + (center.y - touch.y) * y, accuracy: 1e-6, "at \(fraction)")
        }
        // The middle of the touch-down: the symmetric curve is at exactly one half.
        XCTAssertEqual(ripple.snapshot(at: rippleMs(112.5)).radius, r * (s0 + 1) / 2, accuracy: 1e-6)

        // The group ends at exactly 0.225 s: full, centred, opaque; completion at that instant.
        try clock.advance(to: rippleMs(500))
        XCTAssertEqual(completedAt, rippleMs(225))
        XCTAssertFalse(ripple.isStartAnimationActive)
        s = ripple.snapshot(at: clock.now)
        XCTAssertEqual(s.radius, r, accuracy: tolerance)
        XCTAssertEqual(s.center, center)
        XCTAssertEqual(s.opacity, 1)
    }

    func testTouchDownNotAnimatedCompletesAtOnce() {
        let clock = SimClock()
        let (ripple, _) = makeRipple(clock)
        let log = LayerLog(clock: clock)
        ripple.delegate = log
        var order: [String] = []
        ripple.startRipple(at: Point(x: 1, y: 1), animated: false) { order.append("completion") }
        order.append(contentsOf: log.events.map(\.0))
        // Delegate began comes first (recorded in log), completion runs before delegate ended.
        XCTAssertEqual(log.events.map(\.0), ["downBegan", "downEnded"])
        XCTAssertEqual(order, ["completion", "downBegan", "downEnded"])
        XCTAssertFalse(ripple.isStartAnimationActive)
        let s = ripple.snapshot(at: 0)
        XCTAssertEqual(s.opacity, 1)
        XCTAssertEqual(s.center, Point(x: 50, y: 20))
        XCTAssertEqual(s.radius, ripple.finalRadius, accuracy: tolerance)
    }

    // MARK: Touch-up

    func testReleaseAt100msFadesFrom150ms() throws {
        let clock = SimClock()
        let (ripple, host) = makeRipple(clock)
        let log = LayerLog(clock: clock)
        ripple.delegate = log
        ripple.startRipple(at: Point(x: 20, y: 10), animated: true)
        try clock.advance(to: rippleMs(100))
        var endedAt: Int64?
        ripple.endRipple(animated: true) { endedAt = clock.now }
        XCTAssertEqual(ripple.touchUpStartTime, rippleMs(150))     // touch-down start + 0.15 s delay
        XCTAssertEqual(ripple.snapshot(at: rippleMs(120)).opacity, 1, accuracy: tolerance)
        XCTAssertEqual(ripple.snapshot(at: rippleMs(150)).opacity, 1, accuracy: tolerance)
        XCTAssertEqual(ripple.snapshot(at: rippleMs(225)).opacity, 0.5, accuracy: tolerance)
        XCTAssertEqual(ripple.snapshot(at: rippleMs(262.5)).opacity, 0.25, accuracy: tolerance)
        try clock.advance(to: rippleMs(299))
        XCTAssertTrue(host.sublayers.contains { $0 === ripple.layer })
        try clock.advance(to: rippleMs(400))
        XCTAssertEqual(endedAt, rippleMs(300))
        XCTAssertTrue(ripple.isRemoved)
        XCTAssertTrue(host.sublayers.isEmpty)
        // Touch-up began during the touch-down, so it precedes touch-down ended.
        XCTAssertEqual(log.events.map(\.0), ["downBegan", "upBegan", "downEnded", "upEnded"])
        XCTAssertEqual(log.events.map(\.1), [0, rippleMs(100), rippleMs(225), rippleMs(300)])
    }

    func testReleaseBetween150And225msFadesFromTheRelease() throws {
        // MDC would start the fade at 0.15 s, already a third elapsed at 0.2 s; the evident intent
        // (begin at max(now, start + delay)) fades the full 0.15 s from the release.
        let clock = SimClock()
        let (ripple, _) = makeRipple(clock)
        ripple.startRipple(at: Point(x: 20, y: 10), animated: true)
        try clock.advance(to: rippleMs(200))
        ripple.endRipple(animated: true)
        XCTAssertEqual(ripple.touchUpStartTime, rippleMs(200))
        XCTAssertEqual(ripple.snapshot(at: rippleMs(200)).opacity, 1, accuracy: tolerance)
        XCTAssertEqual(ripple.snapshot(at: rippleMs(275)).opacity, 0.5, accuracy: tolerance)
        try clock.advance(to: rippleMs(349))
        XCTAssertFalse(ripple.isRemoved)
        try clock.advance(to: rippleMs(350))
        XCTAssertTrue(ripple.isRemoved)
    }

    func testLongPressReleaseFadesOverTheFullDuration() throws {
        // MDC: begin time = touch-down start + 0 lies 0.775 s in the past, so the ripple vanishes at
        // once. Here the fade runs 1.0 s → 1.15 s.
        let clock = SimClock()
        let (ripple, _) = makeRipple(clock)
        ripple.startRipple(at: Point(x: 20, y: 10), animated: true)
        try clock.advance(to: rippleMs(1000))
        var endedAt: Int64?
        ripple.endRipple(animated: true) { endedAt = clock.now }
        XCTAssertEqual(ripple.touchUpStartTime, rippleMs(1000))
        XCTAssertEqual(ripple.snapshot(at: rippleMs(1000)).opacity, 1, accuracy: tolerance)
        XCTAssertEqual(ripple.snapshot(at: rippleMs(1075)).opacity, 0.5, accuracy: tolerance)
        XCTAssertEqual(ripple.snapshot(at: rippleMs(1120)).opacity, 0.2, accuracy: tolerance)
        try clock.advance(to: rippleMs(2000))
        XCTAssertEqual(endedAt, rippleMs(1150))
        XCTAssertTrue(ripple.isRemoved)
    }

    func testEndNotAnimatedRemovesAtOnceAndRepeatedEndsShareOneFade() throws {
        let clock = SimClock()
        let (ripple, host) = makeRipple(clock)
        ripple.startRipple(at: .zero, animated: true)
        var done = false
        ripple.endRipple(animated: false) { done = true }
        XCTAssertTrue(done)
        XCTAssertTrue(ripple.isRemoved)
        XCTAssertTrue(host.sublayers.isEmpty)

        let (second, _) = makeRipple(clock)
        second.startRipple(at: .zero, animated: true)   // at 0
        try clock.advance(to: rippleMs(100))
        var ends: [Int64] = []
        second.endRipple(animated: true) { ends.append(clock.now) }   // fade 0.15 → 0.3
        try clock.advance(to: rippleMs(200))
        second.endRipple(animated: true) { ends.append(clock.now) }   // joins it, no restart
        XCTAssertEqual(second.snapshot(at: rippleMs(225)).opacity, 0.5, accuracy: tolerance)
        try clock.advance(to: rippleMs(500))
        XCTAssertEqual(ends, [rippleMs(300), rippleMs(300)])
    }

    // MARK: Fades

    func testFadesStartFromTheExtremeAndHold() throws {
        let clock = SimClock()
        let (ripple, _) = makeRipple(clock)
        ripple.startRipple(at: .zero, animated: false)
        var out: Int64?, into: Int64?
        ripple.fadeOut(animated: true) { out = clock.now }
        XCTAssertEqual(ripple.snapshot(at: rippleMs(37.5)).opacity, 0.5, accuracy: tolerance)
        try clock.advance(to: rippleMs(50))
        XCTAssertEqual(ripple.snapshot(at: clock.now).opacity, 1 - 50.0 / 75, accuracy: tolerance)
        // Fading in mid-fade restarts from 0, not from the 1/3 on screen.
        ripple.fadeIn(animated: true) { into = clock.now }
        XCTAssertEqual(ripple.snapshot(at: rippleMs(50)).opacity, 0, accuracy: tolerance)
        XCTAssertEqual(ripple.snapshot(at: rippleMs(87.5)).opacity, 0.5, accuracy: tolerance)
        try clock.advance(to: rippleMs(1000))
        XCTAssertEqual(into, rippleMs(125))
        XCTAssertNotNil(out)   // the replaced fade-out completes (unfinished) when replaced
        XCTAssertEqual(ripple.snapshot(at: clock.now).opacity, 1)
        ripple.fadeOut(animated: true)
        try clock.advance(to: rippleMs(2000))
        XCTAssertEqual(ripple.snapshot(at: clock.now).opacity, 0)   // held at the end
        XCTAssertFalse(ripple.isRemoved)                            // a fade-out keeps the ripple
        ripple.fadeIn(animated: false)
        XCTAssertEqual(ripple.snapshot(at: clock.now).opacity, 1)   // instant
    }
}
