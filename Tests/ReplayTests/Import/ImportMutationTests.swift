import Geometry
import JSON
import SeededRandom
import XCTest
@testable import Replay

/// Mutated traces, actions documents and getevent captures must never trap: each either reads or
/// throws one of the typed errors, and whatever reads is a valid trace that round-trips.
final class ImportMutationTests: XCTestCase {
    private static let trace = """
        {"format": "touchstone.trace", "version": 1, "scene": "s.scene.json", "frameRate": 120,
         "events": [{"t": 0, "id": 0, "phase": "began", "x": 10, "y": 20, "force": 0.5},
                    {"t": 0.01, "id": 1, "phase": "began", "x": 30, "y": 40},
                    {"t": 0.02, "id": 0, "phase": "moved", "x": 12, "y": 22, "majorRadius": 3},
                    {"t": 0.03, "id": 0, "phase": "ended", "x": 12, "y": 22},
                    {"t": 0.04, "id": 1, "phase": "cancelled", "x": 30, "y": 40}]}
        """

    private static let actions = """
        [{"type": "pointer", "id": "a", "parameters": {"pointerType": "touch"}, "actions": [
           {"type": "pointerMove", "x": 10, "y": 10}, {"type": "pointerDown", "button": 0, "pressure": 0.5},
           {"type": "pointerMove", "duration": 20, "x": 30, "y": 10, "origin": "viewport"}, {"type": "pointerUp", "button": 0}]},
         {"type": "none", "id": "n", "actions": [{"type": "pause"}, {"type": "pause", "duration": 5}]},
         {"type": "pointer", "id": "b", "parameters": {"pointerType": "touch"}, "actions": [
           {"type": "pointerMove", "x": 5, "y": 5, "origin": "pointer"}, {"type": "pointerDown", "button": 0},
           {"type": "pointerCancel"}]}]
        """

    private static let capture = """
        add device 1: /dev/input/event4
        [     100.000000] /dev/input/event4: EV_ABS       ABS_MT_TRACKING_ID   00000021
        [     100.000000] /dev/input/event4: EV_ABS       ABS_MT_POSITION_X    000001b0
        [     100.000000] /dev/input/event4: EV_ABS       ABS_MT_POSITION_Y    00000360
        [     100.000000] /dev/input/event4: EV_SYN       SYN_REPORT           00000000
        [     100.008000] /dev/input/event4: EV_ABS       ABS_MT_SLOT          00000001
        [     100.008000] /dev/input/event4: EV_ABS       ABS_MT_TRACKING_ID   00000022
        [     100.008000] /dev/input/event4: 0003 0035 00000010
        [     100.008000] /dev/input/event4: 0003 0036 00000020
        [     100.008000] /dev/input/event4: EV_SYN       SYN_REPORT           00000000
        [     100.016000] /dev/input/event4: EV_ABS       ABS_MT_TRACKING_ID   ffffffff
        [     100.016000] /dev/input/event4: EV_SYN       SYN_REPORT           00000000 rate 125

        """

    /// Actions as Selenium and Appium's clients write them: durations on pointerDown and
    /// pointerUp, a key source beside the finger, a wheel source of pauses.
    private static let clientActions = """
        {"actions": [{"type": "pointer", "id": "touch", "parameters": {"pointerType": "touch"}, "actions": [
           {"type": "pointerMove", "duration": 0, "x": 10, "y": 10, "origin": "viewport"}, {"type": "pointerDown", "duration": 0},
           {"type": "pointerMove", "duration": 20, "x": 30, "y": 10, "button": 0}, {"type": "pointerUp", "duration": 0, "button": 0}]},
         {"type": "key", "id": "key", "actions": [{"type": "pause", "duration": 0}, {"type": "keyDown", "value": "a"},
           {"type": "keyUp", "value": "a"}]},
         {"type": "wheel", "id": "wheel", "actions": [{"type": "pause", "duration": 5}]}]}
        """

