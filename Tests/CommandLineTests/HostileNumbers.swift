import SeededRandom

/// The extreme values the hostile-number property test writes into files and flags, spelled every
/// way JSON and the command line allow, and the mutators that put them in place of a template's
/// numbers (docs/limits.md lists the limits these straddle).
enum HostileNumbers {
    /// Numbers JSON can spell: signed zeros, subnormals, the tiny and the huge, the largest
    /// finite, just past each documented limit (lengths 1e12, scale 1e12, blur σ 4096 px, canvas
    /// 16384 px a side, trace times 3600 s, coordinates 1e6 points), huge integers, and ordinary
    /// values so that some cases get past the readers and draw.
    static let json: [String] = [
        "0", "-0", "0.0", "-0e0", "0e-999", "5e-324", "-5e-324", "2.2250738585072014e-308", "1e-300", "-1e-300",
        "1e-200", "1e-7", "0.5", "1", "-1", "2", "3", "8", "100",
        "1e308", "-1e308", "1.7976931348623157e308", "-1.7976931348623157e308", "1e20", "1e6", "1000001",
        "1e12", "1000000000001", "1.0000000000001e12", "-1000000000001", "4096", "8193", "9300", "16384", "16385",
        "3600", "3600.000001", "1e300", "9007199254740993", "9223372036854775807", "9223372036854775808",
        "18446744073709551616", "99999999999999999999999999", "-9223372036854775809",
    ]

    /// What JSON does not allow but hostile files contain: non-finite spellings and overflow.
    static let jsonNonFinite: [String] = ["1e309", "-1e309", "NaN", "Infinity", "-Infinity", "nan", "inf"]

    /// Flag spellings: everything above plus what a decimal option might be handed.
    static let flags: [String] = json + jsonNonFinite + [
        "+inf", "-inf", "infinity", "+1e309", "0x1p-1074", "0x1p1024", "1e-400", "-nan", " 1", "1_000", "",
    ]

    /// One value of `table`.
    static func pick(_ table: [String], _ random: inout SplitMix64) -> String {
        table[random.int(table.count)]
    }

    /// A JSON value: a finite spelling nine times in ten, else a non-finite one.
    static func jsonValue(_ random: inout SplitMix64) -> String {
        random.chance(0.9) ? pick(json, &random) : pick(jsonNonFinite, &random)
    }

    /// The character ranges of the number tokens of JSON `text` that lie outside strings.
    static func numberTokens(in text: [Character]) -> [Range<Int>] {
        var tokens: [Range<Int>] = []
        var index = 0, inString = false
        while index < text.count {
            let c = text[index]
            if inString {
                if c == "\\" { index += 1 } else if c == "\"" { inString = false }
                index += 1
            } else if c == "\"" {
                inString = true
                index += 1
            } else if c == "-" || c.isASCII && c.isNumber {
                let start = index
                index += 1
                while index < text.count, "0123456789.eE+-".contains(text[index]) { index += 1 }
                tokens.append(start..<index)
            } else {
                index += 1
            }
        }
        return tokens
    }

    /// `text` with between one and three of its JSON numbers replaced by hostile values.
    static func mutateJSON(_ text: String, _ random: inout SplitMix64) -> String {
        var characters = Array(text)
        let tokens = numberTokens(in: characters)
        guard !tokens.isEmpty else { return text }
        var chosen = Set<Int>()
        for _ in 0..<(1 + random.int(3)) { chosen.insert(random.int(tokens.count)) }
        // Replaced from the end so earlier ranges stay valid.
        for k in chosen.sorted(by: >) {
            characters.replaceSubrange(tokens[k], with: Array(jsonValue(&random)))
        }
        return String(characters)
    }

    /// Hostile values for a getevent capture: timestamps and raw values (hex or decimal).
    static let geteventValues: [String] = [
        "ffffffff", "7fffffff", "80000000", "ffffffffffffffff", "100000000", "00000000", "fffffffe",
        "-1", "1e308", "nan", "inf", "99999999999999999999", "0.000001", "-0",
    ]

    /// A getevent capture with one to three fields replaced: a timestamp's number or a line's
    /// last field.
    static func mutateGetevent(_ text: String, _ random: inout SplitMix64) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let candidates = lines.indices.filter { lines[$0].hasPrefix("[") }
        guard !candidates.isEmpty else { return text }
        for _ in 0..<(1 + random.int(3)) {
            let i = candidates[random.int(candidates.count)]
            var fields = lines[i].split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            if random.chance(0.4), fields.count >= 2 {
                // "[", "100.000000]" or "[100.000000]"
                let value = random.chance(0.5) ? pick(geteventValues, &random) : pick(json, &random)
                let timeIndex = fields[0] == "[" ? 1 : 0
                fields[timeIndex] = (timeIndex == 0 ? "[" : "") + value + "]"
            } else if let last = fields.indices.last {
                fields[last] = pick(geteventValues, &random)
            }
            lines[i] = fields.joined(separator: " ")
        }
        return lines.joined(separator: "\n")
    }
}
