#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// A recorded list of drawing commands with a start point and a tracked end point, replayed into a
/// ``Geometry/Path`` under a transform (MDC's `MDCPathGenerator`).
///
/// Corner and edge treatments describe their outline this way, in a local frame that the rectangle
/// generator then rotates and translates into place.
///
/// Replaying never emits a move to ``startPoint``: the caller positions the path first. Arc commands
/// are evaluated at replay time against the *target path's* actual current point (mapped back into
/// the local frame), as CoreGraphics does; that is what makes oversized corners of
/// ``RectangleShapeGenerator`` draw the same self-intersecting outline as on a device.
///
/// Up to four commands are stored inline, so the treatments of the shape library build their
/// generators without allocating.
public struct PathGenerator: Hashable, Sendable {
    /// One recorded command, in the generator's local coordinates.
    public enum Command: Hashable, Sendable {
        /// A straight line to a point.
        case line(to: Point)
        /// `CGPathAddArc`: an arc on a circle, with an implied line from the current point.
        case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
        /// `CGPathAddArcToPoint`: an arc tangent to current → `tangent` and `tangent` → `to`.
        case tangentArc(tangent: Point, to: Point, radius: Double)
        /// A cubic Bézier curve.
        case curve(control1: Point, control2: Point, to: Point)
        /// A quadratic Bézier curve.
        case quadCurve(control: Point, to: Point)
    }

    /// Where the generator's outline begins; replay assumes the path is already there.
    public let startPoint: Point

    /// Where the outline ends, as MDC records it: the last command's destination point. For an arc
    /// that is the point at its end angle; for a tangent arc it is the `to` point, even though the
    /// arc itself ends at the second tangent point.
    public private(set) var endPoint: Point

    private var inline: (Command, Command, Command, Command)
    private var inlineCount = 0
    private var overflow: [Command] = []

    /// An empty generator starting (and ending) at `startPoint`; the origin by default.
    public init(startPoint: Point = .zero) {
        self.startPoint = startPoint
        endPoint = startPoint
        let filler = Command.line(to: .zero)
        inline = (filler, filler, filler, filler)
    }

    /// The number of recorded commands.
    public var count: Int { inlineCount + overflow.count }

    /// The recorded commands, in order.
    public var commands: [Command] {
        (0..<count).map { self[$0] }
    }

    private subscript(index: Int) -> Command {
        switch index {
        case 0: return inline.0
        case 1: return inline.1
        case 2: return inline.2
        case 3: return inline.3
        default: return overflow[index - 4]
        }
    }

    private mutating func record(_ command: Command, endingAt end: Point) {
        switch inlineCount {
        case 0: inline.0 = command
        case 1: inline.1 = command
        case 2: inline.2 = command
        case 3: inline.3 = command
        default: overflow.append(command)
        }
        if inlineCount < 4 { inlineCount += 1 }
        endPoint = end
    }

    /// Records a line to `point`.
    public mutating func addLine(to point: Point) {
        record(.line(to: point), endingAt: point)
    }

