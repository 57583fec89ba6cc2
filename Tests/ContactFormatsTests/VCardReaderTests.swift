@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Reader behaviour the fixtures do not pin down on their own.
@Suite struct VCardReaderTests {
    func read(_ text: String) throws -> (contacts: [Contact], diagnostics: [Diagnostic]) {
        try Fixtures.readAll(Array(text.utf8))
    }

    @Test func mixedVersionsInOneFile() throws {
        let text = """
            BEGIN:VCARD\r\nVERSION:2.1\r\nN:One;A\r\nTEL;HOME;VOICE:1\r\nEND:VCARD\r
            BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Two\r\nTEL;TYPE=home;PREF=1:2\r\nEND:VCARD\r
            BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Three\r\nTEL;TYPE=HOME,pref:3\r\nEND:VCARD\r\n
            """
        let contacts = try read(text).contacts
        #expect(contacts.map(\.phoneNumbers.first?.label) == [.home, .home, .home])
        #expect(contacts.map(\.phoneNumbers.first?.preference) == [nil, 1, 1])
    }

    @Test func oneBrokenCardDoesNotLoseTheOthers() throws {
        let text = """
            BEGIN:VCARD\r\nVERSION:3.0\r\nFN:First\r\nEND:VCARD\r
            BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Broken\r\n%%% garbage\r\nEND:NOTACARD\r
            BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Third\r\nEND:VCARD\r\n
            """
        let (contacts, diagnostics) = try read(text)
        #expect(contacts.map(\.formattedName) == ["First", "Broken", "Third"])
        #expect(diagnostics.map(\.code) == [.malformedLine, .malformedLine, .missingEnd])
        #expect(diagnostics.map(\.line) == [8, 9, 5])
    }

    @Test func textBeforeTheFirstCardIsReported() throws {
        let (contacts, diagnostics) = try read("hello\r\nBEGIN:VCARD\r\nFN:A\r\nEND:VCARD\r\n")
        #expect(contacts.count == 1)
        #expect(diagnostics.map(\.code) == [.missingBegin, .missingVersion])
    }

