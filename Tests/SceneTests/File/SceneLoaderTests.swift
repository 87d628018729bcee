import Geometry
import JSON
import Raster
import Scene
import Shapes
import XCTest

/// Scene files: what a valid file builds, and an error with the file and JSON path for every kind
/// of mistake.
final class SceneLoaderTests: XCTestCase {
    /// A complete document around `views` (JSON text of the array), with `extra` top-level members.
    private func document(_ views: String, size: String = "[100, 50]", scale: String = "2",
                          extra: String = "") -> String {
        ##"{"format": "touchstone.scene", "version": 1, "size": \##(size), "scale": \##(scale), "background": "#FFFFFF"\##(extra), "views": \##(views)}"##
    }

    private func load(_ text: String, loader: SceneLoader = SceneLoader()) throws -> LoadedScene {
        try loader.load(text: text, source: "test.scene.json")
    }

    /// Asserts that loading `text` fails with a JSON error at `path` whose message contains `message`.
    private func assertError(_ text: String, at path: String, _ message: String, loader: SceneLoader = SceneLoader(),
                             file: StaticString = #filePath, line: UInt = #line) {
        do {
            _ = try load(text, loader: loader)
            XCTFail("loaded without error; expected \(message) at \(path)", file: file, line: line)
        } catch let error as JSONError {
            XCTAssertEqual(error.source, "test.scene.json", file: file, line: line)
            XCTAssertEqual(error.location, .path(Self.parsePath(path)), "\(error)", file: file, line: line)
            XCTAssertTrue(error.message.contains(message), "\(error)", file: file, line: line)
            XCTAssertTrue("\(error)".hasPrefix("test.scene.json: at \(path): "), "\(error)", file: file, line: line)
        } catch {
            XCTFail("unexpected error \(error)", file: file, line: line)
        }
    }

    /// `$.views[0].frame[2]` as a JSONPath, written independently of JSONPath's own printing.
    private static func parsePath(_ text: String) -> JSONPath {
        var components: [JSONPath.Component] = []
        var rest = Substring(text.dropFirst())
        while let first = rest.first {
            if first == "." {
                rest = rest.dropFirst()
                let name = rest.prefix { $0 != "." && $0 != "[" }
                components.append(.key(String(name)))
                rest = rest.dropFirst(name.count)
            } else {
                let body = rest.dropFirst().prefix { $0 != "]" }
                components.append(.index(Int(body)!))
                rest = rest.dropFirst(body.count + 2)
            }
        }
        return JSONPath(components)
    }

    // MARK: Valid files

