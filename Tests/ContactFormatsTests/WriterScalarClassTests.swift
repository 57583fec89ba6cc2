import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// Every writer in every output encoding with every class of scalar in every kind of field
/// (issue 38): no trap, the output reads back as one contact, and what the output cannot
/// hold is replaced and counted in a `replaced-character` warning, never silently.
@Suite struct WriterScalarClassTests {
    /// The classes of scalar a contact may hold, each as a short value.
    static let classes: [(name: String, text: String)] = [
        ("astral", "Party 🎉 violin 🎻 \u{1F9D1}\u{200D}\u{1F52C} 𝄞 𠀋"),
        ("private use", "\u{E000}\u{F8FF} \u{F0000} \u{10FFFD}"),
        ("unassigned", "\u{0378}\u{0379} \u{E0080} \u{2FFFD}"),
        ("noncharacters", String(String.UnicodeScalarView([0xFDD0, 0xFDEF, 0x20, 0xFFFE, 0xFFFF, 0x20, 0x1FFFF, 0x10FFFF].map { Unicode.Scalar($0)! }))),
        ("combining", "e\u{301}cole a\u{308}\u{301} \u{1100}\u{1161}\u{11A8} Z\u{351}\u{36B}\u{343}\u{36A}"),
        ("C0 controls", String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar(UInt8($0)) })) + "\u{7F}"),
        ("C1 controls", String(String.UnicodeScalarView((0x80..<0xA0).map { Unicode.Scalar(UInt8($0)) }))),
        ("specials", "\u{FEFF}bom \u{2028}\u{2029} \u{FFFD} \u{200B}\u{202E}rtl"),
        ("legacy", "Renée Müller € 山田 Щука ĄŁ ά"),
    ]

    /// The contact with `text` in a name, the note, an organization, an address, a custom
    /// label, an e-mail, an extension's value and parameter.
    static func contact(_ text: String) -> Contact {
        var contact = Contact(givenName: "A" + text, familyName: text, note: "n" + text)
        contact.organizationName = text
        contact.postalAddresses = [LabeledValue(label: .custom(text), value: PostalAddress(street: text, city: text))]
        contact.emailAddresses = [LabeledValue(label: .home, value: "x\(text)@example.com")]
        contact.phoneNumbers = [LabeledValue(label: .custom("L" + text), value: "+1 555 0100")]
        contact.extensions = [
            ExtensionProperty(name: "X-SCALARS", parameters: [Parameter(name: "X-P", values: [text])], value: text)
        ]
        return contact
    }

    static let csvEncodings: [CSVEncoding] = [
        .utf8, .utf16, .windows1252, .shiftJIS,
    ] + ["windows-1250", "windows-1251", "windows-1253", "windows-1255", "windows-1258", "ISO-8859-2",
        "ISO-8859-5", "KOI8-R", "EUC-JP", "GB18030", "Big5", "EUC-KR", "windows-949"].map { CSVEncoding(argument: $0)! }

    static let layouts: [CSVLayout] = [.generic, .google, .googleLegacy, .outlook, .thunderbird, .linkedIn]

    @Test(arguments: classes.indices)
    func csvInEveryEncodingReplacesAndCounts(_ index: Int) throws {
        let (name, text) = Self.classes[index]
        for layout in Self.layouts {
            for encoding in Self.csvEncodings {
                let options = CSVWriter.Options(layout: layout, encoding: encoding)
                let (bytes, diagnostics) = try Fixtures.write([Self.contact(text)]) { CSVWriter(sink: $0, options: options) }
                let back = try Fixtures.readCSV(bytes, options: CSVReader.Options(layout: layout, encoding: encoding))
                #expect(back.contacts.count == 1, "\(name) csv:\(layout.rawValue) \(encoding)")
                let replaced = diagnostics.filter { $0.code == .replacedCharacter }
                let family = back.contacts.first?.familyName ?? ""
                // The family name, read back, is the value written or it has '?' where
                // characters were replaced, and then a warning says so.
                let expected = Self.normalizedForCSV(text)
                if family != expected {
                    #expect(!replaced.isEmpty, "\(name) csv:\(layout.rawValue) \(encoding): changed without a warning")
                    #expect(family.unicodeScalars.count <= expected.unicodeScalars.count)
                }
                if encoding == .utf8 || encoding == .utf16 {
                    #expect(replaced.isEmpty && family == expected, "\(name) csv:\(layout.rawValue) \(encoding)")
                }
                for warning in replaced {
                    let count = Int(warning.message.prefix { $0.isNumber }) ?? 0
                    #expect(count > 0, "\(warning.message)")
                }
            }
        }
    }

    /// What the CSV reader gives back for a value written in UTF-8: a CR alone becomes
    /// part of a quoted field as written; nothing else changes.
    static func normalizedForCSV(_ text: String) -> String { text }

    @Test(arguments: classes.indices)
    func vCardInEveryVersionHoldsNoControlCharacter(_ index: Int) throws {
        let (name, text) = Self.classes[index]
        for version in [VCardVersion.v2_1, .v3_0, .v4_0] {
            let (bytes, diagnostics) = try Fixtures.write([Self.contact(text)]) { VCardWriter(version: version, sink: $0) }
            #expect(String(validating: bytes, as: UTF8.self) != nil, "\(name) \(version.rawValue): not UTF-8")
            let back = try Fixtures.readAll(bytes)
            #expect(back.contacts.count == 1, "\(name) \(version.rawValue)")
            // Only CR LF (line ends) and TAB among the C0 controls, and no DEL.
            let controls = bytes.filter { ($0 < 0x20 && $0 != 9 && $0 != 10 && $0 != 13) || $0 == 0x7F }
            #expect(controls.isEmpty, "\(name) \(version.rawValue): \(controls) written raw")
            let hasControl = text.unicodeScalars.contains { ($0.value < 0x20 && ![9, 10, 13].contains($0.value)) || $0.value == 0x7F }
            let replaced = diagnostics.filter { $0.code == .replacedCharacter }
            // A CR alone is a line break, read back as LF in every version.
            let lineBreaksAsRead = text.replacingOccurrences(of: "\r", with: "\n")
            if version == .v2_1 {
                // Quoted-printable carries every byte of a value (a parameter has no such
                // escape: replaced and counted there).
                #expect(back.contacts.first?.familyName == lineBreaksAsRead, "\(name) 2.1")
                #expect(back.contacts.first?.note == "n" + lineBreaksAsRead, "\(name) 2.1")
            } else {
                #expect(replaced.isEmpty != hasControl, "\(name) \(version.rawValue)")
                if !hasControl {
                    #expect(back.contacts.first?.familyName == text, "\(name) \(version.rawValue)")
                    #expect(back.contacts.first?.note == "n" + text, "\(name) \(version.rawValue)")
                }
            }
        }
    }

    @Test(arguments: classes.indices)
    func jsonFormatsKeepEveryScalar(_ index: Int) throws {
        let (name, text) = Self.classes[index]
        for format in [ContactFormat.jCard, .ndjson] {
            let data = try ContactSerialization.data(from: [Self.contact(text)], format: format)
            let back = try ContactSerialization.contacts(from: [UInt8](data), format: format)
            // jCard holds vCard text: a CR alone is a line break there, as in vCard.
            let expected = format == .jCard ? text.replacingOccurrences(of: "\r", with: "\n") : text
            #expect(back.contacts.count == 1 && back.contacts.first?.familyName == expected, "\(name) \(format.argument)")
            #expect(!back.diagnostics.contains { $0.severity == .error }, "\(name) \(format.argument)")
        }
    }

    /// Regression (issue 38): an emoji in Windows-1252 trapped; now '?' and a count.
    @Test func windows1252CountsEachReplacedCharacter() throws {
        let contact = Contact(givenName: "Party 🎉", familyName: "Lee", note: "violin 🎻 and 日本")
        let options = CSVWriter.Options(layout: .outlook, encoding: .windows1252)
        let (bytes, diagnostics) = try Fixtures.write([contact]) { CSVWriter(sink: $0, options: options) }
        let warning = try #require(diagnostics.first { $0.code == .replacedCharacter })
        #expect(warning.message.hasPrefix("4 characters windows-1252 cannot hold"))
        #expect(try Fixtures.readCSV(bytes).contacts.first?.note == "violin ? and ??")
    }

    /// A combining sequence the code page holds precomposed is written precomposed, not
    /// replaced.
    @Test func combiningSequencesArePrecomposedWhenTheEncodingCan() throws {
        let contact = Contact(givenName: "Rene\u{301}e", familyName: "Lee")
        let options = CSVWriter.Options(layout: .outlook, encoding: .windows1252)
        let (bytes, diagnostics) = try Fixtures.write([contact]) { CSVWriter(sink: $0, options: options) }
        #expect(!diagnostics.contains { $0.code == .replacedCharacter })
        #expect(try Fixtures.readCSV(bytes).contacts.first?.givenName == "Renée")
    }

    /// Shift_JIS output (issue 30 class 4) reads back, detected from its bytes.
    @Test func shiftJISOutputIsDetectedOnReading() throws {
        let contact = Contact(givenName: "太郎", familyName: "山田", note: "東京都千代田区の事務所")
        let options = CSVWriter.Options(layout: .outlook, encoding: .shiftJIS)
        let (bytes, diagnostics) = try Fixtures.write([contact]) { CSVWriter(sink: $0, options: options) }
        #expect(diagnostics.isEmpty)
        #expect(String(validating: bytes, as: UTF8.self) == nil)
        var reader = CSVReader(input: MemoryInput(bytes))
        let back = try Fixtures.readAll(&reader)
        #expect(reader.encoding == .shiftJIS)
        #expect(back.contacts.first?.familyName == "山田")
        #expect(back.contacts.first?.note == "東京都千代田区の事務所")
    }

    @Test func everyCharsetVCardInputTakesIsACSVEncodingButISO2022JP() {
        for name in ["Shift_JIS", "cp932", "EUC-JP", "GB18030", "GBK", "Big5", "EUC-KR", "cp949", "KOI8-R",
            "KOI8-U", "ISO-8859-2", "ISO-8859-16", "windows-1250", "windows-1258", "utf-16le", "latin1"]
        {
            #expect(Charset.isKnown(name) == true, "\(name)")
            #expect(CSVEncoding(argument: name) != nil, "\(name)")
        }
        #expect(CSVEncoding(argument: "ISO-2022-JP") == nil)
        #expect(CSVEncoding(argument: "x-klingon") == nil)
    }
}
