#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import Shapes

// Corner and edge treatments of the tests' own, written as a user of `CornerTreating` and
// `EdgeTreating` writes them: shapes the built-in treatments cannot draw (a ticket's notched sides,
// scooped corners, a cut measured on the shorter side), and MDC's shape-library treatments written
// again from MDC's description (`MDCRoundedCornerTreatment` and its siblings), so that a
// rectangle drawn through them checks the built-in treatments' shortcuts independently.

/// A semicircular notch of `radius` cut into the middle of an edge: a ticket's side.
public struct NotchedEdge: EdgeTreating {
    public var radius: Double
    public init(radius: Double) { self.radius = radius }

    public func pathGenerator(forEdgeWithLength length: Double) -> PathGenerator {
        var generator = PathGenerator()
        generator.addLine(to: Point(x: length / 2 - radius, y: 0))
        // Angles decrease from π to 0 through π/2, the point (length/2, radius): into the shape.
        generator.addArc(center: Point(x: length / 2, y: 0), radius: radius, startAngle: .pi, endAngle: 0, clockwise: true)
        generator.addLine(to: Point(x: length, y: 0))
        return generator
    }
}

/// A corner scooped inwards: a quarter circle of `radius` centred on the vertex, concave.
public struct ScoopedCorner: CornerTreating {
    public var radius: Double
    public init(radius: Double) { self.radius = radius }

    public func pathGenerator(forCornerWithAngle angle: Double, viewSize: Size) -> PathGenerator {
        var generator = PathGenerator(startPoint: Point(x: 0, y: radius))
        generator.addArc(center: .zero, radius: radius, startAngle: .pi / 2, endAngle: 0, clockwise: true)
        return generator
    }
}

/// A straight cut of `fraction` of the view's shorter side along each edge (MDC's percentage
/// corners measure the height only; this one reads both sides of the size it is given).
public struct ShorterSideCut: CornerTreating {
    public var fraction: Double
    public init(fraction: Double) { self.fraction = fraction }

    public func pathGenerator(forCornerWithAngle angle: Double, viewSize: Size) -> PathGenerator {
        let cut = fraction * Swift.min(abs(viewSize.width), abs(viewSize.height))
        var generator = PathGenerator(startPoint: Point(x: 0, y: cut))
        generator.addLine(to: Point(x: cut, y: 0))
        return generator
    }
}

/// A cut `incoming` points up the incoming edge and `outgoing` points along the outgoing edge, in
/// the edge's true direction at any interior angle: the corner of an uneven bevel.
public struct BevelCorner: CornerTreating {
    public var incoming: Double, outgoing: Double
    public init(incoming: Double, outgoing: Double) { (self.incoming, self.outgoing) = (incoming, outgoing) }

    public func pathGenerator(forCornerWithAngle angle: Double, viewSize: Size) -> PathGenerator {
        var generator = PathGenerator(startPoint: Point(x: 0, y: incoming))
        generator.addLine(to: Point(x: sin(angle) * outgoing, y: cos(angle) * outgoing))
        return generator
    }
}

/// MDC's rounded corner (`MDCRoundedCornerTreatment`), from its description: from (0, r) an arc
/// tangent at the vertex to the point r along the outgoing edge, (sin θ · r, cos θ · r), which is
/// (r, 0) at a right angle (Touchstone takes a right angle's exact 0 rather than cos(π/2)).
/// `percent`: the radius is a fraction of the view's height.
public struct HandRoundedCorner: CornerTreating {
    public var radius: Double, percent: Bool
    public init(radius: Double, percent: Bool = false) { (self.radius, self.percent) = (radius, percent) }

    public func pathGenerator(forCornerWithAngle angle: Double, viewSize: Size) -> PathGenerator {
        let r = percent ? radius * viewSize.height : radius
        let rightAngle = abs(angle - Double.pi / 2) <= 4 * Double.ulpOfOne
        let to = rightAngle ? Point(x: r, y: 0) : Point(x: sin(angle) * r, y: cos(angle) * r)
        var generator = PathGenerator(startPoint: Point(x: 0, y: r))
        generator.addArc(tangentPoint: .zero, to: to, radius: r)
        return generator
    }
}

