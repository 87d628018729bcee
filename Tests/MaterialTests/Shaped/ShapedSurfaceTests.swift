import Geometry
import Raster
import Scene
import Shapes
import XCTest
@testable import Material

/// Themed surfaces (docs/material.md), checked by hand geometry of their shapes through hit testing.
final class ShapedSurfaceTests: XCTestCase {
    private let clock = SimClock()

    private func surface(_ kind: SurfaceKind, scheme: ShapeScheme, width: Double, height: Double) -> SurfaceView {
        let view = SurfaceView(kind: kind, scheme: scheme, frame: Rect(x: 0, y: 0, width: width, height: height),
                               clock: clock)
        view.layoutIfNeeded()
        return view
    }

    /// A scheme whose three categories are easy to tell apart: small cut 10, medium cut 20, large
    /// rounded 24.
    private let distinct = ShapeScheme(small: ShapeCategory(family: .cut, size: 10),
                                       medium: ShapeCategory(family: .cut, size: 20),
                                       large: ShapeCategory(family: .rounded, size: 24))

    func testButtonUsesSmallCategory() {
        let button = surface(.button, scheme: distinct, width: 100, height: 40)
        // Cut 10: the corner triangle x + y < 10 is outside.
        XCTAssertFalse(button.point(inside: Point(x: 4, y: 4)))
        XCTAssertTrue(button.point(inside: Point(x: 6, y: 6)))
        XCTAssertTrue(button.point(inside: Point(x: 50, y: 20)))
        XCTAssertEqual(button.layer.shadowPath?.elements.first, .move(to: Point(x: 0, y: 10)))
        XCTAssertEqual(button.elevation, 0, "the button themer leaves the elevation alone")
    }

    func testDefaultSchemeButtonIsRoundedFour() {
        let button = surface(.button, scheme: ShapeScheme(), width: 100, height: 40)
        XCTAssertEqual(button.layer.shadowPath?.elements.first, .move(to: Point(x: 0, y: 4)))
        // (0.5, 0.5) is 4.95 from the corner circle's centre (4, 4): outside.
        XCTAssertFalse(button.point(inside: Point(x: 0.5, y: 0.5)))
    }

    func testCardUsesMediumCategory() {
        let card = surface(.card, scheme: distinct, width: 100, height: 100)
        XCTAssertFalse(card.point(inside: Point(x: 9, y: 9)), "cut 20: 9 + 9 < 20")
        XCTAssertTrue(card.point(inside: Point(x: 11, y: 11)))
    }

    func testFloatingActionButtonIgnoresSchemeAndIsACircle() throws {
        let fab = surface(.floatingActionButton, scheme: distinct, width: 56, height: 56)
        // Rounded 50 % of 56 = 28 on every corner: a circle of radius 28 about (28, 28).
        XCTAssertFalse(fab.point(inside: Point(x: 8, y: 8)), "28.3 from the centre")
        XCTAssertTrue(fab.point(inside: Point(x: 10, y: 10)), "25.5 from the centre")
        XCTAssertFalse(fab.point(inside: Point(x: 48, y: 48)))
        XCTAssertEqual(fab.elevation, 6)
        let root = View(frame: Rect(x: 0, y: 0, width: 100, height: 100), clock: clock)
        root.addSubview(fab)
        let dispatcher = TouchDispatcher(root: root, clock: clock)
        try dispatcher.send(id: 1, phase: .began, location: Point(x: 28, y: 28))
        XCTAssertEqual(fab.elevation, 12)
        XCTAssertEqual(fab.shapedLayer.bottomShadowLayer.shadowRadius, 0.666920 * 12 - 0.001648, accuracy: 1e-12)
        try dispatcher.send(id: 1, phase: .ended, location: Point(x: 28, y: 28))
        XCTAssertEqual(fab.elevation, 6)
    }

    func testExtendedFloatingActionButtonIsAPill() {
        let fab = surface(.floatingActionButton, scheme: ShapeScheme(), width: 120, height: 48)
        // Radius 24 (half the height): the ends are semicircles about (24, 24) and (96, 24).
        XCTAssertFalse(fab.point(inside: Point(x: 4, y: 4)))
        XCTAssertTrue(fab.point(inside: Point(x: 60, y: 1)))
        XCTAssertTrue(fab.point(inside: Point(x: 2, y: 24)))
    }

    func testChipIgnoresSchemeAndIsAPill() {
        let chip = surface(.chip, scheme: distinct, width: 100, height: 32)
        // Radius 16: (3, 3) is 18.4 from (16, 16).
        XCTAssertFalse(chip.point(inside: Point(x: 3, y: 3)))
        XCTAssertTrue(chip.point(inside: Point(x: 16, y: 1)))
        XCTAssertEqual(chip.elevation, 0)
    }

    func testBottomSheetRoundsTopCornersOnly() {
        let sheet = surface(.bottomSheet, scheme: distinct, width: 200, height: 100)
        XCTAssertFalse(sheet.point(inside: Point(x: 2, y: 2)), "top-left rounded 24")
        XCTAssertFalse(sheet.point(inside: Point(x: 198, y: 2)), "top-right rounded 24")
        XCTAssertTrue(sheet.point(inside: Point(x: 1, y: 99)), "bottom-left sharp")
        XCTAssertTrue(sheet.point(inside: Point(x: 199, y: 99)), "bottom-right sharp")
    }

    func testReThemingReplacesTheShape() {
        let card = surface(.card, scheme: ShapeScheme(), width: 100, height: 100)
        XCTAssertTrue(card.point(inside: Point(x: 9, y: 9)))
        card.applyScheme(distinct)
        XCTAssertFalse(card.point(inside: Point(x: 9, y: 9)))
    }

    func testKindsScheme() {
        XCTAssertEqual(SurfaceKind.allCases.map(\.shapeSize), [.small, nil, .medium, nil, .large])
        XCTAssertEqual(SurfaceKind.floatingActionButton.restingElevation, 6)
        XCTAssertEqual(SurfaceKind.floatingActionButton.pressedElevation, 12)
        XCTAssertNil(SurfaceKind.card.pressedElevation)
    }
}
