import Geometry
import XCTest

/// `Vector`: displacements between points, kept apart from them.
final class VectorTests: XCTestCase {
    func testAPointMovedByAVectorAndTheVectorBetweenTwoPoints() {
        let start = Point(x: 100, y: 400)
        let drag = Vector(dx: 0, dy: -300)
        XCTAssertEqual(start + drag, Point(x: 100, y: 100))
        XCTAssertEqual(start - drag, Point(x: 100, y: 700))
        XCTAssertEqual(Vector(from: start, to: Point(x: 103, y: 404)), Vector(dx: 3, dy: 4))
        XCTAssertEqual(Vector(dx: 3, dy: 4).length, 5)
        XCTAssertEqual(Vector(dx: 3, dy: 4) * 2, Vector(dx: 6, dy: 8))
        XCTAssertEqual(-Vector(dx: 3, dy: -4), Vector(dx: -3, dy: 4))
        XCTAssertEqual(Vector(dx: 1, dy: 2) + Vector(dx: 3, dy: 4), Vector(dx: 4, dy: 6))
    }

    func testTheLengthDoesNotOverflowOrUnderflowInTheSquares() {
        XCTAssertEqual(Vector(dx: 3e300, dy: 4e300).length, 5e300)
        XCTAssertEqual(Vector(dx: 3e-300, dy: 4e-300).length, 5e-300, accuracy: 1e-314)
        XCTAssertFalse(Vector(dx: .infinity, dy: 0).isFinite)
    }
}
