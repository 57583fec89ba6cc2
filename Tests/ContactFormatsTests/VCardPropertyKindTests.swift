@testable import ContactFormats
import Testing

/// Property names recognised from their bytes: every spelling in any case, and nothing that
/// differs from one in a single byte or in length.
@Suite struct VCardPropertyKindTests {
    static let spellings: [String] = [
        "TEL", "EMAIL", "FN", "N", "ADR", "BEGIN", "END", "VERSION", "NOTE", "ORG", "TITLE", "BDAY",
        "X-BDAY", "URL", "CATEGORIES", "UID", "X-ABRELATEDNAMES", "RELATED", "X-RELATED", "X-ABDATE",
        "IMPP", "PHOTO", "NICKNAME", "X-MAIDENNAME", "X-PHONETIC-FIRST-NAME", "X-PHONETIC-MIDDLE-NAME",
        "X-PHONETIC-LAST-NAME", "X-PHONETIC-ORG", "SOUND", "X-ALTBDAY", "ANNIVERSARY", "X-ANNIVERSARY",
        "LABEL", "X-LABEL", "SOCIALPROFILE", "X-SOCIALPROFILE", "KIND", "X-KIND",
        "X-ADDRESSBOOKSERVER-KIND", "X-ABSHOWAS", "MEMBER", "X-MEMBER", "X-ADDRESSBOOKSERVER-MEMBER",
        "X-ABLABEL", "X-ABADR", "X-APPLE-SUBLOCALITY", "X-SECONDARY-SURNAME", "X-NAME-GENERATION",
        "X-ANDROID-CUSTOM", "X-MS-TEL", "X-DEPARTMENT", "X-KADDRESSBOOK-X-DEPARTMENT", "PRODID",
    ] + VCardContactBuilder.vendorRelationLabels.map(\.name) + VCardContactBuilder.vendorAnniversaryNames

    static func recognize(_ name: String) -> (kind: VCardPropertyKind, name: String)? {
        Array(name.utf8).withUnsafeBufferPointer { VCardPropertyKind.recognize($0) }
    }

    @Test func everySpellingIsRecognisedInAnyCase() {
        for spelling in VCardPropertyKindTests.spellings {
            let mixed = String(spelling.enumerated().map { $0.offset % 2 == 0 ? Character($0.element.lowercased()) : $0.element })
            for written in [spelling, spelling.lowercased(), mixed] {
                #expect(VCardPropertyKindTests.recognize(written)?.name == spelling, "\(written)")
            }
        }
        #expect(VCardPropertyKindTests.recognize("x-abadr")?.kind == .appleAddress)
        #expect(VCardPropertyKindTests.recognize("X-Phonetic-Last-Name")?.kind == .phoneticLastName)
    }

    @Test func aNameOneByteAwayIsNotRecognised() {
        for spelling in VCardPropertyKindTests.spellings {
            let bytes = Array(spelling.utf8)
            for index in bytes.indices {
                var changed = bytes
                changed[index] = bytes[index] == UInt8(ascii: "Q") ? UInt8(ascii: "Z") : UInt8(ascii: "Q")
                let name = String(decoding: changed, as: UTF8.self)
                if let found = VCardPropertyKindTests.recognize(name), found.name != name {
                    Issue.record("\(name) read as \(found.name)")
                }
            }
            let longer = spelling + "S"
            if let found = VCardPropertyKindTests.recognize(longer), found.name != longer {
                Issue.record("\(longer) read as \(found.name)")
            }
            if bytes.count > 1, let found = VCardPropertyKindTests.recognize(String(spelling.dropLast())),
                found.name != String(spelling.dropLast())
            {
                Issue.record("\(spelling.dropLast()) read as \(found.name)")
            }
        }
        #expect(VCardPropertyKindTests.recognize("PRODID")?.kind == .productID)
        #expect(VCardPropertyKindTests.recognize("REV") == nil)
        #expect(VCardPropertyKindTests.recognize("") == nil)
    }

    /// The hashed table against a plain scan: every spelling with each byte in turn changed
    /// to every other byte value (letters of the other case, `-` against CR, `@` against a
    /// backquote, bytes over 127) is found exactly when it is a spelling in some case.
    @Test func theTableAgreesWithAPlainScanOnEveryOneByteChange() {
        let upper = Set(VCardPropertyKindTests.spellings)
        func expected(_ bytes: [UInt8]) -> String? {
            let folded = String(decoding: bytes.map { $0 >= 97 && $0 <= 122 ? $0 - 32 : $0 }, as: UTF8.self)
            return bytes.allSatisfy({ $0 < 128 }) && upper.contains(folded) ? folded : nil
        }
        var checked = 0
        for spelling in VCardPropertyKindTests.spellings {
            let bytes = Array(spelling.utf8)
            for index in bytes.indices {
                for value in 0...255 {
                    var changed = bytes
                    changed[index] = UInt8(value)
                    let found = changed.withUnsafeBufferPointer { VCardPropertyKind.recognize($0) }
                    if found?.name != expected(changed) {
                        Issue.record("\(changed) read as \(found?.name ?? "nothing")")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 100_000)
    }

    /// Groups and names not in the table are made from their bytes (ASCII, checked as the
    /// line is split); a byte that cannot be in a name makes the line no property.
    @Test func groupsAndOtherNamesAreMadeFromTheirBytes() {
        func parsed(_ line: String) -> VCardProperty? {
            VCardProperty.parse(VCardLineReader.Line(bytes: Array(line.utf8)[...], number: 1))
        }
        let grouped = parsed("item12.x-Custom_Field/2;TYPE=home:v")
        #expect(grouped?.group == "item12")
        #expect(grouped?.name == "X-CUSTOM_FIELD/2")
        #expect(grouped?.kind == nil)
        #expect(grouped.map { $0.group!.utf8.count } == 6)
        let long = parsed("a-very-long-group-name-indeed.TEL:1")
        #expect(long?.group == "a-very-long-group-name-indeed")
        #expect(long?.kind == .tel)
        #expect(parsed("itém1.TEL:1") == nil)
        #expect(parsed("X-NÄME:1") == nil)
        #expect(parsed(".TEL:1") == nil)
    }
}