/// MDC's cut corner (`MDCCutCornerTreatment`): a line from (0, c) to (c, 0), whatever the angle.
public struct HandCutCorner: CornerTreating {
    public var cut: Double, percent: Bool
    public init(cut: Double, percent: Bool = false) { (self.cut, self.percent) = (cut, percent) }

    public func pathGenerator(forCornerWithAngle angle: Double, viewSize: Size) -> PathGenerator {
        let c = percent ? cut * viewSize.height : cut
        var generator = PathGenerator(startPoint: Point(x: 0, y: c))
        generator.addLine(to: Point(x: c, y: 0))
        return generator
    }
}

/// MDC's curved corner (`MDCCurvedCornerTreatment`): a quadratic from (0, h) with the vertex as its
/// control point to (w, 0).
public struct HandCurvedCorner: CornerTreating {
    public var size: Size, percent: Bool
    public init(size: Size, percent: Bool = false) { (self.size, self.percent) = (size, percent) }

    public func pathGenerator(forCornerWithAngle angle: Double, viewSize: Size) -> PathGenerator {
        let scale = percent ? viewSize.height : 1
        var generator = PathGenerator(startPoint: Point(x: 0, y: size.height * scale))
        generator.addQuadCurve(control: .zero, to: Point(x: size.width * scale, y: 0))
        return generator
    }
}

/// MDC's sharp corner (the base `MDCCornerTreatment`): nothing, at the vertex.
public struct HandSharpCorner: CornerTreating {
    public init() {}
    public func pathGenerator(forCornerWithAngle angle: Double, viewSize: Size) -> PathGenerator { PathGenerator() }
}

/// MDC's triangle edge (`MDCTriangleEdgeTreatment`): lines to (L/2 − s, 0), the apex (L/2, ±s) (+s
/// into the shape for a cut), (L/2 + s, 0) and (L, 0).
public struct HandTriangleEdge: EdgeTreating {
    public var size: Double, isCut: Bool
    public init(size: Double, isCut: Bool) { (self.size, self.isCut) = (size, isCut) }

    public func pathGenerator(forEdgeWithLength length: Double) -> PathGenerator {
        var generator = PathGenerator()
        generator.addLine(to: Point(x: length / 2 - size, y: 0))
        generator.addLine(to: Point(x: length / 2, y: isCut ? size : -size))
        generator.addLine(to: Point(x: length / 2 + size, y: 0))
        generator.addLine(to: Point(x: length, y: 0))
        return generator
    }
}

/// MDC's base edge (`MDCEdgeTreatment`): one line to (L, 0).
public struct HandStraightEdge: EdgeTreating {
    public init() {}
    public func pathGenerator(forEdgeWithLength length: Double) -> PathGenerator {
        var generator = PathGenerator()
        generator.addLine(to: Point(x: length, y: 0))
        return generator
    }
}

extension RectangleShapeGenerator {
    /// A ticket: sharp corners, straight top and bottom, a ``NotchedEdge`` of `notchRadius` in the
    /// middle of the left and right sides.
    public static func ticket(notchRadius: Double) -> RectangleShapeGenerator {
        var generator = RectangleShapeGenerator()
        generator.leftEdge = .custom(NotchedEdge(radius: notchRadius))
        generator.rightEdge = .custom(NotchedEdge(radius: notchRadius))
        return generator
    }

    /// The same rectangle with every built-in treatment replaced by its hand-written twin above, so
    /// that it draws through the custom route what the built-in route draws.
    public var handWritten: RectangleShapeGenerator {
        var copy = self
        copy.corners = corners.map { corner in
            let percent = corner.valueType == .percentage
            switch corner.kind {
            case .sharp: return .custom(HandSharpCorner())
            case .rounded(let r): return .custom(HandRoundedCorner(radius: r, percent: percent))
            case .cut(let c): return .custom(HandCutCorner(cut: c, percent: percent))
            case .curved(let s): return .custom(HandCurvedCorner(size: s, percent: percent))
            case .custom: return corner
            }
        }
        copy.edges = edges.map { edge in
            switch edge {
            case .straight: return .custom(HandStraightEdge())
            case .triangle(let size, let style): return .custom(HandTriangleEdge(size: size, isCut: style == .cut))
            case .custom: return edge
            }
        }
        return copy
    }
}
