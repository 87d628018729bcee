/// A colour with straight (not premultiplied) 8-bit components, sRGB-encoded as stored.
///
/// Touchstone blends encoded values directly, as Core Animation does, so no linearisation happens
/// anywhere. Parse one from `#RRGGBB` or `#RRGGBBAA` with ``init(hex:)``.
@frozen
public struct Color: Hashable, Sendable {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Opacity, 0 (transparent) – 255 (opaque).
    public var alpha: UInt8

    /// Creates a colour from its components.
    @inlinable
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Opaque black, the default fill.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 255, green: 255, blue: 255)
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Parses `#RRGGBB` (opaque) or `#RRGGBBAA`, hex digits in either case.
    ///
    /// - Throws: ``ColorParseError`` naming the text and what was expected.
    public init(hex text: String) throws {
        let digits = Array(text.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else {
            throw ColorParseError(text: text, reason: "expected #RRGGBB or #RRGGBBAA")
        }
        func value(_ c: UInt8) -> UInt8? {
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
            default: return nil
            }
        }
        var components: [UInt8] = []
        var index = 1
        while index < digits.count {
            guard let high = value(digits[index]), let low = value(digits[index + 1]) else {
                throw ColorParseError(text: text, reason: "'\(String(decoding: digits[index...index + 1], as: UTF8.self))' at offset \(index) is not a pair of hex digits")
            }
            components.append(high << 4 | low)
            index += 2
        }
        self.init(red: components[0], green: components[1], blue: components[2],
                  alpha: components.count == 4 ? components[3] : 255)
    }

    /// The colour as `#RRGGBBAA`, lower case.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var bytes: [UInt8] = [UInt8(ascii: "#")]
        for c in [red, green, blue, alpha] {
            bytes.append(digits[Int(c >> 4)])
            bytes.append(digits[Int(c & 15)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The colour with its alpha multiplied by `opacity` (clamped to 0…1; NaN counts as 0), rounded
    /// to the nearest integer.
    public func multiplyingAlpha(by opacity: Double) -> Color {
        let factor = opacity >= 0 ? Swift.min(opacity, 1) : 0
        var copy = self
        copy.alpha = UInt8((Double(alpha) * factor).rounded())
        return copy
    }

    /// The premultiplied form: each colour component times alpha/255, rounded to nearest.
    @inlinable
    public var premultiplied: PremultipliedColor {
        PremultipliedColor(red: PremultipliedColor.multiply(red, alpha),
                           green: PremultipliedColor.multiply(green, alpha),
                           blue: PremultipliedColor.multiply(blue, alpha), alpha: alpha)
    }
}

/// A malformed colour.
public struct ColorParseError: Error, Equatable, CustomStringConvertible {
    /// The text that was given.
    public var text: String
    /// What was wrong.
    public var reason: String

    /// `colour 'text': reason`.
    public var description: String { "colour '\(text)': \(reason)" }
}

/// A colour with premultiplied 8-bit components, as ``Canvas`` stores pixels: each colour component
/// is at most ``alpha``.
@frozen
public struct PremultipliedColor: Hashable, Sendable {
    /// Red times alpha / 255.
    public var red: UInt8
    /// Green times alpha / 255.
    public var green: UInt8
    /// Blue times alpha / 255.
    public var blue: UInt8
    /// Opacity.
    public var alpha: UInt8

    /// Creates a premultiplied colour from components that already satisfy `component ≤ alpha`.
    @inlinable
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Transparent black.
    public static let clear = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// `round(c · a / 255)` exactly, for 8-bit c and a: with `t = c·a + 128`, `(t + (t >> 8)) >> 8`
    /// equals the rounded quotient for every t in range (Blinn's exact division by 255).
    @inlinable
    public static func multiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
        let t = UInt32(c) * UInt32(a) + 128
        return UInt8((t + (t >> 8)) >> 8)
    }

    /// The straight colour: each component times 255/alpha, rounded to nearest and capped at 255;
    /// transparent pixels become transparent black. Premultiplying the result gives back `self`
    /// whenever `self` came from premultiplying.
    public var unpremultiplied: Color {
        guard alpha > 0 else { return .clear }
        func divide(_ c: UInt8) -> UInt8 {
            UInt8(Swift.min(255, (UInt32(c) * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
        }
        return Color(red: divide(red), green: divide(green), blue: divide(blue), alpha: alpha)
    }
}
