import Dispatch
import Geometry
import Shapes
import TouchstoneC
import TouchstoneCHeaders
import XCTest

/// The C ABI, called through the declarations of include/touchstone.h (the TouchstoneCHeaders
/// module) and linked against the @_cdecl implementations, as a C or C++ caller would.
final class TouchstoneCTests: XCTestCase {
    // The header's constants are C enumerators, which Swift imports as Int.
    let nonZero = ts_fill_rule(TS_FILL_NONZERO), evenOdd = ts_fill_rule(TS_FILL_EVEN_ODD)

    func make(_ json: String, file: StaticString = #filePath, line: UInt = #line) throws -> OpaquePointer {
        var error = [CChar](repeating: 0, count: 256)
        guard let shape = ts_shape_create(json, &error, error.count) else {
            let failure = ABICallFailure(description: "ts_shape_create failed to parse \(json): \(String(cString: error))")
            XCTFail(failure.description, file: file, line: line)
            throw failure
        }
        return shape
    }

    func testBuildsTheSamePathAsSwift() throws {
        let json = #"{"rectangle": {"corners": [{"rounded": 8}, {"cut": 6}, {"curved": [10, 4]}, {"sharp": true}], "edges": [{"triangle": {"size": 5, "style": "handle"}}, {"straight": true}, {"straight": true}, {"straight": true}]}}"#
        let shape = try make(json)
        defer { ts_shape_destroy(shape) }
        let path = ts_path_create()
        defer { ts_path_destroy(path) }
        let count = ts_shape_build_path(shape, 120, 50, path)
        let expected = try ShapeSpec(parsing: json, source: "test").path(for: Size(width: 120, height: 50))
        XCTAssertEqual(count, expected.elements.count)
        XCTAssertEqual(ts_path_element_count(path), count)
        var points = [Double](repeating: .nan, count: 6)
        for (index, element) in expected.elements.enumerated() {
            let kind = ts_path_element(path, index, &points)
            switch element {
            case .move(let p):
                XCTAssertEqual(kind, Int32(TS_ELEMENT_MOVE))
                XCTAssertEqual(Array(points[0..<2]), [p.x, p.y])
            case .line(let p):
                XCTAssertEqual(kind, Int32(TS_ELEMENT_LINE))
                XCTAssertEqual(Array(points[0..<2]), [p.x, p.y])
            case .quadCurve(let p, let c):
                XCTAssertEqual(kind, Int32(TS_ELEMENT_QUAD))
                XCTAssertEqual(Array(points[0..<4]), [c.x, c.y, p.x, p.y])
            case .curve(let p, let c1, let c2):
                XCTAssertEqual(kind, Int32(TS_ELEMENT_CUBIC))
                XCTAssertEqual(points, [c1.x, c1.y, c2.x, c2.y, p.x, p.y])
            case .closeSubpath:
                XCTAssertEqual(kind, Int32(TS_ELEMENT_CLOSE))
            }
        }
        XCTAssertEqual(ts_path_element(path, count, &points), -1)
        XCTAssertEqual(ts_path_element(path, -1, &points), -1)
        XCTAssertEqual(ts_path_element(path, 0, nil), Int32(TS_ELEMENT_MOVE), "points may be NULL")

        // Hit tests agree with Swift's, under both rules.
        for (x, y) in [(60.0, 25.0), (0.5, 0.5), (119.9, 1), (60, -2), (60, -4), (200, 20), (0, 25), (120, 25)] {
            let p = Point(x: x, y: y)
            XCTAssertEqual(ts_path_contains(path, x, y, nonZero), expected.contains(p), "\(p)")
            XCTAssertEqual(ts_path_contains(path, x, y, evenOdd), expected.contains(p, rule: .evenOdd), "\(p)")
            XCTAssertEqual(Int(ts_path_winding(path, x, y)), expected.winding(at: p), "\(p)")
        }
    }

