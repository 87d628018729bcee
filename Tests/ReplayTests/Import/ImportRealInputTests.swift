import Foundation
import Geometry
import Scene
import XCTest
@testable import Replay

/// Input written by the real tools (Tests/ImporterData, provenance in its README): Selenium's own
/// payloads (regenerated and compared by CommandLineTests' ImportSeleniumPayloadTests), WebdriverIO's
/// and Appium's test fixtures, and getevent captures from two phones. Expected events are worked
/// by hand from the importers' documented rules: ticks and sub-steps at 120 Hz for W3C actions
/// (⌊k · 10⁹ / 120⌋ ns into a move while before its end, then its target), raw values halved for
/// the captures (each axis range onto a scene of half its size).
final class ImportRealInputTests: XCTestCase {
    private static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("ImporterData")

    private func bytes(_ path: String) throws -> [UInt8] {
        Array(try Data(contentsOf: Self.data.appendingPathComponent(path)))
    }

    private func w3c(_ path: String) throws -> ImportedTrace {
        try W3CActionsImporter(scene: "s.scene.json", sceneSize: Size(width: 412, height: 732))
            .importing(parsing: try bytes(path), source: path)
    }

    private func event(_ ns: Int64, _ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) -> TraceEvent {
        TraceEvent(nanoseconds: ns, id: id, phase: phase, location: Point(x: x, y: y))
    }

    private let ms: Int64 = 1_000_000

    /// The sub-step times of a move of `duration` ns at 120 Hz, then its end.
    private func subSteps(_ duration: Int64) -> [Int64] {
        Array(sequence(first: 1 as Int64) { $0 + 1 }.lazy.map { $0 * 1_000_000_000 / 120 }.prefix { $0 < duration }) + [duration]
    }

    func testSeleniumTapAndLongPress() throws {
        // Tick 0: the 250 ms move to the card with no button down; tick 1 (250 ms): down; tick 2:
        // the pause; tick 3: up. Selenium's "duration": 0 on pointerDown/pointerUp means nothing.
        XCTAssertEqual(try w3c("w3c/selenium/tap.actions.json").trace.events,
                       [event(250 * ms, 0, .began, 206, 158), event(350 * ms, 0, .ended, 206, 158)])
        XCTAssertEqual(try w3c("w3c/selenium/long-press.actions.json").trace.events,
                       [event(250 * ms, 0, .began, 206, 158), event(1250 * ms, 0, .ended, 206, 158)])
    }

    func testSeleniumSwipe() throws {
        // Down at (206, 600) at 250 ms, a 300 ms move to (206, 200): 35 sub-steps and the target,
        // then up at 550 ms.
        let events = try w3c("w3c/selenium/feed-swipe.actions.json").trace.events
        let steps = subSteps(300 * ms)
        XCTAssertEqual(steps.count, 36)
        XCTAssertEqual(events.count, 38)
        XCTAssertEqual(events.first, event(250 * ms, 0, .began, 206, 600))
        XCTAssertEqual(events.dropFirst().dropLast().map(\.nanoseconds), steps.map { 250 * ms + $0 })
        XCTAssertEqual(events[1].location.y, 600 + (200 - 600) * (8_333_333.0 / 300_000_000))
        XCTAssertEqual(events.suffix(2), [event(550 * ms, 0, .moved, 206, 200), event(550 * ms, 0, .ended, 206, 200)])
    }

    func testSeleniumPinch() throws {
        // Two touch inputs: both down at 0, a 100 ms pause, 400 ms moves apart (47 sub-steps and
        // the targets), both up at 500 ms. Fingers are trace ids 0 and 1 in document order.
        let events = try w3c("w3c/selenium/pinch.actions.json").trace.events
        XCTAssertEqual(events.count, 2 + 2 * 48 + 2)
        XCTAssertEqual(Array(events.prefix(2)), [event(0, 0, .began, 295, 296), event(0, 1, .began, 315, 296)])
        let moves = events.dropFirst(2).dropLast(2)
        XCTAssertEqual(moves.map(\.id), Array(repeating: [0, 1], count: 48).flatMap { $0 })
        XCTAssertEqual(Array(Set(moves.compactMap(\.nanoseconds))).sorted(), subSteps(400 * ms).map { 100 * ms + $0 })
        XCTAssertEqual(Array(events.suffix(2)), [event(500 * ms, 0, .ended, 235, 296), event(500 * ms, 1, .ended, 375, 296)])
    }

