import Raster
import TestSupport
import XCTest

/// `CoverageMask.nonzeroCover`: disjoint rectangles inside the mask holding every nonzero value,
/// checked on hand-worked masks and on seeded random ones against a pixel-by-pixel scan.
final class NonzeroCoverTests: XCTestCase {
    /// A mask over `bounds` with `value(x, y)` (mask-relative) at each pixel.
    private func mask(_ bounds: PixelRect, _ value: (Int, Int) -> UInt8) throws -> CoverageMask {
        var values: [UInt8] = []
        for y in 0..<bounds.height {
            for x in 0..<bounds.width { values.append(value(x, y)) }
        }
        return try CoverageMask(bounds: bounds, values: values)
    }

    /// Every nonzero pixel lies in exactly one rectangle, and every rectangle inside the bounds.
    private func assertCovers(_ cover: [PixelRect], _ mask: CoverageMask, _ context: String,
                              file: StaticString = #filePath, line: UInt = #line) {
        for rect in cover {
            XCTAssertFalse(rect.isEmpty, context, file: file, line: line)
            XCTAssertEqual(rect.intersection(mask.bounds), rect, "\(context): \(rect) leaves the mask", file: file, line: line)
        }
        for y in mask.bounds.y..<mask.bounds.maxY {
            for x in mask.bounds.x..<mask.bounds.maxX {
                let holders = cover.filter { x >= $0.x && x < $0.maxX && y >= $0.y && y < $0.maxY }.count
                if holders > 1 || (mask[x, y] != 0 && holders != 1) {
                    XCTFail("\(context): pixel (\(x), \(y)) of value \(mask[x, y]) is in \(holders) rectangles",
                            file: file, line: line)
                    return
                }
            }
        }
    }

    func testAllZeroAndEmptyMasksHaveNoRectangles() throws {
        XCTAssertEqual(try CoverageMask(bounds: PixelRect(x: 3, y: 4, width: 20, height: 11)).nonzeroCover(), [])
        XCTAssertEqual(try CoverageMask(bounds: PixelRect(x: 3, y: 4, width: 0, height: 0)).nonzeroCover(), [])
    }

    func testAFullMaskIsItsBounds() throws {
        // 21 wide: two blocks of eight and a tail of five.
        let bounds = PixelRect(x: -2, y: 7, width: 21, height: 13)
        XCTAssertEqual(try mask(bounds) { _, _ in 1 }.nonzeroCover(), [bounds])
    }

    /// A one-pixel ring around an 80 × 40 mask at (5, 3), worked by hand. Blocks are 8 columns
    /// (10 of them), bands 8 rows (5 of them). Band 0 (rows 0–7) has the top row: all 10 blocks,
    /// one run. Bands 1–3 (rows 8–31) have only columns 0 and 79: blocks 0 and 9, eight blocks
    /// apart (more than the join gap of four), two runs, kept from band to band. Band 4 (rows
    /// 32–39) has the bottom row: one run again. So: rows 0–7 across (trimmed rows: 0 and 7 both
    /// hold the sides), columns 0–7 and 72–79 over rows 8–31, rows 32–39 across.
    func testARingIsFourStrips() throws {
        let bounds = PixelRect(x: 5, y: 3, width: 80, height: 40)
        let ring = try mask(bounds) { x, y in x == 0 || y == 0 || x == 79 || y == 39 ? 200 : 0 }
        XCTAssertEqual(ring.nonzeroCover(), [
            PixelRect(x: 5, y: 3, width: 80, height: 8),
            PixelRect(x: 5, y: 11, width: 8, height: 24),
            PixelRect(x: 77, y: 11, width: 8, height: 24),
            PixelRect(x: 5, y: 35, width: 80, height: 8),
        ])
        // Past the limit, the one enclosing rectangle.
        XCTAssertEqual(ring.nonzeroCover(limit: 3), [bounds])
    }

    /// Rectangles are trimmed to their first and last rows with a nonzero value: a dot at mask
    /// row 10, column 20 gives block 2 (columns 16–23) of band 1, trimmed to row 10.
    func testRowsAreTrimmedToCoverage() throws {
        let dot = try mask(PixelRect(x: 0, y: 0, width: 40, height: 30)) { x, y in x == 20 && y == 10 ? 1 : 0 }
        XCTAssertEqual(dot.nonzeroCover(), [PixelRect(x: 16, y: 10, width: 8, height: 1)])
    }

    /// Seeded random masks of blobs, specks and empty stretches, at odd sizes and offsets.
    func testRandomMasksAreCovered() throws {
        let seed: UInt64 = 0xC0_7E_0001
        var rng = SplitMix64(seed: seed)
        for index in 0..<300 {
            let bounds = PixelRect(x: rng.int(20) - 10, y: rng.int(20) - 10, width: 1 + rng.int(70), height: 1 + rng.int(50))
            var blobs: [(x: Int, y: Int, r: Int)] = []
            for _ in 0..<rng.int(5) { blobs.append((rng.int(bounds.width), rng.int(bounds.height), rng.int(12))) }
            let speckle = rng.chance(0.3)
            let m = try mask(bounds) { x, y in
                if speckle && (x * 31 + y * 17 + index) % 97 == 0 { return 3 }
                for blob in blobs where (x - blob.x) * (x - blob.x) + (y - blob.y) * (y - blob.y) <= blob.r * blob.r {
                    return 255
                }
                return 0
            }
            let limit = rng.chance(0.5) ? 16 : 1000
            assertCovers(m.nonzeroCover(limit: limit), m, "seed \(seed) mask \(index)")
        }
    }
}
