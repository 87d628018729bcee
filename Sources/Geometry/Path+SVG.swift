#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: Writing

extension Path {
    /// The path as SVG path data (the `d` attribute of `<path>`), exactly reproducible.
    ///
    ///     var path = Path()
    ///     path.move(to: Point(x: 0, y: 8))
    ///     path.addLine(to: Point(x: 92, y: 0))
    ///     path.closeSubpath()
    ///     path.svgPathData  // "M0 8 L92 0 Z"
    ///
    /// ## Format
    /// - One command per element, absolute and upper case: `M x y`, `L x y`, `Q cx cy x y`,
    ///   `C c1x c1y c2x c2y x y`, `Z`. Every move is written, including the ones ``Path`` inserts
    ///   after a close, so the commands match ``elements`` one to one. An empty path gives `""`.
    /// - The letter is followed directly by its first number; numbers and commands are separated by
    ///   single spaces (`M0 8 C0 3.58 3.58 0 8 0 L92 0 Z`).
    /// - Each number is the shortest decimal that reads back as exactly the same `Double` (Swift's
    ///   `description`), tidied into SVG's number syntax: integers lose the `.0` (`8`, not `8.0`),
    ///   exponents lose `+` and leading zeros (`1e16`, `1.5e-7`), and negative zero is `0`.
    ///
    /// So ``init(svgPathData:)`` rebuilds a path whose elements are `==` to these (negative zeros
    /// come back positive). Non-finite coordinates, which a path only holds if they were put there,
    /// are written as `nan`, `inf` or `-inf`; those are not SVG numbers, and reading them back throws.
    ///
    /// - Complexity: O(n) in the number of elements.
    public var svgPathData: String {
        var text = ""
        text.reserveCapacity(elements.count * 24)
        func write(_ letter: String, _ points: Point...) {
            if !text.isEmpty { text += " " }
            text += letter
            for (index, point) in points.enumerated() {
                if index > 0 { text += " " }
                text += Path.svgNumber(point.x)
                text += " "
                text += Path.svgNumber(point.y)
            }
        }
        for element in elements {
            switch element {
            case .move(let p): write("M", p)
            case .line(let p): write("L", p)
            case .quadCurve(let p, let c): write("Q", c, p)
            case .curve(let p, let c1, let c2): write("C", c1, c2, p)
            case .closeSubpath: write("Z")
            }
        }
        return text
    }

    /// `value` in the shortest SVG number syntax that reads back exactly (see ``svgPathData``).
    static func svgNumber(_ value: Double) -> String {
        if value == 0 { return "0" }
        let full = value.description
        guard value.isFinite else { return full }
        var mantissa = Substring(full), exponent: Substring = ""
        if let e = full.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = full[..<e]
            exponent = full[full.index(after: e)...]
        }
        if mantissa.hasSuffix(".0") { mantissa.removeLast(2) }
        guard !exponent.isEmpty else { return String(mantissa) }
        var sign = ""
        if exponent.first == "+" {
            exponent.removeFirst()
        } else if exponent.first == "-" {
            sign = "-"
            exponent.removeFirst()
        }
        while exponent.count > 1, exponent.first == "0" { exponent.removeFirst() }
        return String(mantissa) + "e" + sign + String(exponent)
    }
}

// MARK: Reading

