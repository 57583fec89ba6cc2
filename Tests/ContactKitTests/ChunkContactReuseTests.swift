import ContactFormats
@testable import ContactKit
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// A chunk whose consumer only borrows each contact (no stages: validating, writing) is read
/// into one contact for every card; the bytes and diagnostics are those of reading each card
/// into a new contact (a stage that passes the contact on makes the chunks read so).
@Suite struct ChunkContactReuseTests {
    /// Passes each contact on unchanged.
    struct PassOn: ContactStage {
        var diagnostics: [Diagnostic] { [] }
        mutating func process(_ contact: consuming Contact) -> [Contact] { [contact] }
    }

    /// The varied cards of the formats' reuse tests, repeated to fill several chunks.
    static func book() throws -> URL {
        let parts = (0..<12).map { index in ReaderContactReuseBook.text.replacingOccurrences(of: "Only A Name", with: "Name \(index)") }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("contactkit-reuse-\(UUID().uuidString).vcf")
        try Data(parts.joined().utf8).write(to: url)
        return url
    }

    /// Only consumers without stages borrow; only validation's (it keeps nothing) is given
    /// no contact at all.
    @Test func onlyConsumersWithoutStagesBorrow() {
        let stage: @Sendable () -> any ContactStage = { PassOn() }
        let dropping = HandingBackConsumer(stages: [], keepsContacts: false, keepsValuePositions: false)
        #expect(dropping.borrowsContacts && dropping.ignoresContacts)
        let keeping = HandingBackConsumer(stages: [], keepsContacts: true, keepsValuePositions: false)
        #expect(!keeping.borrowsContacts && !keeping.ignoresContacts)
        let staged = HandingBackConsumer(stages: [stage], keepsContacts: false, keepsValuePositions: false)
        #expect(!staged.borrowsContacts && !staged.ignoresContacts)
        let encoding = ContactStreamOutput(memoryIn: .vCard(.v4_0)).encodedRecords!.encoding
        let writing = WritingConsumer(encoding: encoding, stages: [], chunkByteCount: 1)
        #expect(writing.borrowsContacts && !writing.ignoresContacts)
        #expect(!WritingConsumer(encoding: encoding, stages: [stage], chunkByteCount: 1).borrowsContacts)
    }

    @Test(arguments: [ContactFormat.vCard(.v4_0), .vCard(.v2_1), .ndjson, .csv(.google)])
    func writingWhatOneContactReadsGivesTheCarefulBytes(format: ContactFormat) throws {
        let url = try Self.book()
        defer { try? FileManager.default.removeItem(at: url) }
        let careful = try ContactConverterTests.convert(url, threads: 2, to: format, stages: [.eachContact { PassOn() }])
        for threads in [1, 2] {
            let reused = try ContactConverterTests.convert(url, threads: threads, to: format)
            #expect(reused.bytes == careful.bytes, "\(threads) threads")
            #expect(reused.log == careful.log, "\(threads) threads")
            #expect(reused.summary.contactCount == careful.summary.contactCount)
        }
        #expect(careful.summary.contactCount > 500)
        #expect(!careful.log.isEmpty)
    }

    @Test func validatingWhatOneContactReadsGivesTheReadersDiagnostics() throws {
        let url = try Self.book()
        defer { try? FileManager.default.removeItem(at: url) }
        let (contacts, expected) = try Fixtures.readAll(Array(try Data(contentsOf: url)))
        for threads in [1, 2] {
            let log = ConversionLog()
            var reader = ContactInputReader([ContactFileInput(url: url)], reporter: log)
            try reader.readAll(threadCount: threads)
            #expect(log.entries.map(\.diagnostic) == expected, "\(threads) threads")
            #expect(reader.contactCount == contacts.count, "\(threads) threads")
        }
        #expect(!expected.isEmpty)
    }
}
