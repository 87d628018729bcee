import Geometry
import Scene
import XCTest
@testable import Replay

/// Multi-touch protocol A captures (SYN_MT_REPORT packets, no slots), written by hand in getevent's
/// layout, one rule each. Axis ranges and the scene make every scale exactly ½, so the expected
/// points are the raw values halved.
final class ImportGeteventProtocolATests: XCTestCase {
    private let axes = GeteventAxes(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2339),
                                    pressure: .init(minimum: 0, maximum: 255))
    private let importer = GeteventImporter(scene: "s.scene.json", sceneSize: Size(width: 540, height: 1170))

    private func event(_ ms: Int64, _ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, force: Double? = nil) -> TraceEvent {
        TraceEvent(nanoseconds: ms * 1_000_000, id: id, phase: phase, location: Point(x: x, y: y), force: force)
    }

    private func imported(_ capture: String) throws -> ImportedTrace {
        try importer.importing(parsing: capture, source: "a.txt", axes: .ranges(axes))
    }

    func testTrackingIDsNameContactsAcrossFrames() throws {
        // Frame 1 (t 0): contacts 5 and 6. Frame 2 (t 10 ms): 6 moved, 5 absent (lifted), 7 new;
        // Android's order: ended, moved, began. Frame 3 (t 20 ms): a bare SYN_MT_REPORT lifts all.
        let capture = """
            [  50.000000] EV_ABS ABS_MT_TRACKING_ID 00000005
            [  50.000000] EV_ABS ABS_MT_POSITION_X 00000064
            [  50.000000] EV_ABS ABS_MT_POSITION_Y 000000c8
            [  50.000000] EV_SYN SYN_MT_REPORT 00000000
            [  50.000000] EV_ABS ABS_MT_TRACKING_ID 00000006
            [  50.000000] EV_ABS ABS_MT_POSITION_X 00000190
            [  50.000000] EV_ABS ABS_MT_POSITION_Y 000001f4
            [  50.000000] EV_SYN SYN_MT_REPORT 00000000
            [  50.000000] EV_SYN SYN_REPORT 00000000
            [  50.010000] EV_ABS ABS_MT_TRACKING_ID 00000006
            [  50.010000] EV_ABS ABS_MT_POSITION_X 00000192
            [  50.010000] EV_ABS ABS_MT_POSITION_Y 000001f4
            [  50.010000] EV_SYN SYN_MT_REPORT 00000000
            [  50.010000] EV_ABS ABS_MT_TRACKING_ID 00000007
            [  50.010000] EV_ABS ABS_MT_POSITION_X 00000000
            [  50.010000] EV_ABS ABS_MT_POSITION_Y 00000002
            [  50.010000] EV_SYN SYN_MT_REPORT 00000000
            [  50.010000] EV_SYN SYN_REPORT 00000000
            [  50.020000] EV_SYN SYN_MT_REPORT 00000000
            [  50.020000] EV_SYN SYN_REPORT 00000000

            """
        let result = try imported(capture)
        XCTAssertEqual(result.trace.events, [
            event(0, 5, .began, 50, 100), event(0, 6, .began, 200, 250),
            event(10, 5, .ended, 50, 100), event(10, 6, .moved, 201, 250), event(10, 7, .began, 0, 1),
            event(20, 6, .ended, 201, 250), event(20, 7, .ended, 0, 1),
        ])
        XCTAssertEqual(result.notes, [])
        XCTAssertEqual(result.trace.source?["protocol"], "A")
    }

    func testWithoutTrackingIDsPointersGetAndroidsIDs() throws {
        // No tracking ids. Frame 1: two contacts, ids 0 and 1 in packet order. Frame 2: listed in
        // the other order, each nearest its own pointer, so the ids follow the fingers. Frame 3: one
        // contact only, nearest pointer 1; pointer 0 lifts. The last contact of a frame needs no
        // SYN_MT_REPORT of its own. Unchanged contacts write nothing.
        let capture = """
            [  7.000000] 0003 0035 00000064
            [  7.000000] 0003 0036 00000064
            [  7.000000] 0000 0002 00000000
            [  7.000000] 0003 0035 00000320
            [  7.000000] 0003 0036 00000064
            [  7.000000] 0000 0002 00000000
            [  7.000000] 0000 0000 00000000
            [  7.008000] 0003 0035 0000031e
            [  7.008000] 0003 0036 00000064
            [  7.008000] 0000 0002 00000000
            [  7.008000] 0003 0035 00000064
            [  7.008000] 0003 0036 00000064
            [  7.008000] 0000 0000 00000000
            [  7.016000] 0003 0035 0000031c
            [  7.016000] 0003 0036 00000064
            [  7.016000] 0000 0000 00000000
            [  7.024000] 0000 0000 00000000
            """
        XCTAssertEqual(try imported(capture).trace.events, [
            event(0, 0, .began, 50, 50), event(0, 1, .began, 400, 50),
            event(8, 1, .moved, 399, 50),
            event(16, 0, .ended, 50, 50), event(16, 1, .moved, 398, 50),
            event(24, 1, .ended, 398, 50),
        ])
    }

    func testAndroidsNearestPointerRule() {
        typealias P = GeteventPointerIDs.Position
        // Nothing before: ids in packet order.
        XCTAssertEqual(GeteventPointerIDs.assign(current: [P(x: 9, y: 9), P(x: 0, y: 0)], last: []), [0, 1])
        // Swapped packets keep their pointers' ids.
        XCTAssertEqual(GeteventPointerIDs.assign(current: [P(x: 100, y: 0), P(x: 0, y: 0)],
                                                 last: [(0, P(x: 1, y: 0)), (1, P(x: 99, y: 0))]), [1, 0])
        // A new contact takes the smallest id no matched contact holds.
        XCTAssertEqual(GeteventPointerIDs.assign(current: [P(x: 500, y: 0), P(x: 1, y: 0)], last: [(0, P(x: 0, y: 0))]), [1, 0])
        XCTAssertEqual(GeteventPointerIDs.assign(current: [P(x: 0, y: 0), P(x: 7, y: 7), P(x: 3, y: 3)],
                                                 last: [(1, P(x: 0, y: 0))]), [1, 0, 2])
        // Matching is greedy over every pair with no distance limit: a finger landing far away in
        // the frame where another lifts takes the lifted pointer's id (a move, in Android too).
        XCTAssertEqual(GeteventPointerIDs.assign(current: [P(x: 101, y: 0), P(x: 500, y: 500)],
                                                 last: [(0, P(x: 0, y: 0)), (1, P(x: 100, y: 0))]), [1, 0])
        // Equal distances: the earlier contact first, then the earlier pointer.
        XCTAssertEqual(GeteventPointerIDs.assign(current: [P(x: 5, y: 0), P(x: 5, y: 0)],
                                                 last: [(3, P(x: 0, y: 0)), (4, P(x: 10, y: 0))]), [3, 4])
        // Extreme raw positions do not overflow the squared distance.
        XCTAssertEqual(GeteventPointerIDs.assign(current: [P(x: .max, y: .max)], last: [(2, P(x: .min, y: .min))]), [2])
    }

    func testPressureZeroHoversAndLifts() throws {
        // A driver reporting the lift as a packet with pressure 0 (Android: hovering, not a touch);
        // then the same contact pressing again, then the empty frame. Force = pressure / 255.
        let capture = """
            [  1.000000] EV_ABS ABS_MT_PRESSURE 00000009
            [  1.000000] EV_ABS ABS_MT_POSITION_X 00000434
            [  1.000000] EV_ABS ABS_MT_POSITION_Y 0000075e
            [  1.000000] EV_ABS ABS_MT_TRACKING_ID 00000000
            [  1.000000] EV_SYN SYN_MT_REPORT 00000000
            [  1.000000] EV_SYN SYN_REPORT 00000000
            [  1.010000] EV_ABS ABS_MT_PRESSURE 00000000
            [  1.010000] EV_ABS ABS_MT_POSITION_X 00000434
            [  1.010000] EV_ABS ABS_MT_POSITION_Y 0000075e
            [  1.010000] EV_ABS ABS_MT_TRACKING_ID 00000000
            [  1.010000] EV_SYN SYN_MT_REPORT 00000000
            [  1.010000] EV_SYN SYN_REPORT 00000000
            [  1.020000] EV_ABS ABS_MT_PRESSURE 00000010
            [  1.020000] EV_ABS ABS_MT_POSITION_X 00000434
            [  1.020000] EV_ABS ABS_MT_POSITION_Y 0000075e
            [  1.020000] EV_ABS ABS_MT_TRACKING_ID 00000000
            [  1.020000] EV_SYN SYN_MT_REPORT 00000000
            [  1.020000] EV_SYN SYN_REPORT 00000000
            [  1.030000] EV_SYN SYN_MT_REPORT 00000000
            [  1.030000] EV_SYN SYN_REPORT 00000000
            """
        // 0x434 = 1076 → 538, 0x75e = 1886 → 943.
        XCTAssertEqual(try imported(capture).trace.events, [
            event(0, 0, .began, 538, 943, force: 9.0 / 255), event(10, 0, .ended, 538, 943, force: 9.0 / 255),
            event(20, 0, .began, 538, 943, force: 16.0 / 255), event(30, 0, .ended, 538, 943, force: 16.0 / 255),
        ])
    }

    func testToolTypesLegacyMirrorsKeysAndVendorSyncCodes() throws {
        // Tool types by name (one getevent knows and we do not), BTN_TOUCH, ABS_X/ABS_Y mirrors,
        // another device's key, and EV_SYN codes getevent cannot name (a vendor's timestamp pair).
        let capture = """
            add device 1: /dev/input/event1
              name:     "gpio-keys"
            add device 2: /dev/input/event3
              name:     "touch_dev"
            [   200.000000] /dev/input/event3: EV_SYN       0004                 00247411
            [   200.000000] /dev/input/event3: EV_SYN       0005                 3207db60
            [   200.000000] /dev/input/event3: EV_KEY       BTN_TOUCH            DOWN
            [   200.000000] /dev/input/event3: EV_ABS       ABS_MT_TRACKING_ID   00000000
            [   200.000000] /dev/input/event3: EV_ABS       ABS_MT_TOOL_TYPE     MT_TOOL_FINGER
            [   200.000000] /dev/input/event3: EV_ABS       ABS_MT_POSITION_X    00000002
            [   200.000000] /dev/input/event3: EV_ABS       ABS_MT_POSITION_Y    00000004
            [   200.000000] /dev/input/event3: EV_SYN       SYN_MT_REPORT        00000000
            [   200.000000] /dev/input/event3: EV_ABS       ABS_X                00000002
            [   200.000000] /dev/input/event3: EV_ABS       ABS_Y                00000004
            [   200.000000] /dev/input/event3: EV_SYN       SYN_REPORT           00000000
            [   200.004000] /dev/input/event1: EV_KEY       KEY_VOLUMEDOWN       DOWN
            [   200.004000] /dev/input/event1: EV_SYN       SYN_REPORT           00000000
            [   200.008000] /dev/input/event3: EV_ABS       ABS_MT_TRACKING_ID   00000000
            [   200.008000] /dev/input/event3: EV_ABS       ABS_MT_TOOL_TYPE     MT_TOOL_SOMETHING_NEW
            [   200.008000] /dev/input/event3: EV_ABS       ABS_MT_POSITION_X    00000006
            [   200.008000] /dev/input/event3: EV_ABS       ABS_MT_POSITION_Y    00000004
            [   200.008000] /dev/input/event3: EV_SYN       SYN_MT_REPORT        00000000
            [   200.008000] /dev/input/event3: EV_SYN       SYN_REPORT           00000000
            [   200.016000] /dev/input/event3: EV_KEY       BTN_TOUCH            UP
            [   200.016000] /dev/input/event3: EV_SYN       SYN_REPORT           00000000

            """
        XCTAssertEqual(try imported(capture).trace.events,
                       [event(0, 0, .began, 1, 2), event(8, 0, .moved, 3, 2), event(16, 0, .ended, 3, 2)])
        // A tool type's name on another axis is not a value.
        XCTAssertThrowsError(try imported("[  1.000000] EV_ABS ABS_MT_POSITION_X MT_TOOL_FINGER\n")) { error in
            XCTAssertEqual("\(error)", #"a.txt: line 1: expected a value of eight hex digits (such as 000001a4 or ffffffff), found "MT_TOOL_FINGER""#)
        }
    }

    /// `getevent -p` prints codes in hex: key lists, axis lines and a pressed code's `*`. Its
    /// touchscreen here is a protocol A device (no ABS_MT_SLOT axis); the axes map its capture.
    func testAHexDumpGivesTheAxes() throws {
        let dump = try GeteventDeviceDump(parsing: """
            add device 1: /dev/input/event0
              name:     "gpio-keys"
              events:
                KEY (0001): 0072  0073  0074
              input props:
                <none>
            add device 2: /dev/input/event2
              name:     "gsl680_tp"
              events:
                KEY (0001): 014a
                ABS (0003): 0030  : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0
                            0035  : value 0, min 0, max 719, fuzz 0, flat 0, resolution 0
                            0036* : value 0, min 0, max 1439, fuzz 0, flat 0, resolution 0
                            0039  : value 0, min 0, max 255, fuzz 0, flat 0, resolution 0
              input props:
                INPUT_PROP_DIRECT

            """, source: "p.txt")
        XCTAssertEqual(try dump.axes(forDevice: nil, source: "p.txt"),
                       GeteventAxes(x: .init(minimum: 0, maximum: 719), y: .init(minimum: 0, maximum: 1439)))
        let capture = """
            [  3.000000] /dev/input/event2: 0003 0030 0000000a
            [  3.000000] /dev/input/event2: 0003 0035 00000164
            [  3.000000] /dev/input/event2: 0003 0036 00000506
            [  3.000000] /dev/input/event2: 0000 0002 00000000
            [  3.000000] /dev/input/event2: 0000 0000 00000000
            [  3.050000] /dev/input/event2: 0000 0002 00000000
            [  3.050000] /dev/input/event2: 0000 0000 00000000

            """
        // 720 × 1440 raw onto 360 × 720 points: halves. 0x164 = 356, 0x506 = 1286; touch major
        // 10 → radius 10 / 2 · ½ = 2.5.
        let trace = try GeteventImporter(scene: "s", sceneSize: Size(width: 360, height: 720))
            .importTrace(parsing: capture, source: "c.txt", axes: .dump(dump, source: "p.txt"))
        XCTAssertEqual(trace.events, [
            TraceEvent(nanoseconds: 0, id: 0, phase: .began, location: Point(x: 178, y: 643), majorRadius: 2.5),
            TraceEvent(nanoseconds: 50_000_000, id: 0, phase: .ended, location: Point(x: 178, y: 643), majorRadius: 2.5),
        ])
    }
}
