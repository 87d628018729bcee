extension Path {
    /// The distance from an end point of a cubic quarter-ellipse to its adjacent control point, as
    /// a fraction of the radius: `4/3·(√2 − 1)`, which makes the midpoint of the curve lie on the
    /// circle.
    public static let quarterCircleControlFraction = 0.552_284_749_830_793_4

    /// Adds a closed rectangle: move to the top-left corner, lines to top-right, bottom-right and
    /// bottom-left, close (`CGPathAddRect` on a standardized rectangle).
    public mutating func addRect(_ rect: Rect) {
        let r = rect.standardized
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// Adds a closed ellipse inscribed in `rect`: four cubic quarters starting at the right-most point
    /// and turning toward +y (clockwise on screen).
    public mutating func addEllipse(in rect: Rect) {
        let r = rect.standardized
        addRoundedQuarters(r, rx: r.width / 2, ry: r.height / 2)
    }

    /// Adds a closed rounded rectangle with elliptical corners of `cornerWidth` × `cornerHeight`
    /// (`CGPathAddRoundedRect`), clockwise on screen, starting at the
    /// top of the right side (the same order as ``addEllipse(in:)``).
    ///
    /// Corner sizes are clamped to half the rectangle's width and height, as UIKit's rounded-rect
    /// path does; negative corner sizes count as zero. Zero corners give the plain rectangle's
    /// elements. (MDC's shape generators never clamp; this convenience is for Core Animation's
    /// `cornerRadius`.)
    public mutating func addRoundedRect(in rect: Rect, cornerWidth: Double, cornerHeight: Double) {
        let r = rect.standardized
        let rx = Swift.min(Swift.max(cornerWidth, 0), r.width / 2)
        let ry = Swift.min(Swift.max(cornerHeight, 0), r.height / 2)
        if rx == 0 || ry == 0 {
            addRect(r)
        } else {
            addRoundedQuarters(r, rx: rx, ry: ry)
        }
    }

    /// Rounded rectangle or ellipse: four corner cubics joined by (possibly zero-length, then
    /// omitted) straight sides, starting at the right side's top.
    private mutating func addRoundedQuarters(_ r: Rect, rx: Double, ry: Double) {
        let kx = rx * Path.quarterCircleControlFraction, ky = ry * Path.quarterCircleControlFraction
        let (x0, y0, x1, y1) = (r.minX, r.minY, r.maxX, r.maxY)
        move(to: Point(x: x1, y: y0 + ry))
        if y1 - ry != y0 + ry { addLine(to: Point(x: x1, y: y1 - ry)) }
        addCurve(to: Point(x: x1 - rx, y: y1), control1: Point(x: x1, y: y1 - ry + ky),
                 control2: Point(x: x1 - rx + kx, y: y1))
        if x0 + rx != x1 - rx { addLine(to: Point(x: x0 + rx, y: y1)) }
        addCurve(to: Point(x: x0, y: y1 - ry), control1: Point(x: x0 + rx - kx, y: y1),
                 control2: Point(x: x0, y: y1 - ry + ky))
        if y0 + ry != y1 - ry { addLine(to: Point(x: x0, y: y0 + ry)) }
        addCurve(to: Point(x: x0 + rx, y: y0), control1: Point(x: x0, y: y0 + ry - ky),
                 control2: Point(x: x0 + rx - kx, y: y0))
        if x1 - rx != x0 + rx { addLine(to: Point(x: x1 - rx, y: y0)) }
        addCurve(to: Point(x: x1, y: y0 + ry), control1: Point(x: x1 - rx + kx, y: y0),
                 control2: Point(x: x1, y: y0 + ry - ky))
        closeSubpath()
    }
}
