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
///
/// A corner of your own is a ``CornerTreating`` value put in a slot with ``custom(_:)``.
public struct CornerTreatment: CornerTreating {
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
        /// A treatment of your own (MDC's subclasses of `MDCCornerTreatment`): see
        /// ``CornerTreating``.
        case custom(AnyCornerTreating)
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

    /// A corner drawn by `treatment` (see ``CornerTreating`` for its frame and rules), in any slot
    /// of a ``RectangleShapeGenerator`` or a ``ShapeCategory``.
    ///
    /// The treatment is given the view's size and measures itself, so ``valueType`` plays no part
    /// (it is ``CornerValueType/absolute``). A ``CornerTreatment`` passed here is returned as it is,
    /// so a built-in treatment keeps the generator's shortcuts.
    public static func custom(_ treatment: some CornerTreating) -> CornerTreatment {
        if let builtIn = treatment as? CornerTreatment { return builtIn }
        return CornerTreatment(.custom(AnyCornerTreating(treatment)))
    }

    /// Whether the corner is drawn by a treatment of your own (``custom(_:)``).
    public var isCustom: Bool {
        if case .custom = kind { return true }
        return false
    }

    /// The corner's outline for an interior angle, with the value taken as points whatever
    /// ``valueType`` says (MDC's `pathGeneratorForCornerWithAngle:`).
    ///
    /// - Parameter angle: the interior angle at the vertex in radians (π/2 for a rectangle).
    /// - Returns: for a rounded corner of radius r, a generator from (0, r) with an arc-to through
    ///   the vertex to `(sin θ·r, cos θ·r)`, the point r along the outgoing edge; for a cut c, a line
    ///   from (0, c) to (c, 0); for a curve (w, h), a quadratic from (0, h) with control (0, 0) to
    ///   (w, 0); for a sharp corner, an empty generator at the vertex. Cut and curved corners ignore
    ///   the angle, as in MDC, so they are exact only at right angles. A custom treatment draws
    ///   for a view of 1 × 1 point, the size at which a percentage is taken as points.
    public func pathGenerator(forCornerWithAngle angle: Double) -> PathGenerator {
        // At 1 × 1 a percentage is multiplied by 1: the value as points.
        pathGenerator(forCornerWithAngle: angle, viewSize: Size(width: 1, height: 1))
    }

    /// The corner's outline for a view of `viewSize` (MDC's `pathGeneratorForCornerWithAngle:forViewSize:`):
    /// a ``CornerValueType/percentage`` value is multiplied by the view's **height** (never the
    /// width or the shorter side, as in MDC); an absolute value is used as it is; a custom
    /// treatment is asked with both.
    public func pathGenerator(forCornerWithAngle angle: Double, viewSize: Size) -> PathGenerator {
        if case .custom(let treatment) = kind {
            return treatment.pathGenerator(forCornerWithAngle: angle, viewSize: viewSize)
        }
        return outline(angle: angle, viewSize: viewSize).generator
    }

    /// The corner's outline as ``RectangleShapeGenerator`` draws it, without building a
    /// ``PathGenerator`` (see ``CornerOutline``). For a built-in kind only: the generator draws a
    /// custom treatment through its ``PathGenerator``.
    @inline(__always)
    func outline(angle: Double, viewSize: Size) -> CornerOutline {
        outline(angle: angle, scale: valueType == .percentage ? viewSize.height : 1)
    }

    @inline(__always)
    private func outline(angle: Double, scale: Double) -> CornerOutline {
        let extents = kind.extents
        let along = extents.along * scale, across = extents.across * scale
        switch kind {
        case .sharp:
            return CornerOutline(start: .zero, end: .zero, shape: .sharp)
        case .custom:
            assertionFailure("a custom corner is drawn through its PathGenerator, not an outline")
            return CornerOutline(start: .zero, end: .zero, shape: .sharp)
        case .rounded:
            // cos(π/2) is 6e-17, not 0: a right angle (within rounding) gets the exact point.
            let isRightAngle = abs(angle - Double.pi / 2) <= 4 * Double.ulpOfOne
            let to = isRightAngle ? Point(x: along, y: 0) : Point(x: sin(angle) * along, y: cos(angle) * along)
            return CornerOutline(start: Point(x: 0, y: across), end: to, shape: .rounded(radius: along))
        case .cut:
            return CornerOutline(start: Point(x: 0, y: across), end: Point(x: along, y: 0), shape: .cut)
        case .curved:
            return CornerOutline(start: Point(x: 0, y: across), end: Point(x: along, y: 0), shape: .curved)
        }
    }
}

