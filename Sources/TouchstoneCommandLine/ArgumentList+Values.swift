import Geometry
import Raster
import Replay

/// Typed option values: every command reads its numbers, sizes, points, colours and durations
/// here, so each is parsed by one rule and refused with one kind of message.
///
/// Each accessor returns `nil` when the option is absent and throws a ``CommandLineError`` of the
/// form `COMMAND: --OPTION 'TEXT': expected WHAT` when its value does not parse or is out of
/// range. `expecting` replaces the default description of what was expected, for options whose
/// unit says more (`a positive number of pixels per point`). A required option reads
/// `try list.size("size") ?? list.missing("size", expecting: "…")`.
extension ArgumentList {
    /// The range a decimal option must lie in.
    enum Bounds {
        /// Any finite number.
        case any
        /// More than 0.
        case positive
        /// 0 or more.
        case nonNegative
        /// Strictly between 0 and 1 (a significance level).
        case unitInterior
        /// A length in points, 0 to 10¹² (``Geometry/CoordinateLimit``).
        case length
        /// Pixels per point, more than 0 and at most 10¹² (``Geometry/CoordinateLimit/maximumScale``).
        case scale

        func contains(_ value: Double) -> Bool {
            switch self {
            case .any: return true
            case .positive: return value > 0
            case .nonNegative: return value >= 0
            case .unitInterior: return value > 0 && value < 1
            case .length: return value >= 0 && CoordinateLimit.contains(value)
            case .scale: return value > 0 && value <= CoordinateLimit.maximumScale
            }
        }

        var description: String {
            switch self {
            case .any: return "a number"
            case .positive: return "a positive number"
            case .nonNegative: return "a number, 0 or more"
            case .unitInterior: return "a number strictly between 0 and 1"
            case .length: return "a number of points from 0 to 1e12"
            case .scale: return "a positive number of pixels per point, at most 1e12"
            }
        }
    }

    /// The error for an absent required option: `--OPTION is required (WHAT)`. Returns nothing; it
    /// is typed to stand on the right of `??`.
    func missing<T>(_ option: String, expecting what: String) throws -> T {
        throw CommandLineError("\(command): --\(option) is required (\(what))")
    }

    /// A finite decimal number within `bounds`.
    func double(_ option: String, _ bounds: Bounds = .any, expecting what: String? = nil) throws -> Double? {
        guard let text = value(option) else { return nil }
        guard let number = Self.decimal(text), bounds.contains(number) else {
            throw invalid(option, text, what ?? bounds.description)
        }
        return number
    }

    /// A whole number (optionally signed, decimal digits) within `range`; by default "a whole
    /// number from LOW to HIGH" is expected.
    func integer<T: FixedWidthInteger>(_ option: String, in range: ClosedRange<T>, expecting what: String? = nil) throws -> T? {
        guard let text = value(option) else { return nil }
        guard let number = T(text), range.contains(number) else {
            throw invalid(option, text, what ?? "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    /// A duration in seconds, 0 up to `limit` (if given), as whole nanoseconds
    /// (``Replay/TraceTime/nanoseconds(fromSeconds:)``).
    func duration(_ option: String, upTo limit: Double? = nil, expecting what: String? = nil) throws -> Int64? {
        guard let text = value(option) else { return nil }
        guard let seconds = Self.decimal(text), seconds >= 0, seconds <= (limit ?? .infinity),
              let nanoseconds = TraceTime.nanoseconds(fromSeconds: seconds) else {
            let range = limit.map { "seconds from 0 to \(Int($0))" } ?? "a time in seconds, 0 or more"
            throw invalid(option, text, what ?? range)
        }
        return nanoseconds
    }

    /// `WxH` in points: two decimal numbers within ±10¹², either of which may be zero or negative.
    func size(_ option: String) throws -> Size? {
        guard let (width, height) = try pair(option, separator: "x", example: "WxH", "100x40") else { return nil }
        return Size(width: width, height: height)
    }

    /// `X,Y` in points: two decimal numbers within ±10¹².
    func point(_ option: String) throws -> Point? {
        guard let (x, y) = try pair(option, separator: ",", example: "X,Y", "120,48.5") else { return nil }
        return Point(x: x, y: y)
    }

    /// A colour, `#RRGGBB` or `#RRGGBBAA`.
    func color(_ option: String) throws -> Color? {
        guard let text = value(option) else { return nil }
        do {
            return try Color(hex: text)
        } catch {
            throw CommandLineError("\(command): --\(option): \(error)")
        }
    }

    /// `WIDTH:COLOUR`: a border width of zero or more points and a colour.
    func border(_ option: String) throws -> (width: Double, color: Color)? {
        guard let text = value(option) else { return nil }
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Self.decimal(parts[0]), width >= 0, CoordinateLimit.contains(width) else {
            throw invalid(option, text, "WIDTH:COLOUR with a width from 0 to 1e12 points, for example 2:#6200EE")
        }
        do {
            return (width, try Color(hex: String(parts[1])))
        } catch {
            throw CommandLineError("\(command): --\(option) '\(text)': \(error)")
        }
    }

    /// `I/N`, a share of the job (``Replay/Shard``): whole numbers with 1 ≤ I ≤ N ≤ 10000.
    func shard(_ option: String) throws -> Shard? {
        guard let text = value(option) else { return nil }
        guard let shard = Shard(parsing: text) else {
            throw invalid(option, text, "I/N with whole numbers 1 ≤ I ≤ N ≤ \(Shard.maximumCount), for example 1/4")
        }
        return shard
    }

    /// One of an enumeration's raw values.
    func choice<T: RawRepresentable & CaseIterable>(_ option: String, of type: T.Type = T.self) throws -> T?
    where T.RawValue == String {
        guard let text = value(option) else { return nil }
        guard let result = T(rawValue: text) else {
            throw invalid(option, text, "one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return result
    }

    /// Two decimal numbers within ±10¹² (``Geometry/CoordinateLimit``) joined by `separator`.
    private func pair(_ option: String, separator: Character, example form: String,
                      _ example: String) throws -> (Double, Double)? {
        guard let text = value(option) else { return nil }
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 2, let first = Self.decimal(parts[0]), let second = Self.decimal(parts[1]),
              CoordinateLimit.contains(first), CoordinateLimit.contains(second) else {
            throw invalid(option, text, "\(form) with decimal numbers within ±1e12, for example \(example)")
        }
        return (first, second)
    }

    private func invalid(_ option: String, _ text: String, _ what: String) -> CommandLineError {
        CommandLineError("\(command): --\(option) '\(text)': expected \(what)")
    }

    /// A finite decimal number written with digits, `.`, `e`, `+`, `-` only: Swift's `Double`
    /// initializer also reads `inf`, `nan` and hexadecimal, which no option means.
    private static func decimal(_ text: some StringProtocol) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ "0123456789.eE+-".contains($0) }),
              let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
