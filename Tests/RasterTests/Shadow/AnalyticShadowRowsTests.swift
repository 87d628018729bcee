import Geometry
import Raster
import SeededRandom
import XCTest

/// `AnalyticShadow.Rows` produces the mask of `AnalyticShadow.roundedRectMask` one row (or part of
/// a row) at a time. It restructures how the values are computed, not the numerics, so every value
/// must equal the mask's exactly, over every scheme: the smooth corners (σ ≥ 2), the fine ones
/// (σ < 2, and below 0.25 with isolated kinks), corner bands that merge (σ large against the
/// rectangle), runs of columns whose factor is exactly 1 (σ small against the corner), anisotropic
/// σ, clipping, and σ = 0.
final class AnalyticShadowRowsTests: XCTestCase {
    func testRowsEqualTheMaskExactly() throws {
        var rng = SplitMix64(seed: 0x0AD0_5AD0)
        let clip = PixelRect(x: -5, y: -8, width: 150, height: 120)
        for index in 0..<160 {
            let w = rng.uniform(0.5, 90), h = rng.uniform(0.5, 70)
            let rect = Rect(x: rng.uniform(-20, 80), y: rng.uniform(-20, 60), width: w, height: h)
            let corner = rng.chance(0.15) ? 0 : rng.uniform(0, Swift.min(w, h) * 0.7)
            let cornerHeight = rng.chance(0.3) ? rng.uniform(0, h / 2) : corner
            let sigmaX: Double
            switch index % 4 {
            case 0: sigmaX = rng.uniform(2, 14)          // smooth scheme
            case 1: sigmaX = rng.uniform(0.25, 2)        // fine scheme
            case 2: sigmaX = rng.uniform(0.01, 0.25)     // fine, isolated kinks
            default: sigmaX = rng.chance(0.5) ? 0 : rng.uniform(0, 30)
            }
            let sigmaY = rng.chance(0.3) ? rng.uniform(0, 12) : sigmaX
            try checkRows(rect, corner, cornerHeight, sigmaX, sigmaY, clip, &rng, "case \(index)")
        }
    }

    /// Named cases for each branch, so a failure says which.
    func testEveryScheme() throws {
        var rng = SplitMix64(seed: 7)
        let clip = PixelRect(x: 0, y: 0, width: 130, height: 100)
        let cases: [(String, Rect, Double, Double, Double)] = [
            ("card-like, smooth", Rect(x: 20.5, y: 15.25, width: 80, height: 50), 12, 8, 8),
            ("merged bands", Rect(x: 40, y: 30, width: 12, height: 9), 4, 10, 10),
            ("runs of one", Rect(x: 10, y: 10, width: 100, height: 80), 40, 0.8, 0.8),
            ("narrow kinks", Rect(x: 10.3, y: 10.7, width: 60, height: 40), 15.5, 0.1, 0.1),
            ("pill", Rect(x: 10, y: 30, width: 100, height: 30), 15, 3, 3),
            ("sharp", Rect(x: 10.5, y: 10.5, width: 50, height: 30), 6, 0, 0),
            ("rectangle", Rect(x: 30.2, y: 20.9, width: 40, height: 30), 0, 5, 2),
            ("off the clip", Rect(x: -30, y: 70, width: 60, height: 60), 10, 6, 6),
        ]
        for (name, rect, corner, sx, sy) in cases {
            try checkRows(rect, corner, corner, sx, sy, clip, &rng, name)
        }
    }

    /// The rows of a shadow wholly outside the clip (or of an empty rectangle) are empty, as the
    /// mask's bounds.
    func testEmptyShadowHasTheMasksBounds() throws {
        let clip = PixelRect(x: 0, y: 0, width: 50, height: 50)
        for rect in [Rect(x: 200, y: 200, width: 10, height: 10), Rect(x: 10, y: 10, width: 0, height: 10)] {
            let mask = try AnalyticShadow.roundedRectMask(rect, cornerWidth: 2, cornerHeight: 2, sigmaX: 2, sigmaY: 2,
                                                          clippedTo: clip)
            let rows = try AnalyticShadow.Rows(rect, cornerWidth: 2, cornerHeight: 2, sigmaX: 2, sigmaY: 2, clippedTo: clip)
            XCTAssertEqual(rows.bounds, mask.bounds)
            XCTAssertTrue(rows.bounds.isEmpty)
        }
    }

    /// Invalid input is refused with the mask's errors.
    func testErrorsAreTheMasks() {
        let clip = PixelRect(x: 0, y: 0, width: 50, height: 50)
        XCTAssertThrowsError(try AnalyticShadow.Rows(Rect(x: .nan, y: 0, width: 5, height: 5), cornerWidth: 1,
                                                     cornerHeight: 1, sigmaX: 1, sigmaY: 1, clippedTo: clip)) {
            XCTAssertEqual($0 as? ShadowError, .nonFiniteGeometry)
        }
        XCTAssertThrowsError(try AnalyticShadow.Rows(Rect(x: 0, y: 0, width: 5, height: 5), cornerWidth: 1,
                                                     cornerHeight: 1, sigmaX: -1, sigmaY: 1, clippedTo: clip)) {
            XCTAssertEqual($0 as? ShadowError, .invalidSigma(-1))
        }
    }

