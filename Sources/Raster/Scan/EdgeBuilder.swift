import Geometry

/// One straight edge in fixed point, oriented downward: what ``EdgeBuilder`` produces and
/// ``BandedCoverageAccumulator`` consumes.
///
/// Coordinates are in 1/``EdgeLine/one`` pixel units relative to pixel (0, 0), whatever the target,
/// so every value lies in ±2^29 (``EdgeBuilder/domain``) and differences of two fit `Int32`.
struct EdgeLine {
    /// Sub-pixel bits of the fixed-point coordinates: 10, so positions are rounded to 1/1024 px.
    static let shift: Int32 = 10
    /// One pixel in fixed point.
    static let one: Int32 = 1 << shift

    /// The upper end (smaller y).
    var x0: Int32, y0: Int32
    /// The lower end; `y1 > y0` always.
    var x1: Int32, y1: Int32
    /// +1 if the path ran down this edge (toward +y), −1 if it ran up.
    var winding: Int32

    /// The edge from (ax, ay) to (bx, by), oriented downward; `nil` when horizontal.
    @inline(__always)
    init?(_ ax: Int32, _ ay: Int32, _ bx: Int32, _ by: Int32, winding: Int32) {
        if ay < by {
            (x0, y0, x1, y1, self.winding) = (ax, ay, bx, by, winding)
        } else if ay > by {
            (x0, y0, x1, y1, self.winding) = (bx, by, ax, ay, -winding)
        } else {
            return nil
        }
    }

    /// The pixel rows (canvas rows) of a vertical line where its cells differ from the row
    /// above's, passed to `change`: the rows where it begins and where it first covers a whole
    /// row, the row where it ends, and the row after its last. In every other row it touches, its
    /// deposit equals the previous row's, which is what both accumulators' repeated rows rest on.
    @inline(__always)
    func forEachVerticalChangeRow(_ change: (Int) -> Void) {
        let shift = EdgeLine.shift
        change(Int(y0 >> shift))
        change(Int((y0 &+ EdgeLine.one &- 1) >> shift))
        change(Int(y1 >> shift))
        change(Int((y1 &- 1) >> shift) &+ 1)
    }
}

