import ContactTestSupport
import Foundation
import Testing

@testable import ContactSync
import ContactSyncNetworking

/// Issue 28, item 8: a real book with photos is pulled. libxml2 refused whole multiget answers
/// over 10 MB (250 cards of 50 KB failed); answers are now parsed as they arrive.
@Suite(.enabled(if: RadicaleServer.shouldRun, "radicale is not installed (apt-get install radicale)"))
struct RadicalePhotoPullTests {
    /// Card `index` with a 100 KB photo (base64, folded as servers store it).
    static func card(_ index: Int) -> String {
        var generator = UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15
        var photo = [UInt8](repeating: 0, count: 100_000)
        for position in photo.indices {
            generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            photo[position] = UInt8(truncatingIfNeeded: generator >> 56)
        }
        let line = "PHOTO;ENCODING=b;TYPE=JPEG:" + Data(photo).base64EncodedString()
        return "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:photo-\(index)\r\nFN:Person \(index)\r\nN:\(index);Person;;;\r\n"
            + SyntheticBook.fold(line) + "\r\nEND:VCARD\r\n"
    }

    @Test func aThousandCardsWithHundredKilobytePhotosArePulled() throws {
        let server = try RadicaleServer()
        let cards = (0..<1000).map { (file: "p\(fourDigits($0)).vcf", vCard: Self.card($0)) }
        try server.storeAddressBook("photos", displayName: "Photos", cards: cards)
        var configuration = CardDAVClient.Configuration()
        configuration.timeout = 600
        let client = CardDAVClient(
            credentials: Credentials(user: RadicaleServer.user, password: RadicaleServer.password), configuration: configuration)
        let book = try CardDAVClient.choose("Photos", among: client.addressBooks(at: server.rootURL))
        var count = 0
        var photoLengths: Set<Int> = []
        let (state, report) = try BookPull(client: client, book: book).run(previous: nil, previousCards: [:]) { card, bytes in
            count += 1
            let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "")
            let photo = text.split(separator: "\r\n").first { $0.hasPrefix("PHOTO") }.map { $0.split(separator: ":").last ?? "" } ?? ""
            photoLengths.insert(Data(base64Encoded: String(photo))?.count ?? -1)
        }
        #expect(count == 1000)
        #expect(report.fetched == 1000)
        #expect(state.cards.count == 1000)
        #expect(photoLengths == [100_000])
    }
}

