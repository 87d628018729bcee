import Geometry

/// The motion after the finger lifts, on the clock.
extension ScrollView {
    /// Starts the coast or bounce of a release with `velocity` (of the offset, points per second),
    /// or goes idle when neither axis moves.
    func startMotion(velocity release: Point) {
        stopMotion()
        let lower = minimumContentOffset, upper = maximumContentOffset
        let threshold = 0.5 / (displayScale.isFinite && displayScale > 0 ? displayScale : 1)
        let x = ScrollAxisMotion.release(value: offset.x, velocity: release.x, lower: lower.x, upper: upper.x,
                                         rate: decelerationRate, bounces: bounces, springThreshold: threshold)
        let y = ScrollAxisMotion.release(value: offset.y, velocity: release.y, lower: lower.y, upper: upper.y,
                                         rate: decelerationRate, bounces: bounces, springThreshold: threshold)
        guard x != nil || y != nil else {
            phase = .idle
            velocity = .zero
            return
        }
        let clock = motionClock
        let start = clock.now
        let seconds = Swift.max(x?.duration ?? 0, y?.duration ?? 0)
        let (end, overflow) = start.addingReportingOverflow(Int64((seconds * 1e9).rounded(.up)))
        let event = clock.schedule(notBefore: overflow ? .max : end) { [weak self] in self?.finishMotion() }
        let observer = clock.addTimeObserver { [weak self] now in self?.updateMotion(at: now) }
        motion = Motion(x: x, y: y, start: start, end: event, observer: observer)
        updateMotion(at: start)
    }

    /// Sets the offset, velocity and phase to the motion's closed form at `time`.
    func updateMotion(at time: Int64) {
        guard let motion else { return }
        let t = Double(time - motion.start) / 1e9
        var next = offset, rate = Point.zero, bouncing = false
        if let x = motion.x {
            let s = x.sample(at: t)
            (next.x, rate.x) = (s.value, s.velocity)
            bouncing = bouncing || s.bouncing
        }
        if let y = motion.y {
            let s = y.sample(at: t)
            (next.y, rate.y) = (s.value, s.velocity)
            bouncing = bouncing || s.bouncing
        }
        phase = bouncing ? .bouncing : .decelerating
        velocity = rate
        setOffset(next)
    }

    /// The motion's end event: the final offset, rest, and `scrollEndedDecelerating`.
    private func finishMotion() {
        guard let motion else { return }
        var final = offset
        if let x = motion.x { final.x = x.finalValue }
        if let y = motion.y { final.y = y.finalValue }
        motionClock.removeTimeObserver(motion.observer)
        self.motion = nil
        phase = .idle
        velocity = .zero
        setOffset(final)
        recordEvent("scrollEndedDecelerating")
    }

    /// Stops a motion in progress where it is now (a touch caught it, or the offset was set).
    func stopMotion() {
        guard let current = motion else { return }
        updateMotion(at: motionClock.now)
        motionClock.cancel(current.end)
        motionClock.removeTimeObserver(current.observer)
        motion = nil
        velocity = .zero
        if isDecelerating { phase = .idle }
    }

    /// The clock the view's layer animates on.
    var motionClock: SimClock { layer.animations.clock }
}
