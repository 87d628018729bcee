import Geometry
import Raster
import Scene
import XCTest
@testable import Material

final class RippleViewTests: XCTestCase {
    private let tolerance = 1e-9

    private func makeView(_ clock: SimClock, width: Double = 100, height: Double = 40) -> (RippleView, View) {
        let host = View(frame: Rect(x: 0, y: 0, width: width, height: height), clock: clock)
        let rippleView = RippleView(frame: host.bounds, clock: clock)
        host.addSubview(rippleView)
        return (rippleView, host)
    }

    func testDefaults() {
        let (view, _) = makeView(SimClock())
        // Black at α 0.12: 0.12 · 255 = 30.6 → 31.
        XCTAssertEqual(view.rippleColor, Color(red: 0, green: 0, blue: 0, alpha: 31))
        XCTAssertEqual(view.rippleStyle, .bounded)
        XCTAssertEqual(view.rippleStyle.rawValue, 0)
        XCTAssertEqual(RippleStyle.unbounded.rawValue, 1)
        XCTAssertEqual(view.maximumRadius, 0)
        XCTAssertTrue(view.usesSuperviewShadowLayerAsMask)
        XCTAssertFalse(view.isUserInteractionEnabled)
        XCTAssertNil(view.activeRippleLayer)
        XCTAssertTrue(view.rippleSnapshots(at: 0).isEmpty)
    }

    func testMaximumRadiusOnlyWhenUnbounded() {
        let clock = SimClock()
        let (view, _) = makeView(clock)
        view.maximumRadius = 25
        view.beginRippleTouchDown(at: .zero, animated: false)
        XCTAssertEqual(view.activeRippleLayer?.finalRadius ?? 0, (50.0 * 50 + 20 * 20).squareRoot() + 10,
                       accuracy: tolerance)
        XCTAssertTrue(view.layer.masksToBounds)
        view.rippleStyle = .unbounded
        XCTAssertFalse(view.layer.masksToBounds)
        view.beginRippleTouchDown(at: .zero, animated: false)
        XCTAssertEqual(view.activeRippleLayer?.finalRadius, 25)
        XCTAssertEqual(view.rippleSnapshots(at: 0).map(\.radius).last ?? 0, 25, accuracy: tolerance)
    }

    func testSeveralRipplesCoexistAndTheNewestIsActive() throws {
        let clock = SimClock()
        let (view, _) = makeView(clock)
        let red = Color(red: 255, green: 0, blue: 0, alpha: 40)
        let blue = Color(red: 0, green: 0, blue: 255, alpha: 40)
        view.rippleColor = red
        view.beginRippleTouchDown(at: Point(x: 10, y: 10), animated: true)
        let first = try XCTUnwrap(view.activeRippleLayer)
        try clock.advance(to: rippleMs(50))
        view.rippleColor = blue
        view.beginRippleTouchDown(at: Point(x: 90, y: 30), animated: true)
        let second = try XCTUnwrap(view.activeRippleLayer)
        XCTAssertTrue(first !== second)
        XCTAssertEqual(view.rippleLayers.count, 2)
        XCTAssertTrue(view.layer.sublayers.last === second.layer)      // added on top
        XCTAssertEqual(view.activeRippleColor, blue)

        // Both are live with their own timelines and colours.
        let states = view.rippleSnapshots(at: rippleMs(100))
        XCTAssertEqual(states.map(\.color), [red, blue])
        XCTAssertEqual(states[0].opacity, 1, accuracy: tolerance)                 // 0.1 s into its touch-down
        XCTAssertEqual(states[1].opacity, 50.0 / 75, accuracy: tolerance)         // 0.05 s into its own

        // The active colour recolours only the active ripple, at once.
        let green = Color(red: 0, green: 255, blue: 0, alpha: 40)
        view.activeRippleColor = green
        XCTAssertEqual(view.rippleSnapshots(at: rippleMs(100)).map(\.color), [red, green])

        // Touch-up acts on the active (second) ripple only.
        view.beginRippleTouchUp(animated: true)
        try clock.advance(to: rippleMs(2000))
        XCTAssertEqual(view.rippleLayers.count, 1)
        XCTAssertTrue(view.rippleLayers[0] === first)
        XCTAssertNil(view.activeRippleLayer)    // the active one left; the older one is not active
        var called = false
        view.beginRippleTouchUp(animated: true) { called = true }   // nothing active: at once
        XCTAssertTrue(called)
    }

