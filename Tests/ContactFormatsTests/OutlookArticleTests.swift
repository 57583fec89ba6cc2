import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// The code of the DocC article "Converting an Outlook export to vCard 4.0"
/// (`ContactFormats.docc/ConvertingAnOutlookExport.md`), run on the Outlook fixtures.
/// `ArticleCodeTests` checks that every Swift block of the article is in this file, so the
/// article cannot show code that does not compile or does not do what it says.
@Suite struct OutlookArticleTests {
    static func temporaryURL(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("outlook-article-\(UUID().uuidString)-\(name)")
    }

    @Test func readsTheExportAndWritesVCard4() throws {
        let exportURL = Fixtures.url("csv/outlook-desktop.csv")
        let outputURL = Self.temporaryURL("contacts.vcf")
        defer { try? FileManager.default.removeItem(at: outputURL) }
        var lines: [String] = []
        func print(_ text: String) { lines.append(text) }

        let book = try ContactSerialization.contacts(contentsOf: exportURL)
        for diagnostic in book.diagnostics {
            print("line \(diagnostic.line ?? 0): \(diagnostic.message) [\(diagnostic.code.rawValue)]")
        }
        let first = book.contacts[0]
        print("\(first.givenName) \(first.familyName), \(first.organizationName)")

        let notes = try ContactSerialization.write(book.contacts, to: outputURL, format: .vCard(.v4_0))

        showArticleOutput(lines)
        #expect(book.format == .csv(.outlook))
        #expect(book.contacts.count == 2)
        #expect(lines == [
            "line 4: column 'Birthday': '2/30/1980' is not a calendar date; kept as written [invalid-date]",
            "Carmen Ruiz, Blue Ridge Analytics",
        ])
        #expect(notes.isEmpty)
        let written = try String(contentsOf: outputURL, encoding: .utf8)
        #expect(written.components(separatedBy: "BEGIN:VCARD\r\nVERSION:4.0\r\n").count == 3)
        // The article's table: where Outlook's columns go.
        #expect(written.contains("N:Ruiz;Carmen;;Ms.;\r\n"))
        #expect(written.contains("ORG:Blue Ridge Analytics;Finance\r\n"))
        #expect(written.contains("TEL;TYPE=cell:(512) 555-0112\r\n"))
        #expect(written.contains("ADR;TYPE=work:;;200 Lakeview Drive\\nSuite 5;Austin;TX;78701;United States\r\n"))
        #expect(written.contains("RELATED;TYPE=spouse;VALUE=text:Luis Ruiz\r\n"))
        #expect(written.contains("CATEGORIES:Clients,VIP\r\n"))
        #expect(written.contains("X-CSV-INITIALS;X-CSV-COLUMN=Initials:C.R.\r\n"))
        // The invalid date, kept as written: as text, since 4.0's date grammar has no 30 February.
        #expect(written.contains("BDAY;VALUE=text:1980-02-30\r\n"))
    }

    @Test func namesTheLayoutAndTheEncoding() throws {
        let exportURL = Fixtures.url("csv/outlook-windows-1252.csv")

        var options = ContactSerialization.Options()
        options.format.encoding = .windows1252
        let book = try ContactSerialization.contacts(contentsOf: exportURL, format: .csv(.outlook), options: options)

        #expect(book.format == .csv(.outlook))
        // Told, the encoding is not sniffed: no charset-fallback note.
        #expect(!book.diagnostics.contains { $0.code == .charsetFallback })
        let sniffed = try ContactSerialization.contacts(contentsOf: exportURL)
        #expect(sniffed.diagnostics.contains { $0.code == .charsetFallback })
        #expect(book.contacts == sniffed.contacts)
        #expect(book.contacts.contains { $0.givenName.contains("é") || $0.familyName.contains("é") })
    }

    @Test func streamsALargeExport() async throws {
        let exportURL = Fixtures.url("csv/outlook-desktop.csv")
        let outputURL = Self.temporaryURL("streamed.vcf")
        defer { try? FileManager.default.removeItem(at: outputURL) }
        var lines: [String] = []
        func print(_ text: String) { lines.append(text) }

        var writer = try ContactStreamWriter(url: outputURL, format: .vCard(.v4_0))
        for try await item in ContactSerialization.contactStream(contentsOf: exportURL) {
            for diagnostic in item.diagnostics { print("line \(item.line): \(diagnostic.message)") }
            try writer.write(item.contact)
        }
        try writer.finish()

        showArticleOutput(lines)
        #expect(writer.contactCount == 2)
        #expect(lines == ["line 4: column 'Birthday': '2/30/1980' is not a calendar date; kept as written"])
        // Streaming writes the same bytes as the one-call form.
        let book = try ContactSerialization.contacts(contentsOf: exportURL)
        let oneCall = try ContactSerialization.data(from: book.contacts, format: .vCard(.v4_0))
        #expect(try Data(contentsOf: outputURL) == oneCall)
    }

    @Test func writesACSVOutlookImports() throws {
        let vCardURL = Fixtures.url("vcard/apple-ios17.vcf")
        let csvURL = Self.temporaryURL("for-outlook.csv")
        defer { try? FileManager.default.removeItem(at: csvURL) }
        var lines: [String] = []
        func print(_ text: String) { lines.append(text) }

        let phone = try ContactSerialization.contacts(contentsOf: vCardURL)
        let csv = try ContactSerialization.write(phone.contacts, format: .csv(.outlook))
        try csv.data.write(to: csvURL)
        let leftOut = csv.diagnostics.filter { $0.code == .fieldLeftOut }
        print("\(phone.contacts.count) contacts, \(leftOut.count) things Outlook has no column for")
        if let first = leftOut.first { print(first.message) }

        showArticleOutput(lines)
        #expect(lines == [
            "4 contacts, 41 things Outlook has no column for",
            "csv:outlook has no column for: the label 'iPhone' of phoneNumbers 2 (written as 'other')",
        ])
        #expect(!leftOut.isEmpty)
        #expect(csv.diagnostics.allSatisfy { [.fieldLeftOut, .lossyMapping].contains($0.code) })
        // Read back, the file is Outlook's layout and every contact keeps its name.
        let back = try ContactSerialization.contacts(contentsOf: csvURL)
        #expect(back.format == .csv(.outlook))
        #expect(back.contacts.map(\.familyName) == phone.contacts.map(\.familyName))
        #expect(back.contacts.map(\.givenName) == phone.contacts.map(\.givenName))
    }

    @Test func readsLocalizedOutlookHeaders() throws {
        // German and French Outlook name their columns in their language; the layout's alias
        // tables map them to the same fields as the English export.
        for name in ["csv/outlook-desktop-de.csv", "csv/outlook-desktop-fr.csv"] {
            let book = try ContactSerialization.contacts(contentsOf: Fixtures.url(name))
            #expect(!book.contacts.isEmpty, "\(name)")
            #expect(book.contacts.allSatisfy { !$0.familyName.isEmpty && !$0.phoneNumbers.isEmpty }, "\(name)")
            #expect(!book.contacts.contains { $0.extensions.contains { $0.name.hasPrefix("X-CSV-") && $0.name.contains("NAME") } }, "\(name)")
        }
    }
}

/// Prints what the article's code printed when `CONTACTKIT_ARTICLE_OUTPUT` is set, to refresh
/// the output an article shows: `CONTACTKIT_ARTICLE_OUTPUT=1 swift test --filter Article`.
private func showArticleOutput(_ lines: [String]) {
    guard ProcessInfo.processInfo.environment["CONTACTKIT_ARTICLE_OUTPUT"] != nil else { return }
    Swift.print(lines.joined(separator: "\n"))
}
