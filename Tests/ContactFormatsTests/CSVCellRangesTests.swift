@testable import ContactFormats
import ContactModel
import Testing

/// The parts of a UTF-8 row's entries stay where they are in the row until the entries are
/// built (their strings made then, once); a Windows-1252 row's cells are decoded to strings
/// one by one and kept as strings. The same text read both ways gives the same contacts and
/// diagnostics: addresses (several street lines, a formatted label with line breaks),
/// values split at ` ::: `, instant messaging and social profiles with services, custom
/// fields, dates, guarded cells (kept as strings on the bytes path too), Outlook's `SMTP`
/// e-mail type compared as bytes, and Google's system groups.
@Suite struct CSVCellRangesTests {
    private struct Reading: Equatable {
        var contacts: [Contact] = []
        var diagnostics: [String] = []
    }

    private func read(_ bytes: [UInt8], layout: CSVLayout, encoding: CSVEncoding? = nil) throws -> Reading {
        var reader = CSVReader(input: MemoryInput(bytes), options: CSVReader.Options(layout: layout, encoding: encoding))
        var reading = Reading()
        while let contact = try reader.next() {
            reading.contacts.append(contact)
            reading.diagnostics += reader.diagnostics.map { "\($0.line ?? 0) \($0.code) \($0.message)" }
        }
        reading.diagnostics += reader.diagnostics.map { "\($0.line ?? 0) \($0.code) \($0.message)" }
        return reading
    }

    /// `text` (ASCII and Latin-1 only) read as UTF-8, and as Windows-1252 bytes; both
    /// readings, and the UTF-8 one.
    @discardableResult
    private func expectSameReadings(_ text: String, layout: CSVLayout) throws -> Reading {
        let utf8 = try read(Array(text.utf8), layout: layout, encoding: .utf8)
        let latin1 = text.unicodeScalars.map { scalar -> UInt8 in
            precondition(scalar.value < 0x80 || (0xA0...0xFF).contains(scalar.value))
            return UInt8(scalar.value)
        }
        let windows1252 = try read(latin1, layout: layout, encoding: .windows1252)
        #expect(utf8 == windows1252, "\(text.debugDescription)")
        #expect(!utf8.contacts.isEmpty)
        return utf8
    }

    static let googleHeader =
        "First Name,Labels,Address 1 - Label,Address 1 - Formatted,Address 1 - Street,Address 1 - City,"
        + "Address 1 - PO Box,Address 1 - Region,Address 1 - Postal Code,Address 1 - Country,"
        + "Address 1 - Extended Address,Phone 1 - Label,Phone 1 - Value,IM 1 - Label,IM 1 - Service,"
        + "IM 1 - Value,Social Profile 1 - Label,Social Profile 1 - Service,Social Profile 1 - Value,"
        + "Event 1 - Label,Event 1 - Value,Custom Field 1 - Label,Custom Field 1 - Value,E-mail 1 - Value\n"

    static let googleRows: [String] = [
        // A whole address, its formatted label quoted with line breaks and doubled quotes.
        "Ann,* myContacts,Home,\"1 Main St\nParis\n\"\"Old\"\" France\",1 Main St,Paris,BP 7,IdF,75001,France,Apt 2,"
            + "Mobile,+1 555 0100,Work,Skype,ann.s,Profile,Twitter,@ann,Anniversary,2001-02-03,Shoe,42,a@x.org\n",
        // Parts only here and there; values with ` ::: `; Latin-1; a date that is not one.
        "Bé,* starred ::: Café,,,,Nîmes,,,,,,,+1 ::: +2 ::: ,,,é@x ::: f@x,,,http://x.org/b,,not a date,,,\n",
        // Guarded parts (kept as strings on both paths), a quoted delimiter, empty quoted cells.
        "Cy,'=X ::: * myContacts,'=Work,'=SUM(1),\"'-1, Rue\",'+City,\"\",\"\",'@1,,,'=Home,'=1 ::: 2,,,'=u,"
            + ",,'=http://x,,,'=A,'=B,'=c@x ::: d@x\n",
        // Only a label, only a service, only a custom label; a system group near-miss.
        "Di,* myContactz ::: * My Contacts,Work,,,,,,,,,Mobile,,Home,Skype,,,GitHub,,Birthday,,Hat,,\n",
        // Every part of the address empty but the country; the formatted label alone after it.
        "Ed,*,,,,,,,,Deutschland,,,,,,,,,,,,,,\nFa,,,\"Only\r\nformatted\",,,,,,,,,,,,,,,,,,,,\n",
    ]

