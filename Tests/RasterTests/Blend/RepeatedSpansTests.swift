@testable import Raster
import SeededRandom
import XCTest

/// Repeated rows (a fill's rows between its corners) reach a blitter as one call for the run
/// (`Blitter.blitRepeatedSpans`), which `SourceOverBlitter` takes span by span and short
/// anti-aliased spans column by column. Every pixel must still be the source-over formula's,
/// worked here one component at a time with Blinn's rounding, for opaque and translucent
/// sources, over a background that differs from pixel to pixel.
final class RepeatedSpansTests: XCTestCase {
    /// `a·b / 255` rounded to nearest, for a, b in 0…255.
    private func product(_ a: Int, _ b: Int) -> Int {
        let t = a * b + 128
        return (t + (t >> 8)) >> 8
    }

    func testRunsOfRowsGetTheFormula() {
        var rng = SplitMix64(seed: 0x2026_1201_5EED)
        let width = 61, height = 23, rowBytes = width * 4
        let colors = [PremultipliedColor(red: 51, green: 102, blue: 153, alpha: 255),
                      PremultipliedColor(red: 40, green: 20, blue: 90, alpha: 128),
                      PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 66)]
        var compared = 0
        for trial in 0..<300 {
            let color = colors[trial % colors.count]
            // A background of premultiplied pixels, each different.
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            for i in 0..<(width * height) {
                let alpha = rng.int(256)
                pixels[4 * i + 3] = UInt8(alpha)
                for c in 0..<3 { pixels[4 * i + c] = UInt8(rng.int(alpha + 1)) }
            }
            // One row's spans, left to right, and its coverage bytes.
            var spans: [RecordedSpan] = []
            var coverage = [UInt8](repeating: 0, count: width + 8)
            var x = rng.int(3)
            while x < width - 1 {
                let count = Swift.min(1 + rng.int(x % 3 == 0 ? 6 : 12), width - x)
                let kind = rng.int(3)
                let value: Int32 = kind == 0 ? 255 : kind == 1 ? Int32(1 + rng.int(254)) : RecordedSpan.antialiased
                for i in x..<(x + count) {
                    let pick = rng.int(5)
                    coverage[i] = value == RecordedSpan.antialiased
                        ? (pick == 0 ? 0 : pick == 1 ? 255 : UInt8(1 + rng.int(254))) : UInt8(value)
                }
                spans.append(RecordedSpan(start: Int32(x), count: Int32(count), coverage: value))
                x += count + rng.int(4)
            }
            let originX = 0
            let first = rng.int(height), rows = first..<(first + 1 + rng.int(height - first))
            // The formula, pixel by pixel.
            var expected = pixels
            for y in rows {
                for span in spans {
                    for x in Int(span.start)..<Int(span.start + span.count) {
                        let c = Int(coverage[x])
                        let i = 4 * (y * width + originX + x)
                        let source = [color.red, color.green, color.blue, color.alpha].map { product(Int($0), c) }
                        for k in 0..<4 {
                            expected[i + k] = UInt8(source[k] + product(Int(expected[i + k]), 255 - source[3]))
                        }
                    }
                }
            }
            pixels.withUnsafeMutableBufferPointer { buffer in
                var blitter = SourceOverBlitter(pixels: buffer.baseAddress!, rowBytes: rowBytes, color: color)
                spans.withUnsafeBufferPointer { recorded in
                    blitter.blitRepeatedSpans(recorded.baseAddress!, count: recorded.count, coverage: coverage,
                                              originX: originX, rows: rows)
                }
            }
            for i in 0..<pixels.count where pixels[i] != expected[i] {
                return XCTFail("trial \(trial): byte \(i % 4) of pixel (\(i / 4 % width), \(i / 4 / width)) is "
                               + "\(pixels[i]), the formula gives \(expected[i]); spans \(spans), rows \(rows)")
            }
            compared += spans.count * rows.count
        }
        XCTAssertGreaterThan(compared, 10_000)
    }
}
