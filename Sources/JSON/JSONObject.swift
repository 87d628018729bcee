/// A JSON object: unique string keys with their values, kept in document order.
///
///     var object: JSONObject = ["format": "touchstone.report", "version": 1]
///     object["frames"] = .array([])
///     object.keys   // ["format", "version", "frames"]
///
/// Order is kept so that messages and serialized output follow the document; equality does not
/// depend on it. Two objects are `==` when they hold the same keys with `==` values, in any order,
/// because RFC 8259 gives objects no order.
///
/// Keys are unique: the parser rejects a document that repeats a key, and assigning to an existing
/// key replaces its value in place. Keys compare as Swift strings do, by canonical equivalence, so
/// `"é"` written precomposed and decomposed is the same key.
public struct JSONObject: Sendable {
    /// The key–value pairs, in document (or insertion) order.
    public private(set) var entries: [(key: String, value: JSONValue)]

    /// Position of each key in `entries`, kept only for objects larger than `indexThreshold`;
    /// smaller ones are searched linearly.
    private var positions: [String: Int]

    /// The largest object searched linearly. Most objects in Touchstone's files have a handful of
    /// keys, for which a linear search is cheaper than hashing every key into an index.
    private static let indexThreshold = 8

    /// Creates an empty object.
    public init() {
        entries = []
        positions = [:]
    }

    /// The number of keys.
    public var count: Int { entries.count }

    /// Whether the object has no keys.
    public var isEmpty: Bool { entries.isEmpty }

    /// The keys, in order.
    public var keys: [String] { entries.map(\.key) }

    /// Whether the object has `key`.
    ///
    /// - Complexity: O(1) on average.
    public func contains(_ key: String) -> Bool { position(of: key) != nil }

    /// The value for `key`, or `nil` if the object has no such key.
    ///
    /// Setting a value for an existing key replaces it in place; setting a new key appends it;
    /// setting `nil` removes the key.
    ///
    /// - Complexity: Reading, replacing and appending are O(1) on average; removing is O(`count`).
    public subscript(key: String) -> JSONValue? {
        get { position(of: key).map { entries[$0].value } }
        set {
            switch (position(of: key), newValue) {
            case let (index?, value?):
                entries[index].value = value
            case let (nil, value?):
                appendNew(key: key, value: value)
            case let (index?, nil):
                entries.remove(at: index)
                positions = [:]
                if entries.count > Self.indexThreshold {
                    for (i, entry) in entries.enumerated() { positions[entry.key] = i }
                }
            case (nil, nil):
                break
            }
        }
    }

    /// The index of `key` in `entries`.
    private func position(of key: String) -> Int? {
        if entries.count <= Self.indexThreshold {
            return entries.firstIndex { $0.key == key }
        }
        return positions[key]
    }

    /// Appends `key`, which the caller has checked is new.
    mutating func appendNew(key: String, value: JSONValue) {
        assert(!contains(key), "duplicate key \(key)")
        entries.append((key, value))
        if entries.count > Self.indexThreshold {
            if positions.isEmpty {
                for (i, entry) in entries.enumerated() { positions[entry.key] = i }
            } else {
                positions[key] = entries.count - 1
            }
        }
    }
}

extension JSONObject: Hashable {
    /// Whether the two objects hold the same keys with equal values, in any order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        for (key, value) in lhs.entries where rhs[key] != value { return false }
        return true
    }

    /// Hashes the entries so that the order of keys does not matter, matching `==`.
    public func hash(into hasher: inout Hasher) {
        // Each entry is hashed on its own and the results summed, so that order drops out
        // (the approach `Dictionary` takes); keys are unique, so nothing cancels.
        var sum = 0
        for (key, value) in entries {
            var entryHasher = Hasher()
            entryHasher.combine(key)
            entryHasher.combine(value)
            sum &+= entryHasher.finalize()
        }
        hasher.combine(count)
        hasher.combine(sum)
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Creates an object from a literal, keeping the literal's order.
    ///
    /// The keys must be unique; a repeated key is a programming error and traps.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init()
        for (key, value) in elements {
            precondition(!contains(key), "JSONObject literal repeats the key \"\(key)\"")
            appendNew(key: key, value: value)
        }
    }
}
