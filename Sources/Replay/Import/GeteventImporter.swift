import Geometry
import JSON
import Platform
import Scene

/// Converts an Android `adb shell getevent -lt` capture of a multi-touch screen (protocol B) into a
/// ``Trace`` (harness.md §2).
///
///     let importer = GeteventImporter(scene: "gallery.scene.json", sceneSize: Size(width: 360, height: 780))
///     let axes = GeteventAxes(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2339))
///     let trace = try importer.importTrace(parsing: capture, source: "capture.txt", axes: .ranges(axes))
///
/// How the capture is read (see ``GeteventLine`` for one line's syntax):
///
/// - **Device.** The touchscreen is the device of the first `ABS_MT_*` event; lines of other devices
///   (keys, sensors) are skipped. A second device sending `ABS_MT_*` events is an error, as is a
///   capture that mixes lines with and without device nodes.
/// - **Slots.** `ABS_MT_SLOT` selects a slot (slot 0 until the first one, as the kernel sends it only
///   on change). `ABS_MT_TRACKING_ID` n ≥ 0 starts a contact in the current slot (a different id in a
///   slot that already holds one ends the old contact first); `ffffffff` (−1) lifts it. Position,
///   pressure and touch-major values are kept per slot, since only changes are sent.
/// - **Frames.** `SYN_REPORT` closes a frame; its timestamp is the time of every event of the frame.
///   Per slot, in slot order: an `ended` for a contact that lifted (at its last position; preceded by
///   its `began` if it began in the same frame), a `began` for a contact that started, or a `moved`
///   for one whose values changed. Trace ids are the
///   tracking ids.
/// - **Time.** The first written event is at t = 0; timestamps must not decrease.
/// - **Mapping.** Raw x maps to (x − min) · width / (max − min + 1) points, as Android's
///   `TouchInputMapper` maps raw units to display pixels (raw width = max − min + 1); y likewise.
///   With a pressure range, force = (p − min) / (max − min). `majorRadius` = touch major / 2 times
///   the mean of the x and y scales (the kernel gives touch major in position units). Rotation is
///   not applied: the capture's natural orientation must be the scene's.
/// - **Ignored.** `BTN_TOUCH`, `BTN_TOOL_*` and the single-touch `ABS_X`/`ABS_Y` are device-wide
///   mirrors of the slots, sent by protocol B drivers for legacy readers; the slots already say
///   everything. `EV_MSC` and other types are skipped, as are header lines.
/// - **Contacts already down when the capture started** (values for a slot with no tracking id, or a
///   lift of one) are skipped until that slot's next tracking id: their beginning is not in the
///   capture, and a trace touch must begin.
///
/// Lines end at LF, CRLF (as older `adb shell` writes them) or a lone CR (``Platform/TextLines``): a
/// CRLF capture imports exactly as its LF twin.
///
/// Errors (``GeteventError``, with line numbers): bytes that are not UTF-8 (with the column too),
/// malformed or unknown lines, time going backwards, a raw position outside the axis range, `SYN_MT_REPORT` (protocol A, not supported),
/// `SYN_DROPPED` (the kernel lost events, so the capture cannot be replayed faithfully), a contact
/// starting without a position, a capture ending inside a frame, or no touches at all.
public struct GeteventImporter: Sendable {
    /// Where the axis ranges come from.
    public enum AxesSource: Sendable {
        /// Ranges given directly (`--x-range`, `--y-range`).
        case ranges(GeteventAxes)
        /// A `getevent -lp` dump: the capture's touchscreen is looked up in it.
        case dump(GeteventDeviceDump, source: String)
    }

    /// The scene path written into the trace (relative to the trace file's folder).
    public var scene: String
    /// The scene's size in points: the axis ranges map onto it.
    public var sceneSize: Size
    /// Limits the resulting trace must meet.
    public var limits: TraceLimits
    /// The most slots accepted, 64: far above any touchscreen's 10–20, and it keeps a corrupt slot
    /// number from growing the state.
    public static let maximumSlots = 64

    /// Creates an importer.
    public init(scene: String, sceneSize: Size, limits: TraceLimits = .default) {
        self.scene = scene
        self.sceneSize = sceneSize
        self.limits = limits
    }

    /// One slot's values.
    private struct Slot {
        var trackingID: Int32?
        var x: Int32?
        var y: Int32?
        var pressure: Int32?
        var touchMajor: Int32?
        /// Set within a frame.
        var began = false
        var changed = false
        /// A contact that lifted (or was replaced) in this frame, and whether its `began` is still
        /// to be written (it began in the same frame).
        var ended: (id: Int32, x: Int32?, y: Int32?, pressure: Int32?, touchMajor: Int32?, began: Bool)?
    }

    /// Converts the capture `bytes`, labelled `source` in errors, after checking that they are
    /// UTF-8 (``Platform/UTF8Validation``).
    ///
    /// - Throws: ``GeteventError`` with the line and column of the first byte that is not UTF-8,
    ///   or as ``importTrace(parsing:source:axes:)-(String,_,_)``.
    public func importTrace(parsing bytes: [UInt8], source: String, axes axesSource: AxesSource) throws -> Trace {
        guard bytes.count <= limits.maximumFileBytes else {
            throw GeteventError.tooLarge(bytes.count, limit: limits.maximumFileBytes, source: source)
        }
        return try importTrace(parsing: try GeteventText.decode(bytes, source: source), source: source, axes: axesSource)
    }

