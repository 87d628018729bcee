import Geometry
import SeededRandom
import Shapes

/// A shape to fuzz: a spec, the view size it is drawn at, and the name of its kind for the
/// statistics.
public struct FuzzShape: Sendable {
    /// The shape spec, as `touchstone shape` takes it.
    public var spec: ShapeSpec
    /// The view size (any finite values: zero, tiny, huge and negative included).
    public var size: Size

    /// Creates a shape.
    public init(spec: ShapeSpec, size: Size) {
        self.spec = spec
        self.size = size
    }

    /// The kind for statistics: "rectangle", "pill", "curvedRect", "slantedRect", "scheme",
    /// "svgPath".
    public var kind: String {
        switch spec {
        case .rectangle: return "rectangle"
        case .pill: return "pill"
        case .curvedRect: return "curvedRect"
        case .slantedRect: return "slantedRect"
        case .scheme: return "scheme"
        case .svgPath: return "svgPath"
        }
    }

    /// The outline, as production draws it.
    public var path: Path { spec.path(for: size) }
}

/// Random shape specs and view sizes covering every treatment and the degenerate cases:
/// rounded, cut, curved and sharp corners (absolute and percentage), corner offsets, triangle
/// edges (cut and handle), pills, curved and slanted rectangles, scheme shapes and free SVG
/// outlines with lines, quadratics, cubics, arcs, open and several subpaths; sizes zero, tiny,
/// huge and negative; corners larger than half a side, which make the outline intersect itself.
///
/// The same entropy gives the same shape (no other state).
public enum ShapeCaseGenerator {
    /// A random shape.
    public static func shape<R: RandomNumberGenerator>(using random: inout R) -> FuzzShape {
        let size = self.size(using: &random)
        // Values relative to the view's extent; a zero-sized view takes values relative to 1.
        let extent = Swift.max(size.width.magnitude, size.height.magnitude)
        let scale = extent > 0 ? extent : 1
        let spec: ShapeSpec
        switch random.int(20) {
        case 0..<11:
            spec = .rectangle(rectangle(scale: scale, height: size.height, using: &random))
        case 11:
            spec = .pill
        case 12, 13:
            spec = .curvedRect(CurvedRectShapeGenerator(cornerSize: Size(width: value(scale, using: &random),
                                                                         height: value(scale, using: &random))))
        case 14, 15:
            spec = .slantedRect(SlantedRectShapeGenerator(slant: signedValue(scale, using: &random)))
        case 16:
            spec = .scheme(random.pick(ShapeSize.allCases))
        default:
            spec = .svgPath(outline(size: size, using: &random))
        }
        return FuzzShape(spec: spec, size: size)
    }

    /// A view size: mostly ordinary, sometimes zero, tiny, huge or negative in either dimension.
    static func size<R: RandomNumberGenerator>(using random: inout R) -> Size {
        func dimension() -> Double {
            switch random.int(16) {
            case 0: return 0
            case 1: return random.magnitude(-12, -3)
            case 2: return random.magnitude(5, 9)
            case 3: return -nice(random.uniform(1, 300), using: &random)
            default: return nice(random.uniform(1, 400), using: &random)
            }
        }
        return Size(width: dimension(), height: dimension())
    }

    /// A rectangle generator with random corners, edges and offsets.
    static func rectangle<R: RandomNumberGenerator>(scale: Double, height: Double,
                                                    using random: inout R) -> RectangleShapeGenerator {
        var generator = RectangleShapeGenerator()
        if random.chance(0.4) {
            generator.setCorners(corner(scale: scale, using: &random))
        } else {
            generator.corners = (0..<4).map { _ in corner(scale: scale, using: &random) }
        }
        if random.chance(0.3) {
            generator.edges = (0..<4).map { _ in
                guard random.chance(0.6) else { return .straight }
                return .triangle(size: value(scale, using: &random) * 0.5,
                                 style: random.chance(0.5) ? .cut : .handle)
            }
        }
        if random.chance(0.2) {
            generator.cornerOffsets = (0..<4).map { _ in
                random.chance(0.5) ? .zero : Point(x: signedValue(scale, using: &random) * 0.3,
                                                   y: signedValue(scale, using: &random) * 0.3)
            }
        }
        return generator
    }

