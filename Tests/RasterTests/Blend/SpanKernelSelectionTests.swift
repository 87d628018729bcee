import Raster
import XCTest

/// `TOUCHSTONE_SPAN_KERNELS` read into a level: the names, the levels this processor runs
/// (``SpanKernels/runs(_:)``, itself checked against /proc/cpuinfo by `SpanKernelTests`), and the
/// messages for everything else. The command line's refusal, and a forced level reaching a replay,
/// are tested end to end in `SpanKernelLevelCommandTests`.
final class SpanKernelSelectionTests: XCTestCase {
    func testUnsetOrEmptyForcesNothing() throws {
        XCTAssertNil(try SpanKernels.forced(by: nil))
        XCTAssertNil(try SpanKernels.forced(by: ""))
    }

    func testEveryLevelThisProcessorRunsCanBeForced() throws {
        XCTAssertEqual(SpanKernels.allCases.map(\.rawValue), ["baseline", "x86-64-v3", "x86-64-v4"])
        let runs = SpanKernels.allCases.filter(SpanKernels.runs)
        XCTAssertEqual(runs.first, .baseline, "every processor runs the baseline")
        XCTAssertEqual(runs.last, SpanKernels.detected)
        for level in SpanKernels.allCases {
            if SpanKernels.runs(level) {
                XCTAssertEqual(try SpanKernels.forced(by: level.rawValue), level)
            } else {
                let names = runs.map(\.rawValue).joined(separator: ", ")
                XCTAssertThrowsError(try SpanKernels.forced(by: level.rawValue)) { error in
                    XCTAssertEqual("\(error)", "TOUCHSTONE_SPAN_KERNELS=\(level.rawValue): this processor does not run \(level.rawValue) (it runs \(names))")
                }
            }
        }
    }

    func testOtherValuesAreNamedWithTheVariable() {
        func message(_ value: String) -> String {
            do {
                return "\(try SpanKernels.forced(by: value).map(\.rawValue) ?? "nil")"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(message("avx2"), "TOUCHSTONE_SPAN_KERNELS=avx2: expected baseline, x86-64-v3 or x86-64-v4")
        XCTAssertEqual(message("X86-64-V3"), "TOUCHSTONE_SPAN_KERNELS=X86-64-V3: expected baseline, x86-64-v3 or x86-64-v4")
        XCTAssertEqual(message(" baseline"), "TOUCHSTONE_SPAN_KERNELS= baseline: expected baseline, x86-64-v3 or x86-64-v4")
        XCTAssertEqual(message("scalar"),
                       "TOUCHSTONE_SPAN_KERNELS=scalar: expected baseline, x86-64-v3 or x86-64-v4 (the route without AVX2 or AVX-512 is 'baseline')")
    }
}
