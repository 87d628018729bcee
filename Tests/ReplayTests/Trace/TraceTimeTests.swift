import XCTest
@testable import Replay

/// Seconds ↔ nanoseconds: exact rounding of the Double's true value. Expected values were worked
/// out with exact rational arithmetic (Python `fractions.Fraction(t) * 10**9`).
final class TraceTimeTests: XCTestCase {
    func testDecimalsConvertToTheNanosecondsTheySpell() {
        XCTAssertEqual(TraceTime.nanoseconds(fromSeconds: 0), 0)
        XCTAssertEqual(TraceTime.nanoseconds(fromSeconds: 0.007401), 7_401_000)
        XCTAssertEqual(TraceTime.nanoseconds(fromSeconds: 0.04358), 43_580_000)
        XCTAssertEqual(TraceTime.nanoseconds(fromSeconds: 1.0 / 120), 8_333_333)   // 8,333,333.33…
        XCTAssertEqual(TraceTime.nanoseconds(fromSeconds: 12345.678901), 12_345_678_901_000)
        XCTAssertEqual(TraceTime.nanoseconds(fromSeconds: 3600), 3_600_000_000_000)
        XCTAssertEqual(TraceTime.nanoseconds(fromSeconds: -0.5), -500_000_000)
    }

    func testTheProductsOwnRoundingDoesNotDecide() {
        // The Double nearest 1.05e-8 is 1.04999999999999997e-8 s (exactly 10.4999999999999997… ns),
        // so the nearest nanosecond is 10; the rounded product 1.05e-8 * 1e9 is exactly 10.5, and
        // rounding that would give 11. Likewise 3.25e-8 → 32 (product 32.5).
        XCTAssertEqual(1.05e-8 * 1e9, 10.5)
        XCTAssertEqual(TraceTime.nanoseconds(fromSeconds: 1.05e-8), 10)
        XCTAssertEqual(TraceTime.nanoseconds(fromSeconds: 3.25e-8), 32)
    }

    func testExactHalvesRoundAwayFromZero() {
        // 1/1024 s is exactly 976,562.5 ns.
        XCTAssertEqual(TraceTime.nanoseconds(fromSeconds: 1.0 / 1024), 976_563)
        XCTAssertEqual(TraceTime.nanoseconds(fromSeconds: -1.0 / 1024), -976_563)
    }

    func testOutOfRangeIsNil() {
        XCTAssertNil(TraceTime.nanoseconds(fromSeconds: .nan))
        XCTAssertNil(TraceTime.nanoseconds(fromSeconds: .infinity))
        XCTAssertNil(TraceTime.nanoseconds(fromSeconds: 1e300))
        XCTAssertNil(TraceTime.nanoseconds(fromSeconds: 1_000_000.5))
        XCTAssertEqual(TraceTime.nanoseconds(fromSeconds: 1_000_000), 1_000_000_000_000_000)
    }

    func testNanosecondsRoundTripThroughSeconds() {
        let samples: [Int64] = [0, 1, 7, 999_999_999, 8_333_333, 16_666_666, 123_456_789_012,
                                999_999_999_999_999, 1_000_000_000_000_000, -42]
        for n in samples {
            XCTAssertEqual(TraceTime.nanoseconds(fromSeconds: TraceTime.seconds(fromNanoseconds: n)), n, "\(n)")
        }
        // A seeded sweep over the whole range (linear congruential steps, fixed seed).
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<10_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let n = Int64(state >> 14) % 1_000_000_000_000_000
            XCTAssertEqual(TraceTime.nanoseconds(fromSeconds: TraceTime.seconds(fromNanoseconds: n)), n, "\(n)")
        }
        XCTAssertEqual(TraceTime.seconds(fromNanoseconds: 8_333_333), 0.008333333)
    }
}
