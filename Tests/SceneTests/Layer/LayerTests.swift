import Geometry
import Raster
import Scene
import XCTest

final class LayerTests: XCTestCase {
    func testDefaultsAreCoreAnimations() {
        let layer = Layer(clock: SimClock())
        XCTAssertEqual(layer.anchorPoint, Point(x: 0.5, y: 0.5))
        XCTAssertEqual(layer.opacity, 1)
        XCTAssertEqual(layer.shadowOpacity, 0)
        XCTAssertEqual(layer.shadowRadius, 3)
        XCTAssertEqual(layer.shadowOffset, Size(width: 0, height: -3))
        XCTAssertEqual(layer.borderColor, .black)
        XCTAssertNil(layer.backgroundColor)
        XCTAssertEqual(ShapeContent().fillColor, .black)
        XCTAssertNil(ShapeContent().strokeColor)
        XCTAssertEqual(ShapeContent().lineWidth, 1)
    }

    func testTreeOperations() {
        let clock = SimClock()
        let parent = Layer(clock: clock), other = Layer(clock: clock)
        let a = Layer(clock: clock), b = Layer(clock: clock), c = Layer(clock: clock)
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.insertSublayer(c, at: 1)
        XCTAssertEqual(parent.sublayers.map(ObjectIdentifier.init), [a, c, b].map(ObjectIdentifier.init))
        XCTAssertTrue(c.superlayer === parent)
        other.addSublayer(c)
        XCTAssertEqual(parent.sublayers.count, 2)
        XCTAssertTrue(c.superlayer === other)
        b.removeFromSuperlayer()
        XCTAssertNil(b.superlayer)
        XCTAssertEqual(parent.sublayers.count, 1)
    }

    func testSettersBumpRevisionOnlyOnChange() {
        let layer = Layer(clock: SimClock())
        let start = layer.revision
        layer.opacity = 1
        XCTAssertEqual(layer.revision, start)
        layer.opacity = 0.5
        layer.backgroundColor = .white
        layer.addSublayer(Layer(clock: layer.animations.clock))
        XCTAssertEqual(layer.revision, start + 3)
    }

    func testTransformToSuperlayerFollowsCoreAnimation() {
        let layer = Layer(clock: SimClock())
        layer.bounds = Rect(x: 5, y: 5, width: 20, height: 10)
        layer.position = Point(x: 100, y: 50)
        layer.transform = AffineTransform(scaleX: 2, y: 2)
        let t = layer.presentation(at: 0).transformToSuperlayer
        // The anchor (bounds centre, (15, 10)) lands on the position; the transform scales about it.
        XCTAssertEqual(Point(x: 15, y: 10).applying(t), Point(x: 100, y: 50))
        XCTAssertEqual(Point(x: 5, y: 5).applying(t), Point(x: 80, y: 40))
    }

    func testPresentationAppliesAnimations() throws {
        let clock = SimClock()
        let layer = Layer(clock: clock)
        layer.content = .shape(ShapeContent(strokeColor: .white, lineWidth: 2))
        try layer.animations.add(.basic(BasicAnimation(keyPath: "position", from: .point(.zero),
                                                       to: .point(Point(x: 10, y: 20)), duration: 100 * ms)))
        try layer.animations.add(.basic(BasicAnimation(keyPath: "lineWidth", from: .double(2), to: .double(4),
                                                       duration: 100 * ms)))
        let p = layer.presentation(at: 50 * ms)
        XCTAssertEqual(p.position, Point(x: 5, y: 10))
        guard case .shape(let shape) = p.content else { return XCTFail("shape content expected") }
        XCTAssertEqual(shape.lineWidth, 3)
        XCTAssertEqual(layer.presentation(at: 200 * ms).position, .zero)
    }
}
