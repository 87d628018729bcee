// Literal conformances, so that reports and tests can write JSON in Swift:
//
//     let summary: JSONValue = ["frames": 120, "budgetNs": 8_333_333, "overBudget": false]

extension JSONValue: ExpressibleByBooleanLiteral {
    /// Creates `.bool(value)`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// Creates `.number(Double(value))`.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// Creates `.number(value)`.
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// Creates `.string(value)`.
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// Creates `.array(elements)`.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// Creates `.object`, keeping the literal's order; a repeated key traps (see ``JSONObject``).
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var object = JSONObject()
        for (key, value) in elements {
            precondition(!object.contains(key), "JSONValue literal repeats the key \"\(key)\"")
            object[key] = value
        }
        self = .object(object)
    }
}
