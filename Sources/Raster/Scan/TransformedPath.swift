import Geometry

/// A path mapped into pixel coordinates and validated: the rasterizer's first stage.
///
/// ``load(_:transform:)`` walks the elements once, applies the transform to every point (an
/// affine map of a Bézier's control points is the map of the curve, so curves stay curves and are
/// flattened later in pixel space), rejects the whole path if any mapped coordinate is not finite or
/// lies beyond ``maximumCoordinate``, and records the control-point bounds. Later stages assume
/// finite, bounded input and never check again (tiny-skia's `edge_builder.rs` rejects the same way,
/// before any edge exists).
///
/// The storage is reusable scratch: loading a path no larger than an earlier one allocates nothing.
struct TransformedPath {
    /// The element kinds, one byte each, as ``Verb`` raw values.
    var verbs = ScratchBuffer<UInt8>()
    /// The mapped points, in element order: one for a move or line, two for a quad, three for a cubic.
    var points = ScratchBuffer<Point>()
    /// The smallest and largest mapped coordinates of every point, control points included.
    private(set) var minimum = Point(x: 0, y: 0), maximum = Point(x: 0, y: 0)

    /// The largest coordinate magnitude accepted after the transform, 2^50 pixels.
    ///
    /// Far beyond any canvas (16384 pixels a side), yet small enough that the clipping arithmetic on
    /// such points (differences, products with factors in [0, 1]) can never overflow to infinity or
    /// produce NaN. A path that reaches further is rejected like a non-finite one.
    static let maximumCoordinate = 0x1p50

    /// One element kind.
    enum Verb: UInt8 {
        case move, line, quad, cubic, close
    }

    /// Replaces the contents with `path` mapped by `transform`.
    ///
    /// - Returns: the pixels that the control-point bounds touch (rounded out) plus one pixel on
    ///   every side, or `nil` when the path is rejected (a coordinate that is not finite or exceeds
    ///   ``maximumCoordinate``) or has no drawing elements. The margin costs nothing (empty pixels
    ///   produce no spans) and lets ``EdgeBuilder`` skip clipping for curves away from the canvas's
    ///   sides even when the path's extremes lie on whole pixels.
    mutating func load(_ path: Path, transform t: AffineTransform) -> PixelRect? {
        begin(transform: t, capacity: path.elements.count)
        for element in path.elements {
            switch element {
            case .move(let p):
                append(.move, p)
            case .line(let p):
                append(.line, p)
            case .quadCurve(let p, let c):
                append(.quad, c)
                add(p)
            case .curve(let p, let c1, let c2):
                append(.cubic, c1)
                add(c2)
                add(p)
            case .closeSubpath:
                appendClose()
            }
        }
        return finish()
    }

    // MARK: Loading element by element

    /// The transform of the load in progress.
    private var transform = AffineTransform.identity
    /// The bounds of the points mapped so far.
    private var minX = Double.infinity, minY = Double.infinity
    private var maxX = -Double.infinity, maxY = -Double.infinity
    /// Whether every point mapped so far is finite and within ``maximumCoordinate``.
    private var valid = true
    /// Whether an element that draws (a line or a curve) has been appended.
    private var drawing = false

    /// Empties the path and starts loading elements mapped by `t` (``load(_:transform:)`` one
    /// element at a time, for a producer that has no ``Path``: the stroker's rings); `capacity`
    /// elements are reserved.
    @inline(__always)
    mutating func begin(transform t: AffineTransform, capacity: Int) {
        verbs.count = 0
        points.count = 0
        verbs.reserve(capacity)
        points.reserve(capacity * 3)
        transform = t
        minX = .infinity
        minY = .infinity
        maxX = -.infinity
        maxY = -.infinity
        valid = true
        drawing = false
    }

    /// Maps one point, folding it into the bounds and the validity flag. `abs(v) <= limit` is
    /// false for NaN and ±∞, so one comparison per coordinate validates.
    @inline(__always)
    private mutating func add(_ p: Point) {
        let limit = TransformedPath.maximumCoordinate
        let (x, y) = map(p)
        valid = valid && abs(x) <= limit && abs(y) <= limit
        minX = Swift.min(minX, x)
        maxX = Swift.max(maxX, x)
        minY = Swift.min(minY, y)
        maxY = Swift.max(maxY, y)
        points.append(Point(x: x, y: y))
    }

