import SeededRandom
import XCTest
import Geometry
import Raster

/// The small-target route (``SmallTargetCoverageAccumulator``: no bands, no bitmap, a dense sweep) must
/// give exactly the pixels of the banded route, which stays the reference: random fills (both
/// rules), strokes, clipped fills and clip masks, translated, scaled and rotated, with targets
/// that cut shapes on every side.
final class SmallTargetRouteTests: XCTestCase {
    typealias Transform = Geometry.AffineTransform

    /// A random closed shape about `size` pixels across at the origin: rounded rectangles,
    /// ellipses, self-intersecting stars (where the rules differ), cubic blobs and rectangles.
    private static func shape(_ rng: inout SplitMix64, size: Double) -> Path {
        var path = Path()
        let w = rng.uniform(0.3, size), h = rng.uniform(0.3, size)
        switch rng.int(5) {
        case 0:
            let r = rng.uniform(0, Swift.min(w, h) / 2)
            path.addRoundedRect(in: Rect(x: 0, y: 0, width: w, height: h), cornerWidth: r, cornerHeight: r)
        case 1:
            path.addEllipse(in: Rect(x: 0, y: 0, width: w, height: h))
        case 2:
            // A star polygon {n/k}: its inner region winds twice.
            let n = 5 + rng.int(4), k = 2
            for i in 0..<n {
                let a = Double(i * k) * 2 * Double.pi / Double(n)
                let p = Point(x: w / 2 + w / 2 * cos(a), y: h / 2 + h / 2 * sin(a))
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            path.closeSubpath()
        case 3:
            path.move(to: Point(x: rng.uniform(0, w), y: 0))
            for _ in 0..<(2 + rng.int(4)) {
                path.addCurve(to: Point(x: rng.uniform(0, w), y: rng.uniform(0, h)),
                              control1: Point(x: rng.uniform(-w / 2, 1.5 * w), y: rng.uniform(-h / 2, 1.5 * h)),
                              control2: Point(x: rng.uniform(-w / 2, 1.5 * w), y: rng.uniform(-h / 2, 1.5 * h)))
            }
            path.closeSubpath()
        default:
            path.addRect(Rect(x: 0, y: 0, width: w, height: h))
            if rng.chance(0.5) {
                path.addRect(Rect(x: w / 4, y: h / 4, width: w / 2, height: h / 2))
            }
        }
        return path
    }

    /// A random placement: translation always; sometimes a scale, sometimes a rotation.
    private static func placement(_ rng: inout SplitMix64, within target: PixelRect) -> Transform {
        var t = (a: 1.0, b: 0.0, c: 0.0, d: 1.0)
        switch rng.int(4) {
        case 0:
            let a = rng.uniform(0, 2 * Double.pi), s = rng.uniform(0.5, 1.5)
            t = (cos(a) * s, sin(a) * s, -sin(a) * s, cos(a) * s)
        case 1:
            t = (rng.uniform(0.3, 2), 0, 0, rng.uniform(0.3, 2))
        default:
            break
        }
        var tx = Double(target.x) + rng.uniform(-20, Double(target.width))
        var ty = Double(target.y) + rng.uniform(-20, Double(target.height))
        if rng.chance(0.2) {
            tx.round()
            ty.round()
        }
        return Transform(a: t.a, b: t.b, c: t.c, d: t.d, tx: tx, ty: ty)
    }

    private static func randomBytes(_ rng: inout SplitMix64, count: Int, zeroFullBias: Bool) -> [UInt8] {
        (0..<count).map { _ in
            if zeroFullBias {
                let r = rng.unit()
                if r < 0.3 { return 0 }
                if r < 0.6 { return 255 }
            }
            return UInt8(truncatingIfNeeded: rng.next())
        }
    }

    /// Fills, strokes and clipped fills: the dense route's pixels equal the banded route's.
    func testSmallTargetRouteGivesTheBandedRoutesPixels() {
        var rng = SplitMix64(seed: 0xD5E_0001)
        var denseTargets = 0
        for index in 0..<1500 {
            // Targets up to 64 wide (the dense route's limit) and up to 140 tall (beyond its cell
            // budget at full width, so both routes are chosen), anywhere, negative included.
            let target = PixelRect(x: rng.int(60) - 20, y: rng.int(60) - 20, width: 1 + rng.int(64),
                                   height: 1 + rng.int(rng.chance(0.8) ? 64 : 140))
            let widthLimit = 64, cellLimit = 8192
            if target.width <= widthLimit && target.height * (((target.width + 7) & ~7) + 8) <= cellLimit {
                denseTargets += 1
            }
            let path = SmallTargetRouteTests.shape(&rng, size: rng.chance(0.7) ? 70 : 12)
            let transform = SmallTargetRouteTests.placement(&rng, within: target)
            let rule: FillRule = rng.chance(0.5) ? .nonZero : .evenOdd
            let alpha = rng.chance(0.4) ? 255 : UInt8(truncatingIfNeeded: rng.next())
            let color = PremultipliedColor(red: UInt8(truncatingIfNeeded: rng.next()) & alpha,
                                           green: UInt8(truncatingIfNeeded: rng.next()) & alpha,
                                           blue: alpha / 2, alpha: alpha)
            var stroke: StrokeStyle?
            if index % 4 == 1 {
                stroke = StrokeStyle(width: rng.uniform(0.3, 8), join: [.miter, .round, .bevel][rng.int(3)],
                                     cap: [.butt, .round, .square][rng.int(3)])
            }
            let clip = index % 4 == 2
                ? SmallTargetRouteTests.randomBytes(&rng, count: target.width * target.height, zeroFullBias: true) : nil
            let background = SmallTargetRouteTests.randomBytes(&rng, count: target.width * target.height * 4, zeroFullBias: false)
            var banded = background, dense = background
            RasterTesting.draw(path, stroke: stroke, rule: stroke == nil ? rule : .nonZero, transform: transform,
                               target: target, color: color, clip: clip, denseRoute: false, into: &banded)
            RasterTesting.draw(path, stroke: stroke, rule: stroke == nil ? rule : .nonZero, transform: transform,
                               target: target, color: color, clip: clip, denseRoute: true, into: &dense)
            if banded != dense {
                let first = zip(banded, dense).enumerated().first { $0.element.0 != $0.element.1 }!.offset / 4
                XCTFail("case \(index): target \(target), rule \(rule), stroke \(String(describing: stroke)): "
                        + "pixel (\(first % target.width), \(first / target.width)) of the target differs")
                return
            }
        }
        XCTAssertGreaterThan(denseTargets, 1000)
    }

    /// Clip masks (every byte written once, zeros included): the same bytes on both routes.
    func testDenseRouteGivesTheBandedRoutesClipMasks() {
        var rng = SplitMix64(seed: 0xD5E_0002)
        for index in 0..<600 {
            let target = PixelRect(x: rng.int(40) - 10, y: rng.int(40) - 10, width: 1 + rng.int(64),
                                   height: 1 + rng.int(100))
            let path = SmallTargetRouteTests.shape(&rng, size: 60)
            let transform = SmallTargetRouteTests.placement(&rng, within: target)
            let rule: FillRule = rng.chance(0.5) ? .nonZero : .evenOdd
            let banded = RasterTesting.clipMask(path, rule: rule, transform: transform, target: target, denseRoute: false)
            let dense = RasterTesting.clipMask(path, rule: rule, transform: transform, target: target, denseRoute: true)
            if banded != dense {
                let first = zip(banded, dense).enumerated().first { $0.element.0 != $0.element.1 }!.offset
                XCTFail("case \(index): target \(target), rule \(rule): byte (\(first % target.width), "
                        + "\(first / target.width)) of the mask differs")
                return
            }
        }
    }

    /// The four-lane folds against the scalar ones the banded sweep uses, at the values where they
    /// could part: 0, ±full and around it, the even-odd period and its halves, and the extremes
    /// (|Int32.min| wraps to itself; non-zero must still clamp it to full).
    func testLaneFoldsMatchTheScalarFolds() {
        let full: Int32 = 1 << 21
        var values: [Int32] = [0, 1, -1, full, -full, full - 1, full + 1, -full - 1, 2 * full, 2 * full - 1,
                               2 * full + 1, 3 * full, -3 * full, 4 * full, 4 * full + 5, .max, .min, .min + 1,
                               .max - 1, full / 2, -full / 2, 1 << 20, (1 << 20) + 1, 4111, -4111]
        var rng = SplitMix64(seed: 0xD5E_0003)
        for _ in 0..<4000 {
            values.append(rng.chance(0.5) ? Int32(truncatingIfNeeded: rng.next())
                                          : Int32(truncatingIfNeeded: Int(rng.next() % UInt64(8 * full)) - 4 * Int(full)))
        }
        while values.count % 4 != 0 { values.append(0) }
        for rule in [FillRule.nonZero, .evenOdd] {
            for i in Swift.stride(from: 0, to: values.count, by: 4) {
                let sums = SIMD4(values[i], values[i + 1], values[i + 2], values[i + 3])
                let folded = RasterTesting.foldedBothWays(sums, rule: rule)
                XCTAssertEqual(folded.scalar, folded.lanes, "\(rule) \(sums)")
            }
        }
    }

    /// The unclamped fixed-point conversion used for paths inside the domain gives the general
    /// conversion's value everywhere inside it: whole and half units (the rounding ties), values a
    /// hair either side of them, negatives, and random values across the domain.
    func testInsideDomainFixedPointMatchesTheGeneralConversion() {
        var values: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 1.0 / 2048, -1.0 / 2048, 3.0 / 2048, -3.0 / 2048,
                                524_287, -524_287, 524_287.999, -524_287.999]
        var rng = SplitMix64(seed: 0xD5E_0004)
        for _ in 0..<20_000 {
            // A multiple of 1/2048 px (a tie of the rounding) or a neighbour of one, or anything.
            let k = Double(Int(rng.next() % (1 << 31))) - Double(1 << 30)
            let tie = k / 2048
            values.append(contentsOf: [tie, tie.nextUp, tie.nextDown, rng.uniform(-524_000, 524_000)])
        }
        for value in values {
            let both = RasterTesting.fixedPointBothWays(value)
            XCTAssertEqual(both.general, both.insideDomain, "\(value)")
            if both.general != both.insideDomain { return }
        }
    }

