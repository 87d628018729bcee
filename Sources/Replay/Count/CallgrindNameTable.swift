// Callgrind's name compression (valgrind.org/docs/manual/cl-format.html, "Name Compression").

/// The compressed names of one kind (objects, files or functions: each has its own ids).
struct CallgrindNameTable {
    /// `object`, `file` or `function`, for messages.
    let kind: String
    private var names: [UInt64: String] = [:]

    init(kind: String) {
        self.kind = kind
    }

    /// The name a specification's value gives: `(id) name` defines `id` and gives `name`, `(id)`
    /// gives the name defined for `id`, and anything else is the name itself, as written. A value
    /// is compressed when it starts with `(` and a digit (names such as `(below main)` do not).
    ///
    /// - Throws: ``CallgrindProblem`` for an id used before it is defined, or a compressed value
    ///   that is not `(number)` or `(number) name`.
    mutating func name(_ value: Substring) throws(CallgrindProblem) -> String {
        let scalars = value.unicodeScalars
        guard scalars.first == "(", let second = scalars.dropFirst().first, ("0"..."9").contains(second) else {
            return String(value)
        }
        guard let close = value.firstIndex(of: ")"),
              let id = try? CallgrindNumber.unsigned(value[value.index(after: value.startIndex)..<close], "an id") else {
            throw CallgrindProblem("'\(value.prefix(60))': a compressed \(kind) name is (number) or (number) name")
        }
        let rest = value[value.index(after: close)...].drop { $0 == " " || $0 == "\t" }
        if rest.isEmpty {
            guard let known = names[id] else { throw CallgrindProblem("\(kind) (\(id)) is used before it is defined") }
            return known
        }
        names[id] = String(rest)
        return String(rest)
    }
}
