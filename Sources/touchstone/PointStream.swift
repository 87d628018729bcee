#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// The streaming loop of `touchstone shape contains`: reads "x y" lines from stdin in blocks,
/// answers each with "1" or "0", and flushes after every block so a caller feeding points through
/// a pipe sees answers as soon as its line is read.
enum PointStream {
    /// The longest line accepted, in bytes.
    static let maximumLineBytes = 4096

    static func answer(path: Path, rule: FillRule) throws {
        var output = OutputStream.standardOutput
        defer { output.flush() }
        var block = [UInt8](repeating: 0, count: 1 << 16)
        var line: [CChar] = []
        line.reserveCapacity(maximumLineBytes + 1)
        var lineNumber = 0

        func finishLine() throws {
            lineNumber += 1
            let point = try parse(&line, lineNumber: lineNumber)
            output.write(byte: path.contains(point, rule: rule) ? UInt8(ascii: "1") : UInt8(ascii: "0"))
            output.write(byte: UInt8(ascii: "\n"))
            line.removeAll(keepingCapacity: true)
        }

        while true {
            let count = block.withUnsafeMutableBytes { read(0, $0.baseAddress!, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            for i in 0..<count {
                let byte = block[i]
                if byte == UInt8(ascii: "\n") {
                    try finishLine()
                } else {
                    guard line.count < maximumLineBytes else {
                        throw CommandLineError("stdin line \(lineNumber + 1): longer than \(maximumLineBytes) bytes")
                    }
                    line.append(CChar(bitPattern: byte))
                }
            }
            output.flush()
        }
        if !line.isEmpty { try finishLine() }
    }

    /// Parses "x y" (spaces, tabs or one comma between; a trailing carriage return allowed).
    private static func parse(_ line: inout [CChar], lineNumber: Int) throws -> Point {
        func fail(_ what: String) -> CommandLineError {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return CommandLineError("stdin line \(lineNumber): \(what) in '\(text)'; expected two finite numbers 'x y'")
        }
        if line.last == 13 { line.removeLast() }  // CRLF input
        line.append(0)
        defer { line.removeLast() }
        return try line.withUnsafeBufferPointer { buffer -> Point in
            let start = buffer.baseAddress!
            var cursor = start
            func skipSeparators(allowComma: Bool) {
                var commaSeen = false
                while cursor.pointee == 32 || cursor.pointee == 9 || (allowComma && !commaSeen && cursor.pointee == 44) {
                    if cursor.pointee == 44 { commaSeen = true }
                    cursor += 1
                }
            }
            func number(_ name: String) throws -> Double {
                // strtod also reads hex, "inf" and "nan"; only decimal numbers are accepted here.
                let first = cursor.pointee
                guard (first >= 48 && first <= 57) || first == 45 || first == 43 || first == 46 else {
                    throw fail("\(name) is missing or not a number")
                }
                var end: UnsafeMutablePointer<CChar>?
                let value = strtod(cursor, &end)
                guard let end, end != UnsafeMutablePointer(mutating: cursor) else {
                    throw fail("\(name) is not a number")
                }
                let consumed = UnsafePointer(end) - cursor
                for k in 0..<consumed where cursor[k] == 120 || cursor[k] == 88 {  // 'x' of a hex number
                    throw fail("\(name) is not a decimal number")
                }
                guard value.isFinite else { throw fail("\(name) is not finite") }
                cursor = UnsafePointer(end)
                return value
            }
            skipSeparators(allowComma: false)
            let x = try number("x")
            skipSeparators(allowComma: true)
            let y = try number("y")
            skipSeparators(allowComma: false)
            guard cursor.pointee == 0 else { throw fail("unexpected text after y") }
            return Point(x: x, y: y)
        }
    }
}
