import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// A birthday's time of day (DAVx5's `BDAY:1988-09-21T061530+02:00`) is written where the
/// layout's date holds one (an ISO column) and reported where it does not (Outlook's
/// `9/21/1988`, Thunderbird's year, month and day columns). Before, those two dropped it
/// without a word.
@Suite struct CSVBirthdayTimeTests {
    @Test(arguments: [CSVLayout.outlook, .thunderbird, .google, .generic])
    func theTimeIsKeptOrReported(_ layout: CSVLayout) throws {
        let contacts = try Fixtures.readAll(try Fixtures.bytes("vcard/davx5-date-times.vcf")).contacts
        let (csv, diagnostics) = try Fixtures.write(contacts) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: layout)) }
        let reported = diagnostics.contains { $0.code == .fieldLeftOut && $0.message.contains("061530+02:00") }
        let back = try Fixtures.readCSV(csv, options: CSVReader.Options(layout: layout)).contacts
        let time = back.dropFirst().first?.birthday?.time
        #expect(reported == (layout == .outlook || layout == .thunderbird), "\(diagnostics)")
        #expect(reported || time == "061530+02:00", "\(String(describing: time))")
    }
}
