import SeededRandom
import XCTest
import Geometry
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [PathElement] {
    do {
        return try Path(svgPathData: text).elements
    } catch {
        XCTFail("\(text.debugDescription): \(error)", file: file, line: line)
        return []
    }
}

private func parseError(_ text: String) -> SVGPathError? {
    do {
        _ = try Path(svgPathData: text)
        return nil
    } catch let error as SVGPathError {
        return error
    } catch {
        return nil
    }
}

/// The point at parameter `t` of the cubic from `start`.
private func cubicPoint(_ start: Point, _ c1: Point, _ c2: Point, _ end: Point, _ t: Double) -> Point {
    let mt = 1 - t
    let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
    return Point(x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                 y: a * start.y + b * c1.y + c * c2.y + d * end.y)
}

/// Samples every cubic of `elements` (which must be a move followed by cubics) at eleven parameters.
private func sampledCurvePoints(_ elements: [PathElement]) -> [Point] {
    guard case .move(var current)? = elements.first else { return [] }
    var points: [Point] = [current]
    for element in elements.dropFirst() {
        guard case .curve(let end, let c1, let c2) = element else { continue }
        for step in 1...10 { points.append(cubicPoint(current, c1, c2, end, Double(step) / 10)) }
        current = end
    }
    return points
}

final class SVGTests: XCTestCase {
    // MARK: Writing

    func testWritesTheDocumentedFormat() {
        var path = Path()
        path.move(to: p(0, 8))
        path.addCurve(to: p(8, 0), control1: p(0, 3.58), control2: p(3.58, 0))
        path.addLine(to: p(92, 0))
        path.closeSubpath()
        XCTAssertEqual(path.svgPathData, "M0 8 C0 3.58 3.58 0 8 0 L92 0 Z")

        var quad = Path()
        quad.move(to: p(-0.0, -2.5))
        quad.addQuadCurve(to: p(1e16, 1.5e-7), control: p(0.1, -1e-300))
        XCTAssertEqual(quad.svgPathData, "M0 -2.5 Q0.1 -1e-300 1e16 1.5e-7")

        var extremes = Path()
        extremes.move(to: p(.leastNonzeroMagnitude, .greatestFiniteMagnitude))
        extremes.addLine(to: p(123_456_789_012_345_680, 1e15))
        XCTAssertEqual(extremes.svgPathData,
                       "M5e-324 1.7976931348623157e308 L1.2345678901234568e17 1000000000000000")

        XCTAssertEqual(Path().svgPathData, "")
    }

    func testWritesTheMoveThatFollowsAClose() {
        var path = Path()
        path.move(to: p(1, 1))
        path.addLine(to: p(5, 1))
        path.closeSubpath()
        path.addLine(to: p(3, 3))
        XCTAssertEqual(path.svgPathData, "M1 1 L5 1 Z M1 1 L3 3")
    }

    func testRandomPathsRoundTripExactly() {
        let seed: UInt64 = 0x5EED_0001
        var rng = SplitMix64(seed: seed)
        func randomDouble() -> Double {
            switch rng.next() % 8 {
            case 0: return Double(Int(rng.next() % 2001) - 1000)
            case 1: return Double(Int(rng.next() % 200_001) - 100_000) / 100
            case 2: return Double.random(in: -1000...1000, using: &rng)
            case 3: return Double.random(in: -1...1, using: &rng) * 1e-300
            case 4: return Double.random(in: -1...1, using: &rng) * 1e300
            case 5: return [0, -0.0, .leastNonzeroMagnitude, -.greatestFiniteMagnitude, 1e16, 1e-7][
                Int(rng.next() % 6)]
            default:
                // Any finite bit pattern: subnormals, huge exponents, full 17-digit significands.
                while true {
                    let value = Double(bitPattern: rng.next())
                    if value.isFinite { return value }
                }
            }
        }
        for index in 0..<400 {
            var path = Path()
            for _ in 0..<Int(rng.next() % 24) {
                let point = p(randomDouble(), randomDouble())
                switch rng.next() % 6 {
                case 0: path.move(to: point)
                case 1: path.addLine(to: point)
                case 2: path.addQuadCurve(to: point, control: p(randomDouble(), randomDouble()))
                case 3, 4:
                    path.addCurve(to: point, control1: p(randomDouble(), randomDouble()),
                                  control2: p(randomDouble(), randomDouble()))
                default: path.closeSubpath()
                }
            }
            let text = path.svgPathData
            guard let back = try? Path(svgPathData: text) else {
                XCTFail("seed \(seed), path \(index): \(text) did not parse")
                continue
            }
            XCTAssertEqual(back.elements, path.elements, "seed \(seed), path \(index): \(text)")
            XCTAssertEqual(back.svgPathData, text, "seed \(seed), path \(index)")
        }
    }

