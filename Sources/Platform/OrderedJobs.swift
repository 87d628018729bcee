#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs numbered jobs on up to N threads and hands their results back in job order, so a caller
/// sees exactly what running them one by one would give it (`replay --jobs N`).
///
///     OrderedJobs.run(count: traces.count, threads: 2, work: { replay(traces[$0]) },
///                     stopsAfter: { $0.failed }, deliver: { index, result in print(result) })
///
/// - Jobs start in increasing order: job k starts only after jobs 0..<k have started; `started`
///   is told each job as it starts, under the lock.
/// - `deliver` gets result k only after results 0..<k, one call at a time (under a lock, on
///   whichever thread finished the job that completed the prefix), so it may write to stdout
///   or append to arrays without further locking.
/// - When `stopsAfter` is true for result k, no job after k starts and no result after k is
///   delivered: the results delivered are then those of jobs 0...k, as one by one. Jobs after k
///   that had already started run to their end and their results are dropped.
/// - The calling thread is one of the workers (with one thread, or one job, the only one), and
///   returns when every job that started has ended.
///
/// `work` runs concurrently with itself: whatever it touches besides its own job's objects must
/// be safe to share (read-only).
public enum OrderedJobs {
    /// Runs `work(0..<count)` on up to `threads` threads and delivers the results in order (see
    /// the type's description).
    ///
    /// - Precondition: `threads` ≥ 1, `count` ≥ 0.
    public static func run<Result>(count: Int, threads: Int, started: @escaping (Int) -> Void = { _ in },
                                   work: @escaping (Int) -> Result, stopsAfter: @escaping (Result) -> Bool,
                                   deliver: @escaping (Int, Result) -> Void) {
        precondition(threads >= 1 && count >= 0, "OrderedJobs needs at least one thread and a count of at least 0")
        let queue = Queue(count: count, started: started, work: work, stopsAfter: stopsAfter, deliver: deliver)
        let workers = min(threads, count)
        guard workers > 1 else {
            queue.drain()
            return
        }
        var ids: [pthread_t] = []
        for _ in 1..<workers {
            var id = pthread_t()
            // A C start routine cannot capture the generic queue: it gets a plain closure instead.
            let context = Unmanaged.passRetained(ThreadBody(queue.drain)).toOpaque()
            let created = pthread_create(&id, nil, { context in
                Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue().body()
                return nil
            }, context)
            if created == 0 {
                ids.append(id)
            } else {
                // No thread: the others, and the calling thread's share below, do the work.
                Unmanaged<ThreadBody>.fromOpaque(context).release()
            }
        }
        queue.drain()
        for id in ids { pthread_join(id, nil) }
    }

    /// What a started thread runs.
    private final class ThreadBody {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// The shared state of one run: the next job, the finished results not yet delivered, where
    /// to stop. Every field is read and written under `mutex`.
    private final class Queue<Result> {
        let count: Int
        let started: (Int) -> Void
        let work: (Int) -> Result
        let stopsAfter: (Result) -> Bool
        let deliver: (Int, Result) -> Void
        /// Allocated, not stored: a stored `pthread_mutex_t` may be moved by an `inout` access.
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        /// The next job to start.
        var next = 0
        /// Jobs from here on neither start nor are delivered.
        var limit: Int
        /// The next result to deliver.
        var delivered = 0
        var finished: [Int: Result] = [:]

        init(count: Int, started: @escaping (Int) -> Void, work: @escaping (Int) -> Result, stopsAfter: @escaping (Result) -> Bool,
             deliver: @escaping (Int, Result) -> Void) {
            self.count = count
            self.started = started
            self.work = work
            self.stopsAfter = stopsAfter
            self.deliver = deliver
            limit = count
            mutex.initialize(to: pthread_mutex_t())
            pthread_mutex_init(mutex, nil)
        }

        deinit {
            pthread_mutex_destroy(mutex)
            mutex.deallocate()
        }

        /// Takes jobs in order and runs them until none is left.
        func drain() {
            while true {
                pthread_mutex_lock(mutex)
                guard next < limit else {
                    pthread_mutex_unlock(mutex)
                    return
                }
                let index = next
                next += 1
                started(index)
                pthread_mutex_unlock(mutex)

                let result = work(index)

                pthread_mutex_lock(mutex)
                if stopsAfter(result) { limit = min(limit, index + 1) }
                finished[index] = result
                while delivered < limit, let ready = finished.removeValue(forKey: delivered) {
                    deliver(delivered, ready)
                    delivered += 1
                }
                pthread_mutex_unlock(mutex)
            }
        }
    }
}
