@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Every date form vCards carry, read and written.
@Suite struct VCardDateTests {
    @Test(arguments: [
        ("1985-04-12", PartialDate(year: 1985, month: 4, day: 12)),
        ("19850412", PartialDate(year: 1985, month: 4, day: 12)),
        ("--04-12", PartialDate(month: 4, day: 12)),
        ("--0412", PartialDate(month: 4, day: 12)),
        ("---12", PartialDate(day: 12)),
        ("--04", PartialDate(month: 4)),
        ("1985-04", PartialDate(year: 1985, month: 4)),
        ("1985", PartialDate(year: 1985)),
        ("1985-04-12T10:00:00Z", PartialDate(year: 1985, month: 4, day: 12, time: "10:00:00Z")),
        ("1980-02-30", PartialDate(year: 1980, month: 2, day: 30)),
        ("198504", PartialDate(year: 1985, month: 4)),
        ("1985-4-2", PartialDate(year: 1985, month: 4, day: 2)),
        (" 1985-04-12 ", PartialDate(year: 1985, month: 4, day: 12)),
    ])
    func parses(_ text: String, _ expected: PartialDate) {
        #expect(VCardDate.parse(text) == expected)
    }

    @Test(arguments: [
        "circa 1800", "", "12/04/1985", "1985-4", "T10:00", "--1", "1985--12", "1985-", "-1985",
        "1985-04-12-01", "--041", "----12", "---1-", "--04--2", "19850", "１９８５",
    ])
    func refusesWhatIsNotADate(_ text: String) {
        #expect(VCardDate.parse(text) == nil)
    }

    @Test func validity() {
        #expect(PartialDate(year: 1980, month: 2, day: 30).isValidGregorianDate == false)
        #expect(PartialDate(year: 2000, month: 2, day: 29).isValidGregorianDate)
        #expect(PartialDate(year: 1900, month: 2, day: 29).isValidGregorianDate == false)
        #expect(PartialDate(month: 2, day: 29).isValidGregorianDate)
        #expect(PartialDate(year: 2001, month: 4, day: 31).isValidGregorianDate == false)
        #expect(PartialDate(month: 13).isValidGregorianDate == false)
    }

    @Test func formatsPerVersion() {
        let full = PartialDate(year: 1985, month: 4, day: 12)
        #expect(VCardDate.format(full, version: .v4_0) == "19850412")
        #expect(VCardDate.format(full, version: .v3_0) == "1985-04-12")
        #expect(VCardDate.format(PartialDate(month: 4, day: 12), version: .v4_0) == "--0412")
        #expect(VCardDate.format(PartialDate(year: 1985, month: 4), version: .v4_0) == "1985-04")
        #expect(VCardDate.format(PartialDate(day: 12), version: .v3_0) == "---12")
    }

    @Test func invalidDateIsKeptAsWrittenWithAWarning() throws {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\nBDAY:1980-02-30\r\nEND:VCARD\r\n"
        var reader = VCardReader(text: text)
        let contact = try #require(try reader.next())
        #expect(contact.birthday == PartialDate(year: 1980, month: 2, day: 30))
        #expect(reader.diagnostics.map(\.code) == [.invalidDate])
        #expect(reader.diagnostics.first?.line == 4)
        let output = try VCardWriter.string(from: [contact], version: .v3_0)
        #expect(output.contains("BDAY:1980-02-30\r\n"))
    }

    @Test func textThatIsNotADateStaysAnExtension() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nBDAY;VALUE=text:circa 1800\r\nEND:VCARD\r\n"
        var reader = VCardReader(text: text)
        let contact = try #require(try reader.next())
        #expect(contact.birthday == nil)
        #expect(contact.extensions.map(\.name) == ["BDAY"])
        let output = try VCardWriter.string(from: [contact], version: .v4_0)
        #expect(output.contains("BDAY;VALUE=text:circa 1800\r\n"))
    }
}

/// Birthdays 3.0 cannot write as `BDAY` (reduced accuracy) travel in `X-BDAY`.
@Suite struct PartialBirthdayTests {
    @Test(arguments: ["1985-04", "1985", "--04", "---12"])
    func reducedAccuracyBirthdayIsKeptAsXBDAYInThree(_ value: String) throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:A\r\nBDAY:\(value)\r\nEND:VCARD\r\n"
        let contacts = try Fixtures.readAll(Array(text.utf8)).contacts
        let sink = ByteSink.memory()
        var writer = VCardWriter(version: .v3_0, sink: sink)
        try writer.write(contacts[0])
        let output = String(decoding: sink.bytes, as: UTF8.self)
        #expect(output.contains("\r\nX-BDAY:"))
        #expect(!output.contains("\r\nBDAY"))
        #expect(writer.diagnostics.map(\.code) == [.lossyMapping])
        #expect(try RoundTrip.through(.v3_0, contacts).first?.birthday == contacts[0].birthday)
    }
}
