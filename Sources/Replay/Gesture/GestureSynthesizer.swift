#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import JSON
import Scene

/// Writes synthetic touch traces: tap, long press, drag, fling and two-finger pinch.
///
///     let synthesizer = GestureSynthesizer(scene: "gallery.scene.json", sampleRate: 120)
///     let trace = synthesizer.drag(from: Point(x: 40, y: 300), to: Point(x: 320, y: 300),
///                                  duration: 300_000_000)
///
/// Times are `Int64` nanoseconds, like `SimClock`'s; every gesture starts at t = 0 with finger id 0
/// (the pinch uses ids 0 and 1).
///
/// **Sampling.** A movement lasting `d` ns writes a `moved` sample at k · 10⁹ / ``sampleRate`` ns
/// after it starts (integer division, as frames are timed: docs/replay.md), for k = 1, 2, … while that is
/// before `d`, and a last one exactly at `d`, exactly on the end point. A sample's position is
/// start + (elapsed / d) · (end − start), with the end points exact. A movement of zero duration
/// writes a single sample at its start.
///
/// Nothing here reads a clock or draws random numbers: the same arguments give the same trace.
public struct GestureSynthesizer: Sendable {
    /// The scene path written into the traces.
    public var scene: String
    /// Samples per second during movements, 1…10,000.
    public var sampleRate: Int
    /// The traces' `frameRate`.
    public var frameRate: Int

    /// Creates a synthesizer.
    ///
    /// - Precondition: `sampleRate` in 1…10,000 and `frameRate` ≥ 1 (the command line checks both).
    public init(scene: String, sampleRate: Int = 120, frameRate: Int = Trace.defaultFrameRate) {
        precondition((1...10_000).contains(sampleRate), "sample rate must be 1…10,000 Hz")
        precondition(frameRate >= 1, "frame rate must be positive")
        self.scene = scene
        self.sampleRate = sampleRate
        self.frameRate = frameRate
    }

    /// Default hold of a tap: 50 ms, Chrome DevTools' synthesized tap (docs/cli.md#gesture).
    public static let defaultTapDuration: Int64 = 50_000_000
    /// Default hold of a long press: 1 s, twice UIKit's and Android's 0.5 s minimum, so recognizers
    /// with either threshold fire.
    public static let defaultLongPressDuration: Int64 = 1_000_000_000
    /// Default movement of a drag or pinch: 300 ms, `adb shell input swipe`'s default.
    public static let defaultMoveDuration: Int64 = 300_000_000
    /// Default contact time of a fling: 100 ms.
    public static let defaultFlingDuration: Int64 = 100_000_000

    // MARK: Gestures

    /// One finger down at `location` and up at the same place `duration` ns later.
    ///
    /// - Precondition: `location` is finite, `duration` ≥ 0.
    public func tap(at location: Point, duration: Int64 = defaultTapDuration) -> Trace {
        precondition(location.isFinite && duration >= 0)
        return trace("tap", "tap at \(text(location)) held \(seconds(duration)) s", [
            TraceEvent(nanoseconds: 0, id: 0, phase: .began, location: location),
            TraceEvent(nanoseconds: duration, id: 0, phase: .ended, location: location),
        ])
    }

    /// One finger held still at `location` for `duration` ns: a `began` and an `ended`, nothing
    /// between (a still finger sends no samples).
    ///
    /// - Precondition: `location` is finite, `duration` ≥ 0.
    public func longPress(at location: Point, duration: Int64 = defaultLongPressDuration) -> Trace {
        precondition(location.isFinite && duration >= 0)
        return trace("long-press", "long press at \(text(location)) held \(seconds(duration)) s", [
            TraceEvent(nanoseconds: 0, id: 0, phase: .began, location: location),
            TraceEvent(nanoseconds: duration, id: 0, phase: .ended, location: location),
        ])
    }

    /// One finger down at `start`, still for `holdBefore` ns, moving in a straight line at constant
    /// speed to `end` over `duration` ns, still for `holdAfter` ns, then up.
    ///
    /// - Precondition: the points are finite; the times ≥ 0.
    public func drag(from start: Point, to end: Point, duration: Int64 = defaultMoveDuration,
                     holdBefore: Int64 = 0, holdAfter: Int64 = 0) -> Trace {
        precondition(start.isFinite && end.isFinite && duration >= 0 && holdBefore >= 0 && holdAfter >= 0)
        var events = [TraceEvent(nanoseconds: 0, id: 0, phase: .began, location: start)]
        for (elapsed, fraction) in samples(duration) {
            events.append(TraceEvent(nanoseconds: holdBefore + elapsed, id: 0, phase: .moved,
                                     location: start.interpolated(to: end, by: fraction)))
        }
        events.append(TraceEvent(nanoseconds: holdBefore + duration + holdAfter, id: 0, phase: .ended, location: end))
        return trace("drag", "drag from \(text(start)) to \(text(end)) in \(seconds(duration)) s", events)
    }