    // MARK: Reading commands

    func testReadsAbsoluteCommands() {
        XCTAssertEqual(parse("M1 2 L3 4 H5 V6 C7 8 9 10 11 12 Q13 14 15 16 Z"), [
            .move(to: p(1, 2)), .line(to: p(3, 4)), .line(to: p(5, 4)), .line(to: p(5, 6)),
            .curve(to: p(11, 12), control1: p(7, 8), control2: p(9, 10)),
            .quadCurve(to: p(15, 16), control: p(13, 14)), .closeSubpath,
        ])
    }

    func testReadsRelativeCommandsFromTheCurrentPoint() {
        // Each relative command adds to the point where it starts; a curve's controls too.
        XCTAssertEqual(parse("m1 2 l3 4 h5 v6 c1 1 2 2 3 3 q1 1 2 2 z"), [
            .move(to: p(1, 2)), .line(to: p(4, 6)), .line(to: p(9, 6)), .line(to: p(9, 12)),
            .curve(to: p(12, 15), control1: p(10, 13), control2: p(11, 14)),
            .quadCurve(to: p(14, 17), control: p(13, 16)), .closeSubpath,
        ])
        // A second relative move is relative to where the first subpath ended.
        XCTAssertEqual(parse("M10 10 L20 10 m5 5"), [
            .move(to: p(10, 10)), .line(to: p(20, 10)), .move(to: p(25, 15)),
        ])
    }

    func testRepeatedParametersAndImplicitLinetoAfterMove() {
        XCTAssertEqual(parse("M1 2 3 4 5 6"), [.move(to: p(1, 2)), .line(to: p(3, 4)), .line(to: p(5, 6))])
        XCTAssertEqual(parse("m1 2 3 4 5 6"), [.move(to: p(1, 2)), .line(to: p(4, 6)), .line(to: p(9, 12))])
        XCTAssertEqual(parse("M0 0 h1 2 v3,4"), [
            .move(to: p(0, 0)), .line(to: p(1, 0)), .line(to: p(3, 0)), .line(to: p(3, 3)),
            .line(to: p(3, 7)),
        ])
        XCTAssertEqual(parse("M0 0 Q1 1 2 0 3 -1 4 0"), [
            .move(to: p(0, 0)), .quadCurve(to: p(2, 0), control: p(1, 1)),
            .quadCurve(to: p(4, 0), control: p(3, -1)),
        ])
    }

    func testSmoothCubicReflectsThePreviousSecondControl() {
        // (5, 5) reflects (3, 4) to (7, 6); the next S reflects (9, 8) through (10, 10) to (11, 12).
        XCTAssertEqual(parse("M0 0 C1 2 3 4 5 5 S9 8 10 10 s2 1 3 3"), [
            .move(to: p(0, 0)), .curve(to: p(5, 5), control1: p(1, 2), control2: p(3, 4)),
            .curve(to: p(10, 10), control1: p(7, 6), control2: p(9, 8)),
            .curve(to: p(13, 13), control1: p(11, 12), control2: p(12, 11)),
        ])
        // After anything but a cubic the first control is the current point.
        XCTAssertEqual(parse("M0 0 L5 5 S9 8 10 10"), [
            .move(to: p(0, 0)), .line(to: p(5, 5)),
            .curve(to: p(10, 10), control1: p(5, 5), control2: p(9, 8)),
        ])
        XCTAssertEqual(parse("M0 0 Q1 1 5 5 S9 8 10 10").last,
                       .curve(to: p(10, 10), control1: p(5, 5), control2: p(9, 8)))
    }