    func testSeleniumActionChains() throws {
        // The finger: move to the button (250 ms), tap there, a 250 ms relative move to the card,
        // press, a 200 ms pause, a 250 ms drag by (0, 40), release. The key source's 0 ms pauses
        // keep its ticks and add no time.
        let imported = try w3c("w3c/selenium/action-chains.actions.json")
        let events = imported.trace.events
        XCTAssertEqual(imported.notes, [])
        XCTAssertEqual(Array(events.prefix(3)), [event(250 * ms, 0, .began, 86, 36), event(250 * ms, 0, .ended, 86, 36),
                                                 event(500 * ms, 0, .began, 206, 158)])
        XCTAssertEqual(events.dropFirst(3).dropLast().map(\.nanoseconds), subSteps(250 * ms).map { 700 * ms + $0 })
        XCTAssertEqual(events.last, event(950 * ms, 0, .ended, 206, 198))
    }

    func testWebdriverIOSwipesAndItsPenFixture() throws {
        // WebdriverIO writes "button": 0 on every pointerMove, which WebDriver does not read.
        let events = try w3c("w3c/webdriverio/swipe-by-coordinates.actions.json").trace.events
        XCTAssertEqual(events.count, 1 + 180 + 1)
        XCTAssertEqual(events.first, event(100 * ms, 0, .began, 10, 20))
        XCTAssertEqual(events.last, event(1610 * ms, 0, .ended, 30, 40))
        let up = try w3c("w3c/webdriverio/swipe-up-45-percent.actions.json").trace.events
        XCTAssertEqual([up.first, up.last], [event(100 * ms, 0, .began, 250, 380), event(1610 * ms, 0, .ended, 250, 600)])
        // Its unit test's pen pointer (pressure 4, out of WebDriver's range too) is refused at the pen.
        XCTAssertThrowsError(try w3c("w3c/webdriverio/pen-pointer-action.actions.json")) { error in
            XCTAssertEqual("\(error)", #"w3c/webdriverio/pen-pointer-action.actions.json: at $.actions[0].parameters: pointer source "foobar" is a pen; only "pointerType": "touch" sources become touches"#)
        }
    }

    func testAppiumUiAutomator2Fixtures() throws {
        // pointerDown and pointerUp without "button" (button 0, as Appium's server reads them).
        // Down at 0, a 10 ms pause, a 10 ms move by (−50, 0): one sub-step at 8,333,333 ns into it,
        // x = 100 − 50 · 0.8333333, then the target; up at 20 ms.
        let x = 100 + (50.0 - 100) * (8_333_333.0 / 10_000_000)
        XCTAssertEqual(try w3c("w3c/appium/uiautomator2-single-finger.actions.json").trace.events, [
            event(0, 0, .began, 100, 100), event(18_333_333, 0, .moved, x, 100),
            event(20 * ms, 0, .moved, 50, 100), event(20 * ms, 0, .ended, 50, 100),
        ])
        // With a key source beside the finger: its pauses make tick 0 last 10 ms and tick 2 20 ms;
        // its two key actions are left out with a note.
        let keys = try w3c("w3c/appium/uiautomator2-single-finger-with-keys.actions.json")
        XCTAssertEqual(keys.trace.events, [
            event(10 * ms, 0, .began, 100, 100), event(38_333_333, 0, .moved, x, 100),
            event(40 * ms, 0, .moved, 50, 100), event(40 * ms, 0, .ended, 50, 100),
        ])
        XCTAssertEqual(keys.notes, [#"w3c/appium/uiautomator2-single-finger-with-keys.actions.json: at $[1]: key source "keyboard": 2 keyDown/keyUp actions left out, since a trace holds touches only (its pauses still time the ticks)"#])
    }

    func testSonyXperiaProtocolACapture() throws {
        // Three fingers (tracking ids 0, 1, 2) in protocol A; 0 and 2 leave the frame at
        // 237319.950810 (an empty SYN_MT_REPORT where each was), 1 leaves at 237319.957643.
        // x 0…1079 and y 0…1919 onto 540 × 960 points: raw / 2.
        let path = "getevent/sony-xperia-xz-clearpad-protocol-a.txt"
        let axes = GeteventAxes(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 1919))
        let imported = try GeteventImporter(scene: "s", sceneSize: Size(width: 540, height: 960))
            .importing(parsing: try bytes(path), source: path, axes: .ranges(axes))
        let us: Int64 = 1000
        XCTAssertEqual(imported.trace.events, [
            event(0, 0, .began, 400, 537.5), event(0, 1, .began, 185.5, 359), event(0, 2, .began, 316.5, 415.5),
            event(7959 * us, 0, .moved, 397, 552.5), event(7959 * us, 1, .moved, 185, 372), event(7959 * us, 2, .moved, 315.5, 431),
            event(16879 * us, 0, .moved, 394.5, 569.5), event(16879 * us, 1, .moved, 185, 387), event(16879 * us, 2, .moved, 315, 449.5),
            event(24586 * us, 0, .moved, 392.5, 584.5), event(24586 * us, 1, .moved, 185, 406), event(24586 * us, 2, .moved, 314.5, 468.5),
            event(33058 * us, 0, .ended, 392.5, 584.5), event(33058 * us, 2, .ended, 314.5, 468.5), event(33058 * us, 1, .moved, 185, 426),
            event(39891 * us, 1, .ended, 185, 426),
        ])
        XCTAssertEqual(imported.trace.source?["device"], "/dev/input/event8")
        XCTAssertEqual(imported.notes, [])
    }

    func testSamsungProtocolBCaptureWithItsLPDump() throws {
        // Protocol B with a volume key on another device first; the -lp dump's ranges (x 0…1199,
        // y 0…2669) onto 600 × 1335 points: raw / 2. 0x2a5 = 677, 0x3fd = 1021, 0x2ef = 751,
        // 0x19d = 413; tracking id 0x7c75 = 31861.
        let path = "getevent/samsung-synaptics-tcm-touch-drag.txt"
        let dump = try GeteventDeviceDump(parsing: try bytes("getevent/samsung-synaptics-tcm-touch.lp.txt"), source: "lp.txt")
        let imported = try GeteventImporter(scene: "s", sceneSize: Size(width: 600, height: 1335))
            .importing(parsing: try bytes(path), source: path, axes: .dump(dump, source: "lp.txt"))
        XCTAssertEqual(imported.trace.events, [
            event(0, 31861, .began, 338.5, 510.5), event(201_284_000, 31861, .moved, 375.5, 206.5),
            event(209_382_000, 31861, .ended, 375.5, 206.5),
        ])
        XCTAssertEqual(imported.trace.source?["protocol"], "B")
    }

    /// The real captures read alike with CRLF and CR CR LF line ends, and cut anywhere in their
    /// last line they import what is complete, with a note.
    func testRealCapturesWithWindowsLineEndsAndCutShort() throws {
        let axes = GeteventAxes(x: .init(minimum: 0, maximum: 1079), y: .init(minimum: 0, maximum: 2669))
        let importer = GeteventImporter(scene: "s", sceneSize: Size(width: 540, height: 1335))
        for path in ["getevent/sony-xperia-xz-clearpad-protocol-a.txt", "getevent/samsung-synaptics-tcm-touch-drag.txt"] {
            let lf = try bytes(path)
            let whole = try importer.importing(parsing: lf, source: path, axes: .ranges(axes))
            for crs in [1, 2] {
                var ended: [UInt8] = []
                for byte in lf { if byte == 0x0A { ended += repeatElement(0x0D, count: crs) }; ended.append(byte) }
                XCTAssertEqual(try importer.importing(parsing: ended, source: path, axes: .ranges(axes)).trace, whole.trace, path)
            }
            // Cut inside the last line: the last frame is unfinished, so its events are left out.
            let cut = Array(lf.dropLast(20))
            let lastLine = lf.split(separator: 0x0A).count
            let partial = try importer.importing(parsing: cut, source: path, axes: .ranges(axes))
            XCTAssertEqual(partial.notes.count, 2, path)
            XCTAssertTrue(partial.notes[0].hasPrefix("\(path): line \(lastLine): the capture ends inside this line, which is left out: \"["), partial.notes[0])
            XCTAssertTrue(partial.notes[1].contains("the capture ends inside a frame that no SYN_REPORT closes (it was stopped)"), partial.notes[1])
            XCTAssertEqual(partial.trace.events, Array(whole.trace.events.prefix(partial.trace.events.count)), path)
            XCTAssertLessThan(partial.trace.events.count, whole.trace.events.count, path)
        }
    }
}
