import JSON

extension HashDifference {
    /// The difference as `compare --json` writes it under `firstDifferentFrame`: the frame's
    /// `index`, its time `t` in seconds and both sides' hashes as 16 hex digits, `null` for a side
    /// without the frame.
    ///
    ///     {"index": 4, "t": 0.0333, "baselineHash": null, "candidateHash": "00000000000000c3"}
    public var json: JSONValue {
        [
            "index": .number(Double(frame)), "t": .number(time),
            "baselineHash": baselineHash.map { .string(Report.hashText($0)) } ?? .null,
            "candidateHash": candidateHash.map { .string(Report.hashText($0)) } ?? .null,
        ]
    }

    /// Reads a `firstDifferentFrame` object: the form of ``json``, or the older form of counted
    /// comparisons, `{"frame", "t", "baseline", "candidate"}`, the same values under other keys.
    ///
    /// - Throws: ``JSON/JSONError`` at the value's path: not an object, a key missing or unknown
    ///   (the keys of one form only), a negative index, a time that is not a number, a hash that
    ///   is neither `null` nor 16 hex digits.
    public init(json reader: JSONReader) throws {
        self = try reader.object { object in
            let earlier = object.object.contains("frame")
            let index = try object.required(earlier ? "frame" : "index")
            let frame = try index.int()
            guard frame >= 0 else { throw index.error("expected a frame index of 0 or more, found \(frame)") }
            let time = try object.required("t").double()
            func hash(_ key: String) throws -> UInt64? {
                let value = try object.required(key)
                return value.isNull ? nil : try Report.readHash(value)
            }
            return HashDifference(frame: frame, time: time, baselineHash: try hash(earlier ? "baseline" : "baselineHash"),
                                  candidateHash: try hash(earlier ? "candidate" : "candidateHash"))
        }
    }
}