extension Path {
    /// Reads SVG path data (the `d` attribute of `<path>`), the whole SVG 1.1 / SVG 2 grammar.
    ///
    ///     let path = try Path(svgPathData: "M0 8 c0-4.42 3.58-8 8-8 h84 z")
    ///
    /// ## Commands
    /// All of `M m L l H h V v C c S s Q q T t A a Z z`, absolute (upper case) or relative to the
    /// current point (lower case). Parameters may repeat without repeating the letter; extra pairs
    /// after `M`/`m` are lines (`L`/`l`). A leading `m` is absolute. `S`/`s` reflects the previous
    /// `C`/`c`/`S`/`s` second control point through the current point (or uses the current point
    /// when the previous command was something else); `T`/`t` does the same with quadratic controls.
    /// After `Z`/`z` the current point is the subpath's start, and a command other than a move starts
    /// a new subpath there (``Path`` inserts that move).
    ///
    /// Arcs (`A`/`a`) follow SVG's implementation notes (SVG 1.1 appendix F.6): identical end points
    /// draw nothing; a zero radius draws a straight line; negative radii count as positive; radii too
    /// small to reach the end point are scaled up uniformly until they just do; the x-axis rotation is
    /// in degrees. The centre form is computed from the end points and flags, and the arc is drawn as
    /// cubic Béziers of at most 90° each (control distance `4/3·tan(δ/4)` on the unit circle, mapped
    /// onto the rotated ellipse; see ``Arc``), ending exactly at the given end point. An arc so large
    /// or so thin that this computation overflows `Double` is drawn as a straight line.
    ///
    /// ## Syntax
    /// Numbers are `[+-]? (digits ("." digits?)? | "." digits) ([eE] [+-]? digits)?`, read greedily,
    /// so `.5.5` is two numbers and `1-2` is `1` and `-2`; an `e` without digits after it is not part
    /// of the number (so `1e` fails at the `e`). Separators are whitespace (space, tab, CR, LF, form
    /// feed) and at most one comma between parameters, optional wherever the tokens stay apart (also
    /// after an arc's rotation, where SVG 1.1 asks for one); no comma is allowed next to a command
    /// letter. Arc flags are the single characters `0` and `1` and need no separator after them
    /// (`a1 1 0 00 1 1`). Empty or whitespace-only data gives an empty path.
    ///
    /// ## Errors
    /// Parsing is strict: the first error throws an ``SVGPathError`` with the UTF-8 byte offset where
    /// it was found, and nothing is returned. (Browsers instead render the path up to the error; that
    /// suits drawing, not a tool whose inputs should be correct.) Numbers that are not finite doubles
    /// (`1e999`), and relative or reflected coordinates that overflow, are errors too, so every point
    /// of the result is finite.
    ///
    /// - Complexity: O(n) in the length of the data in bytes; no input traps or loops forever.
    public init(svgPathData: String) throws {
        var parser = SVGPathParser(bytes: Array(svgPathData.utf8))
        self = try parser.parse()
    }