    @Test(arguments: [UnicodeInput.Encoding.utf16LittleEndian, .utf16BigEndian])
    func utf16WithAndWithoutByteOrderMark(_ encoding: UnicodeInput.Encoding) throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Zoë 😀 Ng\r\nEND:VCARD\r\n"
        var units: [UInt8] = []
        for unit in text.utf16 {
            let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            units += encoding == .utf16LittleEndian ? pair : pair.reversed()
        }
        let mark: [UInt8] = encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for bytes in [mark + units, units] {
            let contacts = try Fixtures.readAll(bytes).contacts
            #expect(contacts.first?.formattedName == "Zoë 😀 Ng")
            // Also when the input arrives a byte at a time.
            var reader = VCardReader(input: TrickleInput(bytes: bytes, chunk: 1))
            #expect(try reader.next()?.formattedName == "Zoë 😀 Ng")
        }
    }

    @Test func appleItemGroupLabelsAndCompanions() throws {
        let text = """
            BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r
            item1.TEL;type=CELL:555\r\nitem1.X-ABLabel:_$!<Mobile>!$_\r
            item2.ADR:;;Street;City;;;\r\nitem2.X-ABADR:de\r\nitem2.X-ABLabel:Summer house\r
            item3.X-UNKNOWN:keep me\r\nitem3.X-ABLabel:orphan label\r
            END:VCARD\r\n
            """
        let contact = try #require(try read(text).contacts.first)
        #expect(contact.phoneNumbers.first?.label == .mobile)
        // CELL spells the label's own type: the writer writes it from the label.
        #expect(contact.phoneNumbers.first?.parameters == [])
        #expect(contact.postalAddresses.first?.label == .custom("Summer house"))
        #expect(contact.postalAddresses.first?.value.isoCountryCode == "de")
        #expect(contact.extensions.map(\.name) == ["X-UNKNOWN", "X-ABLABEL"])
        #expect(contact.extensions.map(\.group) == ["item3", "item3"])
    }

    /// Apple writes the sub-locality as `itemN.X-APPLE-SUBLOCALITY` beside `itemN.ADR`;
    /// older exports as a parameter of `ADR`. Both are read; Apple's form is written.
    /// Regression: the grouped line was kept as an extension and the address lost its line.
    @Test func appleSubLocalityInBothForms() throws {
        let text = """
            BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r
            item1.ADR;type=HOME:;;테헤란로 152;강남구;서울특별시;06236;\r\nitem1.X-APPLE-SUBLOCALITY:역삼동\r
            item1.X-ABADR:kr\r
            ADR;X-APPLE-SUBLOCALITY=Bela Vista:;;Av. Paulista 1000;São Paulo;SP;01310-100;\r
            X-APPLE-SUBLOCALITY:no address here\r
            END:VCARD\r\n
            """
        let contact = try #require(try read(text).contacts.first)
        #expect(contact.postalAddresses.map(\.value.subLocality) == ["역삼동", "Bela Vista"])
        #expect(contact.postalAddresses.first?.value.isoCountryCode == "kr")
        #expect(contact.postalAddresses.allSatisfy { $0.parameters.allSatisfy { !$0.hasName("X-APPLE-SUBLOCALITY") } })
        #expect(contact.extensions.map(\.value) == ["no address here"])
        for version in [VCardVersion.v3_0, .v4_0] {
            let output = try VCardWriter.string(from: [contact], version: version)
            #expect(output.contains("item1.X-APPLE-SUBLOCALITY:역삼동\r\n"))
            #expect(output.contains("item2.X-APPLE-SUBLOCALITY:Bela Vista\r\n"))
            #expect(!output.contains(";X-APPLE-SUBLOCALITY="))
            let again = try #require(try read(output).contacts.first)
            #expect(again.postalAddresses.map(\.value.subLocality) == ["역삼동", "Bela Vista"])
        }
    }

    /// A `tel:` URI in a 3.0 `TEL` loses its scheme (any case); anything else is kept whole.
    @Test func telephoneURISchemeIsDropped() throws {
        let values = ["tel:+1-555-0100", "TEL:+1 555 0101", "Tel:0102", "tel:", "tele:0103", "tel0104", "te"]
        let text = values.map { "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nTEL:\($0)\r\nEND:VCARD\r\n" }.joined()
        let phones = try read(text).contacts.map { $0.phoneNumbers.first?.value }
        #expect(phones == ["+1-555-0100", "+1 555 0101", "0102", "tel:", "tele:0103", "tel0104", "te"])
        #expect(VCardContactBuilder.startsWithTelScheme("tel:\u{301}5") == false)
        #expect(VCardContactBuilder.startsWithTelScheme("tel:é5"))
    }

    /// Regression: a second `X-ABLabel` in one group, and companions outside any group, were
    /// dropped without a word.
    @Test func repeatedAndUngroupedCompanionsAreKept() throws {
        let text = """
            BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r
            item1.TEL:555\r\nitem1.X-ABLabel:Boat\r\nITEM1.X-ABLabel:Cabin\r
            X-ABLabel:Loose\r\nX-ABADR:us\r
            END:VCARD\r\n
            """
        let contact = try #require(try read(text).contacts.first)
        // The last label of the group names the item; the earlier one stays an extension.
        #expect(contact.phoneNumbers.first?.label == .custom("Cabin"))
        #expect(contact.extensions.map(\.value) == ["Loose", "us", "Boat"])
        #expect(contact.extensions.map(\.group) == [nil, nil, "item1"])
        let output = try VCardWriter.string(from: [contact], version: .v3_0)
        for value in ["Boat", "Cabin", "Loose", "X-ABADR:us"] { #expect(output.contains(value)) }
    }

    @Test func typesTheLabelDoesNotUseAreKept() throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nTEL;TYPE=HOME,CELL,CAR:1\r\nEND:VCARD\r\n"
        let phone = try #require(try read(text).contacts.first?.phoneNumbers.first)
        #expect(phone.label == .mobile)
        #expect(phone.parameters == [Parameter(name: "TYPE", values: ["HOME", "CAR"])])
        let output = try VCardWriter.string(from: try read(text).contacts, version: .v3_0)
        #expect(output.contains("TEL;TYPE=CELL,VOICE,HOME,CAR:1\r\n"))
    }

    @Test func nestedAgentCardStaysWithItsParent() throws {
        let text = """
            BEGIN:VCARD\r\nVERSION:2.1\r\nN:Boss;Big\r\nAGENT:\r
            BEGIN:VCARD\r\nVERSION:2.1\r\nN:Helper;Hal\r\nTEL:555\r\nEND:VCARD\r
            TEL;WORK:556\r\nEND:VCARD\r\n
            """
        let contacts = try read(text).contacts
        #expect(contacts.count == 1)
        let agent = try #require(contacts.first?.extensions.first { $0.name == "AGENT" })
        #expect(VCardText.unescape(agent.value).contains("N:Helper;Hal"))
        #expect(contacts.first?.phoneNumbers.map(\.value) == ["556"])
    }

    @Test func missingEndAtEndOfInput() throws {
        let (contacts, diagnostics) = try read("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\n")
        #expect(contacts.map(\.formattedName) == ["A"])
        #expect(diagnostics.map(\.code) == [.missingEnd])
    }

    @Test func secondOccurrenceOfASingleFieldIsKept() throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nNOTE:one\r\nNOTE:two\r\nEND:VCARD\r\n"
        let contact = try #require(try read(text).contacts.first)
        #expect(contact.note == "one")
        #expect(contact.extensions == [ExtensionProperty(name: "NOTE", value: "two")])
    }

    @Test func vendorMessagingPropertiesBecomeInstantMessageAddresses() throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nX-JABBER;TYPE=HOME:a@example.com\r\nIMPP;X-SERVICE-TYPE=Skype:skype:live.a\r\nEND:VCARD\r\n"
        let contact = try #require(try read(text).contacts.first)
        #expect(contact.instantMessageAddresses.map(\.value) == [
            InstantMessageAddress(username: "a@example.com", service: "Jabber"),
            InstantMessageAddress(username: "live.a", service: "Skype"),
        ])
        let output = try VCardWriter.string(from: [contact], version: .v3_0)
        #expect(output.contains("IMPP;TYPE=HOME;X-SERVICE-TYPE=Jabber:xmpp:a@example.com\r\n"))
    }
}

/// Media properties that point at a URI rather than carrying data.
@Suite struct MediaURITests {
    @Test func photoURIGetsTheValueTypeEachVersionNeeds() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nPHOTO:https://example.com/a.jpg\r\nEND:VCARD\r\n"
        let contacts = try Fixtures.readAll(Array(text.utf8)).contacts
        #expect(contacts.first?.imageBytes == nil)
        let three = try VCardWriter.string(from: contacts, version: .v3_0)
        #expect(three.contains("PHOTO;VALUE=uri:https://example.com/a.jpg\r\n"))
        let four = try VCardWriter.string(from: try RoundTrip.through(.v3_0, contacts), version: .v4_0)
        #expect(four.contains("PHOTO:https://example.com/a.jpg\r\n"))
        #expect(try RoundTrip.through(.v4_0, try RoundTrip.through(.v3_0, contacts)) == contacts)
    }
}
