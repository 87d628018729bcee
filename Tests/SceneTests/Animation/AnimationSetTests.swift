import Geometry
import Scene
import XCTest

/// Keys, replacement, callbacks on the clock, settling, change tracking and determinism.
final class AnimationSetTests: XCTestCase {
    private func fade(from: Double? = nil, to: Double, duration: Int64, begin: Int64? = nil) -> Animation {
        .basic(BasicAnimation(keyPath: "opacity", from: from.map { .double($0) }, to: .double(to),
                              duration: duration, beginTime: begin))
    }

    func testReplacingAKeyInterruptsTheOldAnimationAndCanStartFromWhatIsShown() throws {
        let clock = SimClock()
        let set = AnimationSet(clock: clock), log = CallbackLog(clock: clock)
        try set.add(fade(from: 0, to: 1, duration: 1_000 * ms), forKey: "fade", completion: log.completion("in"))
        try clock.advance(to: 400 * ms)
        let shown = set.presentationValue(for: "opacity", model: .double(1), at: clock.now)
        XCTAssertEqual(shown, .double(0.4))
        try set.add(.basic(BasicAnimation(keyPath: "opacity", from: shown, to: .double(0), duration: 200 * ms)),
                    forKey: "fade", completion: log.completion("out"))
        // The interrupted completion is a clock event at the replacement time, not a call from
        // inside add(_:forKey:), so it has not run yet.
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(clock.nextEventTime, 400 * ms)
        // No jump: the new animation starts where the old one was.
        XCTAssertEqual(set.double("opacity", model: 1, at: 400 * ms), 0.4)
        XCTAssertEqual(set.double("opacity", model: 1, at: 500 * ms), 0.2, accuracy: 1e-15)
        try clock.advance(to: 2_000 * ms)
        // The interrupted completion ran at the replacement time; the old end (1 s) never came.
        XCTAssertEqual(log.entries, ["in interrupted@400000000", "out finished@600000000"])
        XCTAssertEqual(set.double("opacity", model: 1, at: clock.now), 1)
    }

    func testRemovingByKeyInterruptsAndKeysKeepTheirOrder() throws {
        let clock = SimClock()
        let set = AnimationSet(clock: clock), log = CallbackLog(clock: clock)
        try set.add(fade(to: 1, duration: 100 * ms), forKey: "a", completion: log.completion("a"))
        try set.add(fade(to: 1, duration: 100 * ms), forKey: "b", completion: log.completion("b"))
        try set.add(fade(to: 1, duration: 100 * ms), completion: log.completion("anonymous"))
        try set.add(fade(to: 0.5, duration: 100 * ms), forKey: "a")   // a moves to the end
        XCTAssertEqual(set.animationKeys, ["b", "a"])
        XCTAssertEqual(set.count, 3)
        try clock.advance(to: 30 * ms)
        set.removeAnimation(forKey: "b")
        set.removeAnimation(forKey: "missing")
        XCTAssertEqual(set.animationKeys, ["a"])
        try clock.advance(to: 1_000 * ms)
        XCTAssertEqual(log.entries, ["a interrupted@0", "b interrupted@30000000", "anonymous finished@100000000"])
    }

    func testCompletionsRunAtExactEndTimesInOrderEvenAcrossOneBigStep() throws {
        let clock = SimClock()
        let set = AnimationSet(clock: clock), log = CallbackLog(clock: clock)
        // Two pairs ending together (300 ms + 1 ns and 500 ms), added interleaved; starts at 0 and 200 ms.
        try set.add(fade(to: 1, duration: 500 * ms, begin: 0), forKey: "a", completion: log.completion("a"), didStart: log.start("a"))
        try set.add(fade(to: 1, duration: 100 * ms + 1, begin: 200 * ms), forKey: "b", completion: log.completion("b"), didStart: log.start("b"))
        try set.add(fade(to: 1, duration: 500 * ms, begin: 0), forKey: "c", completion: log.completion("c"))
        try set.add(fade(to: 1, duration: 300 * ms + 1, begin: 0), forKey: "d", completion: log.completion("d"))
        XCTAssertEqual(try clock.advance(to: 10_000 * ms), 6)
        XCTAssertEqual(log.entries, [
            "a started@0", "b started@200000000",
            "b finished@300000001", "d finished@300000001",   // a tie: in the order they were added
            "a finished@500000000", "c finished@500000000",
        ])
    }

