import ContactFormats
import Testing

/// Peeking at the first bytes for format detection (``ContactSerialization/detectFormat(reading:limit:)``)
/// without losing them: the command line and the library's front door both read this way.
@Suite struct DetectionPrefixTests {
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
        let detection = try ContactSerialization.detectFormat(reading: &base)
        #expect(!detection.prefix.isEmpty)
        #expect(detection.format == .vCard(.v3_0))
        var replaying = PrefixedInput(prefix: detection.prefix, base: base)
        #expect(try readAll(&replaying, chunk: chunk) == Array(text.utf8))
    }

    @Test func detectionStopsAtTheLimit() throws {
        let text = String(repeating: "\u{1}not a contact file", count: 1000)
        var base = MemoryInput(text)
        let detection = try ContactSerialization.detectFormat(reading: &base, limit: 100)
        #expect(detection.prefix.count == 100)
        #expect(detection.format == nil)
        #expect(!detection.isBlank)
        var replaying = PrefixedInput(prefix: detection.prefix, base: base)
        #expect(try readAll(&replaying, chunk: 64) == Array(text.utf8))
    }

    @Test func emptyAndWhiteSpaceInputsAreBlank() throws {
        var empty = MemoryInput([UInt8]())
        let detection = try ContactSerialization.detectFormat(reading: &empty)
        #expect(detection.prefix == [])
        #expect(detection.isBlank)
        var white = MemoryInput([0xEF, 0xBB, 0xBF, 13, 10, 32])
        #expect(try ContactSerialization.detectFormat(reading: &white).isBlank)
        var text = MemoryInput("x")
        #expect(try !ContactSerialization.detectFormat(reading: &text).isBlank)
    }

    @Test func readerSeesTheWholeInputThroughTheReplay() throws {
        let text = "\r\n\r\nBEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ann Able\r\nEND:VCARD\r\n"
        var base = MemoryInput(text)
        let detection = try ContactSerialization.detectFormat(reading: &base)
        let format = try #require(detection.format)
        var reader = format.makeReader(PrefixedInput(prefix: detection.prefix, base: base))
        let contact = try #require(try reader.next())
        #expect(contact.formattedName == "Ann Able")
        #expect(try reader.next() == nil)
        #expect(reader.bytesRead == text.utf8.count)
    }
}
