@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Foundation
import Testing

/// A reader that only checks its cards (``VCardReader/checksOnly``, validation) reports
/// every diagnostic a full read reports, card by card (same text, order, lines, counts),
/// though it does not make the text of values no check reads, nor labels, nor keep phone
/// numbers, e-mail addresses, URLs and postal addresses; the values later checks do read (the department,
/// the name's secondary surname and generation) are still read, and decide what they
/// decided.
@Suite struct VCardCheckOnlyBuildTests {
    /// Reads `bytes` twice, fully and checking only, and compares what each card reports.
    /// Returns both readings' contacts and the full reading's diagnostics.
    static func readBoth(
        _ bytes: [UInt8], _ name: String
    ) throws -> (full: [Contact], checked: [Contact], diagnostics: [Diagnostic]) {
        var full = VCardReader(input: MemoryInput(bytes))
        var checking = VCardReader(input: MemoryInput(bytes))
        checking.checksOnly = true
        var fullContacts: [Contact] = []
        var checkedContacts: [Contact] = []
        var diagnostics: [Diagnostic] = []
        var contact = Contact.empty
        while let next = try full.next() {
            #expect(try checking.next(into: &contact), "\(name): a card less")
            #expect(checking.diagnostics == full.diagnostics, "\(name), card at line \(full.contactLine)")
            #expect(checking.contactLine == full.contactLine, "\(name)")
            #expect(checking.valuePositions == full.valuePositions, "\(name), card at line \(full.contactLine)")
            #expect(checking.bytesRead == full.bytesRead, "\(name)")
            diagnostics += full.diagnostics
            fullContacts.append(next)
            checkedContacts.append(contact)
        }
        #expect(try !checking.next(into: &contact), "\(name): a card more")
        #expect(checking.diagnostics == full.diagnostics, "\(name), after the last card")
        diagnostics += full.diagnostics
        return (fullContacts, checkedContacts, diagnostics)
    }

    @Test func everyFixtureAndRealExportReportsAlike() throws {
        var diagnosticCount = 0
        for name in Fixtures.vCardFileNames {
            diagnosticCount += try Self.readBoth(Fixtures.bytes("vcard/" + name), name).diagnostics.count
        }
        if let root = SharedCorpora.root,
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        {
            for case let url as URL in files where url.pathExtension.lowercased() == "vcf" {
                diagnosticCount += try Self.readBoth(Array(try Data(contentsOf: url)), url.lastPathComponent)
                    .diagnostics.count
            }
        }
        #expect(diagnosticCount > 20)
    }

    /// Problems found on the way to a value's text (quoted-printable, charsets, bytes that
    /// are not UTF-8), in its parts, its date or its data, on values whose text is not made.
    static let warnings = """
        BEGIN:VCARD
        VERSION:2.1
        N;CHARSET=x-unknown:Doe;John;Quincy;Dr.;III
        FN;ENCODING=QUOTED-PRINTABLE:John =ZZ Doe with a long formatted name
        EMAIL;ENCODING=QUOTED-PRINTABLE:john.quincy.doe=4@example.org
        ADR;HOME;CHARSET=x-unknown:;;12 Long Street Name;Springfield;IL;62704;United States
        ADR;WORK;ENCODING=QUOTED-PRINTABLE:;;=ZZ Other Street;Town;;;
        NOTE;CHARSET=ISO-8859-1:Caf\u{E9} au lait, a long note
        TITLE;CHARSET=utf-8;ENCODING=QUOTED-PRINTABLE:Chief =C3 officer of everything
        ORG;ENCODING=QUOTED-PRINTABLE:Company =XY Incorporated;Unit
        URL;ENCODING=QUOTED-PRINTABLE:https://example.org/a/long/path=G
        LABEL;HOME;ENCODING=QUOTED-PRINTABLE:12 Long Street=0D=0ASpringfield =ZZ
        BDAY:1980-02-30
        X-ABDATE:not a date at all
        PHOTO;ENCODING=BASE64;TYPE=JPEG:/9j/4AAQSkZJRg
        KIND:individual
        X-KIND:org
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:Roe;Jane;;;
        FN:Jane Roe of the long formatted name
        EMAIL;TYPE=INTERNET:jane.roe.of.the.long.name@example.org
        ADR;TYPE=HOME:;;1 Long Street Name Avenue;Springfield;IL;62704;USA
        PHOTO:iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==
        END:VCARD

        """

