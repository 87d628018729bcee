/// What the dumps of one counted replay hold: each frame's step and render instructions and the
/// merged profile of them all.
///
/// Under `valgrind --tool=callgrind --collect-atstart=no --callgrind-out-file=DIR/callgrind.out`
/// the replayer (``ReplayOptions/measure`` = ``Measure/instructions``) collects events only during
/// each frame's step and render and dumps each part on its own (``Callgrind/dump(_:)``), so
/// callgrind writes `DIR/callgrind.out.1`, `.2`, … labelled `frame N step` / `frame N render`
/// (their `desc: Trigger: Client Request: …` lines), and `DIR/callgrind.out` at exit, which holds
/// nothing collected. A part's count is its total (``CallgrindProfile/total(event:)``).
public struct CountedParts: Sendable {
    /// Each frame's counts, in frame order.
    public var frames: [FrameInstructions]
    /// Every part's profile added up: the measured work of the whole replay.
    public var profile: CallgrindProfile

    /// The dump label's prefix in a trigger line.
    static let triggerPrefix = "Client Request: "

    /// Reads the dumps `prefix`, `prefix.1`, `prefix.2`, … in `directory`.
    ///
    /// - Throws: ``CallgrindError`` for a file that cannot be read or parsed, a part labelled
    ///   twice, a frame missing its step or render part, no frame at all, or parts of different
    ///   events.
    public init(directory: String, prefix: String = "callgrind.out") throws {
        let base = directory.hasSuffix("/") ? directory : directory + "/"
        let names: [String]
        do {
            names = try FileSystem.contents(ofDirectory: directory).filter { $0 == prefix || $0.hasPrefix(prefix + ".") }
        } catch {
            throw CallgrindError("\(directory): \(error)")
        }
        var steps: [Int: Int64] = [:], renders: [Int: Int64] = [:]
        var merged: CallgrindProfile?
        for name in names {
            let part = try CallgrindProfile(contentsOfFile: base + name)
            guard let trigger = part.trigger, trigger.hasPrefix(Self.triggerPrefix) else { continue }
            let label = trigger.dropFirst(Self.triggerPrefix.count).split(separator: " ")
            guard label.count == 3, label[0] == "frame", let index = Int(label[1]), index >= 0,
                  let kind = FramePart(rawValue: String(label[2])) else { continue }
            let count = part.total()
            switch kind {
            case .step:
                guard steps.updateValue(count, forKey: index) == nil else { throw CallgrindError("\(base + name): frame \(index) step is dumped twice") }
            case .render:
                guard renders.updateValue(count, forKey: index) == nil else { throw CallgrindError("\(base + name): frame \(index) render is dumped twice") }
            }
            if merged == nil { merged = CallgrindProfile(events: part.events) }
            do {
                try merged!.add(part)
            } catch let error as CallgrindError {
                throw CallgrindError("\(base + name): \(error.description)")
            }
        }
        guard var profile = merged else {
            throw CallgrindError("\(directory): no dump labelled 'frame N step' or 'frame N render' (was the replay run under callgrind with --measure instructions?)")
        }
        let count = max(steps.count, renders.count)
        var frames: [FrameInstructions] = []
        for index in 0..<count {
            guard let step = steps[index], let render = renders[index] else {
                throw CallgrindError("\(directory): frame \(index) lacks its \(steps[index] == nil ? "step" : "render") dump; expected both parts of frames 0 to \(count - 1)")
            }
            frames.append(FrameInstructions(step: step, render: render))
        }
        profile.trigger = nil
        self.frames = frames
        self.profile = profile
    }
}