    func testPlainViewsGetTheirFrameAndCommonKeys() throws {
        let scene = try load(document(##"""
            [{"id": "card", "kind": "view", "frame": [10, 5, 60, 30], "color": "#FF000080", "alpha": 0.5,
              "hidden": true, "interactive": false, "cornerRadius": 4,
              "border": {"width": 1.5, "color": "#00FF00"},
              "shadow": {"color": "#0000FF", "opacity": 0.25, "radius": 3, "offset": [1, 2]},
              "children": [{"id": "dot", "kind": "view", "frame": [2, 3, 4, 5]}]},
             {"id": "plain", "kind": "view", "frame": [0, 0, 0, 0]}]
            """##))
        XCTAssertEqual(scene.size, Size(width: 100, height: 50))
        XCTAssertEqual(scene.scale, 2)
        XCTAssertEqual(scene.background, .white)
        XCTAssertEqual(scene.root.frame, Rect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(scene.entries.map(\.id), ["card", "dot", "plain"])
        XCTAssertEqual(scene.entries.map(\.kind), ["view", "view", "view"])
        let card = try XCTUnwrap(scene.view(withID: "card"))
        XCTAssertTrue(card.superview === scene.root)
        XCTAssertEqual(card.frame, Rect(x: 10, y: 5, width: 60, height: 30))
        XCTAssertEqual(card.backgroundColor, Color(red: 255, green: 0, blue: 0, alpha: 128))
        XCTAssertEqual(card.alpha, 0.5)
        XCTAssertTrue(card.isHidden)
        XCTAssertFalse(card.isUserInteractionEnabled)
        XCTAssertEqual(card.layer.cornerRadius, 4)
        XCTAssertEqual(card.layer.borderWidth, 1.5)
        XCTAssertEqual(card.layer.borderColor, Color(red: 0, green: 255, blue: 0))
        XCTAssertEqual(card.layer.shadowColor, Color(red: 0, green: 0, blue: 255))
        XCTAssertEqual(card.layer.shadowOpacity, 0.25)
        XCTAssertEqual(card.layer.shadowRadius, 3)
        XCTAssertEqual(card.layer.shadowOffset, Size(width: 1, height: 2))
        let dot = try XCTUnwrap(scene.view(withID: "dot"))
        XCTAssertTrue(dot.superview === card)
        XCTAssertEqual(dot.convert(Point(x: 0, y: 0), to: nil), Point(x: 12, y: 8))
        // Absent keys keep a plain view's defaults.
        let plain = try XCTUnwrap(scene.view(withID: "plain"))
        XCTAssertNil(plain.backgroundColor)
        XCTAssertEqual(plain.alpha, 1)
        XCTAssertTrue(plain.isUserInteractionEnabled)
        XCTAssertEqual(plain.layer.shadowOpacity, 0)
        XCTAssertEqual(scene.root.subviews.map { $0 === card || $0 === plain }, [true, true])
        XCTAssertTrue(scene.root.subviews.last === plain, "views are back to front in document order")
        XCTAssertNil(scene.view(withID: "missing"))
    }

    func testViewsAnimateOnTheGivenClock() throws {
        let clock = SimClock(now: 5)
        let scene = try SceneLoader().load(text: document(##"[{"id": "a", "kind": "view", "frame": [0, 0, 1, 1]}]"##),
                                           source: "test", clock: clock)
        XCTAssertTrue(scene.clock === clock)
        XCTAssertTrue(try XCTUnwrap(scene.view(withID: "a")).layer.animations.clock === clock)
    }

    func testRenderedSceneHasTheBackgroundAndTheViewsAtTheScale() throws {
        // 10×6 points at scale 2: a 20×12 canvas. The view covers points 2..6 × 1..4, so pixels
        // 4..<12 × 2..<8 are red and the rest the background; its child covers points 3..4 × 2..3
        // of the scene (1, 1 inside the parent), pixels 6..<8 × 4..<6.
        let scene = try load(##"""
            {"format": "touchstone.scene", "version": 1, "size": [10, 6], "scale": 2, "background": "#0000FF",
             "views": [{"id": "v", "kind": "view", "frame": [2, 1, 4, 3], "color": "#FF0000",
                        "children": [{"id": "c", "kind": "view", "frame": [1, 1, 1, 1], "color": "#00FF00"}]}]}
            """##)
        XCTAssertEqual(scene.pixelSize.width, 20)
        XCTAssertEqual(scene.pixelSize.height, 12)
        let renderer = try scene.makeRenderer()
        _ = try renderer.render(at: 0)
        let red = PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)
        let green = PremultipliedColor(red: 0, green: 255, blue: 0, alpha: 255)
        let blue = PremultipliedColor(red: 0, green: 0, blue: 255, alpha: 255)
        for y in 0..<12 {
            for x in 0..<20 {
                let expected = (6..<8).contains(x) && (4..<6).contains(y) ? green
                    : (4..<12).contains(x) && (2..<8).contains(y) ? red : blue
                XCTAssertEqual(renderer.canvas[x, y], expected, "pixel \(x), \(y)")
            }
        }
    }

    func testCanvasSizeRoundsUp() throws {
        let scene = try load(document("[]", size: "[10.2, 3]", scale: "1.5"))
        // ceil(15.3) = 16, ceil(4.5) = 5.
        XCTAssertEqual(scene.pixelSize.width, 16)
        XCTAssertEqual(scene.pixelSize.height, 5)
    }

    // MARK: A factory of other kinds

    /// Makes `badge` views from a required `count` key and remembers what the loader gave it.
    private final class BadgeFactory: ViewFactory {
        let plain = PlainViewFactory()
        var schemes: [ShapeScheme] = []
        var paths: [String] = []
        var counts: [Int] = []
        var kinds: [String] { plain.kinds + ["badge"] }

        func makeView(kind: String, frame: Rect, options: inout JSONObjectReader,
                      context: SceneBuildContext) throws -> View? {
            guard kind == "badge" else {
                return try plain.makeView(kind: kind, frame: frame, options: &options, context: context)
            }
            schemes.append(context.shapeScheme)
            paths.append("\(context.path)")
            counts.append(try options.required("count").int())
            XCTAssertEqual(context.sceneSize, Size(width: 100, height: 50))
            XCTAssertEqual(context.scale, 2)
            return View(frame: frame, clock: context.clock)
        }

        /// Badges keep their colour as a border colour, to show the hook is used.
        func apply(_ attributes: ViewAttributes, to view: View, context: SceneBuildContext) throws {
            attributes.applyExceptColor(to: view)
            if let color = attributes.color, context.path.components.count > 2 { view.layer.borderColor = color }
            else if let color = attributes.color { view.backgroundColor = color }
        }
    }

    func testFactoryReadsItsOwnKeysAndSeesTheScheme() throws {
        let factory = BadgeFactory()
        let scene = try load(document(##"""
            [{"id": "p", "kind": "view", "frame": [0, 0, 10, 10], "children": [
                {"id": "b", "kind": "badge", "frame": [1, 1, 4, 4], "count": 3, "color": "#123456"}]}]
            """##, extra: ##", "shapeScheme": {"small": {"family": "cut", "size": 2}, "medium": {"family": "rounded", "size": 6}, "large": {"family": "rounded", "size": 0}}"##),
            loader: SceneLoader(factory: factory))
        XCTAssertEqual(factory.counts, [3])
        XCTAssertEqual(factory.paths, ["$.views[0].children[0]"])
        XCTAssertEqual(factory.schemes, [ShapeScheme(small: ShapeCategory(family: .cut, size: 2),
                                                     medium: ShapeCategory(family: .rounded, size: 6),
                                                     large: ShapeCategory(family: .rounded, size: 0))])
        let badge = try XCTUnwrap(scene.view(withID: "b"))
        XCTAssertNil(badge.backgroundColor)
        XCTAssertEqual(badge.layer.borderColor, Color(red: 0x12, green: 0x34, blue: 0x56))
        XCTAssertEqual(scene.entry(withID: "b")?.kind, "badge")
    }

    func testTheDefaultSchemeIsMDCs() throws {
        let factory = BadgeFactory()
        _ = try load(document(##"[{"id": "b", "kind": "badge", "frame": [0, 0, 1, 1], "count": 0}]"##),
                     loader: SceneLoader(factory: factory))
        XCTAssertEqual(factory.schemes, [ShapeScheme()])
    }

    func testFactoryKeysAreCheckedAndListed() {
        let loader = SceneLoader(factory: BadgeFactory())
        assertError(document(##"[{"id": "b", "kind": "badge", "frame": [0, 0, 1, 1]}]"##), at: "$.views[0]",
                    ##"missing required key "count""##, loader: loader)
        assertError(document(##"[{"id": "b", "kind": "badge", "frame": [0, 0, 1, 1], "count": 1.5}]"##),
                    at: "$.views[0].count", "expected an integer", loader: loader)
        assertError(document(##"[{"id": "b", "kind": "badge", "frame": [0, 0, 1, 1], "count": 1, "cnt": 2}]"##),
                    at: "$.views[0]", ##"unknown key "cnt"; expected one of "id", "kind", "frame", "color", "alpha", "hidden", "interactive", "cornerRadius", "border", "shadow", "children", "count""##,
                    loader: loader)
        // A plain view does not take the badge's key.
        assertError(document(##"[{"id": "v", "kind": "view", "frame": [0, 0, 1, 1], "count": 1}]"##),
                    at: "$.views[0]", ##"unknown key "count""##, loader: loader)
        assertError(document(##"[{"id": "v", "kind": "chip", "frame": [0, 0, 1, 1]}]"##),
                    at: "$.views[0].kind", ##"unknown kind "chip"; expected one of "view", "scroll", "badge""##, loader: loader)
    }

    // MARK: Errors

    func testSyntaxAndNonFiniteNumbersGiveLineAndColumn() {
        for text in [##"{"format": "touchstone.scene",}"##, document(##"[{"id": "a", "kind": "view", "frame": [0, 0, 1e999, 1]}]"##)] {
            XCTAssertThrowsError(try load(text)) { error in
                guard let error = error as? JSONError, case .text = error.location else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual(error.source, "test.scene.json")
            }
        }
    }

    func testFormatAndVersion() {
        assertError(##"{"format": "touchstone.trace", "version": 1}"##, at: "$.format", ##"expected "touchstone.scene", found "touchstone.trace""##)
        assertError(##"{"format": 1}"##, at: "$.format", "expected a string, found a number")
        assertError(##"{"format": "touchstone.scene", "version": 2}"##, at: "$.version", "unsupported version 2; this build reads version 1")
        assertError(##"{"format": "touchstone.scene", "version": 1.5}"##, at: "$.version", "expected an integer")
        assertError(##"{"format": "touchstone.scene"}"##, at: "$", ##"missing required key "version""##)
        assertError("[]", at: "$", "expected an object, found an array")
    }

    func testTopLevelKeys() {
        assertError(document("[]", extra: ##", "title": "x""##), at: "$", ##"unknown key "title"; expected one of "format", "version", "size", "scale", "background", "shapeScheme", "views""##)
        assertError(document("[]", size: "[100]"), at: "$.size", "expected an array of 2 elements, found an array of 1 element")
        assertError(document("[]", size: "[100, -5]"), at: "$.size[1]", "expected a positive height, found -5")
        assertError(document("[]", size: "[0, 5]"), at: "$.size[0]", "expected a positive width, found 0")
        assertError(document("[]", scale: "0"), at: "$.scale", "expected a positive scale, found 0")
        assertError(document("[]", scale: "\"2\""), at: "$.scale", "expected a number, found a string")
        assertError(document("{}"), at: "$.views", "expected an array, found an object")
        assertError(document("[]", extra: ##", "shapeScheme": {"small": {"family": "round", "size": 4}}"##),
                    at: "$.shapeScheme.small.family", ##"expected one of "rounded", "cut", found "round""##)
        assertError(document("[]", extra: ##", "shapeScheme": {"small": {"family": "cut", "size": -1}}"##),
                    at: "$.shapeScheme.small.size", "expected a size of zero or more, found -1")
        assertError(document("[]", extra: ##", "shapeScheme": {"small": {"family": "cut", "size": 1}}"##),
                    at: "$.shapeScheme", ##"missing required key "medium""##)
    }

    func testColours() {
        assertError(##"{"format": "touchstone.scene", "version": 1, "size": [1, 1], "scale": 1, "background": "#FFF", "views": []}"##,
                    at: "$.background", ##"expected a colour "#RRGGBB" or "#RRGGBBAA", found "#FFF""##)
        assertError(document(##"[{"id": "a", "kind": "view", "frame": [0, 0, 1, 1], "color": "#GG0000"}]"##),
                    at: "$.views[0].color", "is not a pair of hex digits")
        assertError(document(##"[{"id": "a", "kind": "view", "frame": [0, 0, 1, 1], "color": 255}]"##),
                    at: "$.views[0].color", ##"expected a colour "#RRGGBB" or "#RRGGBBAA", found a number"##)
        assertError(document(##"[{"id": "a", "kind": "view", "frame": [0, 0, 1, 1], "border": {"width": 1, "color": "red"}}]"##),
                    at: "$.views[0].border.color", ##"found "red""##)
    }

    func testViewKeys() {
        func view(_ members: String) -> String { document("[{\(members)}]") }
        assertError(view(##""kind": "view", "frame": [0, 0, 1, 1]"##), at: "$.views[0]", ##"missing required key "id""##)
        assertError(view(##""id": "", "kind": "view", "frame": [0, 0, 1, 1]"##), at: "$.views[0].id", "expected a non-empty id")
        assertError(view(##""id": 3, "kind": "view", "frame": [0, 0, 1, 1]"##), at: "$.views[0].id", "expected a string, found a number")
        assertError(view(##""id": "a", "frame": [0, 0, 1, 1]"##), at: "$.views[0]", ##"missing required key "kind""##)
        assertError(view(##""id": "a", "kind": "buton", "frame": [0, 0, 1, 1]"##), at: "$.views[0].kind", ##"unknown kind "buton"; expected one of "view""##)
        assertError(view(##""id": "a", "kind": "view""##), at: "$.views[0]", ##"missing required key "frame""##)
        assertError(view(##""id": "a", "kind": "view", "frame": [0, 0, 1]"##), at: "$.views[0].frame", "expected an array of 4 elements")
        assertError(view(##""id": "a", "kind": "view", "frame": [0, 0, -4, 1]"##), at: "$.views[0].frame[2]", "expected a width of zero or more, found -4")
        assertError(view(##""id": "a", "kind": "view", "frame": [0, 0, 1, -0.5]"##), at: "$.views[0].frame[3]", "expected a height of zero or more, found -0.5")
        assertError(view(##""id": "a", "kind": "view", "frame": [0, "0", 1, 1]"##), at: "$.views[0].frame[1]", "expected a number, found a string")
        assertError(view(##""id": "a", "kind": "view", "frame": [0, 0, 1, 1], "colour": "#FFFFFF""##), at: "$.views[0]",
                    ##"unknown key "colour"; expected one of "id", "kind", "frame", "color", "alpha", "hidden", "interactive", "cornerRadius", "border", "shadow", "children""##)
        assertError(view(##""id": "a", "kind": "view", "frame": [0, 0, 1, 1], "alpha": 1.5"##), at: "$.views[0].alpha", "expected an alpha from 0 to 1, found 1.5")
        assertError(view(##""id": "a", "kind": "view", "frame": [0, 0, 1, 1], "hidden": "no""##), at: "$.views[0].hidden", "expected a boolean, found a string")
        assertError(view(##""id": "a", "kind": "view", "frame": [0, 0, 1, 1], "interactive": 1"##), at: "$.views[0].interactive", "expected a boolean, found a number")
        assertError(view(##""id": "a", "kind": "view", "frame": [0, 0, 1, 1], "cornerRadius": -1"##), at: "$.views[0].cornerRadius", "expected a corner radius of zero or more, found -1")
        assertError(view(##""id": "a", "kind": "view", "frame": [0, 0, 1, 1], "border": {"width": -1, "color": "#000000"}"##), at: "$.views[0].border.width", "expected a width of zero or more, found -1")
        assertError(view(##""id": "a", "kind": "view", "frame": [0, 0, 1, 1], "border": {"width": 1}"##), at: "$.views[0].border", ##"missing required key "color""##)
        assertError(view(##""id": "a", "kind": "view", "frame": [0, 0, 1, 1], "border": {"width": 1, "color": "#000000", "style": "dashed"}"##),
                    at: "$.views[0].border", ##"unknown key "style"; expected one of "width", "color""##)
        let shadow = ##""id": "a", "kind": "view", "frame": [0, 0, 1, 1], "shadow": "##
        assertError(view(shadow + ##"{"color": "#000000", "opacity": 2, "radius": 1, "offset": [0, 1]}"##), at: "$.views[0].shadow.opacity", "expected an opacity from 0 to 1, found 2")
        assertError(view(shadow + ##"{"color": "#000000", "opacity": 1, "radius": -1, "offset": [0, 1]}"##), at: "$.views[0].shadow.radius", "expected a radius of zero or more, found -1")
        assertError(view(shadow + ##"{"color": "#000000", "opacity": 1, "radius": 1, "offset": [0]}"##), at: "$.views[0].shadow.offset", "expected an array of 2 elements")
        assertError(view(shadow + ##"{"color": "#000000", "opacity": 1, "radius": 1}"##), at: "$.views[0].shadow", ##"missing required key "offset""##)
        assertError(view(##""id": "a", "kind": "view", "frame": [0, 0, 1, 1], "children": {}"##), at: "$.views[0].children", "expected an array, found an object")
        assertError(document(##"[3]"##), at: "$.views[0]", "expected an object, found a number")
    }

    func testErrorsInNestedViewsNameTheirPath() {
        assertError(document(##"""
            [{"id": "a", "kind": "view", "frame": [0, 0, 1, 1], "children": [
                {"id": "b", "kind": "view", "frame": [0, 0, 1, 1]},
                {"id": "c", "kind": "view", "frame": [0, 0, 1, 1], "children": [
                    {"id": "d", "kind": "view", "frame": [0, 0, 1, 1], "alpha": -0.1}]}]}]
            """##), at: "$.views[0].children[1].children[0].alpha", "expected an alpha from 0 to 1, found -0.1")
    }

    func testDuplicateIdsNameBothPaths() {
        assertError(document(##"""
            [{"id": "a", "kind": "view", "frame": [0, 0, 1, 1], "children": [{"id": "b", "kind": "view", "frame": [0, 0, 1, 1]}]},
             {"id": "b", "kind": "view", "frame": [0, 0, 1, 1]}]
            """##), at: "$.views[1].id", ##"duplicate id "b"; first used at $.views[0].children[0].id"##)
    }

    func testInvalidUTF8IsAnErrorNotACrash() {
        var bytes = Array(document("[]").utf8)
        bytes.insert(0xFF, at: bytes.firstIndex(of: UInt8(ascii: "#"))! + 1)
        XCTAssertThrowsError(try SceneLoader().load(bytes: bytes, source: "test.scene.json")) { error in
            XCTAssertEqual((error as? JSONError)?.source, "test.scene.json", "\(error)")
        }
    }

    func testValueReadersForFactories() throws {
        func reader(_ value: JSONValue) -> JSONReader { JSONReader(value, source: "f", path: JSONPath([.key("k")])) }
        XCTAssertEqual(try reader("#0080FF40").color(), Color(red: 0, green: 0x80, blue: 0xFF, alpha: 0x40))
        XCTAssertEqual(try reader(.number(0)).nonNegativeNumber("size"), 0)
        XCTAssertEqual(try reader(.number(1)).unitNumber("an opacity"), 1)
        XCTAssertEqual(try reader(.number(0.5)).positiveNumber("scale"), 0.5)
        XCTAssertThrowsError(try reader(.number(-1)).nonNegativeNumber("size")) {
            XCTAssertEqual("\($0)", "f: at $.k: expected a size of zero or more, found -1")
        }
        XCTAssertThrowsError(try reader(.number(.infinity)).unitNumber("an opacity")) {
            XCTAssertEqual("\($0)", "f: at $.k: expected a finite number")
        }
        XCTAssertThrowsError(try reader(.number(0)).positiveNumber("scale")) {
            XCTAssertEqual("\($0)", "f: at $.k: expected a positive scale, found 0")
        }
        XCTAssertThrowsError(try reader(true).color()) {
            XCTAssertEqual("\($0)", ##"f: at $.k: expected a colour "#RRGGBB" or "#RRGGBBAA", found a boolean"##)
        }
    }

    // MARK: Limits

    func testViewCountAndDepthLimitsAreCheckedBeforeAnyViewIsMade() {
        /// Counts views made, to show none was made before the limit error.
        final class CountingFactory: ViewFactory {
            var made = 0
            var kinds: [String] { ["view"] }
            func makeView(kind: String, frame: Rect, options: inout JSONObjectReader, context: SceneBuildContext) throws -> View? {
                made += 1
                return View(frame: frame, clock: context.clock)
            }
        }
        let factory = CountingFactory()
        let three = ##"[{"id": "a", "kind": "view", "frame": [0, 0, 1, 1], "children": [{"id": "b", "kind": "view", "frame": [0, 0, 1, 1]}]}, {"id": "c", "kind": "view", "frame": [0, 0, 1, 1]}]"##
        assertError(document(three), at: "$.views[1]", "more than 2 views in the file (the limit)",
                    loader: SceneLoader(factory: factory, limits: SceneLimits(maximumViews: 2)))
        assertError(document(three), at: "$.views[0].children[0]", "views nest deeper than 1 levels (the limit)",
                    loader: SceneLoader(factory: factory, limits: SceneLimits(maximumDepth: 1)))
        XCTAssertEqual(factory.made, 0)
        XCTAssertNoThrow(try load(document(three), loader: SceneLoader(factory: factory, limits: SceneLimits(maximumViews: 3, maximumDepth: 2))))
        XCTAssertEqual(factory.made, 3)
    }

    func testCanvasLimit() {
        // 100×50 at scale 2 is 200×100 = 20000 pixels.
        assertError(document("[]"), at: "$.size", "would be 200×100 pixels",
                    loader: SceneLoader(limits: SceneLimits(maximumCanvasPixels: 19_999)))
        XCTAssertNoThrow(try load(document("[]"), loader: SceneLoader(limits: SceneLimits(maximumCanvasPixels: 20_000))))
        assertError(document("[]", size: "[20000, 1]", scale: "1"), at: "$.size", "16384 pixels per side")
        // The largest size and scale accepted (docs/limits.md): a finite count, not "null×null".
        assertError(document("[]", size: "[1e12, 1e12]", scale: "1e12"), at: "$.size", "would be 1e+24×1e+24 pixels")
        assertError(document("[]", size: "[1e300, 1e300]", scale: "1"), at: "$.size[0]", "within ±1e12")
    }

    func testFileSizeLimitAndUnreadableFiles() throws {
        let text = document("[]")
        XCTAssertThrowsError(try load(text, loader: SceneLoader(limits: SceneLimits(maximumFileBytes: text.utf8.count - 1)))) { error in
            let fileError = error as? SceneFileError
            XCTAssertEqual(fileError?.path, "test.scene.json")
            XCTAssertEqual(fileError?.message, "\(text.utf8.count) bytes, more than the limit of \(text.utf8.count - 1) bytes")
        }
        XCTAssertThrowsError(try SceneLoader().load(contentsOfFile: "/nonexistent/touchstone/x.scene.json")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/touchstone/x.scene.json: cannot open (No such file or directory)")
        }
        XCTAssertThrowsError(try SceneLoader().load(contentsOfFile: "/")) { error in
            XCTAssertEqual("\(error)", "/: a directory, not a regular file")
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("touchstone-\(getpid())-scene.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(try SceneLoader().load(contentsOfFile: path).size, Size(width: 100, height: 50))
        XCTAssertThrowsError(try SceneLoader(limits: SceneLimits(maximumFileBytes: 10)).load(contentsOfFile: path)) { error in
            XCTAssertEqual("\(error)", "\(path): \(text.utf8.count) bytes, more than the limit of 10 bytes")
        }
        // Errors inside a file name the file.
        try Data(document("[{}]").utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try SceneLoader().load(contentsOfFile: path)) { error in
            XCTAssertEqual("\(error)", ##"\##(path): at $.views[0]: missing required key "id""##)
        }
    }
}