    /// The chord count (the smallest n ≤ 65 536 with n³ ≥ the bound, found by a search that now
    /// starts from the bound's binary exponent) against an independent answer: the cube root
    /// rounded, then stepped with exact comparisons. Exact cubes, their neighbours, powers of two
    /// and random bounds from below 1 to beyond the cap.
    func testChordCountIsTheSmallestCubeAboveTheBound() {
        func reference(_ cube: Double) -> Int {
            if !(cube > 1) { return 1 }
            // Beyond 2^48 = 65 536³ the cap decides.
            if cube >= 0x1p48 { return 1 << 16 }
            var n = Swift.max(1, Int(cbrt(cube).rounded()))
            while n > 1 && Double(n - 1) * Double(n - 1) * Double(n - 1) >= cube { n -= 1 }
            while Double(n) * Double(n) * Double(n) < cube { n += 1 }
            return Swift.min(n, 1 << 16)
        }
        var bounds: [Double] = [0, 0.5, 1, 1.0.nextUp, 2, 7, 8, 9, .infinity, 0x1p48, 0x1p48.nextDown, 0x1p60]
        for k in 1...3000 {
            let c = Double(k) * Double(k) * Double(k)
            bounds.append(contentsOf: [c, c.nextUp, c.nextDown])
        }
        for e in 0...60 { bounds.append(Double(sign: .plus, exponent: e, significand: 1)) }
        var rng = SplitMix64(seed: 0xD5E_0005)
        for _ in 0..<20_000 { bounds.append(Double(sign: .plus, exponent: rng.int(52), significand: 1 + rng.unit())) }
        for cube in bounds {
            XCTAssertEqual(RasterTesting.chordCount(cube), reference(cube), "\(cube)")
        }
    }
}
