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

    /// A REV in either form is a jCard timestamp in extended form (RFC 7095 §3.5.8) and comes
    /// back in vCard 4.0's basic form. Before, the vCard 4.0 writer kept a 3.0 REV's
    /// extended form, which 4.0 does not allow, and a basic REV went to jCard as `unknown`.
    @Test(arguments: ["20240402T101500Z", "2024-04-02T10:15:00Z"])
    func revisionIsATimestamp(_ value: String) throws {
        let contact = Contact(extensions: [ExtensionProperty(name: "REV", value: value)])
        let text = String(decoding: try Fixtures.write([contact]) { JCardWriter(sink: $0) }.bytes, as: UTF8.self)
        #expect(text.contains("[\"rev\",{},\"timestamp\",\"2024-04-02T10:15:00Z\"]"), "\(text)")
        var reader = JCardReader(input: MemoryInput(text))
        #expect(try reader.next()?.extensions.first?.value == "20240402T101500Z")
    }
}
