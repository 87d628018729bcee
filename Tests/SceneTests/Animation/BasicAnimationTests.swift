import Geometry
import Raster
import Scene
import XCTest

/// Basic animations at chosen instants, against `from + (to − from)·progress` worked by hand.
final class BasicAnimationTests: XCTestCase {
    /// 10 → 50 on "opacity" from 1000 ms for 400 ms, linear: value(t) = 10 + 40·(t − 1000 ms)/400 ms.
    private func ramp(fill: FillMode = .removed, removed: Bool = true) -> BasicAnimation {
        BasicAnimation(keyPath: "opacity", from: .double(10), to: .double(50), duration: 400 * ms,
                       beginTime: 1_000 * ms, fillMode: fill, isRemovedOnCompletion: removed)
    }

    func testValuesInsideTheActiveIntervalFollowTheClosedForm() throws {
        let set = AnimationSet(clock: SimClock())
        try set.add(.basic(ramp(removed: false)), forKey: "ramp")
        XCTAssertEqual(set.double("opacity", model: 3, at: 1_000 * ms), 10)
        XCTAssertEqual(set.double("opacity", model: 3, at: 1_100 * ms), 20)
        XCTAssertEqual(set.double("opacity", model: 3, at: 1_300 * ms), 40)
        XCTAssertEqual(set.double("opacity", model: 3, at: 1_399 * ms), 49.9, accuracy: 1e-12)
        XCTAssertEqual(set.double("opacity", model: 3, at: 1_400 * ms), 50)
        // Other key paths are untouched.
        XCTAssertEqual(set.double("cornerRadius", model: 3, at: 1_100 * ms), 3)
    }

    func testBeforeTheBeginTimeOnlyBackwardsFillShows() throws {
        for (fill, expected) in [(FillMode.removed, 3.0), (.forwards, 3), (.backwards, 10), (.both, 10)] {
            let set = AnimationSet(clock: SimClock())
            try set.add(.basic(ramp(fill: fill)), forKey: "ramp")
            XCTAssertEqual(set.double("opacity", model: 3, at: 0), expected, "\(fill)")
            XCTAssertEqual(set.double("opacity", model: 3, at: 1_000 * ms - 1), expected, "\(fill)")
        }
    }

    func testAfterTheEndOnlyForwardsFillOfARetainedAnimationShows() throws {
        // (fill, removed on completion) → values at the end time, 1 ns later and much later.
        let cases: [(FillMode, Bool, [Double])] = [
            (.removed, true, [3, 3, 3]),
            (.forwards, true, [3, 3, 3]),       // removal wins over fill, as in Core Animation
            (.removed, false, [50, 3, 3]),      // the active interval includes its end
            (.forwards, false, [50, 50, 50]),
            (.both, false, [50, 50, 50]),
        ]
        for (fill, removed, expected) in cases {
            let clock = SimClock()
            let set = AnimationSet(clock: clock)
            try set.add(.basic(ramp(fill: fill, removed: removed)), forKey: "ramp")
            let times = [1_400 * ms, 1_400 * ms + 1, 9_000 * ms]
            XCTAssertEqual(times.map { set.double("opacity", model: 3, at: $0) }, expected, "\(fill) \(removed)")
            // Stepping the clock across the end removes the animation, or keeps it, without
            // changing any answer.
            try clock.advance(to: 9_000 * ms)
            XCTAssertEqual(set.count, removed ? 0 : 1, "\(fill) \(removed)")
            XCTAssertEqual(times.map { set.double("opacity", model: 3, at: $0) }, expected, "\(fill) \(removed)")
        }
    }

    func testBeginTimesInThePastStartPartWay() throws {
        let clock = SimClock()
        try clock.advance(to: 1_200 * ms)
        let set = AnimationSet(clock: clock), log = CallbackLog(clock: clock)
        try set.add(.basic(ramp()), forKey: "ramp", completion: log.completion("ramp"))
        XCTAssertEqual(set.double("opacity", model: 3, at: clock.now), 30)
        try clock.advance(to: 2_000 * ms)
        XCTAssertEqual(log.entries, ["ramp finished@1400000000"])
    }

    func testAMissingBeginTimeMeansWhenAdded() throws {
        let clock = SimClock()
        try clock.advance(to: 250 * ms)
        let set = AnimationSet(clock: clock)
        try set.add(.basic(BasicAnimation(keyPath: "opacity", from: .double(0), to: .double(1), duration: 100 * ms)),
                    forKey: "fade")
        XCTAssertEqual(set.double("opacity", model: 1, at: 300 * ms), 0.5)
        XCTAssertEqual(set.animation(forKey: "fade")?.beginTime, 250 * ms)
    }

