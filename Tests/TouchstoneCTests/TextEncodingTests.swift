import TouchstoneC
import TouchstoneCHeaders
import XCTest

/// Strings a C caller passes must be UTF-8: a bad byte is an error naming its place, where it used
/// to be replaced by U+FFFD without a word (a spec, id or path then read as something else).
final class TextEncodingTests: XCTestCase {
    /// Calls `body` with `bytes` and a NUL as a C string.
    private func withCString<R>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
        (bytes + [0]).map { CChar(bitPattern: $0) }.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    func testJSONWithABadByteIsRefusedAtItsLineAndColumn() {
        var error = [CChar](repeating: 0, count: 256)
        // {"pill": {}, then a line whose third character is 0xE9 (Latin-1 "é").
        let spec: [UInt8] = Array("{\"pill\":\n  ".utf8) + [0xE9] + Array(" {}}".utf8)
        XCTAssertNil(withCString(spec) { ts_shape_create($0, &error, error.count) })
        XCTAssertEqual(String(cString: error), "shape spec: line 2, column 3: invalid UTF-8 byte 0xE9")
        // In a string, where a replacement character would have parsed.
        let trace: [UInt8] = Array(#"{"format": "touchstone.trace", "version": 1, "scene": "a"#.utf8) + [0xFF] + Array(#"", "events": []}"#.utf8)
        XCTAssertNil(withCString(trace) { ts_trace_create($0, &error, error.count) })
        XCTAssertEqual(String(cString: error), "trace: line 1, column 57: invalid UTF-8 byte 0xFF")
        let scene: [UInt8] = [0x7B, 0x0D, 0x0A, 0xC3]
        XCTAssertNil(withCString(scene) { ts_scene_create($0, 0, &error, error.count) })
        XCTAssertEqual(String(cString: error), "scene: line 2, column 1: invalid UTF-8 byte 0xC3")
    }

    func testNamesAndPathsWithABadByteAreRefusedAtTheirOffset() throws {
        var error = [CChar](repeating: 0, count: 256)
        let json = ##"{"format": "touchstone.scene", "version": 1, "size": [10, 10], "scale": 1, "background": "#FFFFFF", "views": [{"id": "l", "kind": "view", "frame": [0, 0, 10, 10]}]}"##
        let scene = try XCTUnwrap(ts_scene_create(json, 0, &error, error.count), String(cString: error))
        defer { ts_scene_destroy(scene) }
        XCTAssertFalse(withCString([0x6C, 0x80]) { ts_scene_set_content_offset(scene, $0, 0, 1, true, &error, error.count) })
        XCTAssertEqual(String(cString: error), "content offset: view id: byte 1: invalid UTF-8 byte 0x80")
        var result = ts_replay_result()
        XCTAssertFalse(withCString(Array("/tmp/t".utf8) + [0xE9] + Array(".trace.json".utf8)) {
            ts_replay($0, 0, &result, &error, error.count)
        })
        XCTAssertEqual(String(cString: error), "replay: trace path: byte 6: invalid UTF-8 byte 0xE9")
    }
}