    @Test func aCardOfManyWarningsReportsThemAll() throws {
        var bytes = Array(Self.warnings.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        // Bytes that are not UTF-8 in a value that declares no charset.
        bytes += Array("BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Stra".utf8) + [0xDF] + Array("e und lange Namen\r\n".utf8)
        bytes += Array("EMAIL:m".utf8) + [0xFC] + Array("ller.with.a.long.name@example.org\r\nEND:VCARD\r\n".utf8)
        let (full, checked, diagnostics) = try Self.readBoth(bytes, "warnings")
        #expect(full.count == 3 && checked.count == 3)
        let codes = Set(diagnostics.map(\.code))
        for code: Diagnostic.Code in [.invalidQuotedPrintable, .unknownCharset, .invalidDate, .repeatedProperty] {
            #expect(codes.contains(code), "\(code)")
        }
        #expect(diagnostics.count >= 10)
        #expect(full[1].emailAddresses.first?.value == "jane.roe.of.the.long.name@example.org")
        // Phone numbers, e-mail and postal addresses and URLs are not kept at all (their
        // lines are, in the positions `readBoth` compares).
        #expect(full[1].emailAddresses.count == 1 && checked[1].emailAddresses.isEmpty)
        #expect(full[0].postalAddresses.count == 2 && checked[0].postalAddresses.isEmpty)
        #expect(full[1].postalAddresses.first?.value.street == "1 Long Street Name Avenue")
    }

    /// A 2.1/3.0 `LABEL` goes to an address without a formatted label, else it is kept as an
    /// extension (its text decoded again, reporting again): when checking only, no address
    /// is kept, but as many `LABEL`s find one, and the others report as in a full read.
    @Test func labelPropertiesFindAddressesAlike() throws {
        let text = """
            BEGIN:VCARD
            VERSION:3.0
            FN:Jane Roe
            ADR;TYPE=HOME;LABEL="1 Main Street":;;1 Main Street;Town;;;
            LABEL;TYPE=WORK;ENCODING=QUOTED-PRINTABLE:One =ZZ label
            ADR;TYPE=WORK:;;2 Side Street;Town;;;
            LABEL;TYPE=HOME;ENCODING=QUOTED-PRINTABLE:Two =ZZ label
            LABEL;ENCODING=QUOTED-PRINTABLE:Three =ZZ label
            item1.ADR:;;3 Item Street;Town;;;;eighth part
            item1.X-ABADR;ENCODING=QUOTED-PRINTABLE:u=ZZs
            item1.X-APPLE-SUBLOCALITY;CHARSET=x-unknown:District
            item1.X-ABLabel;ENCODING=QUOTED-PRINTABLE:Summer =ZZ place
            END:VCARD
            BEGIN:VCARD
            VERSION:3.0
            FN:John Roe
            LABEL;ENCODING=QUOTED-PRINTABLE:No =ZZ address
            END:VCARD

            """
        let (full, checked, diagnostics) = try Self.readBoth(Array(text.utf8), "LABEL")
        #expect(full.count == 2 && checked.count == 2)
        // Two addresses take a LABEL each; the third LABEL, and the one of the card with no
        // address, are kept as extensions (and so reported twice each).
        #expect(full[0].postalAddresses.count == 3)
        #expect(full[0].postalAddresses.allSatisfy { $0.value.formattedLabel != nil })
        #expect(full[0].extensions.filter { $0.name == "LABEL" }.count == 1)
        #expect(checked[0].extensions.map(\.name) == full[0].extensions.map(\.name))
        #expect(checked[1].extensions.map(\.name) == full[1].extensions.map(\.name))
        #expect(full[1].extensions.map(\.name) == ["LABEL"])
        // The eighth part keeps the item's ADR as an extension too.
        #expect(full[0].extensions.contains { $0.name == "ADR" })
        let qp = diagnostics.filter { $0.code == .invalidQuotedPrintable }
        #expect(qp.count >= 8, "\(qp.count)")
        #expect(diagnostics.contains { $0.code == .unknownCharset })
    }

    /// Values that later checks read: the
    /// department (compared with an `X-DEPARTMENT`), `N`'s secondary surname and generation
    /// (compared with their companion properties), the parts' count (an eighth part keeps
    /// `ADR` as an extension too) and a date (kept as an extension when it is none).
    @Test func valuesLaterChecksReadAreStillRead() throws {
        let text = """
            BEGIN:VCARD
            VERSION:3.0
            N:Pérez,Gómez;Pablo;;;Jr.;Gómez;Jr.
            X-SECONDARY-SURNAME:Otherwise
            X-NAME-GENERATION:Jr.
            FN:Pablo Pérez Gómez Jr.
            X-DEPARTMENT:Customer Support Department
            ORG:Example Trading Company Limited;Sales and Marketing;East
            TEL;TYPE=CELL:tel:+1-555-0100;ext=42
            TEL;TYPE=WORK:+1 (223) 555-0108 and more
            ADR:;;A Street of a long name;City;;;Country;Eighth
            BDAY:around nineteen eighty
            EMAIL:pablo.perez.gomez@example.org
            END:VCARD

            """
        let (full, checked, _) = try Self.readBoth(Array(text.utf8), "read values")
        let fullContact = try #require(full.first)
        let checkedContact = try #require(checked.first)
        #expect(checkedContact.extensions == fullContact.extensions)
        #expect(fullContact.extensions.map(\.name).contains("X-SECONDARY-SURNAME"))
        #expect(fullContact.extensions.map(\.name).contains("X-DEPARTMENT"))
        // The generation companion says what `N` says: not kept.
        #expect(!fullContact.extensions.map(\.name).contains("X-NAME-GENERATION"))
        #expect(fullContact.extensions.map(\.name).contains("ADR"))
        #expect(checkedContact.departmentName == "Sales and Marketing;East")
        #expect(checkedContact.departmentName == fullContact.departmentName)
        #expect(checkedContact.secondaryFamilyName == fullContact.secondaryFamilyName)
        #expect(checkedContact.nameGeneration == "Jr.")
        // A `tel:` URI's text reports nothing: phone numbers are not kept when checking only
        // (their lines are, in the positions the reader compares).
        #expect(fullContact.phoneNumbers.first?.value == "+1-555-0100 ext. 42")
        #expect(fullContact.phoneNumbers.count == 2 && checkedContact.phoneNumbers.isEmpty)
        // No check reads a label: none is made (what the value's types say is still parsed).
        #expect(fullContact.phoneNumbers[1].label == .work)
        #expect(checkedContact.birthday == nil && fullContact.birthday == nil)
        // Only stored: not made.
        #expect(checkedContact.organizationName == "" && fullContact.organizationName == "Example Trading Company Limited")
        #expect(checkedContact.formattedName == "" && checkedContact.givenName == "")
        #expect(checkedContact.emailAddresses.isEmpty)
    }

    /// The fields' parameters are not gathered when checking only (no check reads them),
    /// nor a photo's media type made; what is reported is what a full read reports.
    @Test func fieldParametersAreNotGathered() throws {
        let text = """
            BEGIN:VCARD
            VERSION:3.0
            N;LANGUAGE=en:Roe;Jane;;;
            FN;LANGUAGE=en:Jane Roe
            ORG;TYPE=WORK:Example Trading Company Limited
            NOTE;LANGUAGE=en:A note
            BDAY;X-APPLE-OMIT-YEAR=1604;X-EXTRA=1:1604-03-04
            PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQEASABIAAD
            END:VCARD

            """
        let (full, checked, diagnostics) = try Self.readBoth(Array(text.utf8), "field parameters")
        let fullContact = try #require(full.first)
        let checkedContact = try #require(checked.first)
        #expect(fullContact.fieldParameters.count >= 4)
        #expect(checkedContact.fieldParameters.isEmpty)
        #expect(diagnostics.contains { $0.code == .truncatedBase64 })
        #expect(fullContact.imageBytes?.count == 20 && checkedContact.imageBytes == [])
    }

    /// When checking only, list items get no label and no parameters (no check reads them:
    /// validation looks at no contact, and the build compares labels only of dates, which
    /// keep theirs), but what making them reports is still reported: an `X-ABLabel`
    /// companion is taken as a full read takes it (so it is not kept as an extension), and
    /// one that must be decoded is decoded, for its problems.
    @Test func labelsAreNotMadeButTheirCompanionsAreChecked() throws {
        let text = """
            BEGIN:VCARD
            VERSION:3.0
            FN:Jane Roe
            item1.TEL;type=CELL;type=pref:+1 555 0100
            item1.X-ABLabel:_$!<Mobile>!$_
            item2.EMAIL;type=INTERNET;type=X-CUSTOM:jane@example.org
            item2.X-ABLabel;ENCODING=QUOTED-PRINTABLE:Lake =ZZ house
            item3.ADR;type=HOME:;;1 Main Street;Town;;;
            item3.X-ABLabel;CHARSET=x-unknown:Summer place
            item5.X-ABDATE:2001-02-03
            item5.X-ABLabel:_$!<Anniversary>!$_
            X-MS-ANNIVERSARY:2001-02-03
            item4.URL:https://example.org

            """
        // The URL's custom label in Latin-1, not UTF-8 (its `é` as one byte).
        var bytes = Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
        bytes += Array("item4.X-ABLabel:Caf".utf8) + [0xE9] + Array("\r\nEND:VCARD\r\n".utf8)
        let (full, checked, diagnostics) = try Self.readBoth(bytes, "labels")
        let fullContact = try #require(full.first)
        let checkedContact = try #require(checked.first)
        let codes = Set(diagnostics.map(\.code))
        #expect(codes.contains(.invalidQuotedPrintable) && codes.contains(.unknownCharset), "\(codes)")
        #expect(codes.contains(.charsetHint), "\(codes)")
        #expect(fullContact.phoneNumbers.first?.label == .mobile)
        #expect(fullContact.emailAddresses.first?.label?.isCustom == true)
        #expect(fullContact.emailAddresses.first?.parameters.isEmpty == false)
        #expect(fullContact.postalAddresses.first?.label?.isCustom == true)
        // Phone numbers, e-mail and postal addresses and URLs are not kept at all.
        #expect(checkedContact.phoneNumbers.isEmpty && checkedContact.emailAddresses.isEmpty)
        #expect(checkedContact.urlAddresses.isEmpty && checkedContact.postalAddresses.isEmpty)
        // Companions taken alike: none is left as an extension in either.
        #expect(checkedContact.extensions == fullContact.extensions)
        #expect(!fullContact.extensions.contains { $0.name.uppercased() == "X-ABLABEL" })
        #expect(fullContact.urlAddresses.first?.label == .custom("Caf\u{E9}"))
        // Dates keep their labels: the anniversary said twice is kept once in both.
        #expect(fullContact.dates.map(\.label) == [.anniversary])
        #expect(checkedContact.dates.map(\.label) == fullContact.dates.map(\.label))
    }

    /// Parts that `making` does not name are counted, not given; escaped separators do not
    /// split.
    @Test func partsNotNamedAreCountedNotMade() {
        let value = Array(#"one;two\;still two;three;;five;six and a long part;seven;eight"#.utf8)
        func parts(making kept: UInt64) -> (count: Int, parts: [Int: String]) {
            var parts: [Int: String] = [:]
            let count = value.withUnsafeBufferPointer { bytes in
                VCardText.forEachUnescapedPart(bytes: bytes, on: UInt8(ascii: ";"), making: kept) { parts[$0] = $1 }
            }
            return (count, parts)
        }
        let all = parts(making: ~0)
        #expect(all.count == 8 && all.parts.count == 8)
        #expect(all.parts[1] == "two;still two" && all.parts[3] == "" && all.parts[5] == "six and a long part")
        let none = parts(making: 0)
        #expect(none.count == 8 && none.parts.isEmpty)
        let some = parts(making: 0b110_0010)
        #expect(some.count == 8)
        #expect(some.parts == [1: "two;still two", 5: "six and a long part", 6: "seven"])
        // The last bit stands for every part past it.
        let past = parts(making: 1 << 63 | 1)
        #expect(past.parts == [0: "one"])
        #expect(parts(making: ~1).parts.count == 7)
    }
}
