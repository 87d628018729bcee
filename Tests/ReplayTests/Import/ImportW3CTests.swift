import Geometry
import JSON
import Scene
import XCTest
@testable import Replay

/// W3C WebDriver actions → traces. Expected events are worked by hand from the WebDriver rules
/// and the importer's documented sampling.
final class ImportW3CTests: XCTestCase {
    private func importer(scale: Double = 1, sampleRate: Int = 100, size: Size = Size(width: 200, height: 300)) -> W3CActionsImporter {
        W3CActionsImporter(scene: "s.scene.json", sceneSize: size, scale: scale, sampleRate: sampleRate)
    }

    private func event(_ ms: Int64, _ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double,
                       force: Double? = nil, radius: Double? = nil) -> TraceEvent {
        TraceEvent(nanoseconds: ms * 1_000_000, id: id, phase: phase, location: Point(x: x, y: y), force: force, majorRadius: radius)
    }

    func testOneFingerWithPausePointerOriginAndScale() throws {
        // Scale 2 (CSS px per point), 100 Hz: sub-steps every 10 ms.
        // Tick 0: hover move to (100, 100) px, no event. Tick 1: down at t = 0 → (50, 50) pt.
        // Tick 2: pause 10 ms. Tick 3 (t = 10 ms): move by (40, −20) over 20 ms: a sub-step at
        // 10 ms into it (half way, (120, 90) px → (60, 45) pt at t = 20 ms), the target (140, 80) px
        // → (70, 40) pt at t = 30 ms. Tick 4: up at t = 30 ms.
        let json = """
            {"actions": [{"type": "pointer", "id": "finger1", "parameters": {"pointerType": "touch"}, "actions": [
              {"type": "pointerMove", "duration": 0, "x": 100, "y": 100},
              {"type": "pointerDown", "button": 0},
              {"type": "pause", "duration": 10},
              {"type": "pointerMove", "duration": 20, "origin": "pointer", "x": 40, "y": -20},
              {"type": "pointerUp", "button": 0}]}]}
            """
        let trace = try importer(scale: 2).importTrace(parsing: json, source: "a.json")
        XCTAssertEqual(trace.events, [
            event(0, 0, .began, 50, 50), event(20, 0, .moved, 60, 45), event(30, 0, .moved, 70, 40), event(30, 0, .ended, 70, 40),
        ])
        XCTAssertEqual(trace.scene, "s.scene.json")
        XCTAssertEqual(trace.source?["importer"], "w3c-actions")
    }

    func testTicksAcrossSourcesTwoFingersAndANoneSource() throws {
        // Tick 1 lasts 5 ms (the none source's pause); in tick 2 (from t = 5 ms) finger 0 moves with
        // its own 20 ms and finger 1's move, without a duration, takes the tick's 20 ms. Sub-steps at
        // 10 ms into the moves (t = 15 ms), targets at t = 25 ms; both lift in tick 3 at t = 25 ms.
        let json = """
            [{"type": "pointer", "id": "a", "parameters": {"pointerType": "touch"}, "actions": [
               {"type": "pointerMove", "x": 10, "y": 10}, {"type": "pointerDown", "button": 0},
               {"type": "pointerMove", "duration": 20, "x": 30, "y": 10}, {"type": "pointerUp", "button": 0}]},
             {"type": "none", "id": "clock", "actions": [
               {"type": "pause"}, {"type": "pause", "duration": 5}, {"type": "pause"}, {"type": "pause"}]},
             {"type": "pointer", "id": "b", "parameters": {"pointerType": "touch"}, "actions": [
               {"type": "pointerMove", "x": 50, "y": 50}, {"type": "pointerDown", "button": 0},
               {"type": "pointerMove", "x": 50, "y": 90}, {"type": "pointerUp", "button": 0}]}]
            """
        let trace = try importer().importTrace(parsing: json, source: "a.json")
        XCTAssertEqual(trace.events, [
            event(0, 0, .began, 10, 10), event(0, 1, .began, 50, 50),
            event(15, 0, .moved, 20, 10), event(15, 1, .moved, 50, 70),
            event(25, 0, .moved, 30, 10), event(25, 1, .moved, 50, 90),
            event(25, 0, .ended, 30, 10), event(25, 1, .ended, 50, 90),
        ])
    }

