import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// vCard → each CSV layout → vCard keeps every field the layout has a column for, and the
/// writer names every value it left out.
@Suite struct CSVRoundTripTests {
    static let writtenLayouts: [CSVLayout] = [.google, .outlook, .thunderbird, .generic]

    /// Reads a vCard fixture, writes it as CSV in `layout`, reads that, writes vCard 3.0 and
    /// reads it again.
    private func roundTrip(_ name: String, _ layout: CSVLayout) throws -> (first: [Contact], final: [Contact], leftOut: [Diagnostic]) {
        let first = try Fixtures.readAll(try Fixtures.bytes("vcard/" + name)).contacts
        let (csv, diagnostics) = try Fixtures.write(first) { CSVWriter(sink: $0, options: CSVWriter.Options(layout: layout)) }
        let read = try Fixtures.readCSV(csv, options: CSVReader.Options(layout: layout)).contacts
        let final = try RoundTrip.through(.v3_0, read)
        return (first, final, diagnostics.filter { $0.code == .fieldLeftOut })
    }

    @Test(arguments: Fixtures.vCardFileNames, writtenLayouts)
    func everyFieldIsKeptOrReported(_ name: String, _ layout: CSVLayout) throws {
        let (all, final, leftOut) = try roundTrip(name, layout)
        // A group card is no row (reported): its name is in its members' groups instead.
        let groupCards = all.filter { $0.kind == .group }
        #expect(groupCards.count == leftOut.count { $0.property == "kind" && $0.message.contains("no rows for groups") })
        let first = all.filter { $0.kind != .group }
        #expect(final.count == first.count)
        for (index, (original, back)) in zip(first, final).enumerated() {
            let report = leftOut.filter { $0.line == index + 2 }.map(\.message).joined(separator: "\n")
            let context = "\(name) → csv:\(layout.rawValue), contact \(index + 1)"
            for field in CSVTextField.allCases {
                let before = text(field, original)
                guard !before.isEmpty else { continue }
                if field == .formattedName && before == original.plainDisplayName { continue }
                let after = text(field, back)
                #expect(after == before || report.contains(field.rawValue + " '"),
                        Comment(rawValue: "\(context): \(field.rawValue) '\(before)' became '\(after)' and was not reported\n\(report)"))
            }
            if let birthday = RoundTrip.normalized(original).birthday {
                #expect(RoundTrip.normalized(back).birthday == birthday || report.contains("birthday"), Comment(rawValue: "\(context): birthday"))
            }
            var groups = original.groups
            if layout != .thunderbird, let uid = original.uid {
                for card in groupCards where card.members.contains("urn:uuid:" + uid) && !groups.contains(card.formattedName ?? "") {
                    groups.append(card.formattedName ?? "")
                }
            }
            if !groups.isEmpty {
                #expect(back.groups == groups || report.contains("groups"), Comment(rawValue: "\(context): groups \(groups) → \(back.groups)"))
            }
            check(original.phoneNumbers.map(\.value), back.phoneNumbers.map(\.value), "phoneNumbers", report, context)
            check(original.emailAddresses.map(\.value), back.emailAddresses.map(\.value), "emailAddresses", report, context)
            check(original.urlAddresses.map(\.value), back.urlAddresses.map(\.value), "urlAddresses", report, context)
            check(original.contactRelations.map(\.value), back.contactRelations.map(\.value), "contactRelations", report, context)
            check(original.dates.map(\.value.description), back.dates.map(\.value.description), "dates", report, context)
            check(original.postalAddresses.map { streetCityCode($0.value) }, back.postalAddresses.map { streetCityCode($0.value) }, "postalAddresses", report, context)
            check(original.instantMessageAddresses.map(\.value.username), back.instantMessageAddresses.map(\.value.username), "instantMessageAddresses", report, context)
            if layout == .google || layout == .generic {
                // Layouts with label columns keep predefined and custom labels.
                #expect(back.phoneNumbers.map(\.label) == original.phoneNumbers.map(\.label), Comment(rawValue: "\(context): phone labels"))
                #expect(back.emailAddresses.map(\.label) == original.emailAddresses.map(\.label), Comment(rawValue: "\(context): email labels"))
                #expect(back.urlAddresses.map(\.label) == original.urlAddresses.map(\.label), Comment(rawValue: "\(context): url labels"))
                #expect(back.contactRelations.map(\.label) == original.contactRelations.map(\.label), Comment(rawValue: "\(context): relation labels"))
                #expect(back.postalAddresses.map(\.label) == original.postalAddresses.map(\.label), Comment(rawValue: "\(context): address labels"))
            }
            if original.imageBytes != nil {
                #expect(back.imageBytes == nil && report.contains("photo"), Comment(rawValue: "\(context): photo"))
            }
        }
    }

    private func text(_ field: CSVTextField, _ contact: Contact) -> String {
        let mirror = Mirror(reflecting: contact)
        let value = mirror.children.first { $0.label == field.rawValue }?.value
        if let text = value as? String { return text }
        if let text = value as? String? { return text ?? "" }
        return ""
    }

    private func streetCityCode(_ address: PostalAddress) -> String {
        [address.street, address.city, address.state, address.postalCode, address.country, address.postOfficeBox]
            .joined(separator: "|")
    }

    /// Every value before is found after, or the report names its list and position.
    private func check(_ before: [String], _ after: [String], _ list: String, _ report: String, _ context: String) {
        for (index, value) in before.enumerated() {
            let found = after.contains(value) || report.contains("\(list) \(index + 1)")
            #expect(found, Comment(rawValue: "\(context): \(list) \(index + 1) '\(value)' is missing and not reported; after: \(after)\n\(report)"))
        }
    }
}
