#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Platform
import XCTest

/// `OrderedJobs`: results come back in job order whatever the threads' timing, a stopping result
/// ends the run where one-by-one would, and two threads really do run two jobs at once.
final class OrderedJobsTests: XCTestCase {
    /// Jobs whose durations run against their order (job 0 slowest), so they finish out of order.
    private func sleepingWork(_ count: Int) -> (Int) -> Int {
        { index in
            usleep(UInt32((count - index) * 2000))
            return index * index
        }
    }

    func testResultsAreDeliveredInJobOrder() {
        for threads in [1, 2, 3, 8] {
            var delivered: [(Int, Int)] = []
            var started: [Int] = []
            OrderedJobs.run(count: 7, threads: threads, started: { started.append($0) }, work: sleepingWork(7),
                            stopsAfter: { _ in false }, deliver: { delivered.append(($0, $1)) })
            XCTAssertEqual(delivered.map(\.0), Array(0..<7), "threads \(threads)")
            XCTAssertEqual(delivered.map(\.1), [0, 1, 4, 9, 16, 25, 36], "threads \(threads)")
            XCTAssertEqual(started, Array(0..<7), "jobs start in order, threads \(threads)")
        }
    }

    func testNoJobsAndMoreThreadsThanJobs() {
        var delivered: [Int] = []
        OrderedJobs.run(count: 0, threads: 4, work: { $0 }, stopsAfter: { _ in false }, deliver: { delivered.append($1) })
        XCTAssertEqual(delivered, [])
        OrderedJobs.run(count: 2, threads: 16, work: { $0 + 10 }, stopsAfter: { _ in false }, deliver: { delivered.append($1) })
        XCTAssertEqual(delivered, [10, 11])
    }

    func testAStoppingResultEndsTheRunWhereOneByOneWould() {
        // Jobs 3 and 5 stop; 3 comes first in order, so 0...3 are delivered and nothing after,
        // even when job 5 (faster: the durations fall with the index) finishes before job 3.
        for threads in [1, 2, 4] {
            let lock = NSLock()
            var ran: Set<Int> = []
            var delivered: [Int] = []
            OrderedJobs.run(count: 10, threads: threads, work: { index -> Int in
                lock.lock(); ran.insert(index); lock.unlock()
                return self.sleepingWork(10)(index)
            }, stopsAfter: { $0 == 9 || $0 == 25 }, deliver: { index, _ in delivered.append(index) })
            XCTAssertEqual(delivered, [0, 1, 2, 3], "threads \(threads)")
            XCTAssertTrue(ran.isSuperset(of: 0...3), "threads \(threads)")
            // A job after 3 starts only while job 3 runs, on the other threads.
            XCTAssertLessThanOrEqual(ran.count, 4 + threads - 1, "threads \(threads): \(ran.sorted())")
            if threads == 1 { XCTAssertEqual(ran, [0, 1, 2, 3]) }
        }
    }

    func testTwoThreadsRunTwoJobsAtOnce() {
        // Job 0 waits until job 1 has started: only a second thread can let it finish (one thread
        // would give up after the deadline and report false).
        let semaphore = DispatchSemaphore(value: 0)
        var results: [Bool] = []
        OrderedJobs.run(count: 2, threads: 2, work: { index -> Bool in
            if index == 1 {
                semaphore.signal()
                return true
            }
            return semaphore.wait(timeout: .now() + 30) == .success
        }, stopsAfter: { _ in false }, deliver: { results.append($1) })
        XCTAssertEqual(results, [true, true])
    }

    func testAvailableProcessorsMatchTheAffinityListTheKernelShows() throws {
        let count = AvailableProcessors.count()
        XCTAssertGreaterThanOrEqual(count, 1)
        #if os(Linux)
        // The kernel's own account of the mask: "Cpus_allowed_list: 0-3,8" in /proc/self/status.
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try XCTUnwrap(status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
        let list = line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)
        let expected = list.split(separator: ",").reduce(0) { total, range in
            let ends = range.split(separator: "-").compactMap { Int($0) }
            return total + (ends.count == 2 ? ends[1] - ends[0] + 1 : 1)
        }
        XCTAssertEqual(count, expected, list)
        #endif
    }
}