    func testAnAnimationAddedAfterItsEndCompletesAtOnce() throws {
        // MDC's touch-up fade: begin time = touch-down time + delay, possibly long past; held at
        // the end, so the ripple is invisible at once and the completion runs when it is added.
        let clock = SimClock()
        try clock.advance(to: 2_000 * ms)
        let set = AnimationSet(clock: clock), log = CallbackLog(clock: clock)
        let fade = BasicAnimation(keyPath: "opacity", from: .double(1), to: .double(0), duration: 150 * ms,
                                  beginTime: 1_000 * ms, fillMode: .forwards, isRemovedOnCompletion: false)
        try set.add(.basic(fade), forKey: "fade", completion: log.completion("fade"))
        XCTAssertEqual(set.double("opacity", model: 1, at: clock.now), 0)
        try clock.advance(to: 2_000 * ms)
        XCTAssertEqual(log.entries, ["fade finished@2000000000"])
    }

    func testTimingFunctionsEaseTheProgress() throws {
        let set = AnimationSet(clock: SimClock())
        // Material standard passes through (0.35, 0.5); ease-in-ease-out through (0.5, 0.5).
        try set.add(.basic(BasicAnimation(keyPath: "a", from: .double(0), to: .double(100), duration: 1_000 * ms,
                                          beginTime: 0, timingFunction: standardCurve)))
        try set.add(.basic(BasicAnimation(keyPath: "b", from: .double(0), to: .double(100), duration: 1_000 * ms,
                                          beginTime: 0, timingFunction: .easeInEaseOut)))
        XCTAssertEqual(set.double("a", model: 0, at: 350 * ms), 50, accuracy: 1e-9)
        XCTAssertEqual(set.double("b", model: 0, at: 500 * ms), 50, accuracy: 1e-9)
        XCTAssertEqual(set.double("b", model: 0, at: 0), 0)
        XCTAssertEqual(set.double("b", model: 0, at: 1_000 * ms - 1), 100, accuracy: 1e-9)
    }

    func testZeroDurationIsAnInstantChange() throws {
        let clock = SimClock()
        let set = AnimationSet(clock: clock), log = CallbackLog(clock: clock)
        func instant(_ fill: FillMode, removed: Bool) -> Animation {
            .basic(BasicAnimation(keyPath: "opacity", from: .double(0), to: .double(1), duration: 0,
                                  beginTime: 100 * ms, fillMode: fill, isRemovedOnCompletion: removed))
        }
        try set.add(instant(.both, removed: false), forKey: "held", completion: log.completion("held"))
        XCTAssertEqual([99 * ms, 100 * ms, 200 * ms].map { set.double("opacity", model: 0.5, at: $0) }, [0, 1, 1])
        try set.add(instant(.removed, removed: false), forKey: "held")
        XCTAssertEqual([99 * ms, 100 * ms, 100 * ms + 1].map { set.double("opacity", model: 0.5, at: $0) }, [0.5, 1, 0.5])
        // Core Animation's defaults (removed on completion, no fill): never visible, but it completes.
        try set.add(instant(.removed, removed: true), forKey: "held", completion: log.completion("default"))
        XCTAssertEqual([99 * ms, 100 * ms, 200 * ms].map { set.double("opacity", model: 0.5, at: $0) }, [0.5, 0.5, 0.5])
        try clock.advance(to: 1_000 * ms)
        XCTAssertEqual(log.entries, ["held interrupted@0", "default finished@100000000"])
    }

    func testFromToAndByCombinationsFollowCoreAnimation() throws {
        // Model 100; 1 s from 0; at 250 ms the progress is 1/4.
        let cases: [(AnimatableValue?, AnimatableValue?, AnimatableValue?, Double)] = [
            (.double(0), .double(40), nil, 10),     // from → to: 0 + 40/4
            (.double(0), nil, .double(40), 10),     // from → from + by: 0 → 40
            (nil, .double(200), .double(40), 170),  // to − by → to: 160 → 200
            (.double(0), nil, nil, 25),             // from → model: 0 → 100
            (nil, .double(200), nil, 125),          // model → to: 100 → 200
            (nil, nil, .double(40), 110),           // model → model + by: 100 → 140
        ]
        for (from, to, by, expected) in cases {
            let set = AnimationSet(clock: SimClock())
            try set.add(.basic(BasicAnimation(keyPath: "x", from: from, to: to, by: by, duration: 1_000 * ms, beginTime: 0)))
            XCTAssertEqual(set.double("x", model: 100, at: 250 * ms), expected, "from \(String(describing: from)) to \(String(describing: to)) by \(String(describing: by))")
        }
    }

