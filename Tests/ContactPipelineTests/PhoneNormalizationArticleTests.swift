import ContactFormats
import ContactModel
import ContactPipeline
import Foundation
import Testing

/// The code of the DocC article "Normalizing phone numbers in a batch"
/// (`ContactPipeline.docc/NormalizingPhoneNumbers.md`), run on a small book of messy numbers.
/// `ArticleCodeTests` (ContactFormatsTests) checks that every Swift block of the article is
/// in this file, so the article cannot drift from code that compiles and runs.
@Suite struct PhoneNormalizationArticleTests {
    /// The article's example book: numbers as people type them, one of each fate.
    static let bookText = """
        BEGIN:VCARD
        VERSION:3.0
        FN:Ada Park
        N:Park;Ada;;;
        TEL;TYPE=CELL:(415) 555-0132
        TEL;TYPE=HOME:555-0123
        TEL;TYPE=WORK:ask the front desk
        ADR;TYPE=HOME:;;1 Market St;San Francisco;CA;94105;USA
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        FN:Jonas Weber
        N:Weber;Jonas;;;
        TEL;TYPE=CELL:0171 5550101
        TEL;TYPE=WORK:+44 7700 900123
        ADR;TYPE=WORK:;;Hauptstraße 1;Köln;;50667;Deutschland
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        FN:Mei Tan
        N:Tan;Mei;;;
        TEL;TYPE=CELL:+65 9123 4567
        TEL:6123 4567
        END:VCARD

        """

    static func temporaryURL(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("phones-article-\(UUID().uuidString)-\(name)")
    }

    static func writeBook() throws -> URL {
        let url = temporaryURL("book.vcf")
        try Data(bookText.utf8).write(to: url)
        return url
    }

    @Test func normalizesABookAndReportsWhatItLeftAlone() throws {
        let bookURL = try Self.writeBook()
        let outputURL = Self.temporaryURL("normalized.vcf")
        defer {
            try? FileManager.default.removeItem(at: bookURL)
            try? FileManager.default.removeItem(at: outputURL)
        }
        var lines: [String] = []
        func print(_ text: String) { lines.append(text) }

        let book = try ContactSerialization.contacts(contentsOf: bookURL)
        var normalizer = PhoneNumberNormalizer(fallbackRegion: "US")
        var normalized: [Contact] = []
        for contact in book.contacts {
            normalized += normalizer.process(contact)          // one contact out for each in
            for diagnostic in normalizer.diagnostics {          // what it assumed or left alone
                print("\(contact.givenName): \(diagnostic.message) [\(diagnostic.code.rawValue)]")
            }
        }
        try ContactSerialization.write(normalized, to: outputURL, format: .vCard(.v4_0))

        showArticleOutput(lines)
        #expect(normalized.map { $0.phoneNumbers.map(\.value) } == [
            ["+14155550132", "555-0123", "ask the front desk"],
            ["+491715550101", "+44 7700 900123"],
            ["+6591234567", "6123 4567"],
        ])
        #expect(lines == Self.expectedReport)
        let written = try String(contentsOf: outputURL, encoding: .utf8)
        // vCard 4.0 writes a number in E.164 as a tel: URI; one left as written stays text.
        #expect(written.contains("TEL;TYPE=cell;VALUE=uri:tel:+14155550132\r\n"))
        #expect(written.contains("TEL;TYPE=home:555-0123\r\n"))
    }

    /// What the article prints for the example book.
    static let expectedReport = [
        "Ada: assumed region US for phone numbers without a country code (from the postal address country 'USA') [region-assumed]",
        "Ada: '555-0123' left as written: a local number of US (+1) without its area code (7 digits); numbers there have 10 (local-only) [phone-invalid]",
        "Ada: 'ask the front desk' left as written: The text does not look like a phone number. [phone-not-normalized]",
        "Jonas: assumed region DE for phone numbers without a country code (from the postal address country 'Deutschland') [region-assumed]",
        "Jonas: '+44 7700 900123' left as written: not a number of GB (+44): the length fits, but no GB number is numbered so (invalid-for-region) [phone-invalid]",
        "Mei: assumed region US for phone numbers without a country code (from the locale) [region-assumed]",
        "Mei: '6123 4567' left as written: too short for a number of US (+1): 8 digits; numbers there have 10 (too-short) [phone-invalid]",
    ]

    @Test func aNamedRegionAndAnotherFormat() throws {
        let bookURL = try Self.writeBook()
        defer { try? FileManager.default.removeItem(at: bookURL) }
        let book = try ContactSerialization.contacts(contentsOf: bookURL)

        var international = PhoneNumberNormalizer(region: "SG", phoneFormat: .international)
        let mei = international.process(book.contacts[2])[0]

        #expect(mei.phoneNumbers.map(\.value) == ["+65 9123 4567", "+65 6123 4567"])
        #expect(international.diagnostics.isEmpty)
    }

    @Test func streamsABookOfAnySize() async throws {
        let bookURL = try Self.writeBook()
        let outputURL = Self.temporaryURL("streamed.ndjson")
        defer {
            try? FileManager.default.removeItem(at: bookURL)
            try? FileManager.default.removeItem(at: outputURL)
        }
        var left: [Int] = []

        var normalizer = ContactNormalizer(fallbackRegion: "US")
        var writer = try ContactStreamWriter(url: outputURL, format: .ndjson)
        for try await item in ContactSerialization.contactStream(contentsOf: bookURL) {
            for contact in normalizer.process(item.contact) { try writer.write(contact) }
            let placed = item.valuePositions.placing(normalizer.diagnostics, contactLine: item.line)
            left += placed.filter { $0.code == .phoneInvalid || $0.code == .phoneNotNormalized }.compactMap(\.line)
        }
        try writer.finish()

        #expect(writer.contactCount == 3)
        #expect(left == [6, 7, 15, 23])
        let text = try String(contentsOf: outputURL, encoding: .utf8)
        #expect(text.contains("+14155550132") && text.contains("555-0123"))
    }

    @Test func runningItTwiceChangesNothing() throws {
        let bookURL = try Self.writeBook()
        defer { try? FileManager.default.removeItem(at: bookURL) }
        let book = try ContactSerialization.contacts(contentsOf: bookURL)
        var normalizer = PhoneNumberNormalizer(fallbackRegion: "US")
        let once = book.contacts.flatMap { normalizer.process($0) }
        let twice = once.flatMap { normalizer.process($0) }
        #expect(once == twice)
    }
}

/// Prints what the article's code printed when `CONTACTKIT_ARTICLE_OUTPUT` is set, to refresh
/// the output an article shows: `CONTACTKIT_ARTICLE_OUTPUT=1 swift test --filter Article`.
private func showArticleOutput(_ lines: [String]) {
    guard ProcessInfo.processInfo.environment["CONTACTKIT_ARTICLE_OUTPUT"] != nil else { return }
    Swift.print(lines.joined(separator: "\n"))
}
