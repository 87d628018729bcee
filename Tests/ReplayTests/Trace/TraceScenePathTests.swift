import Replay
import XCTest

/// The one resolver of a trace's `scene` path, which the CLI and the C ABI share.
final class TraceScenePathTests: XCTestCase {
    func testSceneIsRelativeToTheTraceFolder() {
        XCTAssertEqual(Trace.scenePath("gallery.scene.json", besideTraceAt: "Traces/tap.trace.json"),
                       "Traces/gallery.scene.json")
        XCTAssertEqual(Trace.scenePath("../s.scene.json", besideTraceAt: "/a/b/t.trace.json"), "/a/b/../s.scene.json")
        XCTAssertEqual(Trace.scenePath("s.scene.json", besideTraceAt: "t.trace.json"), "s.scene.json")
        XCTAssertEqual(Trace.scenePath("/abs/s.scene.json", besideTraceAt: "Traces/t.trace.json"), "/abs/s.scene.json")
    }

    func testReferenceIsTheInverse() {
        XCTAssertEqual(Trace.sceneReference(toSceneAt: "Traces/gallery.scene.json", fromTraceAt: "Traces/tap.trace.json"),
                       "gallery.scene.json")
        XCTAssertEqual(Trace.sceneReference(toSceneAt: "Traces/gallery.scene.json", fromTraceAt: "out/tap.trace.json"),
                       "../Traces/gallery.scene.json")
        XCTAssertEqual(Trace.sceneReference(toSceneAt: "/a/x/s.scene.json", fromTraceAt: "/a/b/c/t.trace.json"),
                       "../../x/s.scene.json")
        let reference = Trace.sceneReference(toSceneAt: "/a/x/./s.scene.json", fromTraceAt: "/a/b/t.trace.json")
        XCTAssertEqual(Trace.scenePath(reference, besideTraceAt: "/a/b/t.trace.json"), "/a/b/../x/s.scene.json")
    }
}
