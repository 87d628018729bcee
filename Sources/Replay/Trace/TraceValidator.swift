import Geometry
import JSON

/// Checks a trace's events one at a time, in order, against the format's rules (see ``Trace``):
/// values in range, time never decreasing, and each touch's life (begin, then move or stay, then end
/// or cancel). Positions and radii are checked in points, converted from the trace's ``TraceUnits``.
///
/// Reading feeds it each event as soon as the event is read, so the first error reported is the
/// first in the file.
struct TraceValidator {
    let sceneSize: Size?
    let units: TraceUnits
    let limits: TraceLimits
    let source: String
    /// The previous event's time and index.
    private var previous: (time: Double, index: Int)?
    /// For each touch that is down, the index of the event where it began.
    private var down: [Int: Int] = [:]

    init(sceneSize: Size?, units: TraceUnits = .points, limits: TraceLimits, source: String) {
        self.sceneSize = sceneSize
        self.units = units
        self.limits = limits
        self.source = source
    }

    /// Checks event `index`.
    ///
    /// - Throws: ``TraceError`` naming the event and the field.
    mutating func check(_ event: TraceEvent, index: Int) throws {
        func fail(_ field: String?, _ reason: TraceError.Reason, _ message: String) -> TraceError {
            TraceError.event(index, field: field, source: source, reason: reason, message)
        }
        // Time.
        let t = event.time
        guard t.isFinite, t >= 0, t <= limits.maximumTime else {
            throw fail("t", .outOfRange, "expected a time from 0 to \(format(limits.maximumTime)) s, found \(format(t))")
        }
        if let previous, t < previous.time {
            throw fail("t", .timeWentBackwards,
                       "time \(format(t)) s is earlier than event \(previous.index)'s \(format(previous.time)) s; times must not decrease")
        }
        // Identity.
        guard event.id >= 0 else {
            throw fail("id", .outOfRange, "expected a non-negative touch id, found \(event.id)")
        }
        // Numbers.
        try checkCoordinate(event.location.x, field: "x", extent: sceneSize?.width, fail)
        try checkCoordinate(event.location.y, field: "y", extent: sceneSize?.height, fail)
        if let force = event.force {
            guard force.isFinite, force >= 0, force <= 1 else {
                throw fail("force", .forceOutOfRange, "expected a force from 0 to 1, found \(format(force))")
            }
        }
        if let radius = event.majorRadius {
            let points = units.points(radius)
            guard radius.isFinite, radius >= 0, points <= limits.maximumCoordinate else {
                throw fail("majorRadius", .outOfRange,
                           "expected a radius from 0 to \(format(limits.maximumCoordinate)) points, found \(quantity(radius, bare: true))")
            }
        }
        // The touch's life.
        switch event.phase {
        case .began:
            if let began = down[event.id] {
                throw fail("phase", .touchAlreadyBegun,
                           "touch \(event.id) began again while still down since event \(began); end or cancel it first")
            }
            down[event.id] = index
        case .moved, .stationary, .ended, .cancelled:
            guard down[event.id] != nil else {
                throw fail("phase", .touchNotBegun,
                           "touch \(event.id) \(event.phase.rawValue) before it began; its first event must be \"began\"")
            }
            if event.phase.isTerminal { down[event.id] = nil }
        }
        previous = (t, index)
    }

    /// Checks one coordinate, in points, against the absolute limit and, with a scene extent, the
    /// scene margin.
    private func checkCoordinate(_ value: Double, field: String, extent: Double?,
                                 _ fail: (String?, TraceError.Reason, String) -> TraceError) throws {
        let points = units.points(value)
        guard value.isFinite, points.isFinite, points.magnitude <= limits.maximumCoordinate else {
            throw fail(field, .outsideScene,
                       "expected a coordinate within ±\(format(limits.maximumCoordinate)) points, found \(quantity(value, bare: true))")
        }
        if let extent {
            let margin = extent.magnitude * limits.sceneMargin
            let low = Swift.min(0, extent) - margin, high = Swift.max(0, extent) + margin
            guard points >= low, points <= high else {
                let axis = field == "x" ? "width" : "height"
                let question = units == .points ? "is the trace in pixels, or meant for another scene?"
                    : "is its pixelsPerPoint right, or is the trace meant for another scene?"
                throw fail(field, .outsideScene,
                           "\(field) = \(quantity(value)) is far outside the scene (\(axis) \(format(extent)); accepted \(format(low)) to \(format(high))); \(question)")
            }
        }
    }

    /// A position or length of the trace with its unit, and its value in points when the trace is
    /// in device pixels: `700 points` (`700` when `bare`), `3000 device pixels (1142.857142857143 points)`.
    private func quantity(_ value: Double, bare: Bool = false) -> String {
        guard units != .points else { return bare ? format(value) : "\(format(value)) points" }
        return "\(format(value)) \(units.name) (\(format(units.points(value))) points)"
    }

    /// A number as JSON writes it (`0.25`, `3`, `1e+300`).
    private func format(_ value: Double) -> String {
        value.isFinite ? JSONValue.number(value).serialized() : "\(value)"
    }
}
