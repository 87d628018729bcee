import JSON
import XCTest

/// Parses `text` and returns the syntax error it must raise, failing the test if it parses.
func syntaxError(
    _ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line
) -> JSONError? {
    do {
        let value = try JSONValue.parse(bytes, source: "test")
        XCTFail("expected a syntax error, parsed \(value)", file: file, line: line)
        return nil
    } catch let error as JSONError {
        return error
    } catch {
        XCTFail("unexpected error type \(type(of: error)): \(error)", file: file, line: line)
        return nil
    }
}

/// Asserts that `text` fails to parse at `line`:`column` with exactly `message`.
func assertSyntaxError(
    _ text: String, _ message: String, line: Int, column: Int,
    file: StaticString = #filePath, sourceLine: UInt = #line
) {
    assertSyntaxError(Array(text.utf8), message, line: line, column: column, file: file, sourceLine: sourceLine)
}

/// Asserts that `bytes` fail to parse at `line`:`column` with exactly `message`.
func assertSyntaxError(
    _ bytes: [UInt8], _ message: String, line: Int, column: Int,
    file: StaticString = #filePath, sourceLine: UInt = #line
) {
    guard let error = syntaxError(bytes, file: file, line: sourceLine) else { return }
    XCTAssertEqual(error.source, "test", file: file, line: sourceLine)
    XCTAssertEqual(error.message, message, file: file, line: sourceLine)
    XCTAssertEqual(error.location, .text(line: line, column: column), "\(error)", file: file, line: sourceLine)
}

/// Runs `body` and returns the `JSONError` it throws, failing the test if it throws nothing or
/// something else.
func jsonError<T>(
    file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> T
) -> JSONError? {
    do {
        let value = try body()
        XCTFail("expected a JSONError, got \(value)", file: file, line: line)
    } catch let error as JSONError {
        return error
    } catch {
        XCTFail("unexpected error type \(type(of: error)): \(error)", file: file, line: line)
    }
    return nil
}

