import Foundation
import SeededRandom

/// One run of the tool in the hostile-number property test: arguments, the files it reads
/// (written into the case's folder first), and what was made hostile, so an exit-2 message can
/// be checked for naming it.
struct HostileNumberCase {
    /// The command, for messages (`shape render`, `fuzz corpus`, …).
    var command: String
    var arguments: [String]
    /// Files to write before running, by path relative to the case's folder.
    var files: [String: String] = [:]
    var stdin = ""
    /// Basenames of files given hostile numbers, and options given hostile values (without `--`).
    var hostileFiles: [String] = []
    var hostileOptions: [String] = []
    /// Exit statuses that are not findings: 0 and 2 everywhere, 1 where it means a check failed
    /// (`compare`'s regression verdict, `merge` of a failing run).
    var allowedStatuses: Set<Int32> = [0, 2]
    /// What stdout must be on exit 0.
    var stdoutKind: StdoutKind = .anything
    /// Outputs (files or folders, relative) that must parse on exit 0.
    var outputs: [String] = []

    enum StdoutKind {
        case anything, svgPathData, svgDocument, pointAnswers(count: Int), json
    }

    /// The command line as a shell would take it, for a finding's report.
    var commandLine: String {
        (["touchstone"] + arguments).map { $0.isEmpty || $0.contains(where: { " '\"{}[]#$*".contains($0) }) ? "'\($0)'" : $0 }
            .joined(separator: " ")
    }
}

/// Makes cases over every command and file kind from templates (the repository's own example
/// files and ones the test's set-up made with the tool) and the table of ``HostileNumbers``.
struct HostileNumberGenerator {
    /// The repository's files the templates come from, read once.
    let templates: Templates

    struct Templates {
        var viewsScene: String, galleryScene: String, feedScene: String
        var trace: String, w3c: String, getevent: String, repro: String, shapeSpecs: [String]
        /// Made by the set-up: a report, a replay shard's summary, a fuzz run record (with the
        /// folders merge needs), all as text.
        var report: String, summaryShards: [(name: String, files: [(path: String, text: String)])]
        var runRecords: [(name: String, text: String)]
    }

    /// The kinds of case, command by command; each is drawn equally often.
    static let kinds = ["shape path", "shape contains", "shape render", "render", "replay", "import w3c",
                        "import getevent", "gesture", "compare", "merge replay", "merge fuzz", "fuzz scene-repro",
                        "fuzz corpus"]

    /// The case numbered `index` of the sequence of `seed` (each case draws from its own
    /// generator, so case k is the same whatever the number of cases).
    func makeCase(seed: UInt64, index: Int) -> HostileNumberCase {
        var random = SplitMix64(seed: seed &+ 0x9E37_79B9_7F4A_7C15 &* UInt64(index + 1))
        let kind = Self.kinds[index % Self.kinds.count]
        switch kind {
        case "shape path", "shape contains", "shape render": return shape(kind, &random)
        case "render": return render(&random)
        case "replay": return replay(&random)
        case "import w3c": return importW3C(&random)
        case "import getevent": return importGetevent(&random)
        case "gesture": return gesture(&random)
        case "compare": return compare(&random)
        case "merge replay": return mergeReplay(&random)
        case "merge fuzz": return mergeFuzz(&random)
        case "fuzz scene-repro": return sceneRepro(&random)
        default: return corpus(&random)
        }
    }

    // MARK: Flags

    /// `value` for an option, or, one time in `odds`, a hostile spelling (recorded in `c`).
    private func flag(_ option: String, _ value: String, odds: Double = 0.35,
                      _ c: inout HostileNumberCase, _ random: inout SplitMix64) -> String {
        guard random.chance(odds) else { return value }
        c.hostileOptions.append(option)
        return HostileNumbers.pick(HostileNumbers.flags, &random)
    }

    /// A pair option (`WxH`, `X,Y`, `W:C`) with one side possibly hostile.
    private func pairFlag(_ option: String, _ a: String, _ b: String, separator: String,
                          _ c: inout HostileNumberCase, _ random: inout SplitMix64) -> String {
        guard random.chance(0.4) else { return a + separator + b }
        c.hostileOptions.append(option)
        let value = HostileNumbers.pick(HostileNumbers.flags, &random)
        return random.chance(0.5) ? value + separator + b : a + separator + value
    }

    /// A hostile copy of a JSON template, or the template itself one time in five (so hostile
    /// flags meet a valid file).
    private func file(_ name: String, _ template: String, _ c: inout HostileNumberCase,
                      _ random: inout SplitMix64, odds: Double = 0.8) -> String {
        guard random.chance(odds) else { return template }
        c.hostileFiles.append(name)
        return HostileNumbers.mutateJSON(template, &random)
    }

    // MARK: Commands

