import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// An item's `X-ABLabel` of a predefined label is read from its bytes when they stand as
/// its text (no charset, no quoted-printable, no escape): the label must be the one its
/// text gives, whatever the line says.
@Suite struct VCardCompanionLabelTests {
    @Test(arguments: [
        ("item1.X-ABLabel:_$!<Mobile>!$_", Label.mobile),
        ("item1.X-ABLABEL:_$!<mobile>!$_", Label.mobile),
        ("item1.X-ABLabel:_$!<HOMEFAX>!$_", Label.homeFax),
        ("item1.X-ABLabel:_$!<HomePage>!$_", Label.homePage),
        ("item1.X-ABLabel:_$!<Granddaughter>!$_", Label.granddaughter),
        ("item1.X-ABLabel:_$!<Nope>!$_", Label.custom("_$!<Nope>!$_")),
        ("item1.X-ABLabel:_$!<Mob\\,ile>!$_", Label.custom("_$!<Mob,ile>!$_")),
        ("item1.X-ABLabel:_$!<Mobile>!$\\_", Label.custom("_$!<Mobile>!$\\_")),
        ("item1.X-ABLabel:\\_$!<Mobile>!$_", Label.custom("\\_$!<Mobile>!$_")),
        ("item1.X-ABLabel;ENCODING=QUOTED-PRINTABLE:=5F$!<Mobile>!$_", Label.mobile),
        ("item1.X-ABLabel;CHARSET=UTF-8:_$!<Work>!$_", Label.work),
        ("item1.X-ABLabel:_$!<Mobile>!$_ ", Label.custom("_$!<Mobile>!$_ ")),
        ("item1.X-ABLabel:iPhone", Label.iPhone),
        ("item1.X-ABLabel:_$!<Hé>!$_", Label.custom("_$!<Hé>!$_")),
        ("item1.X-ABLabel:Lake house", Label.custom("Lake house")),
    ])
    func labelIsWhatItsTextGives(_ line: String, _ expected: Label) throws {
        let (contacts, _) = try Fixtures.readAll(RealExportQuirksTests.card("3.0", ["item1.TEL:+1 555 0100", line]))
        let phone = try #require(contacts.first?.phoneNumbers.first)
        #expect(phone.label == expected)
    }
}
