import Geometry
import JSON
import Platform
import Scene

/// Converts an Android `adb shell getevent -lt` (or `-t`) capture of a multi-touch screen into a
/// ``Trace``, reading both multi-touch protocols as Android's InputReader does.
///
///     let importer = GeteventImporter(scene: "gallery.scene.json", sceneSize: Size(width: 360, height: 780))
///     let axes = GeteventAxes(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2339))
///     let imported = try importer.importing(parsing: capture, source: "capture.txt", axes: .ranges(axes))
///
/// How the capture is read (see ``GeteventLine`` for one line's syntax):
///
/// - **Device.** The touchscreen is the device of the first `ABS_MT_*` event; lines of other devices
///   (keys, sensors) are skipped. A second device sending `ABS_MT_*` events is an error, as is a
///   capture that mixes lines with and without device nodes.
/// - **Protocol.** A touchscreen that sends `SYN_MT_REPORT` speaks protocol A (``GeteventPackets``:
///   every frame lists its contacts afresh); otherwise protocol B (``GeteventSlots``: slots and
///   tracking ids, `ffffffff` lifting). Trace ids are tracking ids, or in protocol A without them
///   the pointer ids Android assigns (``GeteventPointerIDs``).
/// - **Frames.** `SYN_REPORT` closes a frame; its timestamp is the time of every event of the frame.
/// - **Time.** The first written event is at t = 0; timestamps must not decrease.
/// - **Mapping.** Raw x maps to (x − min) · width / (max − min + 1) points, as Android's
///   `TouchInputMapper` maps raw units to display pixels (raw width = max − min + 1); y likewise.
///   With a pressure range, force = (p − min) / (max − min). `majorRadius` = touch major / 2 times
///   the mean of the x and y scales (the kernel gives touch major in position units). Rotation is
///   not applied: the capture's natural orientation must be the scene's.
/// - **Ignored.** `BTN_TOUCH`, `BTN_TOOL_*`, the single-touch `ABS_X`/`ABS_Y`, the tool type and the
///   other axes, key events of any device, `EV_MSC`, `SYN_CONFIG` and the `EV_SYN` codes getevent
///   cannot name (vendors' timestamps, printed in hex), header lines.
/// - **A capture that was stopped** may end inside a line (no line end) or inside a frame (no
///   `SYN_REPORT` after its last events): what is complete is imported, and a note
///   (``ImportedTrace/notes``) names the lines left out. A cut last line is one that has no line
///   end and does not read (or ends inside a UTF-8 character); a last line without a line end that
///   reads is kept.
///
/// Lines end at LF, CRLF (older `adb shell`), CR CR LF (`adb shell` run on Windows) or a lone CR
/// (``GeteventText/lines(_:)``): a capture imports exactly as its LF twin, with the same line
/// numbers.
///
/// Errors (``GeteventError``, with line numbers): bytes that are not UTF-8 (with the column too),
/// malformed or unknown lines (a capture without timestamps, from plain `getevent`, among them),
/// time going backwards, a raw position outside the axis range, `SYN_DROPPED` (the kernel lost
/// events, so the capture cannot be replayed faithfully), a contact without a position, a protocol
/// A packet with a negative tracking id or mixing named and unnamed packets, or no touches at all.
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
    /// The most slots (protocol B) or contacts in one frame (protocol A) accepted, 64: far above
    /// any touchscreen's 10–20, and it keeps corrupt input from growing the state.
    public static let maximumSlots = GeteventSlots.maximumSlots

    /// Creates an importer.
    public init(scene: String, sceneSize: Size, limits: TraceLimits = .default) {
        self.scene = scene
        self.sceneSize = sceneSize
        self.limits = limits
    }

    /// Converts the capture `bytes`; its notes are dropped (``importing(parsing:source:axes:)-([UInt8],_,_)``
    /// keeps them).
    public func importTrace(parsing bytes: [UInt8], source: String, axes: AxesSource) throws -> Trace {
        try importing(parsing: bytes, source: source, axes: axes).trace
    }

    /// Converts the capture `text`; its notes are dropped.
    public func importTrace(parsing text: String, source: String, axes: AxesSource) throws -> Trace {
        try importing(parsing: text, source: source, axes: axes).trace
    }

    /// Converts the capture `bytes`, labelled `source` in errors and notes, after checking that
    /// they are UTF-8 (``Platform/UTF8Validation``). A capture that stops inside a character of its
    /// unfinished last line has that line left out with a note.
    ///
    /// - Throws: ``GeteventError`` with the line and column of the first byte that is not UTF-8,
    ///   or as ``importing(parsing:source:axes:)-(String,_,_)``.
    public func importing(parsing bytes: [UInt8], source: String, axes axesSource: AxesSource) throws -> ImportedTrace {
        guard bytes.count <= limits.maximumFileBytes else {
            throw GeteventError.tooLarge(bytes.count, limit: limits.maximumFileBytes, source: source)
        }
        let whole = GeteventText.lengthWithoutCutCharacter(bytes)
        let text = try GeteventText.decode(Array(bytes[..<whole]), source: source)
        return try importing(text, source: source, axes: axesSource, lastLineCut: whole < bytes.count)
    }

    /// Converts `text`, labelled `source` in errors and notes.
    ///
    /// - Throws: ``GeteventError`` as listed in the type's documentation; ``TraceError`` if the result
    ///   breaks a trace rule or limit.
    public func importing(parsing text: String, source: String, axes axesSource: AxesSource) throws -> ImportedTrace {
        try importing(text, source: source, axes: axesSource, lastLineCut: false)
    }

    private func importing(_ text: String, source: String, axes axesSource: AxesSource, lastLineCut: Bool) throws -> ImportedTrace {
        guard text.utf8.count <= limits.maximumFileBytes else {
            throw GeteventError.tooLarge(text.utf8.count, limit: limits.maximumFileBytes, source: source)
        }
        var notes: [String] = []
        // Pass 1: parse every line, find the touchscreen and its protocol.
        var lines: [(number: Int, line: GeteventLine)] = []
        var touchDevice: String??   // .some(nil): lines without device nodes
        var sawDevicePath = false, sawBareLine = false
        var mtReportDevices: Set<String?> = []
        let (texts, lastIsEnded) = GeteventText.lines(text)
        for (index, lineText) in texts.enumerated() {
            let number = index + 1
            // A last line without a line end that does not read (or ends inside a character) was
            // cut when the capture stopped.
            if index == texts.count - 1, !lastIsEnded,
               lastLineCut || (try? GeteventLine.parse(lineText, lineNumber: number, source: source)) == nil {
                notes.append(GeteventError(source: source, line: number,
                                           message: "the capture ends inside this line, which is left out: \(Self.quoted(lineText))").description)
                break
            }
            let parsed = try GeteventLine.parse(lineText, lineNumber: number, source: source)
            guard case .event(let event) = parsed else { continue }
            if event.device == nil { sawBareLine = true } else { sawDevicePath = true }
            if sawDevicePath && sawBareLine {
                throw GeteventError(source: source, line: number,
                                    message: "some lines name a device and others do not; capture all devices (getevent -lt) or one (getevent -lt /dev/input/eventN)")
            }
            if event.type == GeteventCodes.absolute, (0x2f...0x3d).contains(event.code) {
                switch touchDevice {
                case nil: touchDevice = .some(event.device)
                case let known? where known != event.device:
                    throw GeteventError(source: source, line: number,
                                        message: "a second device, \(event.device ?? "?"), sends multi-touch events besides \(known ?? "?"); capture one touchscreen (getevent -lt /dev/input/eventN)")
                default: break
                }
            }
            if event.type == GeteventCodes.synchronization, event.code == GeteventCodes.synMTReport {
                mtReportDevices.insert(event.device)
            }
            lines.append((number, event))
        }
        guard let device = touchDevice else {
            throw GeteventError(source: source, line: nil,
                                message: "no multi-touch events (ABS_MT_*) in the capture; only multi-touch screens (protocol A or B) are supported")
        }
        let protocolA = mtReportDevices.contains(device)
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

        // Pass 2: the protocol's state machine, one frame per SYN_REPORT.
        var writer = GeteventTouchWriter(axes: axes, sceneSize: sceneSize, limits: limits, source: source)
        var slots = GeteventSlots()
        var packets = GeteventPackets()
        var lastTime: Int64?
        var openFrame: ClosedRange<Int>?   // lines of the frame no SYN_REPORT has closed yet
        for (number, line) in lines where line.device == device {
            func fail(_ message: String) -> GeteventError { GeteventError(source: source, line: number, message: message) }
            if let lastTime, line.nanoseconds < lastTime {
                throw fail("time goes backwards: \(GeteventTouchWriter.format(line.nanoseconds)) s after \(GeteventTouchWriter.format(lastTime)) s")
            }
            lastTime = line.nanoseconds
            switch (line.type, line.code) {
            case (GeteventCodes.synchronization, GeteventCodes.synReport):
                if protocolA {
                    try packets.report(time: line.nanoseconds, line: number, into: &writer, fail: fail)
                } else {
                    try slots.report(time: line.nanoseconds, line: number, into: &writer)
                }
                openFrame = nil
                continue
            case (GeteventCodes.synchronization, GeteventCodes.synMTReport):
                try packets.endPacket(fail: fail)
            case (GeteventCodes.synchronization, GeteventCodes.synDropped):
                throw fail("SYN_DROPPED: the kernel's buffer overran and events were lost here, so the capture cannot be replayed faithfully; capture again")
            case (GeteventCodes.absolute, GeteventCodes.mtPositionX), (GeteventCodes.absolute, GeteventCodes.mtPositionY):
                let isX = line.code == GeteventCodes.mtPositionX
                let range = isX ? axes.x : axes.y
                guard line.value >= range.minimum, line.value <= range.maximum else {
                    throw fail("\(isX ? "ABS_MT_POSITION_X" : "ABS_MT_POSITION_Y") \(line.value) is outside the axis range \(range.minimum)…\(range.maximum) (\(isX ? rangeOrigin.x : rangeOrigin.y)); are the axis ranges those of this device?")
                }
            case (GeteventCodes.absolute, GeteventCodes.mtPressure):
                if let range = axes.pressure, line.value < range.minimum || line.value > range.maximum {
                    throw fail("ABS_MT_PRESSURE \(line.value) is outside the axis range \(range.minimum)…\(range.maximum)")
                }
            case (GeteventCodes.absolute, GeteventCodes.mtTouchMajor):
                guard line.value >= 0 else { throw fail("ABS_MT_TOUCH_MAJOR \(line.value) is negative") }
            default:
                break
            }
            if line.type == GeteventCodes.absolute {
                if protocolA { try packets.take(line, fail: fail) } else { try slots.take(line, fail: fail) }
            }
            openFrame = (openFrame?.lowerBound ?? number)...number
        }
        if let openFrame {
            notes.append(GeteventError(source: source, line: openFrame.lowerBound,
                                       message: "the capture ends inside a frame that no SYN_REPORT closes (it was stopped); its events, \(Self.lines(openFrame)), are left out").description)
        }
        guard !writer.events.isEmpty else {
            let what = protocolA ? "no contact packet with a position" : "no contact with a tracking id and a position"
            throw GeteventError(source: source, line: nil, message: "no touches in the capture (\(what)\(openFrame == nil ? "" : " in a finished frame"))")
        }
        let provenance: JSONObject = [
            "importer": "getevent",
            "file": .string(source),
            "device": device.map(JSONValue.string) ?? .null,
            "protocol": protocolA ? "A" : "B",
            "xRange": [.number(Double(axes.x.minimum)), .number(Double(axes.x.maximum))],
            "yRange": [.number(Double(axes.y.minimum)), .number(Double(axes.y.maximum))],
        ]
        let trace = Trace(scene: scene, description: "imported from the getevent capture \(source)",
                          source: provenance, events: writer.events)
        try trace.validate(sceneSize: sceneSize, limits: limits, source: source)
        return ImportedTrace(trace: trace, notes: notes)
    }

    /// `line N` or `lines N–M`.
    private static func lines(_ range: ClosedRange<Int>) -> String {
        range.count == 1 ? "line \(range.lowerBound)" : "lines \(range.lowerBound)–\(range.upperBound)"
    }

    /// A line in quotes for a note, cut to 60 characters.
    private static func quoted(_ line: Substring) -> String {
        let text = GeteventText.trimmed(line)
        return "\"" + (text.count > 60 ? text.prefix(60) + "…" : text) + "\""
    }
}
