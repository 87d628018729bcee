import JSON

/// A trace file that could not be read, or a trace that breaks the format's rules.
///
/// Every error names the file (``source``), where in it the problem is (a line and column for
/// syntax, a JSON path otherwise), and for problems inside an event its index and field:
///
///     taps.trace.json: at $.events[3].t (event 3, field "t"): time 0.25 s is earlier than event 2's 0.3 s; times must not decrease
///     taps.trace.json: at $.events[5].phase (event 5, field "phase"): touch 1 moved before it began
///     taps.trace.json: line 4, column 18: expected ',' or '}' in object, found ']'
///
/// ``reason`` classifies the error for code and tests; the message says what was expected.
public struct TraceError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What kind of rule was broken.
    public enum Reason: Hashable, Sendable {
        /// The file could not be opened or read, or is not UTF-8.
        case unreadable
        /// The file is larger than ``TraceLimits/maximumFileBytes``.
        case fileTooLarge
        /// The file holds more events than ``TraceLimits/maximumEvents``.
        case tooManyEvents
        /// Not JSON (syntax error, or a number too large for a `Double`).
        case syntax
        /// A key missing or unknown, a value of the wrong kind, or an unsupported format or version.
        case schema
        /// An event's `t` is earlier than the event before it.
        case timeWentBackwards
        /// A number out of its range: a negative or too late time, a negative id, a frame rate of 0.
        case outOfRange
        /// A `phase` that is not one of the five phases.
        case unknownPhase
        /// A touch moved, stayed, ended or was cancelled without having begun.
        case touchNotBegun
        /// A touch began while the same id was still down.
        case touchAlreadyBegun
        /// A coordinate beyond ``TraceLimits/maximumCoordinate``, or far outside the scene.
        case outsideScene
        /// A `force` outside 0…1.
        case forceOutOfRange
    }

    /// The file's name or another label for the document.
    public var source: String
    /// Where in the document, if anywhere in particular.
    public var location: JSONError.Location?
    /// The index of the event concerned, counting from 0, if the problem is inside an event.
    public var eventIndex: Int?
    /// The key concerned (`t`, `phase`, `x`, …), if one.
    public var field: String?
    /// The kind of problem.
    public var reason: Reason
    /// What was wrong and what was expected, starting in lower case.
    public var message: String

    /// An error for event `index`'s `field`, located at `$.events[index].field`.
    static func event(_ index: Int, field: String?, source: String, reason: Reason, _ message: String) -> TraceError {
        var path = JSONPath.root.appending(key: "events").appending(index: index)
        if let field { path = path.appending(key: field) }
        return TraceError(source: source, location: .path(path), eventIndex: index, field: field,
                          reason: reason, message: message)
    }

    /// One line: `source: at PATH (event I, field "F"): message`, `source: line L, column C: message`,
    /// or `source: message` when the problem concerns the whole file.
    public var description: String {
        var text = source
        switch location {
        case let .text(line, column)?: text += ": line \(line), column \(column)"
        case let .path(path)?: text += ": at \(path)"
        case nil: break
        }
        switch (eventIndex, field) {
        case let (index?, field?): text += " (event \(index), field \"\(field)\")"
        case let (index?, nil): text += " (event \(index))"
        default: break
        }
        return text + ": " + message
    }
}

extension TraceError {
    /// Wraps a reader or parser error, recovering the event index and field from its path.
    init(_ error: JSONError, reason: Reason) {
        var index: Int?, field: String?
        if case .path(let path) = error.location {
            let components = path.components
            if components.count >= 2, components[0] == .key("events"), case .index(let i) = components[1] {
                index = i
                if components.count >= 3, case .key(let key) = components[2] { field = key }
            }
        }
        self.init(source: error.source, location: error.location, eventIndex: index, field: field,
                  reason: reason, message: error.message)
    }
}