    @Test func googleEntriesReadFromTheRowAsFromStrings() throws {
        try expectSameReadings(CSVCellRangesTests.googleHeader + CSVCellRangesTests.googleRows.joined(), layout: .google)
        for row in CSVCellRangesTests.googleRows {
            try expectSameReadings(CSVCellRangesTests.googleHeader + row, layout: .google)
        }
        let reading = try read(Array((CSVCellRangesTests.googleHeader + CSVCellRangesTests.googleRows[0]).utf8), layout: .google)
        let address = try #require(reading.contacts.first?.postalAddresses.first?.value)
        #expect(address.formattedLabel == "1 Main St\nParis\n\"Old\" France")
        #expect(address.street == "1 Main St" && address.postOfficeBox == "BP 7" && address.extendedAddress == "Apt 2")
    }

    static let outlookHeader =
        "\"First Name\",\"Home Street\",\"Home Street 2\",\"Home Street 3\",\"Home City\",\"Home State\","
        + "\"Home Postal Code\",\"Home Country/Region\",\"Home Address PO Box\",\"E-mail Address\",\"E-mail Type\","
        + "\"E-mail Display Name\",\"E-mail 2 Address\",\"E-mail 2 Type\",\"Web Page\",\"Anniversary\",\"Categories\"\r\n"

    static let outlookRows: [String] = [
        "\"Ann\",\"1 Main St\",\"Floor 2\",\"Door 3\",\"Paris\",\"IdF\",\"75001\",\"France\",\"BP 7\",\"a@x.org\",\"SMTP\","
            + "\"Ann (a@x.org)\",\"b@x.org\",\"EX\",\"http://x.org\",\"2/3/2001\",\"School;Work\"\r\n",
        // Street lines with gaps, `SMTP` near-misses, a guarded street, Latin-1.
        "\"Bé\",\"\",\"Étage 2\",\"\",\"Nîmes\",\"\",\"\",\"\",\"\",\"b@x.org\",\"smtp\",\"\",\"c@x.org\",\"SMTP \",\"\",\"0/0/00\",\"\"\r\n",
        "\"Cy\",\"'=1 Rue\",\"\",\"3\",\"\",\"\",\"\",\"\",\"\",\"c@x.org\",\"SMT\",\"\",\"d@x.org\",\"SMTPS\",\"\",\"13/45/2001\",\"'=X\"\r\n",
        "\"Di\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"SMTP\",\"Di\",\"\",\"'SMTP\",\"\",\"\",\"\"\r\n",
    ]

    @Test func outlookEntriesReadFromTheRowAsFromStrings() throws {
        let all = try expectSameReadings(
            CSVCellRangesTests.outlookHeader + CSVCellRangesTests.outlookRows.joined(), layout: .outlook)
        for row in CSVCellRangesTests.outlookRows {
            try expectSameReadings(CSVCellRangesTests.outlookHeader + row, layout: .outlook)
        }
        #expect(all.contacts[0].postalAddresses.first?.value.street == "1 Main St\nFloor 2\nDoor 3")
        // `SMTP` says nothing; any other type is kept as the e-mail's parameter.
        #expect(all.contacts[0].emailAddresses[0].parameters == [Parameter("X-OUTLOOK-DISPLAY-NAME", "Ann (a@x.org)")])
        #expect(all.contacts[0].emailAddresses[1].parameters == [Parameter("X-OUTLOOK-TYPE", "EX")])
        #expect(all.contacts[1].emailAddresses[0].parameters == [Parameter("X-OUTLOOK-TYPE", "smtp")])
    }

