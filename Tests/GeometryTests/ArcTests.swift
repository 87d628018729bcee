#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import XCTest

/// Arcs with CoreGraphics' semantics in y-down coordinates, worked by hand.
///
/// Center form (`CGPathAddArc`): `clockwise: false` makes the angle increase, which on a y-down
/// screen turns +x toward +y; `clockwise: true` makes it decrease. Tangent form
/// (`CGPathAddArcToPoint`): the circle touching both lines, between its two tangent points.
///
/// Accuracy: a cubic piece of at most a quarter turn with control distance 4/3·tan(δ/4)·r strays
/// at most about 2.7e-4·r from the circle, so the checks allow 3e-4·r inside pieces and 1e-12·r at
/// their ends, which are computed points of the circle.
final class GeometryCoreArcTests: XCTestCase {
    private let sqrt2 = 2.0.squareRoot(), sqrt3 = 3.0.squareRoot()
    /// The control distance of a quarter-circle cubic of radius 1, 4/3·tan(π/8) = 4/3·(√2 − 1).
    private var kappa: Double { 4.0 / 3.0 * (sqrt2 - 1) }

    // MARK: Helpers

    /// The cubics of `path`, as (start, control1, control2, end).
    private func cubics(_ path: Path) -> [(Point, Point, Point, Point)] {
        var result: [(Point, Point, Point, Point)] = []
        path.forEachSegment(closingOpenSubpaths: false) {
            if case let .cubic(p0, p1, p2, p3) = $0 { result.append((p0, p1, p2, p3)) }
        }
        return result
    }

