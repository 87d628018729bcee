/// A sequence of subpaths made of lines and Bézier curves, with CoreGraphics' semantics.
///
///     var path = Path()
///     path.move(to: Point(x: 0, y: 0))
///     path.addLine(to: Point(x: 10, y: 0))
///     path.addArc(center: Point(x: 10, y: 5), radius: 5,
///                 startAngle: -.pi / 2, endAngle: .pi / 2, clockwise: false)
///     path.closeSubpath()
///
/// ## Guarantees
/// - Every subpath begins with a ``PathElement/move(to:)``: drawing with no current point first
///   moves to the origin (as Skia does; CoreGraphics would drop the element and log a warning), and
///   drawing after ``closeSubpath()`` first moves to the closed subpath's start (as CoreGraphics does).
/// - The control-point bounds are kept up to date, exactly, as elements are added, so bounds
///   rejection in ``contains(_:rule:)`` costs four comparisons.
/// - A path is a lean recording: appending an element stores it and widens the bounds, nothing
///   more, so a path rebuilt every frame costs little. Callers that hit-test many points against
///   one path build a ``PathHitIndex`` from it once and ask that instead (same answers, faster).
/// - Points are stored exactly as given; nothing is clamped or validated. Parsers that build paths
///   from user input reject non-finite numbers before they get here.
///
/// `==` compares the element lists exactly.
public struct Path: Sendable {
    /// The recorded elements, in order.
    public private(set) var elements: [PathElement] = []

    /// The end of the last element, or `nil` for an empty path. After ``closeSubpath()`` this is the
    /// start of the subpath just closed.
    public private(set) var currentPoint: Point?

    /// Where the open (or last) subpath began.
    @usableFromInline
    internal private(set) var subpathStart: Point = .zero

    /// Whether the last element was ``PathElement/closeSubpath``.
    @usableFromInline
    internal private(set) var isClosed = false

    /// The smallest and largest coordinates of every point of every element, control points
    /// included, kept exactly (a `Rect` would round its right and bottom edges as origin + size);
    /// (+∞, −∞) while the path is empty.
    @usableFromInline
    internal private(set) var controlPointMinimum = Point(x: .infinity, y: .infinity)
    @usableFromInline
    internal private(set) var controlPointMaximum = Point(x: -.infinity, y: -.infinity)

    /// The smallest rectangle containing every point of every element, control points included
    /// (`CGPathGetBoundingBox`); `nil` for an empty path. See also ``tightBounds``.
    public var controlPointBounds: Rect? {
        guard controlPointMinimum.x <= controlPointMaximum.x else { return nil }
        return Rect(corner: controlPointMinimum, corner: controlPointMaximum)
    }

    /// Creates an empty path.
    public init() {}

    /// Creates a path from elements, inserting the moves that the guarantees above require.
    public init<S: Sequence>(_ elements: S) where S.Element == PathElement {
        for element in elements { append(element) }
    }

    /// Whether the path has no elements.
    @inlinable
    public var isEmpty: Bool { elements.isEmpty }

    /// Reserves room for `count` elements, so building a path of known length allocates once.
    public mutating func reserveCapacity(_ count: Int) {
        elements.reserveCapacity(count)
    }

    /// Removes every element, keeping the storage when `keepingCapacity` is true so a path can be
    /// rebuilt every frame without allocating.
    public mutating func removeAll(keepingCapacity: Bool = false) {
        elements.removeAll(keepingCapacity: keepingCapacity)
        currentPoint = nil
        subpathStart = .zero
        isClosed = false
        controlPointMinimum = Point(x: .infinity, y: .infinity)
        controlPointMaximum = Point(x: -.infinity, y: -.infinity)
    }

    // MARK: Building

