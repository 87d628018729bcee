import JSON
import Scene
import XCTest

/// The number limits of docs/limits.md as the scene loader applies them: every length within
/// ±1e12 points, a scale up to 1e12, a shadow's blur σ = radius / 2 · scale up to 4096 pixels,
/// refused at the value's JSON path; a scale override past a limit names the override.
final class SceneNumberLimitTests: XCTestCase {
    private func document(_ view: String, size: String = "[100, 50]", scale: String = "1") -> String {
        ##"{"format": "touchstone.scene", "version": 1, "size": \##(size), "scale": \##(scale), "background": "#FFFFFF", "views": [\##(view)]}"##
    }

    /// The error's JSON path and message, or `nil` when the document loads.
    private func refusal(_ text: String, loader: SceneLoader = SceneLoader()) throws -> (path: String, message: String)? {
        do {
            _ = try loader.load(text: text, source: "t.scene.json")
            return nil
        } catch let error as JSONError {
            guard case .path(let path) = error.location else { return ("", error.message) }
            return ("\(path)", error.message)
        }
    }

    private func view(_ members: String) -> String {
        ##"{"id": "v", "kind": "view", "frame": [0, 0, 40, 20]\##(members)}"##
    }

    func testLengthsBeyondTenToTheTwelveAreRefusedAtTheirPath() throws {
        XCTAssertEqual(try refusal(document(##"{"id": "v", "kind": "view", "frame": [0, 0, 1e13, 20]}"##))?.path, "$.views[0].frame[2]")
        XCTAssertEqual(try refusal(document(##"{"id": "v", "kind": "view", "frame": [-1.0000000000001e12, 0, 1, 1]}"##))?.path,
                       "$.views[0].frame[0]")
        XCTAssertEqual(try refusal(document(view(##", "border": {"width": 1e20, "color": "#000000"}"##)))?.path,
                       "$.views[0].border.width")
        XCTAssertEqual(try refusal(document(view(##", "cornerRadius": 1e308"##)))?.path, "$.views[0].cornerRadius")
        XCTAssertEqual(try refusal(document(view(""), size: "[1e308, 10]"))?.path, "$.size[0]")
        XCTAssertEqual(try refusal(document(view(""), scale: "1.0000001e12"))?.path, "$.scale")
        // At the limit itself, and the tiny: accepted.
        XCTAssertNil(try refusal(document(##"{"id": "v", "kind": "view", "frame": [-1e12, 1e12, 1e12, 5e-324], "cornerRadius": 1e-300}"##)))
        XCTAssertNil(try refusal(document(view(""), scale: "1e-200")))
    }

    func testShadowBlurBeyondFourThousandNinetySixPixelsIsRefusedAtItsRadius() throws {
        func shadow(_ radius: String) -> String {
            view(##", "shadow": {"color": "#000000", "opacity": 0.5, "radius": \##(radius), "offset": [0, 2]}"##)
        }
        // σ = 8192 / 2 · 1 = 4096 pixels: the largest drawn.
        XCTAssertNil(try refusal(document(shadow("8192"))))
        let refused = try XCTUnwrap(try refusal(document(shadow("8192.5"))))
        XCTAssertEqual(refused.path, "$.views[0].shadow.radius")
        XCTAssertTrue(refused.message.contains("σ = 4096.25 pixels"), refused.message)
        // The same radius at scale 2 is σ = 8192 pixels.
        XCTAssertEqual(try refusal(document(shadow("8192"), scale: "2"))?.path, "$.views[0].shadow.radius")
    }

    func testAScaleOverridePastTheCanvasLimitNamesTheOverride() throws {
        var loader = SceneLoader()
        loader.scaleOverride = 1e6
        XCTAssertThrowsError(try loader.load(text: document(view("")), source: "t.scene.json")) { error in
            guard let error = error as? SceneScaleOverrideError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.scale, 1e6)
            XCTAssertEqual(error.source, "t.scene.json")
            XCTAssertTrue(error.message.contains("100000000×50000000 pixels"), error.message)
            XCTAssertFalse("\(error)".contains("$.size"), "\(error)")
        }
        // A size too large at the file's own scale is the file's fault, override or not.
        XCTAssertEqual(try refusal(document(view(""), size: "[20000, 10]"), loader: loader)?.path, "$.size")
        loader.scaleOverride = 2e12
        XCTAssertThrowsError(try loader.load(text: document(view("")), source: "t.scene.json")) { error in
            XCTAssertTrue(error is SceneScaleOverrideError, "\(error)")
        }
    }
}