    func testSmoothQuadReflectsThePreviousControl() {
        // (3, 3) reflects (1, 2) to (5, 4); then (6, 6) reflects (5, 4) to (7, 8); t is relative.
        XCTAssertEqual(parse("M0 0 Q1 2 3 3 T6 6 t3 3"), [
            .move(to: p(0, 0)), .quadCurve(to: p(3, 3), control: p(1, 2)),
            .quadCurve(to: p(6, 6), control: p(5, 4)), .quadCurve(to: p(9, 9), control: p(7, 8)),
        ])
        XCTAssertEqual(parse("M1 1 T4 0"), [.move(to: p(1, 1)), .quadCurve(to: p(4, 0), control: p(1, 1))])
        XCTAssertEqual(parse("M0 0 C1 1 2 2 3 3 T4 0").last, .quadCurve(to: p(4, 0), control: p(3, 3)))
    }

    func testCommandsAfterCloseStartAtTheSubpathStart() {
        XCTAssertEqual(parse("M1 1 L5 1 Z L3 3"), [
            .move(to: p(1, 1)), .line(to: p(5, 1)), .closeSubpath, .move(to: p(1, 1)), .line(to: p(3, 3)),
        ])
        XCTAssertEqual(parse("M1 1 L5 1 z l2 2").last, .line(to: p(3, 3)))
        XCTAssertEqual(parse("M1 1 L5 1 z m2 2").last, .move(to: p(3, 3)))
        XCTAssertEqual(parse("M1 1 L5 1 ZZ z"), [.move(to: p(1, 1)), .line(to: p(5, 1)), .closeSubpath])
    }

    func testNumberSyntax() {
        XCTAssertEqual(parse("M.5.5"), [.move(to: p(0.5, 0.5))])
        XCTAssertEqual(parse("M1e2 1E-1"), [.move(to: p(100, 0.1))])
        XCTAssertEqual(parse("M1-2"), [.move(to: p(1, -2))])
        XCTAssertEqual(parse("M+1,+2"), [.move(to: p(1, 2))])
        XCTAssertEqual(parse("M5. 6."), [.move(to: p(5, 6))])
        XCTAssertEqual(parse("M1.5e+1,2.e1"), [.move(to: p(15, 20))])
        XCTAssertEqual(parse("M-.5-.5 1.2.3"), [.move(to: p(-0.5, -0.5)), .line(to: p(1.2, 0.3))])
        XCTAssertEqual(parse("\t\n M \r 1 ,\u{0C} 2 \n"), [.move(to: p(1, 2))])
        XCTAssertEqual(parse("M0.1 0.3 12345678901234567890 1e-400"), [
            .move(to: p(0.1, 0.3)), .line(to: p(12_345_678_901_234_567_168, 0)),
        ])
        XCTAssertEqual(parse("M0.000000000000000000000000001 -0"), [.move(to: p(1e-27, 0))])
        XCTAssertEqual(parse(""), [])
        XCTAssertEqual(parse(" \t\r\n"), [])
    }

    // MARK: Arcs

    func testSemicircleArcLiesOnTheTrueCircle() {
        let elements = parse("M0 0 A10 10 0 0 1 20 0")
        XCTAssertEqual(elements.count, 3, "two quarter-turn pieces")
        XCTAssertEqual(elements.last?.endPoint, p(20, 0), "the end point is exact")
        let points = sampledCurvePoints(elements)
        XCTAssertEqual(points.count, 21)
        for point in points {
            XCTAssertEqual(point.distance(to: p(10, 0)), 10, accuracy: 3e-4 * 10, "\(point)")
            // Sweep flag 1 turns +x toward +y: from angle π through 3π/2, so y ≤ 0.
            XCTAssertLessThanOrEqual(point.y, 1e-12, "\(point)")
        }
        XCTAssert(points[10].isApproximatelyEqual(to: p(10, -10), tolerance: 1e-12), "\(points[10])")
        // Sweep flag 0 mirrors it below the chord.
        let mirrored = sampledCurvePoints(parse("M0 0 A10 10 0 0 0 20 0"))
        XCTAssert(mirrored[10].isApproximatelyEqual(to: p(10, 10), tolerance: 1e-12), "\(mirrored[10])")
    }

