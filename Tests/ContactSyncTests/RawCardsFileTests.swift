import ContactModel
import ContactSync
import Foundation
import Testing

/// A push keeps where its input's cards are, not the cards (issue 34: memory that does not
/// grow with the book): reading a file a chunk at a time cuts the same cards as reading it
/// whole, and each card is read back from where it was found.
@Suite struct RawCardsFileTests {
    static let texts = [
        "junk\nBEGIN:VCARD\nVERSION:2.1\nAGENT:\nBEGIN:VCARD\nFN:Inner\nEND:VCARD\nFN:Outer\nEND:VCARD\r\nbegin:vcard\r\nFN:Two\r\nend:vcard",
        "\u{FEFF}BEGIN:VCARD\r\nVERSION:4.0\r\nUID:a\r\nFN:Ann\r\n Lee\r\nEND:VCARD\r\n\r\nbetween\r\nBEGIN:VCARD\r\nUID:b\r\nEND:VCARD\r\n",
        "BEGIN:VCARD\nUID:c\nNOTE:" + String(repeating: "long line ", count: 400) + "\nEND:VCARD\nBEGIN:VCARD\nUID:d\nFN:no end",
        "BEGIN:VCARD\rFN:old Mac line ends\rEND:VCARD\r",
        "",
    ]

    @Test(arguments: [1, 7, 64, 1 << 20])
    func scanningInChunksCutsWhatSplitCuts(chunkSize: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rawcards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (number, text) in Self.texts.enumerated() {
            let path = directory.appendingPathComponent("\(number).vcf").path
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            var scanned: [[UInt8]] = []
            var read: [[UInt8]?] = []
            try RawCards.scan(file: path, chunkSize: chunkSize) { card, location in
                scanned.append(card)
                read.append(RawCards.card(at: location, inFile: path))
            }
            let whole = RawCards.split(Array(text.utf8))
            #expect(scanned == whole, "text \(number), chunks of \(chunkSize)")
            #expect(read == whole.map { Optional($0) }, "text \(number), chunks of \(chunkSize)")
        }
    }

    @Test func aMissingFileThrowsAndAMovedCardIsNotMadeUp() throws {
        #expect(throws: (any Error).self) { try RawCards.scan(file: "/nonexistent/book.vcf") { _, _ in } }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rawcards-\(UUID().uuidString).vcf").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("BEGIN:VCARD\nUID:a\nEND:VCARD\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(RawCards.card(at: RawCards.Location(offset: 0, length: 200), inFile: path) == nil)
        #expect(RawCards.card(at: RawCards.Location(offset: 12, length: 6), inFile: path) == nil)
    }

    /// An unchanged contact's card is never read; a changed one's is, once.
    @Test func aPushPlanReadsTheCardOnlyOfAContactItSends() {
        let card = Array("BEGIN:VCARD\r\nVERSION:4.0\r\nUID:u1\r\nFN:Ann Lee\r\nEND:VCARD\r\n".utf8)
        var contact = Contact()
        contact.uid = "u1"
        contact.formattedName = "Ann Lee"
        let fingerprint = CardFingerprint.of(contact)
        let state = SyncState(
            addressBook: "https://dav.example/book/", syncToken: nil, ctag: nil,
            cards: [SyncState.Card(href: "/book/u1.vcf", uid: "u1", etag: "\"1\"", fingerprint: fingerprint, version: "4.0")])
        var plan = PushPlan(state: state, bookPath: "/book/", force: false)
        var reads = 0
        plan.add(contact, readingCard: { reads += 1; return card })
        #expect(reads == 0 && plan.uploads.isEmpty)
        var edited = contact
        edited.uid = "u2"
        plan.add(edited, readingCard: { reads += 1; return nil })
        #expect(reads == 1 && plan.uploads.count == 1)
    }
}
