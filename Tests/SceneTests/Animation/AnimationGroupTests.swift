import Geometry
import Scene
import XCTest

/// Groups: children on the group's timeline, clipped by its duration.
final class AnimationGroupTests: XCTestCase {
    /// MDC's ripple touch-down as Core Animation runs it: a 225 ms group holding a scale child of
    /// 250 ms (Core Animation's default duration) and a 75 ms opacity child.
    private func touchDown(fill: FillMode = .removed, removed: Bool = true, opacityFill: FillMode = .removed,
                           begin: Int64? = 0) -> AnimationGroup {
        AnimationGroup(animations: [
            .basic(BasicAnimation(keyPath: "scale", from: .double(0), to: .double(1), duration: 250 * ms)),
            .basic(BasicAnimation(keyPath: "opacity", from: .double(0), to: .double(1), duration: 75 * ms,
                                  fillMode: opacityFill)),
        ], duration: 225 * ms, beginTime: begin, fillMode: fill, isRemovedOnCompletion: removed)
    }

    func testChildrenRunOnTheGroupsTimeline() throws {
        let set = AnimationSet(clock: SimClock())
        try set.add(.group(touchDown(begin: 1_000 * ms)))
        // 1075 ms is 75 ms into the group: scale 75/250, opacity at its end (1).
        XCTAssertEqual(set.double("scale", model: 1, at: 1_075 * ms), 0.3)
        XCTAssertEqual(set.double("opacity", model: 0.5, at: 1_075 * ms), 1)
        XCTAssertEqual(set.double("scale", model: 1, at: 1_150 * ms), 0.6)
        // The opacity child does not fill forwards, so after its 75 ms the model shows through.
        XCTAssertEqual(set.double("opacity", model: 0.5, at: 1_150 * ms), 0.5)
        // Before the group begins, nothing (no backwards fill).
        XCTAssertEqual(set.double("scale", model: 1, at: 999 * ms), 1)
        XCTAssertEqual(set.animatedKeyPaths, ["scale", "opacity"])
    }

    func testAChildLongerThanTheGroupStopsAtTheGroupsEnd() throws {
        // Removed on completion: the model shows from 225 ms on, the scale having reached 0.9.
        let removed = AnimationSet(clock: SimClock())
        try removed.add(.group(touchDown()))
        XCTAssertEqual(removed.double("scale", model: 1, at: 224 * ms), 0.896, accuracy: 1e-12)
        XCTAssertEqual(removed.double("scale", model: 1, at: 225 * ms), 1)
        // Held at the end: frozen at 225/250 = 0.9 of the child's way, for ever.
        let held = AnimationSet(clock: SimClock())
        try held.add(.group(touchDown(fill: .forwards, removed: false, opacityFill: .forwards)))
        for t in [225 * ms, 250 * ms, 10_000 * ms] {
            XCTAssertEqual(held.double("scale", model: 1, at: t), 0.9, accuracy: 1e-12)
            XCTAssertEqual(held.double("opacity", model: 0.5, at: t), 1)
        }
    }

    func testChildBeginTimesAreRelativeToTheGroup() throws {
        let group = AnimationGroup(animations: [
            .basic(BasicAnimation(keyPath: "x", from: .double(0), to: .double(10), duration: 50 * ms,
                                  beginTime: 100 * ms, fillMode: .backwards)),
        ], duration: 200 * ms, beginTime: 1_000 * ms)
        let set = AnimationSet(clock: SimClock())
        try set.add(.group(group))
        XCTAssertEqual(set.double("x", model: -1, at: 999 * ms), -1)       // group not begun
        XCTAssertEqual(set.double("x", model: -1, at: 1_050 * ms), 0)      // child fills backwards
        XCTAssertEqual(set.double("x", model: -1, at: 1_120 * ms), 4)      // 20 of 50 ms
        XCTAssertEqual(set.double("x", model: -1, at: 1_160 * ms), -1)     // child over, no forwards fill
    }

    func testAGroupFillingBackwardsShowsItsChildrenAtGroupTimeZero() throws {
        let set = AnimationSet(clock: SimClock())
        try set.add(.group(touchDown(fill: .backwards, begin: 500 * ms)))
        XCTAssertEqual(set.double("scale", model: 1, at: 0), 0)
        XCTAssertEqual(set.double("opacity", model: 0.5, at: 0), 0)
    }

    func testTheGroupCompletesAtItsOwnEndNotItsChildrens() throws {
        let clock = SimClock()
        let set = AnimationSet(clock: clock), log = CallbackLog(clock: clock)
        try set.add(.group(touchDown()), forKey: "touchDown", completion: log.completion("group"),
                    didStart: log.start("group"))
        try clock.advance(to: 1_000 * ms)
        XCTAssertEqual(log.entries, ["group started@0", "group finished@225000000"])
        XCTAssertTrue(set.isEmpty)
    }

    func testLaterChildrenWinAndGroupsNest() throws {
        let inner = AnimationGroup(animations: [
            .basic(BasicAnimation(keyPath: "x", from: .double(100), to: .double(200), duration: 100 * ms)),
        ], duration: 100 * ms, beginTime: 50 * ms)
        let outer = AnimationGroup(animations: [
            .basic(BasicAnimation(keyPath: "x", from: .double(0), to: .double(10), duration: 300 * ms)),
            .group(inner),
        ], duration: 300 * ms, beginTime: 0)
        let set = AnimationSet(clock: SimClock())
        try set.add(.group(outer))
        XCTAssertEqual(set.double("x", model: -1, at: 30 * ms), 1)      // only the first child
        XCTAssertEqual(set.double("x", model: -1, at: 75 * ms), 125)    // the inner group, 25 ms in, wins
        XCTAssertEqual(set.double("x", model: -1, at: 270 * ms), 9)     // inner group over
    }

    func testErrorsInsideGroupsSayWhichChild() {
        let bad = AnimationGroup(animations: [
            .basic(BasicAnimation(keyPath: "x", to: .double(1), duration: 1)),
            .group(AnimationGroup(animations: [.basic(BasicAnimation(keyPath: "y", duration: 1))], duration: 1)),
        ], duration: 1)
        let set = AnimationSet(clock: SimClock())
        XCTAssertThrowsError(try set.add(.group(bad))) {
            XCTAssertEqual($0 as? AnimationError, .inGroup(index: 1, .inGroup(index: 0, .missingValues(keyPath: "y"))))
            XCTAssertEqual("\($0)", "group child 1: group child 0: animation of 'y': set at least one of from, to and by")
        }
        XCTAssertThrowsError(try set.add(.group(AnimationGroup(animations: [], duration: -5)))) {
            XCTAssertEqual($0 as? AnimationError, .negativeDuration(keyPath: nil, duration: -5))
        }
    }
}