    private func shape(_ kind: String, _ random: inout SplitMix64) -> HostileNumberCase {
        var c = HostileNumberCase(command: kind, arguments: [])
        let spec = file("spec.json", random.pick(templates.shapeSpecs), &c, &random)
        let inline = random.chance(0.5) && c.hostileFiles.isEmpty == false
        if inline { c.hostileFiles = ["shape spec"] } else { c.files["spec.json"] = spec }
        let subcommand = String(kind.split(separator: " ")[1])
        var arguments = ["shape", subcommand, inline ? spec : "@spec.json",
                         "--size", pairFlag("size", "100", "40", separator: "x", &c, &random)]
        switch subcommand {
        case "path":
            let svg = random.chance(0.3)
            if svg { arguments += ["--format", "svg"] }
            c.stdoutKind = svg ? .svgDocument : .svgPathData
        case "contains":
            let lines = (0..<4).map { _ in
                random.chance(0.5) ? "50 20" : "\(HostileNumbers.pick(HostileNumbers.flags, &random)) \(HostileNumbers.pick(HostileNumbers.json, &random))"
            }
            if lines.contains(where: { $0 != "50 20" }) { c.hostileFiles.append("line") }
            c.stdin = lines.joined(separator: "\n") + "\n"
            c.stdoutKind = .pointAnswers(count: lines.count)
            if random.chance(0.3) { arguments.append("--even-odd") }
        default:
            arguments += ["-o", "out.png", "--scale", flag("scale", "1", &c, &random),
                          "--margin", flag("margin", "4", &c, &random),
                          "--elevation", flag("elevation", random.pick(["0", "2", "6"]), &c, &random)]
            if random.chance(0.6) {
                arguments += ["--border", pairFlag("border", "2", "#6200EE", separator: ":", &c, &random)]
            }
            c.outputs = ["out.png"]
        }
        c.arguments = arguments
        return c
    }

    private func render(_ random: inout SplitMix64) -> HostileNumberCase {
        var c = HostileNumberCase(command: "render", arguments: [])
        let template = random.pick([templates.viewsScene, templates.galleryScene, templates.feedScene])
        c.files["s.scene.json"] = file("s.scene.json", template, &c, &random, odds: 1)
        c.arguments = ["render", "s.scene.json", "-o", "out.png"]
        if random.chance(0.3) {
            c.files["t.trace.json"] = templates.trace
            c.arguments += ["--trace", "t.trace.json", "--at", flag("at", "0.02", odds: 0.5, &c, &random)]
        }
        c.outputs = ["out.png"]
        return c
    }

    private func replay(_ random: inout SplitMix64) -> HostileNumberCase {
        var c = HostileNumberCase(command: "replay", arguments: [])
        c.files["t.trace.json"] = file("t.trace.json", templates.trace, &c, &random, odds: 0.6)
        c.files["views.scene.json"] = file("views.scene.json", templates.viewsScene, &c, &random, odds: 0.3)
        c.arguments = ["replay", "t.trace.json", "--out", "out", "--frames", random.pick(["none", "changed"])]
        if random.chance(0.5) { c.arguments += ["--scale", flag("scale", "1", odds: 0.7, &c, &random)] }
        if random.chance(0.3) { c.arguments += ["--fps", flag("fps", "60", odds: 0.7, &c, &random)] }
        if random.chance(0.3) { c.arguments += ["--settle-limit", flag("settle-limit", "1", odds: 0.7, &c, &random)] }
        if random.chance(0.2) { c.arguments += ["--perfetto", "--state"] }
        c.outputs = ["out"]
        return c
    }

    private func importW3C(_ random: inout SplitMix64) -> HostileNumberCase {
        var c = HostileNumberCase(command: "import w3c", arguments: [])
        c.files["a.json"] = file("a.json", templates.w3c, &c, &random)
        c.files["views.scene.json"] = templates.viewsScene
        c.arguments = ["import", "w3c", "a.json", "--scene", "views.scene.json", "-o", "out.trace.json",
                       "--scale", flag("scale", "1", &c, &random), "--sample-rate", flag("sample-rate", "120", &c, &random)]
        c.outputs = ["out.trace.json"]
        return c
    }

    private func importGetevent(_ random: inout SplitMix64) -> HostileNumberCase {
        var c = HostileNumberCase(command: "import getevent", arguments: [])
        if random.chance(0.8) {
            c.files["g.txt"] = HostileNumbers.mutateGetevent(templates.getevent, &random)
            c.hostileFiles.append("g.txt")
        } else {
            c.files["g.txt"] = templates.getevent
        }
        c.files["views.scene.json"] = templates.viewsScene
        c.arguments = ["import", "getevent", "g.txt", "--scene", "views.scene.json", "-o", "out.trace.json",
                       "--x-range", pairFlag("x-range", "0", "1079", separator: ":", &c, &random),
                       "--y-range", pairFlag("y-range", "0", "1919", separator: ":", &c, &random)]
        c.outputs = ["out.trace.json"]
        return c
    }