    /// A corner treatment; a quarter of the values exceed half the view's extent.
    static func corner<R: RandomNumberGenerator>(scale: Double, using random: inout R) -> CornerTreatment {
        let percent = random.chance(0.25)
        // Percentages are fractions of the height: 0…0.8 (above 0.5 the corners overlap).
        let amount = percent ? nice(random.uniform(0, 0.8), using: &random) : value(scale, using: &random)
        let type: CornerValueType = percent ? .percentage : .absolute
        switch random.int(8) {
        case 0, 1: return .sharp
        case 2, 3, 4: return .rounded(radius: amount, valueType: type)
        case 5, 6: return .cut(amount, valueType: type)
        default:
            let other = percent ? nice(random.uniform(0, 0.8), using: &random) : value(scale, using: &random)
            return .curved(Size(width: amount, height: other), valueType: type)
        }
    }

    /// A non-negative value relative to `scale`: zero, small, about half of it or more than half.
    static func value<R: RandomNumberGenerator>(_ scale: Double, using random: inout R) -> Double {
        switch random.int(8) {
        case 0: return 0
        case 1, 2: return nice(random.uniform(0, 0.2) * scale, using: &random)
        case 3, 4: return nice(random.uniform(0.2, 0.5) * scale, using: &random)
        case 5: return scale * 0.5
        default: return nice(random.uniform(0.5, 1.2) * scale, using: &random)
        }
    }

    /// ``value(_:using:)`` with a random sign.
    static func signedValue<R: RandomNumberGenerator>(_ scale: Double, using random: inout R) -> Double {
        let v = value(scale, using: &random)
        return random.chance(0.5) ? -v : v
    }

    /// Rounds half the values to integers or halves, as hand-written specs have them, so that
    /// exact boundary points (integer corners, shared vertices) come up often.
    static func nice<R: RandomNumberGenerator>(_ v: Double, using random: inout R) -> Double {
        switch random.int(4) {
        case 0: return v.rounded()
        case 1: return (v * 2).rounded() / 2
        default: return v
        }
    }

    /// A free outline inside (and a little outside) the view: one to three subpaths of lines,
    /// quadratics, cubics and arcs, some left open.
    static func outline<R: RandomNumberGenerator>(size: Size, using random: inout R) -> Path {
        let w = size.width == 0 ? 1 : size.width, h = size.height == 0 ? 1 : size.height
        func point() -> Point {
            // A quarter of the points on a coarse grid, so edges share heights and vertices.
            if random.chance(0.25) {
                return Point(x: Double(random.int(5)) * w / 4, y: Double(random.int(5)) * h / 4)
            }
            return Point(x: nice(random.uniform(-0.1, 1.1) * w, using: &random),
                         y: nice(random.uniform(-0.1, 1.1) * h, using: &random))
        }
        var path = Path()
        for _ in 0..<(1 + random.int(3)) {
            path.move(to: point())
            for _ in 0..<(1 + random.int(6)) {
                switch random.int(6) {
                case 0, 1: path.addLine(to: point())
                case 2: path.addQuadCurve(to: point(), control: point())
                case 3, 4: path.addCurve(to: point(), control1: point(), control2: point())
                default:
                    let radius = random.uniform(0, 0.5) * Swift.min(w.magnitude, h.magnitude)
                    path.addArc(center: point(), radius: radius, startAngle: random.uniform(-4, 4),
                                endAngle: random.uniform(-4, 4), clockwise: random.chance(0.5))
                }
            }
            if random.chance(0.7) { path.closeSubpath() }
        }
        return path
    }
}
