import CommandLineTestSupport
import Foundation
import XCTest

/// The example GitHub workflow in `Examples/ci/` calls only commands and options the tool has:
/// every `touchstone …` command line in its `run:` steps is read (continuation lines joined), and
/// each option it passes must be listed by that command's `--help`. (`make lint-ci` checks the
/// workflow itself with actionlint.)
final class CIWorkflowTests: XCTestCase {
    private var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The shell lines of the workflow's `run:` steps, continuation lines joined.
    private func shellLines(_ text: String) -> [String] {
        var lines: [String] = []
        var inRun = false, runIndent = 0
        var pending = ""
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let indent = raw.prefix { $0 == " " }.count
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("run:") || trimmed.hasPrefix("- run:") {
                let inline = trimmed.split(separator: ":", maxSplits: 1)[1].trimmingCharacters(in: .whitespaces)
                if inline == "|" || inline.isEmpty { inRun = true; runIndent = indent } else { lines.append(inline) }
                continue
            }
            if inRun && !trimmed.isEmpty && indent <= runIndent { inRun = false }
            guard inRun, !trimmed.hasPrefix("#") else { continue }
            if trimmed.hasSuffix("\\") {
                pending += trimmed.dropLast() + " "
            } else {
                lines.append(pending + trimmed)
                pending = ""
            }
        }
        return lines
    }

    func testTheWorkflowUsesOnlyOptionsTheToolHas() throws {
        let workflow = repositoryRoot.appendingPathComponent("Examples/ci/touchstone.yml").path
        let text = try String(contentsOfFile: workflow, encoding: .utf8)
        var commands: Set<String> = []
        for line in shellLines(text) {
            // Each command of a pipeline or list, by its first word.
            for part in line.components(separatedBy: "|").flatMap({ $0.components(separatedBy: "&&") }) {
                let words = part.split(separator: " ").map(String.init)
                guard let program = words.first, program == "touchstone" || program.hasSuffix("/touchstone"),
                      words.count > 1 else { continue }
                var command = [words[1]]
                if ["fuzz", "shape", "import"].contains(words[1]), words.count > 2 { command.append(words[2]) }
                commands.insert(command.joined(separator: " "))
                let help = try runTool(command + ["--help"])
                XCTAssertEqual(help.status, 0, "touchstone \(command.joined(separator: " ")) --help: \(help.stderr)")
                for word in words.dropFirst(command.count + 1) where word.hasPrefix("--") {
                    let option = String(word.split(separator: "=")[0])
                    let listed = help.stdout.range(of: option + "[ =\\n,\\]]", options: .regularExpression) != nil
                    XCTAssertTrue(listed, "\(workflow): touchstone \(command.joined(separator: " ")) has no option \(option) (line: \(line))")
                }
            }
        }
        XCTAssertEqual(commands, ["compare", "replay", "merge"], "the workflow's touchstone commands")
    }
}