    /// `Shadow.rows` is `Shadow.mask` row by row for rectangles and rounded rectangles under an
    /// axis-aligned transform (flips included), and `nil` where the mask is blurred instead.
    func testShadowRowsMatchShadowMask() throws {
        var rng = SplitMix64(seed: 42)
        let clip = PixelRect(x: 0, y: 0, width: 160, height: 120)
        let transforms = [AffineTransform(scaleX: 2, y: 2), AffineTransform(scaleX: -1.5, y: 2.5).translatedBy(x: -90, y: 3),
                          AffineTransform(translationX: 10.25, y: -3.5)]
        // Key-like shadows (offset down) and ambient-like ones (centred), from a blur under a
        // pixel to one over ten.
        let spreads: [(radius: Double, offsetY: Double)] = [(0.665, 1.192), (0.886, 0), (2.666, 4.885), (3.555, 0),
                                                             (5.334, 9.810), (7.113, 0), (10.669, 19.660), (14.229, 0)]
        for (index, spread) in spreads.enumerated() {
            for transform in transforms {
                for shape: ShadowShape in [.roundedRect(Rect(x: 12, y: 9.5, width: 40, height: 25), cornerRadius: 7),
                                           .rect(Rect(x: 5.5, y: 20, width: 30, height: 12))] {
                    let shadow = Shadow(opacity: index % 2 == 0 ? 0.26 : 0.08, radius: spread.radius,
                                        offset: Size(width: 0, height: spread.offsetY))
                    let mask = try shadow.mask(for: shape, transform: transform, clippedTo: clip)
                    guard let rows = try shadow.rows(for: shape, transform: transform, clippedTo: clip) else {
                        XCTFail("no rows for \(shape) under \(transform)")
                        continue
                    }
                    try compare(rows, mask, &rng, "\(shape) \(shadow) \(transform)")
                }
            }
        }
        let rotated = AffineTransform(rotationAngle: 0.3)
        XCTAssertNil(try Shadow(opacity: 0.26, radius: 2.666, offset: Size(width: 0, height: 4.885)).rows(
            for: .rect(Rect(x: 0, y: 0, width: 10, height: 10)), transform: rotated, clippedTo: clip))
        var path = Path()
        path.addEllipse(in: Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertNil(try Shadow(opacity: 0.26, radius: 2.666, offset: Size(width: 0, height: 4.885)).rows(for: .path(path, rule: .nonZero), clippedTo: clip))
    }

    // MARK: - Helpers

    private func checkRows(_ rect: Rect, _ cornerWidth: Double, _ cornerHeight: Double, _ sigmaX: Double,
                           _ sigmaY: Double, _ clip: PixelRect, _ rng: inout SplitMix64, _ name: String) throws {
        let mask = try AnalyticShadow.roundedRectMask(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                                                      sigmaX: sigmaX, sigmaY: sigmaY, clippedTo: clip)
        let rows = try AnalyticShadow.Rows(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                                           sigmaX: sigmaX, sigmaY: sigmaY, clippedTo: clip)
        try compare(rows, mask, &rng, "\(name): \(rect) corner \(cornerWidth)×\(cornerHeight) σ \(sigmaX), \(sigmaY)")
    }

    /// Every row in full, then every row again in random pieces (left to right and in random
    /// order), against the mask.
    private func compare(_ rows: AnalyticShadow.Rows, _ mask: CoverageMask, _ rng: inout SplitMix64,
                         _ name: String) throws {
        XCTAssertEqual(rows.bounds, mask.bounds, name)
        let b = mask.bounds
        guard !b.isEmpty else { return }
        var rows = rows
        var line = [UInt8](repeating: 0xAB, count: b.width)
        var firstMismatch: String?
        for y in b.y..<b.maxY {
            line.withUnsafeMutableBufferPointer { rows.fill(row: y, columns: b.x..<b.maxX, into: $0.baseAddress!) }
            let expected = Array(mask.values[(y - b.y) * b.width..<(y - b.y + 1) * b.width])
            if line != expected, firstMismatch == nil {
                let x = line.indices.first { line[$0] != expected[$0] }!
                firstMismatch = "row \(y) column \(b.x + x): \(line[x]) instead of \(expected[x])"
            }
            // Pieces: cut points at random, filled in a random order.
            var cuts = [0, b.width] + (0..<rng.int(4)).map { _ in rng.int(b.width + 1) }
            cuts.sort()
            var pieces = Array(zip(cuts, cuts.dropFirst()))
            pieces.shuffle(using: &rng)
            var pieced = [UInt8](repeating: 0xCD, count: b.width)
            for (lo, hi) in pieces where lo < hi {
                pieced.withUnsafeMutableBufferPointer {
                    rows.fill(row: y, columns: b.x + lo..<b.x + hi, into: $0.baseAddress! + lo)
                }
            }
            if pieced != expected, firstMismatch == nil {
                let x = pieced.indices.first { pieced[$0] != expected[$0] }!
                firstMismatch = "row \(y) column \(b.x + x) in pieces \(pieces): \(pieced[x]) instead of \(expected[x])"
            }
        }
        XCTAssertNil(firstMismatch, name)
    }
}
