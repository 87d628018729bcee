import Geometry
import Raster
import Scene
import XCTest
@testable import Material

/// A paper view drawn by Scene's renderer, checked against hand-worked compositing.
final class PaperRenderingTests: XCTestCase {
    /// Gray 0.1 @ 0.16 = (26, 26, 26, 41) over opaque white: 255 − (255 − 26)·41/255 ≈ 218.2.
    private let tinted = 255.0 - (255.0 - 26.0) * 41.0 / 255.0

    private func render(beyondBounds: Bool) throws -> Renderer {
        let clock = SimClock()
        let root = View(frame: Rect(x: 0, y: 0, width: 160, height: 100), clock: clock)
        let paper = PaperView(frame: Rect(x: 30, y: 20, width: 100, height: 50), clock: clock, raised: false)
        paper.backgroundColor = .white
        paper.rippleBeyondBounds = beyondBounds
        root.addSubview(paper)
        root.layoutIfNeeded()
        let dispatcher = TouchDispatcher(root: root, clock: clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 40, y: 30))   // view (10, 10)
        try clock.advance(to: 250_000_000)
        let renderer = try Renderer(root: root.layer, width: 160, height: 100, scale: 1, background: .white)
        _ = try renderer.render(at: clock.now)
        return renderer
    }

    func testGrownCircleIsMaskedToBounds() throws {
        let renderer = try render(beyondBounds: false)
        // Circle of radius 50 about view (10, 10), full opacity, masked to (0, 0, 100, 50).
        let center = try XCTUnwrap(renderer.canvas[40, 30])
        XCTAssertEqual(Double(center.green), tinted, accuracy: 1)
        let far = try XCTUnwrap(renderer.canvas[125, 65])   // view (95.5, 45.5): 92 from the centre
        XCTAssertEqual(far.green, 255)
        let outside = try XCTUnwrap(renderer.canvas[25, 30])   // view (−4.5, 10.5): outside the bounds
        XCTAssertEqual(outside.green, 255)
    }

    func testCircleSpillsBeyondBoundsWhenAllowed() throws {
        let renderer = try render(beyondBounds: true)
        let outside = try XCTUnwrap(renderer.canvas[25, 30])
        XCTAssertEqual(Double(outside.green), tinted, accuracy: 1)
    }
}
