extension Path {
    /// Adds a circular arc with CoreGraphics' `CGPathAddArc` semantics.
    ///
    /// If the path has a current point, a straight line joins it to the arc's first point (omitted
    /// when they coincide exactly); otherwise the arc starts a new subpath. See
    /// ``Arc/init(center:radius:startAngle:endAngle:clockwise:)`` for the sweep rule — note that
    /// `clockwise: true` makes the angle decrease, which looks counter-clockwise on a y-down screen.
    ///
    /// - Parameters:
    ///   - center: the circle's centre, in points.
    ///   - radius: in points.
    ///   - startAngle: radians from +x toward +y.
    ///   - endAngle: radians from +x toward +y.
    ///   - clockwise: CoreGraphics' flag (see above).
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double,
                                clockwise: Bool) {
        addArc(Arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                   clockwise: clockwise))
    }

    /// Adds `arc` as cubic pieces, joined to the current point by a line as in
    /// ``addArc(center:radius:startAngle:endAngle:clockwise:)``.
    public mutating func addArc(_ arc: Arc) {
        if let current = currentPoint {
            if current != arc.startPoint { addLine(to: arc.startPoint) }
        } else {
            move(to: arc.startPoint)
        }
        arc.forEachCubic { addCurve(to: $2, control1: $0, control2: $1) }
    }

    /// Adds an arc tangent to two lines, with CoreGraphics' `CGPathAddArcToPoint` semantics: the
    /// circle of `radius` touches the line from the current point to `tangent1End` and the line from
    /// `tangent1End` to `tangent2End`; a line joins the current point to the first tangent point and
    /// the arc ends at the second (which lies on the second line, not necessarily at `tangent2End`).
    ///
    /// Degenerate cases draw a straight line to `tangent1End` instead: a zero radius, `tangent1End`
    /// equal to the current point or to `tangent2End`, or the three points collinear. As with the
    /// arc's own joining line, a line of zero length (`tangent1End` equal to the current point) is
    /// omitted. With no current point the path moves to `tangent1End` (CoreGraphics ignores the call
    /// and logs).
    public mutating func addArc(tangent1End: Point, tangent2End: Point, radius: Double) {
        guard let current = currentPoint else {
            move(to: tangent1End)
            return
        }
        guard let arc = TangentArc(from: current, corner: tangent1End, to: tangent2End,
                                   radius: radius) else {
            if current != tangent1End { addLine(to: tangent1End) }
            return
        }
        if current != arc.start { addLine(to: arc.start) }
        arc.forEachCubic { addCurve(to: $2, control1: $0, control2: $1) }
    }
}