    /// `p` mapped by the transform: the one expression every loaded point goes through.
    @inline(__always)
    private func map(_ p: Point) -> (x: Double, y: Double) {
        let t = transform
        return (t.a * p.x + t.c * p.y + t.tx, t.b * p.x + t.d * p.y + t.ty)
    }

    /// Appends an element of kind `verb` whose first point is `p` (a curve's other points follow
    /// through ``add(_:)``).
    @inline(__always)
    private mutating func append(_ verb: Verb, _ p: Point) {
        verbs.append(verb.rawValue)
        add(p)
        if verb != .move { drawing = true }
    }

    /// Appends a move to `p` (in path coordinates).
    @inline(__always)
    mutating func appendMove(_ p: Point) { append(.move, p) }

    /// Appends a line to `p` (in path coordinates).
    @inline(__always)
    mutating func appendLine(_ p: Point) { append(.line, p) }

    /// Appends a close.
    @inline(__always)
    mutating func appendClose() { verbs.append(Verb.close.rawValue) }

    /// Appends `polygon` (path coordinates) as one closed subpath, its points in order or reversed:
    /// exactly what ``appendMove(_:)`` to the first point, ``appendLine(_:)`` to each other one and
    /// ``appendClose()`` would append, with the same arithmetic in the same order, so the mapped
    /// points, bounds and validity are bit for bit the same. Room is reserved once and the bounds
    /// are kept in locals through the loop, instead of a capacity check and four stores per point
    /// (the stroker's rings are a few hundred points).
    mutating func appendClosedPolygon(_ polygon: UnsafeBufferPointer<Point>, reversed: Bool) {
        let count = polygon.count
        guard count > 0 else { return }
        verbs.reserve(verbs.count + count + 1)
        points.reserve(points.count + count)
        let limit = TransformedPath.maximumCoordinate
        var minX = self.minX, minY = self.minY, maxX = self.maxX, maxY = self.maxY
        var valid = self.valid
        let source = polygon.baseAddress!
        let mapped = points.base + points.count
        for index in 0..<count {
            let (x, y) = map(source[reversed ? count - 1 - index : index])
            valid = valid && abs(x) <= limit && abs(y) <= limit
            minX = Swift.min(minX, x)
            maxX = Swift.max(maxX, x)
            minY = Swift.min(minY, y)
            maxY = Swift.max(maxY, y)
            (mapped + index).initialize(to: Point(x: x, y: y))
        }
        let kinds = verbs.base + verbs.count
        kinds.initialize(to: Verb.move.rawValue)
        (kinds + 1).initialize(repeating: Verb.line.rawValue, count: count - 1)
        (kinds + count).initialize(to: Verb.close.rawValue)
        verbs.count += count + 1
        points.count += count
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
        self.valid = valid
        if count > 1 { drawing = true }
    }

    /// Ends the load: what ``load(_:transform:)`` returns for the elements appended since
    /// ``begin(transform:capacity:)``.
    mutating func finish() -> PixelRect? {
        guard valid, drawing else { return nil }
        minimum = Point(x: minX, y: minY)
        maximum = Point(x: maxX, y: maxY)
        // Bounded by the limit above, so the conversions cannot trap.
        let x0 = Int(minX.rounded(.down)) - 1, y0 = Int(minY.rounded(.down)) - 1
        let x1 = Int(maxX.rounded(.up)) + 1, y1 = Int(maxY.rounded(.up)) + 1
        // A path of zero width or height covers nothing: no margin then.
        guard minX < maxX, minY < maxY else { return PixelRect(x: x0, y: y0, width: 0, height: 0) }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// The stroker writes rings straight into a rasterizer's loaded path (``StrokeOutlineSink``),
/// mapping each point as ``TransformedPath/load(_:transform:)`` would map the outline's.
extension TransformedPath: StrokeOutlineSink {
    mutating func reserveAdditional(_ count: Int) {
        verbs.reserve(verbs.count + count)
        points.reserve(points.count + count)
    }

    mutating func move(to point: Point) { appendMove(point) }

    mutating func addLine(to point: Point) { appendLine(point) }

    mutating func closeSubpath() { appendClose() }

    mutating func addClosedPolygon(_ polygon: UnsafeBufferPointer<Point>, reversed: Bool) {
        appendClosedPolygon(polygon, reversed: reversed)
    }
}
