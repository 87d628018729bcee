#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Platform
import XCTest

/// Platform's file reading, directories and clock, and the messages every layer's errors repeat.
final class PlatformTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        var template = Array("/tmp/platform-tests-XXXXXX".utf8CString)
        folder = try XCTUnwrap(mkdtemp(&template).map { String(cString: $0) })
    }

    override func tearDown() {
        _ = system("rm -rf '\(folder)'")
    }

    private func write(_ bytes: [UInt8], to name: String) throws -> String {
        let path = folder + "/" + name
        let file = try XCTUnwrap(fopen(path, "wb"))
        XCTAssertEqual(fwrite(bytes, 1, bytes.count, file), bytes.count)
        fclose(file)
        return path
    }

    private func error(_ body: () throws -> Void) -> PlatformError? {
        do { try body() } catch { return error as? PlatformError }
        return nil
    }

    func testReadsWholeFilesWithinTheLimit() throws {
        let path = try write(Array("héllo".utf8), to: "a.txt")
        XCTAssertEqual(try FileReader.bytes(atPath: path, limit: 6), Array("héllo".utf8))
        XCTAssertEqual(try FileReader.text(atPath: path, limit: 6), "héllo")
        XCTAssertEqual(try FileReader.bytes(atPath: try write([], to: "empty"), limit: 0), [])
        XCTAssertTrue(FileReader.isRegularFile(path))
        XCTAssertFalse(FileReader.isRegularFile(folder))
    }

    func testErrorsSayWhatFailed() throws {
        let path = try write(Array(repeating: 65, count: 10), to: "ten")
        XCTAssertEqual(error { _ = try FileReader.bytes(atPath: path, limit: 9) }?.description,
                       "\(path): 10 bytes, more than the limit of 9 bytes")
        XCTAssertEqual(error { _ = try FileReader.bytes(atPath: folder, limit: 9) }?.message, "not a regular file")
        let missing = error { _ = try FileReader.bytes(atPath: folder + "/none", limit: 9) }
        XCTAssertEqual(missing?.message, "cannot open (No such file or directory)")
        XCTAssertEqual(missing?.errorNumber, ENOENT)
        let invalid = try write([0xFF, 0xFE], to: "bad")
        XCTAssertEqual(error { _ = try FileReader.text(atPath: invalid, limit: 9) }?.kind, .notUTF8)
        XCTAssertEqual(error { _ = try Directory.names(in: folder + "/none") }?.message,
                       "cannot open directory (No such file or directory)")
    }

    func testCreatesDirectoriesWithTheirParentsAndListsThemSorted() throws {
        try Directory.create(folder + "/b/c/d")
        try Directory.create(folder + "/b/c/d")
        XCTAssertTrue(Directory.exists(folder + "/b/c/d"))
        _ = try write([], to: "b/Z")
        _ = try write([], to: "b/.hidden")
        XCTAssertEqual(try Directory.names(in: folder + "/b"), [".hidden", "Z", "c"])
        let file = try write([], to: "plain")
        let failure = error { try Directory.create(file + "/x") }
        XCTAssertEqual(failure?.path, file + "/x")
        XCTAssertEqual(failure?.kind, .cannotCreateDirectory)
    }

    func testWritesReplaceTheFile() throws {
        let path = folder + "/w.txt"
        try FileWriter.write(Array("first, longer".utf8), toPath: path)
        try FileWriter.write(Array("second".utf8), toPath: path)
        XCTAssertEqual(try FileReader.text(atPath: path, limit: 100), "second")
        let failure = error { try FileWriter.write([1], toPath: folder + "/none/w.txt") }
        XCTAssertEqual(failure?.message, "cannot create (No such file or directory)")
    }

    func testTheClockNeverGoesBack() {
        var last = MonotonicClock.nanoseconds()
        for _ in 0..<1000 {
            let now = MonotonicClock.nanoseconds()
            XCTAssertGreaterThanOrEqual(now, last)
            last = now
        }
    }
}
