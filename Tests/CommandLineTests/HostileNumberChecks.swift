import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// How one hostile-number case ended, and the property checks on it: no signal, no hang, an
/// allowed exit status, a located message on exit 2, outputs that parse on exit 0.
enum HostileNumberChecks {
    struct Outcome {
        var status: Int32
        var signalled: Bool
        var timedOut: Bool
        var stdout: String
        var stderr: String
    }

    /// Runs `tool` in `folder` with `arguments`, feeding `stdin`; killed after `timeout` seconds.
    /// SIGPIPE is ignored in the calling process, so stdin written to a tool that has exited fails
    /// quietly.
    static func run(_ tool: URL, _ arguments: [String], in folder: URL, stdin: String, timeout: Double) throws -> Outcome {
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let input = Pipe(), output = Pipe(), error = Pipe()
        (process.standardInput, process.standardOutput, process.standardError) = (input, output, error)
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        let group = DispatchGroup()
        let out = Box(), err = Box()
        DispatchQueue.global().async(group: group) {
            // A tool that refuses its input exits without reading it: the write fails (EPIPE,
            // SIGPIPE ignored by the caller) and is given up, rather than ending the test process.
            try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
            try? input.fileHandleForWriting.close()
        }
        DispatchQueue.global().async(group: group) { out.data = output.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { err.data = error.fileHandleForReading.readDataToEndOfFile() }
        var timedOut = false
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            finished.wait()
        }
        group.wait()
        return Outcome(status: process.terminationStatus,
                       signalled: process.terminationReason == .uncaughtSignal && !timedOut,
                       timedOut: timedOut, stdout: String(decoding: out.data, as: UTF8.self),
                       stderr: String(decoding: err.data, as: UTF8.self))
    }

    private final class Box: @unchecked Sendable { var data = Data() }

    /// What is wrong with the outcome of `c` run in `folder`, or `nil` when the properties hold.
    static func problem(_ c: HostileNumberCase, _ outcome: Outcome, folder: URL) -> String? {
        if outcome.timedOut { return "did not finish in time" }
        if outcome.signalled { return "killed by signal \(outcome.status): \(outcome.stderr.prefix(300))" }
        guard c.allowedStatuses.contains(outcome.status) else {
            return "exit \(outcome.status): \(outcome.stderr.prefix(300))"
        }
        if outcome.status == 2 { return locationProblem(c, outcome.stderr) }
        if outcome.status == 0 {
            if let problem = stdoutProblem(c.stdoutKind, outcome.stdout) { return "stdout: \(problem)" }
            // merge copies each trace's folder as it is (it reads only summary.json): a file it
            // copied byte for byte from a shard is the shard's, not an output merge made.
            let copies = c.command == "merge" ? Set(c.files.values.map { Data($0.utf8) }) : []
            for output in c.outputs {
                if let problem = outputProblem(folder.appendingPathComponent(output), skipping: copies) { return "\(output): \(problem)" }
            }
        }
        return nil
    }

    /// On exit 2 the message must name what was made hostile (a file, stdin's line, an option)
    /// and, for a file, a place in it (a JSON path, a line, an offset, an event).
    static func locationProblem(_ c: HostileNumberCase, _ stderr: String) -> String? {
        let names = c.hostileOptions.map { "--\($0)" } + c.hostileFiles
        guard !names.isEmpty else { return "exit 2 on an input without hostile numbers: \(stderr.prefix(300))" }
        // A place: a JSON path, a line, an offset, an event, or (merge) the member that differs
        // between two shards' folders.
        let places = ["at $", "line ", "offset", "column", "event ", "option \""]
        let namesOption = c.hostileOptions.contains { stderr.contains("--\($0)") }
        // A file is named by its path or, for a file inside a shard's folder, by the folder. A
        // hostile option or file may also be refused where it meets another input file (an axis
        // range at the capture's line; a trace's point outside a scene made tiny), which names
        // that file and the place.
        let inputs = c.files.keys.flatMap { [$0, String($0.split(separator: "/").last ?? "")] }
        let namesFile = (c.hostileFiles + inputs).contains { file in
            stderr.contains(file) || file.contains("/") && stderr.contains(String(file.split(separator: "/")[0]))
        }
        // merge compares shards: the shard's folder and what differs from the other's is the place.
        let namesFileAndPlace = namesFile && (places.contains { stderr.contains($0) } || c.command == "merge")
        if namesOption || namesFileAndPlace { return nil }
        return "exit 2 without naming \(names.joined(separator: " or ")) and a place: \(stderr.prefix(300))"
    }