    /// Rows read the fast way (UTF-8) and the careful way (a row with a byte that is not
    /// UTF-8, read as Windows-1252) in one file, in turn: what a row leaves in the builder's
    /// cells (row positions or strings) is never read for the next.
    @Test func rowsOfBothWaysInOneFileReadAsEachAlone() throws {
        for (header, rows, layout) in [
            (CSVCellRangesTests.googleHeader, CSVCellRangesTests.googleRows, CSVLayout.google),
            (CSVCellRangesTests.outlookHeader, CSVCellRangesTests.outlookRows, .outlook),
        ] {
            // Every other row as Windows-1252 bytes (each has a non-ASCII letter or not).
            var mixed = Array(header.utf8)
            var expected: [Contact] = []
            for (index, row) in (rows + rows).enumerated() {
                let bytes = index % 2 == 0 ? Array(row.utf8) : row.unicodeScalars.map { UInt8($0.value) }
                mixed += bytes
                expected += try read(Array(header.utf8) + bytes, layout: layout, encoding: .utf8).contacts
            }
            // UTF-8 given: a row that is not is read as Windows-1252 by itself.
            let together = try read(mixed, layout: layout, encoding: .utf8).contacts
            #expect(together == expected)
            #expect(together.count == expected.count && !together.isEmpty)
        }
    }

