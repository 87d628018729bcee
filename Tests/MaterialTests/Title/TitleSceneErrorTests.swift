import Scene
import Text
import XCTest
@testable import Material

/// Every new key's errors are located: the file, the JSON path, what was expected.
final class TitleSceneErrorTests: XCTestCase {
    func assertError(_ views: String, _ expected: String, factory: MaterialViewFactory = MaterialViewFactory(),
                     file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try TitleLayoutTests.scene(views, factory: factory), file: file, line: line) { error in
            XCTAssertEqual("\(error)", expected, file: file, line: line)
        }
    }

    func testBadKeysAreNamedByTheirPaths() {
        assertError(##"{"id": "b", "kind": "button", "frame": [0, 0, 10, 10], "style": "raised"}"##,
                    #"t.scene.json: at $.views[0].style: expected one of "contained", "outlined", "text", found "raised""#)
        assertError(##"{"id": "b", "kind": "button", "frame": [0, 0, 10, 10], "title": {"color": "#FFFFFF"}}"##,
                    #"t.scene.json: at $.views[0].title: missing required key "text""#)
        assertError(##"{"id": "b", "kind": "chip", "frame": [0, 0, 10, 10], "title": {"text": "x", "font": {"size": 0.5}}}"##,
                    "t.scene.json: at $.views[0].title.font.size: expected a font size from 1 to 1000 points, found 0.5")
        assertError(##"{"id": "b", "kind": "chip", "frame": [0, 0, 10, 10], "title": {"text": "x", "font": {"weight": "bold"}}}"##,
                    #"t.scene.json: at $.views[0].title.font.weight: expected one of "light", "regular", "medium", found "bold""#)
        assertError(##"{"id": "b", "kind": "chip", "frame": [0, 0, 10, 10], "title": {"text": "x", "font": {"weight": "medium"}}}"##,
                    #"t.scene.json: at $.views[0].title.font: expected a "style" (headline1, headline2, headline3, headline4, headline5, headline6, subtitle1, subtitle2, body1, body2, caption, button, overline) or a "size""#)
        assertError(##"{"id": "l", "kind": "label", "frame": [0, 0, 10, 10], "text": "x", "numberOfLines": -1}"##,
                    "t.scene.json: at $.views[0].numberOfLines: expected a number of lines of zero or more, found -1")
        assertError(##"{"id": "l", "kind": "label", "frame": [0, 0, 10, 10], "text": "x", "lineBreakMode": "wrap"}"##,
                    #"t.scene.json: at $.views[0].lineBreakMode: expected one of "tail", "middle", "head", "clip", found "wrap""#)
        assertError(##"{"id": "l", "kind": "label", "frame": [0, 0, 10, 10]}"##,
                    #"t.scene.json: at $.views[0]: missing required key "text""#)
    }

    func testTitlesOnlyWhereComponentsHaveThem() {
        assertError(##"{"id": "c", "kind": "card", "frame": [0, 0, 10, 10], "title": {"text": "x"}}"##,
                    #"t.scene.json: at $.views[0]: unknown key "title"; expected one of "id", "kind", "frame", "color", "alpha", "hidden", "interactive", "cornerRadius", "border", "shadow", "children", "shape", "elevation", "pressedElevation", "ripple""#)
        assertError(##"{"id": "c", "kind": "chip", "frame": [0, 0, 10, 10], "style": "text"}"##,
                    #"t.scene.json: at $.views[0]: unknown key "style"; expected one of "id", "kind", "frame", "color", "alpha", "hidden", "interactive", "cornerRadius", "border", "shadow", "children", "title", "shape", "elevation", "pressedElevation", "ripple""#)
    }

    func testTooLongATextIsRefused() {
        let long = String(repeating: "a", count: TitleOptions.maximumTextBytes + 1)
        assertError(##"{"id": "l", "kind": "label", "frame": [0, 0, 10, 10], "text": "\##(long)"}"##,
                    "t.scene.json: at $.views[0].text: a text of 10001 bytes; at most 10000 bytes of UTF-8")
    }

    func testAMissingFontFileIsNamedAtTheTitle() {
        let factory = MaterialViewFactory(fonts: FontLibrary(directory: "/nonexistent"))
        assertError(##"{"id": "b", "kind": "button", "frame": [0, 0, 10, 10], "title": {"text": "x"}}"##,
                    "t.scene.json: at $.views[0].title: /nonexistent/Roboto-Medium.ttf: no such font file (Debian's fonts-roboto-unhinted installs Roboto)",
                    factory: factory)
        assertError(##"{"id": "l", "kind": "label", "frame": [0, 0, 10, 10], "text": "x", "font": {"style": "body1"}}"##,
                    "t.scene.json: at $.views[0].font: /nonexistent/Roboto-Regular.ttf: no such font file (Debian's fonts-roboto-unhinted installs Roboto)",
                    factory: factory)
    }
}
