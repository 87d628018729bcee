/// Multi-touch protocol A: every frame lists all contacts afresh, one packet each, ended by
/// `SYN_MT_REPORT`; nothing is kept from frame to frame. Read as Android's InputReader reads it:
///
/// - **Packets.** The `ABS_MT_*` values since the frame's start or the last `SYN_MT_REPORT` are one
///   contact; a packet without such values (a bare `SYN_MT_REPORT`, which drivers send for "no
///   contacts") is none. Values after the last `SYN_MT_REPORT` of a frame still form a contact, as
///   in Android. A contact needs `ABS_MT_POSITION_X` and `_Y`.
/// - **Hovering.** A packet whose `ABS_MT_PRESSURE` is 0 hovers: it is not a touch (Android's
///   rule; drivers report a lift this way). Its pointer stays known, so it can touch again.
/// - **Identity.** When the packets carry `ABS_MT_TRACKING_ID`, a contact is its tracking id
///   across frames, and the trace id is the tracking id. When none does, pointer ids are assigned
///   by Android's nearest-position rule (``GeteventPointerIDs``) and become the trace ids. A capture
///   mixing packets with and without tracking ids is refused at the first that differs.
/// - **Events.** At `SYN_REPORT`, in Android's order: `ended` for each pointer that touched in the
///   last frame and no longer does (at its last values), `moved` for each that touches in both
///   and whose values changed, `began` for each that touches now and did not; each group by
///   ascending id. A frame without contacts (`SYN_MT_REPORT` alone, or only `BTN_TOUCH UP`)
///   lifts every finger.
struct GeteventPackets {
    private struct Contact {
        var values = GeteventContact()
        var trackingID: Int32?
        var touching: Bool { values.pressure.map { $0 > 0 } ?? true }
    }

    /// The frame's finished contacts and the one being read.
    private var contacts: [Contact] = []
    private var packet = Contact()
    private var packetHasValues = false
    /// Whether the capture's packets carry tracking ids, once the first packet says.
    private var usesTrackingIDs: Bool?
    /// The last frame's pointers by id.
    private var last: [Int: Contact] = [:]

    /// Takes one `EV_ABS` line of the touchscreen.
    mutating func take(_ line: GeteventLine, fail: (String) -> GeteventError) throws {
        switch line.code {
        case GeteventCodes.mtPositionX: packet.values.x = line.value
        case GeteventCodes.mtPositionY: packet.values.y = line.value
        case GeteventCodes.mtPressure: packet.values.pressure = line.value
        case GeteventCodes.mtTouchMajor: packet.values.touchMajor = line.value
        case GeteventCodes.mtTrackingID:
            guard line.value >= 0 else {
                throw fail("tracking id \(line.value) in a multi-touch protocol A packet; protocol A lifts a finger by leaving it out of the frame")
            }
            packet.trackingID = line.value
        case GeteventCodes.mtSlot:
            throw fail("ABS_MT_SLOT in a multi-touch protocol A capture (one with SYN_MT_REPORT); a device speaks one protocol")
        case 0x30...0x3d:
            break   // the other ABS_MT_* values belong to the packet, unused
        default:
            return   // ABS_X, ABS_Y and the other single-touch mirrors are not packet values
        }
        packetHasValues = true
    }

    /// Ends the packet at `SYN_MT_REPORT` (or at the frame's end).
    mutating func endPacket(fail: (String) -> GeteventError) throws {
        defer { packet = Contact(); packetHasValues = false }
        guard packetHasValues else { return }
        let hasID = packet.trackingID != nil
        if let usesTrackingIDs, usesTrackingIDs != hasID {
            throw fail("this packet has \(hasID ? "an" : "no") ABS_MT_TRACKING_ID and earlier ones had \(hasID ? "none" : "one"); a capture names its contacts always or never")
        }
        usesTrackingIDs = hasID
        guard packet.values.x != nil, packet.values.y != nil else {
            throw fail("this contact packet has no ABS_MT_POSITION_X and ABS_MT_POSITION_Y")
        }
        guard contacts.count < GeteventSlots.maximumSlots else {
            throw fail("more than \(GeteventSlots.maximumSlots) contacts in one frame")
        }
        if let id = packet.trackingID, contacts.contains(where: { $0.trackingID == id }) {
            throw fail("tracking id \(id) is used by two packets of one frame")
        }
        contacts.append(packet)
    }

    /// Closes the frame at `SYN_REPORT` on `line`, writing its events at `time`.
    mutating func report(time: Int64, line: Int, into writer: inout GeteventTouchWriter, fail: (String) -> GeteventError) throws {
        try endPacket(fail: fail)
        var now: [Int: Contact] = [:]
        if usesTrackingIDs == true {
            for contact in contacts { now[Int(contact.trackingID ?? 0)] = contact }
        } else {
            // Every packet has a position (checked when it ended).
            let position = { (c: Contact) in GeteventPointerIDs.Position(x: c.values.x ?? 0, y: c.values.y ?? 0) }
            let lastPointers = last.sorted { $0.key < $1.key }.map { (id: $0.key, position: position($0.value)) }
            let ids = GeteventPointerIDs.assign(current: contacts.map(position), last: lastPointers)
            for (index, id) in ids.enumerated() { now[id] = contacts[index] }
        }
        let wasTouching = Set(last.filter { $0.value.touching }.keys)
        let isTouching = Set(now.filter { $0.value.touching }.keys)
        for id in wasTouching.subtracting(isTouching).sorted() {
            try writer.write(id, .ended, last[id]!.values, time: time, line: line, what: "contact \(id)")
        }
        for id in isTouching.intersection(wasTouching).sorted() where now[id]!.values != last[id]!.values {
            try writer.write(id, .moved, now[id]!.values, time: time, line: line, what: "contact \(id)")
        }
        for id in isTouching.subtracting(wasTouching).sorted() {
            try writer.write(id, .began, now[id]!.values, time: time, line: line, what: "contact \(id)")
        }
        last = now
        contacts = []
    }
}
