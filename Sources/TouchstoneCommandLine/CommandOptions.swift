import Geometry
import Replay

/// Option parsing and output shared by the commands that write traces (`import`, `gesture`).
enum CommandOptions {
    /// `--sample-rate HZ`: a whole number from 1 to 10,000; 120 when absent.
    static func sampleRate(_ list: ArgumentList) throws -> Int {
        try list.integer("sample-rate", in: 1...10_000,
                         expecting: "a whole number of samples per second from 1 to 10000") ?? 120
    }

    /// Validates `trace` against the scene, writes it, and prints a one-line summary on stdout.
    static func write(_ trace: Trace, to output: String, sceneSize: Size) throws -> ExitCode {
        try trace.write(toFile: output, sceneSize: sceneSize)
        let touches = trace.events.filter { $0.phase == .began }.count
        let seconds = trace.events.last.map { $0.time } ?? 0
        print("\(output): \(trace.events.count) events, \(touches) touch\(touches == 1 ? "" : "es"), \(seconds) s")
        return .success
    }
}
