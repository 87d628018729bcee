import Replay
import Scene
import TouchstoneCHeaders

// ts_trace: a touch trace read and validated by the Replay layer, its events handed to a C caller
// as plain structs with whole-nanosecond times (include/touchstone.h, "Scene frames").

/// The storage behind a `ts_trace *`: the trace's frame rate and its events, converted once.
struct TraceHandle: OpaqueHandle {
    let frameRate: Int32
    let events: [ts_touch_event]

    /// The TS_TOUCH_* constant of `phase`.
    static func constant(_ phase: TouchPhase) -> Int32 {
        switch phase {
        case .began: return Int32(TS_TOUCH_BEGAN)
        case .moved: return Int32(TS_TOUCH_MOVED)
        case .stationary: return Int32(TS_TOUCH_STATIONARY)
        case .ended: return Int32(TS_TOUCH_ENDED)
        case .cancelled: return Int32(TS_TOUCH_CANCELLED)
        }
    }
}

/// `ts_trace_create`: reads and validates a trace; on failure writes the message, returns NULL.
@_cdecl("ts_trace_create")
public func tsTraceCreate(_ json: UnsafePointer<CChar>?, _ errorBuffer: UnsafeMutablePointer<CChar>?,
                          _ errorCapacity: Int) -> OpaquePointer? {
    TraceHandle.create("trace", json: json, errorBuffer: errorBuffer, errorCapacity: errorCapacity) { text in
        // Events are handed out in scene points (the header's promise), whatever the file's units.
        let trace = try Trace(parsing: text, source: "trace").convertedToPoints()
        var events: [ts_touch_event] = []
        events.reserveCapacity(trace.events.count)
        for (index, event) in trace.events.enumerated() {
            // Validation rejects times without a nanosecond value; this guard keeps that promise local.
            guard let time = event.nanoseconds else {
                throw HandleCreationError(description: "trace: events[\(index)].t \(event.time) has no whole-nanosecond value")
            }
            events.append(ts_touch_event(time_ns: time, id: Int64(event.id), phase: TraceHandle.constant(event.phase),
                                         x: event.location.x, y: event.location.y))
        }
        return TraceHandle(frameRate: Int32(clamping: trace.frameRate), events: events)
    }
}

/// `ts_trace_destroy`.
@_cdecl("ts_trace_destroy")
public func tsTraceDestroy(_ trace: OpaquePointer?) {
    TraceHandle.destroy(trace)
}

/// `ts_trace_frame_rate`: frames per second (0 for NULL).
@_cdecl("ts_trace_frame_rate")
public func tsTraceFrameRate(_ trace: OpaquePointer?) -> Int32 {
    TraceHandle.from(trace)?.pointee.frameRate ?? 0
}

/// `ts_trace_event_count`: the number of events (0 for NULL).
@_cdecl("ts_trace_event_count")
public func tsTraceEventCount(_ trace: OpaquePointer?) -> Int {
    TraceHandle.from(trace)?.pointee.events.count ?? 0
}

/// `ts_trace_event`: copies event `index` into `*event`; false when out of range.
@_cdecl("ts_trace_event")
public func tsTraceEvent(_ trace: OpaquePointer?, _ index: Int, _ event: UnsafeMutablePointer<ts_touch_event>?) -> Bool {
    guard let handle = TraceHandle.from(trace), let event, index >= 0, index < handle.pointee.events.count else {
        return false
    }
    event.pointee = handle.pointee.events[index]
    return true
}