    func testArcFlagsChooseTheCentreAndDirection() {
        // From (0, 0) to (10, 10) on radius 10 the centre is (0, 10) or (10, 0).
        let small = parse("M0 0 A10 10 0 0 1 10 10")
        XCTAssertEqual(small.count, 2, "a quarter turn is one piece")
        for point in sampledCurvePoints(small) {
            XCTAssertEqual(point.distance(to: p(0, 10)), 10, accuracy: 3e-3, "\(point)")
        }
        let large = parse("M0 0 A10 10 0 1 1 10 10")
        XCTAssertEqual(large.count, 4, "three quarter turns are three pieces")
        for point in sampledCurvePoints(large) {
            XCTAssertEqual(point.distance(to: p(10, 0)), 10, accuracy: 3e-3, "\(point)")
        }
        // Three quarters from angle π, turning toward +y: through (10, −10) and (20, 0).
        XCTAssert(large[1].endPoint!.isApproximatelyEqual(to: p(10, -10), tolerance: 1e-12))
        XCTAssert(large[2].endPoint!.isApproximatelyEqual(to: p(20, 0), tolerance: 1e-12))
        XCTAssertEqual(large[3].endPoint, p(10, 10))
    }

    func testRotatedEllipticalArc() {
        // Radii 20 × 10 with the x axis turned 90°: the long axis is vertical. From (0, 0) to
        // (0, 40) the centre is (0, 20); sweep 1 goes round through (10, 20).
        let elements = parse("M0 0 A20 10 90 0 1 0 40")
        XCTAssertEqual(elements.last?.endPoint, p(0, 40))
        let points = sampledCurvePoints(elements)
        for point in points {
            let u = point.x / 10, v = (point.y - 20) / 20
            XCTAssertEqual((u * u + v * v).squareRoot(), 1, accuracy: 3e-4, "\(point)")
        }
        XCTAssert(points[10].isApproximatelyEqual(to: p(10, 20), tolerance: 1e-12), "\(points[10])")
        // Rotating by 90° + 360° or −270° is the same arc.
        XCTAssertEqual(parse("M0 0 A20 10 450 0 1 0 40"), elements)
        XCTAssertEqual(parse("M0 0 A20 10 -270 0 1 0 40"), elements)
    }

    func testArcRadiiTooSmallAreScaledUp() {
        // Radius 1 cannot span a chord of 20, so it grows to 10: the semicircle above, exactly.
        let scaled = parse("M0 0 A1 1 0 0 1 20 0")
        XCTAssertEqual(scaled, parse("M0 0 A10 10 0 0 1 20 0"))
        for point in sampledCurvePoints(scaled) {
            XCTAssertEqual(point.distance(to: p(10, 0)), 10, accuracy: 3e-3, "\(point)")
        }
        // An ellipse scales uniformly: 2 × 1 becomes 20 × 10, the chord along the long axis.
        let ellipse = parse("M0 0 A2 1 0 0 1 40 0")
        for point in sampledCurvePoints(ellipse) {
            let u = (point.x - 20) / 20, v = point.y / 10
            XCTAssertEqual((u * u + v * v).squareRoot(), 1, accuracy: 3e-4, "\(point)")
        }
    }

    func testDegenerateArcs() {
        XCTAssertEqual(parse("M0 0 A0 5 0 0 1 10 10"), [.move(to: p(0, 0)), .line(to: p(10, 10))])
        XCTAssertEqual(parse("M0 0 A5 0 30 1 0 10 10"), [.move(to: p(0, 0)), .line(to: p(10, 10))])
        XCTAssertEqual(parse("M5 5 A10 10 0 0 1 5 5"), [.move(to: p(5, 5))])
        XCTAssertEqual(parse("M5 5 a10 10 0 1 1 0 0 L6 6"), [.move(to: p(5, 5)), .line(to: p(6, 6))])
        XCTAssertEqual(parse("M0 0 A-10 -10 0 0 1 20 0"), parse("M0 0 A10 10 0 0 1 20 0"))
        // A radius so huge the centre overflows: drawn as a line rather than with non-finite points.
        let huge = parse("M0 0 A1e308 1e-308 0 0 1 1 1")
        XCTAssertEqual(huge.last?.endPoint, p(1, 1))
        for case .curve(let end, let c1, let c2) in huge {
            XCTAssert(end.isFinite && c1.isFinite && c2.isFinite)
        }
    }

