import ContactFormats
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

    /// The old contents are dropped, whatever their size; a buffer still shared elsewhere
    /// keeps its own contents.
    @Test(arguments: [0, 3, 300])
    func reusedStorageStartsEmpty(_ oldCount: Int) throws {
        let old = [UInt8](repeating: UInt8(ascii: "x"), count: oldCount)
        let sink = ByteSink.memory(reusing: old, expectedByteCount: 16)
        try sink.append("fresh")
        #expect(String(decoding: sink.bytes, as: UTF8.self) == "fresh")
        #expect(sink.byteCount == 5)
        #expect(old.count == oldCount && old.allSatisfy { $0 == UInt8(ascii: "x") })
    }
}
