import Geometry
import XCTest

/// Building a `Path`: the guarantees in its doc comment (every subpath starts with a move),
/// `currentPoint` after each kind of element, closes, round trips and equality.
final class GeometryCorePathBuildingTests: XCTestCase {
    private let a = Point(x: 1, y: 2), b = Point(x: 5, y: 2), c = Point(x: 5, y: 6), d = Point(x: 1, y: 6)

    func testEmptyPath() {
        let path = Path()
        XCTAssertTrue(path.isEmpty)
        XCTAssertEqual(path.elements, [])
        XCTAssertNil(path.currentPoint)
        XCTAssertNil(path.controlPointBounds)
    }

    // MARK: Implicit moves

    func testDrawingWithNoCurrentPointMovesToOriginFirst() {
        var line = Path()
        line.addLine(to: b)
        XCTAssertEqual(line.elements, [.move(to: .zero), .line(to: b)])

        var quad = Path()
        quad.addQuadCurve(to: c, control: b)
        XCTAssertEqual(quad.elements, [.move(to: .zero), .quadCurve(to: c, control: b)])

        var cubic = Path()
        cubic.addCurve(to: d, control1: b, control2: c)
        XCTAssertEqual(cubic.elements, [.move(to: .zero), .curve(to: d, control1: b, control2: c)])
        // The implicit move counts for the bounds, as any move does.
        XCTAssertEqual(cubic.controlPointBounds, Rect(x: 0, y: 0, width: 5, height: 6))
    }

    func testDrawingAfterCloseStartsANewSubpathAtTheClosedOnesStart() {
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        path.addLine(to: c)
        path.closeSubpath()
        path.addLine(to: d)
        XCTAssertEqual(path.elements, [.move(to: a), .line(to: b), .line(to: c), .closeSubpath,
                                       .move(to: a), .line(to: d)])
        XCTAssertEqual(path.currentPoint, d)

        // The same holds for curves.
        path.closeSubpath()
        path.addQuadCurve(to: c, control: b)
        XCTAssertEqual(path.elements.suffix(3), [.closeSubpath, .move(to: a), .quadCurve(to: c, control: b)])
        path.closeSubpath()
        path.addCurve(to: b, control1: c, control2: d)
        XCTAssertEqual(path.elements.suffix(3), [.closeSubpath, .move(to: a), .curve(to: b, control1: c, control2: d)])
    }

    func testMoveAfterCloseIsNotDoubled() {
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        path.closeSubpath()
        path.move(to: c)
        path.addLine(to: d)
        XCTAssertEqual(path.elements, [.move(to: a), .line(to: b), .closeSubpath, .move(to: c), .line(to: d)])
    }

    func testConsecutiveMovesAreAllKept() {
        var path = Path()
        path.move(to: a)
        path.move(to: b)
        path.addLine(to: c)
        XCTAssertEqual(path.elements, [.move(to: a), .move(to: b), .line(to: c)])
        XCTAssertEqual(path.controlPointBounds, Rect(x: 1, y: 2, width: 4, height: 4))
    }

    // MARK: Current point

    func testCurrentPointAfterEachKindOfElement() {
        var path = Path()
        path.move(to: a)
        XCTAssertEqual(path.currentPoint, a, "after a move")
        path.addLine(to: b)
        XCTAssertEqual(path.currentPoint, b, "after a line")
        path.addQuadCurve(to: c, control: Point(x: 9, y: 9))
        XCTAssertEqual(path.currentPoint, c, "after a quad: its end, not its control")
        path.addCurve(to: d, control1: Point(x: 9, y: 9), control2: Point(x: -9, y: -9))
        XCTAssertEqual(path.currentPoint, d, "after a cubic: its end, not a control")
        path.closeSubpath()
        XCTAssertEqual(path.currentPoint, a, "after a close: the subpath's start")
        path.move(to: c)
        path.addLine(to: b)
        path.closeSubpath()
        XCTAssertEqual(path.currentPoint, c, "after a second close: the second subpath's start")
    }

    // MARK: Closing

    func testConsecutiveClosesAreRecordedOnce() {
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        path.closeSubpath()
        path.closeSubpath()
        path.closeSubpath()
        XCTAssertEqual(path.elements, [.move(to: a), .line(to: b), .closeSubpath])
    }