    func testSubStepsAtTheSampleRate() throws {
        // 120 Hz over a 50 ms move from (0, 0) to (120, 0): sub-steps at ⌊k·10⁹/120⌋ ns for k = 1…5
        // (8,333,333 … 41,666,666 ns), at x = (elapsed / 50 ms) · 120; the target at 50 ms.
        let json = """
            [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [
               {"type": "pointerDown", "button": 0}, {"type": "pointerMove", "duration": 50, "x": 120, "y": 0}]}]
            """
        let trace = try importer(sampleRate: 120).importTrace(parsing: json, source: "a.json")
        let times = trace.events.map { $0.nanoseconds! }
        XCTAssertEqual(times, [0, 8_333_333, 16_666_666, 25_000_000, 33_333_333, 41_666_666, 50_000_000])
        XCTAssertEqual(trace.events[1].location.x, (8_333_333.0 / 50_000_000.0) * 120)
        XCTAssertEqual(trace.events[3].location.x, 60)
        XCTAssertEqual(trace.events.last?.location, Point(x: 120, y: 0))
        XCTAssertEqual(trace.events.last?.phase, .moved)   // still down: no Release Actions
    }

    func testPropertiesCancelAndRedundantButtons() throws {
        // pressure → force, max(width, height) / 2 / scale → majorRadius, carried to later events.
        // A second pointerDown is a no-op (WebDriver); cancel writes "cancelled"; the later
        // pointerUp releases nothing.
        let json = """
            [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [
               {"type": "pointerMove", "x": 20, "y": 40},
               {"type": "pointerDown", "button": 0, "pressure": 0.5, "width": 10, "height": 6, "tiltX": -10},
               {"type": "pointerDown", "button": 0},
               {"type": "pointerMove", "x": 30, "y": 40},
               {"type": "pointerCancel"},
               {"type": "pointerUp", "button": 0}]}]
            """
        let trace = try importer(scale: 2).importTrace(parsing: json, source: "a.json")
        XCTAssertEqual(trace.events, [
            event(0, 0, .began, 10, 20, force: 0.5, radius: 2.5),
            event(0, 0, .moved, 15, 20, force: 0.5, radius: 2.5),
            event(0, 0, .cancelled, 15, 20, force: 0.5, radius: 2.5),
        ])
    }

    func testZeroLengthMovesWriteNothing() throws {
        let json = """
            [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [
               {"type": "pointerMove", "x": 5, "y": 5}, {"type": "pointerDown", "button": 0},
               {"type": "pointerMove", "duration": 30, "x": 5, "y": 5}, {"type": "pointerUp", "button": 0}]}]
            """
        let trace = try importer().importTrace(parsing: json, source: "a.json")
        XCTAssertEqual(trace.events, [event(0, 0, .began, 5, 5), event(30, 0, .ended, 5, 5)])
    }

