@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// Classes of real export that used to lose data (issue 16): each read from its synthetic
/// fixture, checking what the facts files cannot (warnings that must not appear).
@Suite struct RealExportQuirksTests {
    @Test func iOS5CrCrLfKeepsThePhotoWhole() throws {
        let bytes = try Fixtures.bytes("vcard/apple-ios5-crcrlf.vcf")
        let (contacts, diagnostics) = try Fixtures.readAll(bytes)
        #expect(contacts.count == 2)
        #expect(contacts.first?.imageBytes?.count == 32_620)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }
}

extension RealExportQuirksTests {
    @Test func oneStrayByteSpoilsOnlyItself() throws {
        let bytes = try Fixtures.bytes("vcard/android-2.1-stray-byte.vcf")
        let (contacts, diagnostics) = try Fixtures.readAll(bytes)
        #expect(contacts.count == 2)
        let name = String(repeating: "Ñ", count: 44) + "\u{FFFD}"
        #expect(contacts.first?.formattedName == name)
        #expect(contacts.first?.familyName == "Núñez")
        let invalid = diagnostics.filter { $0.code == .invalidBytes }
        #expect(invalid.map(\.line) == [5])
        #expect(!diagnostics.contains { $0.code == .charsetFallback })
        #expect(contacts.last?.formattedName == "Ana Muñoz")
    }
}

extension RealExportQuirksTests {
    @Test func aCharsetDeclaredInTheCardIsTheHintForUndeclaredValues() throws {
        let bytes = try Fixtures.bytes("vcard/windows-greek-1253.vcf")
        let (contacts, diagnostics) = try Fixtures.readAll(bytes)
        #expect(contacts.map(\.formattedName) == ["Βαγγέλης Παπαδόπουλος", "Ελένη Οικονόμου"])
        #expect(contacts.first?.organizationName == "Φαρμακείο Κηφισιάς")
        let notes = diagnostics.filter { $0.code == .charsetHint }
        // The first card by the CHARSET its N declares; the second, which declares none, by
        // detection.
        #expect(notes.map(\.line) == [4, 10])
        #expect(notes.allSatisfy { $0.severity == .note })
        #expect(notes.first?.message.contains("declared on line 3") == true)
        #expect(notes.last?.message.contains("windows-1253, detected") == true)
        #expect(!diagnostics.contains { $0.code == .charsetFallback })
    }

    @Test func aForcedCharsetDecodesEveryUndeclaredValue() throws {
        // KOI8-R, declared nowhere: only the caller's --encoding can tell.
        var text: [UInt8] = Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:".utf8)
        text += [0xE9, 0xD7, 0xC1, 0xCE]  // Иван
        text += Array("\r\nEND:VCARD\r\n".utf8)
        var reader = VCardReader(input: MemoryInput(text))
        reader.undeclaredCharset = "KOI8-R"
        let (contacts, _) = try Fixtures.readAll(&reader)
        #expect(contacts.first?.formattedName == "Иван")
    }

    @Test(arguments: CodePage.allCases)
    func everyCodePageTableDecodesASCIIAsASCII(_ page: CodePage) {
        let decoded = Charset.decode(Array("Ab 1;".utf8)[...], charset: page.rawValue)
        #expect(decoded.text == "Ab 1;")
        #expect(decoded.problem == nil)
    }

    @Test func unassignedCodePageByteIsTheOnlyReplacement() {
        // 0xAA is unassigned in Windows-1253; the Greek around it stays Greek.
        let decoded = Charset.decode([0xC2, 0xE1, 0xAA, 0xE3][...], charset: "windows-1253")
        #expect(decoded.text == "Βα\u{FFFD}γ")
        #expect(decoded.problem == .invalidBytes)
    }
}

extension RealExportQuirksTests {
    /// Exports joined with `copy /b`: a UTF-8 byte-order mark before each `BEGIN:VCARD`.
    /// Before, the second and third cards were skipped as text outside a card.
    @Test func aByteOrderMarkInTheMiddleStartsACard() throws {
        let bytes = try Fixtures.bytes("vcard/windows-concatenated-bom.vcf")
        let (contacts, diagnostics) = try Fixtures.readAll(bytes)
        #expect(contacts.map(\.formattedName) == ["Åsa Lindqvist", "Søren Ørsted", "Siún Ó Briain"])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // A mark before a card that lacks its END also starts the next card.
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:A\r\n\u{FEFF}BEGIN:VCARD\r\nVERSION:3.0\r\nFN:B\r\nEND:VCARD\r\n"
        let (two, warnings) = try Fixtures.readAll(Array(text.utf8))
        #expect(two.map(\.formattedName) == ["A", "B"])
        #expect(warnings.map(\.code) == [.missingEnd])
    }

    /// Feature phones that wrote GB18030, Big5 and EUC-KR with no CHARSET: each card's code
    /// page is detected (before, each was read as Windows-1252).
    @Test func chineseAndKoreanCodePagesAreDetected() throws {
        let bytes = try Fixtures.bytes("vcard/chinese-feature-phone-gb18030.vcf")
        let (contacts, diagnostics) = try Fixtures.readAll(bytes)
        #expect(contacts.map(\.formattedName) == ["王秀英", "陳志明", "김민준"])
        let notes = diagnostics.filter { $0.code == .charsetHint }.map(\.message)
        #expect(notes.count == 3)
        #expect(notes.first?.contains("GB18030") == true)
        #expect(notes.dropFirst().first?.contains("Big5") == true)
        #expect(notes.last?.contains("EUC-KR") == true)
    }
}

extension RealExportQuirksTests {
    /// A 3.0 `ENCODING=b` photo folded with some lines not indented (ez-vcard 0.9.7 under an
    /// Android sync adapter). Before, each such line was a `malformed-line` and the photo
    /// came out as its first 55 bytes.
    @Test func unindentedBase64LinesOfAThreeZeroPhotoAreJoined() throws {
        let bytes = try Fixtures.bytes("vcard/davdroid-ez-vcard-unindented-photo.vcf")
        let (contacts, diagnostics) = try Fixtures.readAll(bytes)
        #expect(contacts.count == 1)
        #expect(contacts.first?.imageBytes?.count == 800)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        for version in [VCardVersion.v4_0, .v3_0] {
            let (again, _) = try Fixtures.readAll(try Fixtures.write(contacts, version: version))
            #expect(again.first?.imageBytes == contacts.first?.imageBytes)
        }
    }

    /// The same for a 4.0 `data:` URI whose base64 goes on without indent.
    @Test func unindentedBase64LinesOfADataURIAreJoined() throws {
        let text = "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Robin Vale\r\nPHOTO:data:image/png;base64,iVBORw0KGgoAAAAN\r\nSUhEUgAA\r\n\r\nEND:VCARD\r\n"
        let (contacts, diagnostics) = try Fixtures.readAll(Array(text.utf8))
        #expect(contacts.first?.imageBytes?.count == 18)
        #expect(!diagnostics.contains { $0.code == .malformedLine })
    }
}
