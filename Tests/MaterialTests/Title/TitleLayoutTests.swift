import Geometry
import Raster
import Scene
import Text
import XCTest
@testable import Material

/// Where titles sit: MDC's worked example of a contained button at 3×, the chip's and the paper
/// view's placement, and the scene keys that make them.
final class TitleLayoutTests: XCTestCase {
    static func scene(_ views: String, scale: Double = 1, size: (Int, Int) = (360, 200),
                      factory: MaterialViewFactory = MaterialViewFactory()) throws -> LoadedScene {
        let text = ##"{"format": "touchstone.scene", "version": 1, "size": [\##(size.0), \##(size.1)], "scale": \##(scale), "background": "#FFFFFF", "views": [\##(views)]}"##
        return try SceneLoader(factory: factory).load(text: text, source: "t.scene.json")
    }

    func title(_ scene: LoadedScene, _ id: String) throws -> LabelView {
        scene.root.layoutIfNeeded()
        let view = try XCTUnwrap(scene.view(withID: id))
        if let surface = view as? RippleSurfaceView { return try XCTUnwrap(surface.title?.label) }
        return try XCTUnwrap((view as? PaperView)?.title?.label)
    }

    /// A contained button titled "button" at 3×, 86.667 × 36 (its fitting size with MDC's insets
    /// and the themed minimum height; 260/3 is written as the nearest decimal): the label 54.667 × 16.667 at (16, 9.667), baseline 22.785.
    func testContainedButtonAtThreeTimes() throws {
        let scene = try Self.scene(#"""
            {"id": "b", "kind": "button", "frame": [0, 0, 86.66666666666667, 36], "style": "contained", "title": {"text": "button"}}
            """#, scale: 3)
        let label = try title(scene, "b")
        XCTAssertEqual(label.text, "BUTTON")                       // uppercaseTitle, MDC's default
        XCTAssertEqual(label.frame.minX, 16, accuracy: 1e-9)
        XCTAssertEqual(label.frame.minY, 29.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(label.frame.width, 164.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(label.frame.height, 50.0 / 3, accuracy: 1e-9)
        let baseline = try XCTUnwrap(label.textLayout?.lines.first?.baseline) + label.frame.minY
        XCTAssertEqual(baseline, 22.785, accuracy: 5e-4)
        // The fitting width with the insets is the example's 86.667.
        XCTAssertEqual(label.sizeThatFits(scale: 3).width + 32, 260.0 / 3, accuracy: 1e-9)
        // Themed colours: onPrimary title, primary background, ink onPrimary at 0.32.
        let button = try XCTUnwrap(scene.view(withID: "b") as? RippleSurfaceView)
        XCTAssertEqual(label.textColor, .white)
        XCTAssertEqual(button.backgroundColor, Color(red: 0x62, green: 0, blue: 0xEE))
        XCTAssertEqual(button.rippleView.rippleColor, Color(red: 255, green: 255, blue: 255, alpha: 82))
        XCTAssertEqual(button.restingElevation, 2)
        XCTAssertEqual(button.pressedElevation, 8)
    }

    func testButtonStylesAndOverrides() throws {
        let scene = try Self.scene(#"""
            {"id": "o", "kind": "button", "frame": [0, 0, 120, 36], "style": "outlined", "title": {"text": "Go"}},
            {"id": "t", "kind": "button", "frame": [0, 40, 120, 36], "style": "text", "uppercaseTitle": false,
             "title": {"text": "Go", "color": "#FF0000"}},
            {"id": "u", "kind": "button", "frame": [0, 80, 120, 36], "title": {"text": "Go"}}
            """#)
        let outlined = try XCTUnwrap(scene.view(withID: "o") as? RippleSurfaceView)
        XCTAssertEqual(try title(scene, "o").textColor, Color(red: 0x62, green: 0, blue: 0xEE))
        XCTAssertNil(outlined.backgroundColor)
        XCTAssertEqual(outlined.shapedBorderWidth, 1)
        XCTAssertEqual(outlined.shapedBorderColor, Color(red: 0, green: 0, blue: 0, alpha: 31))
        XCTAssertEqual(outlined.rippleView.rippleColor, Color(red: 0x62, green: 0, blue: 0xEE, alpha: 31))
        // The ink follows a given title colour, at the style's alpha.
        let text = try XCTUnwrap(scene.view(withID: "t") as? RippleSurfaceView)
        XCTAssertEqual(try title(scene, "t").text, "Go")
        XCTAssertEqual(text.rippleView.rippleColor, Color(red: 255, green: 0, blue: 0, alpha: 41))
        // Unstyled: MDC's unthemed white title; the rest as given.
        XCTAssertEqual(try title(scene, "u").textColor, .white)
    }

    /// A title wider than the button's content is cut in the middle, at the content's width.
    func testLongButtonTitleIsCutInTheMiddle() throws {
        let scene = try Self.scene(#"""
            {"id": "b", "kind": "button", "frame": [0, 0, 100, 36], "title": {"text": "a much longer title"}}
            """#)
        let label = try title(scene, "b")
        XCTAssertEqual(label.frame.width, 68)                       // 100 − 16 − 16
        let line = try XCTUnwrap(label.textLayout?.lines.first?.shaped.text)
        XCTAssertTrue(line.hasPrefix("A M") && line.contains("…") && line.hasSuffix("TLE"), line)
        XCTAssertLessThanOrEqual(try XCTUnwrap(label.textLayout?.lines.first?.width), 68)
    }

    /// A themed chip: title padding inside content padding across the full width, the fitting
    /// height centred at a whole-pixel offset, Regular 14 in #1D1D1D on #E0E0E0.
    func testChipTitle() throws {
        let scene = try Self.scene(#"""
            {"id": "c", "kind": "chip", "frame": [10, 10, 120, 32], "title": {"text": "Suggestion"}}
            """#)
        let label = try title(scene, "c")
        // x: 4 + 8; width 120 − 4 − 8 − 8 − 4; height ceil(16.406) = 17; y = round((32 − 17) / 2) = 8.
        XCTAssertEqual(label.frame, Rect(x: 12, y: 8, width: 96, height: 17))
        XCTAssertEqual(label.textColor, Color(red: 0x1D, green: 0x1D, blue: 0x1D))
        XCTAssertEqual(label.font.size, 14)
        XCTAssertTrue(label.font.face.path.hasSuffix("Roboto-Regular.ttf"))
        XCTAssertEqual(label.alignment, .center)
        let chip = try XCTUnwrap(scene.view(withID: "c") as? RippleSurfaceView)
        XCTAssertEqual(chip.backgroundColor, Color(red: 0xE0, green: 0xE0, blue: 0xE0))
        XCTAssertEqual(chip.rippleView.rippleColor, Color(red: 0, green: 0, blue: 0, alpha: 41))
    }

    /// An extended FAB: the themed insets of 16, onSecondary title, upper case.
    func testExtendedFABTitle() throws {
        let scene = try Self.scene(#"""
            {"id": "f", "kind": "fab", "frame": [0, 0, 96, 48], "title": {"text": "Create"}}
            """#)
        let label = try title(scene, "f")
        XCTAssertEqual(label.text, "CREATE")
        XCTAssertEqual(label.textColor, .black)
        // Centred in the bounds less 16 all round, then MDC's snapping: the origin floored, the
        // size grown by what the origin moved and ceiled.
        let fitting = label.sizeThatFits(scale: 1)
        let x = 16 + (64 - fitting.width) / 2, y = 16 + (16 - fitting.height) / 2
        XCTAssertEqual(label.frame, Rect(x: x.rounded(.down), y: y.rounded(.down),
                                         width: (fitting.width + x - x.rounded(.down)).rounded(.up),
                                         height: (fitting.height + y - y.rounded(.down)).rounded(.up)))
    }

    func testPaperTitleIsCentred() throws {
        let scene = try Self.scene(#"""
            {"id": "p", "kind": "paper", "frame": [0, 0, 182, 104], "title": {"text": "Paper", "color": "#2196F3"}}
            """#)
        let label = try title(scene, "p")
        let fitting = label.sizeThatFits(scale: 1)
        let x = (182 - fitting.width) / 2, y = (104 - fitting.height) / 2
        XCTAssertEqual(label.frame, Rect(x: x.rounded(.down), y: y.rounded(.down),
                                         width: (fitting.width + x - x.rounded(.down)).rounded(.up),
                                         height: (fitting.height + y - y.rounded(.down)).rounded(.up)))
        XCTAssertEqual(label.text, "Paper")
    }

    func testLabelKind() throws {
        let scene = try Self.scene(#"""
            {"id": "l", "kind": "label", "frame": [5, 5, 200, 40], "text": "Two\nlines", "color": "#123456",
             "font": {"style": "caption", "weight": "medium"}, "alignment": "right", "lineBreakMode": "head",
             "numberOfLines": 0},
            {"id": "d", "kind": "label", "frame": [5, 50, 200, 40], "text": "Default"}
            """#)
        scene.root.layoutIfNeeded()
        let label = try XCTUnwrap(scene.view(withID: "l") as? LabelView)
        XCTAssertEqual(label.textColor, Color(red: 0x12, green: 0x34, blue: 0x56))
        XCTAssertNil(label.backgroundColor)
        XCTAssertEqual(label.font.size, 12)
        XCTAssertTrue(label.font.face.path.hasSuffix("Roboto-Medium.ttf"))
        XCTAssertEqual(label.alignment, .right)
        XCTAssertEqual(label.lineBreakMode, .head)
        XCTAssertEqual(label.textLayout?.lines.map(\.shaped.text), ["Two", "lines"])
        XCTAssertFalse(label.isUserInteractionEnabled)
        // UILabel's defaults: 17-point regular, black, left, tail, one line.
        let plain = try XCTUnwrap(scene.view(withID: "d") as? LabelView)
        XCTAssertEqual(plain.font.size, 17)
        XCTAssertEqual(plain.textColor, .black)
        XCTAssertEqual(plain.alignment, .left)
        XCTAssertEqual(plain.lineBreakMode, .tail)
        XCTAssertEqual(plain.numberOfLines, 1)
        guard case .text(let content) = plain.layer.content else { return XCTFail("no text content") }
        XCTAssertEqual(content.color, .black)
        XCTAssertFalse(content.outline.isEmpty)
    }
}
