import Foundation
import Testing

@testable import ContactFormats

/// Reading a small file costs no buffer of the size the caller allows (issue 35 item 7):
/// each of the 200,000 files of a vdir filled a 1 MiB buffer with zeros.
@Suite struct FileDescriptorInputTests {
    @Test func aSmallFileTakesASmallBufferAndALargeOneGrowsIt() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fdinput-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let card = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane Doe\r\nEND:VCARD\r\n".utf8)
        for (size, largest) in [(card.count, 64 << 10), (300_000, 1 << 20)] {
            let bytes = (0..<size).map { card[$0 % card.count] }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let descriptor = open(path, O_RDONLY)
            defer { close(descriptor) }
            var input = FileDescriptorInput(fileDescriptor: descriptor)
            var buffer: [UInt8] = []
            while try input.read(into: &buffer, maxLength: 1 << 20) > 0 {}
            #expect(buffer == bytes)
            #expect(input.scratchSize <= largest, "\(size) bytes: scratch \(input.scratchSize)")
            if size > 64 << 10 { #expect(input.scratchSize > 64 << 10) }
        }
    }
}
