import ContactFormats
@testable import ContactKit
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// On one thread, an input is read in a loop on its reader's own type (vCard and CSV) or on
/// the reader opened once (the other formats): the contacts, the line each starts on, where
/// its values were read and the diagnostics are those of the format's reader driven directly,
/// a forced vCard charset included; validation, which hands the contacts to no one, reports
/// the same diagnostics and counts.
@Suite struct SequentialReadingTests {
    private struct Read: Equatable {
        var contacts: [Contact] = []
        var lines: [Int] = []
        var positions: [ValuePositions] = []
        var diagnostics: [Diagnostic] = []
    }

    private final class Collected {
        var read = Read()
    }

    /// `bytes` as `format` through a ``ContactInputReader`` on one thread.
    private static func readOnOneThread(
        _ bytes: [UInt8], format: ContactFormat, options: ContactFormatOptions = ContactFormatOptions()
    ) throws -> Read {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "contactkit-sequential-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let log = ConversionLog()
        let collected = Collected()
        var reader = ContactInputReader([ContactFileInput(url: url)], format: format, options: options, reporter: log)
        try reader.forEach { contact, origin in
            collected.read.contacts.append(contact)
            collected.read.lines.append(origin.line)
            collected.read.positions.append(origin.valuePositions)
        }
        collected.read.diagnostics = log.entries.map(\.diagnostic)
        #expect(reader.contactCount == collected.read.contacts.count)
        return collected.read
    }

    /// `bytes` through the format's own reader, contact by contact.
    private static func readDirectly(
        _ bytes: [UInt8], format: ContactFormat, options: ContactFormatOptions = ContactFormatOptions()
    ) throws -> Read {
        var reader = format.makeReader(MemoryInput(bytes), options: options)
        var read = Read()
        while let contact = try reader.next() {
            read.contacts.append(contact)
            read.lines.append(reader.contactLine)
            read.positions.append(reader.valuePositions)
            read.diagnostics += reader.diagnostics
        }
        read.diagnostics += reader.diagnostics
        return read
    }

    private static func expectSameAsTheReader(
        _ bytes: [UInt8], format: ContactFormat, options: ContactFormatOptions = ContactFormatOptions()
    ) throws {
        let direct = try readDirectly(bytes, format: format, options: options)
        #expect(direct.contacts.count > 1)
        #expect(direct.positions.contains { !$0.isEmpty } || format == .ndjson)
        #expect(try readOnOneThread(bytes, format: format, options: options) == direct)
    }

    @Test(arguments: ["vcard/apple-ios17.vcf", "vcard/android-2.1.vcf", "vcard/quirk-broken-card.vcf"])
    func aVCardInputIsReadAsByItsReader(_ fixture: String) throws {
        try Self.expectSameAsTheReader(try Fixtures.bytes(fixture), format: .vCard(.v3_0))
    }

    @Test func aCSVInputIsReadAsByItsReader() throws {
        try Self.expectSameAsTheReader(try Fixtures.bytes("csv/google-contacts.csv"), format: .csv(.google))
    }

    /// NDJSON has no reader of its own type in the loop: it is opened from `any ContactReader`.
    @Test func anotherFormatIsReadAsByItsReader() throws {
        let (contacts, _) = try Fixtures.readAll(try Fixtures.bytes("vcard/apple-ios17.vcf"))
        let (bytes, _) = try Fixtures.write(contacts) { ContactFormat.ndjson.makeWriter($0, options: ContactFormatOptions()) }
        try Self.expectSameAsTheReader(bytes, format: .ndjson)
    }

    /// `--encoding` reaches the vCard reader the loop makes itself.
    @Test func aForcedVCardCharsetIsUsed() throws {
        let card =
            Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ren".utf8) + [0xE9]
            + Array("\r\nTEL:+1 555 0100\r\nEND:VCARD\r\n".utf8)
        let bytes = card + card
        var options = ContactFormatOptions()
        options.vCardCharset = "ISO-8859-1"
        try Self.expectSameAsTheReader(bytes, format: .vCard(.v3_0), options: options)
        #expect(try Self.readOnOneThread(bytes, format: .vCard(.v3_0), options: options).contacts.first?.formattedName == "René")
    }

    /// Validation makes no origin for the contacts, and reports what reading them does; the
    /// same reader afterwards hands every contact to its handler again.
    @Test func validatingReportsWhatReadingDoes() throws {
        let url = Fixtures.url("vcard/quirk-broken-card.vcf")
        let expected = try Self.readDirectly(try Fixtures.bytes("vcard/quirk-broken-card.vcf"), format: .vCard(.v3_0))
        let log = ConversionLog()
        var reader = ContactInputReader([ContactFileInput(url: url)], reporter: log)
        try reader.readAll(threadCount: 1)
        #expect(log.entries.map(\.diagnostic) == expected.diagnostics)
        #expect(reader.contactCount == expected.contacts.count)
        let collected = Collected()
        try reader.forEach { contact, origin in
            collected.read.contacts.append(contact)
            collected.read.lines.append(origin.line)
        }
        #expect(collected.read.contacts == expected.contacts)
        #expect(collected.read.lines == expected.lines)
    }
}