    /// A tap released at 0.1 s, sampled at every 60 fps frame against the formulas worked out
    /// here: touch-down 0–0.225 s, fade-in 0–0.075 s, fade-out 0.15–0.3 s, gone from 0.3 s.
    func testQuickTapTimelineAt60fps() throws {
        let clock = SimClock()
        let (view, _) = makeView(clock)
        let r = (50.0 * 50 + 20 * 20).squareRoot() + 10, s0 = 30 / r
        let touch = Point(x: 80, y: 35), center = Point(x: 50, y: 20)
        view.beginRippleTouchDown(at: touch, animated: true)
        try clock.schedule(at: rippleMs(100)) { view.beginRippleTouchUp(animated: true) }
        let fps = try FrameRate(60)
        for frame in Int64(0)...30 {
            let time = fps.time(ofFrame: frame)
            try clock.advance(to: time)
            let t = Double(time) / 1e9
            let states = view.rippleSnapshots(at: time)
            if t >= 0.3 {
                XCTAssertTrue(states.isEmpty, "frame \(frame): removed at 0.3 s")
                continue
            }
            XCTAssertEqual(states.count, 1, "frame \(frame)")
            let y = t < 0.225 ? rippleEaseInEaseOut(t / 0.225) : 1
            let opacity = t < 0.075 ? t / 0.075 : (t < 0.15 ? 1 : 1 - (t - 0.15) / 0.15)
            XCTAssertEqual(states[0].radius, r * (s0 + (1 - s0) * y), accuracy: 1e-6, "frame \(frame)")
            XCTAssertEqual(states[0].center.x, touch.x + (center.x - touch.x) * y, accuracy: 1e-6, "frame \(frame)")
            XCTAssertEqual(states[0].center.y, touch.y + (center.y - touch.y) * y, accuracy: 1e-6, "frame \(frame)")
            XCTAssertEqual(states[0].opacity, opacity, accuracy: 1e-6, "frame \(frame)")
        }
    }

    func testDelegateOrderThroughTheView() throws {
        let clock = SimClock()
        let (view, _) = makeView(clock)
        let log = RippleEventLog(clock: clock)
        view.delegate = log
        view.beginRippleTouchDown(at: Point(x: 20, y: 10), animated: true)
        try clock.advance(to: rippleMs(300))
        view.beginRippleTouchUp(animated: true)
        try clock.advance(to: rippleMs(1000))
        XCTAssertEqual(log.names, ["downBegan", "downEnded", "upBegan", "upEnded"])
        XCTAssertEqual(log.events.map(\.1), [0, rippleMs(225), rippleMs(300), rippleMs(450)])
    }

    func testCancelAllAnimatedSynchronisesTheFades() throws {
        let clock = SimClock()
        let (view, _) = makeView(clock)
        view.beginRippleTouchDown(at: Point(x: 10, y: 10), animated: true)   // A at 0
        try clock.advance(to: rippleMs(500))
        view.beginRippleTouchDown(at: Point(x: 60, y: 20), animated: true)   // B at 0.5
        let (a, b) = (view.rippleLayers[0], view.rippleLayers[1])
        try clock.advance(to: rippleMs(600))
        var doneAt: Int64?
        view.cancelAllRipples(animated: true) { doneAt = clock.now }
        // B is still in its touch-down: 0.5 + 0.15. A has finished: its start moves to the latest
        // start + 0.15 = 0.65, and with no delay it fades from then too.
        XCTAssertEqual(b.touchUpStartTime, rippleMs(650))
        XCTAssertEqual(a.touchDownStartTime, rippleMs(650))
        XCTAssertEqual(a.touchUpStartTime, rippleMs(650))
        let mid = view.rippleSnapshots(at: rippleMs(725)).map(\.opacity)
        XCTAssertEqual(mid[0], 0.5, accuracy: tolerance)
        XCTAssertEqual(mid[1], 0.5, accuracy: tolerance)
        try clock.advance(to: rippleMs(799))
        XCTAssertNil(doneAt)
        XCTAssertEqual(view.rippleLayers.count, 2)
        try clock.advance(to: rippleMs(900))
        XCTAssertEqual(doneAt, rippleMs(800))
        XCTAssertTrue(view.rippleLayers.isEmpty)
        XCTAssertTrue(view.layer.sublayers.isEmpty)
    }

