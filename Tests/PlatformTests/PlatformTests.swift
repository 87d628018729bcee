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
        XCTAssertEqual(error { _ = try FileReader.bytes(atPath: folder, limit: 9) }?.description,
                       "\(folder): a directory, not a regular file")
        let missing = error { _ = try FileReader.bytes(atPath: folder + "/none", limit: 9) }
        XCTAssertEqual(missing?.message, "cannot open (No such file or directory)")
        XCTAssertEqual(missing?.errorNumber, ENOENT)
        // "ab", CRLF, "é", then 0xE9 where a second "é" was cut short: line 2, column 2.
        let invalid = try write([0x61, 0x62, 0x0D, 0x0A, 0xC3, 0xA9, 0xE9, 0x41], to: "bad")
        XCTAssertEqual(error { _ = try FileReader.text(atPath: invalid, limit: 9) }?.description,
                       "\(invalid): line 2, column 2: invalid UTF-8 byte 0xE9")
        XCTAssertEqual(error { _ = try Directory.names(in: folder + "/none") }?.message,
                       "cannot open directory (No such file or directory)")
    }

    func testSpecialFilesAreRefusedByKindBeforeTheyAreOpened() throws {
        let fifo = folder + "/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        // Opening a FIFO for reading waits for a writer: this returning at all is half the test.
        XCTAssertEqual(error { _ = try FileReader.bytes(atPath: fifo, limit: 9) }?.description,
                       "\(fifo): a named pipe (FIFO), not a regular file")
        XCTAssertEqual(error { _ = try FileReader.text(atPath: "/dev/null", limit: 9) }?.kind,
                       .notRegularFile(.characterDevice))
        XCTAssertEqual(FileKind(ofPath: folder), .directory)
        XCTAssertEqual(FileKind(ofPath: fifo), .namedPipe)
        XCTAssertNil(FileKind(ofPath: folder + "/none"))

        let socketPath = folder + "/socket"
        let socketFD = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(socketFD, 0)
        defer { close(socketFD) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in socketPath.utf8.enumerated() where index < raw.count - 1 { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0)
        XCTAssertEqual(error { _ = try FileReader.bytes(atPath: socketPath, limit: 9) }?.message,
                       "a socket, not a regular file")
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