    func testCompactArcFlagsAndRelativeArcs() {
        XCTAssertEqual(parse("M0 0 a1 1 0 00 1 1"), parse("M0 0 a1 1 0 0 0 1 1"))
        XCTAssertEqual(parse("M0 0 A1 1 0 0011 1"), parse("M0 0 A1 1 0 0 0 11 1"))
        XCTAssertEqual(parse("M0 0 A1,1,0,1,1,5,5"), parse("M0 0 A1 1 0 1 1 5 5"))
        XCTAssertEqual(parse("M10 10 a10 10 0 0 1 20 0"), parse("M10 10 A10 10 0 0 1 30 10"))
        // Repeated arc parameters draw a second arc from the first one's end.
        XCTAssertEqual(parse("M0 0 A10 10 0 0 1 20 0 10 10 0 0 1 40 0").last?.endPoint, p(40, 0))
    }

    func testRandomArcsMatchTheSpecificationsCentreForm() {
        // The reference is SVG 1.1 F.6.5 and F.6.6 written out literally (acos and all); the parser
        // computes the same thing differently, so agreement checks centre, angles and direction.
        let seed: UInt64 = 0xA2C5
        var rng = SplitMix64(seed: seed)
        for index in 0..<300 {
            let x1 = Double.random(in: -100...100, using: &rng), y1 = Double.random(in: -100...100, using: &rng)
            let x2 = Double.random(in: -100...100, using: &rng), y2 = Double.random(in: -100...100, using: &rng)
            var rx = Double.random(in: 1...150, using: &rng), ry = Double.random(in: 1...150, using: &rng)
            let degrees = Double.random(in: -360...360, using: &rng)
            let largeArc = rng.next() % 2 == 0, sweep = rng.next() % 2 == 0
            let text = "M\(x1) \(y1) A\(rx) \(ry) \(degrees) \(largeArc ? 1 : 0) \(sweep ? 1 : 0) \(x2) \(y2)"
            let elements = parse(text)
            let context = "seed \(seed), arc \(index): \(text)"

            let phi = degrees * Double.pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
            let x1p = cosPhi * (x1 - x2) / 2 + sinPhi * (y1 - y2) / 2
            let y1p = -sinPhi * (x1 - x2) / 2 + cosPhi * (y1 - y2) / 2
            let lambda = x1p * x1p / (rx * rx) + y1p * y1p / (ry * ry)
            if lambda > 1 {
                rx *= lambda.squareRoot()
                ry *= lambda.squareRoot()
            }
            let numerator = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
            let denominator = rx * rx * y1p * y1p + ry * ry * x1p * x1p
            let root = (largeArc != sweep ? 1.0 : -1.0) * max(0, numerator / denominator).squareRoot()
            let cxp = root * rx * y1p / ry, cyp = -root * ry * x1p / rx
            let cx = cosPhi * cxp - sinPhi * cyp + (x1 + x2) / 2
            let cy = sinPhi * cxp + cosPhi * cyp + (y1 + y2) / 2
            func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
                let cosine = (ux * vx + uy * vy) / ((ux * ux + uy * uy).squareRoot() * (vx * vx + vy * vy).squareRoot())
                let magnitude = acos(min(1, max(-1, cosine)))
                return ux * vy - uy * vx < 0 ? -magnitude : magnitude
            }
            let ux = (x1p - cxp) / rx, uy = (y1p - cyp) / ry
            let theta1 = angle(1, 0, ux, uy)
            var delta = angle(ux, uy, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
            if !sweep && delta > 0 { delta -= 2 * Double.pi }
            if sweep && delta < 0 { delta += 2 * Double.pi }
            func ellipsePoint(_ theta: Double) -> Point {
                Point(x: cx + rx * cosPhi * cos(theta) - ry * sinPhi * sin(theta),
                      y: cy + rx * sinPhi * cos(theta) + ry * cosPhi * sin(theta))
            }

            let pieces = elements.count - 1
            // Quarter turns or fewer per piece. acos near ±1 costs the reference about 1e-8 of
            // angle, so a sweep that is a whole number of quarter turns may count either way.
            let quarters = abs(delta) / (Double.pi / 2)
            if abs(quarters - quarters.rounded()) > 1e-6 {
                XCTAssertEqual(pieces, Int(quarters.rounded(.up)), context)
            } else {
                XCTAssert([Int(quarters.rounded()), Int(quarters.rounded()) + 1].contains(pieces), context)
            }
            XCTAssertEqual(elements.last?.endPoint, p(x2, y2), context)
            for (k, element) in elements.dropFirst().enumerated() {
                let expected = ellipsePoint(theta1 + Double(k + 1) * delta / Double(pieces))
                XCTAssert(element.endPoint!.isApproximatelyEqual(to: expected, tolerance: 1e-6 * max(rx, ry)),
                          "\(context): piece \(k) ends at \(element.endPoint!), expected \(expected)")
            }
            for point in sampledCurvePoints(elements) {
                // Back in the ellipse's own frame, scaled to the unit circle.
                let dx = point.x - cx, dy = point.y - cy
                let u = (cosPhi * dx + sinPhi * dy) / rx, v = (-sinPhi * dx + cosPhi * dy) / ry
                XCTAssertEqual((u * u + v * v).squareRoot(), 1, accuracy: 3e-4, "\(context): \(point)")
            }
        }
    }