    /// Starts a new subpath at `point`. Consecutive moves are all kept, as CoreGraphics keeps them.
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
        include(point)
        currentPoint = point
        subpathStart = point
        isClosed = false
    }

    /// Adds a straight line from the current point to `point`.
    public mutating func addLine(to point: Point) {
        beginSegment()
        elements.append(.line(to: point))
        include(point)
        currentPoint = point
    }

    /// Adds a quadratic Bézier curve from the current point to `point`.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        beginSegment()
        elements.append(.quadCurve(to: point, control: control))
        include(control)
        include(point)
        currentPoint = point
    }

    /// Adds a cubic Bézier curve from the current point to `point`.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        beginSegment()
        elements.append(.curve(to: point, control1: control1, control2: control2))
        include(control1)
        include(control2)
        include(point)
        currentPoint = point
    }

    /// Closes the current subpath with a straight line back to its start. Does nothing on an empty
    /// path or a subpath that is already closed (CoreGraphics likewise records one close).
    public mutating func closeSubpath() {
        guard currentPoint != nil, !isClosed else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
        isClosed = true
    }

    /// Appends one element with the builder methods' semantics.
    public mutating func append(_ element: PathElement) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }

    /// Appends one plain subpath (a move first, no other move, a close only last if at all) of
    /// exactly `count` elements, written in place by `write`: for builders that produce a whole
    /// outline at once (the rectangle generator's axis-aligned route), so the elements are stored
    /// once, with one capacity check. `write` gets room for the `count` (at least 1) elements (holding
    /// placeholders) and returns the bounds of their control points, or `nil` to append nothing.
    /// The path ends up as appending the elements one by one leaves it, up to the sign of a zero in
    /// the bounds. Debug builds check the claims.
    ///
    /// - Returns: whether the subpath was appended (`write` did not return `nil`).
    package mutating func appendSubpath(
        count: Int, _ write: (UnsafeMutablePointer<PathElement>) -> (minimum: Point, maximum: Point)?
    ) -> Bool {
        precondition(count > 0, "a subpath starts with a move")
        let first = elements.count
        elements.append(contentsOf: repeatElement(.closeSubpath, count: count))
        guard let bounds = elements.withUnsafeMutableBufferPointer({ write($0.baseAddress! + first) }) else {
            elements.removeLast(count)
            return false
        }
        include(bounds.minimum)
        include(bounds.maximum)
        finishSubpath(from: first, minimum: bounds.minimum, maximum: bounds.maximum)
        return true
    }

    /// Replaces every element with one plain subpath of exactly `count` elements written in place
    /// by `write`, as ``appendSubpath(count:_:)`` appends one: the path ends up as
    /// ``removeAll(keepingCapacity:)`` followed by that append leaves it. A path rebuilt with as
    /// many elements as it holds (a shape's outline built every frame) is overwritten where it lies.
    /// When `write` returns `nil` the path is left empty.
    ///
    /// - Returns: whether the subpath was written.
    package mutating func replaceElements(
        count: Int, _ write: (UnsafeMutablePointer<PathElement>) -> (minimum: Point, maximum: Point)?
    ) -> Bool {
        precondition(count > 0, "a subpath starts with a move")
        if elements.count != count {
            elements.removeAll(keepingCapacity: true)
            elements.append(contentsOf: repeatElement(.closeSubpath, count: count))
        }
        guard let bounds = elements.withUnsafeMutableBufferPointer({ write($0.baseAddress!) }) else {
            removeAll(keepingCapacity: true)
            return false
        }
        // The subpath is all the path holds: its bounds are the path's (what including them into
        // an empty path's (+∞, −∞) gives, without the comparisons).
        controlPointMinimum = bounds.minimum
        controlPointMaximum = bounds.maximum
        finishSubpath(from: 0, minimum: bounds.minimum, maximum: bounds.maximum)
        return true
    }

    /// The state after the plain subpath `elements[first...]`, whose control points' bounds are
    /// `minimum` and `maximum`, was stored whole and the path's bounds widened by them. Inlined,
    /// because every shape rebuilt in place ends with it (`BM_PathBuild/touchstone/*`).
    @inline(__always)
    private mutating func finishSubpath(from first: Int, minimum: Point, maximum: Point) {
        assert(Path.isPlainSubpath(elements[first...]), "not one plain subpath: \(elements[first...])")
        assert(Path(elements[first...]).controlPointBounds == Rect(corner: minimum, corner: maximum),
               "\(minimum), \(maximum) are not the bounds of \(elements[first...])")
        guard case .move(let start) = elements[first] else { return }
        subpathStart = start
        if let end = elements[elements.count - 1].endPoint {
            currentPoint = end
            isClosed = false
        } else {
            currentPoint = start
            isClosed = true
        }
    }

    /// Whether `elements` start with a move and hold no other move and no close but a last one.
    private static func isPlainSubpath(_ elements: ArraySlice<PathElement>) -> Bool {
        guard case .move? = elements.first else { return false }
        for index in elements.indices.dropFirst() {
            switch elements[index] {
            case .move: return false
            case .closeSubpath where index != elements.endIndex - 1: return false
            default: continue
            }
        }
        return true
    }

    /// Appends every subpath of `other`, mapped by `transform`.
    public mutating func addPath(_ other: Path, transform: AffineTransform = .identity) {
        elements.reserveCapacity(elements.count + other.elements.count)
        for element in other.elements { append(element.applying(transform)) }
    }

    /// A copy with every point mapped by `transform` (curves stay curves: an affine map of a
    /// Bézier's control points is the map of the curve).
    public func applying(_ transform: AffineTransform) -> Path {
        var copy = Path()
        copy.addPath(self, transform: transform)
        return copy
    }

    /// Ensures the next drawing element has a current point to start from (see the guarantees).
    private mutating func beginSegment() {
        if let current = currentPoint {
            if isClosed { move(to: current) }
        } else {
            move(to: .zero)
        }
    }

    private mutating func include(_ p: Point) {
        controlPointMinimum = Point(x: Swift.min(controlPointMinimum.x, p.x), y: Swift.min(controlPointMinimum.y, p.y))
        // PathSegment.maximum is Swift.max in one instruction; it can differ only in the sign of a
        // zero maximum, which no comparison and no use of the bounds can see.
        controlPointMaximum = Point(x: PathSegment.maximum(controlPointMaximum.x, p.x),
                                    y: PathSegment.maximum(controlPointMaximum.y, p.y))
    }
}

extension Path: Equatable {
    /// Whether the two paths have exactly the same elements.
    public static func == (a: Path, b: Path) -> Bool { a.elements == b.elements }
}

extension Path: Hashable {
    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}