    static func stdoutProblem(_ kind: HostileNumberCase.StdoutKind, _ text: String) -> String? {
        switch kind {
        case .anything:
            return nil
        case .svgPathData:
            return svgPathDataProblem(text.trimmingCharacters(in: .newlines))
        case .svgDocument:
            return svgDocumentProblem(Data(text.utf8))
        case .pointAnswers(let count):
            let lines = text.split(separator: "\n")
            return lines.count == count && lines.allSatisfy({ $0 == "0" || $0 == "1" }) ? nil : "expected \(count) lines of 0 or 1, got \(text.prefix(100))"
        case .json:
            return jsonProblem(Data(text.utf8))
        }
    }

    /// Every file under `url` (or `url` itself) parses by its kind: JSON, PNG, SVG; files whose
    /// bytes are among `copies` are not checked.
    static func outputProblem(_ url: URL, skipping copies: Set<Data> = []) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return "missing" }
        if isDirectory.boolValue {
            let children = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
            for child in children.sorted() {
                if let problem = outputProblem(url.appendingPathComponent(child), skipping: copies) { return "\(child): \(problem)" }
            }
            return nil
        }
        guard let data = FileManager.default.contents(atPath: url.path) else { return "unreadable" }
        if copies.contains(data) { return nil }
        switch url.pathExtension {
        case "json": return jsonProblem(data)
        case "png": return pngProblem(data)
        case "svg": return svgDocumentProblem(data)
        default: return nil
        }
    }

    /// Foundation's JSON reader (not Touchstone's) must accept it; it refuses `nan` and `inf`.
    static func jsonProblem(_ data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            return "not JSON: \(String(decoding: data.prefix(200), as: UTF8.self))"
        }
    }

    /// The PNG signature, then chunks (length, type, data, CRC-32 checked here) from IHDR, with a
    /// positive width and height, to IEND.
    static func pngProblem(_ data: Data) -> String? {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return "no PNG signature" }
        var offset = 8, first = true
        func word(_ at: Int) -> UInt32 { bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        while offset + 12 <= bytes.count {
            let length = Int(word(offset))
            guard offset + 12 + length <= bytes.count else { return "chunk at \(offset) runs past the end" }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            guard crc32(bytes[offset + 4..<offset + 8 + length]) == word(offset + 8 + length) else {
                return "bad CRC in \(type)"
            }
            if first {
                guard type == "IHDR", word(offset + 8) > 0, word(offset + 12) > 0 else { return "no IHDR with a size" }
                first = false
            }
            if type == "IEND" { return nil }
            offset += 12 + length
        }
        return "no IEND"
    }

    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// Foundation's XML parser must accept it, and every `d` attribute must be SVG path data.
    static func svgDocumentProblem(_ data: Data) -> String? {
        let parser = XMLParser(data: data)
        let collector = PathCollector()
        parser.delegate = collector
        guard parser.parse() else { return "not XML: \(parser.parserError.map { "\($0)" } ?? "")" }
        for d in collector.paths { if let problem = svgPathDataProblem(d) { return problem } }
        return nil
    }

    private final class PathCollector: NSObject, XMLParserDelegate {
        var paths: [String] = []
        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            if let d = attributes["d"] { paths.append(d) }
        }
    }

    /// Path data as Touchstone prints it: commands `M L Q C Z`, each with its count of finite
    /// decimal numbers (2, 2, 4, 6, 0), separated by spaces; empty is allowed.
    static func svgPathDataProblem(_ text: String) -> String? {
        let arity: [Character: Int] = ["M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0]
        let number = try! NSRegularExpression(pattern: #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?(e[+-]?[0-9]+)?$"#)
        var tokens = text.split(whereSeparator: { $0 == " " }).map(String.init)[...]
        while let head = tokens.popFirst() {
            guard let command = head.first, let count = arity[command] else { return "unexpected token '\(head)'" }
            var numbers = [String(head.dropFirst())].filter { !$0.isEmpty }
            while numbers.count < count, let next = tokens.popFirst() { numbers.append(next) }
            guard numbers.count == count else { return "command \(command) with \(numbers.count) numbers" }
            for n in numbers {
                guard number.firstMatch(in: n, range: NSRange(n.startIndex..., in: n)) != nil,
                      let value = Double(n), value.isFinite else { return "not a finite number: '\(n)'" }
            }
        }
        return nil
    }
}
