import JSON

/// Writes `perfetto.json` as the first replay's frames are drawn: the same bytes as
/// ``PerfettoTrace/jsonText()`` of the whole replay, keeping nothing per frame.
///
///     let writer = try PerfettoTraceWriter(path: "out/tap/perfetto.json", name: "tap", touches: touches)
///     for each frame { try writer.add(frame) }
///     try writer.finish()
///
/// The touches delivered up to a frame's time go before it, in order, as in
/// ``PerfettoTrace``'s layout. The text goes to `perfetto.json.partial` (``StreamedFile``), named
/// when complete.
final class PerfettoTraceWriter {
    private let file: StreamedFile
    private let touches: [DeliveredTouch]
    private var nextTouch = 0
    private var frameEndNs: Int64 = .min
    private var eventCount = 0

    /// Creates the partial file and writes the metadata events.
    ///
    /// - Parameter touches: every touch of the replay, in delivery order.
    /// - Throws: ``OutputError`` naming the file.
    init(path: String, name: String, touches: [DeliveredTouch]) throws {
        file = try StreamedFile(path: path)
        self.touches = touches
        try file.write(PerfettoTrace.opening)
        for event in PerfettoTrace.metadataEvents(name: name) { try write(event) }
    }

    /// Writes the touches due by the frame's time, then the frame.
    ///
    /// - Throws: ``OutputError`` naming the file.
    func add(_ frame: ReplayedFrame) throws {
        while nextTouch < touches.count, touches[nextTouch].deliveredNs <= frame.timeNs {
            let touch = touches[nextTouch]
            try write(PerfettoTrace.touchEvent(timeNs: touch.deliveredNs, id: touch.event.id, phase: touch.event.phase.rawValue,
                                               x: touch.event.location.x, y: touch.event.location.y))
            nextTouch += 1
        }
        for event in PerfettoTrace.frameEvents(index: frame.index, timeNs: frame.timeNs, stepNs: frame.stepNs,
                                               renderNs: frame.renderNs, dirtyPixels: frame.dirtyPixels,
                                               hash: frame.hash, previousEndNs: &frameEndNs) {
            try write(event)
        }
    }

    /// Ends the document and gives the file its name.
    ///
    /// - Throws: ``OutputError`` naming the file.
    func finish() throws {
        try file.write(PerfettoTrace.closing)
        try file.commit()
    }

    /// Removes the partial file.
    func discard() { file.discard() }

    private func write(_ event: JSONValue) throws {
        try file.write((eventCount == 0 ? "\n" : ",\n") + event.serialized())
        eventCount += 1
    }
}
