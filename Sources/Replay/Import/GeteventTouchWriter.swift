import Geometry
import JSON
import Scene

/// One contact's raw values, as a frame leaves them.
struct GeteventContact: Equatable {
    var x: Int32?
    var y: Int32?
    var pressure: Int32?
    var touchMajor: Int32?
}

/// Turns the contacts of each frame into trace events: raw values mapped onto the scene, times
/// counted from the first event written, and the trace's limits kept.
struct GeteventTouchWriter {
    private let axes: GeteventAxes
    private let scaleX: Double
    private let scaleY: Double
    private let limits: TraceLimits
    private let source: String
    private(set) var events: [TraceEvent] = []
    private var firstTime: Int64?

    init(axes: GeteventAxes, sceneSize: Size, limits: TraceLimits, source: String) {
        self.axes = axes
        scaleX = sceneSize.width / axes.x.count
        scaleY = sceneSize.height / axes.y.count
        self.limits = limits
        self.source = source
    }

    /// Writes one event of contact `id` at `time` (ns, the capture's clock), for the frame closed
    /// at `line`.
    ///
    /// - Throws: ``GeteventError`` at `line` for a contact without a position, too many events, or
    ///   a frame later than the longest trace.
    mutating func write(_ id: Int, _ phase: TouchPhase, _ contact: GeteventContact, time: Int64, line: Int, what: @autoclosure () -> String) throws {
        func fail(_ message: String) -> GeteventError { GeteventError(source: source, line: line, message: message) }
        guard let x = contact.x, let y = contact.y else {
            throw fail("\(what()) has no ABS_MT_POSITION_X and ABS_MT_POSITION_Y yet")
        }
        guard events.count < limits.maximumEvents else {
            throw fail("the trace would have more than \(limits.maximumEvents) events")
        }
        let start = firstTime ?? time
        firstTime = start
        guard time - start <= Int64(limits.maximumTime * 1e9) else {
            throw fail("this frame is \(GeteventTouchWriter.format(time - start)) s after the first event, later than the \(JSONValue.number(limits.maximumTime)) s a trace may last")
        }
        let location = Point(x: (Double(x) - Double(axes.x.minimum)) * scaleX,
                             y: (Double(y) - Double(axes.y.minimum)) * scaleY)
        var force: Double?
        if let pressure = contact.pressure, let range = axes.pressure {
            force = (Double(pressure) - Double(range.minimum)) / (Double(range.maximum) - Double(range.minimum))
        }
        let radius = contact.touchMajor.map { Double($0) / 2 * (scaleX + scaleY) / 2 }
        events.append(TraceEvent(nanoseconds: time - start, id: id, phase: phase, location: location,
                                 force: force, majorRadius: radius))
    }

    /// Nanoseconds as seconds with six decimals, as getevent prints them.
    static func format(_ nanoseconds: Int64) -> String {
        let micros = nanoseconds / 1000
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