    // MARK: Errors

    func testMalformedDataThrowsTheRightKindAndOffset() {
        let cases: [(String, SVGPathError.Kind, Int)] = [
            ("M 10", .unexpectedEnd, 4),
            ("L 1 2", .missingInitialMoveto, 0),
            ("  5 5", .missingInitialMoveto, 2),
            ("X", .unexpectedCharacter, 0),
            ("M1 2 X", .unexpectedCharacter, 5),
            ("M1 2 A1 1 0 2 0 3 3", .expectedFlag, 12),
            ("M1 2 A1 1 0 1 .5 3 3", .expectedFlag, 14),
            ("M1e999 0", .numberOutOfRange, 1),
            ("M1e308 0 l1e308 0", .numberOutOfRange, 10),
            ("M 1,", .unexpectedEnd, 4),
            ("M1 2 C1 2,,3", .expectedNumber, 10),
            ("M1 2,L3 4", .expectedNumber, 5),
            ("M,1 2", .expectedNumber, 1),
            ("M1 2 L3e", .expectedNumber, 7),
            ("M1 2 L3 4 5", .unexpectedEnd, 11),
            ("M1 2 L", .unexpectedEnd, 6),
            ("M1 2 A1 1 0 0", .unexpectedEnd, 13),
            ("M1 2 Z 3", .unexpectedCharacter, 7),
            ("M1 2 L.", .expectedNumber, 6),
            ("M1 2 é", .unexpectedCharacter, 5),
            ("é M1 2", .unexpectedCharacter, 0),
            ("M1 2 L3 4 ☃", .unexpectedCharacter, 10),
        ]
        for (text, kind, offset) in cases {
            guard let error = parseError(text) else {
                XCTFail("\(text.debugDescription) should not parse")
                continue
            }
            XCTAssertEqual(error.kind, kind, "\(text.debugDescription): \(error)")
            XCTAssertEqual(error.offset, offset, "\(text.debugDescription): \(error)")
        }
    }

    func testErrorsSayWhatAndWhere() {
        XCTAssertEqual(parseError("M1 2 C1 2,,3"),
                       SVGPathError(kind: .expectedNumber, offset: 10, command: "C", found: ","))
        XCTAssertEqual(parseError("M1 2 C1 2,,3")?.description,
                       "SVG path data, offset 10: expected a number after 'C', found ','")
        XCTAssertEqual(parseError("M1 2 A1 1 0 2 0 3 3")?.description,
                       "SVG path data, offset 12: expected an arc flag ('0' or '1') after 'A', found '2'")
        XCTAssertEqual(parseError("M 10")?.description,
                       "SVG path data, offset 4: unexpected end of data: 'M' needs more parameters")
        XCTAssertEqual(parseError("L 1 2")?.description,
                       "SVG path data, offset 0: path data must begin with a moveto ('M' or 'm'), found 'L'")
        XCTAssertEqual(parseError("M1 2 é")?.description, "SVG path data, offset 5: unexpected character U+00E9")
        XCTAssertEqual(parseError("M1e999 0")?.kind, .numberOutOfRange)
        XCTAssertEqual(parseError("M1e999 0")?.description.hasPrefix(
            "SVG path data, offset 1: number out of range after 'M'"), true)
    }