    /// The cubic at `t` by de Casteljau's construction (independent of the code under test).
    private func evaluate(_ c: (Point, Point, Point, Point), _ t: Double) -> Point {
        func lerp(_ p: Point, _ q: Point) -> Point { Point(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        let a = lerp(c.0, c.1), b = lerp(c.1, c.2), e = lerp(c.2, c.3)
        return lerp(lerp(a, b), lerp(b, e))
    }

    private func assertNear(_ p: Point?, _ q: Point, _ tolerance: Double, _ message: String = "",
                            file: StaticString = #filePath, line: UInt = #line) {
        guard let p else { return XCTFail("nil, expected \(q) \(message)", file: file, line: line) }
        XCTAssertTrue(p.isApproximatelyEqual(to: q, tolerance: tolerance), "\(p) vs \(q) \(message)",
                      file: file, line: line)
    }

    /// Every cubic's ends lie on the circle within 1e-12·r and its quarter points within 3e-4·r.
    private func assertCubicsFollowCircle(_ path: Path, center: Point, radius r: Double, _ context: String = "",
                                          file: StaticString = #filePath, line: UInt = #line) {
        for (index, cubic) in cubics(path).enumerated() {
            for t in [0.0, 1.0] {
                let error = abs(evaluate(cubic, t).distance(to: center) - r)
                XCTAssertLessThanOrEqual(error, 1e-12 * r, "cubic \(index) at t = \(t) \(context)",
                                         file: file, line: line)
            }
            for t in [0.25, 0.5, 0.75] {
                let error = abs(evaluate(cubic, t).distance(to: center) - r)
                XCTAssertLessThanOrEqual(error, 3e-4 * r, "cubic \(index) at t = \(t) \(context)",
                                         file: file, line: line)
            }
        }
    }

    /// The signed angle the cubics turn about `center`, summed over dense samples; positive turns
    /// +x toward +y.
    private func turnedAngle(_ path: Path, center: Point) -> Double {
        var total = 0.0
        for cubic in cubics(path) {
            var previous = evaluate(cubic, 0) - center
            for i in 1...16 {
                let next = evaluate(cubic, Double(i) / 16) - center
                total += atan2(previous.x * next.y - previous.y * next.x, previous.x * next.x + previous.y * next.y)
                previous = next
            }
        }
        return total
    }

    private func arcPath(center: Point = .zero, radius: Double = 10, _ start: Double, _ end: Double,
                         clockwise: Bool) -> Path {
        var path = Path()
        path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
        return path
    }

    // MARK: Center form: direction and sweep

    func testQuarterArcNotClockwiseIncreasesTheAngle() {
        // 0 → π/2 with clockwise: false turns from +x toward +y: (10, 0) to (0, 10), one cubic with
        // controls (10, 10κ) and (10κ, 10); its midpoint is exactly on the circle at 45°.
        let path = arcPath(0, .pi / 2, clockwise: false)
        XCTAssertEqual(path.elements.count, 2)
        XCTAssertEqual(path.elements.first, .move(to: Point(x: 10, y: 0)))
        guard case let .curve(end, c1, c2)? = path.elements.last else { return XCTFail("\(path.elements)") }
        assertNear(end, Point(x: 0, y: 10), 1e-12 * 10)
        assertNear(c1, Point(x: 10, y: 10 * kappa), 1e-12)
        assertNear(c2, Point(x: 10 * kappa, y: 10), 1e-12)
        assertNear(evaluate(cubics(path)[0], 0.5), Point(x: 5 * sqrt2, y: 5 * sqrt2), 1e-12)
        assertNear(path.currentPoint, Point(x: 0, y: 10), 1e-12 * 10)
        XCTAssertEqual(turnedAngle(path, center: .zero), .pi / 2, accuracy: 1e-9)
        assertCubicsFollowCircle(path, center: .zero, radius: 10)
    }

    func testQuarterArcClockwiseGoesTheLongWayRound() {
        // 0 → π/2 with clockwise: true decreases the angle: 0, −π/2, −π, −3π/2, through (0, −10)
        // and (−10, 0), a 3π/2 sweep in three quarter pieces.
        let path = arcPath(0, .pi / 2, clockwise: true)
        let pieces = cubics(path)
        XCTAssertEqual(pieces.count, 3)
        guard pieces.count == 3 else { return }
        XCTAssertEqual(pieces[0].0, Point(x: 10, y: 0))
        assertNear(pieces[0].3, Point(x: 0, y: -10), 1e-12 * 10)
        assertNear(pieces[1].3, Point(x: -10, y: 0), 1e-12 * 10)
        assertNear(pieces[2].3, Point(x: 0, y: 10), 1e-12 * 10)
        // The first piece's midpoint is at −π/4.
        assertNear(evaluate(pieces[0], 0.5), Point(x: 5 * sqrt2, y: -5 * sqrt2), 1e-12)
        XCTAssertEqual(turnedAngle(path, center: .zero), -3 * .pi / 2, accuracy: 1e-9)
        assertCubicsFollowCircle(path, center: .zero, radius: 10)
    }

    func testQuarterArcClockwiseBackwards() {
        // π/2 → 0 with clockwise: true is the short way back: (0, 10) to (10, 0).
        let path = arcPath(.pi / 2, 0, clockwise: true)
        XCTAssertEqual(cubics(path).count, 1)
        assertNear(path.elements.first?.endPoint, Point(x: 0, y: 10), 1e-12 * 10)
        XCTAssertEqual(path.currentPoint, Point(x: 10, y: 0))
        XCTAssertEqual(turnedAngle(path, center: .zero), -.pi / 2, accuracy: 1e-9)
        // …and with clockwise: false it is the long way, 3π/2.
        XCTAssertEqual(turnedAngle(arcPath(.pi / 2, 0, clockwise: false), center: .zero), 3 * .pi / 2, accuracy: 1e-9)
    }

    func testFullCircleNotClockwiseIsFourQuarters() {
        let path = arcPath(0, 2 * .pi, clockwise: false)
        let pieces = cubics(path)
        XCTAssertEqual(pieces.count, 4)
        guard pieces.count == 4 else { return }
        let ends = [Point(x: 0, y: 10), Point(x: -10, y: 0), Point(x: 0, y: -10), Point(x: 10, y: 0)]
        for (piece, end) in zip(pieces, ends) { assertNear(piece.3, end, 1e-12 * 10) }
        XCTAssertEqual(turnedAngle(path, center: .zero), 2 * .pi, accuracy: 1e-9)
        assertCubicsFollowCircle(path, center: .zero, radius: 10)
    }

    func testFullCircleClockwiseFromZeroToTwoPiIsEmpty() {
        // Decreasing from 0 to 2π is a distance of −2π, which reduces to no sweep at all.
        let path = arcPath(0, 2 * .pi, clockwise: true)
        XCTAssertEqual(path.elements, [.move(to: Point(x: 10, y: 0))])
        XCTAssertEqual(path.currentPoint, Point(x: 10, y: 0))
        // Decreasing from 0 to −2π is a full circle the other way.
        let reverse = arcPath(0, -2 * .pi, clockwise: true)
        XCTAssertEqual(cubics(reverse).count, 4)
        XCTAssertEqual(turnedAngle(reverse, center: .zero), -2 * .pi, accuracy: 1e-9)
    }

    func testEqualAnglesGiveNoCurve() {
        for clockwise in [false, true] {
            let path = arcPath(1, 1, clockwise: clockwise)
            XCTAssertEqual(cubics(path).count, 0)
            XCTAssertEqual(path.elements.count, 1)
        }
    }

    func testSweepsAreReducedToOneTurn() {
        // 0 → −π/2 not clockwise increases by 3π/2 (−π/2 ≡ 3π/2); 0 → 5π/2 asks for more than a
        // turn and draws one full circle.
        XCTAssertEqual(turnedAngle(arcPath(0, -.pi / 2, clockwise: false), center: .zero), 3 * .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(turnedAngle(arcPath(0, 5 * .pi / 2, clockwise: false), center: .zero), 2 * .pi, accuracy: 1e-9)
        XCTAssertEqual(turnedAngle(arcPath(0, 5 * .pi / 2, clockwise: true), center: .zero), -3 * .pi / 2,
                       accuracy: 1e-9)
    }

    // MARK: Center form: joining the current point

    func testArcWithoutCurrentPointStartsASubpathAtItsStart() {
        // Center (5, 5), radius 2, from π: the first point is (3, 5).
        let path = arcPath(center: Point(x: 5, y: 5), radius: 2, .pi, 3 * .pi / 2, clockwise: false)
        XCTAssertEqual(path.elements.count, 2)
        assertNear(path.elements.first?.endPoint, Point(x: 3, y: 5), 1e-15)
        if case .move? = path.elements.first {} else { XCTFail("\(path.elements)") }
    }

    func testLineJoinsCurrentPointToArcStart() {
        var path = Path()
        path.move(to: .zero)
        // Center (20, 0), radius 10, from π: the arc begins at (10, 0), so a line leads there.
        path.addArc(center: Point(x: 20, y: 0), radius: 10, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false)
        XCTAssertEqual(path.elements.count, 3)
        guard case let .line(to)? = path.elements.dropFirst().first else { return XCTFail("\(path.elements)") }
        assertNear(to, Point(x: 10, y: 0), 1e-12 * 10)
        assertNear(path.currentPoint, Point(x: 20, y: -10), 1e-12 * 10)
    }

    func testNoLineWhenCurrentPointIsTheArcStart() {
        var path = Path()
        path.move(to: Point(x: 10, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(path.elements.count, 2, "\(path.elements)")
        if case .curve? = path.elements.last {} else { XCTFail("\(path.elements)") }
    }

    func testQuarterTurnArcEndsAreExact() {
        // Regression: cos(π/2) is 6e-17 in floating point, so an arc starting at π/2 began at
        // (6e-16, 10) instead of (0, 10) and drew a 6e-16-long line from a current point at (0, 10).
        // Angles at multiples of π/2 now give exact points, as quarter-turn transforms do.
        var path = Path()
        path.move(to: Point(x: 0, y: 10))
        path.addArc(center: .zero, radius: 10, startAngle: .pi / 2, endAngle: .pi, clockwise: false)
        XCTAssertEqual(path.elements.count, 2, "\(path.elements)")
        XCTAssertEqual(path.currentPoint, Point(x: -10, y: 0))
        // Every piece of a full circle starting at 0 ends on an exact axis point, the last one at the start.
        let circle = cubics(arcPath(center: Point(x: 3, y: 4), radius: 2, 0, 2 * .pi, clockwise: false)).map(\.3)
        XCTAssertEqual(circle, [Point(x: 3, y: 6), Point(x: 1, y: 4), Point(x: 3, y: 2), Point(x: 5, y: 4)])
        // Decreasing angles too: 0 → −π/2 → −π → −3π/2.
        XCTAssertEqual(cubics(arcPath(0, .pi / 2, clockwise: true)).map(\.3),
                       [Point(x: 0, y: -10), Point(x: -10, y: 0), Point(x: 0, y: 10)])
    }

    func testFullCircleEndsExactlyAtItsStart() {
        // A full turn from any angle closes on itself, so closing the subpath adds no sliver line.
        for start in [0.3, 1, -2.5, 4] {
            var path = arcPath(center: Point(x: 1, y: 2), radius: 7, start, start + 2 * .pi, clockwise: false)
            XCTAssertEqual(path.currentPoint, path.elements.first?.endPoint, "start \(start)")
            path.closeSubpath()
            XCTAssertEqual(path.segments.count, 4, "start \(start): four cubics and no closing line")
        }
    }

    func testArcAfterCloseStartsANewSubpath() {
        var path = Path()
        path.move(to: Point(x: 10, y: 0))
        path.addLine(to: Point(x: 20, y: 0))
        path.closeSubpath()
        // The current point is back at (10, 0), the arc's start, so no line; the curve needs a new subpath.
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(path.elements.count, 5, "\(path.elements)")
        XCTAssertEqual(path.elements[3], .move(to: Point(x: 10, y: 0)))
        if case .curve = path.elements[4] {} else { XCTFail("\(path.elements)") }
    }

    // MARK: Center form: accuracy everywhere

    func testEveryArcFollowsItsCircle() {
        // Independent statement of CoreGraphics' sweep rule: travel from start to end in the flag's
        // direction; a request of a full turn or more draws one full turn, from start back to start
        // (as the HTML canvas `arc` specifies).
        func expectedSweep(_ start: Double, _ end: Double, clockwise: Bool) -> Double {
            var distance = clockwise ? start - end : end - start
            if distance >= 2 * .pi { return clockwise ? -2 * .pi : 2 * .pi }
            while distance < 0 { distance += 2 * .pi }
            return clockwise ? -distance : distance
        }
        let angles = stride(from: -7.0, through: 7.0, by: 1).map { $0 * 0.9 + 0.05 }
        let circles = [(Point(x: 0, y: 0), 0.5), (Point(x: -30, y: 12.5), 10.0), (Point(x: 1e3, y: -2e3), 1e3)]
        for (center, radius) in circles {
            for start in angles {
                for end in angles {
                    for clockwise in [false, true] {
                        let context = "c \(center) r \(radius) \(start) → \(end) cw \(clockwise)"
                        let path = arcPath(center: center, radius: radius, start, end, clockwise: clockwise)
                        let sweep = expectedSweep(start, end, clockwise: clockwise)
                        XCTAssertEqual(cubics(path).count, Int((abs(sweep) / (.pi / 2)).rounded(.up)), context)
                        XCTAssertEqual(turnedAngle(path, center: center), sweep, accuracy: 1e-9, context)
                        assertNear(path.elements.first?.endPoint,
                                   Point(x: center.x + radius * cos(start), y: center.y + radius * sin(start)),
                                   1e-12 * radius, context)
                        // A full turn ends where it started, not at `end`.
                        let last = start + sweep
                        assertNear(path.currentPoint,
                                   Point(x: center.x + radius * cos(last), y: center.y + radius * sin(last)),
                                   1e-12 * Swift.max(radius, abs(center.x), abs(center.y)), context)
                        assertCubicsFollowCircle(path, center: center, radius: radius, context)
                    }
                }
            }
        }
    }

    // MARK: Tangent form

    func testRightAngleCornerByHand() {
        // Current (0, 8), corner (0, 0), then toward (8, 0), radius 8: the circle centred (8, 8)
        // touches both axes exactly at (0, 8) and (8, 0), so there is no line, just one quarter.
        var path = Path()
        path.move(to: Point(x: 0, y: 8))
        path.addArc(tangent1End: Point(x: 0, y: 0), tangent2End: Point(x: 8, y: 0), radius: 8)
        XCTAssertEqual(path.elements.count, 2, "\(path.elements)")
        guard case let .curve(end, c1, c2)? = path.elements.last else { return XCTFail("\(path.elements)") }
        XCTAssertEqual(end, Point(x: 8, y: 0))
        assertNear(c1, Point(x: 0, y: 8 - 8 * kappa), 1e-12)
        assertNear(c2, Point(x: 8 - 8 * kappa, y: 0), 1e-12)
        XCTAssertEqual(path.currentPoint, Point(x: 8, y: 0))
        assertCubicsFollowCircle(path, center: Point(x: 8, y: 8), radius: 8)
        // Short way round: through the point of the circle nearest the corner, (8 − 4√2, 8 − 4√2).
        assertNear(evaluate(cubics(path)[0], 0.5), Point(x: 8 - 4 * sqrt2, y: 8 - 4 * sqrt2), 1e-12)
    }

    /// Axis legs at a right angle give the exact tangent points and a half-sweep tangent of exactly
    /// 1 for every radius, including those where x · (1/x) rounds below 1 (49 is one), and the
    /// legs' lengths do not matter, only their directions.
    func testAxisAlignedRightAngleIsExactForEveryRadius() {
        XCTAssertNotEqual(49 * (1 / 49.0), 1, "the rounding this guards against")
        for radius in [49.0, 98, 0.1, 3, 36, 1e-7, 7e9, 0.3] {
            for leg in [radius, 49 * radius / 50, 3 * radius] {
                guard let arc = TangentArc(from: Point(x: 0, y: leg), corner: .zero, to: Point(x: 2 * leg, y: 0),
                                           radius: radius) else { return XCTFail("r = \(radius)") }
                XCTAssertEqual(arc.halfSweepTangent, 1, "r = \(radius)")
                XCTAssertEqual(arc.start, Point(x: 0, y: radius))
                XCTAssertEqual(arc.end, Point(x: radius, y: 0))
                // The mirrored corner, legs pointing the other way along both axes.
                guard let mirrored = TangentArc(from: Point(x: -leg, y: 0), corner: .zero, to: Point(x: 0, y: -leg),
                                                radius: radius) else { return XCTFail("r = \(radius)") }
                XCTAssertEqual(mirrored.halfSweepTangent, 1)
                XCTAssertEqual(mirrored.start, Point(x: -radius, y: 0))
                XCTAssertEqual(mirrored.end, Point(x: 0, y: -radius))
            }
        }
    }

    func testSixtyDegreeCornerByHand() {
        // Corner at the origin, the first line along +x from (20, 0), the second toward
        // (10, 10√3), i.e. at 60°. Radius 3: tangent distance r / tan(30°) = 3√3, so the tangent
        // points are (3√3, 0) and 3√3·(1/2, √3/2) = (3√3/2, 9/2); the centre is on the bisector at
        // r / sin(30°) = 6, (3√3, 3). The arc turns π − 60° = 120°, in two pieces, and its middle
        // is the circle's point nearest the corner, centre − 3·(cos 30°, sin 30°) = (3√3/2, 3/2).
        var path = Path()
        path.move(to: Point(x: 20, y: 0))
        path.addArc(tangent1End: .zero, tangent2End: Point(x: 10, y: 10 * sqrt3), radius: 3)
        let center = Point(x: 3 * sqrt3, y: 3)
        XCTAssertEqual(path.elements.count, 4, "\(path.elements)")
        guard case let .line(firstTangent)? = path.elements.dropFirst().first else {
            return XCTFail("\(path.elements)")
        }
        assertNear(firstTangent, Point(x: 3 * sqrt3, y: 0), 1e-12)
        let pieces = cubics(path)
        XCTAssertEqual(pieces.count, 2)
        if pieces.count == 2 { assertNear(pieces[0].3, Point(x: 3 * sqrt3 / 2, y: 1.5), 1e-12) }
        assertNear(path.currentPoint, Point(x: 3 * sqrt3 / 2, y: 4.5), 1e-12)
        XCTAssertEqual(turnedAngle(path, center: center), -2 * .pi / 3, accuracy: 1e-9)
        assertCubicsFollowCircle(path, center: center, radius: 3)
    }

    func testHundredTwentyDegreeCornerByHand() {
        // Corner at the origin, first line along +x from (20, 0), second toward (−10, 10√3), at 120°.
        // Radius 6: tangent distance 6 / tan(60°) = 2√3, tangent points (2√3, 0) and
        // 2√3·(−1/2, √3/2) = (−√3, 3); centre on the bisector (60°) at 6 / sin(60°) = 4√3:
        // (2√3, 6). The arc turns π − 120° = 60°, one piece, ending at (−√3, 3), not at (−10, 10√3).
        var path = Path()
        path.move(to: Point(x: 20, y: 0))
        path.addArc(tangent1End: .zero, tangent2End: Point(x: -10, y: 10 * sqrt3), radius: 6)
        XCTAssertEqual(path.elements.count, 3, "\(path.elements)")
        assertNear(path.elements.dropFirst().first?.endPoint, Point(x: 2 * sqrt3, y: 0), 1e-12)
        XCTAssertEqual(cubics(path).count, 1)
        assertNear(path.currentPoint, Point(x: -sqrt3, y: 3), 1e-12)
        XCTAssertEqual(turnedAngle(path, center: Point(x: 2 * sqrt3, y: 6)), -.pi / 3, accuracy: 1e-9)
        assertCubicsFollowCircle(path, center: Point(x: 2 * sqrt3, y: 6), radius: 6)
    }

    func testTangentArcTurnsTheOtherWayForTheMirroredCorner() {
        // The 60° corner mirrored in the x axis: the centre is (3√3, −3) and the turn is +120°.
        var path = Path()
        path.move(to: Point(x: 20, y: 0))
        path.addArc(tangent1End: .zero, tangent2End: Point(x: 10, y: -10 * sqrt3), radius: 3)
        assertNear(path.currentPoint, Point(x: 3 * sqrt3 / 2, y: -4.5), 1e-12)
        XCTAssertEqual(turnedAngle(path, center: Point(x: 3 * sqrt3, y: -3)), 2 * .pi / 3, accuracy: 1e-9)
        assertCubicsFollowCircle(path, center: Point(x: 3 * sqrt3, y: -3), radius: 3)
    }

    func testTangentArcLeavesAndMeetsTheLinesSmoothly() {
        // The first control point lies on the first line, the last on the second (G1 joins).
        let current = Point(x: -4, y: 7), corner = Point(x: 3, y: -1), next = Point(x: 12, y: 5)
        var path = Path()
        path.move(to: current)
        path.addArc(tangent1End: corner, tangent2End: next, radius: 2.5)
        let pieces = cubics(path)
        guard let first = pieces.first, let last = pieces.last else { return XCTFail("\(path.elements)") }
        func cross(_ p: Point, _ q: Point) -> Double { p.x * q.y - p.y * q.x }
        let u = corner - current, v = next - corner
        XCTAssertEqual(cross(first.1 - first.0, u) / ((first.1 - first.0).length * u.length), 0, accuracy: 1e-12)
        XCTAssertEqual(cross(last.3 - last.2, v) / ((last.3 - last.2).length * v.length), 0, accuracy: 1e-12)
        XCTAssertEqual(cross(first.0 - corner, u), 0, accuracy: 1e-12 * u.length * 10, "tangent point on line 1")
        XCTAssertEqual(cross(last.3 - corner, v), 0, accuracy: 1e-12 * v.length * 10, "tangent point on line 2")
    }

    func testTangentArcDegenerateCasesDrawALineToTheCorner() {
        let start = Point(x: 0, y: 0), corner = Point(x: 5, y: 0)
        let cases: [(String, Point, Double)] = [
            ("collinear, going on", Point(x: 10, y: 0), 3),
            ("collinear, turning back", Point(x: -10, y: 0), 3),
            ("zero radius", Point(x: 5, y: 5), 0),
            ("tangent1End == tangent2End", corner, 3),
        ]
        for (name, next, radius) in cases {
            var path = Path()
            path.move(to: start)
            path.addArc(tangent1End: corner, tangent2End: next, radius: radius)
            XCTAssertEqual(path.elements, [.move(to: start), .line(to: corner)], name)
            XCTAssertEqual(path.currentPoint, corner, name)
        }
    }

    func testTangentArcFromTheCornerItselfDrawsNothing() {
        // tangent1End == current point: the line to the corner would have zero length and is
        // omitted, like the arc's implied line; the current point stays at the corner.
        var path = Path()
        path.move(to: Point(x: 5, y: 0))
        path.addArc(tangent1End: Point(x: 5, y: 0), tangent2End: Point(x: 5, y: 5), radius: 2)
        XCTAssertEqual(path.elements, [.move(to: Point(x: 5, y: 0))])
        XCTAssertEqual(path.currentPoint, Point(x: 5, y: 0))
    }

    func testTangentArcWithoutCurrentPointMovesToTheCorner() {
        var path = Path()
        path.addArc(tangent1End: Point(x: 3, y: 4), tangent2End: Point(x: 9, y: 9), radius: 2)
        XCTAssertEqual(path.elements, [.move(to: Point(x: 3, y: 4))])
        XCTAssertEqual(path.currentPoint, Point(x: 3, y: 4))
    }

    func testNearlyStraightCornerTangentDistanceIsAccurate() {
        // Regression: the tangent distance r / tan(θ/2) was computed as r·(1 + u·v)/|u × v|, and
        // 1 + u·v cancels catastrophically as the corner straightens (u·v → −1). For a bend of β
        // the true distance is r·tan(β/2) (θ = π − β).
        let radius = 5.0
        for beta in [1e-2, 1e-4, 1e-6, 1e-7] {
            var path = Path()
            path.move(to: Point(x: -10, y: 0))
            path.addArc(tangent1End: .zero, tangent2End: Point(x: 10 * cos(beta), y: 10 * sin(beta)), radius: radius)
            let distance = radius * tan(beta / 2)
            assertNear(path.elements.dropFirst().first?.endPoint, Point(x: -distance, y: 0), 1e-12 + 1e-9 * distance,
                       "β = \(beta)")
            assertNear(path.currentPoint, Point(x: distance * cos(beta), y: distance * sin(beta)),
                       1e-12 + 1e-9 * distance,
                       "β = \(beta)")
        }
    }

    func testAlmostCollinearPointsStayOnTheirLine() {
        // Regression: 0.1, 0.3, 0.7 and 2.1 are not exact in binary, so these points bend by about
        // 1e-16 rad; the cancellation above put the "tangent points" 6 units away, behind the
        // current point and beyond tangent2End. The bend is so small that the arc collapses onto
        // the corner.
        let corner = Point(x: 0.1, y: 0.3)
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: corner, tangent2End: Point(x: 0.7, y: 2.1), radius: 1)
        for element in path.elements {
            guard let p = element.endPoint else { continue }
            XCTAssertTrue(p.x >= -1e-12 && p.x <= 0.1 + 1e-12 && p.y >= -1e-12 && p.y <= 0.3 + 1e-12, "\(element)")
        }
        assertNear(path.currentPoint, corner, 1e-12)
    }
}
