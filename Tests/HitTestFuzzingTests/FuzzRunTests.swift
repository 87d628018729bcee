import Geometry
import HitTestFuzzing
import JSON
import Platform
import Replay
import Shapes
import XCTest

/// Production hit testing against the oracle and the raster at a fixed seed; determinism; the
/// generators' coverage; the libFuzzer target bodies and the FailCases corpus.
final class FuzzRunTests: XCTestCase {
    func testProductionHasNoMismatchesOnAFixedSeed() {
        var fuzzer = HitTestFuzzer(seed: 2026)
        let report = fuzzer.run(cases: 30_000)
        for finding in report.findings { print("finding: \(finding.check) \(finding.testCase.command)") }
        XCTAssertEqual(report.mismatches, 0)
        XCTAssertEqual(report.rasterMismatches, 0)
        XCTAssertEqual(report.cases, 30_000)
        // Most cases are decided; the ambiguous ones are points within the curve band.
        XCTAssertLessThan(report.ambiguous, report.cases / 4)
        XCTAssertGreaterThan(report.inside, 3_000)
        XCTAssertGreaterThan(report.rasterChecked, 10_000)
    }

    func testRunsAreDeterministicForASeed() {
        var a = HitTestFuzzer(seed: 77), b = HitTestFuzzer(seed: 77)
        let ra = a.run(cases: 5_000), rb = b.run(cases: 5_000)
        XCTAssertEqual(ra.inside, rb.inside)
        XCTAssertEqual(ra.ambiguous, rb.ambiguous)
        XCTAssertEqual(ra.casesByPointKind, rb.casesByPointKind)
        XCTAssertEqual(ra.rasterChecked, rb.rasterChecked)
    }

    func testGeneratorsCoverEveryTreatment() {
        var random = SplitMix64(seed: 3)
        var kinds = Set<String>(), corners = Set<String>(), edges = Set<String>()
        var percent = false, offsets = false, negative = false, zero = false, tiny = false, huge = false
        var oversized = false
        for _ in 0..<3000 {
            let shape = ShapeCaseGenerator.shape(using: &random)
            kinds.insert(shape.kind)
            let w = shape.size.width, h = shape.size.height
            if w < 0 || h < 0 { negative = true }
            if w == 0 || h == 0 { zero = true }
            if (w != 0 && abs(w) < 1e-3) || (h != 0 && abs(h) < 1e-3) { tiny = true }
            if abs(w) > 1e5 || abs(h) > 1e5 { huge = true }
            guard case .rectangle(let g) = shape.spec else { continue }
            for c in g.corners {
                if c.valueType == .percentage { percent = true }
                switch c.kind {
                case .sharp: corners.insert("sharp")
                case .rounded(let r):
                    corners.insert("rounded")
                    if c.valueType == .absolute, r > min(abs(w), abs(h)) / 2, w > 0, h > 0 { oversized = true }
                case .cut: corners.insert("cut")
                case .curved: corners.insert("curved")
                case .custom: corners.insert("custom")
                }
            }
            for e in g.edges {
                if case .triangle(_, let style) = e { edges.insert(style == .cut ? "cut" : "handle") }
            }
            if g.cornerOffsets.contains(where: { $0 != .zero }) { offsets = true }
        }
        XCTAssertEqual(kinds, ["rectangle", "pill", "curvedRect", "slantedRect", "scheme", "svgPath"])
        XCTAssertEqual(corners, ["sharp", "rounded", "cut", "curved"])
        XCTAssertEqual(edges, ["cut", "handle"])
        XCTAssertTrue(percent && offsets && negative && zero && tiny && huge && oversized)
    }

    func testGeneratedSpecsRoundTripThroughJSON() throws {
        // Repros carry the spec as JSON; `shape contains` must rebuild exactly the same outline.
        var random = SplitMix64(seed: 4)
        for _ in 0..<500 {
            let shape = ShapeCaseGenerator.shape(using: &random)
            let text = shape.spec.json.serialized()
            let again = try ShapeSpec(parsing: text, source: "test")
            XCTAssertEqual(again.path(for: shape.size), shape.path, text)
        }
    }

    func testPointKindsAreAllGenerated() {
        var fuzzer = HitTestFuzzer(seed: 8)
        let report = fuzzer.run(cases: 4_000)
        for kind in HitPointKind.allCases {
            XCTAssertGreaterThan(report.casesByPointKind[kind.rawValue] ?? 0, 50, kind.rawValue)
        }
    }

    func testFuzzTargetsAcceptGarbageAndCheckTheirProperties() {
        let inputs: [[UInt8]] = [[], Array("{\"pill\": {}}".utf8), Array("M0 0 L10 0 A5 5 0 1 1 0 10 Z".utf8),
                                 [0xFF, 0x00, 0x7B], Array(repeating: 0xAB, count: 300)]
        for target in FuzzTarget.allCases {
            for input in inputs { XCTAssertNil(target.run(input), "\(target.rawValue) on \(input.prefix(20))") }
        }
    }

    func testFailCasesCorpusReplaysClean() throws {
        // Fuzz/FailCases/<target>/*: every input that ever failed a libFuzzer target.
        let root = URLPath.packageRoot + "/Fuzz/FailCases"
        var replayed = 0
        for target in FuzzTarget.allCases {
            for file in try URLPath.files(in: root + "/" + target.rawValue) {
                replayed += 1
                XCTAssertNil(target.run(try URLPath.bytes(of: file)), file)
            }
        }
        XCTAssertGreaterThan(replayed, 0)
        // The hit-test repros are decided by the oracle (an ambiguous one would replay vacuously)
        // and production now gives their "expected" answer.
        for file in try URLPath.files(in: root + "/contains-oracle") where file.hasSuffix(".json") {
            let reader = try JSONReader(parsing: try URLPath.bytes(of: file), source: file)
            let c = try HitTestCase(repro: reader)
            let expected = try XCTUnwrap(reader.member("expected")).bool()
            XCTAssertEqual(ExactWindingOracle.contains(c.shape.path, c.point, rule: c.rule), expected, file)
            XCTAssertEqual(c.shape.path.contains(c.point, rule: c.rule), expected, file)
        }
    }
}

/// The corpus test's file access, on Platform (no Foundation).
enum URLPath {
    static var packageRoot: String {
        // This file is Tests/HitTestFuzzingTests/FuzzRunTests.swift.
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }

    /// The files of `directory` except dot files, sorted; none for a target that has no folder
    /// (no failure found yet).
    static func files(in directory: String) throws -> [String] {
        guard Directory.exists(directory) else { return [] }
        return try Directory.names(in: directory).filter { !$0.hasPrefix(".") }.map { directory + "/" + $0 }
    }

    static func bytes(of path: String) throws -> [UInt8] { try FileReader.bytes(atPath: path, limit: 1 << 20) }
}
