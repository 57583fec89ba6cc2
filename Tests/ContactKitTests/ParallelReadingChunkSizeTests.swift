@testable import ContactKit
import Foundation
import Testing

/// The chunk size follows the input's size: a file of a thousand contacts (about half a
/// megabyte) is shared among the threads in chunks of at least 64 KiB, a large file is cut
/// in chunks of the usual size, and an input of unknown size (a pipe) keeps the usual size.
@Suite struct ParallelReadingChunkSizeTests {
    private static func parallel(threads: Int) -> ParallelReading {
        ParallelReading(threadCount: threads) { _, _ in HandingBackConsumer(stages: [], keepsValuePositions: false) }
    }

    /// A file of `size` bytes (spaces) in a temporary folder, removed by the caller.
    private static func file(of size: Int) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("chunk-size-\(UUID().uuidString).vcf")
        try Data(repeating: 0x20, count: size).write(to: url)
        return url
    }

    @Test func aThousandContactsAreSharedAmongTheThreads() throws {
        let url = try Self.file(of: 540_000)
        defer { try? FileManager.default.removeItem(at: url) }
        let input = ContactFileInput(url: url)
        let parallel = Self.parallel(threads: 2)
        #expect(parallel.chunkSize(for: input) == 540_000 / 8)
        #expect(parallel.suits(input, prefix: Array("BEGIN:VCARD".utf8)))
    }

    @Test func aSmallFileIsReadByOneThread() throws {
        let url = try Self.file(of: 100_000)
        defer { try? FileManager.default.removeItem(at: url) }
        let input = ContactFileInput(url: url)
        let parallel = Self.parallel(threads: 2)
        #expect(parallel.chunkSize(for: input) == ParallelReading.smallestChunkSize)
        #expect(!parallel.suits(input, prefix: Array("BEGIN:VCARD".utf8)))
    }

    @Test func aLargeFileKeepsTheUsualChunkSize() throws {
        let url = try Self.file(of: 3 << 20)
        defer { try? FileManager.default.removeItem(at: url) }
        let input = ContactFileInput(url: url)
        #expect(Self.parallel(threads: 2).chunkSize(for: input) == 3 << 17)
        let big = try Self.file(of: 40 << 20)
        defer { try? FileManager.default.removeItem(at: big) }
        #expect(Self.parallel(threads: 2).chunkSize(for: ContactFileInput(url: big)) == ParallelReading.chunkSize)
    }

    @Test func anInputOfUnknownSizeKeepsTheUsualChunkSize() {
        var pipe: [Int32] = [0, 0]
        #expect(Foundation.pipe(&pipe) == 0)
        defer { close(pipe[1]) }
        let input = ContactFileInput(fileDescriptor: pipe[0], name: "<pipe>")
        #expect(input.byteCount == nil)
        #expect(Self.parallel(threads: 2).chunkSize(for: input) == ParallelReading.chunkSize)
    }

    @Test func testsMaySetASmallerLargestChunk() throws {
        let url = try Self.file(of: 540_000)
        defer { try? FileManager.default.removeItem(at: url) }
        var parallel = Self.parallel(threads: 2)
        parallel.targetChunkSize = 50
        #expect(parallel.chunkSize(for: ContactFileInput(url: url)) == 50)
    }
}
