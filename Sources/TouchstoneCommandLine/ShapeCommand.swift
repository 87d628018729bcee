#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import JSON
import Shapes

/// `touchstone shape path|contains`: one shape spec at one size.
enum ShapeCommand {
    static let help = """
        usage: touchstone shape <subcommand> SPEC --size WxH [options]

        Works on one shape spec (docs/formats.md#shape-specs) at one view size. SPEC is inline JSON,
        or @FILE to read it from a file.

        subcommands:
          path       print the shape's outline as SVG path data
          contains   read "x y" lines on stdin and print 1 (inside) or 0 (outside) per line
          render     draw the shape, with its border and elevation shadows, into a PNG

        Run 'touchstone shape <subcommand> --help' for its options.
        """

    static let pathHelp = """
        usage: touchstone shape path SPEC --size WxH [--format data|svg]

        Prints the outline of SPEC for a view of WxH points as SVG path data (M, L, Q, C, Z with
        absolute coordinates; every number round-trips exactly).

        options:
          --size WxH        the view size in points, for example 100x40 (required)
          --format data     SVG path data only, one line (default)
          --format svg      a complete SVG document showing the shape filled black over the view's
                            bounds, viewable in a browser
          --help            show this help

        example:
          touchstone shape path '{"rectangle": {"corners": {"rounded": 8}}}' --size 100x40
        """

    static let containsHelp = """
        usage: touchstone shape contains SPEC --size WxH [--even-odd]

        Hit-tests points against the outline of SPEC for a view of WxH points. Reads one point per
        line on stdin, "x y" in points (separated by spaces, tabs or a comma), and prints 1 if the
        shape contains it and 0 if not, one line per point, as it goes. Points on the boundary
        follow Touchstone's half-open rule: the top and left edges are inside, the bottom and right
        edges outside (docs/hit-testing.md#points-on-the-outline).

        options:
          --size WxH    the view size in points (required)
          --even-odd    use the even-odd fill rule instead of nonzero (MDC's card uses even-odd)
          --help        show this help

        example:
          printf '50 20\\n0.5 0.5\\n' | touchstone shape contains '{"pill": {}}' --size 100x40
        """

    static func run(_ arguments: ArraySlice<String>) throws -> ExitCode {
        try Subcommands(command: "shape", noun: "subcommand", help: help, entries: [
            .init(name: "path", help: pathHelp, run: path),
            .init(name: "contains", help: containsHelp, run: contains),
            .init(name: "render", help: nil, run: RenderCommand.run),
        ]).run(arguments)
    }

    /// `shape path`: the outline as SVG path data or a document.
    static func path(_ arguments: ArraySlice<String>) throws -> ExitCode {
        let list = try ArgumentList(arguments, command: "shape path", options: ["size", "format"], flags: [])
        let (spec, size) = try specAndSize(list)
        let format = list.value("format") ?? "data"
        let path = try outline(spec, size: size, list)
        switch format {
        case "data": print(path.svgPathData)
        case "svg": print(svgDocument(path, size: size))
        default: throw CommandLineError("shape path: --format must be 'data' or 'svg', not '\(format)'")
        }
        return .success
    }

    /// `shape contains`: hit tests of the points read on stdin.
    static func contains(_ arguments: ArraySlice<String>) throws -> ExitCode {
        let list = try ArgumentList(arguments, command: "shape contains", options: ["size"], flags: ["even-odd"])
        let (spec, size) = try specAndSize(list)
        let rule: FillRule = list.has("even-odd") ? .evenOdd : .nonZero
        try PointStream.answer(path: try outline(spec, size: size, list), rule: rule)
        return .success
    }

    /// The spec's outline at `size`, refused when a coordinate is not finite, so no `nan` or
    /// `inf` reaches the output (with lengths within ±1e12 none is known to; docs/limits.md).
    static func outline(_ spec: ShapeSpec, size: Size, _ list: ArgumentList) throws -> Path {
        let path = spec.path(for: size)
        guard path.elements.allSatisfy(\.isFinite) else {
            throw CommandLineError("\(list.command): SPEC at --size \(list.value("size") ?? ""): the outline has a coordinate that is not finite")
        }
        return path
    }

    /// The SPEC argument and `--size`, parsed and checked.
    static func specAndSize(_ list: ArgumentList) throws -> (ShapeSpec, Size) {
        let specArgument = try list.exactPositionals(["SPEC (inline JSON, or @FILE)"])[0]
        let size = try list.size("size") ?? list.missing("size", expecting: "the view size as WxH, for example 100x40")
        let text: String, source: String
        if specArgument.hasPrefix("@") {
            source = String(specArgument.dropFirst())
            text = try InputFiles.readText(source)
        } else {
            (text, source) = (specArgument, "shape spec")
        }
        do {
            return (try ShapeSpec(parsing: text, source: source), size)
        } catch let error as JSONError {
            throw CommandLineError(error.description)
        }
    }

    /// A standalone SVG document: the view's bounds outlined in grey, the shape filled black, the
    /// view box grown to include any part of the shape outside the bounds.
    static func svgDocument(_ path: Path, size: Size) -> String {
        let bounds = Rect(origin: .zero, size: size).standardized
        let box = path.controlPointBounds.map { $0.union(bounds) } ?? bounds
        let margin = Swift.max(1, 0.05 * Swift.max(box.width, box.height))
        func n(_ value: Double) -> String { JSONValue.number(value).serialized() }
        let viewBox = [box.minX - margin, box.minY - margin, box.width + 2 * margin, box.height + 2 * margin]
            .map(n).joined(separator: " ")
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(viewBox)">
              <rect x="\(n(bounds.minX))" y="\(n(bounds.minY))" width="\(n(bounds.width))" height="\(n(bounds.height))" fill="none" stroke="#999" stroke-width="\(n(margin / 10))"/>
              <path d="\(path.svgPathData)" fill="#000"/>
            </svg>
            """
    }
}
