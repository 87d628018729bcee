/// A callgrind profile: the self cost of every source line of every function, and the calls
/// between functions with their inclusive cost (Valgrind's "Callgrind Format, Version 1",
/// valgrind.org/docs/manual/cl-format.html).
///
/// ``init(parsing:source:)`` reads the files callgrind writes (name compression `(id) name`,
/// relative positions `+N`/`-N`/`*`, `fi=`/`fe=` for inlined code); ``text(command:)`` writes one
/// back, names uncompressed and positions absolute, in a fixed order. Profiles add up
/// (``add(_:)``), which is how `replay --measure instructions` merges the per-part dumps of a
/// replay into the one `callgrind.out` it keeps.
///
///     var merged = CallgrindProfile(events: ["Ir"])
///     for file in dumps { try merged.add(CallgrindProfile(parsing: text(of: file), source: file)) }
///     merged.functionCosts()["$s6Raster6CanvasV4fill…"]   // self instructions of one function
public struct CallgrindProfile: Hashable, Sendable {
    /// Where a cost was spent: an object, a function of a file, and the source line (with the
    /// file the line is in, which differs from `file` inside inlined code).
    public struct Site: Hashable, Sendable, Comparable {
        /// The object (`ob=`): the executable or shared library.
        public var object: String
        /// The function's file (`fl=`).
        public var file: String
        /// The function (`fn=`).
        public var function: String
        /// The file the cost line is in (`fi=`/`fe=`, else `file`).
        public var sourceFile: String
        /// The line (0 when unknown).
        public var line: Int64

        /// Creates a site.
        public init(object: String, file: String, function: String, sourceFile: String, line: Int64) {
            self.object = object
            self.file = file
            self.function = function
            self.sourceFile = sourceFile
            self.line = line
        }

        /// Orders by object, file, function, source file and line: the order profiles are written in.
        public static func < (a: Site, b: Site) -> Bool {
            (a.object, a.file, a.function, a.sourceFile, a.line) < (b.object, b.file, b.function, b.sourceFile, b.line)
        }
    }

    /// A call from a site to a function.
    public struct Call: Hashable, Sendable, Comparable {
        /// Where the call is made.
        public var caller: Site
        /// The callee's object (`cob=`, else the caller's).
        public var calleeObject: String
        /// The callee's file (`cfi=`/`cfl=`, else the caller's).
        public var calleeFile: String
        /// The callee (`cfn=`).
        public var calleeFunction: String
        /// The line the callee starts at (the target position of `calls=`).
        public var targetLine: Int64

        /// Creates a call.
        public init(caller: Site, calleeObject: String, calleeFile: String, calleeFunction: String, targetLine: Int64) {
            self.caller = caller
            self.calleeObject = calleeObject
            self.calleeFile = calleeFile
            self.calleeFunction = calleeFunction
            self.targetLine = targetLine
        }

        /// Orders by caller, then callee: the order profiles are written in.
        public static func < (a: Call, b: Call) -> Bool {
            if a.caller != b.caller { return a.caller < b.caller }
            return (a.calleeObject, a.calleeFile, a.calleeFunction, a.targetLine)
                < (b.calleeObject, b.calleeFile, b.calleeFunction, b.targetLine)
        }
    }

    /// How often a call was made and what it cost, callees included.
    public struct CallCost: Hashable, Sendable {
        /// The number of calls.
        public var count: Int64
        /// The inclusive cost per event.
        public var inclusive: [Int64]

        /// Creates a call cost.
        public init(count: Int64, inclusive: [Int64]) {
            self.count = count
            self.inclusive = inclusive
        }
    }

    /// The event names (`events:`), such as `["Ir"]`; every cost list has one entry per event.
    public var events: [String]
    /// The dump's trigger (`desc: Trigger: …`), such as `Client Request: frame 3 render`.
    public var trigger: String?
    /// The profile's totals per event: each part's `summary:` line, else its `totals:`, else the
    /// sum of its self costs, added over the parts (``init(parsing:source:)``).
    public var totals: [Int64]
    /// Self cost per site and event.
    public var selfCosts: [Site: [Int64]]
    /// Calls and their cost.
    public var calls: [Call: CallCost]

    /// An empty profile of `events`.
    public init(events: [String]) {
        self.events = events
        trigger = nil
        totals = [Int64](repeating: 0, count: events.count)
        selfCosts = [:]
        calls = [:]
    }

    /// Adds `other`'s costs, calls and totals to this profile's.
    ///
    /// - Throws: ``CallgrindError`` when the two count different events, or when a sum (of a
    ///   site's costs, a call's, the totals or all self costs) would pass 2⁶³ − 1; the profile is
    ///   then unchanged.
    public mutating func add(_ other: CallgrindProfile) throws {
        guard other.events == events else {
            throw CallgrindError("cannot add a profile of events \(other.events.joined(separator: " ")) to one of \(events.joined(separator: " "))")
        }
        var merged = self
        do throws(CallgrindProblem) {
            // Bounds every sum functionCosts(event:) makes.
            _ = try CallgrindNumber.sum(selfCostTotals(), other.selfCostTotals())
            for (site, cost) in other.selfCosts {
                merged.selfCosts[site] = try CallgrindNumber.sum(selfCosts[site] ?? [], cost)
            }
            for (call, cost) in other.calls {
                let old = calls[call]
                let (count, overflow) = (old?.count ?? 0).addingReportingOverflow(cost.count)
                guard !overflow else { throw CallgrindProblem("call counts add up beyond 2^63 - 1") }
                merged.calls[call] = CallCost(count: count, inclusive: try CallgrindNumber.sum(old?.inclusive ?? [], cost.inclusive))
            }
            merged.totals = try CallgrindNumber.sum(totals, other.totals)
        } catch {
            throw CallgrindError("cannot add the profiles: \(error.text)")
        }
        self = merged
    }

    /// The self costs added up per event (within 2⁶³ − 1 in every profile read or added).
    private func selfCostTotals() throws(CallgrindProblem) -> [Int64] {
        var result: [Int64] = []
        for cost in selfCosts.values { result = try CallgrindNumber.sum(result, cost) }
        return result
    }

    /// The self cost of each function name for event `event` (default the first, `Ir`), summed
    /// over its objects, files and lines.
    public func functionCosts(event: Int = 0) -> [String: Int64] {
        var result: [String: Int64] = [:]
        for (site, cost) in selfCosts where event < cost.count {
            result[site.function, default: 0] += cost[event]
        }
        return result
    }

    /// The total of event `event` (default the first, `Ir`).
    public func total(event: Int = 0) -> Int64 {
        event < totals.count ? totals[event] : 0
    }
}
