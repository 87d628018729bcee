import Raster
import SeededRandom
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

    /// A 48 × 24 mask at (−3, 2), 255 inside a one-pixel rim of 128 (a card's coverage with its
    /// anti-aliased edge), worked by hand. Blocks of 8 columns: 6; bands of 8 rows: 3. Band 0 has
    /// the top rim in every block: one run, not full. Band 1: blocks 0 and 5 hold the side rims,
    /// blocks 1–4 are all 255, four full blocks (at least two): a part of their own between two
    /// one-block parts. Band 2 has the bottom rim: one run again.
    func testFullStretchesAreToldApart() throws {
        let bounds = PixelRect(x: -3, y: 2, width: 48, height: 24)
        let card = try mask(bounds) { x, y in x == 0 || y == 0 || x == 47 || y == 23 ? 128 : 255 }
        typealias Part = CoverageMask.CoverPart
        XCTAssertEqual(card.cover(separatingFull: true), [
            Part(rect: PixelRect(x: -3, y: 2, width: 48, height: 8), isFull: false),
            Part(rect: PixelRect(x: -3, y: 10, width: 8, height: 8), isFull: false),
            Part(rect: PixelRect(x: 5, y: 10, width: 32, height: 8), isFull: true),
            Part(rect: PixelRect(x: 37, y: 10, width: 8, height: 8), isFull: false),
            Part(rect: PixelRect(x: -3, y: 18, width: 48, height: 8), isFull: false),
        ])
        // Without separating, the mask is nonzero all over: its bounds.
        XCTAssertEqual(card.cover(separatingFull: false), [Part(rect: bounds, isFull: false)])
        XCTAssertEqual(card.nonzeroCover(), [bounds])
    }

    /// On seeded random masks with full areas: the parts still cover every nonzero pixel once,
    /// and every value of a part marked full is 255.
    func testFullPartsAreFull() throws {
        let seed: UInt64 = 0xC0_7E_0002
        var rng = SplitMix64(seed: seed)
        var fullParts = 0
        for index in 0..<200 {
            let bounds = PixelRect(x: rng.int(20) - 10, y: rng.int(20) - 10, width: 1 + rng.int(90), height: 1 + rng.int(60))
            let cx = Double(rng.int(bounds.width)), cy = Double(rng.int(bounds.height))
            let r = Double(5 + rng.int(40))
            let m = try mask(bounds) { x, y in
                let d = ((Double(x) - cx) * (Double(x) - cx) + (Double(y) - cy) * (Double(y) - cy)).squareRoot()
                return d <= r - 1 ? 255 : (d <= r ? UInt8(1 + (x * 7 + y) % 254) : 0)
            }
            let parts = m.cover(limit: 1000, separatingFull: true)
            assertCovers(parts.map(\.rect), m, "seed \(seed) mask \(index)")
            for part in parts where part.isFull {
                fullParts += 1
                for y in part.rect.y..<part.rect.maxY {
                    for x in part.rect.x..<part.rect.maxX where m[x, y] != 255 {
                        XCTFail("seed \(seed) mask \(index): \(part.rect) is marked full but (\(x), \(y)) is \(m[x, y])")
                        return
                    }
                }
            }
        }
        XCTAssertGreaterThan(fullParts, 50)
    }
}
