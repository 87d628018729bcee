import Geometry
import JSON
import Raster
import Shapes

/// Readers for the parts of scene files, each throwing at the value's JSON path (the scalar
/// readers are in JSONReader+SceneValues.swift).
extension SceneLoader {
    /// The common keys of a view (see ``ViewAttributes``), asked for in the order error messages
    /// list them.
    static func attributes(_ object: inout JSONObjectReader) throws -> ViewAttributes {
        var attributes = ViewAttributes()
        attributes.color = try object.optional("color")?.color()
        attributes.alpha = try object.optional("alpha")?.unitNumber("an alpha")
        attributes.isHidden = try object.optional("hidden")?.bool()
        attributes.isInteractive = try object.optional("interactive")?.bool()
        attributes.cornerRadius = try object.optional("cornerRadius")?.nonNegativeNumber("corner radius")
        attributes.border = try object.optional("border")?.object { border in
            ViewAttributes.Border(width: try border.required("width").nonNegativeNumber("width"),
                                  color: try border.required("color").color())
        }
        attributes.shadow = try object.optional("shadow")?.object { shadow in
            let color = try shadow.required("color").color()
            let opacity = try shadow.required("opacity").unitNumber("an opacity")
            let radius = try shadow.required("radius").nonNegativeNumber("radius")
            let offset = try shadow.required("offset").array(count: 2)
            return ViewAttributes.Shadow(color: color, opacity: opacity, radius: radius,
                                         offset: Size(width: try offset[0].length("offset"), height: try offset[1].length("offset")))
        }
        return attributes
    }

    /// `[x, y, w, h]` with w and h zero or more.
    static func frame(_ reader: JSONReader) throws -> Rect {
        let values = try reader.array(count: 4)
        return Rect(x: try values[0].length("x"), y: try values[1].length("y"),
                    width: try values[2].nonNegativeNumber("width"), height: try values[3].nonNegativeNumber("height"))
    }

    /// `{"small": C, "medium": C, "large": C}` with `C = {"family": "rounded" | "cut", "size": n}`.
    static func shapeScheme(_ reader: JSONReader) throws -> ShapeScheme {
        func category(_ reader: JSONReader) throws -> ShapeCategory {
            try reader.object { object in
                let family = try object.required("family").string(oneOf: ["rounded", "cut"])
                let size = try object.required("size").nonNegativeNumber("size")
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
