import ContactFormats
import Foundation
import Testing

/// A memory sink collects what is appended, also when it writes into a buffer that served
/// before.
@Suite struct ByteSinkTests {
    @Test func memorySinkKeepsEveryPiece() throws {
        let sink = ByteSink.memory(expectedByteCount: 4)
        try sink.append(UInt8(ascii: "a"))
        try sink.append("bc")
        try sink.append([UInt8(ascii: "d"), UInt8(ascii: "e")])
        try sink.flush()
        #expect(String(decoding: sink.bytes, as: UTF8.self) == "abcde")
        #expect(sink.byteCount == 5)
    }

    /// The old contents are dropped, whatever their size.
    @Test(arguments: [0, 3, 300])
    func reusedStorageStartsEmpty(_ oldCount: Int) throws {
        let old = [UInt8](repeating: UInt8(ascii: "x"), count: oldCount)
        let sink = ByteSink.memory(reusing: old, expectedByteCount: 16)
        try sink.append("fresh")
        #expect(String(decoding: sink.bytes, as: UTF8.self) == "fresh")
        #expect(sink.byteCount == 5)
    }

    /// A buffer nothing else holds is written into where it lies: its storage is moved into
    /// the sink, not copied (a copy made emptying it allocate anew, page by page).
    @Test func unsharedStorageIsWrittenInPlace() throws {
        var storage: [UInt8] = []
        storage.reserveCapacity(4096)
        storage.append(contentsOf: "old".utf8)
        let address = storage.withUnsafeBufferPointer { $0.baseAddress }
        let sink = ByteSink.memory(reusing: consume storage, expectedByteCount: 1024)
        try sink.append("fresh")
        #expect(sink.bytes.withUnsafeBufferPointer { $0.baseAddress } == address)
        #expect(String(decoding: sink.bytes, as: UTF8.self) == "fresh")
    }

    /// A large block goes to the file after what was buffered before it, and before what
    /// follows; a small one, or one for memory, is buffered as any other bytes.
    @Test(arguments: [10, ByteSink.directBlockSize - 1, ByteSink.directBlockSize, 500_000, ByteSink.blockSize + 3])
    func blocksKeepTheirPlace(_ blockSize: Int) throws {
        try expectBlockKeepsItsPlace(blockSize) { sink, block in try sink.append(block: block) }
    }

    /// A block lent in place (a vCard writer's batch of cards) keeps its place as an array
    /// block does, and from `directBlockSize` on goes to the file without the buffer.
    @Test(arguments: [10, ByteSink.directBlockSize - 1, ByteSink.directBlockSize, ByteSink.blockSize + 3])
    func lentBlocksKeepTheirPlace(_ blockSize: Int) throws {
        try expectBlockKeepsItsPlace(blockSize) { sink, block in
            try block.withUnsafeBufferPointer { try sink.append(block: $0) }
        }
    }

    /// Writes `head`, a block of `blockSize` bytes given by `append`, and `tail` to a file
    /// sink and to a memory sink, and checks both kept the order.
    private func expectBlockKeepsItsPlace(
        _ blockSize: Int, append: (ByteSink, [UInt8]) throws -> Void
    ) throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bytesink-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        let block = [UInt8](repeating: UInt8(ascii: "b"), count: blockSize)
        let sink = ByteSink(.fileDescriptor(descriptor))
        try sink.append("head")
        try append(sink, block)
        // From `directBlockSize` on, a block is not copied into the buffer on its way.
        #expect(sink.buffer.isEmpty == (blockSize >= ByteSink.directBlockSize))
        try sink.append("tail")
        try sink.flush()
        close(descriptor)
        let expected = Array("head".utf8) + block + Array("tail".utf8)
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        // Compared as Bools: a failed `==` on a megabyte would be rendered as a diff.
        let writtenInOrder = written == expected
        #expect(writtenInOrder)
        #expect(sink.byteCount == expected.count)

        let memory = ByteSink.memory()
        try memory.append("head")
        try append(memory, block)
        let keptInMemory = memory.bytes == Array("head".utf8) + block
        #expect(keptInMemory)
    }
}