    func testCloseOnEmptyPathDoesNothing() {
        var path = Path()
        path.closeSubpath()
        XCTAssertTrue(path.isEmpty)
        XCTAssertNil(path.currentPoint)
    }

    func testCloseAfterAMoveIsRecorded() {
        var path = Path()
        path.move(to: a)
        path.closeSubpath()
        XCTAssertEqual(path.elements, [.move(to: a), .closeSubpath])
        XCTAssertEqual(path.currentPoint, a)
    }

    func testEachSubpathMayBeClosedOnce() {
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        path.closeSubpath()
        path.move(to: c)
        path.closeSubpath()
        path.closeSubpath()
        XCTAssertEqual(path.elements, [.move(to: a), .line(to: b), .closeSubpath, .move(to: c), .closeSubpath])
    }

    // MARK: Elements round trip

    func testInitFromElementsRoundTrips() {
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        path.addQuadCurve(to: c, control: Point(x: 7, y: 4))
        path.closeSubpath()
        path.addCurve(to: d, control1: Point(x: 0, y: 9), control2: Point(x: -3, y: 7))
        path.move(to: Point(x: 10, y: 10))
        let copy = Path(path.elements)
        XCTAssertEqual(copy.elements, path.elements)
        XCTAssertEqual(copy, path)
        XCTAssertEqual(copy.currentPoint, path.currentPoint)
        XCTAssertEqual(copy.controlPointBounds, path.controlPointBounds)
    }

    func testInitFromElementsInsertsTheGuaranteedMoves() {
        // A leading close is dropped (no current point), a leading line gets a move to the origin,
        // a double close is recorded once, and a line after the close restarts at the subpath start.
        let path = Path([.closeSubpath, .line(to: b), .line(to: c), .closeSubpath, .closeSubpath, .line(to: d)])
        XCTAssertEqual(path.elements, [.move(to: .zero), .line(to: b), .line(to: c), .closeSubpath,
                                       .move(to: .zero), .line(to: d)])
    }

    func testAppendMatchesTheBuilderMethods() {
        var viaAppend = Path(), viaBuilder = Path()
        viaAppend.append(.line(to: b))
        viaAppend.append(.quadCurve(to: c, control: d))
        viaAppend.append(.closeSubpath)
        viaBuilder.addLine(to: b)
        viaBuilder.addQuadCurve(to: c, control: d)
        viaBuilder.closeSubpath()
        XCTAssertEqual(viaAppend, viaBuilder)
    }