    /// Converts `text`, labelled `source` in errors.
    ///
    /// - Throws: ``GeteventError`` as listed in the type's documentation; ``TraceError`` if the result
    ///   breaks a trace rule or limit.
    public func importTrace(parsing text: String, source: String, axes axesSource: AxesSource) throws -> Trace {
        guard text.utf8.count <= limits.maximumFileBytes else {
            throw GeteventError.tooLarge(text.utf8.count, limit: limits.maximumFileBytes, source: source)
        }
        // Pass 1: parse every line, and find the touchscreen.
        var lines: [(number: Int, line: GeteventLine)] = []
        var touchDevice: String??   // .some(nil): lines without device nodes
        var lineNumber = 0
        var sawDevicePath = false, sawBareLine = false
        for line in TextLines(text) {
            lineNumber += 1
            guard case .event(let event) = try GeteventLine.parse(line, lineNumber: lineNumber, source: source) else { continue }
            if event.device == nil { sawBareLine = true } else { sawDevicePath = true }
            if sawDevicePath && sawBareLine {
                throw GeteventError(source: source, line: lineNumber,
                                    message: "some lines name a device and others do not; capture all devices (getevent -lt) or one (getevent -lt /dev/input/eventN)")
            }
            if event.type == GeteventCodes.absolute, (0x2f...0x3d).contains(event.code) {
                switch touchDevice {
                case nil: touchDevice = .some(event.device)
                case let known? where known != event.device:
                    throw GeteventError(source: source, line: lineNumber,
                                        message: "a second device, \(event.device ?? "?"), sends multi-touch events besides \(known ?? "?"); capture one touchscreen (getevent -lt /dev/input/eventN)")
                default: break
                }
            }
            lines.append((lineNumber, event))
        }
        guard let device = touchDevice else {
            throw GeteventError(source: source, line: nil,
                                message: "no multi-touch events (ABS_MT_*) in the capture; only protocol B touchscreens are supported")
        }
        let axes: GeteventAxes
        // Where each position range came from, so a value outside it names what to check.
        let rangeOrigin: (x: String, y: String)
        switch axesSource {
        case .ranges(let given):
            axes = given
            rangeOrigin = ("--x-range", "--y-range")
        case let .dump(dump, dumpSource):
            axes = try dump.axes(forDevice: device, source: dumpSource)
            let origin = dumpSource + (device.map { ", device \($0)" } ?? "")
            rangeOrigin = (origin, origin)
        }
        let scaleX = sceneSize.width / axes.x.count, scaleY = sceneSize.height / axes.y.count

        let maximumNanoseconds = Int64(limits.maximumTime * 1e9)

        // Pass 2: the slot state machine, one frame per SYN_REPORT.
        var slots: [Int: Slot] = [:]
        var current = 0
        var events: [TraceEvent] = []
        var firstTime: Int64?
        var lastTime: Int64?
        var frameStart: Int?   // line of the first event of the open frame
        for (number, line) in lines where line.device == device {
            func fail(_ message: String) -> GeteventError { GeteventError(source: source, line: number, message: message) }
            if let lastTime, line.nanoseconds < lastTime {
                throw fail("time goes backwards: \(Self.format(line.nanoseconds)) s after \(Self.format(lastTime)) s")
            }
            lastTime = line.nanoseconds
            switch (line.type, line.code) {
            case (GeteventCodes.synchronization, GeteventCodes.synReport):
                frameStart = nil
                let time = line.nanoseconds
                for slotNumber in slots.keys.sorted() {
                    guard var slot = slots[slotNumber] else { continue }
                    func emit(_ id: Int32, _ phase: TouchPhase, x: Int32?, y: Int32?, pressure: Int32?, major: Int32?) throws {
                        guard let x, let y else {
                            throw fail("contact \(id) in slot \(slotNumber) has no ABS_MT_POSITION_X and ABS_MT_POSITION_Y yet")
                        }
                        guard events.count < limits.maximumEvents else {
                            throw fail("the trace would have more than \(limits.maximumEvents) events")
                        }
                        let start = firstTime ?? time
                        firstTime = start
                        guard time - start <= maximumNanoseconds else {
                            throw fail("this frame is \(Self.format(time - start)) s after the first event, later than the \(JSONValue.number(limits.maximumTime)) s a trace may last")
                        }
                        let location = Point(x: (Double(x) - Double(axes.x.minimum)) * scaleX,
                                             y: (Double(y) - Double(axes.y.minimum)) * scaleY)
                        var force: Double?
                        if let pressure, let range = axes.pressure {
                            force = (Double(pressure) - Double(range.minimum)) / (Double(range.maximum) - Double(range.minimum))
                        }
                        let radius = major.map { Double($0) / 2 * (scaleX + scaleY) / 2 }
                        events.append(TraceEvent(nanoseconds: time - start, id: Int(id), phase: phase, location: location,
                                                 force: force, majorRadius: radius))
                    }
                    if let old = slot.ended {
                        if old.began {
                            try emit(old.id, .began, x: old.x, y: old.y, pressure: old.pressure, major: old.touchMajor)
                        }
                        try emit(old.id, .ended, x: old.x, y: old.y, pressure: old.pressure, major: old.touchMajor)
                    }
                    if let id = slot.trackingID, slot.began || slot.changed {
                        try emit(id, slot.began ? .began : .moved, x: slot.x, y: slot.y, pressure: slot.pressure, major: slot.touchMajor)
                    }
                    slot.began = false
                    slot.changed = false
                    slot.ended = nil
                    slots[slotNumber] = slot
                }
                continue
            case (GeteventCodes.synchronization, GeteventCodes.synMTReport):
                throw fail("SYN_MT_REPORT: this is a multi-touch protocol A capture, which is not supported (only protocol B, with ABS_MT_SLOT)")
            case (GeteventCodes.synchronization, GeteventCodes.synDropped):
                throw fail("SYN_DROPPED: the kernel's buffer overran and events were lost here, so the capture cannot be replayed faithfully; capture again")
            case (GeteventCodes.absolute, GeteventCodes.mtSlot):
                guard (0..<Int32(Self.maximumSlots)).contains(line.value) else {
                    throw fail("slot \(line.value) is outside 0…\(Self.maximumSlots - 1)")
                }
                current = Int(line.value)
            case (GeteventCodes.absolute, GeteventCodes.mtTrackingID):
                var slot = slots[current] ?? Slot()
                if line.value == -1 {
                    if let id = slot.trackingID {
                        slot.ended = (id, slot.x, slot.y, slot.pressure, slot.touchMajor, slot.began)
                        slot.trackingID = nil
                        slot.began = false
                        slot.changed = false
                    }
                } else if line.value >= 0 {
                    if slot.trackingID != line.value {
                        if let id = slot.trackingID {
                            slot.ended = (id, slot.x, slot.y, slot.pressure, slot.touchMajor, slot.began)
                        }
                        slot.trackingID = line.value
                        slot.began = true
                    }
                } else {
                    throw fail("tracking id \(line.value) is negative; only ffffffff (−1, lift) is allowed")
                }
                slots[current] = slot
            case (GeteventCodes.absolute, GeteventCodes.mtPositionX), (GeteventCodes.absolute, GeteventCodes.mtPositionY):
                let isX = line.code == GeteventCodes.mtPositionX
                let range = isX ? axes.x : axes.y
                guard line.value >= range.minimum, line.value <= range.maximum else {
                    throw fail("\(isX ? "ABS_MT_POSITION_X" : "ABS_MT_POSITION_Y") \(line.value) is outside the axis range \(range.minimum)…\(range.maximum) (\(isX ? rangeOrigin.x : rangeOrigin.y)); are the axis ranges those of this device?")
                }
                var slot = slots[current] ?? Slot()
                if isX { slot.x = line.value } else { slot.y = line.value }
                slot.changed = true
                slots[current] = slot
            case (GeteventCodes.absolute, GeteventCodes.mtPressure):
                if let range = axes.pressure, line.value < range.minimum || line.value > range.maximum {
                    throw fail("ABS_MT_PRESSURE \(line.value) is outside the axis range \(range.minimum)…\(range.maximum)")
                }
                var slot = slots[current] ?? Slot()
                slot.pressure = line.value
                slot.changed = true
                slots[current] = slot
            case (GeteventCodes.absolute, GeteventCodes.mtTouchMajor):
                guard line.value >= 0 else { throw fail("ABS_MT_TOUCH_MAJOR \(line.value) is negative") }
                var slot = slots[current] ?? Slot()
                slot.touchMajor = line.value
                slot.changed = true
                slots[current] = slot
            default:
                // BTN_TOUCH, BTN_TOOL_*, ABS_X/ABS_Y, other axes, EV_MSC, SYN_CONFIG: see the type's doc.
                break
            }
            if frameStart == nil { frameStart = number }
        }
        if let frameStart {
            throw GeteventError(source: source, line: frameStart,
                                message: "the capture ends inside a frame that starts here: no SYN_REPORT closes it")
        }
        guard !events.isEmpty else {
            throw GeteventError(source: source, line: nil, message: "no touches in the capture (no contact with a tracking id and a position)")
        }
        let provenance: JSONObject = [
            "importer": "getevent",
            "file": .string(source),
            "device": device.map(JSONValue.string) ?? .null,
            "xRange": [.number(Double(axes.x.minimum)), .number(Double(axes.x.maximum))],
            "yRange": [.number(Double(axes.y.minimum)), .number(Double(axes.y.maximum))],
        ]
        let trace = Trace(scene: scene, description: "imported from the getevent capture \(source)",
                          source: provenance, events: events)
        try trace.validate(sceneSize: sceneSize, limits: limits, source: source)
        return trace
    }

    /// Nanoseconds as seconds with six decimals, as getevent prints them.
    private static func format(_ nanoseconds: Int64) -> String {
        let micros = nanoseconds / 1000
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
