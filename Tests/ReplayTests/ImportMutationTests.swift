import Geometry
import JSON
import TestSupport
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

    /// Bytes that matter to the three grammars.
    private static let alphabet: [UInt8] = Array(#"{}[]",:0123456789abcdef.-+eE "ABS_MT_SLOTEV_SYN/\n"#.utf8) + [0x00, 0xFF]

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
        var read = [0, 0, 0], rejected = [0, 0, 0]
        for iteration in 0..<6_000 {
            switch iteration % 3 {
            case 0:
                let bytes = mutate(Array(Self.trace.utf8), using: &random)
                do {
                    let trace = try Trace(parsing: bytes, source: "m", sceneSize: size)
                    XCTAssertEqual(try Trace(parsing: trace.serialized(), source: "m"), trace)
                    read[0] += 1
                } catch is TraceError {
                    rejected[0] += 1
                }
            case 1:
                let bytes = mutate(Array(Self.actions.utf8), using: &random)
                do {
                    let trace = try W3CActionsImporter(scene: "s", sceneSize: size).importTrace(parsing: bytes, source: "m")
                    XCTAssertNoThrow(try trace.validate(sceneSize: size))
                    read[1] += 1
                } catch is JSONError {
                    rejected[1] += 1
                } catch is TraceError {
                    rejected[1] += 1
                }
            default:
                let text = String(decoding: mutate(Array(Self.capture.utf8), using: &random), as: UTF8.self)
                let axes = GeteventAxes(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2339))
                do {
                    let trace = try GeteventImporter(scene: "s", sceneSize: size).importTrace(parsing: text, source: "m", axes: .ranges(axes))
                    XCTAssertNoThrow(try trace.validate(sceneSize: size))
                    read[2] += 1
                } catch is GeteventError {
                    rejected[2] += 1
                } catch is TraceError {
                    rejected[2] += 1
                }
            }
        }
        // Both outcomes happen for every format, so the mutations reach past the first check.
        for format in 0..<3 {
            XCTAssertGreaterThan(read[format], 20, "format \(format)")
            XCTAssertGreaterThan(rejected[format], 50, "format \(format)")
        }
    }
}
