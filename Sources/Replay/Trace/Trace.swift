import Geometry
import JSON

/// A touch trace: timed touch events to replay on a scene (docs/formats.md#traces-tracejson).
///
///     let trace = try Trace(contentsOfFile: "Traces/tap-button.trace.json", sceneSize: Size(width: 360, height: 640))
///     for event in trace.events { … event.nanoseconds, event.phase, event.location … }
///
/// A `Trace` value may be built freely; ``validate(sceneSize:limits:source:)`` checks the format's
/// rules, and reading (``init(parsing:source:sceneSize:limits:)``) checks them as it goes. The rules:
///
/// - `t` is a finite number of seconds, 0 ≤ t ≤ ``TraceLimits/maximumTime``, and never decreases
///   from one event to the next (equal times are allowed and keep file order).
/// - `id` is a non-negative integer. A touch begins (`began`) before it moves, stays (`stationary`),
///   ends or is cancelled; it may not begin again while down; its id may be reused once it has ended
///   or been cancelled. Several ids may be down at once. A touch may still be down when the trace
///   ends: the replayer leaves it down (the scene stays as a finger holding it would leave it).
/// - `units` (``TraceUnits``) is points, or device pixels with a positive, finite pixels-per-point
///   figure. Positions and radii are checked in points, after conversion.
/// - `x`, `y` are finite and, in points, within ``TraceLimits/maximumCoordinate``; with a scene
///   size, within the scene grown by ``TraceLimits/sceneMargin`` on every side.
/// - `force` is within 0…1; `majorRadius` is zero or more (and within the coordinate limit).
/// - `frameRate` is a whole number of frames per second, 1…``TraceLimits/maximumFrameRate``.
/// - `scene` is a non-empty path, relative to the trace file's folder.
///
/// `==` is exact, including ``source`` (free-form JSON, compared as JSON values).
public struct Trace: Hashable, Sendable {
    /// The `format` value of every trace file.
    public static let format = "touchstone.trace"
    /// The only version this build reads and writes.
    public static let version = 1
    /// The frame rate when a file gives none (docs/formats.md).
    public static let defaultFrameRate = 120

    /// The scene file to replay on, relative to the trace file's folder.
    public var scene: String
    /// Frames per second of the replay.
    public var frameRate: Int
    /// The units of the events' positions and radii (`units` in the file; ``TraceUnits/points``
    /// when absent). The events keep the file's numbers; ``convertedToPoints()`` converts them.
    public var units: TraceUnits
    /// A sentence for people (optional).
    public var description: String?
    /// Free-form provenance, an object (optional): where the trace came from, its licence, units.
    public var source: JSONObject?
    /// The touch events, in time order.
    public var events: [TraceEvent]

    /// Creates a trace without checking it; see ``validate(sceneSize:limits:source:)``.
    public init(scene: String, frameRate: Int = Trace.defaultFrameRate, units: TraceUnits = .points,
                description: String? = nil, source: JSONObject? = nil, events: [TraceEvent]) {
        self.scene = scene
        self.frameRate = frameRate
        self.units = units
        self.description = description
        self.source = source
        self.events = events
    }

    /// Checks every rule of the format (see the type's documentation).
    ///
    /// - Parameters:
    ///   - sceneSize: The scene's size in points, to reject coordinates far outside it; `nil` checks
    ///     only the absolute coordinate limit.
    ///   - limits: Resource and plausibility limits.
    ///   - source: The label that errors name, such as the file the trace will be written to.
    /// - Throws: ``TraceError`` for the first broken rule, in event order.
    public func validate(sceneSize: Size? = nil, limits: TraceLimits = .default, source: String = "trace") throws {
        try Self.checkHeader(scene: scene, frameRate: frameRate, limits: limits, source: source,
                             sceneLocation: .path(.root.appending(key: "scene")),
                             frameRateLocation: .path(.root.appending(key: "frameRate")))
        try Self.checkUnits(units, source: source, location: .root.appending(key: "units"))
        guard events.count <= limits.maximumEvents else {
            throw TraceError(source: source, location: .path(.root.appending(key: "events")), reason: .tooManyEvents,
                             message: "\(events.count) events, more than the limit of \(limits.maximumEvents)")
        }
        var validator = TraceValidator(sceneSize: sceneSize, units: units, limits: limits, source: source)
        for (index, event) in events.enumerated() {
            try validator.check(event, index: index)
        }
    }

    /// The trace with its positions and radii in points (``TraceUnits/points(_:)``) and
    /// ``units`` set to ``TraceUnits/points``: what a scene receives. A trace in points is returned
    /// as it is.
    ///
    ///     // "units": {"devicePixels": {"pixelsPerPoint": 2.625}}, an event at x 1050
    ///     trace.convertedToPoints().events[0].location.x   // 400
    public func convertedToPoints() -> Trace {
        guard units != .points else { return self }
        var converted = self
        converted.units = .points
        converted.events = events.map(units.points)
        return converted
    }

    /// Checks that a device-pixel figure is positive and finite.
    ///
    /// - Parameter location: The path of the `"units"` key.
    static func checkUnits(_ units: TraceUnits, source: String, location: JSONPath) throws {
        guard case .devicePixels(let pixelsPerPoint) = units else { return }
        guard pixelsPerPoint.isFinite, pixelsPerPoint > 0 else {
            let found = pixelsPerPoint.isFinite ? JSONValue.number(pixelsPerPoint).serialized() : "\(pixelsPerPoint)"
            throw TraceError(source: source, location: .path(TraceUnits.figurePath(under: location)), field: "units",
                             reason: .outOfRange,
                             message: "expected a positive, finite number of device pixels per point (a screen's dpi / 160 on Android), found \(found)")
        }
    }

    /// Checks the scene path and frame rate.
    static func checkHeader(scene: String, frameRate: Int, limits: TraceLimits, source: String,
                            sceneLocation: JSONError.Location, frameRateLocation: JSONError.Location) throws {
        guard !scene.isEmpty else {
            throw TraceError(source: source, location: sceneLocation, field: "scene", reason: .schema,
                             message: "expected the path of a scene file, found an empty string")
        }
        guard (1...limits.maximumFrameRate).contains(frameRate) else {
            throw TraceError(source: source, location: frameRateLocation, field: "frameRate", reason: .outOfRange,
                             message: "expected a whole number of frames per second from 1 to \(limits.maximumFrameRate), found \(frameRate)")
        }
    }
}
