import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// The code of the DocC article "Reading a large file one contact at a time"
/// (`ContactFormats.docc/ReadingOneContactAtATime.md`); `ArticleCodeTests` checks that every
/// Swift block of the article is in this file.
@Suite struct StreamingArticleTests {
    static func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("streaming-article-\(UUID().uuidString)-\(name)").path
    }

    @Test func readsInAPlainLoop() throws {
        let inputPath = Fixtures.url("vcard/quirk-broken-card.vcf").path
        let outputPath = Self.temporaryPath("out.vcf")
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        var lines: [String] = []
        func print(_ text: String) { lines.append(text) }

        var reader = try ContactStreamReader(path: inputPath)          // format detected
        var writer = try ContactStreamWriter(path: outputPath, format: .vCard(.v4_0))
        while let item = try reader.next() {
            for diagnostic in item.diagnostics {
                print("\(inputPath):\(diagnostic.line ?? item.line): \(diagnostic.message)")
            }
            try writer.write(item.contact)
        }
        try writer.finish()
        for diagnostic in reader.unattachedDiagnostics {              // an empty file, a broken last card
            print("\(inputPath):\(diagnostic.line ?? 1): \(diagnostic.message)")
        }
        print("\(reader.contactCount) contacts read as \(reader.format?.argument ?? "nothing")")

        // The same contacts and diagnostics as reading the whole file, written as one writer does.
        let whole = try ContactSerialization.contacts(contentsOfFile: inputPath)
        #expect(reader.contactCount == whole.contacts.count)
        #expect(lines.count == whole.diagnostics.count + 1)
        #expect(lines.last == "\(whole.contacts.count) contacts read as vcard:3.0")
        let expected = try ContactSerialization.data(from: whole.contacts, format: .vCard(.v4_0))
        #expect(try Data(contentsOf: URL(fileURLWithPath: outputPath)) == expected)
    }

    @Test func readsInAnAsyncLoop() async throws {
        let inputPath = Fixtures.url("csv/outlook-desktop.csv").path
        let outputPath = Self.temporaryPath("out.ndjson")
        defer { try? FileManager.default.removeItem(atPath: outputPath) }

        var streamed = try ContactStreamWriter(path: outputPath, format: .ndjson)
        for try await item in ContactSerialization.contactStream(contentsOfFile: inputPath) {
            try streamed.write(item.contact)
        }
        try streamed.finish()

        let back = try ContactSerialization.contacts(contentsOfFile: outputPath)
        #expect(back.format == .ndjson)
        #expect(back.contacts == (try ContactSerialization.contacts(contentsOfFile: inputPath)).contacts)
    }

    @Test func readsAndWritesTextAndPaths() throws {
        let outputPath = Self.temporaryPath("out.json")
        defer { try? FileManager.default.removeItem(atPath: outputPath) }

        let book = try ContactSerialization.contacts(from: "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\nEND:VCARD\r\n")
        let vCard4: String = try ContactSerialization.string(from: book.contacts, format: .vCard(.v4_0))
        try ContactSerialization.write(book.contacts, toFile: outputPath, format: .jCard)

        #expect(book.contacts.map(\.givenName) == ["Ada"])
        #expect(vCard4.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\n"))
        #expect(vCard4.contains("FN:Ada Lovelace\r\n"))
        let jCard = try ContactSerialization.contacts(contentsOfFile: outputPath)
        #expect(jCard.format == .jCard && jCard.contacts.map(\.familyName) == ["Lovelace"])
    }
}

/// ``ContactStreamReader`` gives what ``ContactSerialization/contacts(contentsOf:format:options:)``
/// collects, item by item, and says why it stops.
@Suite struct ContactStreamReaderTests {
    @Test(arguments: [
        "vcard/android-2.1-stray-byte.vcf", "vcard/quirk-missing-end.vcf", "vcard/quirk-broken-card.vcf",
        "csv/outlook-desktop.csv", "csv/linkedin-connections.csv",
    ])
    func givesWhatTheWholeReadGives(name: String) throws {
        let whole = try ContactSerialization.contacts(contentsOf: Fixtures.url(name))
        var reader = try ContactStreamReader(url: Fixtures.url(name))
        var contacts: [Contact] = []
        var diagnostics: [Diagnostic] = []
        while let item = try reader.next() {
            contacts.append(item.contact)
            diagnostics += item.diagnostics
            #expect(item.line >= 1)
        }
        #expect(try reader.next() == nil)   // and stays at its end
        #expect(contacts == whole.contacts)
        #expect(diagnostics + reader.unattachedDiagnostics == whole.diagnostics)
        #expect(reader.format == whole.format)
        // From bytes and from a descriptor, the same.
        var fromBytes = try ContactStreamReader(bytes: try Fixtures.bytes(name))
        var count = 0
        while try fromBytes.next() != nil { count += 1 }
        #expect(count == whole.contacts.count)
        let handle = try FileHandle(forReadingFrom: Fixtures.url(name))
        defer { try? handle.close() }
        var fromDescriptor = try ContactStreamReader(fileDescriptor: handle.fileDescriptor)
        count = 0
        while try fromDescriptor.next() != nil { count += 1 }
        #expect(count == whole.contacts.count)
    }

    @Test func anEmptyInputEndsWithItsWarning() throws {
        var reader = try ContactStreamReader(bytes: Array(" \r\n".utf8))
        #expect(try reader.next() == nil)
        #expect(reader.format == nil)
        #expect(reader.unattachedDiagnostics.map(\.code) == [.noContacts])
    }

    @Test func openingThrowsWhatStopsIt() {
        do {
            _ = try ContactStreamReader(path: "/nonexistent-contactkit-\(UUID().uuidString)/book.vcf")
            Issue.record("no error")
        } catch {
            #expect(error.code == .cannotOpenInput)
        }
        do {
            _ = try ContactStreamReader(bytes: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 64))
            Issue.record("no error")
        } catch {
            #expect(error.code == .unrecognizedFormat)
        }
    }
}