    /// Adds an SVG elliptical arc from the current point to `end` (SVG 1.1 F.6.5 and F.6.6), as cubic
    /// pieces of at most 90°. See ``init(svgPathData:)`` for the rules.
    fileprivate mutating func addSVGArc(to end: Point, radiusX: Double, radiusY: Double,
                                        rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        let start = currentPoint ?? .zero
        // F.6.2: identical end points omit the arc; F.6.6 step 1: a zero radius makes it a line.
        if start == end { return }
        var rx = abs(radiusX), ry = abs(radiusY)
        if rx == 0 || ry == 0 {
            addLine(to: end)
            return
        }
        // fmod keeps huge angles exact; the transform snaps quarter turns to exact 0 and ±1.
        let rotation = AffineTransform(rotationAngle: fmod(rotationDegrees, 360) * (Double.pi / 180))
        let cosine = rotation.a, sine = rotation.b

        // 1. F.6.5.1: the half chord in the ellipse's own axes, x1' and y1' (halving before subtracting
        //    keeps it finite for any finite end points), then divided by the radii: (px, py) is the
        //    start point relative to the chord's midpoint on a unit circle.
        let halfX = start.x / 2 - end.x / 2, halfY = start.y / 2 - end.y / 2
        var px = (cosine * halfX + sine * halfY) / rx
        var py = (-sine * halfX + cosine * halfY) / ry

        // 2. F.6.6.2–3: Λ = px² + py². When Λ > 1 the radii cannot span the chord; scale them by √Λ,
        //    which puts the centre at the midpoint. Otherwise F.6.5.2's radicand, divided through by
        //    rx²·ry², is (1 − Λ)/Λ; its root is the centre's offset along the chord's normal.
        let norm = px.hypotenuse(py)
        var coefficient = 0.0
        if norm > 1 {
            rx *= norm
            ry *= norm
            px /= norm
            py /= norm
        } else {
            let lambda = px * px + py * py
            coefficient = Swift.max(0, (1 - lambda) / lambda).squareRoot()
            if largeArc == sweep { coefficient = -coefficient }
        }

        // 3. F.6.5.3: the centre. In unit-circle coordinates it sits at (coef·py, −coef·px) from the
        //    midpoint; (cx', cy') is that scaled by the radii, then rotated and moved back.
        let centerX = coefficient * rx * py, centerY = -coefficient * ry * px
        let center = Point(x: cosine * centerX - sine * centerY + (start.x / 2 + end.x / 2),
                           y: sine * centerX + cosine * centerY + (start.y / 2 + end.y / 2))

        // 4. F.6.5.5–6: the start and end as unit vectors from the centre, their angles, and the
        //    sweep, forced to the sign the sweep flag asks for (positive turns +x toward +y).
        let u = Point(x: px - coefficient * py, y: py + coefficient * px)
        let v = Point(x: -px - coefficient * py, y: -py + coefficient * px)
        let startAngle = atan2(u.y, u.x)
        var sweepAngle = atan2(u.x * v.y - u.y * v.x, u.x * v.x + u.y * v.y)
        if !sweep && sweepAngle > 0 { sweepAngle -= 2 * Double.pi }
        if sweep && sweepAngle < 0 { sweepAngle += 2 * Double.pi }

        // 5. Cubic pieces of the unit-circle arc, mapped onto the ellipse: scale by the radii, rotate,
        //    move to the centre. Degenerate numbers (a radius that overflowed, an angle that
        //    vanished) leave a straight line instead, so no non-finite point reaches the path.
        let toEllipse = AffineTransform(a: cosine * rx, b: sine * rx, c: -sine * ry, d: cosine * ry,
                                        tx: center.x, ty: center.y)
        var pieces: [(Point, Point, Point)] = []
        pieces.reserveCapacity(4)
        var allFinite = true
        Arc(center: .zero, radius: 1, startAngle: startAngle, sweepAngle: sweepAngle)
            .forEachCubic { control1, control2, to in
                let piece = (control1.applying(toEllipse), control2.applying(toEllipse),
                             to.applying(toEllipse))
                allFinite = allFinite && piece.0.isFinite && piece.1.isFinite && piece.2.isFinite
                pieces.append(piece)
            }
        guard allFinite, !pieces.isEmpty else {
            addLine(to: end)
            return
        }
        for (index, piece) in pieces.enumerated() {
            addCurve(to: index == pieces.count - 1 ? end : piece.2, control1: piece.0, control2: piece.1)
        }
    }
}

