@testable import ContactFormats
import ContactModel
import Testing

/// Each card is framed by `BEGIN`/`VERSION` and `END` lines written from literals: every
/// version's, around every card, in order.
@Suite struct VCardWriterFramingTests {
    @Test(arguments: VCardVersion.allCases)
    func everyCardIsFramedInItsVersion(_ version: VCardVersion) throws {
        var first = Contact()
        first.givenName = "Ada"
        var second = Contact()
        second.organizationName = "Zoë & Co"
        let text = try VCardWriter.string(from: [first, second, Contact()], version: version)
        let cards = text.components(separatedBy: "END:VCARD\r\n")
        #expect(cards.count == 4)
        #expect(cards.last == "")
        for card in cards.dropLast() {
            #expect(card.hasPrefix("BEGIN:VCARD\r\nVERSION:\(version.rawValue)\r\n"))
            #expect(card.components(separatedBy: "BEGIN:VCARD").count == 2)
        }
    }
}
