import Raster
import RasterKernels
import SeededRandom
import XCTest

/// The span kernels (the Swift loop compiled for the package's baseline, and RasterKernels' C
/// functions for x86-64-v3 and x86-64-v4) against each other and against the source-over formula
/// worked one component at a time here, with Blinn's integer rounding as `SourceOver` documents
/// it: `t = x·y + 128`, `x·y/255 ≈ (t + (t >> 8)) >> 8`. Which levels run is itself checked
/// against /proc/cpuinfo, so a wide kernel is compared with the formula on every processor that
/// has its level, and a processor that has it but is not given it fails.
final class SpanKernelTests: XCTestCase {
    /// round(x·y / 255) by Blinn's formula, for x, y ≤ 255.
    private func mul(_ x: Int, _ y: Int) -> Int {
        let t = x * y + 128
        return (t + (t >> 8)) >> 8
    }

    /// The kernels this processor runs, baseline first (``SpanKernels/runs(_:)``, which
    /// `testDetectedLevelMatchesTheKernelsCPUFlags` checks against /proc/cpuinfo).
    private var kernelsToCheck: [SpanKernels] {
        [.baseline, .x86_64_v3, .x86_64_v4].filter(SpanKernels.runs)
    }

    /// The widest level the feature flags Linux lists in /proc/cpuinfo give (the kernel clears a
    /// flag when it does not save the feature's registers): an independent reading of the CPUID
    /// bits that RasterKernels' compiler-runtime check reads.
    private func levelFromCPUInfo(file: StaticString = #filePath, line: UInt = #line) throws -> SpanKernels {
        let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        let flagsLine = text?.split(separator: "\n").first { $0.hasPrefix("flags") }
        let flags = try XCTUnwrap(flagsLine.map { Set($0.split(separator: " ").map(String.init)) },
                                  "no /proc/cpuinfo flags line (not Linux?)", file: file, line: line)
        #if arch(x86_64)
        // LZCNT is listed as "abm".
        let v3 = ["avx", "avx2", "bmi1", "bmi2", "f16c", "fma", "abm", "movbe"]
        let v4 = ["avx512f", "avx512bw", "avx512cd", "avx512dq", "avx512vl"]
        guard v3.allSatisfy(flags.contains) else { return .baseline }
        return v4.allSatisfy(flags.contains) ? .x86_64_v4 : .x86_64_v3
        #else
        _ = flags
        return .baseline
        #endif
    }

