@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// A CSV writer that counts numbered groups, or waits for group cards, holds its rows until
/// the end. It held them all in memory: converting 100k vCards to Google CSV peaked at
/// 96 MB, 1M at about 1 GB. Past a few megabytes the rows now go to an unlinked temporary
/// file (33 MB at 1M). The output and the warnings must be the same as when they stay in
/// memory: group cards before and after their members, members missing, a row larger than
/// the pieces the file is read back in, and no usable temporary directory.
@Suite struct CSVRowSpoolTests {
    /// People with one to three phones (so the header's counts depend on every row), and
    /// two group cards: one before its members and one after, each naming someone absent.
    static func book(count: Int, bigNoteAt: Int? = nil) -> [Contact] {
        var contacts: [Contact] = []
        var family = Contact(formattedName: "Family")
        family.kind = .group
        family.members = ["urn:uuid:person-3", "urn:uuid:person-7", "urn:uuid:absent-1"]
        contacts.append(family)
        for index in 0..<count {
            var person = Contact(givenName: "Given \(index)", familyName: "Family \(index % 17)")
            person.uid = "person-\(index)"
            person.phoneNumbers = (0...(index % 3)).map { LabeledValue(label: .mobile, value: "+1 201 555 \(1000 + $0)") }
            person.emailAddresses = [LabeledValue(label: .work, value: "given\(index)@example.com")]
            person.note = index == bigNoteAt ? String(repeating: "Långt ", count: 300_000) : "Note \(index)"
            contacts.append(person)
        }
        var club = Contact(formattedName: "Book Club")
        club.kind = .group
        club.members = ["URN:UUID:PERSON-\(count - 1)", "urn:uuid:person-3", "urn:uuid:absent-2"]
        contacts.append(club)
        return contacts
    }

    static func write(
        _ contacts: [Contact], layout: CSVLayout, limit: Int? = nil, directory: String = SpoolFile.temporaryDirectory
    ) throws -> (bytes: [UInt8], diagnostics: [Diagnostic], spooled: Bool) {
        var spooled = false
        let (bytes, diagnostics) = try Fixtures.write(contacts) { sink in
            let options = CSVWriter.Options(layout: layout)
            guard let limit else { return SpoolRecorder(CSVWriter(sink: sink, options: options)) { spooled = $0 } }
            return SpoolRecorder(
                CSVWriter(sink: sink, options: options, heldRowMemoryLimit: limit, spoolDirectory: directory)
            ) { spooled = $0 }
        }
        return (bytes, diagnostics, spooled)
    }

    @Test(arguments: [CSVLayout.google, .outlook, .generic])
    func spooledRowsWriteTheSameAsRowsInMemory(layout: CSVLayout) throws {
        let contacts = Self.book(count: 400)
        let inMemory = try Self.write(contacts, layout: layout)
        let spooled = try Self.write(contacts, layout: layout, limit: 300)
        #expect(!inMemory.spooled)
        #expect(spooled.spooled)
        #expect(spooled.bytes == inMemory.bytes)
        #expect(spooled.diagnostics == inMemory.diagnostics)
        // The groups reached their members from the file too, and the absent ones are named.
        let back = try Fixtures.readCSV(spooled.bytes, options: CSVReader.Options(layout: layout)).contacts
        #expect(back.first { $0.givenName == "Given 3" }?.groups == ["Family", "Book Club"])
        #expect(back.first { $0.givenName == "Given 399" }?.groups == ["Book Club"])
        #expect(spooled.diagnostics.contains { $0.property == "members" && $0.message.contains("absent-2") })
    }

    @Test func aRowLargerThanAReadPieceComesBackWhole() throws {
        // The note is about 2 MB, past the 1 MiB pieces the temporary file is read in.
        let contacts = Self.book(count: 20, bigNoteAt: 10)
        let inMemory = try Self.write(contacts, layout: .google)
        let spooled = try Self.write(contacts, layout: .google, limit: 1_000)
        #expect(spooled.spooled)
        #expect(spooled.bytes == inMemory.bytes)
        #expect(spooled.bytes.count > 1_800_000)
    }

    @Test func withoutATemporaryDirectoryTheRowsStayInMemory() throws {
        let contacts = Self.book(count: 50)
        let inMemory = try Self.write(contacts, layout: .outlook)
        let unspooled = try Self.write(contacts, layout: .outlook, limit: 100, directory: "/nonexistent-contactkit-dir")
        #expect(!unspooled.spooled)
        #expect(unspooled.bytes == inMemory.bytes)
        #expect(unspooled.diagnostics == inMemory.diagnostics)
    }

    @Test func theTemporaryFileHasNoName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let sink = ByteSink.memory()
        var writer = CSVWriter(
            sink: sink, options: CSVWriter.Options(layout: .google), heldRowMemoryLimit: 100, spoolDirectory: directory.path)
        for contact in Self.book(count: 30) {
            try writer.write(contact)
            // Unlinked as soon as it is made: nothing to clean up after a crash.
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        }
        try writer.finish()
        #expect(writer.spooledHeldRows)
    }

    @Test func theSpoolFileReadsBackWhatWasAppendedAcrossPieces() throws {
        let file = try #require(SpoolFile())
        let first = (0..<5_000).map { UInt8(truncatingIfNeeded: $0) }
        let second = (0..<3).map { UInt8($0 + 200) }
        try first.withUnsafeBytes { try file.append($0) }
        try second.withUnsafeBytes { try file.append($0) }
        #expect(file.byteCount == 5_003)
        for size in [1, 7, 4_096, 10_000] {
            var reader = file.makeReader()
            var back: [UInt8] = []
            var piece = [UInt8](repeating: 0, count: size)
            while true {
                let count = try piece.withUnsafeMutableBytes { try reader.read(into: $0) }
                if count == 0 { break }
                back += piece[..<count]
            }
            #expect(back == first + second)
        }
    }
}

/// A CSV writer that reports, after `finish()`, whether its held rows were spooled.
private struct SpoolRecorder: ContactWriter {
    var writer: CSVWriter
    let record: (Bool) -> Void

    init(_ writer: CSVWriter, record: @escaping (Bool) -> Void) {
        self.writer = writer
        self.record = record
    }

    var diagnostics: [Diagnostic] { writer.diagnostics }

    mutating func write(_ contact: Contact) throws { try writer.write(contact) }

    mutating func finish() throws {
        try writer.finish()
        record(writer.spooledHeldRows)
    }
}
