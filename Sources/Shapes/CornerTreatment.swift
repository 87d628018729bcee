#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// How a corner of a ``RectangleShapeGenerator`` is drawn (MDC's `MDCCornerTreatment` and the
/// shape library's rounded, cut and curved subclasses).
///
/// A treatment draws its corner in a local frame: the vertex at (0, 0), the incoming edge arriving
/// along local +y and the outgoing edge leaving along +x for a right angle (at `angle` from +y in
/// general). The rectangle generator rotates that frame into place.
///
///     let corner = CornerTreatment.rounded(radius: 8)
///     let generator = corner.pathGenerator(forCornerWithAngle: .pi / 2)
///     // starts at (0, 8), arcs through the vertex's neighbourhood to (8, 0)
///
/// Values are never clamped (see ``RectangleShapeGenerator``). Two treatments are equal when they
/// have the same kind, value and value type, as in MDC.
public struct CornerTreatment: Hashable, Sendable {
    /// The outline a corner takes.
    public enum Kind: Hashable, Sendable {
        /// A sharp corner: MDC's base `MDCCornerTreatment`, an empty generator at the vertex.
        case sharp
        /// A circular arc of this radius (`MDCRoundedCornerTreatment`).
        case rounded(radius: Double)
        /// A straight cut this far along each edge (`MDCCutCornerTreatment`).
        case cut(Double)
        /// A quadratic curve with the vertex as its control point (`MDCCurvedCornerTreatment`);
        /// `width` is the extent along the outgoing edge, `height` along the incoming one.
        case curved(Size)
    }

    /// The kind of corner and its value.
    public var kind: Kind
    /// Whether the value is in points or a fraction of the view's height.
    public var valueType: CornerValueType

    /// Creates a treatment.
    public init(_ kind: Kind, valueType: CornerValueType = .absolute) {
        self.kind = kind
        self.valueType = valueType
    }

    /// A sharp corner.
    public static let sharp = CornerTreatment(.sharp)

    /// A rounded corner (MDC's `cornerWithRadius:valueType:`).
    public static func rounded(radius: Double, valueType: CornerValueType = .absolute) -> CornerTreatment {
        CornerTreatment(.rounded(radius: radius), valueType: valueType)
    }

    /// A cut corner (MDC's `cornerWithCut:valueType:`).
    public static func cut(_ cut: Double, valueType: CornerValueType = .absolute) -> CornerTreatment {
        CornerTreatment(.cut(cut), valueType: valueType)
    }

    /// A curved corner (MDC's `cornerWithCurve:valueType:`).
    public static func curved(_ size: Size, valueType: CornerValueType = .absolute) -> CornerTreatment {
        CornerTreatment(.curved(size), valueType: valueType)
    }

    /// The corner's outline for an interior angle, with the value taken as points whatever
    /// ``valueType`` says (MDC's `pathGeneratorForCornerWithAngle:`).
    ///
    /// - Parameter angle: the interior angle at the vertex in radians (π/2 for a rectangle).
    /// - Returns: for a rounded corner of radius r, a generator from (0, r) with an arc-to through
    ///   the vertex to `(sin θ·r, cos θ·r)`, the point r along the outgoing edge; for a cut c, a line
    ///   from (0, c) to (c, 0); for a curve (w, h), a quadratic from (0, h) with control (0, 0) to
    ///   (w, 0); for a sharp corner, an empty generator at the vertex. Cut and curved corners ignore
    ///   the angle, as in MDC, so they are exact only at right angles.
    public func pathGenerator(forCornerWithAngle angle: Double) -> PathGenerator {
        pathGenerator(angle: angle, scale: 1)
    }

    /// The corner's outline for a view of `viewSize` (MDC's `pathGeneratorForCornerWithAngle:forViewSize:`):
    /// a ``CornerValueType/percentage`` value is multiplied by the view's **height** (never the
    /// width or the shorter side, as in MDC); an absolute value is used as it is.
    public func pathGenerator(forCornerWithAngle angle: Double, viewSize: Size) -> PathGenerator {
        pathGenerator(angle: angle, scale: valueType == .percentage ? viewSize.height : 1)
    }

    private func pathGenerator(angle: Double, scale: Double) -> PathGenerator {
        switch kind {
        case .sharp:
            return PathGenerator()
        case .rounded(let radius):
            let r = radius * scale
            var generator = PathGenerator(startPoint: Point(x: 0, y: r))
            // cos(π/2) is 6e-17, not 0: a right angle (within rounding) gets the exact point.
            let isRightAngle = abs(angle - Double.pi / 2) <= 4 * Double.ulpOfOne
            let to = isRightAngle ? Point(x: r, y: 0) : Point(x: sin(angle) * r, y: cos(angle) * r)
            generator.addArc(tangentPoint: .zero, to: to, radius: r)
            return generator
        case .cut(let cut):
            let c = cut * scale
            var generator = PathGenerator(startPoint: Point(x: 0, y: c))
            generator.addLine(to: Point(x: c, y: 0))
            return generator
        case .curved(let size):
            let w = size.width * scale, h = size.height * scale
            var generator = PathGenerator(startPoint: Point(x: 0, y: h))
            generator.addQuadCurve(control: .zero, to: Point(x: w, y: 0))
            return generator
        }
    }
}

/// How a corner treatment's value is measured (MDC's `MDCCornerTreatmentValueType`).
public enum CornerValueType: Int, Hashable, Sendable {
    /// Points (MDC's default).
    case absolute = 0
    /// A fraction, usually 0–1, of the view's height.
    case percentage = 1
}
