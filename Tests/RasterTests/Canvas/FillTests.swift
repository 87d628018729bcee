import SeededRandom
import XCTest
import Geometry
import Shapes
import Raster

/// Solid fills: pixel values worked by hand, canvas edges, rejected and degenerate paths, the blend
/// formula's SIMD, one-pixel and opaque paths against an independent formula, determinism.
final class FillTests: XCTestCase {
    typealias Transform = Geometry.AffineTransform

    /// `round(x·y / 255)`, written independently of the library: x·y/255 is never exactly halfway
    /// (that would need 2xy to be an odd multiple of 255), so `(2xy + 255) / 510` rounds it.
    static func mul(_ x: UInt8, _ y: UInt8) -> UInt8 {
        UInt8((2 * Int(x) * Int(y) + 255) / 510)
    }

    /// Source-over as the documentation states it: `s′ = s·c/255`, `d′ = s′ + d·(255 − s′α)/255`.
    static func referenceBlend(_ d: PremultipliedColor, _ s: PremultipliedColor, _ c: UInt8) -> PremultipliedColor {
        let k = 255 - mul(s.alpha, c)
        return PremultipliedColor(red: mul(s.red, c) + mul(d.red, k), green: mul(s.green, c) + mul(d.green, k),
                                  blue: mul(s.blue, c) + mul(d.blue, k), alpha: mul(s.alpha, c) + mul(d.alpha, k))
    }

    static func randomPremultiplied(_ rng: inout SplitMix64) -> PremultipliedColor {
        let alpha = rng.chance(0.2) ? 255 : (rng.chance(0.1) ? 0 : UInt8(rng.int(256)))
        func component() -> UInt8 { UInt8(rng.int(Int(alpha) + 1)) }
        return PremultipliedColor(red: component(), green: component(), blue: component(), alpha: alpha)
    }

    /// A canvas of random premultiplied pixels.
    static func randomCanvas(width: Int, height: Int, _ rng: inout SplitMix64) throws -> Canvas {
        var bytes: [UInt8] = []
        for _ in 0..<(width * height) {
            let p = randomPremultiplied(&rng)
            bytes += [p.red, p.green, p.blue, p.alpha]
        }
        return try Canvas(width: width, height: height, premultipliedBytes: bytes)
    }

    static func alphas(_ canvas: Canvas) -> [[UInt8]] {
        (0..<canvas.height).map { y in (0..<canvas.width).map { x in canvas[x, y]!.alpha } }
    }

