import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

@testable import ContactSync

/// The local side of a sync keeps each card's bytes in memory only up to a limit and in a
/// temporary file past it, and reads a card's contact back from its bytes when the card is
/// sent (issue 34: a sync must not hold the book, or its contacts, in memory).
@Suite struct LocalCardsTests {
    static func card(_ index: Int, uid: Bool = true) -> [UInt8] {
        let photo = String(repeating: "QUJD", count: 200 + index)
        return Array(
            ("BEGIN:VCARD\r\nVERSION:3.0\r\n" + (uid ? "UID:local-\(index)\r\n" : "") + "FN:Person \(index)\r\nN:\(index);Person;;;\r\n"
                + "EMAIL:p\(index)@example.com\r\nPHOTO;ENCODING=b;TYPE=JPEG:\(photo)\r\nEND:VCARD\r\n").utf8)
    }

    static func contact(_ bytes: [UInt8]) throws -> Contact {
        var reader = VCardReader(input: MemoryInput(bytes))
        return try #require(try reader.next())
    }

    @Test func cardsPastTheLimitGoToTheFileAndReadBackTheSame() throws {
        var cards = BookSync.LocalCards(memoryLimit: Self.card(0).count * 2)
        for index in 0..<6 { cards.append(Self.card(index), contact: try Self.contact(Self.card(index))) }
        #expect(cards.count == 6)
        #expect(cards.cards.filter { if case .file = $0.place { true } else { false } }.count == 5)
        for index in 0..<6 {
            #expect(try cards.bytes(at: index) == Self.card(index))
            #expect(try cards.contact(at: index) == Self.contact(Self.card(index)))
            #expect(cards.cards[index].contact == nil, "a card with bytes keeps no contact in memory")
            #expect(cards.cards[index].fingerprint == CardFingerprint.of(try Self.contact(Self.card(index))))
        }
    }

    @Test func aCardWithoutAUIDIsReadBackWithTheStableOneItWasGiven() throws {
        var cards = BookSync.LocalCards(memoryLimit: 0)
        let bytes = Self.card(1, uid: false)
        let contact = try Self.contact(bytes)
        cards.append(bytes, contact: contact)
        cards.append(bytes, contact: contact)
        var identifiers = StableIdentifier()
        let first = identifiers.ensuringUID(contact)
        let second = identifiers.ensuringUID(contact)
        #expect(cards.cards.map(\.uid) == [first.uid, second.uid].compactMap { $0 })
        #expect(first.uid != second.uid)
        #expect(try cards.contact(at: 1) == second)
        #expect(cards.cards[1].fingerprint == CardFingerprint.of(second))
        #expect(cards.cards[1].givenFingerprint == CardFingerprint.of(contact))
        #expect(!cards.cards[1].textHasUID)
    }

    @Test func aContactGivenWithoutBytesIsKept() throws {
        var cards = BookSync.LocalCards(memoryLimit: 0)
        var contact = Contact()
        contact.uid = "made-in-code"
        contact.givenName = "Made"
        cards.append([], contact: contact)
        #expect(try cards.contact(at: 0) == contact)
        #expect(cards.cards[0].givenFingerprint == nil, "no bytes to reuse for a card the server has")
    }

    @Test func aSpoolThatNoLongerReadsIsAnErrorNotAnEmptyContact() throws {
        var cards = BookSync.LocalCards(memoryLimit: 16 << 20)
        cards.append(Array("not a card\r\n".utf8), contact: Contact(uid: "x"))
        #expect(throws: CocoaError.self) { try cards.contact(at: 0) }
    }
}
