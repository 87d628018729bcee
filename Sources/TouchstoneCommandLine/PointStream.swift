#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry

/// The streaming loop of `touchstone shape contains`: reads "x y" lines from stdin in blocks,
/// answers each with "1" or "0", and flushes after every block so a caller feeding points through
/// a pipe sees answers as soon as its line is read.
///
/// Lines are parsed in place in the read buffer (each newline is overwritten with the NUL that
/// `strtod` needs), so a point costs two `strtod` calls and one hit test; a line cut by the end of
/// a block is moved to the front before the next read.
enum PointStream {
    /// The longest line accepted, in bytes.
    static let maximumLineBytes = 4096

    /// The read buffer's size: room for many lines, and always more than one maximal line.
    private static let blockBytes = 1 << 16

    static func answer(path: Path, rule: FillRule) throws {
        // Many points against one path: the index gives the path's answers, faster.
        let index = PathHitIndex(path)
        var output = OutputStream.standardOutput
        defer { output.flush() }
        // One spare byte so the last line of the input can be terminated in place.
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: blockBytes + 1)
        defer { buffer.deallocate() }
        var start = 0, end = 0, lineNumber = 0, atEnd = false

        func answerLine(from lineStart: Int, to lineEnd: Int) throws {
            lineNumber += 1
            var last = lineEnd
            if last > lineStart && buffer[last - 1] == 13 { last -= 1 }  // CRLF input
            buffer[last] = 0
            let point = try parse(buffer + lineStart, lineNumber: lineNumber)
            output.write(byte: index.contains(point, rule: rule) ? UInt8(ascii: "1") : UInt8(ascii: "0"))
            output.write(byte: UInt8(ascii: "\n"))
        }

        while !atEnd {
            let count = read(0, buffer + end, blockBytes - end)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 {
                atEnd = true
            } else {
                end += count
            }
            while start < end, let newline = memchr(buffer + start, 10, end - start) {
                let lineEnd = buffer.distance(to: newline.assumingMemoryBound(to: CChar.self))
                guard lineEnd - start <= maximumLineBytes else { throw tooLong(lineNumber + 1) }
                try answerLine(from: start, to: lineEnd)
                start = lineEnd + 1
            }
            guard end - start <= maximumLineBytes else { throw tooLong(lineNumber + 1) }
            if atEnd {
                if start < end { try answerLine(from: start, to: end) }
            } else if start > 0 {
                // Keep the unfinished line, at the front, for the next read.
                memmove(buffer, buffer + start, end - start)
                end -= start
                start = 0
            }
            output.flush()
        }
    }

    private static func tooLong(_ lineNumber: Int) -> CommandLineError {
        CommandLineError("stdin line \(lineNumber): longer than \(maximumLineBytes) bytes")
    }

    /// Parses a NUL-terminated "x y" (spaces, tabs or one comma between).
    private static func parse(_ line: UnsafeMutablePointer<CChar>, lineNumber: Int) throws -> Point {
        func fail(_ what: String) -> CommandLineError {
            CommandLineError("stdin line \(lineNumber): \(what) in '\(String(cString: line))'; expected two finite numbers 'x y'")
        }
        var cursor = UnsafePointer(line)
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
            guard let end, UnsafePointer(end) != cursor else { throw fail("\(name) is not a number") }
            let consumed = UnsafePointer(end) - cursor
            for k in 0..<consumed where cursor[k] == 120 || cursor[k] == 88 {  // the 'x' of a hex number
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
