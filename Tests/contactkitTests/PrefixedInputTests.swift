import ContactFormats
import Testing

@testable import contactkit

/// Peeking at the first bytes for format detection without losing them.
@Suite struct PrefixedInputTests {
    /// Reads everything from `input` in chunks of `chunk` bytes.
    private func readAll<Input: ByteInput>(_ input: inout Input, chunk: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        while try input.read(into: &bytes, maxLength: chunk) > 0 {}
        return bytes
    }

    @Test(arguments: [1, 3, 4096])
    func replaysThePrefixThenContinues(chunk: Int) throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Jane Doe\r\nEND:VCARD\r\n"
        var base = MemoryInput(text)
        let prefix = try base.readDetectionPrefix()
        #expect(!prefix.isEmpty)
        #expect(ContactFormat.detect(prefix: prefix) == .vCard(.v3_0))
        var replaying = PrefixedInput(prefix: prefix, base: base)
        #expect(try readAll(&replaying, chunk: chunk) == Array(text.utf8))
    }

    @Test func detectionStopsAtTheLimitForUnknownInput() throws {
        let text = String(repeating: "not a contact file\n", count: 1000)
        var base = MemoryInput(text)
        let prefix = try base.readDetectionPrefix(limit: 100)
        #expect(prefix.count == 100)
        var replaying = PrefixedInput(prefix: prefix, base: base)
        #expect(try readAll(&replaying, chunk: 64) == Array(text.utf8))
    }

    @Test func emptyInputGivesAnEmptyPrefix() throws {
        var base = MemoryInput([UInt8]())
        #expect(try base.readDetectionPrefix() == [])
        #expect(ContactInputLoop.isBlank([]))
        #expect(ContactInputLoop.isBlank([0xEF, 0xBB, 0xBF, 13, 10, 32]))
        #expect(!ContactInputLoop.isBlank(Array("x".utf8)))
    }

    @Test func readerSeesTheWholeInputThroughTheReplay() throws {
        let text = "\r\n\r\nBEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann Able\r\nEND:VCARD\r\n"
        var base = MemoryInput(text)
        let prefix = try base.readDetectionPrefix()
        let format = try #require(ContactFormat.detect(prefix: prefix))
        var reader = format.makeReader(PrefixedInput(prefix: prefix, base: base))
        let contact = try #require(try reader.next())
        #expect(contact.formattedName == "Ann Able")
        #expect(try reader.next() == nil)
        #expect(reader.bytesRead == text.utf8.count)
    }
}