    /// One finger moving from `start` at constant `velocity` (points per second in x and y) for
    /// `duration` ns, lifting at full speed.
    ///
    /// **Profile.** The finger does not decelerate while it touches: its velocity is `velocity`
    /// throughout and at lift-off, so a velocity tracker (least squares or impulse) estimates
    /// exactly `velocity`, as with Flutter's `WidgetTester.fling`, which also moves in equal steps.
    /// Deceleration after lift-off belongs to whatever the fling scrolls (its physics), not to the
    /// touch, so the trace ends at the lift: `ended` at start + velocity · duration, at the same
    /// time as the last `moved` sample.
    ///
    /// - Precondition: `start` and `velocity` are finite; `duration` > 0.
    public func fling(from start: Point, velocity: Point, duration: Int64 = defaultFlingDuration) -> Trace {
        precondition(start.isFinite && velocity.isFinite && duration > 0)
        let seconds = TraceTime.seconds(fromNanoseconds: duration)
        let end = Point(x: start.x + velocity.x * seconds, y: start.y + velocity.y * seconds)
        var events = [TraceEvent(nanoseconds: 0, id: 0, phase: .began, location: start)]
        for (elapsed, fraction) in samples(duration) {
            events.append(TraceEvent(nanoseconds: elapsed, id: 0, phase: .moved, location: start.interpolated(to: end, by: fraction)))
        }
        events.append(TraceEvent(nanoseconds: duration, id: 0, phase: .ended, location: end))
        return trace("fling", "fling from \(text(start)) at \(text(velocity)) points/s for \(self.seconds(duration)) s", events)
    }

    /// Two fingers on a line through `center` at `angle` radians from the +x axis (toward +y),
    /// `startDistance` points apart, moving symmetrically until they are `endDistance` apart over
    /// `duration` ns; then both lift. The distance changes linearly with time: a pinch-in when
    /// `endDistance` < `startDistance`, a spread otherwise.
    ///
    /// Finger 0 is at center − (distance / 2)·(cos angle, sin angle), finger 1 at center + the same;
    /// at every instant finger 0's event comes first.
    ///
    /// - Precondition: `center` and `angle` are finite; the distances ≥ 0; `duration` ≥ 0.
    public func pinch(center: Point, startDistance: Double, endDistance: Double, angle: Double = 0,
                      duration: Int64 = defaultMoveDuration) -> Trace {
        precondition(center.isFinite && angle.isFinite && startDistance.isFinite && endDistance.isFinite)
        precondition(startDistance >= 0 && endDistance >= 0 && duration >= 0)
        let direction = Point(x: cos(angle), y: sin(angle))
        func fingers(_ distance: Double) -> (Point, Point) {
            let half = direction * (distance / 2)
            return (center - half, center + half)
        }
        func distance(_ fraction: Double) -> Double {
            fraction == 1 ? endDistance : startDistance + (endDistance - startDistance) * fraction
        }
        let (a0, b0) = fingers(startDistance)
        var events = [TraceEvent(nanoseconds: 0, id: 0, phase: .began, location: a0),
                      TraceEvent(nanoseconds: 0, id: 1, phase: .began, location: b0)]
        var last = (a0, b0)
        for (elapsed, fraction) in samples(duration) {
            last = fingers(distance(fraction))
            events.append(TraceEvent(nanoseconds: elapsed, id: 0, phase: .moved, location: last.0))
            events.append(TraceEvent(nanoseconds: elapsed, id: 1, phase: .moved, location: last.1))
        }
        events.append(TraceEvent(nanoseconds: duration, id: 0, phase: .ended, location: last.0))
        events.append(TraceEvent(nanoseconds: duration, id: 1, phase: .ended, location: last.1))
        return trace("pinch", "pinch at \(text(center)) from \(text(startDistance)) to \(text(endDistance)) points apart in \(seconds(duration)) s", events)
    }

    // MARK: Helpers

    /// The sample times of a movement lasting `duration` ns, with the fraction of the movement done
    /// at each (see the type's documentation); the last is `(duration, 1)`.
    func samples(_ duration: Int64) -> [(elapsed: Int64, fraction: Double)] {
        var result: [(Int64, Double)] = []
        var k: Int64 = 1
        while true {
            let elapsed = k * TraceTime.nanosecondsPerSecond / Int64(sampleRate)
            guard elapsed < duration else { break }
            result.append((elapsed, Double(elapsed) / Double(duration)))
            k += 1
        }
        result.append((duration, 1))
        return result
    }

    private func trace(_ gesture: String, _ description: String, _ events: [TraceEvent]) -> Trace {
        let provenance: JSONObject = [
            "generator": "touchstone gesture",
            "gesture": .string(gesture),
            "sampleRate": .number(Double(sampleRate)),
        ]
        return Trace(scene: scene, frameRate: frameRate, description: "synthetic " + description,
                     source: provenance, events: events)
    }

    private func text(_ point: Point) -> String { "(\(text(point.x)), \(text(point.y)))" }
    private func text(_ value: Double) -> String { JSONValue.number(value).serialized() }
    private func seconds(_ nanoseconds: Int64) -> String { text(TraceTime.seconds(fromNanoseconds: nanoseconds)) }
}