    func testCancelAllLongAfterTheTouchDownsFadesFromNow() throws {
        let clock = SimClock()
        let (view, _) = makeView(clock)
        view.beginRippleTouchDown(at: .zero, animated: true)
        try clock.advance(to: rippleMs(100))
        view.beginRippleTouchDown(at: .zero, animated: true)
        try clock.advance(to: rippleMs(2000))
        var doneAt: Int64?
        view.cancelAllRipples(animated: true) { doneAt = clock.now }
        // MDC's begin time (0.25 s) lies in the past: everything would vanish at once. Here the
        // fade runs 2.0 → 2.15 s.
        XCTAssertEqual(view.rippleSnapshots(at: rippleMs(2075)).map(\.opacity), [0.5, 0.5])
        try clock.advance(to: rippleMs(3000))
        XCTAssertEqual(doneAt, rippleMs(2150))
    }

    func testCancelAllNotAnimatedAndWithNoRipples() throws {
        let clock = SimClock()
        let (view, _) = makeView(clock)
        let log = RippleEventLog(clock: clock)
        view.delegate = log
        view.beginRippleTouchDown(at: .zero, animated: true)
        view.beginRippleTouchDown(at: .zero, animated: true)
        var done = false
        view.cancelAllRipples(animated: false) { done = true }
        XCTAssertTrue(done)
        XCTAssertTrue(view.rippleLayers.isEmpty)
        XCTAssertTrue(view.layer.sublayers.isEmpty)
        XCTAssertFalse(log.names.contains("upBegan"))

        var emptyDone: Int64?
        try clock.advance(to: rippleMs(10))
        view.cancelAllRipples(animated: true) { emptyDone = clock.now }
        XCTAssertNil(emptyDone)               // asynchronous, on the clock
        try clock.advance(to: rippleMs(10))
        XCTAssertEqual(emptyDone, rippleMs(10))
    }

    func testLayoutFollowsResize() throws {
        let clock = SimClock()
        let (view, host) = makeView(clock)
        view.beginRippleTouchDown(at: Point(x: 5, y: 5), animated: false)
        view.frame = Rect(x: 0, y: 0, width: 60, height: 80)
        host.layoutIfNeeded()
        let s = view.rippleSnapshots(at: 0)[0]
        XCTAssertEqual(s.center, Point(x: 30, y: 40))
        XCTAssertEqual(s.radius, 60, accuracy: tolerance)   // hypot(30, 40) + 10
    }

    func testInjectedRippleView() {
        let clock = SimClock()
        let host = View(frame: Rect(x: 5, y: 5, width: 80, height: 30), clock: clock)
        let other = View(frame: .zero, clock: clock)
        host.addSubview(other)
        let injected = RippleView.injectedRippleView(for: host)
        XCTAssertTrue(host.subviews.last === injected)
        XCTAssertEqual(injected.frame, Rect(x: 0, y: 0, width: 80, height: 30))
        XCTAssertTrue(RippleView.injectedRippleView(for: host) === injected)
        XCTAssertEqual(host.subviews.count, 2)
    }

    // MARK: Clipping

    private func circle(center: Point, radius: Double) -> Path {
        var p = Path()
        p.addEllipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        return p
    }

    func testMaskFollowsTheSuperviewShadowPath() {
        let clock = SimClock()
        let (view, host) = makeView(clock, width: 100, height: 100)
        let shape = circle(center: Point(x: 50, y: 50), radius: 40)
        host.layer.shadowPath = shape
        view.beginRippleTouchDown(at: .zero, animated: false)
        guard case .shape(let content)? = view.layer.mask?.content else { return XCTFail("no shape mask") }
        XCTAssertEqual(content.path, shape)
        // Turning the flag off keeps the mask; unbounded clears it.
        view.usesSuperviewShadowLayerAsMask = false
        view.updateRippleStyle()
        XCTAssertNotNil(view.layer.mask)
        view.rippleStyle = .unbounded
        XCTAssertNil(view.layer.mask)
        XCTAssertFalse(view.layer.masksToBounds)
    }

