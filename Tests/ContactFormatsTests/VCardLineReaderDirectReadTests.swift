import Foundation
import Testing

@testable import ContactFormats

/// The line reader reads a file straight into storage of its own after its first chunk
/// (``ByteInput/readDirectly(into:)``): the lines must be those read from memory, across
/// many reads of growing size, through the inputs a command stacks on a file.
@Suite struct VCardLineReaderDirectReadTests {
    /// About 700 KB of tricky lines: folds, every line end, 8-bit bytes, a base64 block,
    /// long lines, so that reads end at every kind of place.
    static func book() -> [UInt8] {
        var text = ""
        for index in 0..<6_000 {
            text += "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Doe;Jo\(index);;;\r\nFN:Jo Dœ \(index)\n"
            text += "NOTE;ENCODING=QUOTED-PRINTABLE:a=\r\nb\r\nADR;HOME:;;\(index) Main St\r\n Apt \(index % 7)\r\r\n"
            text += "TEL;TYPE=\"a:b;c\":+1 555 \(index)\r\nX-LONG:" + String(repeating: "x", count: index % 97) + "\r"
            if index % 50 == 0 { text += "PHOTO;BASE64:QUJD\r\nREVG\r\n\r\n" }
            text += "END:VCARD\r\n"
        }
        return Array(text.utf8)
    }

    static func lines(_ input: any ByteInput) throws -> [String] {
        var reader = VCardLineReader(input: input)
        var result: [String] = []
        while let line = try reader.nextLine() {
            result.append("\(line.number) \(reader.lastLineHasEightBitBytes) \(reader.bytesConsumed) " + String(decoding: line.bytes, as: UTF8.self))
        }
        return result
    }

    @Test func aFileReadsAsTheSameBytesInMemory() throws {
        let bytes = VCardLineReaderDirectReadTests.book()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("direct-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let expected = try VCardLineReaderDirectReadTests.lines(MemoryInput(bytes))
        for prefix in [0, 1, 5_000] {
            let descriptor = open(path, O_RDONLY)
            defer { close(descriptor) }
            var file = FileDescriptorInput(fileDescriptor: descriptor)
            var sniffed: [UInt8] = []
            if prefix > 0 { _ = try file.read(into: &sniffed, maxLength: prefix) }
            let input = UnicodeInput(PrefixedInput(prefix: sniffed, base: file))
            #expect(try VCardLineReaderDirectReadTests.lines(input) == expected, "prefix \(prefix)")
        }
    }

    /// Inputs read straight only when nothing of theirs is waiting: line feeds and a prefix
    /// first, UTF-16 always through the transcoding read.
    @Test func inputsSayWhenTheyCannotReadStraight() throws {
        var target = [UInt8](repeating: 0, count: 16)
        try target.withUnsafeMutableBufferPointer { target in
            var memory = MemoryInput([1, 2, 3])
            #expect(try memory.readDirectly(into: target) == nil)
            var prefixed = PrefixedInput(prefix: [65], base: MemoryInput([66]), leadingLineBreaks: 1)
            #expect(try prefixed.readDirectly(into: target) == nil)
            var utf16 = UnicodeInput(MemoryInput([0xFF, 0xFE, 65, 0]))
            var bytes: [UInt8] = []
            _ = try utf16.read(into: &bytes, maxLength: 16)
            #expect(bytes == [65])
            #expect(try utf16.readDirectly(into: target) == nil)
        }
    }
}