    static func rect(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Path {
        var path = Path()
        path.addRect(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        return path
    }

    // MARK: Worked by hand

    /// Rectangle (0.5, 0.5)–(2.5, 1.5): corner pixels are a quarter covered (0.25·255 = 63.75 → 64),
    /// middle ones half (127.5 → 128).
    func testHalfIntegerRectangleCoversQuartersAndHalves() throws {
        var canvas = try Canvas(width: 4, height: 3)
        canvas.fill(Self.rect(0.5, 0.5, 2.5, 1.5), color: .black)
        XCTAssertEqual(Self.alphas(canvas), [[64, 128, 64, 0], [64, 128, 64, 0], [0, 0, 0, 0]])
        XCTAssertEqual(canvas[1, 0], PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 128))

        // Red over opaque white: at coverage 64, s′ = (64, 0, 0, 64) and white·(255 − 64)/255 = 191,
        // so (255, 191, 191, 255); at 128, s′ = (128, 0, 0, 128) plus 127: (255, 127, 127, 255).
        var white = try Canvas(width: 4, height: 3)
        white.clear(to: Color.white.premultiplied)
        white.fill(Self.rect(0.5, 0.5, 2.5, 1.5), color: Color(red: 255, green: 0, blue: 0))
        XCTAssertEqual(white[0, 0], PremultipliedColor(red: 255, green: 191, blue: 191, alpha: 255))
        XCTAssertEqual(white[1, 1], PremultipliedColor(red: 255, green: 127, blue: 127, alpha: 255))
        XCTAssertEqual(white[3, 0], PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255))
        XCTAssertEqual(white[0, 2], PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255))
    }

    /// Half-transparent blue (premultiplied (0, 0, 128, 128)) over white. Fully covered pixels:
    /// 255·(255 − 128)/255 = 127, so (127, 127, 255, 255). A quarter-covered pixel: s′ = 128·64/255
    /// = 32.1 → 32, white·223/255 = 223, so (223, 223, 255, 255).
    func testTranslucentFillOnIntegerAndHalfIntegerEdges() throws {
        let blue = Color(red: 0, green: 0, blue: 255, alpha: 128)
        var canvas = try Canvas(width: 4, height: 3)
        canvas.clear(to: Color.white.premultiplied)
        canvas.fill(Self.rect(1, 1, 3, 2), color: blue)
        let white = PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255)
        let covered = PremultipliedColor(red: 127, green: 127, blue: 255, alpha: 255)
        for y in 0..<3 {
            for x in 0..<4 {
                XCTAssertEqual(canvas[x, y], y == 1 && (x == 1 || x == 2) ? covered : white, "(\(x), \(y))")
            }
        }
        var quarter = try Canvas(width: 2, height: 2)
        quarter.clear(to: Color.white.premultiplied)
        quarter.fill(Self.rect(0.5, 0.5, 1.5, 1.5), color: blue)
        for y in 0..<2 {
            for x in 0..<2 {
                XCTAssertEqual(quarter[x, y], PremultipliedColor(red: 223, green: 223, blue: 255, alpha: 255))
            }
        }
    }

    /// Shapes crossing the canvas's sides keep exactly the part inside.
    func testShapesCrossingTheCanvasEdges() throws {
        var topLeft = try Canvas(width: 3, height: 3)
        topLeft.fill(Self.rect(-1.5, -0.5, 1.5, 1.5), color: .black)
        XCTAssertEqual(Self.alphas(topLeft), [[255, 128, 0], [128, 64, 0], [0, 0, 0]])

        var bottomRight = try Canvas(width: 3, height: 3)
        bottomRight.fill(Self.rect(1.5, 1.5, 10, 10), color: .black)
        XCTAssertEqual(Self.alphas(bottomRight), [[0, 0, 0], [0, 64, 128], [0, 128, 255]])

        var everything = try Canvas(width: 3, height: 2)
        everything.fill(Self.rect(-1e12, -1e12, 1e12, 1e12), color: .black)
        XCTAssertEqual(Self.alphas(everything), [[255, 255, 255], [255, 255, 255]])
    }

    /// An edge far left of the canvas still carries its cover: a band 0.75 high from x = −1000 to
    /// 5.5 gives 0.75·255 = 191.25 → 191 up to x = 4 and 0.375·255 = 95.6 → 96 at x = 5.
    func testEdgesLeftOfTheCanvasKeepTheirCover() throws {
        var canvas = try Canvas(width: 8, height: 2)
        canvas.fill(Self.rect(-1000, 0.25, 5.5, 1), color: .black)
        XCTAssertEqual(Self.alphas(canvas), [[191, 191, 191, 191, 191, 96, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]])
        // The same through a transform that moves it there.
        var moved = try Canvas(width: 8, height: 2)
        moved.fill(Self.rect(0, 0, 1005.5, 0.75), color: .black, transform: Transform(translationX: -1000, y: 0.25))
        XCTAssertEqual(moved, canvas)
    }

    /// The transform maps path coordinates to pixels: a unit square scaled by (2, 3) and moved by
    /// (0.5, 0) covers x 0.5…2.5, y 0…3.
    func testTransformMapsPathToPixels() throws {
        var canvas = try Canvas(width: 4, height: 4)
        canvas.fill(Self.rect(0, 0, 1, 1), color: .black,
                    transform: Transform(scaleX: 2, y: 3).concatenating(Transform(translationX: 0.5, y: 0)))
        XCTAssertEqual(Self.alphas(canvas), [[128, 255, 128, 0], [128, 255, 128, 0], [128, 255, 128, 0], [0, 0, 0, 0]])
    }

    /// Nothing drawn: empty paths, lone moves, zero-area outlines, shapes off the canvas, transparent
    /// colours, empty canvases.
    func testEmptyAndDegeneratePathsDrawNothing() throws {
        var rng = SplitMix64(seed: 0xDE6E)
        let background = try Self.randomCanvas(width: 6, height: 5, &rng)
        var moves = Path()
        moves.move(to: Point(x: 1, y: 1))
        moves.move(to: Point(x: 3, y: 4))
        var retrace = Path()
        retrace.move(to: Point(x: 0.5, y: 0.5))
        retrace.addLine(to: Point(x: 4.5, y: 3.5))
        retrace.addLine(to: Point(x: 0.5, y: 0.5))
        var line = Path()
        line.move(to: Point(x: 0.5, y: 0.5))
        line.addLine(to: Point(x: 5.5, y: 4.2))
        var flatCurve = Path()
        flatCurve.move(to: Point(x: 0, y: 2))
        flatCurve.addCurve(to: Point(x: 6, y: 2), control1: Point(x: 2, y: 2), control2: Point(x: 4, y: 2))
        let cases: [(String, Path)] = [
            ("empty", Path()), ("moves", moves), ("retraced line", retrace), ("open line", line),
            ("flat curve", flatCurve), ("zero width", Self.rect(2, 1, 2, 4)), ("zero height", Self.rect(1, 2, 5, 2)),
            ("off canvas", Self.rect(7, 1, 9, 3)), ("above", Self.rect(1, -5, 3, 0)),
        ]
        for (name, path) in cases {
            for rule in [FillRule.nonZero, .evenOdd] {
                var canvas = background
                canvas.fill(path, color: .black, rule: rule)
                XCTAssertEqual(canvas, background, name)
            }
        }
        var canvas = background
        canvas.fill(Self.rect(1, 1, 4, 4), color: .clear)
        canvas.fill(Self.rect(1, 1, 4, 4), color: .black, transform: Transform(scaleX: 0, y: 1))
        XCTAssertEqual(canvas, background, "transparent colour, collapsing transform")
        var empty = try Canvas(width: 0, height: 3)
        empty.fill(Self.rect(0, 0, 5, 5), color: .black)
        XCTAssertEqual(empty.bytes, [])
    }

    /// A path with a non-finite point, or one that a transform sends to infinity or beyond 2^50
    /// pixels, draws nothing and does not trap.
    func testNonFinitePathsAreRejected() throws {
        var rng = SplitMix64(seed: 0x1AF)
        let background = try Self.randomCanvas(width: 5, height: 5, &rng)
        func triangle(_ p: Point) -> Path {
            var path = Path()
            path.move(to: Point(x: 0.5, y: 0.5))
            path.addLine(to: Point(x: 4.5, y: 1))
            path.addLine(to: p)
            path.closeSubpath()
            return path
        }
        var curve = Path()
        curve.move(to: Point(x: 0, y: 0))
        curve.addCurve(to: Point(x: 4, y: 4), control1: Point(x: .nan, y: 1), control2: Point(x: 3, y: 0))
        let cases: [(String, Path, Transform)] = [
            ("NaN point", triangle(Point(x: .nan, y: 3)), .identity),
            ("infinite point", triangle(Point(x: 2, y: .infinity)), .identity),
            ("NaN control point", curve, .identity),
            ("beyond 2^50", triangle(Point(x: 1e20, y: 3)), .identity),
            ("NaN transform", triangle(Point(x: 2, y: 4)), Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)),
            ("overflowing transform", triangle(Point(x: 2, y: 4)), Transform(scaleX: 1e308, y: 1e308)),
        ]
        for (name, path, transform) in cases {
            var canvas = background
            canvas.fill(path, color: .black, transform: transform)
            XCTAssertEqual(canvas, background, name)
            canvas.fill(Self.rect(0, 0, 5, 5), color: .black, clip: .path(path, rule: .nonZero, transform: transform))
            XCTAssertEqual(canvas, background, "\(name) as a clip")
            let mask = try CoverageMask(rasterizing: path, transform: transform, bounds: PixelRect(x: 0, y: 0, width: 5, height: 5))
            XCTAssertEqual(mask.values, [UInt8](repeating: 0, count: 25), name)
        }
    }

    // MARK: The blend formula

    /// The formula's division by 255 (the high half of `(a·b + 128)·257`) rounds exactly like
    /// Blinn's `(t + (t >> 8)) >> 8` and like the plain rounded quotient, for all 65 536 pairs.
    func testDivisionBy255IsExactForEveryPair() {
        for a in 0...255 {
            for b in 0...255 {
                let (x, y) = (UInt8(a), UInt8(b))
                let expected = Self.mul(x, y)
                XCTAssertEqual(RasterTesting.multiply(x, y), expected, "\(a)·\(b)")
                XCTAssertEqual(PremultipliedColor.multiply(x, y), expected, "\(a)·\(b)")
            }
        }
    }

    /// The four-pixel SIMD path, the one-pixel path and the opaque store all agree with the formula
    /// written independently here, over a seeded sample of colours, destinations and coverages.
    func testSpanBlendMatchesIndependentFormula() {
        var rng = SplitMix64(seed: 0xB1E4D)
        for round in 0..<400 {
            let source = Self.randomPremultiplied(&rng)
            let count = 1 + rng.int(23)
            var pixels: [UInt8] = [], destinations: [PremultipliedColor] = [], coverage: [UInt8] = []
            for _ in 0..<count {
                let d = Self.randomPremultiplied(&rng)
                destinations.append(d)
                pixels += [d.red, d.green, d.blue, d.alpha]
                coverage.append(rng.chance(0.25) ? 255 : (rng.chance(0.2) ? 0 : UInt8(rng.int(256))))
            }
            var span = pixels
            RasterTesting.compositeAntialiasedSpan(&span, color: source, coverage: coverage)
            let constantCoverage = coverage[0]
            var constant = pixels
            RasterTesting.compositeSpan(&constant, color: source, coverage: constantCoverage)
            for i in 0..<count {
                let expected = Self.referenceBlend(destinations[i], source, coverage[i])
                let got = PremultipliedColor(red: span[4 * i], green: span[4 * i + 1], blue: span[4 * i + 2], alpha: span[4 * i + 3])
                XCTAssertEqual(got, expected, "round \(round) pixel \(i): \(source) at \(coverage[i]) over \(destinations[i])")
                XCTAssertEqual(SourceOver.blend(destinations[i], source: source, coverage: coverage[i]), expected)
                let constantExpected = Self.referenceBlend(destinations[i], source, constantCoverage)
                let constantGot = PremultipliedColor(red: constant[4 * i], green: constant[4 * i + 1],
                                                     blue: constant[4 * i + 2], alpha: constant[4 * i + 3])
                XCTAssertEqual(constantGot, constantExpected, "round \(round) pixel \(i), constant \(constantCoverage)")
            }
        }
    }

    /// Every coverage 0…255, for fixed colours and destinations, through the four-pixel path (a span
    /// of 256 pixels, coverage i at pixel i), the constant span and the one-pixel path.
    func testBlendIsExactForEveryCoverage() {
        let sources = [PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255),
                       PremultipliedColor(red: 10, green: 200, blue: 255, alpha: 255),
                       PremultipliedColor(red: 64, green: 0, blue: 128, alpha: 128),
                       PremultipliedColor(red: 1, green: 1, blue: 1, alpha: 1),
                       PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0),
                       PremultipliedColor(red: 254, green: 17, blue: 99, alpha: 254)]
        let destinations = [PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255),
                            PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0),
                            PremultipliedColor(red: 30, green: 90, blue: 150, alpha: 200),
                            PremultipliedColor(red: 127, green: 0, blue: 64, alpha: 128)]
        let ramp = (0...255).map { UInt8($0) }
        for s in sources {
            for d in destinations {
                var span = [UInt8](repeating: 0, count: 256 * 4)
                for i in 0..<256 { span.replaceSubrange(4 * i..<4 * i + 4, with: [d.red, d.green, d.blue, d.alpha]) }
                let original = span
                RasterTesting.compositeAntialiasedSpan(&span, color: s, coverage: ramp)
                for c in 0..<256 {
                    let expected = Self.referenceBlend(d, s, UInt8(c))
                    XCTAssertEqual(PremultipliedColor(red: span[4 * c], green: span[4 * c + 1], blue: span[4 * c + 2], alpha: span[4 * c + 3]),
                                   expected, "\(s) at \(c) over \(d)")
                    XCTAssertEqual(SourceOver.blend(d, source: s, coverage: UInt8(c)), expected)
                    var constant = Array(original[0..<28])
                    RasterTesting.compositeSpan(&constant, color: s, coverage: UInt8(c))
                    for i in 0..<7 {
                        XCTAssertEqual(PremultipliedColor(red: constant[4 * i], green: constant[4 * i + 1],
                                                          blue: constant[4 * i + 2], alpha: constant[4 * i + 3]), expected)
                    }
                }
            }
        }
    }

    /// The opaque fast path (storing the colour) is the general formula's answer: an opaque colour
    /// at full coverage over any destination gives the colour, and a fill through the fast path
    /// equals the same fill through a coverage mask, which blends every pixel.
    func testOpaqueFastPathMatchesGeneralPath() throws {
        var rng = SplitMix64(seed: 0x0FA57)
        for _ in 0..<2000 {
            let d = Self.randomPremultiplied(&rng)
            let s = PremultipliedColor(red: UInt8(rng.int(256)), green: UInt8(rng.int(256)), blue: UInt8(rng.int(256)), alpha: 255)
            XCTAssertEqual(SourceOver.blend(d, source: s, coverage: 255), s)
            XCTAssertEqual(Self.referenceBlend(d, s, 255), s)
        }
        let background = try Self.randomCanvas(width: 40, height: 30, &rng)
        for index in 0..<20 {
            var path = Path()
            path.addRoundedRect(in: Rect(x: rng.uniform(-5, 20), y: rng.uniform(-5, 15), width: rng.uniform(4, 30), height: rng.uniform(4, 25)),
                                cornerWidth: rng.uniform(0, 2), cornerHeight: rng.uniform(0, 2))
            let color = Color(red: UInt8(rng.int(256)), green: UInt8(rng.int(256)), blue: UInt8(rng.int(256)))
            var fast = background
            fast.fill(path, color: color)
            let mask = try CoverageMask(rasterizing: path, bounds: PixelRect(x: 0, y: 0, width: 40, height: 30))
            var general = background
            for y in 0..<30 {
                for x in 0..<40 {
                    let expected = Self.referenceBlend(background[x, y]!, color.premultiplied, mask[x, y])
                    XCTAssertEqual(fast[x, y], expected, "shape \(index) pixel (\(x), \(y))")
                }
            }
            general.fill(mask, color: color)
            XCTAssertEqual(fast, general, "shape \(index)")
        }
    }

    /// Filling a path equals compositing through its coverage mask, for translucent colours too:
    /// the rasterizer's solid, constant and anti-aliased spans all blend like the mask's spans.
    func testFillEqualsFillThroughItsCoverageMask() throws {
        var rng = SplitMix64(seed: 0xF111)
        let bounds = PixelRect(x: 0, y: 0, width: 37, height: 23)
        for index in 0..<40 {
            var shape = RectangleShapeGenerator()
            shape.setCorners(rng.chance(0.5) ? .rounded(radius: rng.uniform(0, 6)) : .cut(rng.uniform(0, 6)))
            let path = shape.path(for: Size(width: rng.uniform(5, 40), height: rng.uniform(5, 30)))
            let transform = Transform(rotationAngle: rng.uniform(-0.3, 0.3))
                .concatenating(Transform(translationX: rng.uniform(-5, 10), y: rng.uniform(-5, 8)))
            let color = Color(red: UInt8(rng.int(256)), green: UInt8(rng.int(256)), blue: UInt8(rng.int(256)),
                              alpha: UInt8(rng.int(256)))
            let rule: FillRule = rng.chance(0.5) ? .nonZero : .evenOdd
            let background = try Self.randomCanvas(width: bounds.width, height: bounds.height, &rng)
            var direct = background
            direct.fill(path, color: color, rule: rule, transform: transform)
            var masked = background
            masked.fill(try CoverageMask(rasterizing: path, rule: rule, transform: transform, bounds: bounds), color: color)
            XCTAssertEqual(direct, masked, "shape \(index)")
        }
    }

    /// A mask partly outside the canvas composites only its inside part.
    func testMaskFillClipsToTheCanvas() throws {
        let mask = try CoverageMask(bounds: PixelRect(x: -2, y: 1, width: 4, height: 5),
                                    values: [UInt8](repeating: 255, count: 20))
        var canvas = try Canvas(width: 3, height: 3)
        canvas.fill(mask, color: .black)
        XCTAssertEqual(Self.alphas(canvas), [[0, 0, 0], [255, 255, 0], [255, 255, 0]])
    }

    // MARK: Cost and determinism

    /// A circle of radius 10^6 pixels whose outline crosses a 32-pixel canvas: off-canvas curve
    /// pieces are culled whole, so it becomes a few hundred edges, not the ~53 000 chords the whole
    /// circle would need.
    func testHugePathsCostOnlyTheirVisiblePart() {
        var path = Path()
        let radius = 1e6
        path.addEllipse(in: Rect(x: 16 - 2 * radius + 3, y: 16 - radius, width: 2 * radius, height: 2 * radius))
        let edges = RasterTesting.edgeCount(path, target: PixelRect(x: 0, y: 0, width: 32, height: 32))
        XCTAssertGreaterThan(edges, 0)
        XCTAssertLessThan(edges, 1000)
    }

    /// The same drawing twice, on a fresh canvas and on a canvas reusing its scratch memory (and on
    /// a copy), gives identical bytes; the hash is pinned so debug and release builds agree.
    func testDrawingIsDeterministic() throws {
        func draw(on canvas: inout Canvas) {
            var rng = SplitMix64(seed: 0xDE7E)
            for _ in 0..<25 {
                var path = Path()
                path.addRoundedRect(in: Rect(x: rng.uniform(-10, 60), y: rng.uniform(-10, 40), width: rng.uniform(1, 50), height: rng.uniform(1, 40)),
                                    cornerWidth: rng.uniform(0, 10), cornerHeight: rng.uniform(0, 10))
                path.addEllipse(in: Rect(x: rng.uniform(0, 60), y: rng.uniform(0, 40), width: rng.uniform(1, 30), height: rng.uniform(1, 30)))
                let color = Color(red: UInt8(rng.int(256)), green: UInt8(rng.int(256)), blue: UInt8(rng.int(256)), alpha: UInt8(rng.int(256)))
                let clip: Clip? = rng.chance(0.3) ? .path(PillShapeGenerator().path(for: Size(width: 50, height: 30)),
                                                          rule: .nonZero, transform: Transform(translationX: 5.5, y: 3.25)) : nil
                canvas.fill(path, color: color, rule: rng.chance(0.5) ? .nonZero : .evenOdd,
                            transform: Transform(rotationAngle: rng.uniform(-0.2, 0.2)), clip: clip)
            }
        }
        var first = try Canvas(width: 64, height: 48)
        first.clear(to: Color.white.premultiplied)
        draw(on: &first)
        var second = try Canvas(width: 64, height: 48)
        second.clear(to: Color.white.premultiplied)
        draw(on: &second)
        XCTAssertEqual(first.contentHash, second.contentHash)
        second.clear(to: Color.white.premultiplied)
        draw(on: &second)
        XCTAssertEqual(first, second)
        var copy = second
        copy.clear(to: Color.white.premultiplied)
        draw(on: &copy)
        XCTAssertEqual(copy, first)
        // The pixels are pinned by their FNV-1a 64 digest (size as two little-endian 32-bit integers,
        // then every byte), computed here: the value was recorded when the canvas hash was FNV-1a.
        var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
        let size = [UInt32(first.width), UInt32(first.height)].flatMap { v in (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
        for byte in size + first.bytes { fnv = (fnv ^ UInt64(byte)) &* 0x100_0000_01b3 }
        XCTAssertEqual(fnv, 1_872_603_295_868_709_985, "pinned pixels of the scene; update only for an intended change")
    }
}