/// The error ``Path/init(svgPathData:)`` throws: what went wrong, and where.
///
///     do { _ = try Path(svgPathData: "M0 0 C1 2") } catch let error as SVGPathError {
///         print(error)  // SVG path data, offset 9: unexpected end of data: 'C' needs more parameters
///     }
public struct SVGPathError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Hashable, Sendable, CaseIterable {
        /// A character that cannot come here: not a command letter, nor a number where a repeated
        /// parameter group could start (for example `X`, or a number after `Z`).
        case unexpectedCharacter
        /// A command's number parameter was due, and something else came (`,` twice, a letter).
        case expectedNumber
        /// An arc flag was due, and something other than `0` or `1` came.
        case expectedFlag
        /// Non-empty data that does not begin with `M` or `m`.
        case missingInitialMoveto
        /// The data ended in the middle of a command's parameters.
        case unexpectedEnd
        /// A number, or a coordinate computed from it, is not a finite `Double` (`1e999`).
        case numberOutOfRange
    }

    /// What went wrong.
    public var kind: Kind
    /// The UTF-8 byte offset into the data where the problem was found: the offending character, the
    /// first character of the offending number, or the data's length for ``Kind/unexpectedEnd``.
    public var offset: Int
    /// The command letter whose parameters were being read, or `nil` before the first command.
    public var command: Unicode.Scalar?
    /// The character at ``offset``, or `nil` at the end of the data.
    public var found: Unicode.Scalar?

    /// Creates an error.
    public init(kind: Kind, offset: Int, command: Unicode.Scalar? = nil, found: Unicode.Scalar? = nil) {
        self.kind = kind
        self.offset = offset
        self.command = command
        self.found = found
    }

    /// `SVG path data, offset N: ` followed by what was wrong, e.g.
    /// `SVG path data, offset 12: expected a number after 'C', found ','`.
    public var description: String {
        let after = command.map { " after \(Self.quoted($0))" } ?? ""
        let foundText = found.map { ", found \(Self.quoted($0))" } ?? ", found the end of the data"
        let what: String
        switch kind {
        case .unexpectedCharacter:
            what = "unexpected character " + (found.map(Self.quoted) ?? "")
        case .expectedNumber:
            what = "expected a number" + after + foundText
        case .expectedFlag:
            what = "expected an arc flag ('0' or '1')" + after + foundText
        case .missingInitialMoveto:
            what = "path data must begin with a moveto ('M' or 'm')" + foundText
        case .unexpectedEnd:
            what = "unexpected end of data" + (command.map { ": \(Self.quoted($0)) needs more parameters" } ?? "")
        case .numberOutOfRange:
            what = "number out of range" + after + " (not a finite Double, or overflows once made absolute)"
        }
        return "SVG path data, offset \(offset): \(what)"
    }

    /// `'X'` for printable ASCII, `U+XXXX` for anything else.
    private static func quoted(_ scalar: Unicode.Scalar) -> String {
        if scalar.value > 0x20 && scalar.value < 0x7F { return "'\(Character(scalar))'" }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
    }
}

