/// One line of a `getevent -lt` (or `-t`) capture, parsed.
///
///     [   12345.678901] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000001a4
///     [   12345.678901] /dev/input/event2: 0003 0035 000001a4
///
/// Layout (AOSP `toolbox/getevent.c`): a timestamp `[seconds.microseconds]` (`-t`), the device node
/// and a colon when getevent watched every device, then type, code and value. Type and code are
/// labels (`-l`) or four hex digits; the value is eight hex digits holding a 32-bit two's-complement
/// number (`ffffffff` = −1), or a label for key states (`DOWN`, `UP`, `REPEAT`) and the tool types of
/// `ABS_MT_TOOL_TYPE` (`MT_TOOL_FINGER`). `SYN_REPORT` lines may end in ` rate N` (`-r`).
struct GeteventLine: Equatable {
    /// The timestamp in nanoseconds (microsecond resolution).
    var nanoseconds: Int64
    /// The device node, if the line names one.
    var device: String?
    /// The event type (`EV_ABS` = 3).
    var type: Int
    /// The event code; `-1` for a labelled code the importer does not use.
    var code: Int
    /// The value.
    var value: Int32

    /// What a line is.
    enum Parsed: Equatable {
        /// Blank, or getevent's device header (`add device`, `name:`, `could not get driver version`).
        case skipped
        /// An input event.
        case event(GeteventLine)
    }

    /// Parses one line (without its line break).
    ///
    /// - Returns: ``Parsed/skipped`` for header lines; otherwise the event.
    /// - Throws: ``GeteventError`` at `lineNumber` saying what part is malformed or unknown.
    static func parse(_ line: Substring, lineNumber: Int, source: String) throws -> Parsed {
        func fail(_ message: String) -> GeteventError {
            GeteventError(source: source, line: lineNumber, message: message)
        }
        let text = GeteventText.trimmed(line)
        if text.isEmpty || text.hasPrefix("add device") || text.hasPrefix("remove device")
            || text.hasPrefix("name:") || text.hasPrefix("could not get driver version") {
            return .skipped
        }
        // Timestamp.
        guard text.hasPrefix("["), let close = text.firstIndex(of: "]") else {
            throw fail("expected a timestamp \"[seconds.microseconds]\" at the start; capture with 'getevent -lt'")
        }
        let stamp = GeteventText.trimmed(text[text.index(after: text.startIndex)..<close])
        let stampParts = stamp.split(separator: ".", omittingEmptySubsequences: false)
        // At most nine digits of seconds (31 years of uptime), so the nanoseconds fit an Int64.
        guard stampParts.count == 2, (1...9).contains(stampParts[0].count), stampParts[1].count == 6,
              stampParts[0].allSatisfy(GeteventText.isDigit), stampParts[1].allSatisfy(GeteventText.isDigit),
              let seconds = Int64(stampParts[0]), let micros = Int64(stampParts[1]) else {
            throw fail("expected a timestamp of seconds and six digits of microseconds, such as [  112301.988019], found [\(stamp)]")
        }
        let nanoseconds = seconds * 1_000_000_000 + micros * 1000
        var words = text[text.index(after: close)...].split(whereSeparator: { $0 == " " || $0 == "\t" })
        // Device node.
        var device: String?
        if let first = words.first, first.hasSuffix(":") {
            device = String(first.dropLast())
            words.removeFirst()
        }
        guard words.count >= 3 else {
            throw fail("expected TYPE CODE VALUE after the timestamp\(device == nil ? "" : " and device"), found \(words.count) word\(words.count == 1 ? "" : "s")")
        }
        // Type.
        let typeText = words[0]
        let type: Int
        if let number = GeteventCodes.hex(typeText, digits: 4) {
            type = Int(number)
        } else if let number = GeteventCodes.types[String(typeText)] {
            type = number
        } else {
            throw fail("unknown event type \"\(typeText)\"; expected a label such as EV_ABS or four hex digits")
        }
        // Code.
        let codeText = words[1]
        guard let code = GeteventCodes.code(codeText, type: type) else {
            throw fail("unknown code \"\(codeText)\" for event type \(typeText); expected one of its labels or four hex digits")
        }
        // Value.
        let valueText = words[2]
        let value: Int32
        if let raw = GeteventCodes.hex(valueText, digits: 8) {
            value = Int32(bitPattern: raw)
        } else if type == GeteventCodes.key, let state = GeteventCodes.keyValueLabels[String(valueText)] {
            value = state
        } else if type == GeteventCodes.absolute, code == GeteventCodes.mtToolType,
                  valueText.hasPrefix("MT_TOOL_"), GeteventCodes.isLabel(valueText) {
            // getevent names tool types from its own table; a name it has that ours lacks is a
            // tool type all the same, which the importer does not use.
            value = GeteventCodes.toolTypeLabels[String(valueText)] ?? -1
        } else {
            throw fail("expected a value of eight hex digits (such as 000001a4 or ffffffff), found \"\(valueText)\"")
        }
        // Trailing words: only "rate N" after a synchronization event.
        let rest = words.dropFirst(3)
        if !rest.isEmpty {
            guard type == GeteventCodes.synchronization, rest.count == 2, rest.first == "rate",
                  let rate = rest.last, rate.allSatisfy(GeteventText.isDigit) else {
                throw fail("unexpected \"\(rest.joined(separator: " "))\" after the value")
            }
        }
        return .event(GeteventLine(nanoseconds: nanoseconds, device: device, type: type, code: code, value: value))
    }
}
