import Geometry
import SeededRandom
import Shapes
import XCTest

/// The closed-form fast path: worked examples of the boundary rule, which specs have one, and
/// agreement with the generated path (exact on straight edges, away from the arcs' 2.7e-4·r band
/// elsewhere).
final class AnalyticShapeTests: XCTestCase {
    /// The benchmarks' card (Benchmarks/README.md): 960 × 540, r = 36.
    let card = AnalyticShape.roundedRect(Rect(x: 0, y: 0, width: 960, height: 540), radius: 36)

    // MARK: Worked examples

    func testRoundedRectInteriorEdgesAndCorners() {
        XCTAssertTrue(card.contains(Point(x: 480, y: 270)))
        // Straight edges: top and left inside, bottom and right outside, as Rect.contains.
        XCTAssertTrue(card.contains(Point(x: 0, y: 270)))
        XCTAssertFalse(card.contains(Point(x: 960, y: 270)))
        XCTAssertTrue(card.contains(Point(x: 480, y: 0)))
        XCTAssertFalse(card.contains(Point(x: 480, y: 540)))
        XCTAssertTrue(card.contains(Point(x: 959.999, y: 270)))
        // Where the arcs meet the edges: the top edge's ends are (36, 0), inside, and (924, 0),
        // outside (the half-open span [36, 924) at y = 0); the left edge runs down to (0, 504).
        XCTAssertTrue(card.contains(Point(x: 36, y: 0)))
        XCTAssertFalse(card.contains(Point(x: 924, y: 0)))
        XCTAssertTrue(card.contains(Point(x: 923.999, y: 0)))
        XCTAssertTrue(card.contains(Point(x: 0, y: 36)))
        XCTAssertTrue(card.contains(Point(x: 0, y: 504)))
        XCTAssertFalse(card.contains(Point(x: 960, y: 36)))
        // The corners themselves are cut away.
        XCTAssertFalse(card.contains(Point(x: 0, y: 0)))
        XCTAssertFalse(card.contains(Point(x: 1, y: 1)))
        XCTAssertFalse(card.contains(Point(x: 959, y: 539)))
        XCTAssertTrue(card.contains(Point(x: 12, y: 12)))     // 33.9 from the corner's centre
        XCTAssertFalse(card.contains(Point(x: 10, y: 10)))    // 36.8 from it
    }

    func testPointsOnTheArcsFollowTheHalfOpenRule() {
        // r = 5: (3, 4) from a corner's centre lies exactly on its circle (9 + 16 = 25).
        let shape = AnalyticShape.roundedRect(Rect(x: 0, y: 0, width: 40, height: 20), radius: 5)
        XCTAssertTrue(shape.contains(Point(x: 5 - 3, y: 5 - 4)), "top-left arc: inside")
        XCTAssertTrue(shape.contains(Point(x: 5 - 3, y: 15 + 4)), "bottom-left arc: inside")
        XCTAssertFalse(shape.contains(Point(x: 35 + 3, y: 5 - 4)), "top-right arc: outside")
        XCTAssertFalse(shape.contains(Point(x: 35 + 3, y: 15 + 4)), "bottom-right arc: outside")
        XCTAssertTrue(shape.contains(Point(x: (35 + 3).nextDown, y: 1)), "just inside the right arc")
    }

    func testPillCapsMeetAtAnOutsidePoint() {
        // A 10×40 pill: the caps meet at (5, 0), where the span [left(0), right(0)) is empty.
        let pill = AnalyticShape.roundedRect(Rect(x: 0, y: 0, width: 10, height: 40), radius: 5)
        XCTAssertFalse(pill.contains(Point(x: 5, y: 0)))
        XCTAssertTrue(pill.contains(Point(x: 5, y: 0.001)))
        XCTAssertTrue(pill.contains(Point(x: 5, y: 20)))
        XCTAssertTrue(pill.contains(Point(x: 0, y: 20)))
        XCTAssertFalse(pill.contains(Point(x: 10, y: 20)))
    }

    func testRectangleFollowsRectContains() {
        let rect = Rect(x: 0, y: 0, width: 30, height: 20)
        let shape = AnalyticShape.rect(rect)
        for x in [-1.0, 0, 0.5, 29.999, 30, 31] {
            for y in [-1.0, 0, 10, 19.999, 20, 21] {
                let p = Point(x: x, y: y)
                XCTAssertEqual(shape.contains(p), rect.contains(p), "\(p)")
                XCTAssertEqual(shape.contains(p, rule: .evenOdd), rect.contains(p), "\(p)")
                XCTAssertEqual(shape.winding(at: p), rect.contains(p) ? 1 : 0)
            }
        }
        XCTAssertEqual(shape.radius, 0)
        XCTAssertEqual(shape.bounds, rect)
    }

