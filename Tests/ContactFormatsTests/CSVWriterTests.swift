import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Header order, numbered groups, encodings, quoting and the formula guard.
@Suite struct CSVWriterTests {
    private func write(_ contacts: [Contact], _ options: CSVWriter.Options) throws -> (text: String, bytes: [UInt8], diagnostics: [Diagnostic]) {
        let (bytes, diagnostics) = try Fixtures.write(contacts) { CSVWriter(sink: $0, options: options) }
        return (String(decoding: bytes, as: UTF8.self), bytes, diagnostics)
    }

    private func firstLine(_ bytes: [UInt8]) -> [UInt8] {
        Array(bytes.prefix { $0 != 13 && $0 != 10 })
    }

    private let sample = Contact(
        givenName: "Ann", familyName: "Lee", note: "=HYPERLINK(\"http://evil.example\")",
        phoneNumbers: [
            LabeledValue(label: .mobile, value: "+1 555 0100"), LabeledValue(label: .work, value: "+1 555 0101"),
            LabeledValue(label: .custom("Boat"), value: "-555 0102"),
        ],
        emailAddresses: [LabeledValue(label: .home, value: "@ann")])

    @Test func outlookHeaderIsOutlooksNinetyTwoColumnsInOrder() throws {
        let expected = firstLine(try Fixtures.bytes("csv/outlook-desktop.csv"))
        let output = try write([sample], CSVWriter.Options(layout: .outlook))
        #expect(firstLine(output.bytes) == expected)
        #expect(output.text.split(separator: "\r\n").count == 2)
    }

    @Test func thunderbirdHeaderIsThunderbirdsThirtySevenColumns() throws {
        var expected = firstLine(try Fixtures.bytes("csv/thunderbird.csv"))
        expected.removeLast()  // the fixture imitates the older export's trailing empty header
        let output = try write([sample], CSVWriter.Options(layout: .thunderbird))
        #expect(firstLine(output.bytes) == expected)
    }

    @Test func googleHeaderHasAsManyGroupsAsTheDataNeeds() throws {
        let output = try write([sample, Contact(givenName: "Bo")], CSVWriter.Options(layout: .google))
        let header = String(decoding: firstLine(output.bytes), as: UTF8.self)
        #expect(header.hasPrefix("First Name,Middle Name,Last Name,Phonetic First Name,Phonetic Middle Name,Phonetic Last Name,Name Prefix,Name Suffix,Nickname,File As,Organization Name,Organization Title,Organization Department,Birthday,Notes,Photo,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value,Phone 2 - Label,Phone 2 - Value,Phone 3 - Label,Phone 3 - Value"))
        #expect(!header.contains("Phone 4"))
        #expect(!header.contains("E-mail 2"))
        #expect(!header.contains("Address 1"))
    }

