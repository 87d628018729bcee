/// Multi-touch protocol B: the kernel's slots, each holding one contact named by its tracking id.
///
/// `ABS_MT_SLOT` selects a slot (slot 0 until the first one, as the kernel sends it only on
/// change). `ABS_MT_TRACKING_ID` n ≥ 0 starts a contact in the current slot (a different id in a
/// slot that already holds one ends the old contact first); `ffffffff` (−1) lifts it. Position,
/// pressure and touch major are kept per slot, since only changes are sent. At `SYN_REPORT`, per
/// slot in slot order: an `ended` for a contact that lifted (at its last position; preceded by its
/// `began` if it began in the same frame), a `began` for one that started, or a `moved` for one
/// whose values changed. Trace ids are the tracking ids. Values for a slot without a tracking id
/// (a contact already down when the capture started) are kept but write nothing until the slot's
/// next tracking id: the touch's beginning is not in the capture.
struct GeteventSlots {
    /// The most slots accepted: far above any touchscreen's 10–20, and it keeps a corrupt slot
    /// number from growing the state.
    static let maximumSlots = 64

    private struct Slot {
        var trackingID: Int32?
        var values = GeteventContact()
        var began = false
        var changed = false
        /// A contact that lifted (or was replaced) in this frame, and whether its `began` is still
        /// to be written (it began in the same frame).
        var ended: (id: Int32, values: GeteventContact, began: Bool)?
    }

    private var slots: [Int: Slot] = [:]
    private var current = 0

    /// Takes one `EV_ABS` line of the touchscreen.
    mutating func take(_ line: GeteventLine, fail: (String) -> GeteventError) throws {
        switch line.code {
        case GeteventCodes.mtSlot:
            guard (0..<Int32(Self.maximumSlots)).contains(line.value) else {
                throw fail("slot \(line.value) is outside 0…\(Self.maximumSlots - 1)")
            }
            current = Int(line.value)
        case GeteventCodes.mtTrackingID:
            var slot = slots[current] ?? Slot()
            if line.value == -1 {
                if let id = slot.trackingID {
                    slot.ended = (id, slot.values, slot.began)
                    slot.trackingID = nil
                    slot.began = false
                    slot.changed = false
                }
            } else if line.value >= 0 {
                if slot.trackingID != line.value {
                    if let id = slot.trackingID { slot.ended = (id, slot.values, slot.began) }
                    slot.trackingID = line.value
                    slot.began = true
                }
            } else {
                throw fail("tracking id \(line.value) is negative; only ffffffff (−1, lift) is allowed")
            }
            slots[current] = slot
        case GeteventCodes.mtPositionX, GeteventCodes.mtPositionY, GeteventCodes.mtPressure, GeteventCodes.mtTouchMajor:
            var slot = slots[current] ?? Slot()
            switch line.code {
            case GeteventCodes.mtPositionX: slot.values.x = line.value
            case GeteventCodes.mtPositionY: slot.values.y = line.value
            case GeteventCodes.mtPressure: slot.values.pressure = line.value
            default: slot.values.touchMajor = line.value
            }
            slot.changed = true
            slots[current] = slot
        default:
            break
        }
    }

    /// Closes the frame at `SYN_REPORT`, writing its events at `time`.
    mutating func report(time: Int64, line: Int, into writer: inout GeteventTouchWriter) throws {
        for number in slots.keys.sorted() {
            guard var slot = slots[number] else { continue }
            if let old = slot.ended {
                if old.began {
                    try writer.write(Int(old.id), .began, old.values, time: time, line: line, what: "contact \(old.id) in slot \(number)")
                }
                try writer.write(Int(old.id), .ended, old.values, time: time, line: line, what: "contact \(old.id) in slot \(number)")
            }
            if let id = slot.trackingID, slot.began || slot.changed {
                try writer.write(Int(id), slot.began ? .began : .moved, slot.values, time: time, line: line, what: "contact \(id) in slot \(number)")
            }
            slot.began = false
            slot.changed = false
            slot.ended = nil
            slots[number] = slot
        }
    }
}
