import Scene

extension SimClock {
    /// Runs `action` at the current instant, on the clock (after the events already queued for it):
    /// MDC's "dispatch async on the main queue".
    func scheduleNow(_ action: @escaping () -> Void) {
        do { try schedule(at: now, action) } catch { preconditionFailure("now is never in the past") }
    }
}