    @Test func slotsFixTheGroupsAndStream() throws {
        let options = CSVWriter.Options(layout: .google, slots: try #require(CSVWriter.Options.slots(argument: "phones=2,emails=1,addresses=1")))
        let sink = ByteSink.memory()
        var writer = CSVWriter(sink: sink, options: options)
        try writer.write(sample)
        // Streaming: the row is out before finish().
        #expect(String(decoding: sink.bytes, as: UTF8.self).contains("Ann"))
        #expect(writer.diagnostics.contains { $0.code == .fieldLeftOut && $0.message.contains("phoneNumbers 3") })
        try writer.finish()
        let header = String(decoding: firstLine(sink.bytes), as: UTF8.self)
        #expect(header.contains("Phone 2 - Value") && !header.contains("Phone 3"))
        #expect(header.contains("Address 1 - Street"))
        #expect(CSVWriter.Options.slots(argument: "phones=x") == nil)
        #expect(CSVWriter.Options.slots(argument: "shoes=2") == nil)
    }

    @Test func formulaGuardNeutralizesFormulasButNotNumbers() throws {
        let guarded = try write([sample], CSVWriter.Options(layout: .generic)).text
        #expect(guarded.contains("\"'=HYPERLINK(\"\"http://evil.example\"\")\""))
        #expect(guarded.contains(",'@ann"))
        #expect(guarded.contains(",+1 555 0100,"))
        #expect(guarded.contains(",-555 0102"))
        let unguarded = try write([sample], CSVWriter.Options(layout: .generic, formulaGuard: false)).text
        #expect(unguarded.contains("\"=HYPERLINK("))
        #expect(unguarded.contains(",@ann"))
    }

    @Test(arguments: ["=1+2", "+SUM(A1)", "-cmd", "@SUM", "\tx", "\rx", "'=x", "''@x", "'plain", "plain", "-1", "+1 (555) 010-0100"])
    func guardedValuesReadBackAsWritten(_ value: String) throws {
        let contact = Contact(givenName: value)
        let (bytes, _) = try Fixtures.write([contact]) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: .generic)) }
        let back = try Fixtures.readCSV(bytes).contacts
        #expect(back.first?.givenName == value)
        let text = String(decoding: bytes, as: UTF8.self)
        let line = text.split(separator: "\r\n", omittingEmptySubsequences: false)[1]
        let cell = line.split(separator: ",", omittingEmptySubsequences: false)[2]
        let first = cell.hasPrefix("\"") ? cell.dropFirst().first : cell.first
        // Only what can act as a formula starts with a trigger: `-cmd`, `-1` and a phone
        // number call nothing and are written as they are.
        let canAct = ["=1+2", "+SUM(A1)", "@SUM", "\tx", "\rx", "'=x", "''@x"].contains(value)
        #expect(first.map { !"=+-@\t\r".contains($0) } ?? true || !canAct, Comment(rawValue: "cell \(cell)"))
        #expect(cell.contains("'") == (canAct || value.hasPrefix("'")), Comment(rawValue: "cell \(cell)"))
    }

    @Test func byteOrderMarkAndWindows1252() throws {
        let contact = Contact(givenName: "Renée", familyName: "Müller", note: "12 € 日本")
        let withMark = try write([contact], CSVWriter.Options(layout: .outlook, byteOrderMark: true))
        #expect(withMark.bytes.starts(with: [0xEF, 0xBB, 0xBF, UInt8(ascii: "\"")]))
        let legacy = try write([contact], CSVWriter.Options(layout: .outlook, encoding: .windows1252))
        #expect(legacy.bytes.contains(0xE9))  // é
        #expect(legacy.bytes.contains(0x80))  // €
        #expect(legacy.diagnostics.contains { $0.code == .replacedCharacter && $0.message.contains("12 € 日本") })
        let back = try Fixtures.readCSV(legacy.bytes).contacts
        #expect(back.first?.givenName == "Renée")
        #expect(back.first?.note == "12 € ??")
    }

    /// Regression: a scalar above U+FFFF (🎉, 🎻) trapped the Windows-1252 encoder
    /// ("Not enough bits", exit 132) and no file was written.
    @Test func windows1252ReplacesAstralScalarsInsteadOfTrapping() throws {
        let contact = Contact(givenName: "Party 🎉", familyName: "Lee", note: "violin 🎻")
        let output = try write([contact], CSVWriter.Options(layout: .outlook, encoding: .windows1252))
        let back = try Fixtures.readCSV(output.bytes).contacts
        #expect(back.first?.givenName == "Party ?")
        #expect(back.first?.note == "violin ?")
        #expect(Charset.encodeWindows1252("🎉") == nil)
    }

    @Test func quotingFollowsRFC4180() throws {
        let contact = Contact(givenName: "a,b", familyName: "say \"hi\"", note: "line\nbreak")
        let text = try write([contact], CSVWriter.Options(layout: .thunderbird)).text
        #expect(text.contains("\"a,b\",\"say \"\"hi\"\"\""))
        #expect(text.contains("\"line\nbreak\"\r\n"))
        #expect(text.hasSuffix("\r\n"))
    }

    @Test func photosAreNeverWritten() throws {
        var contact = Contact(givenName: "Pic")
        contact.imageBytes = [0xFF, 0xD8, 0xFF, 0xE0]
        let output = try write([contact], CSVWriter.Options(layout: .google))
        #expect(output.diagnostics.contains { $0.message.contains("photo") })
        #expect(!output.text.contains("/9j/"))
    }

    /// A buffering writer still reports each contact's losses when it is written, so a tool
    /// can name the input line.
    @Test func bufferedWriterReportsLossesAtWrite() throws {
        let sink = ByteSink.memory()
        var writer = CSVWriter(sink: sink, options: CSVWriter.Options(layout: .google))
        var contact = Contact(givenName: "Pic")
        contact.imageBytes = [1]
        try writer.write(contact)
        #expect(sink.bytes.isEmpty)
        #expect(writer.diagnostics.map(\.code) == [.fieldLeftOut])
        try writer.write(Contact(givenName: "Plain"))
        #expect(writer.diagnostics.isEmpty)
        try writer.write(contact)
        try writer.finish()
        // One contact per file (--split) reads the diagnostics after finish().
        #expect(writer.diagnostics.map(\.code) == [.fieldLeftOut])
        #expect(String(decoding: sink.bytes, as: UTF8.self).contains("Plain"))
    }

    /// Counting (rows kept compactly until the header is known) writes the same bytes as
    /// streaming with exactly the slots the data needs.
    @Test(arguments: ["apple-ios17.vcf", "google-contacts.vcf", "nextcloud-4.0-mixed.vcf", "outlook-2.1.vcf"])
    func countingAndStreamingAgree(_ name: String) throws {
        // A group card may come after its members, which a streaming writer has written
        // already (CSVGroupMembershipTests): these compare the people.
        let contacts = try Fixtures.readAll(try Fixtures.bytes("vcard/" + name)).contacts.filter { $0.kind != .group }
        for layout in [CSVLayout.google, .generic] {
            let counted = try write(contacts, CSVWriter.Options(layout: layout))
            guard layout == .google else {
                #expect(try Fixtures.readCSV(counted.bytes, options: CSVReader.Options(layout: .generic)).contacts.count == contacts.count)
                continue
            }
            let slots: [CSVList: Int] = [
                .phoneNumbers: max(1, contacts.map(\.phoneNumbers.count).max() ?? 0),
                .emailAddresses: max(1, contacts.map(\.emailAddresses.count).max() ?? 0),
                .postalAddresses: contacts.map(\.postalAddresses.count).max() ?? 0,
                .urlAddresses: contacts.map(\.urlAddresses.count).max() ?? 0,
                .contactRelations: contacts.map(\.contactRelations.count).max() ?? 0,
                .dates: contacts.map(\.dates.count).max() ?? 0,
                .instantMessageAddresses: contacts.map(\.instantMessageAddresses.count).max() ?? 0,
                .socialProfiles: contacts.map(\.socialProfiles.count).max() ?? 0,
            ]
            let streamed = try write(contacts, CSVWriter.Options(layout: layout, slots: slots))
            #expect(counted.text == streamed.text)
            #expect(counted.diagnostics == streamed.diagnostics)
        }
    }

    @Test func emptyInputWritesTheHeaderOnly() throws {
        let output = try write([], CSVWriter.Options(layout: .thunderbird))
        #expect(output.text.split(separator: "\r\n").count == 1)
    }
}
