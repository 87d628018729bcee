import Geometry
import JSON
import Raster
import Shapes

/// Readers for the values of scene files, each throwing at the value's JSON path.
extension SceneLoader {
    /// The common keys of a view (see ``ViewAttributes``), asked for in the order error messages
    /// list them.
    static func attributes(_ object: inout JSONObjectReader) throws -> ViewAttributes {
        var attributes = ViewAttributes()
        attributes.color = try object.optional("color").map(color)
        attributes.alpha = try object.optional("alpha").map { try unit($0, "an alpha") }
        attributes.isHidden = try object.optional("hidden")?.bool()
        attributes.isInteractive = try object.optional("interactive")?.bool()
        attributes.cornerRadius = try object.optional("cornerRadius").map { try nonNegative($0, "corner radius") }
        attributes.border = try object.optional("border")?.object { border in
            ViewAttributes.Border(width: try nonNegative(try border.required("width"), "width"),
                                  color: try color(try border.required("color")))
        }
        attributes.shadow = try object.optional("shadow")?.object { shadow in
            let color = try color(try shadow.required("color"))
            let opacity = try unit(try shadow.required("opacity"), "an opacity")
            let radius = try nonNegative(try shadow.required("radius"), "radius")
            let offset = try shadow.required("offset").array(count: 2)
            return ViewAttributes.Shadow(color: color, opacity: opacity, radius: radius,
                                         offset: Size(width: try offset[0].double(), height: try offset[1].double()))
        }
        return attributes
    }

    /// `[x, y, w, h]` with w and h zero or more.
    static func frame(_ reader: JSONReader) throws -> Rect {
        let values = try reader.array(count: 4)
        return Rect(x: try values[0].double(), y: try values[1].double(),
                    width: try nonNegative(values[2], "width"), height: try nonNegative(values[3], "height"))
    }

    /// `"#RRGGBB"` or `"#RRGGBBAA"`.
    public static func color(_ reader: JSONReader) throws -> Color {
        let expected = ##"a colour "#RRGGBB" or "#RRGGBBAA""##
        guard case .string(let text) = reader.value else { throw reader.expected(expected) }
        do {
            return try Color(hex: text)
        } catch let error as ColorParseError {
            throw reader.error("expected \(expected), found \(reader.value) (\(error.reason))")
        }
    }

    /// A finite number greater than zero; `what` names it in the message ("scale", "width").
    static func positive(_ reader: JSONReader, _ what: String) throws -> Double {
        let value = try reader.double()
        guard value > 0 else { throw reader.error("expected a positive \(what), found \(reader.value)") }
        return value
    }

    /// A finite number zero or more.
    static func nonNegative(_ reader: JSONReader, _ what: String) throws -> Double {
        let value = try reader.double()
        guard value >= 0 else { throw reader.error("expected a \(what) of zero or more, found \(reader.value)") }
        return value
    }

    /// A finite number from 0 to 1.
    static func unit(_ reader: JSONReader, _ what: String) throws -> Double {
        let value = try reader.double()
        guard (0...1).contains(value) else {
            throw reader.error("expected \(what) from 0 to 1, found \(reader.value)")
        }
        return value
    }

    /// `{"small": C, "medium": C, "large": C}` with `C = {"family": "rounded" | "cut", "size": n}`.
    static func shapeScheme(_ reader: JSONReader) throws -> ShapeScheme {
        func category(_ reader: JSONReader) throws -> ShapeCategory {
            try reader.object { object in
                let family = try object.required("family").string(oneOf: ["rounded", "cut"])
                let size = try nonNegative(try object.required("size"), "size")
                return ShapeCategory(family: family == "cut" ? .cut : .rounded, size: size)
            }
        }
        return try reader.object { object in
            ShapeScheme(small: try category(try object.required("small")),
                        medium: try category(try object.required("medium")),
                        large: try category(try object.required("large")))
        }
    }

    /// A whole number without a fraction, otherwise as `Double` prints it.
    static func number(_ value: Double) -> String {
        JSONValue.number(value).serialized()
    }
}
