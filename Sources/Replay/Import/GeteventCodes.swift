/// The Linux input event types, codes and value labels that `getevent -l` prints and the importer
/// needs (from the kernel's `input-event-codes.h`; the numbers are the kernel's ABI).
enum GeteventCodes {
    static let synchronization = 0x00   // EV_SYN
    static let key = 0x01               // EV_KEY
    static let absolute = 0x03          // EV_ABS

    /// `EV_*` labels with their numbers: every event type getevent can print.
    static let types: [String: Int] = [
        "EV_SYN": 0x00, "EV_KEY": 0x01, "EV_REL": 0x02, "EV_ABS": 0x03, "EV_MSC": 0x04, "EV_SW": 0x05,
        "EV_LED": 0x11, "EV_SND": 0x12, "EV_REP": 0x14, "EV_FF": 0x15, "EV_PWR": 0x16, "EV_FF_STATUS": 0x17,
    ]

    /// The prefix of the code labels of each type, to reject a label that belongs to another type
    /// (`EV_ABS KEY_A`). Keys use both `KEY_` and `BTN_`.
    static let codePrefixes: [Int: [String]] = [
        0x00: ["SYN_"], 0x01: ["KEY_", "BTN_"], 0x02: ["REL_"], 0x03: ["ABS_"], 0x04: ["MSC_"], 0x05: ["SW_"],
        0x11: ["LED_"], 0x12: ["SND_"], 0x14: ["REP_"], 0x15: ["FF_"], 0x16: ["PWR_"], 0x17: ["FF_STATUS_"],
    ]

    static let synReport = 0x00
    static let synConfig = 0x01
    static let synMTReport = 0x02
    static let synDropped = 0x03
    static let synLabels: [String: Int] = ["SYN_REPORT": 0, "SYN_CONFIG": 1, "SYN_MT_REPORT": 2, "SYN_DROPPED": 3]

    static let absX = 0x00
    static let absY = 0x01
    static let mtSlot = 0x2f
    static let mtTouchMajor = 0x30
    static let mtPositionX = 0x35
    static let mtPositionY = 0x36
    static let mtToolType = 0x37
    static let mtTrackingID = 0x39
    static let mtPressure = 0x3a

    /// Every `ABS_*` label of the kernel (4.x–6.x) with its code, so that labelled and hex captures
    /// decode alike; a label not listed (a newer kernel's) is accepted as an axis the importer
    /// does not use.
    static let absoluteLabels: [String: Int] = [
        "ABS_X": 0x00, "ABS_Y": 0x01, "ABS_Z": 0x02, "ABS_RX": 0x03, "ABS_RY": 0x04, "ABS_RZ": 0x05,
        "ABS_THROTTLE": 0x06, "ABS_RUDDER": 0x07, "ABS_WHEEL": 0x08, "ABS_GAS": 0x09, "ABS_BRAKE": 0x0a,
        "ABS_HAT0X": 0x10, "ABS_HAT0Y": 0x11, "ABS_HAT1X": 0x12, "ABS_HAT1Y": 0x13, "ABS_HAT2X": 0x14,
        "ABS_HAT2Y": 0x15, "ABS_HAT3X": 0x16, "ABS_HAT3Y": 0x17, "ABS_PRESSURE": 0x18, "ABS_DISTANCE": 0x19,
        "ABS_TILT_X": 0x1a, "ABS_TILT_Y": 0x1b, "ABS_TOOL_WIDTH": 0x1c, "ABS_VOLUME": 0x20, "ABS_PROFILE": 0x21,
        "ABS_MISC": 0x28, "ABS_RESERVED": 0x2e, "ABS_MT_SLOT": 0x2f, "ABS_MT_TOUCH_MAJOR": 0x30,
        "ABS_MT_TOUCH_MINOR": 0x31, "ABS_MT_WIDTH_MAJOR": 0x32, "ABS_MT_WIDTH_MINOR": 0x33,
        "ABS_MT_ORIENTATION": 0x34, "ABS_MT_POSITION_X": 0x35, "ABS_MT_POSITION_Y": 0x36,
        "ABS_MT_TOOL_TYPE": 0x37, "ABS_MT_BLOB_ID": 0x38, "ABS_MT_TRACKING_ID": 0x39, "ABS_MT_PRESSURE": 0x3a,
        "ABS_MT_DISTANCE": 0x3b, "ABS_MT_TOOL_X": 0x3c, "ABS_MT_TOOL_Y": 0x3d,
    ]

    /// Key codes the importer names (others are accepted and ignored).
    static let keyLabels: [String: Int] = ["BTN_TOUCH": 0x14a, "BTN_TOOL_FINGER": 0x145]

    /// Value labels getevent prints for `EV_KEY` (key state) and `ABS_MT_TOOL_TYPE`.
    static let keyValueLabels: [String: Int32] = ["UP": 0, "DOWN": 1, "REPEAT": 2]
    static let toolTypeLabels: [String: Int32] = ["MT_TOOL_FINGER": 0, "MT_TOOL_PEN": 1, "MT_TOOL_PALM": 2, "MT_TOOL_DIAL": 0x0a]

    /// Whether `text` looks like a label: upper-case letters, digits and `_`, starting with a letter.
    static func isLabel(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isUppercase else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber || $0 == "_") }
    }

    /// `text` as exactly `digits` hexadecimal digits, or nil.
    static func hex(_ text: Substring, digits: Int) -> UInt32? {
        guard text.count == digits, text.allSatisfy(\.isHexDigit) else { return nil }
        return UInt32(text, radix: 16)
    }

    /// The number of a code label (`ABS_MT_SLOT`) or 4-digit hex code (`002f`) of event type `type`;
    /// `-1` for a well-formed label the importer has no number for (an unused key or axis).
    ///
    /// - Returns: nil if `text` is neither a label of the type nor four hex digits.
    static func code(_ text: Substring, type: Int) -> Int? {
        if let number = hex(text, digits: 4) { return Int(number) }
        guard isLabel(text) else { return nil }
        let label = String(text)
        guard let prefixes = codePrefixes[type], prefixes.contains(where: label.hasPrefix) else { return nil }
        switch type {
        case synchronization: return synLabels[label]
        case absolute: return absoluteLabels[label] ?? -1
        case key: return keyLabels[label] ?? -1
        default: return -1
        }
    }
}
