import Geometry
import Material
import Raster
import XCTest

/// MDC's elevation metrics (`MDCShadowMetrics`) and named elevations (`MDCShadowElevations.h`).
final class ElevationShadowsTests: XCTestCase {
    func testElevationMetricsReproduceTheSpecExamples() {
        func rounded3(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }
        for (e, ambient, key, dy) in [(1.0, 0.886, 0.665, 1.192), (6, 5.334, 4.000, 7.348), (24, 21.345, 16.004, 29.509)] {
            let m = ShadowMetrics(elevation: e)
            XCTAssertEqual(rounded3(m.topShadowRadius), ambient, "e = \(e)")
            XCTAssertEqual(rounded3(m.bottomShadowRadius), key, "e = \(e)")
            XCTAssertEqual(rounded3(m.bottomShadowOffset.height), dy, "e = \(e)")
            XCTAssertEqual(m.topShadowOffset, .zero)
            XCTAssertEqual(m.bottomShadowOffset.width, 0)
            XCTAssertEqual(m.topShadowOpacity, 0.08)
            XCTAssertEqual(m.bottomShadowOpacity, 0.26)
            let shadows = m.shadows()
            XCTAssertEqual(shadows, [Shadow(opacity: 0.26, radius: m.bottomShadowRadius, offset: m.bottomShadowOffset),
                                     Shadow(opacity: 0.08, radius: m.topShadowRadius, offset: .zero)])
        }
        // MDC's spread at elevation 24: max radius + max offset per axis = (21.345, 50.854).
        let m = ShadowMetrics(elevation: ShadowElevation.dialog)
        XCTAssertEqual(rounded3(max(m.topShadowRadius, m.bottomShadowRadius)), 21.345)
        XCTAssertEqual(rounded3(max(m.topShadowRadius, m.bottomShadowRadius) + m.bottomShadowOffset.height), 50.854)
        // No elevation, no shadow.
        for e in [0.0, -3, -.infinity, .nan] {
            let none = ShadowMetrics(elevation: e)
            XCTAssertEqual(none, .none)
            XCTAssertTrue(none.isEmpty)
            XCTAssertEqual(none.shadows(), [])
            XCTAssertEqual(none.topShadowRadius, 0)
            XCTAssertEqual(none.bottomShadowOffset, .zero)
        }
        // Tiny elevations: MDC's radii go negative; the shadows clamp them to 0.
        let tiny = ShadowMetrics(elevation: 0.001)
        XCTAssertLessThan(tiny.topShadowRadius, 0)
        XCTAssertEqual(tiny.ambientShadow().radius, 0)
        XCTAssertEqual(tiny.keyShadow(color: .white).color, .white)
    }

    func testElevationConstants() {
        XCTAssertEqual(ShadowElevation.none, 0)
        XCTAssertEqual(ShadowElevation.switch, 1)
        XCTAssertEqual([ShadowElevation.cardResting, ShadowElevation.raisedButtonResting,
                        ShadowElevation.quickEntryResting, ShadowElevation.searchBarResting], [2, 2, 2, 2])
        XCTAssertEqual([ShadowElevation.quickEntry, ShadowElevation.refresh, ShadowElevation.searchBarScrolled], [3, 3, 3])
        XCTAssertEqual(ShadowElevation.appBar, 4)
        XCTAssertEqual([ShadowElevation.fabResting, ShadowElevation.snackbar], [6, 6])
        XCTAssertEqual([ShadowElevation.bottomAppBar, ShadowElevation.bottomNavigationBar, ShadowElevation.cardPickedUp,
                        ShadowElevation.menu, ShadowElevation.modalActionSheet, ShadowElevation.raisedButtonPressed],
                       [8, 8, 8, 8, 8, 8])
        XCTAssertEqual(ShadowElevation.subMenu, 9)
        XCTAssertEqual(ShadowElevation.fabPressed, 12)
        XCTAssertEqual([ShadowElevation.modalBottomSheet, ShadowElevation.navDrawer, ShadowElevation.rightDrawer], [16, 16, 16])
        XCTAssertEqual([ShadowElevation.dialog, ShadowElevation.picker], [24, 24])
    }
}
