@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// jCard dates use the extended forms of RFC 7095 §3.5 and come back in vCard's basic forms.
@Suite struct JCardDateTests {
    @Test(arguments: [
        ("19850412", "1985-04-12"), ("--0412", "--04-12"), ("1985-04", "1985-04"), ("---12", "---12"),
        ("20240402T101500Z", "2024-04-02T10:15:00Z"), ("T1022+0100", "T10:22+01:00"), ("1985", "1985"),
    ])
    func basicAndExtendedForms(_ basic: String, _ extended: String) {
        #expect(JCardDate.extended(basic) == extended)
        #expect(JCardDate.basic(extended) == basic)
    }

    @Test func birthdaysAreWrittenInExtendedForm() throws {
        let contact = Contact(birthday: PartialDate(month: 4, day: 12), dates: [LabeledValue(label: .anniversary, value: PartialDate(year: 2009, month: 8, day: 8))])
        let text = String(decoding: try Fixtures.write([contact]) { JCardWriter(sink: $0) }.bytes, as: UTF8.self)
        #expect(text.contains("[\"bday\",{},\"date-and-or-time\",\"--04-12\"]"))
        #expect(text.contains("\"2009-08-08\""))
        var reader = JCardReader(input: MemoryInput(text))
        let back = try reader.next()
        #expect(back?.birthday == contact.birthday)
        #expect(back?.dates == contact.dates)
    }

    /// A REV in basic form is kept exactly, as `unknown`; in extended form as a timestamp.
    @Test(arguments: [("20240402T101500Z", "unknown"), ("2024-04-02T10:15:00Z", "timestamp")])
    func otherDatePropertiesKeepTheirText(_ value: String, _ type: String) throws {
        let contact = Contact(extensions: [ExtensionProperty(name: "REV", value: value)])
        let text = String(decoding: try Fixtures.write([contact]) { JCardWriter(sink: $0) }.bytes, as: UTF8.self)
        #expect(text.contains("[\"rev\",{},\"\(type)\",\"\(value)\"]"))
        var reader = JCardReader(input: MemoryInput(text))
        #expect(try reader.next()?.extensions.first?.value == value)
    }
}
