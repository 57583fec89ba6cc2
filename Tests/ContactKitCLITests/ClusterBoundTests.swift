import ContactModel
import Testing

@testable import ContactKitCLI

/// `list` and `show` bound each grapheme cluster to 32 scalars before laying text out, so
/// a letter under millions of combining marks costs one pass; the data is never changed.
@Suite struct ClusterBoundTests {
    @Test func aPileOfCombiningMarksIsCutToItsFirstScalars() {
        let pile = "A" + String(repeating: "\u{301}", count: 100_000)
        let text = "Zoë " + pile + " Smith"
        let bounded = text.boundingClusters()
        #expect(bounded == "Zoë A" + String(repeating: "\u{301}", count: 31) + "… Smith")
        #expect(bounded.unicodeScalars.count == 4 + 32 + 1 + 6)
    }

    @Test(arguments: [
        "", "Ada Lovelace", "👨‍👩‍👧‍👦 family", "👩🏽‍❤️‍💋‍👨🏿", "ཧྐྵྨླྺྼཱྻྂ", "Zoë", "\u{1112}\u{1161}\u{11AB}",
        String(repeating: "e\u{301}", count: 5_000),
    ])
    func realTextIsLeftAsItIs(_ text: String) {
        #expect(text.boundingClusters() == text)
        #expect(text.boundingClusters().utf8.elementsEqual(text.utf8))
    }

    @Test func theLimitIsExact() {
        let exactly = "a" + String(repeating: "\u{308}", count: 31)
        #expect(exactly.boundingClusters() == exactly)
        #expect((exactly + "\u{308}").boundingClusters() == exactly + "…")
    }

    @Test func everyShownFieldIsBoundedAndTheContactIsNotChanged() {
        let pile = "B" + String(repeating: "\u{20DD}", count: 1_000)
        var contact = Contact()
        contact.givenName = pile
        contact.familyName = "Ng" + pile
        contact.organizationName = pile
        contact.note = pile
        contact.phoneNumbers = [LabeledValue(label: .mobile, value: "+1 555 0100" + pile)]
        contact.postalAddresses = [LabeledValue(label: .home, value: PostalAddress(street: pile, city: "Oslo"))]
        let shown = "B" + String(repeating: "\u{20DD}", count: 31) + "…"
        let bounded = contact.boundedForDisplay()
        #expect(bounded.givenName == shown)
        #expect(bounded.familyName == "Ng" + shown)
        #expect(bounded.organizationName == shown && bounded.note == shown)
        #expect(bounded.phoneNumbers.first?.value == "+1 555 0100" + shown)
        #expect(bounded.phoneNumbers.first?.label == .mobile)
        #expect(bounded.postalAddresses.first?.value.street == shown)
        #expect(bounded.postalAddresses.first?.value.city == "Oslo")
        #expect(contact.givenName == pile)
    }

    @Test(arguments: ["list", "show"])
    func listAndShowPrintThePileCutWhileConvertKeepsItWhole(_ command: String) throws {
        let directory = try TemporaryDirectory()
        let pile = "A" + String(repeating: "\u{301}", count: 200_000)
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\(pile)\r\nN:\(pile);Zoë;;;\r\nTEL:+1 555 0100\r\nEND:VCARD\r\n"
        try directory.write("in.vcf", card + SampleCards.card("After Pile"))
        let shown = try ToolProcess.run([command, "in.vcf"], in: directory.url)
        #expect(shown.status == 0)
        #expect(shown.standardOutput.utf8.count < 2_000)
        #expect(shown.standardOutput.contains("A" + String(repeating: "\u{301}", count: 31) + "…"))
        #expect(shown.standardOutput.contains("After Pile"))
        let converted = try ToolProcess.run(["convert", "in.vcf", "--to", "vcard:4.0"], in: directory.url)
        #expect(converted.standardOutput.unicodeScalars.filter { $0 == "\u{301}" }.count == 400_000)
    }
}
