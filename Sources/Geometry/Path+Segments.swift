extension Path {
    /// Calls `body` with every segment of the path, in order.
    ///
    /// A closed subpath contributes its closing line (unless the subpath already ends at its start);
    /// with `closingOpenSubpaths` true (the default, which filling and hit testing want) an open
    /// subpath gets the same implicit closing line. Moves contribute nothing, so a lone move is
    /// invisible.
    @inlinable
    public func forEachSegment(closingOpenSubpaths: Bool = true, _ body: (PathSegment) -> Void) {
        var current = Point.zero, start = Point.zero, open = false
        for element in elements {
            switch element {
            case .move(let p):
                if open, closingOpenSubpaths, current != start { body(.line(current, start)) }
                current = p
                start = p
                open = true
            case .line(let p):
                body(.line(current, p))
                current = p
            case .quadCurve(let p, let c):
                body(.quad(current, c, p))
                current = p
            case .curve(let p, let c1, let c2):
                body(.cubic(current, c1, c2, p))
                current = p
            case .closeSubpath:
                if current != start { body(.line(current, start)) }
                current = start
                open = false
            }
        }
        if open, closingOpenSubpaths, current != start { body(.line(current, start)) }
    }

    /// Every segment, as ``forEachSegment(closingOpenSubpaths:_:)`` produces them with subpaths closed.
    public var segments: [PathSegment] {
        var result: [PathSegment] = []
        result.reserveCapacity(elements.count + 1)
        forEachSegment { result.append($0) }
        return result
    }

    /// The smallest rectangle containing every point on the path, excluding control points
    /// (`CGPathGetPathBoundingBox`): curve extrema are solved exactly. Move points count, as they do in
    /// CoreGraphics. `nil` for an empty path.
    public var tightBounds: Rect? {
        var box: Rect?
        func include(_ r: Rect) { box = box.map { $0.union(r) } ?? r }
        for element in elements {
            if case .move(let p) = element { include(Rect(origin: p, size: .zero)) }
        }
        forEachSegment(closingOpenSubpaths: false) { include($0.tightBounds) }
        return box
    }

    /// The path with every curve replaced by straight chords that stay within `tolerance` points of
    /// it (see ``PathSegment/flatteningSteps(tolerance:)`` for the bound used). Moves and closes are
    /// kept, so subpath structure is the same; lines are copied unchanged.
    ///
    /// - Parameter tolerance: the largest distance allowed between the curve and its chords, in
    ///   points; values below 1e-12 are treated as 1e-12.
    public func flattened(tolerance: Double) -> Path {
        var result = Path()
        result.reserveCapacity(elements.count)
        var current = Point.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                result.append(element)
                current = p
            case .quadCurve(let p, let c):
                PathSegment.quad(current, c, p)
                    .forEachFlattenedPoint(tolerance: tolerance) { result.addLine(to: $0) }
                current = p
            case .curve(let p, let c1, let c2):
                PathSegment.cubic(current, c1, c2, p)
                    .forEachFlattenedPoint(tolerance: tolerance) { result.addLine(to: $0) }
                current = p
            case .closeSubpath:
                result.closeSubpath()
                current = result.currentPoint ?? current
            }
        }
        return result
    }
}