    @Test func myContactsIsFoundByItsBytesOnly() {
        for (text, expected) in [
            ("* myContacts", true), ("* myContactz", false), ("* mycontacts", false), ("* myContacts ", false),
            ("* My Contacts", false), ("*  myContacts", false), ("", false), ("* myContact", false),
        ] {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer { CSVContactBuilder.isMyContacts($0) } == expected, "\(text)")
        }
    }

    /// What building an entry reads of the plan instead of the entry (its list, the size of
    /// its list, whether it is numbered, its fixed label) is what the entry says, for every
    /// layout's header here and an Outlook header with custom-labeled social profiles.
    @Test func entryFactsAreWhatTheEntriesSay() throws {
        let headers: [(String, CSVLayout)] = [
            (CSVCellRangesTests.googleHeader, .google), (CSVCellRangesTests.outlookHeader, .outlook),
            ("First Name,Business Phone,Home Phone 2,Mobile Phone,Business Fax,Web Page\n", .outlook),
            ("givenName,phoneNumbers.1.value,phoneNumbers.1.label,socialProfiles.1.value\n", .generic),
        ]
        for (header, layout) in headers {
            var reader = CSVReader(input: MemoryInput(Array(header.utf8)), options: CSVReader.Options(layout: layout))
            _ = try reader.readHeader()
            let plan = reader.rowBuilder.plan
            #expect(!plan.entries.isEmpty)
            #expect(plan.entryFacts.count == plan.entries.count && plan.fixedLabels.count == plan.entries.count)
            for (number, entry) in plan.entries.enumerated() {
                let facts = plan.entryFacts[number]
                #expect(facts.list == entry.list && facts.listSize == entry.listSize)
                switch entry.slot {
                case .numbered:
                    #expect(facts.isNumbered && plan.fixedLabels[number] == nil)
                case .labeled(let label, _):
                    #expect(!facts.isNumbered && plan.fixedLabels[number] == label)
                }
            }
        }
    }

    /// Outlook's empty markers (`0/0/00`, `Normal`, `False`, `Unspecified`) compared as words
    /// on the UTF-8 path, as strings on the Windows-1252 path: the markers, near misses at
    /// their first, middle and last byte, shorter and longer cells, Latin-1 look-alikes; and
    /// a row filling more phone columns than the four a list is first given room for.
    @Test func outlookEmptyMarkersAndManyPhonesReadAsFromStrings() throws {
        let header =
            "\"First Name\",\"Anniversary\",\"Gender\",\"Priority\",\"Private\",\"Sensitivity\",\"Business Phone\","
            + "\"Business Phone 2\",\"Home Phone\",\"Home Phone 2\",\"Mobile Phone\",\"Other Phone\",\"Pager\",\"Car Phone\"\r\n"
        let cells = [
            ("0/0/00", "Unspecified", "Normal", "False", "Normal"), ("0/0/01", "Unspecifiex", "normal", "Falsé", "Normal "),
            ("1/0/00", "unspecified", "Norm", "Fals", "NormalNormal"), ("0/1/00", "Unspecif", "Nörmal", "FALSE", "Privaté"),
            ("0/0/0", "Unspecified ", "Normal", "F", "ormal"), ("00/0/00", "Unspecifiedd", "Normål", "True", "Normal"),
        ]
        var text = header
        for (index, cell) in cells.enumerated() {
            let phones = (0..<8).map { index % 2 == 0 || $0 < 2 ? "\"+1 555 01\(index)\($0)\"" : "\"\"" }
            text += "\"P\(index)\",\"\(cell.0)\",\"\(cell.1)\",\"\(cell.2)\",\"\(cell.3)\",\"\(cell.4)\","
                + phones.joined(separator: ",") + "\r\n"
        }
        let reading = try expectSameReadings(text, layout: .outlook)
        #expect(reading.contacts.count == cells.count)
        #expect(reading.contacts[0].phoneNumbers.count == 8 && reading.contacts[1].phoneNumbers.count == 2)
        #expect(reading.contacts[0].phoneNumbers.map(\.value) == (0..<8).map { "+1 555 010\($0)" })
    }

    /// The words an empty marker is compared by say what ``CSVRowPlan/Column/isEmptyValue(_:rowIsASCII:)``
    /// says whenever they say anything: markers of 1 to 17 bytes, ASCII and not, against
    /// cells of the same bytes, one byte changed at each position, one byte fewer or more,
    /// and canonically equivalent spellings.
    @Test func emptyMarkerWordsSayWhatTheColumnSays() {
        let markers = ["N", "abc", "Norm", "False", "0/0/00", "Unspecified", "abcdefgh", "sixteen-bytes-xx", "seventeen-bytes-x", "Ét", "Énorme", "e\u{301}tat"]
        for marker in markers {
            let bytes = Array(marker.utf8)
            let column = CSVRowPlan.Column(
                action: .ignored, emptyValue: marker, header: "x", emptyValueBytes: bytes,
                emptyValueIsASCII: bytes.allSatisfy { $0 < 0x80 })
            let words = CSVRowPlan.EmptyMarker(bytes, isASCII: column.emptyValueIsASCII)
            var cells: [[UInt8]] = [bytes, Array(bytes.dropLast()), bytes + [0x41], Array("\u{C9}tat".utf8), Array("e\u{301}tat".utf8)]
            for position in bytes.indices {
                var changed = bytes
                changed[position] ^= 0x01
                cells.append(changed)
            }
            for cell in cells where !cell.isEmpty {
                for rowIsASCII in [false, true] where !rowIsASCII || cell.allSatisfy({ $0 < 0x80 }) {
                    let expected = cell.withUnsafeBufferPointer { column.isEmptyValue($0, rowIsASCII: rowIsASCII) }
                    let found = cell.withUnsafeBufferPointer { words.matches($0, rowIsASCII: rowIsASCII) }
                    #expect(found == nil || found == expected, "\(marker) \(cell) \(rowIsASCII)")
                }
            }
        }
    }

    /// Rows of up to 140 fields, filled here and there (past the header: kept as extensions),
    /// read as UTF-8 (from the row's bytes) as read as Windows-1252 (as strings).
    @Test func wideRowsReadAsFromStrings() throws {
        for width in [63, 64, 65, 127, 128, 129, 140] {
            var text = "First Name,Last Name,Notes\n"
            for row in 0..<4 {
                let fields = (0..<width).map { index in
                    index % (row + 3) == 0 || index == width - 1 ? (index % 2 == 0 ? "f\(index)" : "\"é\(index), x\"") : ""
                }
                text += fields.joined(separator: ",") + "\n"
            }
            try expectSameReadings(text, layout: .google)
        }
    }
}