/// Turns a ``TransformedPath`` into ``EdgeLine``s: curves flattened, everything clipped to the
/// target rectangle, coordinates converted to fixed point.
///
/// ## Flattening: an area-balanced polyline
/// What matters for coverage is not how far the polyline strays from the curve but the *area*
/// between them inside each pixel, and that is what the flattening bounds, by
/// ``flatteningAreaError`` = 1/512 px² (0.5/255 of a pixel) per pixel.
/// 1. Plain chords through points on the curve all lie on its inner side: a chord of length L that
///    strays h from the curve leaves out (2/3)·h·L, always with the same sign. Inside one pixel
///    that is up to √2·h, and it biases every edge pixel of a curve the same way; a per-pixel bound
///    of 0.5/255 would need h ≤ 0.0014 px (about 55 chords for a 12 px corner).
/// 2. So each vertex is moved off the curve, away from its centre of curvature, by two thirds of
///    the local chord deviation: vertex i is `B(tᵢ) − Δt²·B″(tᵢ)/12` (Δt²·B″/8 is the deviation;
///    for a cubic, B″ is linear in t and Δt²·B″ is exactly the forward-difference step's second
///    difference). The polyline now crosses the curve twice per chord and the signed area between
///    them over each chord is zero to leading order. The curve's own end points stay exact (short
///    connectors join them to the first and last moved vertex), so curves, lines and subpaths
///    still meet exactly.
/// 3. Along the curve the signed deviation is then a periodic wave with mean 0; the area error of
///    a pixel is its integral over the piece of curve inside the pixel, at most
///    (max − min of the running integral) = 0.128·L·h whatever the window. With
///    L ≈ |B′|·Δt ≤ 3·M₁·Δt and h ≈ |B″|·Δt²/8 ≤ 6·M₂·Δt²/8 (M₁ the longest control leg, M₂ the
///    largest second difference of the control points), the error is at most 0.288·M₁·M₂/n³ for n
///    chords, so n = ⌈∛(0.288·M₁·M₂ / E)⌉ with E = ``flatteningAreaError``.
///
/// A round-rect corner of radius 12 px takes 19 chords (plain chords for the same per-pixel
/// bound would need about 52), one of radius 48 px 47. Against the exact-area reference over
/// 10 000 random shapes the largest error seen was 0.98/255 and the mean over edge pixels 0.25/255.
///
/// ## The error budget per pixel
/// Flattening at most 0.5/255; fixed-point end points (1/1024 px) move an edge by at most
/// √2/2048 px, which changes a pixel's area by at most 1/1024 (0.25/255); rounding the exact area
/// to 8 bits adds at most 0.5/255. The sum, 1.25/255, keeps every pixel within the 2/255 promise,
/// and the balanced flattening has no bias, so the mean error on edge pixels is that of the
/// rounding (about 0.25/255).
///
/// ## Clipping: the target never changes the geometry
/// Every pixel's coverage is independent of the target rectangle it is computed in, so a fill
/// restricted to any sub-rectangle (a clip, a damage region) gives exactly the pixels of the whole
/// fill there. Fixed-point coordinates are absolute (relative to pixel (0, 0), not to the target),
/// and nothing is cut at the target's sides: lines are kept whole, and ``BandedCoverageAccumulator``
/// skips the rows outside the target and folds the cells left of it into its first column. The
/// target only decides which lines can be dropped without changing any of its pixels, by
/// comparisons on their fixed-point end points: lines wholly above, below or right of it, and
/// curves whose control boxes lie more than a pixel outside (the moved vertices stay within 0.06 px
/// of the hull). Lines wholly left of it become vertical lines on its left side with the same end
/// rows (a row's cover there is all that counts), and so do curves more than a pixel left of it,
/// through the chord p0–p3 (its cover per row telescopes to the same sum).
///
/// The only geometric clipping is to the fixed ``domain`` (±2^19 px, which keeps fixed-point
/// values and their differences inside `Int32`), the same for every target. Curves needing more
/// than ``subdivisionThreshold`` chords are halved (up to ``maximumSubdivisionDepth`` times)
/// wherever they are, so off-target pieces are culled whole: a path far larger than the canvas
/// costs about what its visible part does, and the halving does not depend on the target.
struct EdgeBuilder {
    /// The largest area between a curve and its polyline inside any one pixel, in square pixels:
    /// 1/512, just under 0.5/255 of a pixel (see the type's doc).
    static let flatteningAreaError = 1.0 / 512
    /// Curves needing more chords than this are halved first when partly outside the target.
    static let subdivisionThreshold = 64
    /// How often a partly visible curve may be halved before it is flattened as it is.
    static let maximumSubdivisionDepth = 32
    /// The most chords one (sub)curve becomes, so absurd input cannot exhaust time or memory.
    static let maximumChords = 1 << 16

    /// The rectangle every line is clipped to geometrically, the same for every target:
    /// ±2^19 pixels, so fixed-point values stay within ±2^29 and their differences inside `Int32`.
    static let domain = PixelRect(x: -(1 << 19), y: -(1 << 19), width: 1 << 20, height: 1 << 20)
    private static let domainMin = Double(domain.x), domainMax = Double(domain.maxX)

    /// The target rectangle in pixel coordinates (inside ``domain``).
    private let left: Double, top: Double, right: Double, bottom: Double
    /// The target's sides in fixed point.
    private let leftFixed: Int32, topFixed: Int32, rightFixed: Int32, bottomFixed: Int32

    /// A builder for edges that can change pixels of `target` (a non-empty rectangle inside
    /// ``domain``).
    init(target: PixelRect) {
        left = Double(target.x)
        top = Double(target.y)
        right = Double(target.maxX)
        bottom = Double(target.maxY)
        leftFixed = Int32(target.x) << EdgeLine.shift
        topFixed = Int32(target.y) << EdgeLine.shift
        rightFixed = Int32(target.maxX) << EdgeLine.shift
        bottomFixed = Int32(target.maxY) << EdgeLine.shift
    }