    func testRandomDataNeverCrashesAndParsedPathsRoundTrip() {
        let seed: UInt64 = 0xF0_22ED
        var rng = SplitMix64(seed: seed)
        let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789..--+eE ,,  \t\n01")
        let extras: [Character] = ["X", "é", "☃", "\u{0}", "\u{7F}", "#", "9"]
        let tokens = ["M", "m", "L", "l", "H", "h", "V", "v", "C", "c", "S", "s", "Q", "q", "T", "t",
                      "A", "a", "Z", "z", "0", "1", "10", "-2.5", ".5", "1e2", "1e999", "3e-320",
                      "1e308", "-1e308", " ", " ", ",", "00", "11", "7."]
        // Parameter counts of each command, for the well-formed generator.
        let arity: [(String, Int)] = [("M", 2), ("m", 2), ("L", 2), ("l", 2), ("H", 1), ("h", 1),
                                      ("V", 1), ("v", 1), ("C", 6), ("c", 6), ("S", 4), ("s", 4),
                                      ("Q", 4), ("q", 4), ("T", 2), ("t", 2), ("A", 7), ("a", 7),
                                      ("Z", 0), ("z", 0)]
        let numbers = ["0", "1", "10", "-2.5", ".5", "1e2", "-0", "3e-320", "1e308", "-1e308", "7."]
        var parsed = 0
        for index in 0..<20_000 {
            var text = index % 4 == 0 ? "" : "M"
            let length = Int(rng.next() % 40)
            switch index % 3 {
            case 0:
                // Characters of path data, and now and then something else.
                for _ in 0..<length {
                    text.append(rng.next() % 100 < 2 ? extras[Int(rng.next() % UInt64(extras.count))]
                                                     : alphabet[Int(rng.next() % UInt64(alphabet.count))])
                }
            case 1:
                // A soup of tokens.
                for _ in 0..<length {
                    text += tokens[Int(rng.next() % UInt64(tokens.count))]
                    if rng.next() % 2 == 0 { text += " " }
                }
            default:
                // Well-formed commands (arc flags drawn from 0 and 1), then perhaps one byte changed.
                text = "M1 2"
                for _ in 0..<(length / 4) {
                    let (letter, count) = arity[Int(rng.next() % UInt64(arity.count))]
                    text += " " + letter
                    for parameter in 0..<count {
                        let isFlag = letter.lowercased() == "a" && (parameter == 3 || parameter == 4)
                        text += (parameter == 0 ? "" : rng.next() % 2 == 0 ? " " : ",")
                            + (isFlag ? String(rng.next() % 2) : numbers[Int(rng.next() % UInt64(numbers.count))])
                    }
                }
                if rng.next() % 4 == 0 {
                    var bytes = Array(text.utf8)
                    bytes[Int(rng.next() % UInt64(bytes.count))] = UInt8(ascii: alphabet[
                        Int(rng.next() % UInt64(alphabet.count))].unicodeScalars.first!)
                    text = String(decoding: bytes, as: UTF8.self)
                }
            }
            do {
                let path = try Path(svgPathData: text)
                parsed += 1
                for element in path.elements {
                    if case .curve(let end, let c1, let c2) = element {
                        XCTAssert(end.isFinite && c1.isFinite && c2.isFinite, "seed \(seed): \(text)")
                    } else if case .quadCurve(let end, let control) = element {
                        XCTAssert(end.isFinite && control.isFinite, "seed \(seed): \(text)")
                    } else if let end = element.endPoint {
                        XCTAssert(end.isFinite, "seed \(seed): \(text)")
                    }
                }
                let again = try? Path(svgPathData: path.svgPathData)
                XCTAssertEqual(again?.elements, path.elements, "seed \(seed): \(text.debugDescription)")
            } catch let error as SVGPathError {
                XCTAssert((0...text.utf8.count).contains(error.offset), "seed \(seed): \(text.debugDescription)")
                XCTAssertFalse(error.description.isEmpty)
            } catch {
                XCTFail("seed \(seed): unexpected error type \(error)")
            }
        }
        XCTAssertGreaterThan(parsed, 1000, "the generator should reach deep into valid data too")
    }

    func testLongInputIsLinear() throws {
        let count = 20_000
        let path = try Path(svgPathData: "M0 0" + String(repeating: " l1 1", count: count))
        XCTAssertEqual(path.elements.count, count + 1)
        XCTAssertEqual(path.currentPoint, p(Double(count), Double(count)))
        let digits = String(repeating: "1", count: 200_000)
        XCTAssertEqual(parseError("M" + digits + " 0")?.kind, .numberOutOfRange)
        XCTAssertEqual(parse("M0." + digits + " 0"), [.move(to: p(1.0 / 9.0, 0))])
    }
}
