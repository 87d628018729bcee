import JSON

extension Shard {
    /// The shard as output folders' `summary.json` and fuzz run records write it: `null` for the
    /// whole job, else `"I/N"`.
    public var json: JSONValue { isWhole ? .null : .string(description) }

    /// Reads the form of ``json``: `null` for the whole job, or `"I/N"` with 1 ≤ I ≤ N and N ≥ 2.
    ///
    /// - Throws: ``JSON/JSONError`` at the value's path for anything else (`"1/1"` included: the
    ///   whole job is `null`).
    public init(json reader: JSONReader) throws {
        guard !reader.isNull else {
            self = .whole
            return
        }
        let text = try reader.string()
        guard let shard = Shard(parsing: text), !shard.isWhole else {
            throw reader.error("expected null or \"I/N\" with 1 ≤ I ≤ N and N ≥ 2, found \"\(text)\"")
        }
        self = shard
    }
}
