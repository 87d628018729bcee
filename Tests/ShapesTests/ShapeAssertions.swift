import Geometry
@testable import Shapes
import XCTest

/// Tolerance for construction points (corner positions, tangent points, edge ends): MDC geometry
/// is checked to 1e-9.
let constructionTolerance = 1e-9

/// A path element with only its end point, for comparing outlines element by element where the
/// control points are checked separately against the true circle.
enum ElementShape: Equatable, CustomStringConvertible {
    case move(Double, Double)
    case line(Double, Double)
    case curve(Double, Double)
    case quad(Double, Double)
    case close

    var description: String {
        switch self {
        case .move(let x, let y): return "M\(x),\(y)"
        case .line(let x, let y): return "L\(x),\(y)"
        case .curve(let x, let y): return "C→\(x),\(y)"
        case .quad(let x, let y): return "Q→\(x),\(y)"
        case .close: return "Z"
        }
    }

    func matches(_ element: PathElement) -> Bool {
        func near(_ p: Point, _ x: Double, _ y: Double) -> Bool {
            p.isApproximatelyEqual(to: Point(x: x, y: y), tolerance: constructionTolerance)
        }
        switch (self, element) {
        case (.move(let x, let y), .move(let p)): return near(p, x, y)
        case (.line(let x, let y), .line(let p)): return near(p, x, y)
        case (.curve(let x, let y), .curve(let p, _, _)): return near(p, x, y)
        case (.quad(let x, let y), .quadCurve(let p, _)): return near(p, x, y)
        case (.close, .closeSubpath): return true
        default: return false
        }
    }
}

/// Asserts that `path` has exactly the listed elements (end points to 1e-9).
func assertElements(_ path: Path, _ expected: [ElementShape], file: StaticString = #filePath, line: UInt = #line) {
    let matches = path.elements.count == expected.count
        && zip(expected, path.elements).allSatisfy { $0.matches($1) }
    XCTAssertTrue(matches, "expected \(expected)\n     got \(path.elements)", file: file, line: line)
}

/// Asserts that every cubic of `path` ending within `radius` of `center`'s circle is a good arc of
/// it: its ends on the circle to 1e-9 and points at t = 1/4, 1/2, 3/4 within the cubic
/// approximation's error (2.7e-4 of the radius; checked at 3e-4).
func assertCubicsOnCircle(_ path: Path, center: Point, radius: Double, expectedCount: Int,
                          file: StaticString = #filePath, line: UInt = #line) {
    var count = 0
    path.forEachSegment { segment in
        guard case .cubic = segment else { return }
        guard abs(segment.end.distance(to: center) - radius) < 1e-6,
              abs(segment.start.distance(to: center) - radius) < 1e-6 else { return }
        count += 1
        for t in [0.25, 0.5, 0.75] {
            let error = abs(segment.point(at: t).distance(to: center) - radius)
            XCTAssertLessThanOrEqual(error, 3e-4 * radius, "t=\(t) of \(segment)", file: file, line: line)
        }
    }
    XCTAssertEqual(count, expectedCount, "cubics on the circle at \(center) r \(radius)", file: file, line: line)
}

extension Path {
    /// Every element's kind and the bit patterns of its points (signed zeros included), in order:
    /// for comparing two ways of building an outline bit for bit.
    var elementBits: [UInt64] {
        elements.flatMap { element -> [UInt64] in
            func bits(_ points: Point...) -> [UInt64] { points.flatMap { [$0.x.bitPattern, $0.y.bitPattern] } }
            switch element {
            case .move(let p): return [0] + bits(p)
            case .line(let p): return [1] + bits(p)
            case .quadCurve(let p, let c): return [2] + bits(c, p)
            case .curve(let p, let c1, let c2): return [3] + bits(c1, c2, p)
            case .closeSubpath: return [4]
            }
        }
    }
}

/// Where `generator`'s outline for `size` differs from the general algorithm's, bit for bit (the
/// elements' bits, the current point, the bounds and the closed state), through ``RectangleShapeGenerator/appendPath(for:to:)``
/// after `prefix` and through ``RectangleShapeGenerator/replacePath(for:in:)`` of `previous`; `nil`
/// when both agree. For the tests of the generator's shortcut routes.
func routeMismatch(_ generator: RectangleShapeGenerator, size: Size, after prefix: Path, replacing previous: Path) -> String? {
    var expected = prefix, actual = prefix
    generator.appendGeneralPath(for: size, to: &expected)
    generator.appendPath(for: size, to: &actual)
    var alone = Path(), replaced = previous
    generator.appendGeneralPath(for: size, to: &alone)
    generator.replacePath(for: size, in: &replaced)
    for (got, wanted, what) in [(actual, expected, "appended"), (replaced, alone, "replaced")] {
        var got = got, wanted = wanted
        guard got.elementBits == wanted.elementBits, got.currentPoint == wanted.currentPoint,
              got.controlPointBounds == wanted.controlPointBounds else {
            return "\(what): \(generator) at \(size):\n\(got.elements)\nexpected\n\(wanted.elements)"
        }
        // The closed state too: a later line starts a new subpath in both or in neither.
        got.addLine(to: Point(x: 1, y: 2))
        wanted.addLine(to: Point(x: 1, y: 2))
        if got.elementBits != wanted.elementBits { return "\(what), then a line: \(generator) at \(size)" }
    }
    return nil
}