    /// `appendSubpath(count:_:)` and `replaceElements(count:_:)` leave the path exactly as appending
    /// the elements one by one does (after emptying it, for the replacement): plain subpaths, open or
    /// closed, after other subpaths or none, replacing paths of the same length (overwritten in
    /// place) and of others; a writer that gives up leaves the path as it was, or empty.
    func testAppendSubpathAndReplaceElementsMatchAppendingOneByOne() {
        let curve = PathElement.curve(to: d, control1: Point(x: -3, y: 9), control2: Point(x: 8, y: -4))
        let subpaths: [[PathElement]] = [
            [.move(to: a), .line(to: b), .quadCurve(to: c, control: Point(x: 9, y: 9)), curve, .closeSubpath],
            [.move(to: a), .line(to: b), curve],
            [.move(to: a)],
            [.move(to: a), .closeSubpath],
            [.move(to: c), .line(to: b), .line(to: d), .closeSubpath],
        ]
        let prefixes: [[PathElement]] = [[], [.move(to: c), .line(to: d)], [.move(to: d), .line(to: a), .closeSubpath],
                                         [.move(to: b), .line(to: c), .line(to: a), .closeSubpath]]
        for prefix in prefixes {
            for subpath in subpaths {
                // The bounds the writer reports, from a path built the ordinary way.
                guard let box = Path(subpath).controlPointBounds else { return XCTFail("\(subpath)") }
                let bounds = (minimum: Point(x: box.minX, y: box.minY), maximum: Point(x: box.maxX, y: box.maxY))
                func write(_ base: UnsafeMutablePointer<PathElement>) -> (minimum: Point, maximum: Point)? {
                    for (i, element) in subpath.enumerated() { base[i] = element }
                    return bounds
                }
                var appended = Path(prefix), expected = Path(prefix)
                for element in subpath { expected.append(element) }
                XCTAssertTrue(appended.appendSubpath(count: subpath.count, write))
                var replaced = Path(prefix)
                XCTAssertTrue(replaced.replaceElements(count: subpath.count, write))
                for (actual, wanted, what) in [(appended, expected, "appended"), (replaced, Path(subpath), "replaced")] {
                    var actual = actual, wanted = wanted
                    XCTAssertEqual(actual, wanted, "\(what): \(prefix) + \(subpath)")
                    XCTAssertEqual(actual.currentPoint, wanted.currentPoint, "\(what): \(prefix) + \(subpath)")
                    XCTAssertEqual(actual.controlPointBounds, wanted.controlPointBounds, "\(what): \(prefix) + \(subpath)")
                    // The closed state: a following line starts a new subpath in both or in neither.
                    actual.addLine(to: Point(x: 40, y: 41))
                    wanted.addLine(to: Point(x: 40, y: 41))
                    XCTAssertEqual(actual, wanted, "\(what): \(prefix) + \(subpath), then a line")
                }
                // Giving up: the append leaves everything as it was, the replacement an empty path.
                var declined = Path(prefix)
                XCTAssertFalse(declined.appendSubpath(count: subpath.count) { _ in nil })
                XCTAssertEqual(declined, Path(prefix))
                XCTAssertEqual(declined.currentPoint, Path(prefix).currentPoint)
                XCTAssertEqual(declined.controlPointBounds, Path(prefix).controlPointBounds)
                XCTAssertFalse(declined.replaceElements(count: subpath.count) { _ in nil })
                XCTAssertTrue(declined.isEmpty)
                XCTAssertNil(declined.currentPoint)
                XCTAssertNil(declined.controlPointBounds)
            }
        }
    }

    // MARK: Equality

    func testEqualityComparesElementsExactly() {
        var p = Path(), q = Path()
        p.move(to: a)
        p.addLine(to: b)
        q.move(to: a)
        q.addLine(to: b)
        XCTAssertEqual(p, q)
        XCTAssertEqual(p.hashValue, q.hashValue)
        XCTAssertEqual(Path(), Path())

        var r = q
        r.addLine(to: Point(x: 5, y: 2.0.nextUp))
        XCTAssertNotEqual(p, r)
        var s = Path()
        s.move(to: a)
        s.addLine(to: Point(x: b.x.nextUp, y: b.y))
        XCTAssertNotEqual(p, s, "no tolerance in ==")
        var closed = p
        closed.closeSubpath()
        XCTAssertNotEqual(p, closed)
        XCTAssertEqual(Set([p, q, r]).count, 2)
    }

    // MARK: Bounds bookkeeping, reuse, appending paths

    func testControlPointBoundsGrowWithEveryPoint() {
        var path = Path()
        path.move(to: Point(x: 0, y: 0))
        XCTAssertEqual(path.controlPointBounds, Rect(x: 0, y: 0, width: 0, height: 0))
        path.addQuadCurve(to: Point(x: 10, y: 0), control: Point(x: 5, y: -8))
        XCTAssertEqual(path.controlPointBounds, Rect(x: 0, y: -8, width: 10, height: 8))
        path.addCurve(to: Point(x: 10, y: 4), control1: Point(x: 14, y: 1), control2: Point(x: -3, y: 3))
        XCTAssertEqual(path.controlPointBounds, Rect(x: -3, y: -8, width: 17, height: 12))
    }

    func testRemoveAllResetsEverything() {
        var path = Path()
        path.move(to: a)
        path.addLine(to: b)
        path.closeSubpath()
        path.removeAll(keepingCapacity: true)
        XCTAssertEqual(path, Path())
        XCTAssertNil(path.currentPoint)
        XCTAssertNil(path.controlPointBounds)
        // No stale subpath start or closed flag survives.
        path.addLine(to: c)
        XCTAssertEqual(path.elements, [.move(to: .zero), .line(to: c)])
    }