    /// Appends the edges of `path` to `lines`. Every subpath is closed (filling closes open ones).
    ///
    /// `subpathStarts` receives where each subpath's lines begin in `lines`: the count before the
    /// first line, then the count at every move (after the line closing the subpath before it), so
    /// the lines between two marks close on themselves (``SubpathClusters`` relies on that). Marks
    /// may repeat where a subpath made no line.
    func build(_ path: TransformedPath, into lines: inout ScratchBuffer<EdgeLine>,
               subpathStarts: inout ScratchBuffer<Int32>) {
        let verbs = path.verbs.base, verbCount = path.verbs.count
        // One mark per move at most, and the first.
        subpathStarts.reserve(subpathStarts.count + verbCount + 1)
        let marks = subpathStarts.base
        var markCount = subpathStarts.count
        defer { subpathStarts.count = markCount }
        marks[markCount] = Int32(truncatingIfNeeded: lines.count)
        markCount &+= 1
        let dMin = EdgeBuilder.domainMin + 1, dMax = EdgeBuilder.domainMax - 1
        if path.minimum.x >= dMin && path.minimum.y >= dMin && path.maximum.x <= dMax && path.maximum.y <= dMax {
            buildInsideDomain(path, into: &lines, marks: marks, markCount: &markCount)
            return
        }
        let points = path.points.base
        var index = 0
        var start = Point.zero, current = Point.zero
        for v in 0..<verbCount {
            switch TransformedPath.Verb(rawValue: verbs[v]) {
            case .move:
                addLine(current, start, into: &lines)
                marks[markCount] = Int32(truncatingIfNeeded: lines.count)
                markCount &+= 1
                start = points[index]
                current = start
                index += 1
            case .line:
                let p = points[index]
                addLine(current, p, into: &lines)
                current = p
                index += 1
            case .quad:
                let c = points[index], p = points[index + 1]
                let (c1, c2) = EdgeBuilder.elevatedControls(from: current, control: c, to: p)
                addCubic(current, c1, c2, p, depth: 0, into: &lines)
                current = p
                index += 2
            case .cubic:
                let p = points[index + 2]
                addCubic(current, points[index], points[index + 1], p, depth: 0, into: &lines)
                current = p
                index += 3
            case .close, .none:
                addLine(current, start, into: &lines)
                current = start
            }
        }
        addLine(current, start, into: &lines)
    }

    /// ``build(_:into:subpathStarts:)`` for a path whose points all lie inside the domain (its
    /// bounds say so): no line needs clipping, so each point is converted to fixed point once and
    /// every line goes straight to ``emitFixed(_:_:_:_:_:into:)``. The lines are those ``addLine(_:_:into:)`` would
    /// append: inside the domain it emits the same fixed-point end points, and what it drops
    /// before converting (horizontal lines; lines above, below or right of the target) converts to
    /// lines that ``emitFixed(_:_:_:_:_:into:)`` drops (rounding to fixed point is monotone and the
    /// target's sides are whole pixels). Curves go through ``addCubic(_:_:_:_:depth:into:)`` as
    /// in ``build(_:into:subpathStarts:)``.
    private func buildInsideDomain(_ path: TransformedPath, into lines: inout ScratchBuffer<EdgeLine>,
                                   marks: UnsafeMutablePointer<Int32>, markCount: inout Int) {
        let verbs = path.verbs.base, verbCount = path.verbs.count
        let points = path.points.base
        // Each verb but a curve appends at most one line, and so does the closing: written through
        // a local pointer and count (stored back around each curve, which appends its own).
        lines.reserve(lines.count + verbCount + 1)
        var out = lines.base, count = lines.count
        var index = 0
        var start = Point.zero, current = Point.zero
        var startX: Int32 = 0, startY: Int32 = 0, currentX: Int32 = 0, currentY: Int32 = 0
        for v in 0..<verbCount {
            switch TransformedPath.Verb(rawValue: verbs[v]) {
            case .move:
                emitFixed(currentX, currentY, startX, startY, 1, to: out, count: &count)
                marks[markCount] = Int32(truncatingIfNeeded: count)
                markCount &+= 1
                start = points[index]
                current = start
                startX = EdgeBuilder.fixedInDomain(start.x)
                startY = EdgeBuilder.fixedInDomain(start.y)
                (currentX, currentY) = (startX, startY)
                index += 1
            case .line:
                let p = points[index]
                let x = EdgeBuilder.fixedInDomain(p.x), y = EdgeBuilder.fixedInDomain(p.y)
                emitFixed(currentX, currentY, x, y, 1, to: out, count: &count)
                current = p
                (currentX, currentY) = (x, y)
                index += 1
            case .quad:
                let c = points[index], p = points[index + 1]
                let (c1, c2) = EdgeBuilder.elevatedControls(from: current, control: c, to: p)
                lines.count = count
                addCubic(current, c1, c2, p, depth: 0, into: &lines)
                lines.reserve(lines.count + verbCount - v)
                (out, count) = (lines.base, lines.count)
                current = p
                (currentX, currentY) = (EdgeBuilder.fixedInDomain(p.x), EdgeBuilder.fixedInDomain(p.y))
                index += 2
            case .cubic:
                let p = points[index + 2]
                lines.count = count
                addCubic(current, points[index], points[index + 1], p, depth: 0, into: &lines)
                lines.reserve(lines.count + verbCount - v)
                (out, count) = (lines.base, lines.count)
                current = p
                (currentX, currentY) = (EdgeBuilder.fixedInDomain(p.x), EdgeBuilder.fixedInDomain(p.y))
                index += 3
            case .close, .none:
                emitFixed(currentX, currentY, startX, startY, 1, to: out, count: &count)
                current = start
                (currentX, currentY) = (startX, startY)
            }
        }
        emitFixed(currentX, currentY, startX, startY, 1, to: out, count: &count)
        lines.count = count
    }

