// The summaries `touchstone fuzz hit-test` and `fuzz scene-hit-test` print after a run: rates,
// counts by kind and the mismatches, one fact a line.

extension HitTestFuzzer.Report {
    /// The run's summary, given the wall-clock seconds it took.
    public func summary(elapsed: Double) -> String {
        func rate(_ n: Int) -> String { FuzzReportText.perSecond(n, elapsed) }
        var lines = [
            "cases \(cases) in \(FuzzReportText.seconds(elapsed)) s: \(rate(cases)) cases/s (oracle), "
                + "\(rate(cases + rasterChecked)) hit tests/s with the raster check",
            "shapes \(shapes); decided \(inside) inside, \(outside) outside; ambiguous \(ambiguous)",
            "raster: \(rasterChecked) pixel centres (\(rasterClean) clean), \(rasterSlivers) slivers "
                + "settled by the oracle, \(rasterUnsettled) unsettled, \(rasterMismatches) mismatches",
            "oracle mismatches \(mismatches)",
            "analytic fast path: \(analyticShapes) shapes, \(analyticCases) points, \(analyticDecided) decided exactly, "
                + "\(analyticRounding) within rounding of a corner circle, \(analyticMismatches) mismatches",
        ]
        lines.append("by shape: " + casesByShapeKind.sorted { $0.key < $1.key }
            .map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        lines.append("by point (cases/ambiguous): " + HitPointKind.allCases.map {
            "\($0.rawValue) \(casesByPointKind[$0.rawValue] ?? 0)/\(ambiguousByPointKind[$0.rawValue] ?? 0)"
        }.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }

    /// Whether the run found anything: a kept finding or a mismatch of any check.
    public var failed: Bool {
        !findings.isEmpty || mismatches > 0 || rasterMismatches > 0 || analyticMismatches > 0
    }
}

extension SceneHitTestFuzzer.Report {
    /// The run's summary, given the wall-clock seconds it took.
    public func summary(elapsed: Double) -> String {
        func rate(_ n: Int) -> String { FuzzReportText.perSecond(n, elapsed) }
        return [
            "cases \(cases) in \(FuzzReportText.seconds(elapsed)) s: \(rate(cases)) cases/s, \(rate(scenes)) scenes/s",
            "scenes \(scenes) (\(views) views, \(scrollViews) of them scroll views); decided: a view \(hitView), the root \(hitRoot), "
                + "nothing \(hitNothing); ambiguous \(ambiguous) ("
                + SceneHitTestOracle.Ambiguity.allCases.map { "\($0.rawValue) \(ambiguousByReason[$0.rawValue] ?? 0)" }
                    .joined(separator: ", ") + ")",
            "mismatches \(mismatches)",
            "by point (cases/ambiguous): " + ScenePointKind.allCases.map {
                "\($0.rawValue) \(casesByPointKind[$0.rawValue] ?? 0)/\(ambiguousByPointKind[$0.rawValue] ?? 0)"
            }.joined(separator: ", "),
        ].joined(separator: "\n")
    }

    /// Whether the run found anything: a mismatch, or a generated scene that did not load.
    public var failed: Bool { mismatches > 0 || !loadFailures.isEmpty }
}

/// Numbers in the summaries.
enum FuzzReportText {
    /// `count` per second of `elapsed`, rounded to a whole number; "-" for no time.
    static func perSecond(_ count: Int, _ elapsed: Double) -> String {
        elapsed > 0 ? String(Int((Double(count) / elapsed).rounded())) : "-"
    }

    /// Seconds rounded to hundredths, as Swift prints a `Double`.
    static func seconds(_ value: Double) -> String { String((value * 100).rounded() / 100) }
}