    private func gesture(_ random: inout SplitMix64) -> HostileNumberCase {
        var c = HostileNumberCase(command: "gesture", arguments: [])
        c.files["views.scene.json"] = templates.viewsScene
        let gesture = random.pick(["tap", "long-press", "drag", "fling", "pinch"])
        var arguments = ["gesture", gesture, "--scene", "views.scene.json", "-o", "out.trace.json"]
        switch gesture {
        case "tap", "long-press":
            arguments += ["--at", pairFlag("at", "50", "40", separator: ",", &c, &random),
                          "--duration", flag("duration", "0.05", &c, &random)]
        case "drag":
            arguments += ["--from", pairFlag("from", "50", "40", separator: ",", &c, &random),
                          "--to", pairFlag("to", "150", "40", separator: ",", &c, &random),
                          "--duration", flag("duration", "0.3", &c, &random)]
        case "fling":
            arguments += ["--from", pairFlag("from", "50", "40", separator: ",", &c, &random),
                          "--velocity", pairFlag("velocity", "0", "1500", separator: ",", &c, &random)]
        default:
            arguments += ["--center", pairFlag("center", "100", "60", separator: ",", &c, &random),
                          "--from-distance", flag("from-distance", "40", &c, &random),
                          "--to-distance", flag("to-distance", "80", &c, &random),
                          "--angle", flag("angle", "0.5", &c, &random)]
        }
        if random.chance(0.4) { arguments += ["--sample-rate", flag("sample-rate", "120", odds: 0.8, &c, &random)] }
        c.arguments = arguments
        c.outputs = ["out.trace.json"]
        return c
    }

    private func compare(_ random: inout SplitMix64) -> HostileNumberCase {
        var c = HostileNumberCase(command: "compare", arguments: [])
        c.files["base.json"] = file("base.json", templates.report, &c, &random, odds: 0.5)
        c.files["candidate.json"] = file("candidate.json", templates.report, &c, &random,
                                         odds: c.hostileFiles.isEmpty ? 0.9 : 0.3)
        c.arguments = ["compare", "base.json", "candidate.json"]
        if random.chance(0.4) { c.arguments += ["--alpha", flag("alpha", "0.05", odds: 0.6, &c, &random)] }
        if random.chance(0.4) { c.arguments += ["--min-change", flag("min-change", "5", odds: 0.6, &c, &random)] }
        if random.chance(0.5) {
            c.arguments.append("--json")
            c.stdoutKind = .json
        }
        c.allowedStatuses = [0, 1, 2]
        return c
    }

    private func mergeReplay(_ random: inout SplitMix64) -> HostileNumberCase {
        var c = HostileNumberCase(command: "merge", arguments: ["merge"])
        let hostile = random.int(templates.summaryShards.count)
        for (k, shard) in templates.summaryShards.enumerated() {
            // One JSON file of one shard (its summary.json two times in three) made hostile.
            let jsonFiles = shard.files.filter { $0.path.hasSuffix(".json") }.map(\.path)
            let target = random.chance(0.67) ? "summary.json" : random.pick(jsonFiles)
            for (path, text) in shard.files {
                let name = "\(shard.name)/\(path)"
                c.files[name] = k == hostile && path == target ? file(name, text, &c, &random, odds: 1) : text
            }
            c.arguments.append(shard.name)
        }
        c.arguments += ["--out", "out"]
        c.outputs = ["out"]
        c.allowedStatuses = [0, 1, 2]
        return c
    }

    private func mergeFuzz(_ random: inout SplitMix64) -> HostileNumberCase {
        var c = HostileNumberCase(command: "merge", arguments: ["merge"])
        let hostile = random.int(templates.runRecords.count)
        for (k, record) in templates.runRecords.enumerated() {
            let name = "shard\(k + 1)/\(record.name)"
            c.files[name] = k == hostile ? file(name, record.text, &c, &random, odds: 0.9) : record.text
            c.arguments.append("shard\(k + 1)")
        }
        c.arguments += ["--out", "out"]
        c.outputs = ["out"]
        c.allowedStatuses = [0, 1, 2]
        return c
    }

    private func sceneRepro(_ random: inout SplitMix64) -> HostileNumberCase {
        var c = HostileNumberCase(command: "fuzz scene-repro", arguments: [])
        c.files["r.json"] = file("r.json", templates.repro, &c, &random, odds: 1)
        c.arguments = ["fuzz", "scene-repro", "r.json"]
        return c
    }

    private func corpus(_ random: inout SplitMix64) -> HostileNumberCase {
        var c = HostileNumberCase(command: "fuzz corpus", arguments: ["fuzz", "corpus", "corpus"])
        let (target, name, template) = random.pick([
            ("scene", "s.scene.json", random.pick([templates.viewsScene, templates.galleryScene])),
            ("shape-spec", "spec.json", random.pick(templates.shapeSpecs)),
            ("trace", "t.trace.json", templates.trace),
            ("w3c-actions", "a.json", templates.w3c),
            ("scene-hit-test", "r.json", templates.repro),
        ])
        c.files["corpus/\(target)/\(name)"] = file(name, template, &c, &random, odds: 1)
        if random.chance(0.3) {
            c.files["corpus/getevent/g.txt"] = HostileNumbers.mutateGetevent(templates.getevent, &random)
            c.hostileFiles.append("g.txt")
        }
        return c
    }
}