    /// Random premultiplied pixels: components at most alpha, with some transparent and some opaque.
    private func randomPixels(_ count: Int, _ rng: inout SplitMix64) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 4)
        for _ in 0..<count {
            let pick = rng.int(8)
            let a = pick == 0 ? 0 : (pick == 1 ? 255 : rng.int(256))
            for _ in 0..<3 { bytes.append(UInt8(rng.int(a + 1))) }
            bytes.append(UInt8(a))
        }
        return bytes
    }

    /// A random premultiplied colour with alpha `a`.
    private func randomColor(alpha a: Int, _ rng: inout SplitMix64) -> PremultipliedColor {
        PremultipliedColor(red: UInt8(rng.int(a + 1)), green: UInt8(rng.int(a + 1)), blue: UInt8(rng.int(a + 1)),
                           alpha: UInt8(a))
    }

    /// `bytes` with the formula applied to the `count` pixels from byte `offset`; the rest as is.
    private func expected(_ bytes: [UInt8], offset: Int, count: Int, color: PremultipliedColor,
                          coverage: Int) -> [UInt8] {
        var result = bytes
        // Per component: s′ = s·c/255, α′ = sα·c/255, then d′ = s′ + d·(255 − α′)/255.
        let source = [Int(color.red), Int(color.green), Int(color.blue), Int(color.alpha)]
        let scaled = source.map { mul($0, coverage) }
        let inverse = 255 - scaled[3]
        for i in 0..<count {
            for k in 0..<4 {
                let at = offset + i * 4 + k
                result[at] = UInt8(scaled[k] + mul(Int(bytes[at]), inverse))
            }
        }
        return result
    }

    /// Checks one span through the blitter with each of `kernels`, over a random buffer with room
    /// either side of the span.
    private func checkSpan(count: Int, misalignment: Int, color: PremultipliedColor, coverage: UInt8,
                           kernels all: [SpanKernels], _ rng: inout SplitMix64, file: StaticString = #filePath,
                           line: UInt = #line) {
        // A few pixels before and after the span, which must not change.
        let offset = 4 * rng.int(3) + misalignment
        let original = randomPixels(count + 5, &rng)
        let want = expected(original, offset: offset, count: count, color: color, coverage: Int(coverage))
        for kernels in all {
            var bytes = original
            RasterTesting.compositeSpan(&bytes, offset: offset, count: count, color: color, coverage: coverage,
                                        kernels: kernels)
            if bytes != want {
                let first = zip(bytes, want).enumerated().first { $0.element.0 != $0.element.1 }!.offset
                XCTFail("\(kernels): \(count) pixels from byte \(offset), colour \(color), coverage \(coverage): "
                        + "byte \(first) is \(bytes[first]), expected \(want[first])", file: file, line: line)
                return
            }
        }
    }

    /// Every colour alpha with every coverage (0 and 255 included), spans of 15 to 63 pixels (the
    /// wide kernels take 16 and more: steps of 16 and 32 pixels and each tail length) at every
    /// misalignment.
    func testEveryAlphaAndCoverageMatchesTheFormula() {
        var rng = SplitMix64(seed: 0x5EA1_C0DE)
        let kernels = kernelsToCheck
        for alpha in 0...255 {
            for coverage in 0...255 {
                let color = randomColor(alpha: alpha, &rng)
                checkSpan(count: 15 + rng.int(49), misalignment: rng.int(4), color: color, coverage: UInt8(coverage),
                          kernels: kernels, &rng)
            }
        }
    }

    /// Random spans of 0…300 pixels at random misalignments, colours and coverages (a quarter of
    /// them opaque at coverage 255: the store path, `wmemset` from 32 pixels on).
    func testRandomSpansMatchTheFormula() {
        var rng = SplitMix64(seed: 0x0300_5FA7)
        let kernels = kernelsToCheck
        for _ in 0..<1500 {
            let opaqueStore = rng.int(4) == 0
            let alpha = opaqueStore ? 255 : rng.int(256)
            let coverage = opaqueStore ? 255 : rng.int(256)
            checkSpan(count: rng.int(301), misalignment: rng.int(4), color: randomColor(alpha: alpha, &rng),
                      coverage: UInt8(coverage), kernels: kernels, &rng)
        }
    }

    /// Opaque stores of every length 0…300 (around the `wmemset` threshold of 32 pixels and the
    /// loop's 8- and 32-pixel steps) at every misalignment: the colour's bytes, nothing else touched.
    func testOpaqueStoresOfEveryLength() {
        var rng = SplitMix64(seed: 0x0BA9_7E00)
        let all = kernelsToCheck
        for count in 0...300 {
            for misalignment in 0..<4 {
                let color = randomColor(alpha: 255, &rng)
                let offset = 4 + misalignment
                let original = randomPixels(count + 3, &rng)
                var want = original
                for i in 0..<count {
                    want.replaceSubrange(offset + 4 * i ..< offset + 4 * i + 4,
                                         with: [color.red, color.green, color.blue, 255])
                }
                for kernels in all {
                    var bytes = original
                    RasterTesting.compositeSpan(&bytes, offset: offset, count: count, color: color, coverage: 255,
                                                kernels: kernels)
                    XCTAssertEqual(bytes, want, "\(kernels): \(count) pixels from byte \(offset)")
                }
            }
        }
    }

    /// `raster_source_over_span_x86_64_v3` called directly where the processor has x86-64-v3
    /// (AVX2): every scaled alpha α′ (with random components at most α′), spans of 0…300 pixels at
    /// random misalignments. Whether it runs is what /proc/cpuinfo says.
    func testV3KernelDirectlyForEveryScaledAlpha() throws {
        let runs = SpanKernels.runs(.x86_64_v3), listed = try levelFromCPUInfo() != .baseline
        XCTAssertEqual(runs, listed, "x86-64-v3 per SpanKernels against /proc/cpuinfo")
        if runs {
            checkDirectly(seed: 0xA7C2_0003) { raster_source_over_span_x86_64_v3($0, $1, $2) }
        }
    }

    /// `raster_source_over_span_x86_64_v4` called directly where the processor has x86-64-v4
    /// (AVX-512), exactly as the x86-64-v3 kernel above.
    func testV4KernelDirectlyForEveryScaledAlpha() throws {
        let runs = SpanKernels.runs(.x86_64_v4), listed = try levelFromCPUInfo() == .x86_64_v4
        XCTAssertEqual(runs, listed, "x86-64-v4 per SpanKernels against /proc/cpuinfo")
        if runs {
            checkDirectly(seed: 0xA7C2_0004) { raster_source_over_span_x86_64_v4($0, $1, $2) }
        }
    }

    /// The level `SpanKernels.detected` reports agrees with the feature flags in /proc/cpuinfo.
    func testDetectedLevelMatchesTheKernelsCPUFlags() throws {
        let listed = try levelFromCPUInfo()
        XCTAssertEqual(SpanKernels.detected, listed)
    }

    /// Calls `composite` for every scaled alpha α′ (twice, with random components at most α′) on
    /// spans of 0…300 pixels at random misalignments, against the formula.
    private func checkDirectly(seed: UInt64, _ composite: (UInt32, UnsafeMutablePointer<UInt8>, Int) -> Void,
                               file: StaticString = #filePath, line: UInt = #line) {
        var rng = SplitMix64(seed: seed)
        for scaledAlpha in 0...255 {
            for _ in 0..<2 {
                let s = randomColor(alpha: scaledAlpha, &rng)
                let word = UInt32(s.red) | UInt32(s.green) << 8 | UInt32(s.blue) << 16 | UInt32(s.alpha) << 24
                let count = rng.int(301), offset = 4 + rng.int(4)
                let original = randomPixels(count + 3, &rng)
                // At coverage 255 the formula's step 1 leaves the source as it is.
                let want = expected(original, offset: offset, count: count, color: s, coverage: 255)
                var bytes = original
                bytes.withUnsafeMutableBufferPointer { buffer in
                    composite(word, buffer.baseAddress! + offset, count)
                }
                XCTAssertEqual(bytes, want, "α′ \(scaledAlpha), \(count) pixels from byte \(offset)",
                               file: file, line: line)
            }
        }
    }
}