    func testNaNIsNeverInside() {
        XCTAssertFalse(card.contains(Point(x: .nan, y: 10)))
        XCTAssertFalse(card.contains(Point(x: 10, y: .nan)))
        XCTAssertFalse(AnalyticShape.rect(Rect(x: 0, y: 0, width: 1, height: 1)).contains(Point(x: .nan, y: 0.5)))
    }

    // MARK: Which outlines have a closed form

    func spec(_ json: String) throws -> ShapeSpec { try ShapeSpec(parsing: json, source: "test") }

    func testSpecsWithAClosedForm() throws {
        let size = Size(width: 100, height: 40)
        let rect = Rect(x: 0, y: 0, width: 100, height: 40)
        XCTAssertEqual(try spec(#"{"rectangle": {"corners": {"sharp": true}}}"#).analyticShape(for: size), .rect(rect))
        XCTAssertEqual(try spec(#"{"rectangle": {"corners": {"rounded": 8}}}"#).analyticShape(for: size),
                       .roundedRect(rect, radius: 8))
        XCTAssertEqual(try spec(#"{"rectangle": {"corners": {"rounded": 0.25, "percent": true}}}"#).analyticShape(for: size),
                       .roundedRect(rect, radius: 10), "a percentage is of the height")
        XCTAssertEqual(try spec(#"{"rectangle": {"corners": [{"rounded": 0.2, "percent": true}, {"rounded": 8}, {"rounded": 8}, {"rounded": 8}]}}"#).analyticShape(for: size),
                       .roundedRect(rect, radius: 8), "the same radius in points")
        XCTAssertEqual(try spec(#"{"rectangle": {"corners": {"rounded": 20}}}"#).analyticShape(for: size),
                       .roundedRect(rect, radius: 20), "half the shorter side")
        XCTAssertEqual(try spec(#"{"rectangle": {"corners": [{"sharp": true}, {"rounded": 0}, {"sharp": true}, {"rounded": 0}]}}"#).analyticShape(for: size),
                       .rect(rect))
        XCTAssertEqual(try spec(#"{"pill": {}}"#).analyticShape(for: size), .roundedRect(rect, radius: 20))
        XCTAssertEqual(try spec(#"{"slantedRect": {"slant": 0}}"#).analyticShape(for: size), .rect(rect))
        XCTAssertEqual(try spec(#"{"scheme": "medium"}"#).analyticShape(for: size), .roundedRect(rect, radius: 4))
        XCTAssertEqual(try spec(#"{"scheme": "large"}"#).analyticShape(for: size), .rect(rect))
        XCTAssertEqual(try spec(#"{"rectangle": {"corners": {"rounded": 8}, "edges": {"straight": true}, "cornerOffsets": [[0, 0], [0, 0], [0, 0], [0, 0]]}}"#).analyticShape(for: size),
                       .roundedRect(rect, radius: 8))
    }

    func testSpecsWithoutAClosedForm() throws {
        let size = Size(width: 100, height: 40)
        for json in [#"{"rectangle": {"corners": {"rounded": 20.5}}}"#,  // corners overlap
                     #"{"rectangle": {"corners": [{"rounded": 8}, {"rounded": 8}, {"rounded": 8}, {"rounded": 9}]}}"#,
                     #"{"rectangle": {"corners": [{"rounded": 8}, {"sharp": true}, {"rounded": 8}, {"rounded": 8}]}}"#,
                     #"{"rectangle": {"corners": {"rounded": -4}}}"#,
                     #"{"rectangle": {"corners": {"cut": 8}}}"#,
                     #"{"rectangle": {"corners": {"curved": [8, 8]}}}"#,
                     #"{"rectangle": {"corners": {"cut": 0}}}"#,
                     #"{"rectangle": {"corners": {"sharp": true}, "edges": [{"triangle": {"size": 4, "style": "cut"}}, {"straight": true}, {"straight": true}, {"straight": true}]}}"#,
                     #"{"rectangle": {"corners": {"sharp": true}, "cornerOffsets": [[1, 0], [0, 0], [0, 0], [0, 0]]}}"#,
                     #"{"slantedRect": {"slant": 5}}"#,
                     #"{"curvedRect": {"cornerSize": [0, 0]}}"#,
                     #"{"svgPath": "M0 0 L100 0 L100 40 L0 40 Z"}"#] {
            XCTAssertNil(try spec(json).analyticShape(for: size), json)
        }
        let card = try spec(#"{"rectangle": {"corners": {"rounded": 8}}}"#)
        for size in [Size(width: 0, height: 40), Size(width: -100, height: 40), Size(width: 100, height: 0),
                     Size(width: .nan, height: 40), Size(width: .infinity, height: 40)] {
            XCTAssertNil(card.analyticShape(for: size), "\(size)")
        }
        XCTAssertNil(try spec(#"{"pill": {}}"#).analyticShape(for: .zero))
    }

    // MARK: Agreement with the generated path

    /// The signed distance to the true rounded rectangle [0, w] × [0, h] with radius r.
    static func distance(_ p: Point, _ w: Double, _ h: Double, _ r: Double) -> Double {
        let qx = abs(p.x - w / 2) - (w / 2 - r), qy = abs(p.y - h / 2) - (h / 2 - r)
        return Swift.max(qx, 0).hypotenuse(Swift.max(qy, 0)) + Swift.min(Swift.max(qx, qy), 0) - r
    }

    func testAgreesWithTheGeneratedPathAwayFromTheArcs() {
        let seed: UInt64 = 0xA7_2026_0008
        var rng = SplitMix64(seed: seed)
        var compared = 0, excluded = 0
        for index in 0..<400 {
            let w = rng.uniform(1, 1200), h = rng.uniform(1, 1200)
            let size = Size(width: w, height: h)
            let half = Swift.min(w, h) / 2
            let r = [0, half, rng.uniform(0, half), rng.uniform(0, 0.1 * half)][index % 4]
            var generator = RectangleShapeGenerator()
            generator.setCorners(r == 0 ? .sharp : .rounded(radius: r))
            guard let shape = generator.analyticShape(for: size) else { return XCTFail("no closed form for r = \(r) at \(size)") }
            let path = generator.path(for: size)
            for _ in 0..<400 {
                let p = Point(x: rng.uniform(-0.1 * w, 1.1 * w), y: rng.uniform(-0.1 * h, 1.1 * h))
                // The cubic corners are within 2.7e-4·r of the circle; compare beyond 3e-4·r.
                if r > 0, abs(Self.distance(p, w, h, r)) <= 3e-4 * r {
                    excluded += 1
                    continue
                }
                compared += 1
                guard shape.contains(p) == path.contains(p), shape.winding(at: p) == path.winding(at: p),
                      shape.contains(p, rule: .evenOdd) == path.contains(p, rule: .evenOdd) else {
                    return XCTFail("seed \(String(seed, radix: 16)), shape #\(index) \(w)×\(h) r = \(r): at \(p) the closed form says \(shape.contains(p)), the path \(path.contains(p))")
                }
            }
        }
        XCTAssertGreaterThan(compared, 150_000, "excluded \(excluded)")
    }

    /// Points exactly on the straight edges, and one ulp off them, give exactly the path's answer.
    /// Where an edge meets an arc the path's end point is a tangent point computed with rounding,
    /// up to an ulp or so from (r, 0), so the last 3e-4·r of each edge counts as the arc's band;
    /// a rectangle's corners are exact and compared too.
    func testAgreesExactlyOnTheStraightEdges() {
        var rng = SplitMix64(seed: 0xA7_2026_0009)
        var compared = 0
        for index in 0..<300 {
            let w = rng.uniform(1, 1200), h = rng.uniform(1, 1200)
            let half = Swift.min(w, h) / 2
            let r = [0, half, rng.uniform(0, half)][index % 3]
            var generator = RectangleShapeGenerator()
            generator.setCorners(r == 0 ? .sharp : .rounded(radius: r))
            let size = Size(width: w, height: h)
            guard let shape = generator.analyticShape(for: size) else { return XCTFail("no closed form") }
            let path = generator.path(for: size)
            let band = 3e-4 * r
            var points: [Point] = []
            for _ in 0..<8 {
                if w - 2 * r > 2 * band {
                    let x = rng.uniform(r + band, w - r - band)
                    points += [Point(x: x, y: 0), Point(x: x, y: h)]
                }
                if h - 2 * r > 2 * band {
                    let y = rng.uniform(r + band, h - r - band)
                    points += [Point(x: 0, y: y), Point(x: w, y: y)]
                }
            }
            if r == 0 {
                points += [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: w, y: h), Point(x: 0, y: h)]
            }
            for p in points {
                for q in [p, Point(x: p.x.nextUp, y: p.y), Point(x: p.x.nextDown, y: p.y),
                          Point(x: p.x, y: p.y.nextUp), Point(x: p.x, y: p.y.nextDown)] {
                    compared += 1
                    XCTAssertEqual(shape.contains(q), path.contains(q), "\(w)×\(h) r = \(r) at (\(q.x), \(q.y))")
                }
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
    }
}