    /// Records a `CGPathAddArc` arc; the end point becomes `center + radius·(cos endAngle, sin endAngle)`.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool) {
        let end = Point(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
        record(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                    clockwise: clockwise), endingAt: end)
    }

    /// Records a `CGPathAddArcToPoint` arc; the end point becomes `point` whatever the arc's geometry.
    public mutating func addArc(tangentPoint: Point, to point: Point, radius: Double) {
        record(.tangentArc(tangent: tangentPoint, to: point, radius: radius), endingAt: point)
    }

    /// Records a cubic Bézier curve to `point`.
    public mutating func addCurve(control1: Point, control2: Point, to point: Point) {
        record(.curve(control1: control1, control2: control2, to: point), endingAt: point)
    }

    /// Records a quadratic Bézier curve to `point`.
    public mutating func addQuadCurve(control: Point, to point: Point) {
        record(.quadCurve(control: control, to: point), endingAt: point)
    }

    /// Replays the commands into `path`, every point mapped by `transform` (MDC's
    /// `appendToCGPath:transform:`). No move is emitted; if `path` has no current point, the first
    /// drawing command starts a subpath as ``Geometry/Path`` documents.
    public func append(to path: inout Path, transform: AffineTransform = .identity) {
        append(to: &path, transform: transform, snappingEndTo: nil)
    }

    /// Replays like ``append(to:transform:)``; when the last command is a line whose mapped end lies
    /// within ``impliedLineTolerance`` (relative) of `snapTarget`, the line ends exactly there. The
    /// rectangle generator uses it so an edge meets the next corner exactly instead of 1e-14 away
    /// after the rotation's rounding.
    func append(to path: inout Path, transform: AffineTransform, snappingEndTo snapTarget: Point?) {
        // Only tangent arcs read the current point in the local frame, so the inverse is computed
        // the first time one does (most generators are lines).
        var inverse: AffineTransform?? = .none
        var localCurrent = startPoint
        for index in 0..<count {
            let command = self[index]
            // Arcs depend on where the path really is, which may differ from where this generator
            // believes it starts (an oversized neighbouring corner overshoots, for example).
            if case .tangentArc = command, let current = path.currentPoint {
                if inverse == nil { inverse = .some(transform.inverted()) }
                if case .some(.some(let inverse)) = inverse { localCurrent = current.applying(inverse) }
            }
            switch command {
            case .line(let p):
                var target = p.applying(transform)
                if index == count - 1, let snapTarget, PathGenerator.isCoincident(target, snapTarget) {
                    target = snapTarget
                }
                path.addLine(to: target)
                localCurrent = p
            case .curve(let c1, let c2, let p):
                path.addCurve(to: p.applying(transform), control1: c1.applying(transform),
                              control2: c2.applying(transform))
                localCurrent = p
            case .quadCurve(let c, let p):
                path.addQuadCurve(to: p.applying(transform), control: c.applying(transform))
                localCurrent = p
            case .arc(let center, let radius, let start, let end, let clockwise):
                let arc = Arc(center: center, radius: radius, startAngle: start, endAngle: end,
                              clockwise: clockwise)
                PathGenerator.appendImpliedLine(to: arc.startPoint, into: &path, transform)
                arc.forEachCubic { c1, c2, p in
                    path.addCurve(to: p.applying(transform), control1: c1.applying(transform),
                                  control2: c2.applying(transform))
                }
                localCurrent = arc.endPoint
            case .tangentArc(let tangent, let to, let radius):
                guard let arc = TangentArc(from: localCurrent, corner: tangent, to: to, radius: radius)
                else {
                    PathGenerator.appendImpliedLine(to: tangent, into: &path, transform)
                    localCurrent = tangent
                    continue
                }
                PathGenerator.appendImpliedLine(to: arc.start, into: &path, transform)
                arc.forEachCubic { c1, c2, p in
                    path.addCurve(to: p.applying(transform), control1: c1.applying(transform),
                                  control2: c2.applying(transform))
                }
                localCurrent = arc.end
            }
        }
    }

    /// The implied line of an arc command, omitted when the path is already there: exactly, or
    /// within ``impliedLineTolerance`` after the round trip through the inverse transform.
    static func appendImpliedLine(to local: Point, into path: inout Path, _ transform: AffineTransform) {
        let target = local.applying(transform)
        if let current = path.currentPoint, isCoincident(current, target) { return }
        path.addLine(to: target)
    }

    static func isCoincident(_ a: Point, _ b: Point) -> Bool {
        let scale = Swift.max(1, abs(a.x), abs(a.y))
        return a.isApproximatelyEqual(to: b, tolerance: PathGenerator.impliedLineTolerance * scale)
    }

    /// Relative distance below which two replayed points are treated as the same, 1e-12: a few
    /// ulps of the coordinates, the error of mapping a point through a rotation and back, and far
    /// below any distance that changes a pixel or a hit test.
    public static let impliedLineTolerance = 1e-12
}

extension PathGenerator {
    /// Generators are equal when they start at the same point and record the same commands.
    public static func == (a: PathGenerator, b: PathGenerator) -> Bool {
        a.startPoint == b.startPoint && a.commands == b.commands
    }

    /// Hashes the start point and the commands.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(startPoint)
        hasher.combine(commands)
    }
}
