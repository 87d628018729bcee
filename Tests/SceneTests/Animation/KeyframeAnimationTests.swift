import Geometry
import Scene
import XCTest

/// Keyframe animations along paths and through values, with positions worked by hand.
final class KeyframeAnimationTests: XCTestCase {
    /// (0, 0) → (100, 0) → (100, 50) → (0, 50): three lines of lengths 100, 50 and 100.
    private var polyline: Path {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        path.addLine(to: Point(x: 100, y: 0))
        path.addLine(to: Point(x: 100, y: 50))
        path.addLine(to: Point(x: 0, y: 50))
        return path
    }

    /// Adds `animation` (begin 0, 1 s unless set) and returns the positions at the given times.
    private func positions(_ animation: KeyframeAnimation, at times: [Int64]) throws -> [Point?] {
        let set = AnimationSet(clock: SimClock())
        try set.add(.keyframe(animation))
        return times.map { set.point("position", model: Point(x: -1, y: -1), at: $0) }
    }

    func testLinearModeGivesEverySegmentEqualTime() throws {
        // Three segments in 3 s: one second each, whatever their lengths.
        let slide = KeyframeAnimation(keyPath: "position", path: polyline, duration: 3_000 * ms, beginTime: 0,
                                      fillMode: .forwards, isRemovedOnCompletion: false)
        let got = try positions(slide, at: [0, 500 * ms, 1_000 * ms, 1_500 * ms, 2_250 * ms, 3_000 * ms, 4_000 * ms])
        let expected = [Point(x: 0, y: 0), Point(x: 50, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 25),
                        Point(x: 75, y: 50), Point(x: 0, y: 50), Point(x: 0, y: 50)]
        for (point, want) in zip(got, expected) { assertPoint(point, want) }
    }

    func testPacedModeMovesAtConstantSpeed() throws {
        // 250 points in 1 s: key times 0, 0.4, 0.6, 1.
        let slide = KeyframeAnimation(keyPath: "position", path: polyline, duration: 1_000 * ms, beginTime: 0,
                                      calculationMode: .paced, keyTimes: [0, 0.1, 0.2, 1])  // ignored when paced
        let got = try positions(slide, at: [200 * ms, 400 * ms, 500 * ms, 800 * ms])
        let expected = [Point(x: 50, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 25), Point(x: 50, y: 50)]
        for (point, want) in zip(got, expected) { assertPoint(point, want) }
    }

    func testKeyTimesShareOutTheDuration() throws {
        let slide = KeyframeAnimation(keyPath: "position", path: polyline, duration: 1_000 * ms, beginTime: 0,
                                      keyTimes: [0, 0.5, 0.75, 1])
        let got = try positions(slide, at: [250 * ms, 500 * ms, 625 * ms, 875 * ms])
        let expected = [Point(x: 50, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 25), Point(x: 50, y: 50)]
        for (point, want) in zip(got, expected) { assertPoint(point, want) }
    }

    func testMovesJumpAndClosingLinesAreSegments() throws {
        // (0,0)→(10,0), then a move to (20,20) and a line to (30,20): two segments, a jump between.
        var broken = Path()
        broken.move(to: Point(x: 0, y: 0)); broken.addLine(to: Point(x: 10, y: 0))
        broken.move(to: Point(x: 20, y: 20)); broken.addLine(to: Point(x: 30, y: 20))
        let jumpy = try positions(KeyframeAnimation(keyPath: "position", path: broken, duration: 1_000 * ms, beginTime: 0),
                                  at: [490 * ms, 500 * ms, 750 * ms])
        for (point, want) in zip(jumpy, [Point(x: 9.8, y: 0), Point(x: 20, y: 20), Point(x: 25, y: 20)]) {
            assertPoint(point, want)
        }
        // A closed square has four segments, the closing line last: at 7/8 it is half-way up x = 0.
        var square = Path()
        square.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
        let loop = try positions(KeyframeAnimation(keyPath: "position", path: square, duration: 800 * ms, beginTime: 0),
                                 at: [100 * ms, 700 * ms])
        assertPoint(loop[0], Point(x: 5, y: 0))
        assertPoint(loop[1], Point(x: 0, y: 5))
    }

