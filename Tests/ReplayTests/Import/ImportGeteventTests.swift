import Geometry
import Scene
import XCTest
@testable import Replay

/// Android getevent captures → traces (protocol B; protocol A in ImportGeteventProtocolATests, real
/// captures in ImportGeteventRealCaptureTests). Captures are written by hand in getevent's layout; expected
/// events are worked out from the documented mapping, with axis ranges and scene sizes chosen so
/// that every scale is exactly ½.
final class ImportGeteventTests: XCTestCase {
    /// x 0…1079 and y 0…2339 onto a 540 × 1170 scene: both scales are 540/1080 = 1170/2340 = ½.
    private let axes = GeteventAxes(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2339),
                                    pressure: .init(minimum: 0, maximum: 255))
    private let importer = GeteventImporter(scene: "s.scene.json", sceneSize: Size(width: 540, height: 1170))

    private func event(_ ms: Int64, _ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double,
                       force: Double? = nil, radius: Double? = nil) -> TraceEvent {
        TraceEvent(nanoseconds: ms * 1_000_000, id: id, phase: phase, location: Point(x: x, y: y), force: force, majorRadius: radius)
    }

    /// Two fingers, labelled, with device nodes, a header, another device's key press, BTN_TOUCH
    /// and a `rate` suffix.
    private let twoFingers = """
        add device 1: /dev/input/event4
          name:     "fts_ts"
        add device 2: /dev/input/event0
          name:     "qpnp_pon"
        could not get driver version for /dev/input/mice, Not a typewriter
        [     100.000000] /dev/input/event4: EV_ABS       ABS_MT_TRACKING_ID   00000021
        [     100.000000] /dev/input/event4: EV_ABS       ABS_MT_POSITION_X    000001b0
        [     100.000000] /dev/input/event4: EV_ABS       ABS_MT_POSITION_Y    00000360
        [     100.000000] /dev/input/event4: EV_ABS       ABS_MT_PRESSURE      00000080
        [     100.000000] /dev/input/event4: EV_ABS       ABS_MT_TOUCH_MAJOR   00000010
        [     100.000000] /dev/input/event4: EV_KEY       BTN_TOUCH            DOWN
        [     100.000000] /dev/input/event4: EV_SYN       SYN_REPORT           00000000
        [     100.008000] /dev/input/event4: EV_ABS       ABS_MT_POSITION_X    000001b8
        [     100.008000] /dev/input/event4: EV_SYN       SYN_REPORT           00000000
        [     100.010000] /dev/input/event0: EV_KEY       KEY_POWER            DOWN
        [     100.010000] /dev/input/event0: EV_SYN       SYN_REPORT           00000000
        [     100.016000] /dev/input/event4: EV_ABS       ABS_MT_SLOT          00000001
        [     100.016000] /dev/input/event4: EV_ABS       ABS_MT_TRACKING_ID   00000022
        [     100.016000] /dev/input/event4: EV_ABS       ABS_MT_POSITION_X    00000000
        [     100.016000] /dev/input/event4: EV_ABS       ABS_MT_POSITION_Y    00000000
        [     100.016000] /dev/input/event4: EV_SYN       SYN_REPORT           00000000
        [     100.024000] /dev/input/event4: EV_ABS       ABS_MT_SLOT          00000000
        [     100.024000] /dev/input/event4: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
        [     100.024000] /dev/input/event4: EV_ABS       ABS_MT_SLOT          00000001
        [     100.024000] /dev/input/event4: EV_ABS       ABS_MT_POSITION_Y    0000091b
        [     100.024000] /dev/input/event4: EV_SYN       SYN_REPORT           00000000 rate 125
        [     100.032000] /dev/input/event4: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
        [     100.032000] /dev/input/event4: EV_KEY       BTN_TOUCH            UP
        [     100.032000] /dev/input/event4: EV_SYN       SYN_REPORT           00000000

        """

    func testTwoFingersWithSlotsAndTrackingIDs() throws {
        let trace = try importer.importTrace(parsing: twoFingers, source: "c.txt", axes: .ranges(axes))
        // 0x1b0 = 432 → 216, 0x360 = 864 → 432, 0x1b8 = 440 → 220, 0x91b = 2331 → 1165.5;
        // pressure 0x80 = 128 of 0…255; touch major 16 → radius 16/2 · ½ = 4. Ids 0x21 = 33, 0x22 = 34.
        let force = 128.0 / 255.0
        XCTAssertEqual(trace.events, [
            event(0, 33, .began, 216, 432, force: force, radius: 4),
            event(8, 33, .moved, 220, 432, force: force, radius: 4),
            event(16, 34, .began, 0, 0),
            event(24, 33, .ended, 220, 432, force: force, radius: 4),
            event(24, 34, .moved, 0, 1165.5),
            event(32, 34, .ended, 0, 1165.5),
        ])
        XCTAssertEqual(trace.source?["device"], "/dev/input/event4")
    }

    func testRawHexCodesWithoutDevicesAndTwosComplement() throws {
        // x range −100…99 onto 100 points (scale ½): 0xffffff9c = −100 → 0, 0x00000063 = 99 → 99.5.
        let signed = GeteventAxes(x: .init(minimum: -100, maximum: 99), y: .init(minimum: 0, maximum: 199))
        let capture = """
            [       5.000000] 0003 0039 00000005
            [       5.000000] 0003 0035 ffffff9c
            [       5.000000] 0003 0036 00000000
            [       5.000000] 0000 0000 00000000
            [       5.100000] 0003 0035 00000063
            [       5.100000] 0000 0000 00000000
            [       5.250000] 0003 0039 ffffffff
            [       5.250000] 0000 0000 00000000
            """
        let importer = GeteventImporter(scene: "s", sceneSize: Size(width: 100, height: 100))
        let trace = try importer.importTrace(parsing: capture, source: "c.txt", axes: .ranges(signed))
        XCTAssertEqual(trace.events, [event(0, 5, .began, 0, 0), event(100, 5, .moved, 99.5, 0), event(250, 5, .ended, 99.5, 0)])
    }

    func testContactShorterThanAFrameAndOneAlreadyDown() throws {
        // Slot 0's contact was down before the capture began: its move and lift are skipped. Slot 1's
        // contact begins and lifts within one frame: began then ended at the same time.
        let capture = """
            [       1.000000] EV_ABS ABS_MT_POSITION_X 00000010
            [       1.000000] EV_SYN SYN_REPORT 00000000
            [       1.010000] EV_ABS ABS_MT_TRACKING_ID ffffffff
            [       1.010000] EV_ABS ABS_MT_SLOT 00000001
            [       1.010000] EV_ABS ABS_MT_TRACKING_ID 00000007
            [       1.010000] EV_ABS ABS_MT_POSITION_X 00000002
            [       1.010000] EV_ABS ABS_MT_POSITION_Y 00000004
            [       1.010000] EV_ABS ABS_MT_TRACKING_ID ffffffff
            [       1.010000] EV_SYN SYN_REPORT 00000000
            """
        let trace = try importer.importTrace(parsing: capture, source: "c.txt", axes: .ranges(axes))
        XCTAssertEqual(trace.events, [event(0, 7, .began, 1, 2), event(0, 7, .ended, 1, 2)])
    }

    func testAxesFromADump() throws {
        let dump = """
            add device 1: /dev/input/event0
              name:     "qpnp_pon"
              events:
                KEY (0001): KEY_POWER
            add device 2: /dev/input/event4
              bus:      0000
              name:     "fts_ts"
              events:
                KEY (0001): KEY_WAKEUP            BTN_TOUCH
                ABS (0003): ABS_MT_SLOT           : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
                            ABS_MT_TOUCH_MAJOR    : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0
                            ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
                            ABS_MT_POSITION_Y     : value 0, min 0, max 2339, fuzz 0, flat 0, resolution 0
                            ABS_MT_TRACKING_ID    : value 0, min 0, max 65535, fuzz 0, flat 0, resolution 0
                            ABS_MT_PRESSURE       : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0
              input props:
                INPUT_PROP_DIRECT
            """
        let parsed = try GeteventDeviceDump(parsing: dump, source: "lp.txt")
        XCTAssertEqual(parsed.devices.map(\.path), ["/dev/input/event0", "/dev/input/event4"])
        XCTAssertEqual(parsed.devices[1].name, "fts_ts")
        XCTAssertEqual(try parsed.axes(forDevice: "/dev/input/event4", source: "lp.txt"), axes)
        XCTAssertEqual(try parsed.axes(forDevice: nil, source: "lp.txt"), axes)
        let trace = try importer.importTrace(parsing: twoFingers, source: "c.txt", axes: .dump(parsed, source: "lp.txt"))
        XCTAssertEqual(trace.events.first?.location, Point(x: 216, y: 432))
        // A position outside the dump's range names the dump and the device: 0x925 = 2341 > 2339.
        let tooHigh = twoFingers.replacing("ABS_MT_POSITION_Y    00000360", with: "ABS_MT_POSITION_Y    00000925")
        XCTAssertThrowsError(try importer.importTrace(parsing: tooHigh, source: "c.txt", axes: .dump(parsed, source: "lp.txt"))) { error in
            XCTAssertEqual("\(error)", "c.txt: line 8: ABS_MT_POSITION_Y 2341 is outside the axis range 0…2339 (lp.txt, device /dev/input/event4); are the axis ranges those of this device?")
        }
        XCTAssertThrowsError(try parsed.axes(forDevice: "/dev/input/event0", source: "lp.txt")) { error in
            XCTAssertEqual("\(error)", "lp.txt: no ABS_MT_POSITION_X and ABS_MT_POSITION_Y ranges for device /dev/input/event0; dump them with 'getevent -lp'")
        }
        // getevent -p (no labels): hex codes, and "*" on a pressed code.
        let hex = try GeteventDeviceDump(parsing: """
            add device 1: /dev/input/event2
                ABS (0003): 0035  : value 0, min 0, max 719, fuzz 0, flat 0, resolution 0
                            0036* : value 0, min 0, max 1279, fuzz 0, flat 0, resolution 0
            """, source: "p.txt")
        XCTAssertEqual(try hex.axes(forDevice: nil, source: "p.txt"),
                       GeteventAxes(x: .init(minimum: 0, maximum: 719), y: .init(minimum: 0, maximum: 1279)))
        XCTAssertThrowsError(try GeteventDeviceDump(parsing: "    ABS_MT_POSITION_X : value 0, min 0, max 9\n", source: "p.txt")) { error in
            XCTAssertEqual("\(error)", #"p.txt: line 1: an axis line before any "add device" line"#)
        }
        XCTAssertThrowsError(try GeteventDeviceDump(parsing: "add device 1: /dev/input/event2\n  ABS_MT_POSITION_X : value 0, min 5, max 5\n", source: "p.txt")) { error in
            XCTAssertEqual("\(error)", "p.txt: line 2: axis ABS_MT_POSITION_X has min 5 not below max 5; it cannot be mapped")
        }
    }

    func testAxisRangeParsing() {
        XCTAssertEqual(GeteventAxes.Range(parsing: "0:1079"), GeteventAxes.Range(minimum: 0, maximum: 1079))
        XCTAssertEqual(GeteventAxes.Range(parsing: "-100:99"), GeteventAxes.Range(minimum: -100, maximum: 99))
        XCTAssertNil(GeteventAxes.Range(parsing: "5:5"))
        XCTAssertNil(GeteventAxes.Range(parsing: "0-1079"))
        XCTAssertNil(GeteventAxes.Range(parsing: "0:99999999999"))
    }

    private func importError(_ capture: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try importer.importTrace(parsing: capture, source: "c.txt", axes: .ranges(axes))
            XCTFail("expected an error", file: file, line: line)
        } catch {
            return "\(error)"
        }
        return ""
    }

    func testMalformedAndUnsupportedLinesNameTheLine() {
        let down = "[  1.000000] EV_ABS ABS_MT_TRACKING_ID 00000001\n[  1.000000] EV_ABS ABS_MT_POSITION_X 00000001\n[  1.000000] EV_ABS ABS_MT_POSITION_Y 00000001\n"
        XCTAssertEqual(importError(down + "[  1.000000] EV_FOO ABS_X 00000000\n"),
                       #"c.txt: line 4: unknown event type "EV_FOO"; expected a label such as EV_ABS or four hex digits"#)
        XCTAssertEqual(importError(down + "[  1.000000] EV_ABS BTN_TOUCH 00000000\n"),
                       #"c.txt: line 4: unknown code "BTN_TOUCH" for event type EV_ABS; expected one of its labels or four hex digits"#)
        XCTAssertEqual(importError(down + "[  1.000000] EV_SYN SYN_FOO 00000000\n"),
                       #"c.txt: line 4: unknown code "SYN_FOO" for event type EV_SYN; expected one of its labels or four hex digits"#)
        XCTAssertEqual(importError(down + "[  1.000000] EV_ABS ABS_MT_POSITION_X 1a4\n"),
                       #"c.txt: line 4: expected a value of eight hex digits (such as 000001a4 or ffffffff), found "1a4""#)
        // Plain getevent (no -t) writes no timestamps.
        XCTAssertEqual(importError("/dev/input/event2: 0003 0039 00000001\n"),
                       #"c.txt: line 1: expected a timestamp "[seconds.microseconds]" at the start; capture with 'getevent -lt'"#)
        XCTAssertEqual(importError(down + "EV_SYN SYN_REPORT 00000000\n"),
                       #"c.txt: line 4: expected a timestamp "[seconds.microseconds]" at the start; capture with 'getevent -lt'"#)
        XCTAssertEqual(importError(down + "[  1.5] EV_SYN SYN_REPORT 00000000\n"),
                       "c.txt: line 4: expected a timestamp of seconds and six digits of microseconds, such as [  112301.988019], found [1.5]")
        XCTAssertEqual(importError(down + "[  9999999999.000000] EV_SYN SYN_REPORT 00000000\n"),
                       "c.txt: line 4: expected a timestamp of seconds and six digits of microseconds, such as [  112301.988019], found [9999999999.000000]")
        XCTAssertEqual(importError(down + "[  1.000000] EV_SYN SYN_REPORT 00000000\n[  3602.000000] EV_ABS ABS_MT_POSITION_X 00000002\n[  3602.000000] EV_SYN SYN_REPORT 00000000\n"),
                       "c.txt: line 6: this frame is 3601.000000 s after the first event, later than the 3600 s a trace may last")
        XCTAssertEqual(importError(down + "[  1.000000] EV_SYN SYN_REPORT\n"),
                       "c.txt: line 4: expected TYPE CODE VALUE after the timestamp, found 2 words")
        XCTAssertEqual(importError(down + "[  1.000000] EV_SYN SYN_REPORT 00000000 extra\n"),
                       #"c.txt: line 4: unexpected "extra" after the value"#)
        XCTAssertEqual(importError(down + "[  0.999999] EV_SYN SYN_REPORT 00000000\n"),
                       "c.txt: line 4: time goes backwards: 0.999999 s after 1.000000 s")
        XCTAssertEqual(importError(down + "[  1.000000] EV_SYN SYN_DROPPED 00000000\n"),
                       "c.txt: line 4: SYN_DROPPED: the kernel's buffer overran and events were lost here, so the capture cannot be replayed faithfully; capture again")
        // Protocol A: a slot line, a lift by tracking id, a packet without a position.
        XCTAssertEqual(importError(down + "[  1.000000] EV_SYN SYN_MT_REPORT 00000000\n[  1.000000] EV_ABS ABS_MT_SLOT 00000001\n"),
                       "c.txt: line 5: ABS_MT_SLOT in a multi-touch protocol A capture (one with SYN_MT_REPORT); a device speaks one protocol")
        XCTAssertEqual(importError("[  1.000000] EV_ABS ABS_MT_TRACKING_ID ffffffff\n[  1.000000] EV_SYN SYN_MT_REPORT 00000000\n"),
                       "c.txt: line 1: tracking id -1 in a multi-touch protocol A packet; protocol A lifts a finger by leaving it out of the frame")
        XCTAssertEqual(importError("[  1.000000] EV_ABS ABS_MT_POSITION_X 00000001\n[  1.000000] EV_SYN SYN_MT_REPORT 00000000\n"),
                       "c.txt: line 2: this contact packet has no ABS_MT_POSITION_X and ABS_MT_POSITION_Y")
        XCTAssertEqual(importError(down + "[  1.000000] EV_SYN SYN_MT_REPORT 00000000\n[  1.000000] EV_ABS ABS_MT_POSITION_X 00000001\n[  1.000000] EV_ABS ABS_MT_POSITION_Y 00000001\n[  1.000000] EV_SYN SYN_MT_REPORT 00000000\n"),
                       "c.txt: line 7: this packet has no ABS_MT_TRACKING_ID and earlier ones had one; a capture names its contacts always or never")
        XCTAssertEqual(importError(down + "[  1.000000] EV_SYN SYN_MT_REPORT 00000000\n" + down + "[  1.000000] EV_SYN SYN_MT_REPORT 00000000\n"),
                       "c.txt: line 8: tracking id 1 is used by two packets of one frame")
        // Two's complement: fffffffe is −2, below the x range.
        XCTAssertEqual(importError("[  1.000000] EV_ABS ABS_MT_POSITION_X fffffffe\n"),
                       "c.txt: line 1: ABS_MT_POSITION_X -2 is outside the axis range 0…1079 (--x-range); are the axis ranges those of this device?")
        // A capture whose only frame is unfinished has no touches.
        XCTAssertEqual(importError(down),
                       "c.txt: no touches in the capture (no contact with a tracking id and a position in a finished frame)")
        XCTAssertEqual(importError("[  1.000000] EV_ABS ABS_MT_TRACKING_ID 00000001\n[  1.000000] EV_SYN SYN_REPORT 00000000\n"),
                       "c.txt: line 2: contact 1 in slot 0 has no ABS_MT_POSITION_X and ABS_MT_POSITION_Y yet")
        XCTAssertEqual(importError("add device 1: /dev/input/event0\n[  1.000000] EV_KEY KEY_POWER DOWN\n[  1.000000] EV_SYN SYN_REPORT 00000000\n"),
                       "c.txt: no multi-touch events (ABS_MT_*) in the capture; only multi-touch screens (protocol A or B) are supported")
        XCTAssertEqual(importError("[  1.000000] /dev/input/event1: EV_ABS ABS_MT_SLOT 00000000\n[  1.000000] EV_SYN SYN_REPORT 00000000\n"),
                       "c.txt: line 2: some lines name a device and others do not; capture all devices (getevent -lt) or one (getevent -lt /dev/input/eventN)")
        XCTAssertEqual(importError("[  1.000000] /dev/input/event1: EV_ABS ABS_MT_SLOT 00000000\n[  1.000000] /dev/input/event2: EV_ABS ABS_MT_SLOT 00000000\n"),
                       "c.txt: line 2: a second device, /dev/input/event2, sends multi-touch events besides /dev/input/event1; capture one touchscreen (getevent -lt /dev/input/eventN)")
        XCTAssertEqual(importError("[  1.000000] EV_ABS ABS_MT_SLOT 00000040\n"),
                       "c.txt: line 1: slot 64 is outside 0…63")
    }
}
