@testable import ContactFormats
import ContactModel
import ContactTestSupport
import Testing

/// How a row is built by the plan worked out from its header (``CSVRowPlan``), and the
/// byte-level shortcuts building takes: each must read exactly what the general path reads.
@Suite struct CSVRowBuildingTests {
    private func read(_ text: String) throws -> (contacts: [Contact], diagnostics: [Diagnostic]) {
        try Fixtures.readCSV(Array(text.utf8))
    }

    /// Entries are built in the order their first filled column comes, not by number, and
    /// a second column for the same part of an entry replaces the first when it has a value.
    @Test func entriesFollowTheirFirstFilledColumn() throws {
        let text = """
            First Name,Phone 2 - Value,Phone 1 - Label,Phone 1 - Value,Phone 2 - Label,Phone 1 - Value
            Ann,+1 555 0102,* Work,+1 555 0100,,+1 555 0101
            Bob,,Home,+1 555 0200,Mobile,

            """
        let contacts = try read(text).contacts
        #expect(contacts.count == 2)
        #expect(contacts[0].phoneNumbers == [
            LabeledValue(label: nil, value: "+1 555 0102"),
            LabeledValue(label: .work, value: "+1 555 0101", preference: 1),
        ])
        // Phone 2 has only a label: it is started, but without a value it adds nothing.
        #expect(contacts[1].phoneNumbers == [LabeledValue(label: .home, value: "+1 555 0200")])
    }

    /// The builder's storage is kept from row to row: nothing of one row may reach the next.
    @Test func nothingCarriesOverToTheNextRow() throws {
        var options = CSVReader.Options()
        options.layout = .outlook
        let outlook = """
            First Name,E-mail Address,E-mail Type,Birthday,Home Phone
            Ann,ann@example.com,EX,4/12/1985,+1 555 0100
            Bob,,,,
            Cy,,EX,,

            """
        let (contacts, _) = try Fixtures.readCSV(Array(outlook.utf8), options: options)
        #expect(contacts[0].emailAddresses.first?.parameters == [Parameter("X-OUTLOOK-TYPE", "EX")])
        #expect(contacts[0].phoneNumbers.count == 1)
        #expect(contacts[1] == Contact(givenName: "Bob"))
        // Cy's e-mail entry is started by its type, but has no address of its own.
        #expect(contacts[2] == Contact(givenName: "Cy"))
        let thunderbird = "First Name,Birth Year,Birth Month,Birth Day,Notes\nAnn,1985,4,12,x\nBob,,,,\n"
        options.layout = .thunderbird
        let (parts, _) = try Fixtures.readCSV(Array(thunderbird.utf8), options: options)
        #expect(parts[0].birthday == PartialDate(year: 1985, month: 4, day: 12))
        #expect(parts[1] == Contact(givenName: "Bob"))
        // One scratch serves rows of two inputs (a new plan replaces the kept builder).
        var scratch = CSVRowScratch()
        for text in [outlook, thunderbird] {
            var reader = CSVReader(input: MemoryInput(Array(text.utf8)))
            while let row = try reader.nextRow() {
                let (contact, _) = reader.rowBuilder.build(row, reusing: &scratch)
                #expect(contact == reader.rowBuilder.build(row).0)
            }
        }
    }

    /// Fields past the header's width are kept as numbered extension columns.
    @Test func fieldsPastTheHeaderAreKept() throws {
        let (contacts, diagnostics) = try read("First Name,Last Name\nAnn,Lee,extra,,more\n")
        let contact = try #require(contacts.first)
        #expect(contact.extensions.map(\.name) == ["X-CSV-COLUMN-3", "X-CSV-COLUMN-5"])
        #expect(contact.extensions.map(\.value) == ["extra", "more"])
        #expect(diagnostics.map(\.code) == [.raggedRow])
    }

    /// Outlook's "no value" spellings are skipped per column; the same text elsewhere is kept.
    @Test func emptyValuesArePerColumn() throws {
        let text = "First Name,Birthday,Gender,Notes\r\nAnn,0/0/00,Unspecified,Unspecified\r\n"
        var options = CSVReader.Options()
        options.layout = .outlook
        let contact = try #require(try Fixtures.readCSV(Array(text.utf8), options: options).contacts.first)
        #expect(contact.birthday == nil)
        #expect(contact.note == "Unspecified")
        #expect(!contact.extensions.contains { $0.name == "X-CSV-GENDER" })
    }

    /// A row is checked for UTF-8 as a whole; a character split over two fields is still
    /// not UTF-8 in either field, and each is read as Windows-1252.
    @Test func characterSplitOverTwoFieldsIsNotUTF8() throws {
        let bytes = Array("First Name,Last Name\n".utf8) + [0xC3, UInt8(ascii: ","), 0xA9, 10]
            + Array("Zoë,Lee\n".utf8)
        let (contacts, diagnostics) = try Fixtures.readCSV(bytes, options: CSVReader.Options(encoding: .utf8))
        #expect(contacts.map(\.givenName) == ["\u{C3}", "Zoë"])
        #expect(contacts.map(\.familyName) == ["\u{A9}", "Lee"])
        #expect(diagnostics.map(\.code) == [.charsetFallback])
    }

    /// Rows handed to other threads hold only their own bytes: not the capacity of the
    /// longest row read before them (with a few hundred thousand rows in flight, that
    /// capacity made memory grow with the length of the file).
    @Test func keptRowsHoldOnlyTheirBytes() throws {
        var text = "First Name,Notes\n"
        text += "Long," + String(repeating: "x", count: 20_000) + "\n"
        for number in 0..<50 { text += "Ann \(number),short\n" }
        var reader = CSVReader(input: MemoryInput(Array(text.utf8)))
        var rows: [CSVRow] = []
        while let row = try reader.nextRow() { rows.append(row) }
        #expect(rows.count == 51)
        for row in rows.dropFirst() {
            #expect(row.record.bytes.capacity < 64, "line \(row.line)")
            #expect(row.record.ends.capacity < 8, "line \(row.line)")
        }
    }

    /// Label cells the layout writes are read from a table made by the general reading;
    /// every entry of it must be what the general reading says, and other text still reads.
    @Test func labelCellsReadAsTheGeneralPathReadsThem() throws {
        for layout in CSVLayout.allCases {
            let table = layout.table
            let labels = CSVRowPlan.predefinedLabels(in: table)
            #expect(!labels.isEmpty)
            for (text, cached) in labels {
                let read = CSVRowPlan.readLabel(text, table: table)
                #expect(cached.label == read.label && cached.preference == read.preference, "\(layout) '\(text)'")
            }
        }
        var reader = CSVReader(input: MemoryInput(Array("First Name,Phone 1 - Label,Phone 1 - Value\n".utf8)))
        _ = try reader.readHeader()
        let google = reader.rowBuilder.plan
        #expect(!google.labelsByCellText.isEmpty)
        for text in ["Boat", "* Boat", "*", "* ", " Home ", "home fax", "\u{A0}Home", "Schoöl", "* Home Fax"] {
            let read = CSVRowPlan.readLabel(text, table: google.table)
            let viaPlan = google.label(fromCell: text)
            #expect(viaPlan.label == read.label && viaPlan.preference == read.preference, "'\(text)'")
        }
        #expect(google.label(fromCell: "* Home Fax").label == .homeFax)
        #expect(google.label(fromCell: "* Home Fax").preference == 1)
        #expect(google.label(fromCell: "* Boat").label == .custom("Boat"))
        #expect(google.label(fromCell: "*").label == nil)
        #expect(google.label(fromCell: "*").preference == 1)
        // Layouts with fixed labels only (and the reader before its header) read no label cells.
        #expect(CSVRowPlan(layout: .outlook, encoding: .utf8, header: [], bindings: []).labelsByCellText.isEmpty)
    }

    /// A reader holds a builder without a layout's table until its header is read (no
    /// generic table made for an Outlook file), then the layout's own; the rows build the same.
    @Test func builderBeforeAndAfterTheHeader() throws {
        let text = "First Name,Last Name,Mobile Phone,E-mail Address\nAda,Quill,+1 555 0100,ada@example.com\n"
        var reader = CSVReader(input: MemoryInput(Array(text.utf8)), options: .init(layout: .outlook))
        #expect(reader.rowBuilder.plan.table.columns.isEmpty)
        #expect(reader.rowBuilder.plan.columns.isEmpty)
        _ = try reader.readHeader()
        #expect(reader.rowBuilder.plan.table.columns.count == CSVLayoutTable.outlook.columns.count)
        let contact = try #require(try reader.next())
        #expect(contact.givenName == "Ada" && contact.familyName == "Quill")
        #expect(contact.phoneNumbers.map(\.value) == ["+1 555 0100"])
        #expect(contact.phoneNumbers.first?.label == .mobile)
        #expect(contact.emailAddresses.map(\.value) == ["ada@example.com"])
    }

    /// Header and label matching folds ASCII on bytes; other text goes the Unicode way.
    /// The byte way of capitalizing gives what the Unicode way gives, ASCII or not.
    @Test func capitalizedLikeUnicode() {
        let texts = ["homeFax", "Home", "", "1st", "école", "ßtraße", "ǆemal", "ﬀoo", "x", "Ärger", "-mobile"]
        for text in texts + Label.predefined.map(\.identifier) {
            #expect(CSVLayoutTable.capitalized(text) == text.prefix(1).uppercased() + text.dropFirst(), "'\(text)'")
        }
        #expect(CSVLayoutTable.capitalized("homeFax") == "HomeFax")
    }

    @Test func normalizedNames() {
        #expect(CSVLayoutTable.normalize("E-mail 1 - Value") == "email1value")
        #expect(CSVLayoutTable.normalize("Home_Fax") == "homefax")
        #expect(CSVLayoutTable.normalize("Straße Geschäftlich") == "straßegeschäftlich")
        #expect(CSVLayoutTable.normalize("Téléphone\u{A0}Bureau") == "téléphonebureau")
        #expect(CSVLayoutTable.normalize("") == "")
    }

    /// Names folded scalar by scalar (the scalar itself unless it changes when lower-cased)
    /// are what lower-casing the whole name gives: every scalar of the first two planes and
    /// the special-casing ones, alone, after an ASCII letter and before a space; every
    /// header name of every layout; texts where context might matter (final sigma, dotted I).
    @Test func namesFoldAsLowercasingTheWholeName() {
        var texts = [
            "ΣΊΣΥΦΟΣ", "ΟΔΟΣ Σ", "İSTANBUL", "Iİıi", "STRASSE ẞ", "ǅǄǆ", "ﬀ ﬁ", "Ά-Έ_Ή\u{A0}Ί", "E\u{301}TAT",
            "Straße geschäftlich", "Téléphone (bureau)", "Pays/Région (autre)",
        ]
        for layout in CSVLayout.detectionOrder { texts += layout.table.columns.flatMap(\.names) }
        for value in Array(0x80..<0x2_0000) + Array(0xE_0000..<0xE_0080) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            texts.append(String(scalar))
            texts.append("A" + String(scalar) + " ")
        }
        let differing = texts.filter { CSVLayoutTable.normalize($0) != CSVLayoutTable.normalizeByLowercasing($0) }
        #expect(differing.isEmpty, "\(differing.prefix(20).map { $0.unicodeScalars.map(\.value) })")
    }

    /// Reading ASCII dates byte by byte gives what reading characters gives, for every
    /// text made of up to three pieces of the forms it knows (and some it must refuse).
    @Test func asciiDatesReadAsCharactersRead() {
        let pieces = [
            "1985", "04", "4", "12", "-", "--", "---", "/", " ", "T", "T10:00", "Apr", "april",
            "+1", "-1", "0", "00", "1604", "85", "49", "50", "x", "\r\n", "19850412", "99999999999999999999",
            "4/12/", "12 ", " 2021", "--04", "-12",
        ]
        var texts: [String] = []
        for first in pieces {
            for second in pieces {
                texts.append(first + second)
                for third in pieces { texts.append(first + second + third) }
            }
        }
        texts += ["1985-04-12", "--04-12", "---12", "--0412", "4/12/1985 10:00", "12 Apr 2021", "0/0/00"]
        var parsed = 0
        for text in texts {
            let trimmed = text.trimmingWhitespace()
            guard !trimmed.isEmpty else { continue }
            var bytes = trimmed
            let (viaBytes, viaCharacters) = bytes.withUTF8 { bytes in
                let form = CSVDate.Form(of: bytes)
                return (CSVDate.parse(bytes[...], as: form), CSVDate.parse(Substring(trimmed), as: form))
            }
            #expect(viaBytes == viaCharacters, "'\(text)'")
            if viaBytes != nil { parsed += 1 }
        }
        #expect(parsed > 1000)
    }

    @Test func nonASCIIDatesGoTheCharacterWay() {
        #expect(CSVDate.parse("1985-04-12Tüber") == PartialDate(year: 1985, month: 4, day: 12, time: "über"))
        #expect(CSVDate.parse("1985-04-12T\u{301}10:00") == nil)
        #expect(CSVDate.parse("\u{2003}4/12/1985\u{2003}") == PartialDate(year: 1985, month: 4, day: 12))
    }
}
