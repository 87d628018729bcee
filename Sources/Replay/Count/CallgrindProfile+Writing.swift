// Writing a profile in callgrind's out format, readable by callgrind_annotate and KCachegrind.
extension CallgrindProfile {
    /// The profile as callgrind-format text: a header (`cmd:` when given, `positions: line`, the
    /// events, `summary:`), then every function's self cost lines and calls, names written out in
    /// full (no compression, but for names that start with `(`) and positions absolute, sites in
    /// ``Site``'s order, and `totals:`. The same profile always gives the same bytes.
    public func text(command: String? = nil) -> String {
        var lines = ["# callgrind format", "version: 1", "creator: touchstone"]
        if let command { lines.append("cmd: " + command) }
        if let trigger { lines.append("desc: Trigger: " + trigger) }
        lines += ["positions: line", "events: " + events.joined(separator: " "),
                  "summary: " + Self.numbers(totals), ""]

        // Each function's lines and calls, grouped under one ob=/fl=/fn=.
        struct Function: Hashable, Comparable {
            var object, file, function: String
            static func < (a: Function, b: Function) -> Bool { (a.object, a.file, a.function) < (b.object, b.file, b.function) }
        }
        var sites: [Function: [Site]] = [:]
        for site in selfCosts.keys {
            sites[Function(object: site.object, file: site.file, function: site.function), default: []].append(site)
        }
        var callsByFunction: [Function: [Call]] = [:]
        for call in calls.keys {
            let caller = call.caller
            callsByFunction[Function(object: caller.object, file: caller.file, function: caller.function), default: []].append(call)
        }
        let functions = Set(sites.keys).union(callsByFunction.keys).sorted()
        var object: String?, file: String?
        for function in functions {
            if function.object != object { lines.append("ob=" + Self.name(function.object)); object = function.object }
            if function.file != file { lines.append("fl=" + Self.name(function.file)); file = function.file }
            lines.append("fn=" + Self.name(function.function))
            var sourceFile = function.file
            func moveTo(_ name: String) {
                if name != sourceFile { lines.append("fi=" + Self.name(name)); sourceFile = name }
            }
            for site in (sites[function] ?? []).sorted() {
                moveTo(site.sourceFile)
                lines.append("\(site.line) " + Self.numbers(selfCosts[site]!))
            }
            for call in (callsByFunction[function] ?? []).sorted() {
                moveTo(call.caller.sourceFile)
                let cost = calls[call]!
                lines.append("cob=" + Self.name(call.calleeObject))
                lines.append("cfi=" + Self.name(call.calleeFile))
                lines.append("cfn=" + Self.name(call.calleeFunction))
                lines.append("calls=\(cost.count) \(call.targetLine)")
                lines.append("\(call.caller.line) " + Self.numbers(cost.inclusive))
            }
            lines.append("")
        }
        lines.append("totals: " + Self.numbers(totals))
        return lines.joined(separator: "\n") + "\n"
    }

    /// A name as written after `fn=` and the like: in full, except that a name starting with `(`
    /// (Swift's `(extension in Module):…`) is given the compressed form `(0) name`, since written
    /// bare its parenthesis would read as a compressed id. Id 0 is defined afresh each time.
    private static func name(_ name: String) -> String {
        name.hasPrefix("(") ? "(0) " + name : name
    }

    private static func numbers(_ values: [Int64]) -> String {
        values.map(String.init).joined(separator: " ")
    }
}

extension CallgrindProfile {
    /// Writes ``text(command:)`` to `path`, replacing any file there.
    ///
    /// - Throws: ``OutputError`` naming the file.
    public func write(to path: String, command: String? = nil) throws {
        try FileSystem.write(Array(text(command: command).utf8), to: path)
    }
}