    func testCurvedSegmentsAreWalkedByParameterOrByArcLength() throws {
        // B(1/2) of (0,0), (0,100), (100,100), (100,0) is (1/8·0 + 3/8·0 + 3/8·100 + 1/8·100, 3/8·100 + 3/8·100).
        var arch = Path()
        arch.move(to: .zero)
        arch.addCurve(to: Point(x: 100, y: 0), control1: Point(x: 0, y: 100), control2: Point(x: 100, y: 100))
        let linear = try positions(KeyframeAnimation(keyPath: "position", path: arch, duration: 1_000 * ms, beginTime: 0),
                                   at: [500 * ms])
        assertPoint(linear[0], Point(x: 50, y: 75))

        // A straight cubic with all its speed at the end: x(t) = 90·t³. By parameter the middle is
        // 90/8 = 11.25; at constant speed it is 45.
        var lazy = Path()
        lazy.move(to: .zero)
        lazy.addCurve(to: Point(x: 90, y: 0), control1: .zero, control2: .zero)
        let byParameter = try positions(KeyframeAnimation(keyPath: "position", path: lazy, duration: 1_000 * ms, beginTime: 0),
                                        at: [500 * ms])
        assertPoint(byParameter[0], Point(x: 11.25, y: 0))
        let paced = try positions(KeyframeAnimation(keyPath: "position", path: lazy, duration: 1_000 * ms, beginTime: 0,
                                                    calculationMode: .paced),
                                  at: [250 * ms, 500 * ms, 900 * ms])
        for (point, want) in zip(paced, [Point(x: 22.5, y: 0), Point(x: 45, y: 0), Point(x: 81, y: 0)]) {
            // The chord table interpolates the parameter linearly between samples about 1/260 apart:
            // |x''| h²/8 = 540/260²/8 ≈ 1e-3.
            assertPoint(point, want, accuracy: 2e-3)
        }
    }

    func testPacedArcsCoverLengthInProportionToTime() throws {
        // The arch again: each paced position must have covered the fraction of the arc length that
        // matches the elapsed time, measured here by summing 200 000 chords.
        var arch = Path()
        arch.move(to: .zero)
        arch.addCurve(to: Point(x: 100, y: 0), control1: Point(x: 0, y: 100), control2: Point(x: 100, y: 100))
        let bezier = { (t: Double) -> Point in
            let s = 1 - t
            return Point(x: 3 * s * t * t * 100 + t * t * t * 100, y: 3 * s * s * t * 100 + 3 * s * t * t * 100)
        }
        let samples = 200_000
        var lengths = [0.0], previous = bezier(0)
        for i in 1...samples {
            let point = bezier(Double(i) / Double(samples))
            lengths.append(lengths[i - 1] + previous.distance(to: point))
            previous = point
        }
        let fractions = [0.1, 0.3, 0.5, 0.77]
        let got = try positions(KeyframeAnimation(keyPath: "position", path: arch, duration: 1_000 * ms, beginTime: 0,
                                                  calculationMode: .paced),
                                at: fractions.map { Int64($0 * 1_000) * ms })
        for (fraction, point) in zip(fractions, got) {
            // The reference point at that arc length.
            let target = fraction * lengths[samples]
            let index = lengths.firstIndex { $0 >= target } ?? samples
            assertPoint(point, bezier(Double(index) / Double(samples)), accuracy: 5e-3, "fraction \(fraction)")
        }
    }

