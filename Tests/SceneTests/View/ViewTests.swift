import Geometry
import Raster
import Scene
import XCTest

/// A view hit only inside the circle inscribed in its bounds.
private final class CircleView: View {
    override func point(inside point: Point) -> Bool {
        let r = Swift.min(bounds.width, bounds.height) / 2
        return point.distance(to: bounds.center) <= r
    }
}

/// A view that lets touches through itself but not through its subviews.
private final class PassThroughView: View {
    override func hitTest(_ point: Point) -> View? {
        let hit = super.hitTest(point)
        return hit === self ? nil : hit
    }
}

/// A view that records each layout in a shared log and runs a hook during it.
private final class LoggingView: View {
    let name: String
    let log: Log
    var onLayout: (() -> Void)?

    final class Log { var entries: [String] = [] }

    init(_ name: String, log: Log, frame: Rect = Rect(x: 0, y: 0, width: 10, height: 10), clock: SimClock) {
        self.name = name
        self.log = log
        super.init(frame: frame, clock: clock)
    }

    override func layoutSubviews() {
        log.entries.append(name)
        onLayout?()
    }
}

private func ids(_ views: [View]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }
private func ids(_ layers: [Layer]) -> [ObjectIdentifier] { layers.map(ObjectIdentifier.init) }

final class ViewTests: XCTestCase {
    let clock = SimClock()

