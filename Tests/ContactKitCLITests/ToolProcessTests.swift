import Foundation
import Testing

/// The test harness itself: `DAVHelperTests` failed now and then with "Text file busy" when
/// it ran a copy of the tool it had just written, because a child process that another test
/// forked at that moment still held the copy open for writing until it started its own
/// program. `ToolProcess` now starts such a copy again until the writer is gone.
@Suite struct ToolProcessTests {
    @Test func aCopyStillOpenForWritingStartsOnceTheWriterClosesIt() throws {
        let directory = try TemporaryDirectory()
        let copy = directory.url.appendingPathComponent("contactkit")
        try FileManager.default.copyItem(at: ToolProcess.executable, to: copy)
        // A writer holds the copy, as the forked child does, and lets go 100 ms later. On a
        // thread of its own: a block on the global queue waited behind other tests' blocks
        // on a loaded two-core machine (11-20 minutes), past the harness's second of retries.
        let writer = open(copy.path, O_WRONLY)
        try #require(writer >= 0)
        let closed = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            usleep(100_000)
            close(writer)
            closed.signal()
        }
        let result = try ToolProcess.run(["--version"], in: directory.url, executable: copy)
        closed.wait()
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("contactkit "))
    }

    @Test func otherFailuresToStartAreNotRetried() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.url.appendingPathComponent("no-such-tool")
        #expect(throws: (any Error).self) {
            try ToolProcess.run(["--version"], in: directory.url, executable: missing)
        }
    }
}