extension CornerTreatment.Kind {
    /// The corner's extents before scaling: at a right angle its outline runs from (0, across) to
    /// (along, 0) in the local frame, scaled by the value type's factor. Both the general route and
    /// the axis-aligned one (``AxisAlignedOutline``) take a built-in corner's geometry from here
    /// (a custom one has none: (0, 0), and neither route reads it).
    @inline(__always)
    var extents: (along: Double, across: Double) {
        switch self {
        case .sharp: return (0, 0)
        case .rounded(let radius): return (radius, radius)
        case .cut(let cut): return (cut, cut)
        case .curved(let size): return (size.width, size.height)
        case .custom: return (0, 0)
        }
    }
}

/// A corner's outline in its local frame: what ``CornerTreatment/pathGenerator(forCornerWithAngle:viewSize:)``
/// records, as a small value that ``RectangleShapeGenerator`` replays directly.
///
/// Every built-in treatment records at most one command, so this holds the start point, the recorded end
/// point (the command's destination) and the command's kind, and ``append(to:transform:)`` does
/// exactly what ``PathGenerator/append(to:transform:)`` does with that one command, operation for
/// operation, so the outlines are bit-identical (ShapeEquivalenceTests pins them). It exists for
/// speed: a ``PathGenerator`` is a 250-byte value with an array, whose copies and reference counts
/// would cost a rectangle built by the general route far more than its arithmetic.
struct CornerOutline {
    enum Shape {
        /// No command.
        case sharp
        /// A tangent arc through the vertex (the origin) to ``CornerOutline/end``.
        case rounded(radius: Double)
        /// A line to ``CornerOutline/end``.
        case cut
        /// A quadratic curve with the vertex as control point, to ``CornerOutline/end``.
        case curved
    }

    /// Where the outline starts (the generator's start point).
    let start: Point
    /// The recorded end point: the command's destination (or the start, for a sharp corner).
    let end: Point
    let shape: Shape

    /// The equivalent generator, for the public API.
    var generator: PathGenerator {
        var generator = PathGenerator(startPoint: start)
        switch shape {
        case .sharp: break
        case .rounded(let r): generator.addArc(tangentPoint: .zero, to: end, radius: r)
        case .cut: generator.addLine(to: end)
        case .curved: generator.addQuadCurve(control: .zero, to: end)
        }
        return generator
    }

    /// Replays the outline into `path` under `transform`, as ``PathGenerator/append(to:transform:)``
    /// replays the generator.
    func append(to path: inout Path, transform: AffineTransform) {
        switch shape {
        case .sharp:
            return
        case .cut:
            path.addLine(to: end.applying(transform))
        case .curved:
            path.addQuadCurve(to: end.applying(transform), control: Point.zero.applying(transform))
        case .rounded(let r):
            // The arc starts from where the path really is, mapped back into the local frame.
            var localCurrent = start
            if let current = path.currentPoint, let inverse = transform.inverted() {
                localCurrent = current.applying(inverse)
            }
            guard let arc = TangentArc(from: localCurrent, corner: .zero, to: end, radius: r) else {
                PathGenerator.appendImpliedLine(to: .zero, into: &path, transform)
                return
            }
            PathGenerator.appendImpliedLine(to: arc.start, into: &path, transform)
            arc.forEachCubic { c1, c2, p in
                path.addCurve(to: p.applying(transform), control1: c1.applying(transform),
                              control2: c2.applying(transform))
            }
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