    func testACompletionCanChainTheNextAnimationAtTheExactEndTime() throws {
        // Each completion adds the next step with a nil begin time, which is the previous end time
        // because the callback runs then; all inside one advance.
        let clock = SimClock()
        let set = AnimationSet(clock: clock), log = CallbackLog(clock: clock)
        var remaining = 3
        func step() {
            remaining -= 1
            try? set.add(fade(to: 0, duration: 70 * ms + 3), forKey: "step") { finished in
                log.note("step \(3 - remaining) \(finished)@\(clock.now)")
                if remaining > 0 { step() }
            }
        }
        step()
        try clock.advance(to: 1_000 * ms)
        XCTAssertEqual(log.entries, ["step 1 true@70000003", "step 2 true@140000006", "step 3 true@210000009"])
    }

    func testRunUntilSettledWaitsForEveryAnimation() throws {
        let clock = SimClock()
        let set = AnimationSet(clock: clock)
        var held = BasicAnimation(keyPath: "opacity", to: .double(0), duration: 150 * ms, beginTime: 100 * ms)
        held.fillMode = .forwards
        held.isRemovedOnCompletion = false
        try set.add(.basic(held), forKey: "held")
        try set.add(fade(to: 1, duration: 225 * ms), forKey: "other")
        XCTAssertEqual(try clock.runUntilSettled(limit: 10_000 * ms), .settled(at: 250 * ms))
        // Settled with the held animation still present and showing its end value.
        XCTAssertEqual(set.animationKeys, ["held"])
        XCTAssertEqual(set.double("opacity", model: 1, at: clock.now), 0)
        XCTAssertFalse(set.isAnimating(at: clock.now))
        XCTAssertNil(set.nextChangeTime(after: clock.now))
    }

    func testAnAnimationThatAlwaysRestartsNeverSettles() throws {
        let clock = SimClock()
        let set = AnimationSet(clock: clock)
        var restarts = 0
        func pulse() {
            try? set.add(fade(from: 0, to: 1, duration: 300 * ms), forKey: "pulse") { finished in
                if finished { restarts += 1; pulse() }
            }
        }
        pulse()
        XCTAssertEqual(try clock.runUntilSettled(limit: 1_000 * ms), .neverSettled(limit: 1_000 * ms))
        XCTAssertEqual(restarts, 3)   // at 300, 600 and 900 ms
        XCTAssertEqual(clock.now, 1_000 * ms)
    }

    func testPresentationValuesChangeOnlyWhereChangeTrackingSaysSo() throws {
        // Nanosecond-sized animations with every fill mode and removal, checked at every integer
        // time: if the value at t + 1 differs from the value at t, then isAnimating(at: t) or
        // nextChangeTime(after: t) == t + 1.
        let set = AnimationSet(clock: SimClock())
        var key = 0
        for (begin, duration) in [(Int64(3), Int64(4)), (12, 0), (20, 1), (25, 3)] {
            for fill in [FillMode.removed, .forwards, .backwards, .both] {
                for removed in [true, false] {
                    key += 1
                    try set.add(.basic(BasicAnimation(keyPath: "k\(key)", from: .double(10), to: .double(20),
                                                      duration: duration, beginTime: begin,
                                                      fillMode: fill, isRemovedOnCompletion: removed)))
                }
            }
        }
        try set.add(.group(AnimationGroup(animations: [
            .basic(BasicAnimation(keyPath: "g", from: .double(1), to: .double(2), duration: 3, beginTime: 2)),
        ], duration: 4, beginTime: 33, fillMode: .forwards, isRemovedOnCompletion: false)))
        let keyPaths = set.animatedKeyPaths
        XCTAssertEqual(keyPaths.count, key + 1)
        for t: Int64 in -2...45 {
            let now = keyPaths.map { set.double($0, model: 0, at: t) }
            let next = keyPaths.map { set.double($0, model: 0, at: t + 1) }
            if now != next {
                XCTAssertTrue(set.isAnimating(at: t) || set.nextChangeTime(after: t) == t + 1, "t \(t)")
            }
        }
        XCTAssertEqual(set.nextChangeTime(after: 36), 37)
        XCTAssertNil(set.nextChangeTime(after: 37))
    }

    func testRevisionCountsChangesToTheContents() throws {
        let clock = SimClock()
        let set = AnimationSet(clock: clock)
        XCTAssertEqual(set.revision, 0)
        try set.add(fade(to: 1, duration: 10), forKey: "a")
        try set.add(fade(to: 1, duration: 10), forKey: "a")   // removal + addition
        XCTAssertEqual(set.revision, 3)
        try clock.advance(to: 100)                             // removed on completion
        XCTAssertEqual(set.revision, 4)
        XCTAssertTrue(set.isEmpty)
    }

