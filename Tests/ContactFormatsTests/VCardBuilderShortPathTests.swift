@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// The contact builder's short paths give what the careful ones give: item-group companions
/// and grouped values tracked in masks (a card past 64 properties still takes the lists and
/// the full scan), dates read in place (a value with spaces around it is trimmed first),
/// a yearless birthday's parameters filtered without a copy of the property.
@Suite struct VCardBuilderShortPathTests {
    /// A card with every kind of item group: Apple's labels and address companions (one
    /// unused, one repeated, groups in other cases), Proton's group of an e-mail address
    /// with its key, a lone grouped URL, companions before and after their items.
    static let groupedLines = [
        "FN:A",
        "item1.X-ABLabel:first label",
        "item1.TEL;TYPE=CELL:1",
        "item1.X-ABLabel:_$!<HomeFAX>!$_",
        "ITEM2.EMAIL;TYPE=INTERNET:a@example.org",
        "item2.KEY:abc",
        "Item2.X-PM-ENCRYPT:true",
        "item3.ADR;TYPE=HOME:;;1 Road;Town;;12345;Land",
        "ITEM3.X-ABADR:de",
        "item3.X-APPLE-SUBLOCALITY: Mitte ",
        "item4.URL:https://example.org",
        "item5.X-ABLabel:nobody's",
        "item6.X-ABADR:fr",
        "item7.TEL:2",
        "item7.X-ABLabel:_$!<Mobile>!$_",
        "item8.ADR:;;2 Road;;;;",
        "item8.X-ABLabel:Lake house",
        "item8.X-ABADR:us",
        "TEL;TYPE=WORK:3",
    ]

    static func card(_ lines: [String]) -> [UInt8] {
        Array((["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n").utf8)
    }

    @Test func groupsPastTheSixtyFourthPropertyReadAlike() throws {
        let padding = (1...70).map { "X-PAD-\($0):x" }
        let (short, shortProblems) = try Fixtures.readAll(Self.card(Self.groupedLines))
        let (long, longProblems) = try Fixtures.readAll(Self.card(Self.groupedLines + padding))
        var contact = try #require(long.first)
        contact.extensions.removeAll { $0.name.hasPrefix("X-PAD-") }
        let expected = try #require(short.first)
        #expect(contact == expected)
        #expect(shortProblems == longProblems)
        // What the masks must give, written out.
        #expect(expected.phoneNumbers.map(\.label) == [.homeFax, .mobile, .work])
        #expect(expected.emailAddresses.first?.parameters == [Parameter("GROUP", "ITEM2")])
        #expect(expected.postalAddresses.map(\.value.isoCountryCode) == ["de", "us"])
        #expect(expected.postalAddresses.map(\.value.subLocality) == ["Mitte", ""])
        #expect(expected.postalAddresses.map(\.label) == [.home, .custom("Lake house")])
        #expect(expected.urlAddresses.first?.parameters == [])
        #expect(expected.extensions.map(\.name) == ["KEY", "X-PM-ENCRYPT", "X-ABLABEL", "X-ABLABEL", "X-ABADR"])
        #expect(expected.extensions.map(\.value) == ["abc", "true", "first label", "nobody's", "fr"])
    }

    /// Dates with nothing to trim are read in place; the same text with spaces around it
    /// takes the careful path (trimmed, then read as characters).
    @Test(arguments: [
        "1985-04-12", "19850412", "--04-12", "--0412", "---12", "--04", "1985-04", "1985", "198504",
        "1985-4-2", "1985-04-12T10:00:00Z", "1985-04-12t10:00", "19850412T", "T10:00", "1985T",
        "1980-02-30", "circa 1800", "12/04/1985", "1985--12", "-1985", "1985-04-12-01", "a", "T",
        "1985-04-12T10:00:00+01:00", "2024-02-29T", "0000-00-00",
    ])
    func datesInPlaceReadAsTrimmedOnes(_ text: String) {
        #expect(VCardDate.parse(text) == VCardDate.parse(" \(text)\t"))
    }

    /// A yearless birthday drops `X-APPLE-OMIT-YEAR` from the parameters it keeps, and only
    /// that; one whose year is not the omitted one keeps it, as the dates do.
    @Test func yearlessBirthdayKeepsItsOtherParameters() throws {
        let (contacts, _) = try Fixtures.readAll(Self.card([
            "FN:A", "BDAY;X-APPLE-OMIT-YEAR=1604;X-FOO=bar;TYPE=x:1604-04-12",
            "item1.X-ABDATE;X-APPLE-OMIT-YEAR=1604;X-FOO=bar:1604-04-12", "item1.X-ABLabel:day",
        ]))
        let contact = try #require(contacts.first)
        #expect(contact.birthday == PartialDate(month: 4, day: 12))
        #expect(contact.fieldParameters[.birthday] == [Parameter(name: "TYPE", values: ["x"]), Parameter("X-FOO", "bar")])
        #expect(contact.dates.first?.value == PartialDate(month: 4, day: 12))
        #expect(contact.dates.first?.parameters == [Parameter("X-FOO", "bar")])

        let (others, _) = try Fixtures.readAll(Self.card(["FN:A", "BDAY;X-APPLE-OMIT-YEAR=1604:1985-04-12"]))
        let other = try #require(others.first)
        #expect(other.birthday == PartialDate(year: 1985, month: 4, day: 12))
        #expect(other.fieldParameters[.birthday] == [Parameter("X-APPLE-OMIT-YEAR", "1604")])
    }

    /// Names that are not `X-` names go straight to the extensions; the messaging ones
    /// (all `X-` names) are still read.
    @Test func onlyExtensionNamesAreMessagingProperties() throws {
        let (contacts, _) = try Fixtures.readAll(Self.card([
            "FN:A", "PRODID:-//Apple Inc.//iPhone OS 17.4.1//EN", "X-AIM:someone", "X-MS-IMADDRESS:me@example.org",
            "X-MESSAGING/XMPP-ALL:a@example.org", "AIM:not a property we know", "LOGO:https://example.org/l.png",
        ]))
        let contact = try #require(contacts.first)
        #expect(contact.instantMessageAddresses.map(\.value.service) == ["AIM", "", "Jabber"])
        #expect(contact.extensions.map(\.name) == ["PRODID", "AIM", "LOGO"])
    }
}