    func testAddPathAppendsTransformedSubpaths() {
        var first = Path()
        first.move(to: a)
        first.addLine(to: b)
        first.closeSubpath()
        var second = Path()
        second.move(to: Point(x: 0, y: 0))
        second.addLine(to: Point(x: 1, y: 1))
        first.addPath(second, transform: AffineTransform(translationX: 10, y: 20))
        XCTAssertEqual(first.elements, [.move(to: a), .line(to: b), .closeSubpath,
                                        .move(to: Point(x: 10, y: 20)), .line(to: Point(x: 11, y: 21))])
        XCTAssertEqual(first.currentPoint, Point(x: 11, y: 21))
    }

    // MARK: Conveniences

    func testAddRectStandardizesAndCloses() {
        var path = Path()
        path.addRect(Rect(x: 5, y: 6, width: -4, height: -4))
        XCTAssertEqual(path.elements, [.move(to: a), .line(to: b), .line(to: c), .line(to: d), .closeSubpath])
        XCTAssertEqual(path.currentPoint, a)
    }

    func testRoundedRectWithZeroCornersIsThePlainRect() {
        var rounded = Path(), plain = Path()
        rounded.addRoundedRect(in: Rect(x: 1, y: 2, width: 4, height: 4), cornerWidth: 0, cornerHeight: 3)
        plain.addRect(Rect(x: 1, y: 2, width: 4, height: 4))
        XCTAssertEqual(rounded, plain)
    }

    func testRoundedRectElementsByHand() {
        // (0, 0, 100, 50) with 10 × 10 corners, starting at the top of the right side and turning
        // toward +y; κ = 10 · 4/3 · (√2 − 1) is the corner's control distance.
        let k = 10 * 4.0 / 3.0 * (2.0.squareRoot() - 1)
        var path = Path()
        path.addRoundedRect(in: Rect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 10)
        let expected: [PathElement] = [
            .move(to: Point(x: 100, y: 10)),
            .line(to: Point(x: 100, y: 40)),
            .curve(to: Point(x: 90, y: 50), control1: Point(x: 100, y: 40 + k), control2: Point(x: 90 + k, y: 50)),
            .line(to: Point(x: 10, y: 50)),
            .curve(to: Point(x: 0, y: 40), control1: Point(x: 10 - k, y: 50), control2: Point(x: 0, y: 40 + k)),
            .line(to: Point(x: 0, y: 10)),
            .curve(to: Point(x: 10, y: 0), control1: Point(x: 0, y: 10 - k), control2: Point(x: 10 - k, y: 0)),
            .line(to: Point(x: 90, y: 0)),
            .curve(to: Point(x: 100, y: 10), control1: Point(x: 90 + k, y: 0), control2: Point(x: 100, y: 10 - k)),
            .closeSubpath,
        ]
        XCTAssertEqual(path.elements.count, expected.count)
        for (got, want) in zip(path.elements, expected) {
            XCTAssertTrue(elementsNear(got, want, tolerance: 1e-12), "\(got) vs \(want)")
        }
    }

    func testRoundedRectClampsCornersToHalfTheSides() {
        // Corners larger than half of 20 × 10 clamp to 10 × 5, so the straight sides vanish and
        // the path is the ellipse inscribed in the rectangle.
        var rounded = Path(), ellipse = Path()
        rounded.addRoundedRect(in: Rect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 50, cornerHeight: 50)
        ellipse.addEllipse(in: Rect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(rounded, ellipse)
        XCTAssertEqual(ellipse.elements.filter { if case .line = $0 { return true } else { return false } }, [])
        XCTAssertEqual(ellipse.elements.count, 6, "move, four quarters, close")
    }

    private func elementsNear(_ x: PathElement, _ y: PathElement, tolerance: Double) -> Bool {
        func near(_ p: Point, _ q: Point) -> Bool { p.isApproximatelyEqual(to: q, tolerance: tolerance) }
        switch (x, y) {
        case let (.move(p), .move(q)), let (.line(p), .line(q)): return near(p, q)
        case let (.quadCurve(p, c), .quadCurve(q, e)): return near(p, q) && near(c, e)
        case let (.curve(p, c1, c2), .curve(q, e1, e2)): return near(p, q) && near(c1, e1) && near(c2, e2)
        case (.closeSubpath, .closeSubpath): return true
        default: return false
        }
    }
}