    func testBoundedRippleIsClippedToTheShapeWhenRendered() throws {
        let clock = SimClock()
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        let host = View(frame: root.bounds, clock: clock)
        root.addSubview(host)
        host.layer.shadowPath = circle(center: Point(x: 50, y: 50), radius: 40)   // shadow opacity 0
        let rippleView = RippleView(frame: host.bounds, clock: clock)
        host.addSubview(rippleView)
        rippleView.rippleColor = Color(red: 255, green: 0, blue: 0)
        rippleView.beginRippleTouchDown(at: Point(x: 10, y: 10), animated: false)   // full circle r 80.7
        root.layoutIfNeeded()
        let renderer = try Renderer(root: root.layer, width: 100, height: 100, scale: 1, background: .white)
        _ = try renderer.render(at: clock.now)
        func rgba(_ x: Int, _ y: Int) -> [UInt8] {
            guard let p = renderer.canvas[x, y] else { return [] }
            return [p.red, p.green, p.blue, p.alpha]
        }
        let white: [UInt8] = [255, 255, 255, 255], red: [UInt8] = [255, 0, 0, 255]
        // Pixel centres well outside the circle of radius 40 (inside the bounds and the ripple).
        for (x, y) in [(2, 2), (97, 2), (2, 97), (97, 97), (50, 93), (93, 50), (15, 15)] {
            XCTAssertEqual(rgba(x, y), white, "(\(x), \(y)) is outside the shape")
        }
        // Pixels well inside are ripple-red.
        for (x, y) in [(50, 50), (50, 12), (12, 50), (70, 70)] {
            XCTAssertEqual(rgba(x, y), red, "(\(x), \(y)) is inside the shape")
        }
        // Without the shadow path (flag off, fresh view) the corners are covered.
        let plain = RippleView(frame: host.bounds, clock: clock)
        plain.usesSuperviewShadowLayerAsMask = false
        host.addSubview(plain)
        plain.rippleColor = Color(red: 0, green: 0, blue: 255)
        plain.beginRippleTouchDown(at: Point(x: 10, y: 10), animated: false)
        root.layoutIfNeeded()
        _ = try renderer.render(at: clock.now)
        XCTAssertEqual(rgba(2, 2), [0, 0, 255, 255])
    }

    /// A host that keeps a circular shadow path in layout, as a shaped view does with its shape.
    private final class CircleHost: View {
        override func layoutSubviews() {
            var path = Path()
            path.addEllipse(in: Rect(x: 0, y: 0, width: bounds.width, height: bounds.height))
            layer.shadowPath = path
            for view in subviews { view.frame = bounds }
        }
    }

    func testTouchControllerRippleFollowsAShapedHostEndToEnd() throws {
        let clock = SimClock()
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        let host = CircleHost(frame: Rect(x: 20, y: 20, width: 60, height: 60), clock: clock)
        root.addSubview(host)
        let controller = RippleTouchController(view: host)
        controller.rippleView.rippleColor = Color(red: 255, green: 0, blue: 0)
        root.layoutIfNeeded()
        let dispatcher = TouchDispatcher(root: root, clock: clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 30, y: 30))
        try clock.advance(to: rippleMs(300))                   // touch-down done: full circle, r 52.4
        root.layoutIfNeeded()
        let renderer = try Renderer(root: root.layer, width: 100, height: 100, scale: 1, background: .white)
        _ = try renderer.render(at: clock.now)
        func rgba(_ x: Int, _ y: Int) -> [UInt8] {
            guard let p = renderer.canvas[x, y] else { return [] }
            return [p.red, p.green, p.blue, p.alpha]
        }
        // The host's corners (inside its rectangle, outside its circle of radius 30 about (50, 50))
        // and everything outside the host stay white; the circle's inside is red.
        for (x, y) in [(21, 21), (78, 21), (21, 78), (78, 78), (5, 5), (50, 90)] {
            XCTAssertEqual(rgba(x, y), [255, 255, 255, 255], "(\(x), \(y))")
        }
        for (x, y) in [(50, 50), (50, 22), (22, 50), (66, 66)] {
            XCTAssertEqual(rgba(x, y), [255, 0, 0, 255], "(\(x), \(y))")
        }
        // A resize reshapes the clip at the next layout.
        host.frame = Rect(x: 10, y: 10, width: 80, height: 80)
        root.layoutIfNeeded()
        _ = try renderer.render(at: clock.now)
        XCTAssertEqual(rgba(50, 12), [255, 0, 0, 255])          // inside the new circle of radius 40
        XCTAssertEqual(rgba(14, 14), [255, 255, 255, 255])      // its corner
    }
}