    /// Flattens one cubic into chords, culling or halving it first when it is partly outside.
    private func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, depth: Int,
                          into lines: inout ScratchBuffer<EdgeLine>) {
        // 1. Cull by the control box: a curve lies inside its control points' hull, and its
        //    polyline within 0.06 px of it, so a margin of one pixel makes the culls exact.
        let minY = Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y))
        let maxY = Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y))
        if maxY <= top - 1 || minY >= bottom + 1 { return }
        let minX = Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x))
        if minX >= right + 1 { return }
        let maxX = Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x))
        if maxX <= left - 1 {
            // Wholly left of the target: only its cover matters, and a row's cover depends only on
            // where the polyline enters and leaves the row's band, so the chord p0–p3 carries it
            // exactly (the same fixed-point end points, every cell left of the target).
            addLine(p0, p3, into: &lines)
            return
        }
        // 2. Chords for the area bound: the smallest n with n³ ≥ 0.288·M₁·M₂ / E (see the type's doc).
        let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
        let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
        let m2 = Swift.max(ax * ax + ay * ay, bx * bx + by * by).squareRoot()
        let l1 = (p1.x - p0.x) * (p1.x - p0.x) + (p1.y - p0.y) * (p1.y - p0.y)
        let l2 = (p2.x - p1.x) * (p2.x - p1.x) + (p2.y - p1.y) * (p2.y - p1.y)
        let l3 = (p3.x - p2.x) * (p3.x - p2.x) + (p3.y - p2.y) * (p3.y - p2.y)
        let m1 = Swift.max(l1, Swift.max(l2, l3)).squareRoot()
        let cube = 0.288 * m1 * m2 / EdgeBuilder.flatteningAreaError
        // 3. A long curve: halve it (de Casteljau at t = 1/2) so the halves can be culled on their
        //    own. Done wherever the curve lies, so the polyline never depends on the target.
        let threshold = Double(EdgeBuilder.subdivisionThreshold)
        if cube > threshold * threshold * threshold && depth < EdgeBuilder.maximumSubdivisionDepth {
            let q0 = Point(x: (p0.x + p1.x) * 0.5, y: (p0.y + p1.y) * 0.5)
            let q1 = Point(x: (p1.x + p2.x) * 0.5, y: (p1.y + p2.y) * 0.5)
            let q2 = Point(x: (p2.x + p3.x) * 0.5, y: (p2.y + p3.y) * 0.5)
            let r0 = Point(x: (q0.x + q1.x) * 0.5, y: (q0.y + q1.y) * 0.5)
            let r1 = Point(x: (q1.x + q2.x) * 0.5, y: (q1.y + q2.y) * 0.5)
            let mid = Point(x: (r0.x + r1.x) * 0.5, y: (r0.y + r1.y) * 0.5)
            addCubic(p0, q0, r0, mid, depth: depth + 1, into: &lines)
            addCubic(mid, r1, q2, p3, depth: depth + 1, into: &lines)
            return
        }
        // Well inside the domain no line needs geometric clipping.
        let dMin = EdgeBuilder.domainMin + 1, dMax = EdgeBuilder.domainMax - 1
        let inside = minX >= dMin && maxX <= dMax && minY >= dMin && maxY <= dMax
        let n = EdgeBuilder.chordCount(cube)
        // 4. The compensated vertices by forward differencing (CompensatedCubicVertices).
        lines.reserve(lines.count + 2 * n + 4)
        var vertices = CompensatedCubicVertices(p0, p1, p2, p3, ax: ax, ay: ay, chords: n)
        let first = vertices.first, last = vertices.last
        if inside {
            // Inside the domain: no clipping; each vertex converted to fixed point once, the
            // lines written through a local pointer and count (room for n + 2 reserved above).
            let out = lines.base
            var count = lines.count
            var previousX = EdgeBuilder.fixedInDomain(first.x), previousY = EdgeBuilder.fixedInDomain(first.y)
            emitFixed(EdgeBuilder.fixedInDomain(p0.x), EdgeBuilder.fixedInDomain(p0.y), previousX, previousY, 1,
                      to: out, count: &count)
            for _ in 1..<n {
                let p = vertices.next()
                let X = EdgeBuilder.fixedInDomain(p.x), Y = EdgeBuilder.fixedInDomain(p.y)
                emitFixed(previousX, previousY, X, Y, 1, to: out, count: &count)
                (previousX, previousY) = (X, Y)
            }
            let lastX = EdgeBuilder.fixedInDomain(last.x), lastY = EdgeBuilder.fixedInDomain(last.y)
            emitFixed(previousX, previousY, lastX, lastY, 1, to: out, count: &count)
            emitFixed(lastX, lastY, EdgeBuilder.fixedInDomain(p3.x), EdgeBuilder.fixedInDomain(p3.y), 1, to: out, count: &count)
            lines.count = count
            return
        }
        addLine(p0, first, into: &lines)
        var previous = first
        for _ in 1..<n {
            let p = vertices.next()
            addLine(previous, p, into: &lines)
            previous = p
        }
        addLine(previous, last, into: &lines)
        addLine(last, p3, into: &lines)
    }

    /// The smallest n in 1 … ``maximumChords`` with n³ ≥ `cube` (a binary search with exact
    /// comparisons, so the count never depends on a library's cube root).
    static func chordCount(_ cube: Double) -> Int {
        if !(cube > 1) { return 1 }
        // The answer lies in 2^⌊e/3⌋ … 2^(⌊e/3⌋+1) for cube in 2^e … 2^(e+1) (the cubes of the two
        // ends bracket it), so the search starts there: four or five steps for a corner's count
        // instead of sixteen.
        let third = Swift.min(cube.exponent / 3, 16)
        var low = Swift.min(1 << third, maximumChords), high = Swift.min(2 << third, maximumChords)
        while low < high {
            let middle = (low + high) / 2
            let m = Double(middle)
            if m * m * m >= cube { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// Appends one straight edge (pixel coordinates), clipped to ``domain`` only, unless it cannot
    /// change a pixel of the target.
    @inline(__always)
    private func addLine(_ a: Point, _ b: Point, into lines: inout ScratchBuffer<EdgeLine>) {
        // 1. Horizontal edges carry no cover and no area. Edges wholly above, below or right of the
        //    target are dropped here when their end points say so (rounding to fixed point is
        //    monotone and the target's sides are whole pixels, so ``emitFixed`` would drop them too).
        if a.y == b.y { return }
        let winding: Int32
        var x0: Double, y0: Double, x1: Double, y1: Double
        if a.y < b.y {
            (x0, y0, x1, y1, winding) = (a.x, a.y, b.x, b.y, 1)
        } else {
            (x0, y0, x1, y1, winding) = (b.x, b.y, a.x, a.y, -1)
        }
        if y1 <= top || y0 >= bottom { return }
        if x0 >= right && x1 >= right { return }
        let dMin = EdgeBuilder.domainMin, dMax = EdgeBuilder.domainMax
        if y0 >= dMin && y1 <= dMax && Swift.min(x0, x1) >= dMin && Swift.max(x0, x1) <= dMax {
            emitFixed(fixedX(x0), fixedY(y0), fixedX(x1), fixedY(y1), winding, into: &lines)
            return
        }
        // 2. Outside the domain (rare): clip to its rows, interpolating both ends from the original
        //    end points, then to its columns (left of it the edge keeps its cover as a vertical
        //    edge on its left side; right of it nothing counts). The same for every target.
        if y0 < dMin || y1 > dMax {
            let ox = x0, oy = y0, dx = x1 - x0, dy = y1 - y0
            if y0 < dMin {
                x0 = ox + dx * ((dMin - oy) / dy)
                y0 = dMin
            }
            if y1 > dMax {
                x1 = ox + dx * ((dMax - oy) / dy)
                y1 = dMax
            }
        }
        if x0 >= dMax && x1 >= dMax { return }
        if x0 <= dMin && x1 <= dMin {
            emit(dMin, y0, dMin, y1, winding, into: &lines)
            return
        }
        var sx0 = x0, sy0 = y0, sx1 = x1, sy1 = y1
        if x0 < dMin || x1 < dMin {
            let yc = clamp(y0 + (y1 - y0) * ((dMin - x0) / (x1 - x0)), y0, y1)
            if x0 < dMin {
                emit(dMin, y0, dMin, yc, winding, into: &lines)
                (sx0, sy0) = (dMin, yc)
            } else {
                emit(dMin, yc, dMin, y1, winding, into: &lines)
                (sx1, sy1) = (dMin, yc)
            }
        }
        if x0 > dMax || x1 > dMax {
            let yc = clamp(y0 + (y1 - y0) * ((dMax - x0) / (x1 - x0)), y0, y1)
            if x0 > dMax { (sx0, sy0) = (dMax, yc) } else { (sx1, sy1) = (dMax, yc) }
        }
        emit(sx0, sy0, sx1, sy1, winding, into: &lines)
    }

    /// Converts an edge inside the domain to fixed point and passes it to ``emitFixed``.
    @inline(__always)
    private func emit(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ winding: Int32,
                      into lines: inout ScratchBuffer<EdgeLine>) {
        emitFixed(fixedX(ax), fixedY(ay), fixedX(bx), fixedY(by), winding, into: &lines)
    }

    /// Appends a fixed-point edge unless it is horizontal or lies wholly above, below or right of
    /// the target (no pixel of the target could see it); wholly left of the target it becomes a
    /// vertical edge on the target's left side over the same rows, which gives every target pixel
    /// the same sum (its cells all fold into the target's first column).
    @inline(__always)
    private func emitFixed(_ ax: Int32, _ ay: Int32, _ bx: Int32, _ by: Int32, _ winding: Int32,
                           into lines: inout ScratchBuffer<EdgeLine>) {
        lines.reserve(lines.count + 1)
        emitFixed(ax, ay, bx, by, winding, to: lines.base, count: &lines.count)
    }

    /// ``emitFixed(_:_:_:_:_:into:)`` into `out[count]` (which must have room), advancing `count`
    /// when the line is kept: for the loops that reserved their lines' room once.
    @inline(__always)
    private func emitFixed(_ ax: Int32, _ ay: Int32, _ bx: Int32, _ by: Int32, _ winding: Int32,
                           to out: UnsafeMutablePointer<EdgeLine>, count: inout Int) {
        guard var line = EdgeLine(ax, ay, bx, by, winding: winding) else { return }
        if line.y1 <= topFixed || line.y0 >= bottomFixed { return }
        if line.x0 >= rightFixed && line.x1 >= rightFixed { return }
        if line.x0 <= leftFixed && line.x1 <= leftFixed {
            line.x0 = leftFixed
            line.x1 = leftFixed
        }
        (out + count).initialize(to: line)
        count &+= 1
    }

    /// An x in the domain (pixels) in absolute fixed point, rounded to nearest.
    @inline(__always)
    private func fixedX(_ x: Double) -> Int32 { EdgeBuilder.fixed(x) }

    /// A y in the domain (pixels) in absolute fixed point, rounded to nearest.
    @inline(__always)
    private func fixedY(_ y: Double) -> Int32 { EdgeBuilder.fixed(y) }

    /// `value · one` rounded to nearest (halves up), clamped to the domain (NaN, impossible for
    /// validated input, would become 0 rather than trap). The same for every target. The floor is
    /// a truncation corrected for negative values (`rounded(.down)` is a library call without
    /// SSE4.1).
    @inline(__always)
    static func fixed(_ value: Double) -> Int32 {
        let limit = EdgeBuilder.domainMax * Double(EdgeLine.one)
        let v = value * Double(EdgeLine.one) + 0.5
        if v >= limit { return Int32(limit) }
        if v >= -limit {
            let t = Int32(v)
            return Double(t) > v ? t &- 1 : t
        }
        return v.isNaN ? 0 : Int32(-limit)
    }

    /// ``fixed(_:)`` for a value inside the domain, where it never clamps: the same floor of
    /// `value · one + 0.5`, found without a checked conversion. Adding 1.5·2^52 rounds it to the
    /// nearest integer (ties to even; every value here is far below 2^51), which the sum's low 32
    /// bits hold in two's complement and subtracting 1.5·2^52 again gives exactly; one less when
    /// that lies above the value.
    @inline(__always)
    static func fixedInDomain(_ value: Double) -> Int32 {
        let v = value * Double(EdgeLine.one) + 0.5
        let magic = 0x1.8p52
        let shifted = v + magic
        let nearest = Int32(truncatingIfNeeded: shifted.bitPattern)
        return shifted - magic > v ? nearest &- 1 : nearest
    }

    /// `value` limited to the closed interval between `a` and `b`.
    @inline(__always)
    private func clamp(_ value: Double, _ a: Double, _ b: Double) -> Double {
        Swift.min(Swift.max(value, Swift.min(a, b)), Swift.max(a, b))
    }

    /// The controls of the cubic that traces the quadratic from `a` through control `c` to `p`
    /// (degree elevation, exact): they lie 2/3 of the way from each end to the quadratic's control.
    @inline(__always)
    static func elevatedControls(from a: Point, control c: Point, to p: Point) -> (Point, Point) {
        (Point(x: a.x + (c.x - a.x) * (2.0 / 3), y: a.y + (c.y - a.y) * (2.0 / 3)),
         Point(x: p.x + (c.x - p.x) * (2.0 / 3), y: p.y + (c.y - p.y) * (2.0 / 3)))
    }
}

/// Step 4 of ``EdgeBuilder``'s cubic flattening: the interior vertices of the compensated polyline
/// by forward differencing. B(t) = a·t³ + b·t² + c·t + p0 with first, second and third differences
/// d1, d2, d3 for the step Δt = 1/n; each vertex is moved by −Δt²·B″(t)/12, where Δt²·B″(t) starts
/// at 2·b·Δt² and grows by d3 per step. The error the differencing accumulates is a few ulps per
/// step, far below 1/1024 px.
private struct CompensatedCubicVertices {
    private var x: Double, y: Double
    private var d1x: Double, d1y: Double, d2x: Double, d2y: Double
    private let d3x: Double, d3y: Double
    private var ex: Double, ey: Double
    /// The moved start vertex (vertex 0).
    let first: Point
    /// The moved end vertex (vertex n).
    let last: Point

    /// `bx = ax` and `by = ay` are the curve's b coefficients divided by 3 (p0 − 2p1 + p2).
    @inline(__always)
    init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, ax: Double, ay: Double, chords n: Int) {
        let h = 1 / Double(n), h2 = h * h, h3 = h2 * h
        let cx = 3 * (p1.x - p0.x), bx3 = 3 * ax, ax3 = p3.x - 3 * p2.x + 3 * p1.x - p0.x
        let cy = 3 * (p1.y - p0.y), by3 = 3 * ay, ay3 = p3.y - 3 * p2.y + 3 * p1.y - p0.y
        d1x = ax3 * h3 + bx3 * h2 + cx * h
        d2x = 6 * ax3 * h3 + 2 * bx3 * h2
        d1y = ay3 * h3 + by3 * h2 + cy * h
        d2y = 6 * ay3 * h3 + 2 * by3 * h2
        d3x = 6 * ax3 * h3
        d3y = 6 * ay3 * h3
        ex = 2 * bx3 * h2
        ey = 2 * by3 * h2
        x = p0.x
        y = p0.y
        first = Point(x: x - ex / 12, y: y - ey / 12)
        last = Point(x: p3.x - (ex + Double(n) * d3x) / 12, y: p3.y - (ey + Double(n) * d3y) / 12)
    }

    /// The next interior vertex (1, 2, … n − 1).
    @inline(__always)
    mutating func next() -> Point {
        x += d1x
        y += d1y
        d1x += d2x
        d1y += d2y
        d2x += d3x
        d2y += d3y
        ex += d3x
        ey += d3y
        return Point(x: x - ex / 12, y: y - ey / 12)
    }
}
