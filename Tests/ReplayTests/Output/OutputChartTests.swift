import Replay
import XCTest

/// The frame-time chart's scale and SVG text.
final class OutputChartTests: XCTestCase {
    func testTicksCoverTheLongestFrameAndTheBudget() {
        // Longest 9 ms, budget 8.33 ms: ticks of 1, 2, 5 × 10^k µs; 5 ticks of 2 ms = 10 ms ≥ 9 ms.
        XCTAssertEqual(FrameTimeChart(title: "t", frameNs: [120_000, 9_000_000], budgetNs: 8_333_333).tickNs, 2_000_000)
        // Only small frames: the budget (16.67 ms) sets the scale: 5 × 5 ms = 25 ms.
        XCTAssertEqual(FrameTimeChart(title: "t", frameNs: [1_000], budgetNs: 16_666_666).tickNs, 5_000_000)
        // 5 × 1 µs = 5 µs ≥ 4 µs.
        XCTAssertEqual(FrameTimeChart(title: "t", frameNs: [4_000], budgetNs: 1).tickNs, 1_000)
    }

    func testSVGPlacesFramesBudgetAndOverBudgetMarks() {
        let chart = FrameTimeChart(title: "tap & <go>", frameNs: [0, 5_000_000, 10_000_000], budgetNs: 8_000_000)
        let svg = chart.svg()
        // Axis top: 5 ticks of 2 ms = 10 ms. The plot spans x 64…784 and y 264 (0 ms) … 28 (10 ms),
        // so frame i is at x = 64 + (i + 0.5)·240: 184, 424, 664; 5 ms is at y = 264 − 118 = 146.
        XCTAssertTrue(svg.contains(#"points="184.00,264.00 424.00,146.00 664.00,28.00""#), svg)
        // The budget, 8 ms, is at y = 264 − 0.8·236 = 75.2.
        XCTAssertTrue(svg.contains(##"<line x1="64.00" y1="75.20" x2="784.00" y2="75.20" stroke="#d93025""##), svg)
        XCTAssertTrue(svg.contains("budget 8.000 ms"), svg)
        // Only the 10 ms frame is over budget.
        XCTAssertEqual(svg.components(separatedBy: "<circle").count - 1, 1)
        XCTAssertTrue(svg.contains(#"<circle cx="664.00" cy="28.00""#), svg)
        XCTAssertTrue(svg.contains("tap &amp; &lt;go&gt;: frame time"), svg)
        XCTAssertTrue(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))
        XCTAssertEqual(svg, chart.svg())
    }
}
