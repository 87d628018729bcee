import Platform

/// The devices of an Android `getevent -lp` (or `-p`) dump, with the ranges of their absolute axes.
///
///     add device 1: /dev/input/event2
///       name:     "sec_touchscreen"
///       events:
///         ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
///                     ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
///                     ABS_MT_POSITION_Y     : value 0, min 0, max 2339, fuzz 0, flat 0, resolution 0
///
/// Only `add device` lines and axis lines (those with `: value …, min …, max …`) are read; the other
/// lines (bus, vendor, key lists, input properties, "could not get driver version") are
/// informational and skipped. Axis codes may be labels (`-lp`) or four hex digits (`-p`). Lines end
/// as in a capture (``GeteventText/lines(_:)``).
public struct GeteventDeviceDump: Sendable {
    /// One input device.
    public struct Device: Sendable {
        /// The device node, such as `/dev/input/event2`.
        public var path: String
        /// The name line's value without quotes, if the dump has one.
        public var name: String?
        /// Axis ranges by `ABS_*` code.
        public var axes: [Int: GeteventAxes.Range]
    }

    /// The devices, in dump order.
    public var devices: [Device]

    /// Parses the dump `bytes` after checking that they are UTF-8 (``Platform/UTF8Validation``).
    ///
    /// - Throws: ``GeteventError`` with the line and column of the first byte that is not UTF-8,
    ///   or as ``init(parsing:source:)-(String,_)``.
    public init(parsing bytes: [UInt8], source: String) throws {
        try self.init(parsing: try GeteventText.decode(bytes, source: source), source: source)
    }

    /// Parses a dump.
    ///
    /// - Throws: ``GeteventError`` with the line number of an axis line outside any device, or one
    ///   whose code, min or max cannot be read, or whose min is not below its max.
    public init(parsing text: String, source: String) throws {
        devices = []
        var lineNumber = 0
        for line in GeteventText.lines(text).lines {
            lineNumber += 1
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            func fail(_ message: String) -> GeteventError {
                GeteventError(source: source, line: lineNumber, message: message)
            }
            if trimmed.hasPrefix("add device") {
                guard let colon = trimmed.firstIndex(of: ":") else { throw fail("expected \"add device N: /dev/input/eventN\"") }
                let path = GeteventText.trimmed(trimmed[trimmed.index(after: colon)...])
                guard !path.isEmpty else { throw fail("expected a device path after \"add device N:\"") }
                devices.append(Device(path: String(path), name: nil, axes: [:]))
            } else if trimmed.hasPrefix("name:"), !devices.isEmpty {
                var name = GeteventText.trimmed(trimmed.dropFirst(5))
                if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { name = name.dropFirst().dropLast() }
                devices[devices.count - 1].name = String(name)
            } else if let valueRange = trimmed.firstRange(of: ": value ") {
                guard !devices.isEmpty else { throw fail("an axis line before any \"add device\" line") }
                // The code is the last word before ": value", after an optional "ABS (0003):".
                var head = GeteventText.trimmed(trimmed[..<valueRange.lowerBound])
                if let prefix = head.firstRange(of: "):") { head = GeteventText.trimmed(head[prefix.upperBound...]) }
                var codeText = head.split(separator: " ").last ?? ""
                if codeText.hasSuffix("*") { codeText = codeText.dropLast() }   // "*": currently pressed
                guard let code = GeteventCodes.code(codeText, type: GeteventCodes.absolute), code >= 0 else {
                    throw fail("expected an ABS_* label or four hex digits before \": value\", found \"\(codeText)\"")
                }
                let fields = trimmed[valueRange.upperBound...]
                guard let minimum = Self.field("min", in: fields), let maximum = Self.field("max", in: fields) else {
                    throw fail("expected \"min N, max N\" after \": value\"")
                }
                guard minimum < maximum else {
                    throw fail("axis \(codeText) has min \(minimum) not below max \(maximum); it cannot be mapped")
                }
                devices[devices.count - 1].axes[code] = GeteventAxes.Range(minimum: minimum, maximum: maximum)
            }
        }
    }

    /// The integer after `name ` in a comma-separated list such as `0, min 0, max 1079, fuzz 0`.
    private static func field(_ name: String, in text: Substring) -> Int32? {
        for part in text.split(separator: ",") {
            let words = part.split(separator: " ")
            if words.count == 2, words[0] == name { return Int32(words[1]) }
        }
        return nil
    }

    /// The axes of the touchscreen: the device at `path` if given, otherwise the only device with
    /// both `ABS_MT_POSITION_X` and `ABS_MT_POSITION_Y`.
    ///
    /// - Throws: ``GeteventError`` (no line) when there is no such device, or several and no path.
    public func axes(forDevice path: String?, source: String) throws -> GeteventAxes {
        let candidates = devices.filter { device in
            device.axes[GeteventCodes.mtPositionX] != nil && device.axes[GeteventCodes.mtPositionY] != nil
                && (path == nil || device.path == path)
        }
        guard let device = candidates.first, let x = device.axes[GeteventCodes.mtPositionX],
              let y = device.axes[GeteventCodes.mtPositionY] else {
            let which = path.map { "device \($0)" } ?? "any device"
            throw GeteventError(source: source, line: nil,
                                message: "no ABS_MT_POSITION_X and ABS_MT_POSITION_Y ranges for \(which); dump them with 'getevent -lp'")
        }
        guard candidates.count == 1 else {
            throw GeteventError(source: source, line: nil,
                                message: "several touchscreens (\(candidates.map(\.path).joined(separator: ", "))) and the capture does not say which; capture with device paths (getevent -lt without a device argument)")
        }
        return GeteventAxes(x: x, y: y, pressure: device.axes[GeteventCodes.mtPressure])
    }
}
