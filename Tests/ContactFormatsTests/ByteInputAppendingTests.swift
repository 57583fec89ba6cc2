import Foundation
import Testing

@testable import ContactFormats

/// `readAppending(to:maxLength:)`: a chunker's reads go straight into its buffer when the
/// input can (no scratch buffer and copy of every byte), and give the same bytes as
/// `read(into:maxLength:)` whichever way they go.
@Suite struct ByteInputAppendingTests {
    /// A file of `size` bytes of folded cards, removed by the caller.
    private func temporaryFile(size: Int) throws -> (path: String, bytes: [UInt8]) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("appending-\(UUID().uuidString)").path
        let card = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane Doe\r\nNOTE:a long note\r\n  folded\r\nEND:VCARD\r\n".utf8)
        let bytes = (0..<size).map { card[$0 % card.count] }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, bytes)
    }

    @Test func aFileIsReadStraightIntoTheBufferAfterWhatItHolds() throws {
        let (path, bytes) = try temporaryFile(size: 300_000)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        var input = FileDescriptorInput(fileDescriptor: descriptor)
        var buffer: [UInt8] = [1, 2, 3]
        var reads = 0
        while true {
            let before = buffer.count
            let count = try input.readAppending(to: &buffer, maxLength: 65_536)
            #expect(count <= 65_536)
            #expect(buffer.count == before + count)
            if count == 0 { break }
            reads += 1
        }
        #expect(buffer == [1, 2, 3] + bytes)
        #expect(reads >= 5)
        if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            // Straight into the buffer: the input's scratch buffer was never made.
            #expect(input.scratchSize == 0)
        }
    }

    @Test func anInputThatCannotReadDirectlyGivesTheSameBytes() throws {
        let (path, bytes) = try temporaryFile(size: 100_000)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        // A prefix and leading line feeds first (read through `read(into:)`), then the file
        // (straight); and a memory input, which has no direct read at all.
        let prefix = Array("PREFIX\r\n".utf8)
        var prefixed = PrefixedInput(
            prefix: prefix, base: FileDescriptorInput(fileDescriptor: descriptor), leadingLineBreaks: 2)
        var memory = MemoryInput(bytes)
        var fromPrefixed: [UInt8] = []
        var fromMemory: [UInt8] = []
        while try prefixed.readAppending(to: &fromPrefixed, maxLength: 4_096) > 0 {}
        while try memory.readAppending(to: &fromMemory, maxLength: 4_096) > 0 {}
        #expect(fromPrefixed == [10, 10] + prefix + bytes)
        #expect(fromMemory == bytes)
    }

    @Test func aChunkerReadingAFileGivesTheChunksOfTheSameBytesInMemory() throws {
        let (path, bytes) = try temporaryFile(size: 200_000)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        func chunks(_ input: any ByteInput) throws -> [(bytes: [UInt8], line: Int)] {
            var chunker = VCardChunker(input: input, targetSize: 8_192, maximumChunkSize: 1 << 20)
            var pieces: [(bytes: [UInt8], line: Int)] = []
            while let piece = try chunker.next() {
                guard case .chunk(let chunk) = piece else {
                    Issue.record("no cut found")
                    break
                }
                pieces.append((chunk.bytes, chunk.firstLineNumber))
                chunker.reuse(chunk.bytes)
            }
            return pieces
        }
        let fromFile = try chunks(FileDescriptorInput(fileDescriptor: descriptor))
        let fromMemory = try chunks(MemoryInput(bytes))
        #expect(fromFile.count > 10)
        #expect(fromFile.map(\.bytes) == fromMemory.map(\.bytes))
        #expect(fromFile.map(\.line) == fromMemory.map(\.line))
        #expect(fromFile.flatMap(\.bytes) == bytes)
    }
}