    /// A protocol A capture: tracking ids, an empty packet, a tool type by name, a vendor's EV_SYN
    /// code, a lift by pressure 0 and CR CR LF line ends.
    private static let protocolA = """
        [  10.000000] EV_ABS ABS_MT_TRACKING_ID 00000000\r\r
        [  10.000000] EV_ABS ABS_MT_TOOL_TYPE MT_TOOL_FINGER\r\r
        [  10.000000] EV_ABS ABS_MT_POSITION_X 000001b0\r\r
        [  10.000000] EV_ABS ABS_MT_POSITION_Y 00000360\r\r
        [  10.000000] EV_ABS ABS_MT_PRESSURE 00000020\r\r
        [  10.000000] EV_SYN SYN_MT_REPORT 00000000\r\r
        [  10.000000] EV_SYN SYN_MT_REPORT 00000000\r\r
        [  10.000000] EV_SYN 0004 00247411\r\r
        [  10.000000] EV_SYN SYN_REPORT 00000000\r\r
        [  10.008000] 0003 0039 00000000\r\r
        [  10.008000] 0003 0035 000001b4\r\r
        [  10.008000] 0003 0036 00000360\r\r
        [  10.008000] 0003 003a 00000000\r\r
        [  10.008000] 0000 0002 00000000\r\r
        [  10.008000] 0000 0000 00000000\r\r
        [  10.016000] EV_SYN SYN_MT_REPORT 00000000\r\r
        [  10.016000] EV_SYN SYN_REPORT 00000000
        """

    /// Bytes that matter to the grammars.
    private static let alphabet: [UInt8] = Array(#"{}[]",:0123456789abcdef.-+eE "ABS_MT_SLOTEV_SYN/\n\r"#.utf8) + [0x00, 0xFF]

    private func mutate(_ base: [UInt8], using random: inout SplitMix64) -> [UInt8] {
        var bytes = base
        for _ in 0..<(1 + random.int(4)) {
            let position = random.int(bytes.count + 1)
            switch random.int(4) {
            case 0 where position < bytes.count: bytes.remove(at: position)
            case 1: bytes.insert(Self.alphabet[random.int(Self.alphabet.count)], at: position)
            case 2 where position < bytes.count: bytes[position] = Self.alphabet[random.int(Self.alphabet.count)]
            default:
                // Duplicate a slice, which repeats events, actions and lines.
                let start = random.int(bytes.count), length = random.int(Swift.min(40, bytes.count - start) + 1)
                bytes.insert(contentsOf: bytes[start..<(start + length)], at: position)
            }
        }
        return bytes
    }

    func testMutatedInputsNeverTrap() throws {
        let seed: UInt64 = 0x7A11_5EED
        print("ImportMutationTests seed: \(seed)")
        var random = SplitMix64(seed: seed)
        let size = Size(width: 200, height: 300)
        var read = [0, 0, 0, 0, 0], rejected = [0, 0, 0, 0, 0]
        let axes = GeteventAxes(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2339))
        for iteration in 0..<8_000 {
            let format = iteration % 5
            switch format {
            case 0:
                let bytes = mutate(Array(Self.trace.utf8), using: &random)
                do {
                    let trace = try Trace(parsing: bytes, source: "m", sceneSize: size)
                    XCTAssertEqual(try Trace(parsing: trace.serialized(), source: "m"), trace)
                    read[0] += 1
                } catch is TraceError {
                    rejected[0] += 1
                }
            case 1, 2:
                let bytes = mutate(Array((format == 1 ? Self.actions : Self.clientActions).utf8), using: &random)
                do {
                    let trace = try W3CActionsImporter(scene: "s", sceneSize: size).importTrace(parsing: bytes, source: "m")
                    XCTAssertNoThrow(try trace.validate(sceneSize: size))
                    read[format] += 1
                } catch is JSONError {
                    rejected[format] += 1
                } catch is TraceError {
                    rejected[format] += 1
                }
            default:
                let bytes = mutate(Array((format == 3 ? Self.capture : Self.protocolA).utf8), using: &random)
                do {
                    let trace = try GeteventImporter(scene: "s", sceneSize: size).importTrace(parsing: bytes, source: "m", axes: .ranges(axes))
                    XCTAssertNoThrow(try trace.validate(sceneSize: size))
                    read[format] += 1
                } catch is GeteventError {
                    rejected[format] += 1
                } catch is TraceError {
                    rejected[format] += 1
                }
            }
        }
        // Both outcomes happen for every format, so the mutations reach past the first check.
        for format in 0..<5 {
            XCTAssertGreaterThan(read[format], 20, "format \(format)")
            XCTAssertGreaterThan(rejected[format], 50, "format \(format)")
        }
    }
}
