/// A mutual-exclusion lock: the phone metadata's lazily filled cache, and the row shapes a
/// CSV writer shares with the threads that compose its rows.
///
/// A small wrapper over `pthread_mutex_t`, so that the modules need neither Foundation
/// nor a newer deployment target for `Synchronization.Mutex`.
package final class MutexLock: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` while holding the lock. Inlinable: called once a CSV row, the call and
    /// its closure cost more than the lock.
    @inlinable
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