    private func view(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> View {
        View(frame: Rect(x: x, y: y, width: w, height: h), clock: clock)
    }

    // MARK: Geometry

    func testDefaultsAndLayerBacking() {
        let v = view(10, 20, 100, 50)
        XCTAssertTrue(v.isUserInteractionEnabled)
        XCTAssertFalse(v.isMultipleTouchEnabled)
        XCTAssertEqual(v.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertEqual(v.alpha, 1)
        XCTAssertFalse(v.isHidden)
        XCTAssertNil(v.backgroundColor)
        XCTAssertEqual(v.transform, .identity)

        v.alpha = 0.5
        v.isHidden = true
        v.backgroundColor = .white
        v.transform = AffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(v.layer.opacity, 0.5)
        XCTAssertTrue(v.layer.isHidden)
        XCTAssertEqual(v.layer.backgroundColor, .white)
        XCTAssertEqual(v.layer.transform, AffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(v.layer.position, Point(x: 60, y: 45))
        XCTAssertEqual(v.layer.bounds, Rect(x: 0, y: 0, width: 100, height: 50))
    }

    func testFrameBoundsAndCenter() {
        let v = view(10, 20, 100, 50)
        XCTAssertEqual(v.bounds, Rect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(v.center, Point(x: 60, y: 45))
        XCTAssertEqual(v.frame, Rect(x: 10, y: 20, width: 100, height: 50))

        // Moving the centre moves the frame; the bounds stay.
        v.center = Point(x: 100, y: 100)
        XCTAssertEqual(v.frame, Rect(x: 50, y: 75, width: 100, height: 50))
        XCTAssertEqual(v.bounds, Rect(x: 0, y: 0, width: 100, height: 50))

        // Resizing the bounds keeps the centre: the frame grows about it.
        v.bounds = Rect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertEqual(v.frame, Rect(x: 90, y: 95, width: 20, height: 10))
        XCTAssertEqual(v.center, Point(x: 100, y: 100))

        // A scale applies about the centre.
        v.transform = AffineTransform(scaleX: 2, y: 3)
        XCTAssertEqual(v.frame, Rect(x: 80, y: 85, width: 40, height: 30))
        XCTAssertEqual(v.bounds.size, Size(width: 20, height: 10))
    }

    func testNonZeroBoundsOrigin() {
        let root = view(0, 0, 400, 400)
        let parent = view(10, 20, 100, 50)
        let child = view(0, 0, 10, 10)
        root.addSubview(parent)
        parent.addSubview(child)

        // The bounds origin is the point shown at the top-left corner; the frame does not move.
        parent.bounds.origin = Point(x: 5, y: 7)
        XCTAssertEqual(parent.frame, Rect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(parent.center, Point(x: 60, y: 45))
        XCTAssertEqual(parent.convert(Point(x: 5, y: 7), to: root), Point(x: 10, y: 20))
        // The child at (0, 0) in the parent's coordinates moves up-left by the origin: (10−5, 20−7).
        XCTAssertEqual(child.convert(Point.zero, to: nil), Point(x: 5, y: 13))

        // Setting the frame keeps the bounds origin and places the rectangle exactly.
        parent.frame = Rect(x: 0, y: 0, width: 40, height: 30)
        XCTAssertEqual(parent.bounds, Rect(x: 5, y: 7, width: 40, height: 30))
        XCTAssertEqual(parent.center, Point(x: 20, y: 15))
        XCTAssertEqual(parent.frame, Rect(x: 0, y: 0, width: 40, height: 30))
    }

    func testSettingAFrameWithNegativeSizeStandardizesIt() {
        let v = view(10, 10, -4, 6)
        XCTAssertEqual(v.bounds, Rect(x: 0, y: 0, width: 4, height: 6))
        XCTAssertEqual(v.frame, Rect(x: 6, y: 10, width: 4, height: 6))
    }

    // MARK: Conversion

    func testConvertBetweenSiblingsAndNestedViews() {
        let root = view(0, 0, 400, 400)
        let a = view(10, 20, 100, 100), b = view(200, 50, 100, 100), c = view(10, 10, 20, 20)
        root.addSubview(a)
        root.addSubview(b)
        a.addSubview(c)

        XCTAssertEqual(a.convert(Point(x: 5, y: 5), to: b), Point(x: -185, y: -25))
        XCTAssertEqual(b.convert(Point(x: -185, y: -25), to: a), Point(x: 5, y: 5))
        XCTAssertEqual(b.convert(Point(x: 5, y: 5), from: a), Point(x: -185, y: -25))
        XCTAssertEqual(c.convert(Point(x: 1, y: 2), to: nil), Point(x: 21, y: 32))
        XCTAssertEqual(c.convert(Point(x: 1, y: 2), to: root), Point(x: 21, y: 32))
        XCTAssertEqual(c.convert(Point(x: 1, y: 2), to: a), Point(x: 11, y: 12))
        XCTAssertEqual(c.convert(Point(x: 21, y: 32), from: nil), Point(x: 1, y: 2))
        XCTAssertEqual(a.convert(Point(x: 11, y: 12), to: c), Point(x: 1, y: 2))
        XCTAssertEqual(c.convert(Point(x: 1, y: 2), to: b), Point(x: -179, y: -18))
        XCTAssertEqual(c.convert(Point(x: 7, y: 7), to: c), Point(x: 7, y: 7))
        XCTAssertEqual(c.convert(Rect(x: 0, y: 0, width: 20, height: 20), to: b),
                       Rect(x: -180, y: -20, width: 20, height: 20))
        XCTAssertEqual(b.convert(Rect(x: -180, y: -20, width: 20, height: 20), to: c),
                       Rect(x: 0, y: 0, width: 20, height: 20))
        // The root's own coordinates are the "window" coordinates.
        XCTAssertEqual(root.convert(Point(x: 3, y: 4), to: nil), Point(x: 3, y: 4))
    }

    /// A 40×20 view centred on (100, 100) turned a quarter turn (+x toward +y), and inside it a
    /// 10×10 view at its origin scaled by (2, 4) about its centre (5, 5).
    func testConvertThroughAQuarterTurnAndAScale() {
        let root = view(0, 0, 400, 400)
        let a = view(10, 20, 100, 100)
        let turned = View(clock: clock)
        turned.bounds = Rect(x: 0, y: 0, width: 40, height: 20)
        turned.center = Point(x: 100, y: 100)
        turned.transform = AffineTransform(rotationAngle: .pi / 2)
        let scaled = view(0, 0, 10, 10)
        scaled.transform = AffineTransform(scaleX: 2, y: 4)
        root.addSubview(a)
        root.addSubview(turned)
        turned.addSubview(scaled)

        // p ↦ (100, 100) + rot(p − (20, 10)), rot(x, y) = (−y, x).
        XCTAssertEqual(turned.frame, Rect(x: 90, y: 80, width: 20, height: 40))
        XCTAssertEqual(turned.convert(Point(x: 0, y: 0), to: nil), Point(x: 110, y: 80))
        XCTAssertEqual(turned.convert(Point(x: 40, y: 20), to: nil), Point(x: 90, y: 120))
        XCTAssertEqual(turned.convert(Point(x: 110, y: 80), from: nil), Point(x: 0, y: 0))
        XCTAssertEqual(turned.convert(Point(x: 40, y: 0), to: a), Point(x: 100, y: 100))

        // (10, 10) ↦ (5, 5) + (2·5, 4·5) = (15, 25) in `turned` ↦ (100, 100) + rot(−5, 15) = (85, 95).
        XCTAssertEqual(scaled.frame, Rect(x: -5, y: -15, width: 20, height: 40))
        XCTAssertEqual(scaled.convert(Point(x: 10, y: 10), to: nil), Point(x: 85, y: 95))
        XCTAssertEqual(scaled.convert(Point(x: 10, y: 10), to: a), Point(x: 75, y: 75))
        XCTAssertEqual(a.convert(Point(x: 75, y: 75), to: scaled), Point(x: 10, y: 10))
        XCTAssertEqual(scaled.convert(Point(x: 75, y: 75), from: a), Point(x: 10, y: 10))
        XCTAssertEqual(scaled.convert(Point(x: 85, y: 95), from: nil), Point(x: 10, y: 10))
        // Corners (0,0) ↦ (125,75), (10,0) ↦ (125,95), (10,10) ↦ (85,95), (0,10) ↦ (85,75).
        XCTAssertEqual(scaled.convert(scaled.bounds, to: nil), Rect(x: 85, y: 75, width: 40, height: 20))
        XCTAssertEqual(scaled.convert(Rect(x: 85, y: 75, width: 40, height: 20), from: nil),
                       Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(scaled.convert(scaled.bounds, to: a), Rect(x: 75, y: 55, width: 40, height: 20))
    }

    func testConvertAcrossTreesAndIntoASingularTransform() {
        // Separate trees: their roots' coordinates are taken to coincide, as windows on one screen.
        let root1 = view(0, 0, 100, 100), root2 = view(0, 0, 100, 100)
        let v1 = view(10, 10, 10, 10), v2 = view(30, 40, 10, 10)
        root1.addSubview(v1)
        root2.addSubview(v2)
        XCTAssertEqual(v1.convert(Point(x: 0, y: 0), to: v2), Point(x: -20, y: -30))

        // A zero scale cannot be inverted: converting into it gives non-finite coordinates.
        let flat = view(0, 0, 10, 10)
        flat.transform = AffineTransform(scaleX: 0, y: 1)
        root1.addSubview(flat)
        XCTAssertFalse(root1.convert(Point(x: 1, y: 1), to: flat).isFinite)
        XCTAssertTrue(flat.convert(Point(x: 1, y: 1), to: root1).isFinite)
        XCTAssertNil(root1.transform(to: flat))
    }

    // MARK: Hit testing

    func testHitTestReturnsTheDeepestViewAndUsesHalfOpenBounds() {
        let root = view(0, 0, 200, 200)
        let v = view(10, 10, 50, 50), inner = view(10, 10, 10, 10)
        root.addSubview(v)
        v.addSubview(inner)
        XCTAssertTrue(root.hitTest(Point(x: 25, y: 25)) === inner)
        XCTAssertTrue(root.hitTest(Point(x: 15, y: 15)) === v)
        XCTAssertTrue(root.hitTest(Point(x: 10, y: 10)) === v)    // top-left edge is inside
        XCTAssertTrue(root.hitTest(Point(x: 60, y: 30)) === root) // right edge is outside
        XCTAssertTrue(root.hitTest(Point(x: 30, y: 60)) === root) // bottom edge is outside
        XCTAssertNil(root.hitTest(Point(x: 200, y: 5)))
        XCTAssertNil(root.hitTest(Point(x: -1, y: 5)))
    }

    func testHiddenViewsAreNotHit() {
        let root = view(0, 0, 200, 200)
        let v = view(10, 10, 50, 50), inner = view(0, 0, 50, 50)
        root.addSubview(v)
        v.addSubview(inner)
        v.isHidden = true
        XCTAssertTrue(root.hitTest(Point(x: 20, y: 20)) === root)
        root.isHidden = true
        XCTAssertNil(root.hitTest(Point(x: 20, y: 20)))
    }

    func testAlphaAtOrBelowOneHundredthIsNotHit() {
        let root = view(0, 0, 200, 200)
        let v = view(10, 10, 50, 50)
        root.addSubview(v)
        v.alpha = 0.01
        XCTAssertTrue(root.hitTest(Point(x: 20, y: 20)) === root)
        v.alpha = 0.011
        XCTAssertTrue(root.hitTest(Point(x: 20, y: 20)) === v)
        v.alpha = 0
        XCTAssertTrue(root.hitTest(Point(x: 20, y: 20)) === root)
    }

    func testDisabledInteractionHidesTheViewAndItsChildren() {
        let root = view(0, 0, 200, 200)
        let parent = view(10, 10, 100, 100), child = view(10, 10, 20, 20)
        root.addSubview(parent)
        parent.addSubview(child)
        XCTAssertTrue(root.hitTest(Point(x: 25, y: 25)) === child)
        child.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(Point(x: 25, y: 25)) === parent)
        child.isUserInteractionEnabled = true
        parent.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(Point(x: 25, y: 25)) === root)
        XCTAssertNil(parent.hitTest(Point(x: 15, y: 15)))
    }

    func testOverlappingSiblingsAreAskedFrontToBack() {
        let root = view(0, 0, 200, 200)
        let a = view(0, 0, 100, 100), b = view(50, 50, 100, 100)
        root.addSubview(a)
        root.addSubview(b)
        XCTAssertTrue(root.hitTest(Point(x: 75, y: 75)) === b)
        XCTAssertTrue(root.hitTest(Point(x: 25, y: 25)) === a)
        XCTAssertTrue(root.hitTest(Point(x: 125, y: 125)) === b)
        root.bringSubviewToFront(a)
        XCTAssertTrue(root.hitTest(Point(x: 75, y: 75)) === a)
        root.insertSubview(b, at: 5)
        XCTAssertTrue(root.hitTest(Point(x: 75, y: 75)) === b)
        root.insertSubview(b, at: 0)
        XCTAssertTrue(root.hitTest(Point(x: 75, y: 75)) === a)
    }

    func testAChildOverflowingItsParentIsNotHitOutsideTheParent() {
        let root = view(0, 0, 200, 200)
        let parent = view(0, 0, 50, 50), child = view(40, 40, 40, 40)
        root.addSubview(parent)
        parent.addSubview(child)
        for masks in [false, true] {
            parent.layer.masksToBounds = masks
            XCTAssertTrue(root.hitTest(Point(x: 45, y: 45)) === child)
            XCTAssertNil(parent.hitTest(Point(x: 60, y: 60)))
            XCTAssertTrue(root.hitTest(Point(x: 60, y: 60)) === root)
        }
    }

    func testHitTestingFollowsTransforms() {
        let root = view(0, 0, 200, 200)
        let turned = View(clock: clock)
        turned.bounds = Rect(x: 0, y: 0, width: 40, height: 20)
        turned.center = Point(x: 100, y: 100)
        turned.transform = AffineTransform(rotationAngle: .pi / 2)
        root.addSubview(turned)
        // (95, 85) is (5, 15) in `turned`; (85, 95), inside the unturned rectangle, is (15, 25).
        XCTAssertTrue(root.hitTest(Point(x: 95, y: 85)) === turned)
        XCTAssertTrue(root.hitTest(Point(x: 85, y: 95)) === root)
        // A zero scale makes the view unhittable instead of dividing by zero.
        turned.transform = AffineTransform(scaleX: 0, y: 0)
        XCTAssertTrue(root.hitTest(Point(x: 100, y: 100)) === root)
    }

    func testOverriddenPointInsideRefinesTheHit() {
        let root = view(0, 0, 200, 200)
        let circle = CircleView(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        root.addSubview(circle)
        XCTAssertTrue(root.hitTest(Point(x: 5, y: 5)) === root)      // inside the frame, outside the circle
        XCTAssertTrue(root.hitTest(Point(x: 50, y: 50)) === circle)
        XCTAssertTrue(root.hitTest(Point(x: 50, y: 0)) === circle)   // the top of the circle
        XCTAssertTrue(root.hitTest(Point(x: 86, y: 86)) === root)    // 50.9 from the centre
        XCTAssertTrue(root.hitTest(Point(x: 85, y: 85)) === circle)  // 49.5 from the centre
        // The circle's children are refined too: a child in the corner is unreachable there.
        let corner = view(0, 0, 20, 20)
        circle.addSubview(corner)
        XCTAssertTrue(root.hitTest(Point(x: 5, y: 5)) === root)
        XCTAssertTrue(root.hitTest(Point(x: 18, y: 18)) === corner)
    }

    func testAnOverrideReturningNilPassesTouchesThrough() {
        let root = view(0, 0, 200, 200)
        let behind = view(0, 0, 100, 100)
        let overlay = PassThroughView(frame: Rect(x: 0, y: 0, width: 200, height: 200), clock: clock)
        let button = view(150, 150, 20, 20)
        root.addSubview(behind)
        root.addSubview(overlay)
        overlay.addSubview(button)
        XCTAssertTrue(root.hitTest(Point(x: 50, y: 50)) === behind)
        XCTAssertTrue(root.hitTest(Point(x: 155, y: 155)) === button)
        XCTAssertTrue(root.hitTest(Point(x: 120, y: 120)) === root)
        XCTAssertNil(overlay.hitTest(Point(x: 50, y: 50)))
    }

    // MARK: Layout

    func testLayoutPassIsTopDownAndOncePerMark() {
        let log = LoggingView.Log()
        let root = LoggingView("root", log: log, clock: clock)
        let a = LoggingView("a", log: log, clock: clock), a1 = LoggingView("a1", log: log, clock: clock)
        let b = LoggingView("b", log: log, clock: clock)
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)

        // New views start marked; the pass is a pre-order walk.
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["root", "a", "a1", "b"])
        log.entries = []
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries, [])

        // Only marked views are laid out, in tree order whatever order they were marked in.
        b.setNeedsLayout()
        a1.setNeedsLayout()
        a1.setNeedsLayout()
        XCTAssertTrue(a1.needsLayout)
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["a1", "b"])
        XCTAssertFalse(a1.needsLayout)
        log.entries = []

        // A parent resizing a child in its layout lays the child out in the same pass.
        a.onLayout = { a1.frame = Rect(x: 0, y: 0, width: a.bounds.width / 2, height: 5) }
        a.frame = Rect(x: 0, y: 0, width: 40, height: 10)
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["a", "a1"])
        log.entries = []
        a.onLayout = nil

        // A view that marks itself, or a child that marks its parent, waits for the next pass.
        a1.onLayout = { a1.setNeedsLayout(); a.setNeedsLayout() }
        a1.setNeedsLayout()
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["a1"])
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["a1", "a", "a1"])
        a1.onLayout = nil
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["a1", "a", "a1", "a", "a1"])
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["a1", "a", "a1", "a", "a1"])
    }

    func testWhatMarksAViewForLayout() {
        let log = LoggingView.Log()
        let root = LoggingView("root", log: log, clock: clock)
        let a = LoggingView("a", log: log, clock: clock)
        root.addSubview(a)
        root.layoutIfNeeded()
        log.entries = []

        a.center = Point(x: 50, y: 50)             // a move is not a resize
        a.frame = Rect(x: 7, y: 7, width: 10, height: 10)
        a.bounds.origin = Point(x: 3, y: 3)
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries, [])

        a.bounds.size = Size(width: 11, height: 10)
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["a"])

        a.layoutMargins = EdgeInsets(all: 8)       // unchanged
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["a"])
        a.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["a", "a"])

        // Adding and removing subviews marks the superview; a new subview brings its own mark.
        let b = LoggingView("b", log: log, clock: clock)
        a.addSubview(b)
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["a", "a", "a", "b"])
        b.removeFromSuperview()
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["a", "a", "a", "b", "a"])

        // A pass on a subtree lays out only that subtree.
        root.setNeedsLayout()
        a.setNeedsLayout()
        a.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["a", "a", "a", "b", "a", "a"])
        root.layoutIfNeeded()
        XCTAssertEqual(log.entries, ["a", "a", "a", "b", "a", "a", "root"])
    }

    // MARK: Tree

    func testLayerTreeMirrorsSubviews() {
        let root = view(0, 0, 100, 100), other = view(0, 0, 100, 100)
        let a = view(0, 0, 1, 1), b = view(0, 0, 1, 1), c = view(0, 0, 1, 1), d = view(0, 0, 1, 1)
        let raw = Layer(clock: clock)
        root.addSubview(a)
        root.addSubview(b)
        root.layer.addSublayer(raw)
        root.insertSubview(c, at: 1)
        XCTAssertEqual(ids(root.subviews), ids([a, c, b]))
        XCTAssertEqual(ids(root.layer.sublayers), ids([a.layer, c.layer, b.layer, raw]))
        XCTAssertTrue(c.superview === root)
        XCTAssertTrue(c.layer.superlayer === root.layer)

        root.addSubview(d)
        XCTAssertEqual(ids(root.layer.sublayers), ids([a.layer, c.layer, b.layer, raw, d.layer]))

        root.bringSubviewToFront(a)
        XCTAssertEqual(ids(root.subviews), ids([c, b, d, a]))
        XCTAssertEqual(ids(root.layer.sublayers), ids([c.layer, b.layer, raw, d.layer, a.layer]))

        a.removeFromSuperview()
        XCTAssertNil(a.superview)
        XCTAssertNil(a.layer.superlayer)
        XCTAssertEqual(ids(root.subviews), ids([c, b, d]))
        XCTAssertEqual(ids(root.layer.sublayers), ids([c.layer, b.layer, raw, d.layer]))

        other.addSubview(c)
        XCTAssertTrue(c.superview === other)
        XCTAssertEqual(ids(other.layer.sublayers), ids([c.layer]))
        XCTAssertEqual(ids(root.subviews), ids([b, d]))

        // Adding a subview again moves it to the front; inserting clamps the index.
        root.addSubview(b)
        XCTAssertEqual(ids(root.subviews), ids([d, b]))
        XCTAssertEqual(ids(root.layer.sublayers), ids([raw, d.layer, b.layer]))
        root.insertSubview(a, at: -3)
        XCTAssertEqual(ids(root.subviews), ids([a, d, b]))
        XCTAssertEqual(ids(root.layer.sublayers), ids([raw, a.layer, d.layer, b.layer]))
        root.insertSubview(c, at: 2)
        XCTAssertEqual(ids(root.subviews), ids([a, d, c, b]))
        XCTAssertEqual(ids(root.layer.sublayers), ids([raw, a.layer, d.layer, c.layer, b.layer]))
        XCTAssertTrue(c.isDescendant(of: root))
        XCTAssertFalse(root.isDescendant(of: c))
    }

    func testSuperviewIsWeak() {
        let child = view(0, 0, 1, 1)
        var parent: View? = view(0, 0, 10, 10)
        parent?.addSubview(child)
        XCTAssertNotNil(child.superview)
        parent = nil
        XCTAssertNil(child.superview)
        XCTAssertNil(child.layer.superlayer)
    }
}
