import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// The library's front door: one call reads any format (detected as the command line does)
/// and writes any format, giving the same contacts and diagnostics as the readers themselves.
@Suite struct ContactSerializationTests {
    /// A folder that does not exist (a path under the temporary folder no one creates).
    static let missingFolder = FileManager.default.temporaryDirectory
        .appendingPathComponent("contactkit-missing-\(UUID().uuidString)", isDirectory: true)

    /// `diagnostics` sorted by line, those on one line in their order (one card at a time
    /// in the fixtures: lines do not go back across cards).
    static func inLineOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }.map(\.element)
    }

    @Test(arguments: Fixtures.vCardFileNames)
    func readsEveryVCardFixtureLikeTheReader(name: String) throws {
        let bytes = try Fixtures.bytes("vcard/" + name)
        let expected = try Fixtures.readAll(bytes)
        let result = try ContactSerialization.contacts(from: bytes)
        #expect(result.format == .vCard(.v3_0))
        #expect(result.contacts == expected.contacts)
        // The reader's diagnostics, in line order (a card's own come when it ends).
        #expect(result.diagnostics == Self.inLineOrder(expected.diagnostics))
        let fromFile = try ContactSerialization.contacts(contentsOf: Fixtures.url("vcard/" + name))
        #expect(fromFile == result)
    }

    @Test(arguments: Fixtures.csvFileNames)
    func readsEveryCSVFixtureLikeTheReader(name: String) throws {
        let bytes = try Fixtures.bytes("csv/" + name)
        let expected = try Fixtures.readCSV(bytes)
        let result = try ContactSerialization.contacts(from: Data(bytes))
        // The layout the reader found from the header, not only "CSV".
        var reader = CSVReader(input: MemoryInput(bytes))
        _ = try reader.next()
        #expect(result.format == .csv(reader.layout))
        #expect(result.contacts == expected.contacts)
        #expect(result.diagnostics == expected.diagnostics)
    }

    @Test(arguments: [ContactFormat.jCard, .ndjson, .vCard(.v2_1), .vCard(.v4_0), .csv(.google), .csv(.outlook)])
    func writesAndReadsBackEveryFormat(format: ContactFormat) throws {
        let source = try ContactSerialization.contacts(contentsOf: Fixtures.url("vcard/apple-ios17.vcf"))
        let written = try ContactSerialization.write(source.contacts, format: format)
        let data = written.data
        let lossy = written.diagnostics
        // Written with the format's own writer, byte for byte.
        let direct = try Fixtures.write(source.contacts) { format.makeWriter($0) }
        #expect(Array(data) == direct.bytes)
        #expect(lossy == direct.diagnostics)
        // Detected on the way back (a CSV layout is sniffed from its header).
        let back = try ContactSerialization.contacts(from: data)
        #expect(back.contacts.count == source.contacts.count)
        switch format {
        case .vCard: #expect(back.format == .vCard(.v3_0))
        case .csv: #expect(back.format == format)
        default: #expect(back.format == format)
        }
        #expect(back.contacts.first?.familyName == source.contacts.first?.familyName)
    }

    @Test func theDetectedCSVLayoutIsReported() throws {
        let outlook = try ContactSerialization.contacts(contentsOf: Fixtures.url("csv/outlook-desktop.csv"))
        #expect(outlook.format == .csv(.outlook))
        let thunderbird = try ContactSerialization.contacts(contentsOf: Fixtures.url("csv/thunderbird.csv"))
        #expect(thunderbird.format == .csv(.thunderbird))
        // Named: the layout given is the one reported.
        let forced = try ContactSerialization.contacts(
            contentsOf: Fixtures.url("csv/outlook-desktop.csv"), format: .csv(.generic))
        #expect(forced.format == .csv(.generic))
    }

    @Test func aNamedFormatIsNotDetected() throws {
        let text = "givenName,familyName\nAda,Lovelace\n"
        let asCSV = try ContactSerialization.contacts(from: Array(text.utf8), format: .csv(.generic))
        #expect(asCSV.format == .csv(.generic))
        #expect(asCSV.contacts.count == 1)
        let asVCard = try ContactSerialization.contacts(from: Array(text.utf8), format: .vCard(.v3_0))
        #expect(asVCard.contacts.isEmpty)
        #expect(asVCard.diagnostics.contains { $0.code == .noContacts })
    }

    @Test func emptyInputGivesAWarningNotAnError() throws {
        let result = try ContactSerialization.contacts(from: Array(" \r\n".utf8))
        #expect(result.contacts.isEmpty)
        #expect(result.format == nil)
        #expect(result.diagnostics.map(\.code) == [.noContacts])
    }

    @Test func unknownFormatThrowsItsOwnCode() {
        let binary: [UInt8] = [0, 1, 2, 3, 0x89, 0x50, 0x4E, 0x47] + [UInt8](repeating: 7, count: 200)
        #expect(throws: ContactSerializationError.self) { try ContactSerialization.contacts(from: binary) }
        do {
            _ = try ContactSerialization.contacts(from: binary)
            Issue.record("no error")
        } catch {
            #expect(error.code == .unrecognizedFormat)
            #expect(error.errorNumber == 0)
        }
    }

    /// A file that is there but is no contacts is told apart from a missing one by its code,
    /// not by its error number.
    @Test func aFileOfAnotherKindIsNotAMissingFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serialization-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let image = folder.appendingPathComponent("photo.vcf")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 0, count: 100)).write(to: image)
        do {
            _ = try ContactSerialization.contacts(contentsOf: image)
            Issue.record("no error")
        } catch {
            #expect(error.code == .unrecognizedFormat)
            #expect(error.path == image.path)
            #expect(error.description.hasPrefix("unrecognized-format: '\(image.path)': "))
        }
        do {
            _ = try ContactSerialization.contacts(contentsOf: folder.appendingPathComponent("missing.vcf"))
            Issue.record("no error")
        } catch {
            #expect(error.code == .cannotOpenInput)
            #expect(error.errorNumber == ENOENT)
            #expect(error.message == "No such file or directory")
            #expect(error.description.hasPrefix("cannot-open-input: '"))
        }
        // A folder opens, but cannot be read as a file.
        do {
            _ = try ContactSerialization.contacts(contentsOf: folder)
            Issue.record("no error")
        } catch {
            #expect(error.code == .cannotReadInput)
            #expect(error.errorNumber == EISDIR)
        }
    }

    /// A write that fails part way (a full disk) is not an output that cannot be created.
    @Test func aFullDiskIsAWriteFailure() throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        var writer = try ContactStreamWriter(url: URL(fileURLWithPath: "/dev/full"), format: .vCard(.v4_0))
        do {
            try writer.write(Contact(givenName: "Ada"))
            try writer.finish()
            Issue.record("no error")
        } catch {
            #expect(error.code == .cannotWriteOutput)
            #expect(error.errorNumber == ENOSPC)
            #expect(error.path == "/dev/full")
        }
    }

    /// Every thrown code has a row in the Diagnostics article, with the command line's exit status.
    @Test(arguments: ContactSerializationError.Code.allCases)
    func everyThrownCodeIsDocumented(code: ContactSerializationError.Code) throws {
        let url = Fixtures.root.deletingLastPathComponent()
            .appendingPathComponent("Sources/ContactFormats/ContactFormats.docc/Diagnostics.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let row = text.split(separator: "\n").first { $0.hasPrefix("| `\(code.rawValue)` |") }
        #expect(row?.contains("exit status") == true, Comment(rawValue: code.rawValue))
    }

    @Test func missingFileThrowsWithItsPath() {
        let url = Self.missingFolder.appendingPathComponent("contacts.vcf")
        do {
            _ = try ContactSerialization.contacts(contentsOf: url)
            Issue.record("no error")
        } catch {
            #expect(error.code == .cannotOpenInput)
            #expect(error.path == url.path)
            #expect(error.errorNumber != 0)
        }
    }

    @Test func unwritableOutputThrows() {
        let url = Self.missingFolder.appendingPathComponent("out.vcf")
        do {
            try ContactSerialization.write([Contact()], to: url)
            Issue.record("no error")
        } catch {
            #expect(error.code == .cannotCreateOutput)
        }
    }

    @Test(arguments: ["android-2.1-stray-byte.vcf", "quirk-missing-end.vcf", "quirk-broken-card.vcf"])
    func streamsAFileContactByContactAndWritesOneByOne(name: String) async throws {
        let input = Fixtures.url("vcard/" + name)
        let whole = try ContactSerialization.contacts(contentsOf: input)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serialization-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.ndjson")
        var writer = try ContactStreamWriter(url: output, format: .ndjson)
        var streamed: [Contact] = []
        var diagnostics: [Diagnostic] = []
        let unattached = Collected()
        for try await item in ContactSerialization.contactStream(contentsOf: input, unattached: unattached.add) {
            streamed.append(item.contact)
            diagnostics += item.diagnostics
            #expect(item.line >= 1)
            try writer.write(item.contact)
        }
        try writer.finish()
        diagnostics += unattached.list
        #expect(streamed == whole.contacts)
        #expect(diagnostics == whole.diagnostics)
        #expect(writer.contactCount == whole.contacts.count)
        let back = try ContactSerialization.contacts(contentsOf: output)
        #expect(back.format == .ndjson)
        #expect(back.contacts.count == whole.contacts.count)
    }

    @Test func aStreamOfAnEmptyFileEndsWithItsWarning() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serialization-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let empty = folder.appendingPathComponent("empty.vcf")
        try Data().write(to: empty)
        let unattached = Collected()
        var count = 0
        for try await _ in ContactSerialization.contactStream(contentsOf: empty, unattached: unattached.add) { count += 1 }
        #expect(count == 0)
        #expect(unattached.list.map(\.code) == [.noContacts])
    }

    @Test func aFileHandleStreamsThroughItsDescriptorAndStaysOpen() async throws {
        let url = Fixtures.url("csv/outlook-desktop.csv")
        let whole = try ContactSerialization.contacts(contentsOf: url)
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        var streamed: [Contact] = []
        for try await item in ContactSerialization.contactStream(fileDescriptor: handle.fileDescriptor) {
            streamed.append(item.contact)
        }
        #expect(streamed == whole.contacts)
        #expect(!streamed.isEmpty)
        // Not closed by the stream: the handle still answers (at its end, no bytes).
        #expect(try handle.readToEnd() == nil)
    }

    /// Iterating throws only ``ContactSerializationError`` (the `do throws(…)` below does not
    /// compile when the stream throws `any Error`), and a loop on the main actor reads there.
    @MainActor @Test func aStreamThrowsItsOwnErrorAndRunsOnTheCallersActor() async {
        let missing = Self.missingFolder.appendingPathComponent("contacts.vcf")
        do throws(ContactSerializationError) {
            for try await _ in ContactSerialization.contactStream(contentsOf: missing) {}
            Issue.record("no error")
        } catch {
            #expect(error.code == .cannotOpenInput)
            #expect(error.path == missing.path)
        }
        var names: [String] = []
        do throws(ContactSerializationError) {
            for try await item in ContactSerialization.contactStream(contentsOf: Fixtures.url("csv/outlook-desktop.csv")) {
                MainActor.assertIsolated()
                names.append(item.contact.givenName)
            }
        } catch {
            Issue.record("\(error)")
        }
        #expect(!names.isEmpty)
    }
}

/// Diagnostics handed to a stream's `unattached` handler.
private final class Collected: @unchecked Sendable {
    private var stored: [Diagnostic] = []
    private let lock = NSLock()
    var list: [Diagnostic] { lock.withLock { stored } }
    func add(_ diagnostics: [Diagnostic]) { lock.withLock { stored += diagnostics } }
}

/// Inside ``ContactSerialization`` (an extension, as a user writes one), `Result` is
/// `Swift.Result`: the read result is ``ContactSerialization/ReadResult``, so it hides nothing
/// (this file did not compile while it was named `Result`).
extension ContactSerialization {
    fileprivate static func firstGivenName(of bytes: [UInt8]) -> Result<String, ContactSerializationError> {
        Result { () throws(ContactSerializationError) -> String in
            let read: ReadResult = try contacts(from: bytes)
            return read.contacts.first?.givenName ?? ""
        }
    }
}

@Suite struct ReadResultNameTests {
    @Test func resultInAnExtensionIsSwiftResult() throws {
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Lovelace;Ada;;;\r\nFN:Ada Lovelace\r\nEND:VCARD\r\n"
        #expect(try ContactSerialization.firstGivenName(of: Array(card.utf8)).get() == "Ada")
    }
}
