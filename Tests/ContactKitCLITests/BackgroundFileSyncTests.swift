import Foundation
import Testing

@testable import ContactKitCLI

/// The output file's background synchronization: what it reports and when it runs.
@Suite struct BackgroundFileSyncTests {
    @Test func synchronizesAnOpenFileWithoutAnError() throws {
        let directory = try TemporaryDirectory()
        let descriptor = open(directory.path("data"), O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let sync = BackgroundFileSync(fileDescriptor: descriptor)
        #expect(sync.completedCount == 0)
        sync.request()
        #expect(sync.finish() == nil)
        #expect(sync.completedCount == 1)
        sync.request()
        #expect(sync.finish() == nil)
        #expect(sync.completedCount == 2)
    }

    /// A failure is kept for ``BackgroundFileSync/finish()`` (a later `fsync` on the same
    /// descriptor may not report a write error again), the first one only.
    @Test func keepsTheFirstFailure() {
        let sync = BackgroundFileSync(fileDescriptor: -1)
        sync.request()
        #expect(sync.finish() == EBADF)
        #expect(sync.completedCount == 1)
    }

    /// A descriptor that cannot be synchronized (a pipe: EINVAL) is not a failure, as
    /// ``AtomicFile`` treats its own `fsync`.
    @Test func aPipeIsNotAFailure() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]); close(ends[1]) }
        let sync = BackgroundFileSync(fileDescriptor: ends[1])
        sync.request()
        #expect(sync.finish() == nil)
    }

    /// Requests while one is under way are dropped, never queued behind it.
    @Test func requestsWhileOneIsUnderWayAreDropped() {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let sync = BackgroundFileSync(fileDescriptor: 3) { _ in
            started.signal()
            release.wait()
            return 0
        }
        sync.request()
        started.wait()  // the first one is running
        for _ in 0..<49 { sync.request() }
        release.signal()
        #expect(sync.finish() == nil)
        #expect(sync.completedCount == 1)
        sync.request()  // and the next one after it runs
        started.wait()
        release.signal()
        #expect(sync.finish() == nil)
        #expect(sync.completedCount == 2)
    }
}
