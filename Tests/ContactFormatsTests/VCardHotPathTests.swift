@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// The work the vCard path skips for the common card (issue 16, round three: the code-page,
/// name and cardinality checks cost 4-8 % of a conversion): ASCII lines skip the charset
/// scan, a lone `PRODID` extension does not start the cardinality pass, and the composer's
/// own names are not checked again. Each test fails when the skipped work is done again or
/// when skipping it loses what the checks were for.
@Suite struct VCardHotPathTests {
    func flags(_ text: String, chunkedBy chunk: Int? = nil) throws -> [(String, Bool)] {
        let bytes = Array(text.utf8)
        var reader = VCardLineReader(
            input: chunk.map { TrickleInput(bytes: bytes, chunk: $0) as any ByteInput } ?? MemoryInput(bytes))
        var result: [(String, Bool)] = []
        while let line = try reader.nextLine() {
            result.append((String(decoding: line.bytes, as: UTF8.self), reader.lastLineHasEightBitBytes))
        }
        return result
    }

    @Test(arguments: [nil, 1, 3, 7, 64] as [Int?])
    func linesSayWhetherTheyHaveEightBitBytes(_ chunk: Int?) throws {
        let text = [
            "BEGIN:VCARD", "FN:Plain Ascii Name Long Enough For Words", "N:Müller;Jo;;;",
            // 8-bit only in a continuation line.
            "NOTE:first part, all ASCII, more than eight bytes", " then é at the end",
            // 8-bit in the last bytes before the line end (the byte-by-byte tail).
            "X-A:abcdefgh\u{E9}", "ORG:Zzzzzzzzzzzzzzzzzzzzzzzz", "END:VCARD", "",
        ].joined(separator: "\r\n")
        let lines = try flags(text, chunkedBy: chunk)
        #expect(lines.map(\.0).count == 7)
        #expect(lines.map(\.1) == [false, false, true, true, true, false, false])
    }

    @Test func aQuotedPrintableSoftBreakCarriesTheFlag() throws {
        let text = "NOTE;ENCODING=QUOTED-PRINTABLE:abc=\r\ndéf\r\nFN:x\r\n"
        #expect(try flags(text).map(\.1) == [true, false])
    }

    /// The 8-bit byte is only on the continuation of an undeclared value: the code page is
    /// still chosen for it (a flag lost on the way would read it as UTF-8 with U+FFFD).
    @Test func anUndeclaredValueFoldedOntoAnEightBitLineIsStillDecoded() throws {
        // `Βαγγέλης` in Windows-1253, after an ASCII first line.
        var bytes = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Vangelis\r\nNOTE:name is\r\n ".utf8)
        bytes += [0xC2, 0xE1, 0xE3, 0xE3, 0xDD, 0xEB, 0xE7, 0xF2]
        bytes += Array("\r\nEND:VCARD\r\n".utf8)
        let (contacts, diagnostics) = try Fixtures.readAll(bytes)
        #expect(contacts.first?.note == "name isΒαγγέλης")
        #expect(diagnostics.contains { $0.code == .charsetHint })
    }

    /// Quoted-printable escapes on an ASCII line can still hold 8-bit bytes.
    @Test func anAsciiQuotedPrintableLineIsStillChecked() throws {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=WINDOWS-1253:Test\r\nFN;ENCODING=QUOTED-PRINTABLE:=C2=E1=E3=E3=DD=EB=E7=F2\r\nEND:VCARD\r\n"
        let (contacts, _) = try Fixtures.readAll(Array(text.utf8))
        #expect(contacts.first?.formattedName == "Βαγγέλης")
    }

    @Test(arguments: [VCardVersion.v4_0, .v3_0])
    func oneProdIDDoesNotStartTheCardinalityPass(_ version: VCardVersion) {
        let contact = Contact(
            givenName: "Robin", familyName: "Vale",
            extensions: [ExtensionProperty(name: "PRODID", value: "-//A//EN"), ExtensionProperty(name: "REV", value: "x")])
        #expect(!VCardCardComposer.runsCardinalityPass(contact, version: version))
    }

    @Test(arguments: [VCardVersion.v4_0, .v3_0])
    func aNameThatMayRepeatStartsIt(_ version: VCardVersion) {
        let twoProdIDs = Contact(
            givenName: "Robin",
            extensions: [ExtensionProperty(name: "PRODID", value: "-//A//EN"), ExtensionProperty(name: "PRODID", value: "-//B//EN")])
        #expect(VCardCardComposer.runsCardinalityPass(twoProdIDs, version: version))
        // A UID extension next to the model's UID, a BDAY extension next to its birthday.
        var uid = Contact(givenName: "Robin", extensions: [ExtensionProperty(name: "UID", value: "2")])
        uid.uid = "1"
        #expect(VCardCardComposer.runsCardinalityPass(uid, version: version))
        // `GENDER:M` and `X-GENDER:male` as the reader keeps them: both under the canonical name.
        let genders = Contact(
            givenName: "Robin",
            extensions: [ExtensionProperty(name: "GENDER", value: "M"), ExtensionProperty(name: "GENDER", value: "male")])
        #expect(VCardCardComposer.runsCardinalityPass(genders, version: version))
    }

    @Test func onlyNamesFromTheContactAreMarkedForChecking() {
        let contact = Contact(
            givenName: "Robin", familyName: "Vale",
            emailAddresses: [LabeledValue(label: .home, value: "robin@example.com")],
            extensions: [ExtensionProperty(group: "item7", name: "X-CUSTOM", value: "v")])
        var card = VCardComposedCard()
        _ = VCardCardComposer.compose(contact, version: .v3_0, into: &card)
        let marked = card.properties[card.propertiesNamedByContact].map { card.name(of: $0) }
        #expect(marked == ["X-CUSTOM"])
        #expect(card.properties.count > 3)
    }

    @Test func onlyParameterNamesFromTheContactAreMarkedForChecking() {
        let contact = Contact(
            givenName: "Robin",
            emailAddresses: [
                LabeledValue(label: .home, value: "robin@example.com", preference: 2, parameters: [Parameter("X-KEPT", "1")])
            ])
        var card = VCardComposedCard()
        _ = VCardCardComposer.compose(contact, version: .v4_0, into: &card)
        #expect(card.parameters.filter(\.nameFromContact).map { card.name(of: $0) } == ["X-KEPT"])
        #expect(card.parameters.contains { card.name(of: $0) == "TYPE" && !$0.nameFromContact })
    }

    @Test func anInvalidParameterNameFromTheContactIsStillRefused() throws {
        let contact = Contact(
            givenName: "Robin",
            emailAddresses: [LabeledValue(value: "robin@example.com", parameters: [Parameter("X-A:B\r\nFN", "1")])])
        let (bytes, diagnostics) = try Fixtures.write([contact]) { VCardWriter(version: .v4_0, sink: $0) }
        #expect(!String(decoding: bytes, as: UTF8.self).contains("X-A"))
        #expect(diagnostics.contains { $0.code == .invalidName })
    }

    @Test func anInvalidExtensionNameIsStillRefused() throws {
        let contact = Contact(
            givenName: "Robin", extensions: [ExtensionProperty(group: "a\r\nb", name: "X-BAD\r\nFN", value: "v")])
        let (bytes, diagnostics) = try Fixtures.write([contact]) { VCardWriter(version: .v4_0, sink: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(!text.contains("X-BAD"))
        #expect(diagnostics.contains { $0.code == .invalidName })
    }
}