    private func importError(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try importer().importTrace(parsing: json, source: "a.json")
            XCTFail("expected an error", file: file, line: line)
        } catch {
            return "\(error)"
        }
        return ""
    }

    private func finger(_ actions: String) -> String {
        #"[{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [\#(actions)]}]"#
    }

    func testErrorsNameTheAction() {
        XCTAssertEqual(importError(finger(#"{"type": "pointerMove", "x": 1, "y": 1, "origin": {"element-6066-11e4-a52e-4f735466cecf": "e1"}}"#)),
                       #"a.json: at $[0].actions[0].origin: an element origin needs a browser's layout to resolve; give "viewport" coordinates or "pointer"-relative ones"#)
        XCTAssertEqual(importError(finger(#"{"type": "pointerMove", "x": 200.5, "y": 0}"#)),
                       "a.json: at $[0].actions[0]: move target out of bounds: (200.5, 0) CSS px is outside the viewport, 0…200 × 0…300 CSS px (the scene at scale 1)")
        XCTAssertEqual(importError(finger(#"{"type": "pointerMove", "x": 5, "y": 5}, {"type": "pointerMove", "x": -6, "y": 0, "origin": "pointer"}"#)),
                       "a.json: at $[0].actions[1]: move target out of bounds: (-1, 5) CSS px is outside the viewport, 0…200 × 0…300 CSS px (the scene at scale 1)")
        XCTAssertEqual(importError(#"[{"type": "pointer", "id": "m", "parameters": {"pointerType": "mouse"}, "actions": []}]"#),
                       #"a.json: at $[0].parameters: pointer source "m" is a mouse; only "pointerType": "touch" sources become touches"#)
        XCTAssertEqual(importError(#"[{"type": "pointer", "id": "p", "parameters": {"pointerType": "pen"}, "actions": []}]"#),
                       #"a.json: at $[0].parameters: pointer source "p" is a pen; only "pointerType": "touch" sources become touches"#)
        // WebDriver's default pointer type is mouse, both without parameters and without pointerType.
        XCTAssertEqual(importError(#"[{"type": "pointer", "id": "m", "actions": []}]"#),
                       #"a.json: at $[0]: pointer source "m" has no "parameters", so WebDriver takes it for a mouse; only touch pointers become touches: give it "parameters": {"pointerType": "touch"}"#)
        XCTAssertEqual(importError(#"[{"type": "pointer", "id": "m", "parameters": {}, "actions": []}]"#),
                       #"a.json: at $[0].parameters: pointer source "m" is a mouse; only "pointerType": "touch" sources become touches"#)
        XCTAssertEqual(importError(#"[{"type": "pointer", "id": "m", "parameters": "touch", "actions": []}]"#),
                       "a.json: at $[0].parameters: expected an object, found a string")
        XCTAssertEqual(importError(#"[{"type": "key", "id": "k", "actions": []}]"#),
                       #"a.json: at $: no touch pointer source: a trace needs at least one "pointer" source with "parameters": {"pointerType": "touch"}"#)
        XCTAssertEqual(importError(#"[{"type": "pointer", "id": 7, "parameters": {"pointerType": "touch"}, "actions": []}]"#),
                       "a.json: at $[0].id: expected a string, found a number")
        XCTAssertEqual(importError(#"[{"type": "none", "id": "x", "actions": []}, {"type": "none", "id": "x", "actions": []}]"#),
                       #"a.json: at $[1].id: source id "x" is used by source 0 too; ids must be unique"#)
        XCTAssertEqual(importError(finger(#"{"type": "pause", "duration": 1.5}"#)),
                       "a.json: at $[0].actions[0].duration: expected an integer, found 1.5")
        XCTAssertEqual(importError(finger(#"{"type": "pause", "duration": -1}"#)),
                       "a.json: at $[0].actions[0].duration: expected a duration of 0 or more milliseconds, found -1")
        XCTAssertEqual(importError(finger(#"{"type": "pause", "duration": 1e19}"#)),
                       "a.json: at $[0].actions[0].duration: integer 1e+19 is out of range")
        XCTAssertEqual(importError(finger(#"{"type": "pause", "duration": 3600001}"#)),
                       "a.json: at $[0].actions[0].duration: a duration of 3600001 ms is longer than the 3600000 ms a trace may last")
        // Ticks of an hour each add up past the limit: named at the tick that crosses it.
        XCTAssertEqual(importError(finger(#"{"type": "pause", "duration": 3600000}, {"type": "pause", "duration": 1}"#)),
                       "a.json: at $[0].actions[1]: tick 1 ends after 3600 s, the longest a trace may last")
        XCTAssertEqual(importError(finger(#"{"type": "pointerDown", "button": 0, "pressure": 2}"#)),
                       "a.json: at $[0].actions[0].pressure: expected pressure from 0 to 1, found 2")
        XCTAssertEqual(importError(finger(#"{"type": "pointerDown", "button": -1}"#)),
                       "a.json: at $[0].actions[0].button: expected a button number of 0 or more, found -1")
        XCTAssertEqual(importError(finger(#"{"type": "pointerUp", "button": 0.5}"#)),
                       "a.json: at $[0].actions[0].button: expected an integer, found 0.5")
        XCTAssertEqual(importError(finger(#"{"type": "pointerMove", "duration": 2.5, "x": 0, "y": 0}"#)),
                       "a.json: at $[0].actions[0].duration: expected an integer, found 2.5")
        XCTAssertEqual(importError(finger(#"{"type": "pointerMove", "duration": -5, "x": 0, "y": 0}"#)),
                       "a.json: at $[0].actions[0].duration: expected a duration of 0 or more milliseconds, found -5")
        XCTAssertEqual(importError(finger(#"{"type": "pointerMove", "y": 0}"#)),
                       #"a.json: at $[0].actions[0]: missing required key "x""#)
        XCTAssertEqual(importError(finger(#"{"type": "keyDown", "value": "a"}"#)),
                       #"a.json: at $[0].actions[0].type: expected one of "pause", "pointerDown", "pointerUp", "pointerMove", "pointerCancel", found "keyDown""#)
        XCTAssertEqual(importError(#"[{"type": "none", "id": "x", "actions": [{"type": "pointerDown", "button": 0}]}]"#),
                       #"a.json: at $[0].actions[0].type: expected one of "pause", found "pointerDown""#)
        XCTAssertEqual(importError(#"{"actions": [], "x": 1}"#),
                       #"a.json: at $.actions: no touch pointer source: a trace needs at least one "pointer" source with "parameters": {"pointerType": "touch"}"#)
        // Key and wheel sources: key values are one character; a scroll is no touch.
        let keys = #", {"type": "key", "id": "k", "actions": [{"type": "keyDown", "value": "ab"}]}]"#
        XCTAssertEqual(importError(String(finger("").dropLast()) + keys),
                       #"a.json: at $[1].actions[0].value: expected a key value of one character, found "ab""#)
        let wheel = #", {"type": "wheel", "id": "w", "actions": [{"type": "pause"}, {"type": "scroll", "x": 0, "y": 0, "deltaX": 0, "deltaY": 50}]}]"#
        XCTAssertEqual(importError(String(finger("").dropLast()) + wheel),
                       "a.json: at $[1].actions[1].type: a wheel scroll cannot be replayed as touches; swipe with a touch pointer's pointerMove instead")
        XCTAssertTrue(importError(#"{"actions": [}"#).hasPrefix("a.json: line 1, column 14: "))
    }

    /// What WebDriver's processing accepts beyond the keys it reads, and Appium's default button.
    func testUnknownKeysAreIgnoredAndButtonDefaultsToZero() throws {
        // Selenium's duration on pointerDown/pointerUp, WebdriverIO's button on pointerMove, keys
        // of no meaning on the source, its parameters and the body; no button at all (Appium).
        let json = """
            {"actions": [{"type": "pointer", "id": "", "parameters": {"pointerType": "touch", "x-vendor": 1}, "extra": [1],
              "actions": [
                {"type": "pointerMove", "duration": 0, "x": 20, "y": 40, "button": 0, "origin": "viewport"},
                {"type": "pointerDown", "duration": 0, "button": 0, "comment": {"any": "thing"}},
                {"type": "pause", "duration": 10, "note": null},
                {"type": "pointerUp", "duration": "not read"}]}],
             "sessionId": "ignored"}
            """
        XCTAssertEqual(try importer().importTrace(parsing: json, source: "a.json").events,
                       [event(0, 0, .began, 20, 40), event(10, 0, .ended, 20, 40)])
        // A pointerDown without button is button 0, so a pointerUp of button 0 releases it.
        let appium = finger(#"{"type": "pointerMove", "x": 5, "y": 5}, {"type": "pointerDown"}, {"type": "pointerUp", "button": 0}"#)
        XCTAssertEqual(try importer().importTrace(parsing: appium, source: "a.json").events,
                       [event(0, 0, .began, 5, 5), event(0, 0, .ended, 5, 5)])
    }

    /// Key sources time the ticks with their pauses; their key actions are left out with a note.
    /// Wheel sources of pauses alone time the ticks too.
    func testKeyAndWheelSourcesBesideAFinger() throws {
        let json = """
            [{"type": "pointer", "id": "f", "parameters": {"pointerType": "touch"}, "actions": [
               {"type": "pointerMove", "x": 10, "y": 10}, {"type": "pointerDown", "button": 0},
               {"type": "pause"}, {"type": "pointerUp", "button": 0}]},
             {"type": "key", "id": "keyboard", "actions": [
               {"type": "pause", "duration": 10}, {"type": "keyDown", "value": "\\u2000"},
               {"type": "pause", "duration": 20}, {"type": "keyUp", "value": "é"}]},
             {"type": "wheel", "id": "w", "actions": [{"type": "pause"}, {"type": "pause", "duration": 5}]}]
            """
        // Tick 0 lasts 10 ms (the key pause), tick 1 5 ms (the wheel's pause), tick 2 20 ms.
        let imported = try importer().importing(parsing: Array(json.utf8), source: "a.json")
        XCTAssertEqual(imported.trace.events, [event(10, 0, .began, 10, 10), event(35, 0, .ended, 10, 10)])
        XCTAssertEqual(imported.notes, [#"a.json: at $[1]: key source "keyboard": 2 keyDown/keyUp actions left out, since a trace holds touches only (its pauses still time the ticks)"#])
    }
}