    func testValueKeyframes() throws {
        let set = AnimationSet(clock: SimClock())
        try set.add(.keyframe(KeyframeAnimation(keyPath: "linear", values: [.double(0), .double(10), .double(30)],
                                                duration: 1_000 * ms, beginTime: 0)))
        // Paced: lengths 10 and 20, key times 0, 1/3, 1; half-way is 15 along.
        try set.add(.keyframe(KeyframeAnimation(keyPath: "paced", values: [.double(0), .double(10), .double(30)],
                                                duration: 1_000 * ms, beginTime: 0, calculationMode: .paced)))
        try set.add(.keyframe(KeyframeAnimation(keyPath: "single", values: [.double(4)], duration: 1_000 * ms, beginTime: 0)))
        XCTAssertEqual(set.double("linear", model: -1, at: 250 * ms), 5)
        XCTAssertEqual(set.double("linear", model: -1, at: 750 * ms), 20)
        XCTAssertEqual(set.double("paced", model: -1, at: 500 * ms), 15, accuracy: 1e-12)
        XCTAssertEqual(set.double("single", model: -1, at: 500 * ms), 4)
        // Equal key times make a jump: 0 → 10 in the first half, then straight to 30 → 40.
        try set.add(.keyframe(KeyframeAnimation(keyPath: "jump", values: [.double(0), .double(10), .double(30), .double(40)],
                                                duration: 1_000 * ms, beginTime: 0, keyTimes: [0, 0.5, 0.5, 1])))
        XCTAssertEqual(set.double("jump", model: -1, at: 499 * ms), 9.98, accuracy: 1e-12)
        XCTAssertEqual(set.double("jump", model: -1, at: 500 * ms), 30)
        XCTAssertEqual(set.double("jump", model: -1, at: 750 * ms), 35)
    }

    func testTheTimingFunctionWarpsTheWholeAnimation() throws {
        // Ease-in-ease-out reaches half its progress at half time: the middle vertex (100, 0) of
        // a two-segment path; the standard curve at x = 0.35 likewise.
        var path = Path()
        path.move(to: .zero); path.addLine(to: Point(x: 100, y: 0)); path.addLine(to: Point(x: 100, y: 100))
        let eased = try positions(KeyframeAnimation(keyPath: "position", path: path, duration: 1_000 * ms, beginTime: 0,
                                                    timingFunction: .easeInEaseOut), at: [500 * ms])
        assertPoint(eased[0], Point(x: 100, y: 0), accuracy: 1e-7)
        let standard = try positions(KeyframeAnimation(keyPath: "position", path: path, duration: 1_000 * ms, beginTime: 0,
                                                       timingFunction: standardCurve), at: [350 * ms])
        assertPoint(standard[0], Point(x: 100, y: 0), accuracy: 1e-7)
    }

    func testInvalidKeyframesAreRejected() {
        var onlyMoves = Path()
        onlyMoves.move(to: .zero); onlyMoves.move(to: Point(x: 1, y: 1))
        let cases: [(KeyframeAnimation, AnimationError)] = [
            (KeyframeAnimation(keyPath: "position", path: onlyMoves, duration: 1), .noKeyframes(keyPath: "position")),
            (KeyframeAnimation(keyPath: "x", values: [], duration: 1), .noKeyframes(keyPath: "x")),
            (KeyframeAnimation(keyPath: "x", values: [.double(0), .point(.zero)], duration: 1),
             .mismatchedKinds(keyPath: "x", .double, .point)),
            (KeyframeAnimation(keyPath: "position", path: polyline, duration: 1, keyTimes: [0, 1]),
             .keyTimeCount(keyPath: "position", expected: 4, found: 2)),
            (KeyframeAnimation(keyPath: "x", values: [.double(0), .double(1), .double(2)], duration: 1, keyTimes: [0, 0.6, 0.5]),
             .invalidKeyTimes(keyPath: "x", [0, 0.6, 0.5])),
            (KeyframeAnimation(keyPath: "x", values: [.double(0), .double(1)], duration: 1, keyTimes: [0.1, 1]),
             .invalidKeyTimes(keyPath: "x", [0.1, 1])),
            (KeyframeAnimation(keyPath: "c", values: [.color(.black), .color(.white)], duration: 1, calculationMode: .paced),
             .pacingUnsupported(keyPath: "c", kind: .color)),
        ]
        let set = AnimationSet(clock: SimClock())
        for (animation, error) in cases {
            XCTAssertThrowsError(try set.add(.keyframe(animation))) { XCTAssertEqual($0 as? AnimationError, error) }
        }
        XCTAssertTrue(set.isEmpty)
    }
}
