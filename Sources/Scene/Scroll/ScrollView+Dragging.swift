import Geometry

/// The finger's part: touch-down, the drag with its rubber band, and the release.
extension ScrollView {
    /// A finger came down on the view: a motion in progress stops where it is, and the view tracks.
    func panTouchedDown() {
        stopMotion()
        phase = .tracking
        velocity = .zero
    }

    /// The pan entered `state`.
    func panDidEnter(_ state: GestureRecognizerState, pan: PanGestureRecognizer) {
        switch state {
        case .began:
            phase = .dragging
            let lower = minimumContentOffset, upper = maximumContentOffset
            dragStart = bounces
                ? Point(x: band(.horizontal).unclamp(offset.x, lower: lower.x, upper: upper.x),
                        y: band(.vertical).unclamp(offset.y, lower: lower.y, upper: upper.y))
                : offset
            recordEvent("scrollBeganDragging")
            drag(pan)
        case .changed:
            drag(pan)
        case .ended, .cancelled:
            let axes = pan.axes
            let release = state == .ended
                ? Point(x: axes.contains(.horizontal) ? -pan.velocity.x : 0,
                        y: axes.contains(.vertical) ? -pan.velocity.y : 0)
                : .zero
            recordEvent("scrollEndedDragging", values: [("velocityX", release.x), ("velocityY", release.y)])
            startMotion(velocity: release)
        case .failed:
            // No drag after all: content caught beyond an edge (during a bounce) springs back.
            if phase == .tracking { startMotion(velocity: .zero) }
        case .possible:
            break
        }
    }

    /// The rubber band of an axis: the viewport's width or height.
    func band(_ axis: PanAxes) -> RubberBand {
        RubberBand(dimension: axis == .horizontal ? bounds.size.width : bounds.size.height)
    }

    /// Sets the offset from the pan's translation (docs/scrolling.md): start − translation per scrollable
    /// axis, banded or clamped at the limits; the velocity follows the finger through the band.
    private func drag(_ pan: PanGestureRecognizer) {
        let lower = minimumContentOffset, upper = maximumContentOffset, axes = pan.axes
        var next = offset, rate = Point.zero
        if axes.contains(.horizontal) {
            (next.x, rate.x) = follow(raw: dragStart.x - pan.translation.x, fingerVelocity: pan.velocity.x,
                                      lower: lower.x, upper: upper.x, band: band(.horizontal))
        }
        if axes.contains(.vertical) {
            (next.y, rate.y) = follow(raw: dragStart.y - pan.translation.y, fingerVelocity: pan.velocity.y,
                                      lower: lower.y, upper: upper.y, band: band(.vertical))
        }
        velocity = rate
        setOffset(next)
    }

    /// One axis of ``drag(_:)``: the shown offset for the unbanded `raw` one and its rate of change.
    private func follow(raw: Double, fingerVelocity: Double, lower: Double, upper: Double,
                        band: RubberBand) -> (Double, Double) {
        if raw >= lower && raw <= upper { return (raw, -fingerVelocity) }
        guard bounces else { return (Swift.min(Swift.max(raw, lower), upper), 0) }
        let beyond = raw < lower ? lower - raw : raw - upper
        return (band.clamp(raw, lower: lower, upper: upper), -fingerVelocity * band.slope(at: beyond))
    }
}