    func testADiscardedSetLeavesNothingOnTheClock() throws {
        let clock = SimClock()
        var set: AnimationSet? = AnimationSet(clock: clock)
        try set?.add(fade(to: 1, duration: 100 * ms), forKey: "a", completion: { _ in XCTFail("ran") }, didStart: {})
        XCTAssertEqual(clock.pendingEventCount, 2)
        set = nil
        XCTAssertEqual(clock.pendingEventCount, 0)
        XCTAssertEqual(try clock.runUntilSettled(limit: 1_000 * ms), .settled(at: 0))
    }

    func testRemoveAllInterruptsInOrderAdded() throws {
        let clock = SimClock()
        let set = AnimationSet(clock: clock), log = CallbackLog(clock: clock)
        try set.add(fade(to: 1, duration: 100 * ms), forKey: "x", completion: log.completion("x"))
        try set.add(fade(to: 1, duration: 100 * ms), forKey: "y", completion: log.completion("y"))
        set.removeAllAnimations()
        XCTAssertTrue(set.isEmpty)
        try clock.advance(to: 0)
        XCTAssertEqual(log.entries, ["x interrupted@0", "y interrupted@0"])
    }

    func testTheReadmeExample() throws {
        let clock = SimClock()
        let animations = AnimationSet(clock: clock)
        var fade = BasicAnimation(keyPath: "opacity", from: .double(1), to: .double(0),
                                  duration: 150_000_000, timingFunction: standardCurve)
        fade.fillMode = .forwards
        fade.isRemovedOnCompletion = false
        var finishedAt: Int64?
        try animations.add(.basic(fade), forKey: "fade") { finished in
            if finished { finishedAt = clock.now }
        }
        try clock.advance(to: 52_500_000)
        XCTAssertEqual(animations.double("opacity", model: 1, at: clock.now), 0.5, accuracy: 1e-11)
        XCTAssertEqual(try clock.runUntilSettled(limit: 10_000_000_000), .settled(at: 150_000_000))
        XCTAssertEqual(finishedAt, 150_000_000)
    }

    func testTheSameScheduleGivesIdenticalLogs() throws {
        XCTAssertEqual(try runScenario(), try runScenario())
    }

    /// Touch-like input events, a ripple-like group, a fade started from the presentation value,
    /// keyframes; sampled at every 120 fps frame for a second along with the callbacks.
    private func runScenario() throws -> [String] {
        let clock = SimClock()
        let set = AnimationSet(clock: clock), log = CallbackLog(clock: clock)
        let rate = try FrameRate(120)
        var path = Path()
        path.move(to: Point(x: 10, y: 10))
        path.addQuadCurve(to: Point(x: 50, y: 50), control: Point(x: 50, y: 0))
        try clock.schedule(at: 20 * ms + 7) {
            let down = AnimationGroup(animations: [
                .basic(BasicAnimation(keyPath: "scale", from: .double(0.37), to: .double(1), duration: 225 * ms,
                                      timingFunction: .easeInEaseOut)),
                .keyframe(KeyframeAnimation(keyPath: "position", path: path, duration: 225 * ms,
                                            calculationMode: .paced, timingFunction: .easeInEaseOut)),
                .basic(BasicAnimation(keyPath: "opacity", from: .double(0), to: .double(1), duration: 75 * ms)),
            ], duration: 225 * ms)
            try? set.add(.group(down), forKey: "down", completion: log.completion("down"))
        }
        try clock.schedule(at: 130 * ms + 1) {
            let shown = set.presentationValue(for: "opacity", model: .double(1), at: clock.now)
            var up = BasicAnimation(keyPath: "opacity", from: shown, to: .double(0), duration: 150 * ms,
                                    beginTime: 20 * ms + 7 + 150 * ms, timingFunction: standardCurve)
            up.fillMode = .forwards
            up.isRemovedOnCompletion = false
            try? set.add(.basic(up), forKey: "up", completion: log.completion("up"))
        }
        for frame in Int64(0)...120 {
            try clock.advance(to: rate.time(ofFrame: frame))
            let t = clock.now
            let values = ["scale", "opacity"].map { "\(set.double($0, model: 1, at: t))" }
            let position = set.point("position", model: Point(x: 50, y: 50), at: t).map { "\($0)" } ?? "-"
            log.note("\(t): \(values.joined(separator: " ")) \(position)")
        }
        return log.entries
    }
}
