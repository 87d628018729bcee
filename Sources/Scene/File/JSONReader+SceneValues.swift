import JSON
import Raster
import Shapes

/// Readers for the values scene files use, with the messages the loader gives; view factories use
/// them for their kinds' keys so that every key of a file reads the same way.
///
///     let elevation = try options.optional("elevation")?.nonNegativeNumber("elevation") ?? 0
///     let tint = try options.required("tapCircleColor").color()
extension JSONReader {
    /// The value as a colour, `"#RRGGBB"` or `"#RRGGBBAA"`.
    ///
    /// - Throws: ``JSON/JSONError`` at the value's path, such as
    ///   `expected a colour "#RRGGBB" or "#RRGGBBAA", found "#FFF" (expected #RRGGBB or #RRGGBBAA)`.
    public func color() throws -> Color {
        let expectation = ##"a colour "#RRGGBB" or "#RRGGBBAA""##
        guard case .string(let text) = value else { throw expected(expectation) }
        do {
            return try Color(hex: text)
        } catch let error as ColorParseError {
            throw self.error("expected \(expectation), found \(value) (\(error.reason))")
        }
    }

    /// The value as a number greater than zero and at most 10¹² (``Geometry/CoordinateLimit``);
    /// `what` names it in the message (`expected a positive scale, found 0`).
    public func positiveNumber(_ what: String) throws -> Double {
        let number = try limitedNumber(what)
        guard number > 0 else { throw error("expected a positive \(what), found \(value)") }
        return number
    }

    /// The value as a number from 0 to 10¹² (`expected a width of zero or more, found -4`).
    public func nonNegativeNumber(_ what: String) throws -> Double {
        let number = try limitedNumber(what)
        guard number >= 0 else { throw error("expected a \(what) of zero or more, found \(value)") }
        return number
    }

    /// The value as a length in points, any sign, within ±10¹² (``Geometry/CoordinateLimit``):
    /// coordinates and offsets (`expected a y within ±1e12, found 1e300`).
    public func length(_ what: String) throws -> Double {
        try limitedNumber(what)
    }

    /// The value as a finite number from 0 to 1; `what` comes with its article
    /// (`expected an opacity from 0 to 1, found 2`).
    public func unitNumber(_ what: String) throws -> Double {
        let number = try double()
        guard (0...1).contains(number) else { throw error("expected \(what) from 0 to 1, found \(value)") }
        return number
    }
}