    func testRebuildingReusesThePath() throws {
        let card = try make(#"{"rectangle": {"corners": {"rounded": 36}}}"#)
        let slanted = try make(#"{"slantedRect": {"slant": 10}}"#)
        defer { ts_shape_destroy(card); ts_shape_destroy(slanted) }
        let path = ts_path_create()
        defer { ts_path_destroy(path) }
        XCTAssertEqual(ts_path_element_count(path), 0)
        XCTAssertEqual(ts_shape_build_path(card, 960, 540, path), 10)
        XCTAssertTrue(ts_path_contains(path, 480, 270, nonZero))
        XCTAssertEqual(ts_shape_build_path(slanted, 100, 40, path), 6)
        XCTAssertFalse(ts_path_contains(path, 480, 270, nonZero), "the old outline is gone")
        XCTAssertEqual(ts_shape_build_path(card, 960, 540, path), 10)
    }

    /// `ts_shape_build_path` builds rectangle-like specs from the handle's stored rectangle
    /// generator: its elements must be Swift's `ShapeSpec.path(for:)`, bit for bit (signed zeros
    /// included), for every kind of spec and for odd, tiny, zero and negative sizes.
    func testBuildsEveryKindOfSpecBitForBit() throws {
        let jsons = [#"{"rectangle": {"corners": {"rounded": 36}}}"#, #"{"rectangle": {"corners": {"cut": 24}}}"#,
                     #"{"rectangle": {"corners": [{"rounded": 0.3, "percent": true}, {"cut": 6}, {"curved": [10, 4]}, {"sharp": true}], "cornerOffsets": [[1, 2], [-3, 0.5], [0, 0], [2.5, -1]]}}"#,
                     #"{"rectangle": {"corners": {"sharp": true}, "edges": [{"triangle": {"size": 16, "style": "handle"}}, {"straight": true}, {"triangle": {"size": 16, "style": "cut"}}, {"straight": true}]}}"#,
                     #"{"rectangle": {"corners": {"rounded": 500}}}"#,
                     #"{"pill": {}}"#, #"{"curvedRect": {"cornerSize": [24, 16]}}"#, #"{"slantedRect": {"slant": 24}}"#,
                     #"{"slantedRect": {"slant": -7.5}}"#, #"{"scheme": "small"}"#, #"{"scheme": "medium"}"#,
                     // A polygon whose long top edge the polygon route declines (the general route draws it).
                     #"{"rectangle": {"corners": {"sharp": true}, "cornerOffsets": [[1000000, 0], [0, 0], [0, -3], [0, 0]]}}"#,
                     #"{"scheme": "large"}"#, #"{"svgPath": "M0 0 L10 0 Q12 5 10 10 C5 12 0 8 0 0 Z"}"#]
        var state: UInt64 = 0x5B_2026_0008
        func uniform(_ a: Double, _ b: Double) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return a + (b - a) * Double(state >> 11) * 0x1p-53
        }
        let path = ts_path_create()
        defer { ts_path_destroy(path) }
        var points = [Double](repeating: 0, count: 6)
        for json in jsons {
            let spec = try ShapeSpec(parsing: json, source: "test")  // a typo fails here, not skips
            let shape = try make(json)
            defer { ts_shape_destroy(shape) }
            for round in 0..<150 {
                let sizes = [Size(width: uniform(1, 1000), height: uniform(1, 1000)),
                             Size(width: (uniform(1, 400) * 4).rounded() / 4, height: (uniform(1, 400) * 4).rounded() / 4),
                             Size(width: uniform(1e-6, 1e-3), height: uniform(1e-6, 1e-3)),
                             Size(width: 0, height: uniform(0, 50)), Size(width: uniform(-100, 0), height: uniform(1, 100))]
                let size = sizes[round % sizes.count]
                let expected = spec.path(for: size).elements
                XCTAssertEqual(ts_shape_build_path(shape, size.width, size.height, path), expected.count, json)
                for (index, element) in expected.enumerated() {
                    let kind = ts_path_element(path, index, &points)
                    let bits = points.map(\.bitPattern)
                    func check(_ expectedKind: Int32, _ list: [Point]) {
                        XCTAssertEqual(kind, expectedKind, "\(json) at \(size), element \(index)")
                        let want = list.flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
                        XCTAssertEqual(Array(bits[0..<want.count]), want, "\(json) at \(size), element \(index)")
                    }
                    switch element {
                    case .move(let p): check(Int32(TS_ELEMENT_MOVE), [p])
                    case .line(let p): check(Int32(TS_ELEMENT_LINE), [p])
                    case .quadCurve(let p, let c): check(Int32(TS_ELEMENT_QUAD), [c, p])
                    case .curve(let p, let c1, let c2): check(Int32(TS_ELEMENT_CUBIC), [c1, c2, p])
                    case .closeSubpath: check(Int32(TS_ELEMENT_CLOSE), [])
                    }
                }
            }
        }
    }

    /// The hit-test index a path handle builds on its first hit test goes stale on every rebuild:
    /// after each of many rebuilds (shapes and sizes alternating, the path growing and shrinking),
    /// the C answers are Swift's `Path` answers, before and after the index exists, and from several
    /// threads at once right after a rebuild (the header lets them read one path concurrently).
    func testHitTestsFollowEveryRebuild() throws {
        let jsons = [#"{"rectangle": {"corners": {"rounded": 36}}}"#, #"{"slantedRect": {"slant": 10}}"#,
                     #"{"pill": {}}"#, #"{"curvedRect": {"cornerSize": [24, 16]}}"#,
                     #"{"rectangle": {"corners": [{"rounded": 80}, {"cut": 6}, {"sharp": true}, {"rounded": 0.4}], "edges": [{"triangle": {"size": 5, "style": "handle"}}, {"straight": true}, {"straight": true}, {"straight": true}]}}"#]
        let shapes = try jsons.map { try make($0) }
        defer { shapes.forEach { ts_shape_destroy($0) } }
        let specs = try jsons.map { try ShapeSpec(parsing: $0, source: "test") }
        let path = ts_path_create()
        defer { ts_path_destroy(path) }
        // A fixed linear congruential sequence (Knuth's MMIX constants); uniform(a, b) in [a, b).
        var state: UInt64 = 0x7C_2026_0008
        func uniform(_ a: Double, _ b: Double) -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return a + (b - a) * Double(state >> 11) * 0x1p-53
        }
        for round in 0..<60 {
            let which = round % shapes.count
            let size = Size(width: uniform(1, 400), height: uniform(1, 400))
            ts_shape_build_path(shapes[which], size.width, size.height, path)
            let expected = specs[which].path(for: size)
            let points = (0..<400).map { _ in
                Point(x: uniform(-0.1, 1.1) * size.width, y: uniform(-0.1, 1.1) * size.height)
            }
            if round % 3 == 0 {
                // Concurrent first hit tests: one builds the index, the others may use the path.
                let answers = UnsafeMutableBufferPointer<Bool>.allocate(capacity: points.count)
                defer { answers.deallocate() }
                DispatchQueue.concurrentPerform(iterations: points.count) { i in
                    answers[i] = ts_path_contains(path, points[i].x, points[i].y, self.nonZero)
                }
                for (i, p) in points.enumerated() { XCTAssertEqual(answers[i], expected.contains(p), "\(p)") }
            }
            for p in points {
                XCTAssertEqual(ts_path_contains(path, p.x, p.y, nonZero), expected.contains(p), "round \(round) \(p)")
                XCTAssertEqual(Int(ts_path_winding(path, p.x, p.y)), expected.winding(at: p), "round \(round) \(p)")
            }
        }
    }

    func testErrorsNameWhereAndWhat() {
        var error = [CChar](repeating: 1, count: 256)
        XCTAssertNil(ts_shape_create(#"{"rectangle": {"corners": {"rounded": [8]}}}"#, &error, error.count))
        XCTAssertEqual(String(cString: error), "shape spec: at $.rectangle.corners.rounded: expected a number, found an array")
        XCTAssertNil(ts_shape_create("{\"pill\": {}", &error, error.count))
        XCTAssertTrue(String(cString: error).contains("line 1"), String(cString: error))
        XCTAssertNil(ts_shape_create(nil, &error, error.count))
        XCTAssertEqual(String(cString: error), "shape spec: no JSON text (NULL)")
        // No buffer, or no room: nothing is written, nothing crashes.
        XCTAssertNil(ts_shape_create("[]", nil, 0))
        var one: [CChar] = [7]
        XCTAssertNil(ts_shape_create("[]", &one, 1))
        XCTAssertEqual(one, [0])
    }

    func testLongMessagesAreCutAtACharacterBoundary() {
        // The message quotes the unknown key; "é" is two bytes in UTF-8.
        let json = #"{"pill": {"ééééééééééééééééééééééééééééééé": 1}}"#
        var full = [CChar](repeating: 0, count: 512)
        XCTAssertNil(ts_shape_create(json, &full, full.count))
        let message = String(cString: full)
        XCTAssertTrue(message.contains("é"), message)
        for capacity in 1..<message.utf8.count {
            var buffer = [CChar](repeating: 1, count: capacity)
            XCTAssertNil(ts_shape_create(json, &buffer, capacity))
            let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            XCTAssertLessThan(bytes.count, capacity, "NUL-terminated within the buffer")
            XCTAssertNotNil(String(validating: bytes, as: UTF8.self), "cut inside a character at \(capacity)")
            XCTAssertTrue(message.utf8.starts(with: bytes))
        }
    }

    func testNullHandlesActEmpty() {
        var points = [Double](repeating: 0, count: 6)
        XCTAssertEqual(ts_shape_build_path(nil, 10, 10, nil), 0)
        XCTAssertEqual(ts_path_element_count(nil), 0)
        XCTAssertEqual(ts_path_element(nil, 0, &points), -1)
        XCTAssertFalse(ts_path_contains(nil, 1, 1, nonZero))
        XCTAssertEqual(ts_path_winding(nil, 1, 1), 0)
        var analytic = ts_analytic_shape(kind: 7, min_x: 1, min_y: 1, max_x: 1, max_y: 1, radius: 1)
        XCTAssertEqual(ts_shape_analytic(nil, 10, 10, &analytic), Int32(TS_ANALYTIC_NONE))
        XCTAssertEqual(analytic.kind, Int32(TS_ANALYTIC_NONE))
        XCTAssertFalse(ts_analytic_contains(nil, 1, 1))
        ts_shape_destroy(nil)
        ts_path_destroy(nil)
    }

    func testAnalyticFastPath() throws {
        let card = try make(#"{"rectangle": {"corners": {"rounded": 36}}}"#)
        let pill = try make(#"{"pill": {}}"#)
        let cut = try make(#"{"rectangle": {"corners": {"cut": 4}}}"#)
        let sharp = try make(#"{"scheme": "large"}"#)
        defer { [card, pill, cut, sharp].forEach(ts_shape_destroy) }
        var shape = ts_analytic_shape()
        XCTAssertEqual(ts_shape_analytic(card, 960, 540, &shape), Int32(TS_ANALYTIC_ROUNDED_RECT))
        XCTAssertEqual([shape.min_x, shape.min_y, shape.max_x, shape.max_y, shape.radius], [0, 0, 960, 540, 36])
        XCTAssertTrue(ts_analytic_contains(&shape, 480, 270))
        XCTAssertTrue(ts_analytic_contains(&shape, 0, 270))
        XCTAssertFalse(ts_analytic_contains(&shape, 960, 270))
        XCTAssertFalse(ts_analytic_contains(&shape, 1, 1))
        XCTAssertEqual(ts_shape_analytic(pill, 100, 40, &shape), Int32(TS_ANALYTIC_ROUNDED_RECT))
        XCTAssertEqual(shape.radius, 20)
        XCTAssertTrue(ts_analytic_contains(&shape, 20, 0), "the top edge's left end")
        XCTAssertFalse(ts_analytic_contains(&shape, 80, 0), "the top edge's right end")
        XCTAssertEqual(ts_shape_analytic(sharp, 100, 40, &shape), Int32(TS_ANALYTIC_RECT))
        XCTAssertTrue(ts_analytic_contains(&shape, 0, 0))
        XCTAssertFalse(ts_analytic_contains(&shape, 100, 40))
        XCTAssertEqual(ts_shape_analytic(cut, 100, 40, &shape), Int32(TS_ANALYTIC_NONE))
        XCTAssertFalse(ts_analytic_contains(&shape, 50, 20), "kind NONE contains nothing")
        XCTAssertEqual(ts_shape_analytic(card, 960, 540, nil), Int32(TS_ANALYTIC_ROUNDED_RECT), "out may be NULL")

        // The closed form agrees with the path away from the arcs' band.
        let path = ts_path_create()
        defer { ts_path_destroy(path) }
        ts_shape_build_path(card, 960, 540, path)
        ts_shape_analytic(card, 960, 540, &shape)
        for x in stride(from: -20.0, through: 980, by: 7.3) {
            for y in stride(from: -20.0, through: 560, by: 6.1) {
                let qx = abs(x - 480) - 444, qy = abs(y - 270) - 234
                let d = Swift.max(qx, 0).hypotenuse(Swift.max(qy, 0)) + Swift.min(Swift.max(qx, qy), 0) - 36
                guard abs(d) > 0.011 else { continue }
                XCTAssertEqual(ts_analytic_contains(&shape, x, y), ts_path_contains(path, x, y, nonZero), "(\(x), \(y))")
            }
        }
    }
}
