import Dispatch

/// Brings what a growing output file holds to the disk on a thread of its own, while the
/// file is still being written, so that the `fsync` before the rename waits only for the
/// last part.
///
/// Starting the writeback (``AtomicFile/beginWriteback()``) sends the pages to the device
/// but does not ask the device to keep them: a virtual disk holds them in the host's cache,
/// and the one `fsync` at the end then waited for all of them. On the 2-core test machine,
/// a 1,000,000-contact conversion (560 MB written) waited 0.65–0.87 s in that `fsync`, after
/// the last contact, with both cores idle; with an `fdatasync` every 16 MiB on another
/// thread, the same conversion (on a busier machine, where the old wait was 0.27–0.32 s)
/// waited 0.015–0.027 s.
///
/// At most one synchronization runs at a time: a request while one is under way is
/// dropped (the next one covers its pages). The queue is a serial queue of its own, which
/// Dispatch gives a thread even while the conversion's workers hold every thread of the
/// shared pool. A failure is kept and reported by ``finish()``: once one `fdatasync` on a
/// descriptor has reported a write error, a later `fsync` on it may no longer report it.
final class BackgroundFileSync: @unchecked Sendable {
    private let fileDescriptor: Int32
    private let queue = DispatchQueue(label: "contactkit.output-sync")
    private let lock = MutexLock()
    /// Whether a synchronization is queued or running (under ``lock``).
    private var isUnderWay = false
    /// The first error a synchronization met (`errno`), under ``lock``.
    private var firstError: Int32?
    /// How many synchronizations have completed (under ``lock``).
    private var completed = 0

    /// What synchronizes the descriptor: `fdatasync` (tests give a function that waits).
    private let synchronize: @Sendable (Int32) -> Int32

    /// A synchronizer of the open file `fileDescriptor`, which must stay open until
    /// ``finish()`` has returned.
    init(
        fileDescriptor: Int32,
        synchronize: @escaping @Sendable (Int32) -> Int32 = BackgroundFileSync.synchronizeData
    ) {
        self.fileDescriptor = fileDescriptor
        self.synchronize = synchronize
    }

    /// Starts bringing the file's data to the disk, unless a synchronization is under way.
    func request() {
        let starts = lock.withLock { () -> Bool in
            guard !isUnderWay else { return false }
            isUnderWay = true
            return true
        }
        guard starts else { return }
        queue.async { [self] in
            let failed = synchronize(fileDescriptor) != 0
            let error = failed ? errno : 0
            lock.withLock {
                // EINVAL: a file that cannot be synchronized (as ``AtomicFile`` treats it).
                if failed, error != EINVAL, firstError == nil { firstError = error }
                completed += 1
                isUnderWay = false
            }
        }
    }

    /// Waits for a synchronization under way; returns the first error any of them met.
    func finish() -> Int32? {
        queue.sync {}
        return lock.withLock { firstError }
    }

    /// How many synchronizations have completed.
    var completedCount: Int { lock.withLock { completed } }

    /// `fdatasync` where there is one: the data and the size, not the times.
    static func synchronizeData(_ descriptor: Int32) -> Int32 {
        #if os(Linux)
            return fdatasync(descriptor)
        #else
            return fsync(descriptor)
        #endif
    }
}
