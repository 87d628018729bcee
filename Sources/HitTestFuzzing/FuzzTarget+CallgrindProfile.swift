import Platform
import Replay

extension FuzzTarget {
    /// The `callgrind-profile` target: `CallgrindProfile(parsing:)` on the raw bytes (UTF-8
    /// checked by ``Platform/UTF8Validation``), held to the format's rules and not only to our own
    /// writer:
    ///
    /// - the same bytes with CRLF line ends read to the same profile or the same message;
    /// - the reader accepts exactly the texts ``CallgrindFormatOracle``, a second reading of the
    ///   rules, accepts; when both refuse, the reader's message names the line the oracle's does;
    /// - when both accept, the profile holds the oracle's events, totals, self cost of every site
    ///   and inclusive cost and count of every call;
    /// - a profile that reads writes text that reads back equal.
    ///
    /// Its corpus (`Fuzz/FailCases/callgrind-profile`) holds real profiles as callgrind wrote them
    /// (`real-*.out`, cut from Tests/ProfileData) beside the inputs that once failed.
    static func callgrindProfile(_ bytes: [UInt8]) -> FuzzViolation? {
        func read(_ bytes: [UInt8]) -> Result<CallgrindProfile, Error> {
            Result {
                try CallgrindProfile(parsing: try text(bytes), source: "input")
            }
        }
        func text(_ bytes: [UInt8]) throws -> String {
            do throws(InvalidUTF8) { return try UTF8Validation.text(bytes) } catch { throw CallgrindError("input: \(error)") }
        }
        func outcome(_ result: Result<CallgrindProfile, Error>) -> String {
            switch result {
            case .success(let profile): return "totals \(profile.totals)"
            case .failure(let error): return "\"\(error)\""
            }
        }
        let lf = read(bytes)
        switch (lf, read(withCRLF(bytes))) {
        case let (.success(a), .success(b)) where a == b: break
        case let (.failure(a), .failure(b)) where "\(a)" == "\(b)": break
        case let (a, b):
            return FuzzViolation("a callgrind profile reads differently with CRLF line ends: \(outcome(a)) with LF, \(outcome(b)) with CRLF")
        }
        guard let decoded = try? text(bytes) else { return nil }

        switch (lf, CallgrindFormatOracle.read(decoded)) {
        case (.failure(let error), .malformed(let line)):
            if let line, !"\(error)".hasPrefix("input: line \(line): ") {
                return FuzzViolation("the format's rules break at line \(line), the reader says \"\(error)\"")
            }
            return nil
        case (.failure(let error), .profile):
            return FuzzViolation("the reader refuses a profile the format's rules accept: \(error)")
        case (.success, .malformed(let line)):
            return FuzzViolation("the reader accepts a text the format's rules refuse " + (line.map { "at line \($0)" } ?? "as a whole"))
        case (.success(let profile), .profile(let expected)):
            let actual = summary(of: profile)
            if actual != expected {
                return FuzzViolation("the reader's profile does not add up as the format's rules do: \(difference(actual, expected))")
            }
        }

        guard case .success(let profile) = lf else { return nil }
        let written = profile.text()
        do {
            let again = try CallgrindProfile(parsing: written, source: "written")
            if again != profile { return FuzzViolation("a callgrind profile changed in a round trip through its text: \(written)") }
        } catch {
            return FuzzViolation("a written callgrind profile does not read back: \(error)\n\(written)")
        }
        return nil
    }

    /// A profile in ``CallgrindFormatOracle``'s terms.
    static func summary(of profile: CallgrindProfile) -> CallgrindFormatOracle.Summary {
        func site(_ site: CallgrindProfile.Site) -> CallgrindFormatOracle.Site {
            .init(object: site.object, file: site.file, function: site.function, source: site.sourceFile, line: Int128(site.line))
        }
        var calls: [CallgrindFormatOracle.Call: [Int128]] = [:], counts: [CallgrindFormatOracle.Call: Int128] = [:]
        for (call, cost) in profile.calls {
            let key = CallgrindFormatOracle.Call(caller: site(call.caller), calleeObject: call.calleeObject, calleeFile: call.calleeFile,
                                                 callee: call.calleeFunction, target: Int128(call.targetLine))
            calls[key] = cost.inclusive.map { Int128($0) }
            counts[key] = Int128(cost.count)
        }
        return .init(events: profile.events, totals: profile.totals.map { Int128($0) },
                     selfCosts: Dictionary(uniqueKeysWithValues: profile.selfCosts.map { (site($0.key), $0.value.map { Int128($0) }) }),
                     calls: calls, counts: counts)
    }

    /// The first part in which two summaries differ, for a violation's message.
    private static func difference(_ actual: CallgrindFormatOracle.Summary, _ expected: CallgrindFormatOracle.Summary) -> String {
        if actual.events != expected.events { return "events \(actual.events), expected \(expected.events)" }
        if actual.totals != expected.totals { return "totals \(actual.totals), expected \(expected.totals)" }
        for site in Set(actual.selfCosts.keys).union(expected.selfCosts.keys) where actual.selfCosts[site] != expected.selfCosts[site] {
            return "self cost of \(site.function) at \(site.source):\(site.line) \(actual.selfCosts[site] ?? []), expected \(expected.selfCosts[site] ?? [])"
        }
        for call in Set(actual.calls.keys).union(expected.calls.keys) where actual.calls[call] != expected.calls[call] {
            return "call from \(call.caller.function) at line \(call.caller.line) to \(call.callee) (target \(call.target)): "
                + "\(actual.calls[call] ?? []), expected \(expected.calls[call] ?? [])"
        }
        return "call counts differ"
    }
}
