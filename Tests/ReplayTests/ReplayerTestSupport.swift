import Foundation
import Geometry
import JSON
import Replay
import Scene

/// What the test views saw: each touch event with the clock's time and the touch's timestamp.
final class TouchLog {
    struct Entry: Equatable {
        var id: Int
        var phase: TouchPhase
        var now: Int64
        var timestamp: Int64
    }
    var entries: [Entry] = []
}

/// A view that logs every touch event it receives (kind `recorder`).
class RecordingView: View {
    let log: TouchLog
    let simClock: SimClock

    init(frame: Rect, clock: SimClock, log: TouchLog) {
        self.log = log
        self.simClock = clock
        super.init(frame: frame, clock: clock)
    }

    private func record(_ touches: [Touch], _ phase: TouchPhase) {
        for touch in touches {
            log.entries.append(.init(id: touch.id, phase: phase, now: simClock.now, timestamp: touch.timestamp))
        }
    }

    override func touchesBegan(_ touches: [Touch]) { record(touches, .began) }
    override func touchesMoved(_ touches: [Touch]) { record(touches, .moved) }
    override func touchesEnded(_ touches: [Touch]) { record(touches, .ended) }
    override func touchesCancelled(_ touches: [Touch]) { record(touches, .cancelled) }
}

/// Kind `flash`: on touch-down, animates its layer's opacity from 1 to 0.5 over `ms` milliseconds
/// (linear, removed at the end, so the view looks as before once it ends).
final class FlashView: RecordingView {
    var durationNs: Int64 = 100_000_000

    override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        try! layer.animations.add(.basic(BasicAnimation(keyPath: "opacity", from: .double(1), to: .double(0.5),
                                                        duration: durationNs)), forKey: "flash")
    }
}

/// Kind `pulse`: on touch-down starts a 40 ms opacity animation that restarts itself whenever it
/// ends, forever: a scene that never settles.
final class PulseView: RecordingView {
    override func touchesBegan(_ touches: [Touch]) {
        super.touchesBegan(touches)
        pulse()
    }

    private func pulse() {
        try! layer.animations.add(.basic(BasicAnimation(keyPath: "opacity", from: .double(1), to: .double(0.2),
                                                        duration: 40_000_000)), forKey: "pulse") { [weak self] finished in
            if finished { self?.pulse() }
        }
    }
}

/// Makes `view` (plain), `recorder`, `flash` (option `ms`) and `pulse` views, logging touches.
struct TestViewFactory: ViewFactory {
    let log: TouchLog
    let plain = PlainViewFactory()

    var kinds: [String] { plain.kinds + ["recorder", "flash", "pulse"] }

    func makeView(kind: String, frame: Rect, options: inout JSONObjectReader,
                  context: SceneBuildContext) throws -> View? {
        switch kind {
        case "recorder": return RecordingView(frame: frame, clock: context.clock, log: log)
        case "flash":
            let view = FlashView(frame: frame, clock: context.clock, log: log)
            if let ms = try options.optional("ms")?.int() { view.durationNs = Int64(ms) * 1_000_000 }
            return view
        case "pulse": return PulseView(frame: frame, clock: context.clock, log: log)
        default: return try plain.makeView(kind: kind, frame: frame, options: &options, context: context)
        }
    }
}

/// A temporary folder for scene and trace files, removed by ``remove()``.
struct TemporaryFolder {
    let path: String

    init(_ label: String) throws {
        path = NSTemporaryDirectory() + "touchstone-\(label)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Writes `text` to `name` in the folder and returns its path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let file = path + "/" + name
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    /// Writes `bytes` to `name` in the folder as they are (not UTF-8 text, say) and returns its path.
    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> String {
        let file = path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// A 100×60 point scene at scale 1 on white with one view of `kind` filling (10, 10, 80, 40) in red.
func testScene(kind: String, extra: String = "") -> String {
    """
    {"format": "touchstone.scene", "version": 1, "size": [100, 60], "scale": 1, "background": "#FFFFFF",
     "views": [{"id": "target", "kind": "\(kind)", "frame": [10, 10, 80, 40], "color": "#FF0000"\(extra)}]}
    """
}

/// Trace events at times in seconds, all at (50, 30) (inside the test scene's view).
func tapEvents(_ list: [(Double, TouchPhase)], id: Int = 1) -> [TraceEvent] {
    list.map { TraceEvent(time: $0.0, id: id, phase: $0.1, location: Point(x: 50, y: 30)) }
}