    func testByValuesOfOtherKinds() throws {
        let set = AnimationSet(clock: SimClock())
        try set.add(.basic(BasicAnimation(keyPath: "position", from: .point(Point(x: 0, y: 0)),
                                          by: .point(Point(x: 8, y: -4)), duration: 1_000 * ms, beginTime: 0)))
        assertPoint(set.point("position", model: .zero, at: 500 * ms), Point(x: 4, y: -2))
        // Transforms add by concatenation: translate(10, 0) then scale 2 = (2, 0, 0, 2, 20, 0).
        try set.add(.basic(BasicAnimation(keyPath: "transform", by: .transform(AffineTransform(scaleX: 2, y: 2)),
                                          duration: 1_000 * ms, beginTime: 0)))
        XCTAssertEqual(set.presentationValue(for: "transform", model: .transform(AffineTransform(translationX: 10, y: 0)),
                                             at: 500 * ms),
                       .transform(AffineTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: 15, ty: 0)))
        // Colours add saturating: red 100 + 200 → 255; halfway 177.5 → 178.
        try set.add(.basic(BasicAnimation(keyPath: "backgroundColor", from: .color(Color(red: 100, green: 100, blue: 100)),
                                          by: .color(Color(red: 200, green: 0, blue: 0, alpha: 0)),
                                          duration: 1_000 * ms, beginTime: 0)))
        XCTAssertEqual(set.presentationValue(for: "backgroundColor", model: .color(.black), at: 500 * ms),
                       .color(Color(red: 178, green: 100, blue: 100)))
    }

    func testLaterAnimationsSeeTheValueBeneathThem() throws {
        let set = AnimationSet(clock: SimClock())
        try set.add(.basic(BasicAnimation(keyPath: "x", from: .double(0), to: .double(100), duration: 1_000 * ms, beginTime: 0)))
        try set.add(.basic(BasicAnimation(keyPath: "x", to: .double(200), duration: 1_000 * ms, beginTime: 0)))
        // The first gives 50; the second goes from that (its underlying value) to 200: 125.
        XCTAssertEqual(set.double("x", model: -1, at: 500 * ms), 125)
        // A later animation with both ends set replaces everything beneath it.
        try set.add(.basic(BasicAnimation(keyPath: "x", from: .double(7), to: .double(9), duration: 1_000 * ms, beginTime: 0)))
        XCTAssertEqual(set.double("x", model: -1, at: 500 * ms), 8)
    }

    func testAnimationsOfAnotherKindThanTheModelAreIgnored() throws {
        let set = AnimationSet(clock: SimClock())
        try set.add(.basic(BasicAnimation(keyPath: "position", from: .double(0), to: .double(1), duration: 1_000 * ms, beginTime: 0)))
        XCTAssertEqual(set.point("position", model: Point(x: 3, y: 4), at: 500 * ms), Point(x: 3, y: 4))
    }

    func testInvalidAnimationsAreRejectedWhenAdded() throws {
        var square = Path()
        square.addRect(Rect(x: 0, y: 0, width: 1, height: 1))
        let singular = AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
        let cases: [(BasicAnimation, AnimationError)] = [
            (BasicAnimation(keyPath: "x", duration: 1), .missingValues(keyPath: "x")),
            (BasicAnimation(keyPath: "x", from: .double(0), to: .double(1), by: .double(1), duration: 1),
             .tooManyValues(keyPath: "x")),
            (BasicAnimation(keyPath: "x", from: .double(0), to: .point(.zero), duration: 1),
             .mismatchedKinds(keyPath: "x", .double, .point)),
            (BasicAnimation(keyPath: "p", by: .path(square), duration: 1), .unsupportedByValue(keyPath: "p", kind: .path)),
            (BasicAnimation(keyPath: "t", to: .transform(.identity), by: .transform(singular), duration: 1),
             .unsupportedByValue(keyPath: "t", kind: .transform)),
            (BasicAnimation(keyPath: "x", to: .double(1), duration: -1), .negativeDuration(keyPath: "x", duration: -1)),
            (BasicAnimation(keyPath: "x", to: .double(1), duration: 10, beginTime: .max - 5),
             .endTimeOverflows(keyPath: "x", begin: .max - 5, duration: 10)),
        ]
        let set = AnimationSet(clock: SimClock())
        try set.add(.basic(BasicAnimation(keyPath: "x", to: .double(1), duration: 10)), forKey: "k")
        for (animation, error) in cases {
            XCTAssertThrowsError(try set.add(.basic(animation), forKey: "k")) {
                XCTAssertEqual($0 as? AnimationError, error)
            }
        }
        // A rejected animation leaves the one under its key in place.
        XCTAssertEqual(set.animationKeys, ["k"])
        XCTAssertEqual("\(AnimationError.tooManyValues(keyPath: "x"))", "animation of 'x': set at most two of from, to and by")
    }
}