/// A single-pass reader of SVG path data over its UTF-8 bytes. Every loop advances `index` or
/// throws, and each command adds at most four elements, so work and output are linear in the input.
private struct SVGPathParser {
    let bytes: [UInt8]
    var index = 0
    var path = Path()
    /// The command letter being read (0 before the first), for error messages.
    var command: UInt8 = 0
    /// The second control point of the previous command if it was `C`/`c`/`S`/`s`, for `S`.
    var previousCubicControl: Point?
    /// The control point of the previous command if it was `Q`/`q`/`T`/`t`, for `T`.
    var previousQuadControl: Point?

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func parse() throws -> Path {
        skipWhitespace()
        guard index < bytes.count else { return path }
        let first = bytes[index]
        guard first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else {
            let isCommandOrNumber = Self.isCommand(first) || Self.startsNumber(first)
            throw failure(isCommandOrNumber ? .missingInitialMoveto : .unexpectedCharacter, at: index)
        }
        while index < bytes.count {
            let letter = bytes[index]
            guard Self.isCommand(letter) else { throw failure(.unexpectedCharacter, at: index) }
            command = letter
            index += 1
            skipWhitespace()
            if letter == UInt8(ascii: "Z") || letter == UInt8(ascii: "z") {
                path.closeSubpath()
                previousCubicControl = nil
                previousQuadControl = nil
                continue
            }
            // Parameter groups: the first is required, later ones repeat the command (a move's
            // repeats are lines). A comma between groups promises another group.
            var groupLetter = letter
            while true {
                try readGroup(groupLetter)
                if groupLetter == UInt8(ascii: "M") { groupLetter = UInt8(ascii: "L") }
                if groupLetter == UInt8(ascii: "m") { groupLetter = UInt8(ascii: "l") }
                skipWhitespace()
                guard index < bytes.count else { break }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    skipWhitespace()
                    guard index < bytes.count else { throw failure(.unexpectedEnd, at: index) }
                    guard Self.startsNumber(bytes[index]) else {
                        throw failure(.expectedNumber, at: index)
                    }
                } else if !Self.startsNumber(bytes[index]) {
                    break
                }
            }
        }
        return path
    }

    /// Reads one set of parameters for `letter` and adds what it draws.
    private mutating func readGroup(_ letter: UInt8) throws {
        let groupStart = index
        let current = path.currentPoint ?? .zero
        // Lower-case letters are relative, except a move that starts the data.
        let isRelative = letter >= UInt8(ascii: "a") && path.currentPoint != nil
        func absolute(_ x: Double, _ y: Double) throws -> Point {
            let p = isRelative ? Point(x: current.x + x, y: current.y + y) : Point(x: x, y: y)
            guard p.isFinite else { throw failure(.numberOutOfRange, at: groupStart) }
            return p
        }
        func reflected(_ control: Point?) throws -> Point {
            guard let control else { return current }
            let p = Point(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
            guard p.isFinite else { throw failure(.numberOutOfRange, at: groupStart) }
            return p
        }
        var cubicControl: Point?, quadControl: Point?
        switch letter | 0x20 {  // lower-cased
        case UInt8(ascii: "m"):
            path.move(to: try absolute(try number(), try nextNumber()))
        case UInt8(ascii: "l"):
            path.addLine(to: try absolute(try number(), try nextNumber()))
        case UInt8(ascii: "h"):
            let x = try number()
            path.addLine(to: try absolute(x, isRelative ? 0 : current.y))
        case UInt8(ascii: "v"):
            let y = try number()
            path.addLine(to: try absolute(isRelative ? 0 : current.x, y))
        case UInt8(ascii: "c"):
            let c1 = try absolute(try number(), try nextNumber())
            let c2 = try absolute(try nextNumber(), try nextNumber())
            let end = try absolute(try nextNumber(), try nextNumber())
            path.addCurve(to: end, control1: c1, control2: c2)
            cubicControl = c2
        case UInt8(ascii: "s"):
            let c2 = try absolute(try number(), try nextNumber())
            let end = try absolute(try nextNumber(), try nextNumber())
            path.addCurve(to: end, control1: try reflected(previousCubicControl), control2: c2)
            cubicControl = c2
        case UInt8(ascii: "q"):
            let c = try absolute(try number(), try nextNumber())
            let end = try absolute(try nextNumber(), try nextNumber())
            path.addQuadCurve(to: end, control: c)
            quadControl = c
        case UInt8(ascii: "t"):
            let end = try absolute(try number(), try nextNumber())
            let c = try reflected(previousQuadControl)
            path.addQuadCurve(to: end, control: c)
            quadControl = c
        default:  // "a": the only other letter `isCommand` lets through.
            let rx = try number(), ry = try nextNumber(), rotation = try nextNumber()
            let largeArc = try nextFlag(), sweep = try nextFlag()
            let end = try absolute(try nextNumber(), try nextNumber())
            path.addSVGArc(to: end, radiusX: rx, radiusY: ry, rotationDegrees: rotation,
                           largeArc: largeArc, sweep: sweep)
        }
        previousCubicControl = cubicControl
        previousQuadControl = quadControl
    }

    // MARK: Tokens

    /// Skips a separator between two parameters (whitespace, at most one comma), then reads a number.
    private mutating func nextNumber() throws -> Double {
        skipSeparator()
        return try number()
    }

    /// Skips a separator, then reads an arc flag: exactly one `0` or `1`.
    private mutating func nextFlag() throws -> Bool {
        skipSeparator()
        guard index < bytes.count else { throw failure(.unexpectedEnd, at: index) }
        switch bytes[index] {
        case UInt8(ascii: "0"): index += 1; return false
        case UInt8(ascii: "1"): index += 1; return true
        default: throw failure(.expectedFlag, at: index)
        }
    }

    /// Powers of ten that are exact doubles (10^0 through 10^22), for the fast path below.
    private static let exactPowersOfTen: [Double] = {
        var powers: [Double] = [1]
        for _ in 1...22 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    /// The most significant digits the fast path accepts: below 2^53, so the integer is exact.
    private static let fastPathDigits = 15

    /// Reads a number at `index` (greedily: `.5.5` stops before the second `.`).
    ///
    /// Short plain decimals (at most 15 significant digits, at most 22 after the point, no exponent)
    /// are an exact integer divided by an exact power of ten, which IEEE division rounds correctly
    /// (Clinger's fast path). Anything else goes to the standard library's correctly rounded
    /// conversion. Either way the result is the double nearest the decimal, so written numbers read
    /// back exactly.
    private mutating func number() throws -> Double {
        let start = index
        var i = index
        var negative = false
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
            negative = bytes[i] == UInt8(ascii: "-")
            i += 1
        }
        var significand: UInt64 = 0, significantDigits = 0, fractionDigits = 0
        var sawDigit = false
        func digit(_ byte: UInt8) {
            sawDigit = true
            if significantDigits == 0 && byte == UInt8(ascii: "0") { return }
            significantDigits += 1
            if significantDigits <= Self.fastPathDigits {
                significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
            }
        }
        while i < bytes.count, Self.isDigit(bytes[i]) {
            digit(bytes[i])
            i += 1
        }
        // A point needs a digit on at least one side: "5." and ".5" are numbers, "." is not.
        if i < bytes.count, bytes[i] == UInt8(ascii: "."),
           sawDigit || (i + 1 < bytes.count && Self.isDigit(bytes[i + 1])) {
            i += 1
            while i < bytes.count, Self.isDigit(bytes[i]) {
                digit(bytes[i])
                fractionDigits += 1
                i += 1
            }
        }
        guard sawDigit else {
            throw failure(i >= bytes.count ? .unexpectedEnd : .expectedNumber, at: i >= bytes.count ? i : start)
        }
        // An exponent only when digits follow; otherwise the number ends before the "e".
        var hasExponent = false
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            var j = i + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            if j < bytes.count, Self.isDigit(bytes[j]) {
                while j < bytes.count, Self.isDigit(bytes[j]) { j += 1 }
                i = j
                hasExponent = true
            }
        }
        index = i
        let magnitude: Double
        if !hasExponent, significantDigits <= Self.fastPathDigits,
           fractionDigits < Self.exactPowersOfTen.count {
            magnitude = Double(significand) / Self.exactPowersOfTen[fractionDigits]
        } else {
            let unsignedStart = negative || bytes[start] == UInt8(ascii: "+") ? start + 1 : start
            magnitude = Double(String(decoding: bytes[unsignedStart..<i], as: UTF8.self)) ?? .infinity
        }
        guard magnitude.isFinite else { throw failure(.numberOutOfRange, at: start) }
        return negative ? -magnitude : magnitude
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
    }

    private mutating func skipSeparator() {
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
        }
    }

    /// An error of `kind` at `offset`, with the current command and the character found there.
    private func failure(_ kind: SVGPathError.Kind, at offset: Int) -> SVGPathError {
        var found: Unicode.Scalar?
        if offset < bytes.count {
            // Offsets always fall on a scalar's first byte: only ASCII bytes are ever stepped over.
            let tail = bytes[offset..<Swift.min(offset + 4, bytes.count)]
            found = String(decoding: tail, as: UTF8.self).unicodeScalars.first
        }
        return SVGPathError(kind: kind, offset: offset,
                            command: command == 0 ? nil : Unicode.Scalar(command), found: found)
    }

    // MARK: Character classes

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func startsNumber(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// SVG's whitespace: space, tab, line feed, form feed, carriage return.
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func isCommand(_ byte: UInt8) -> Bool {
        switch byte | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "z"), UInt8(ascii: "l"), UInt8(ascii: "h"),
             UInt8(ascii: "v"), UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"),
             UInt8(ascii: "t"), UInt8(ascii: "a"):
            return true
        default:
            return false
        }
    }
}
