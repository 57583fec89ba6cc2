@testable import ContactFormats
import ContactModel
import Testing

/// A UTF-8 row's cells are read as bytes first (label cells looked up by their bytes, value
/// cells searched for `:` before splitting at ` ::: `, empty markers compared as bytes);
/// a Windows-1252 row's cells are decoded to strings one by one and read from the strings.
/// The same text read both ways gives the same contacts and diagnostics.
@Suite struct CSVCellBytesTests {
    private struct Reading: Equatable {
        var contacts: [Contact] = []
        var diagnostics: [String] = []
    }

    private func read(_ bytes: [UInt8], layout: CSVLayout, encoding: CSVEncoding) throws -> Reading {
        var reader = CSVReader(input: MemoryInput(bytes), options: CSVReader.Options(layout: layout, encoding: encoding))
        var reading = Reading()
        while let contact = try reader.next() {
            reading.contacts.append(contact)
            reading.diagnostics += reader.diagnostics.map { "\($0.line ?? 0) \($0.code) \($0.message)" }
        }
        reading.diagnostics += reader.diagnostics.map { "\($0.line ?? 0) \($0.code) \($0.message)" }
        return reading
    }

    /// `text` (ASCII and Latin-1 only) read as UTF-8, and as Windows-1252 bytes.
    private func expectSameReadings(_ text: String, layout: CSVLayout) throws {
        let utf8 = try read(Array(text.utf8), layout: layout, encoding: .utf8)
        let latin1 = text.unicodeScalars.map { scalar -> UInt8 in
            precondition(scalar.value < 0x80 || (0xA0...0xFF).contains(scalar.value))
            return UInt8(scalar.value)
        }
        let windows1252 = try read(latin1, layout: layout, encoding: .windows1252)
        #expect(utf8 == windows1252, "\(text.debugDescription)")
        #expect(!utf8.contacts.isEmpty)
    }

    static let googleHeader =
        "First Name,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value,"
        + "Phone 2 - Label,Phone 2 - Value,Address 1 - Label,Address 1 - Street,Address 1 - City,"
        + "Relation 1 - Label,Relation 1 - Value,Website 1 - Label,Website 1 - Value,"
        + "Custom Field 1 - Label,Custom Field 1 - Value\n"

    static let googleRows: [String] = [
        // Predefined labels, preferred ones, a relation label on a phone, spaces.
        "Ann,* myContacts ::: School,* Work,a@x.org ::: b@x.org,Mobile,+1 555 0100,Assistant,+1 555 0101,Home,Main St,Paris,Father,Bob,Profile,http://x.org,Shoe,42\n",
        "Bo,Friends,  Home ,c@x.org,* Mobile,+1 555 0102 ::: +1 555 0103 ::: ,Work Fax,+1 555 0104,* Work,1 Rue,Lyon,Mother,Eve,Blog,a:b,Hat,7 ::: 8\n",
        // Custom labels, Latin-1 ones, one past 16 bytes, a lone `*`, colons without separators.
        "Cé,x,Café,d@x.org,Téléphone de maison,12:30,*,+1 555 0105,Maison,Rue ::: Deux,Nîmes,Friend,Zoë,Home Page,http://a ::: http://b,Café,é:ü\n",
        "Dü,,Mobile,e@x.org :::: f@x.org,Café,::: +1 555 0106,Mobile,'=SUM(A1) ::: x,Work,,Köln,Custom Relationship Label Long,Al,,x ::: ,,\n",
        // Formula guards on labels and values, an empty quoted label, a label of only spaces.
        "Eß,'=X,'=Work,'@g@x.org,\"\",+1 555 0107,   ,+1 555 0108,'-HYPERLINK(x),Street,Bonn,'=Mother,Ida,'+Blog(),u,'=A,'=B\n",
        // The same label texts again (from the cache this time), and a blank row.
        "Fa,* myContacts,* Work,g@x.org,Mobile,+1,Assistant,+2,Home,S,C,Father,F,Profile,p,Shoe,1\n\n",
        "Gé,,Café,h@x.org,Téléphone de maison,+3,Maison,+4,Maison,S,C,Friend,G,Home Page,h,Café,2\n",
    ]

    @Test func googleCellsReadAsBytesAsWhenReadAsStrings() throws {
        try expectSameReadings(CSVCellBytesTests.googleHeader + CSVCellBytesTests.googleRows.joined(), layout: .google)
        for row in CSVCellBytesTests.googleRows {
            try expectSameReadings(CSVCellBytesTests.googleHeader + row, layout: .google)
        }
    }

    @Test func outlookEmptyMarkersReadAsBytesAsWhenReadAsStrings() throws {
        let text =
            "\"First Name\",\"Birthday\",\"Anniversary\",\"Sensitivity\",\"Gender\",\"Priority\",\"Private\",\"E-mail Type\",\"E-mail Address\",\"Categories\",\"Initials\"\r\n"
            + "\"Ann\",\"0/0/00\",\"0/0/00\",\"Normal\",\"Unspecified\",\"Normal\",\"False\",\"SMTP\",\"a@x.org\",\"School;Work\",\"A.\"\r\n"
            + "\"Bo\",\"0/0/0\",\"1/2/1990\",\"Normal \",\"Unspecifiee\",\"normal\",\"True\",\"EX\",\"b@x.org\",\"Éé\",\"B.\"\r\n"
            + "\"Cé\",\"8/16/1984\",\"0/0/00\",\"Nörmal\",\"Male\",\"High\",\"False\",\"SMTP\",\"\",\"\",\"'=C\"\r\n"
        try expectSameReadings(text, layout: .outlook)
    }

    @Test func entriesPastSixtyFourKeepTheirOrder() throws {
        // 70 phone entries: their values come first, then their labels (each entry is
        // started by its value, and its label column starts it again).
        let count = 70
        let header = (1...count).map { "phoneNumbers.\($0).value" } + (1...count).map { "phoneNumbers.\($0).label" }
        let values = (1...count).map { "+1 555 \(1000 + $0)" } + (1...count).map { $0 % 2 == 0 ? "work" : "home" }
        let text = header.joined(separator: ",") + "\n" + values.joined(separator: ",") + "\n"
        var reader = CSVReader(input: MemoryInput(Array(text.utf8)), options: CSVReader.Options(layout: .generic))
        let contact = try #require(try reader.next())
        #expect(contact.phoneNumbers.map(\.value) == (1...count).map { "+1 555 \(1000 + $0)" })
        #expect(contact.phoneNumbers.map(\.label) == (1...count).map { $0 % 2 == 0 ? Label.work : Label.home })
        try expectSameReadings(text, layout: .generic)
    }

    @Test func colonsAreFoundInEveryPositionOfAWord() {
        for length in 0..<20 {
            let plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
            #expect(!plain.withUnsafeBufferPointer { CSVContactBuilder.hasColon($0) })
            for position in 0..<length {
                var bytes = plain
                bytes[position] = UInt8(ascii: ":")
                #expect(bytes.withUnsafeBufferPointer { CSVContactBuilder.hasColon($0) }, "\(length) \(position)")
            }
        }
    }

    @Test func labelKeysOfBytesAreThoseOfTheirStrings() {
        for text in ["", "Mobile", "* Work", "Caf\u{E9}", "Cafe\u{301}", "0123456789abcdef", "0123456789abcdefg"] {
            let bytes = Array(text.utf8)
            #expect(bytes.withUnsafeBufferPointer { CSVLabelCache.key(of: $0) } == CSVLabelCache.key(of: text))
        }
    }
}

/// Group cells split on bytes give what they give split as strings.
@Suite struct CSVGroupBytesTests {
    @Test func groupCellsReadAsBytesAsWhenReadAsStrings() throws {
        let google =
            "First Name,Labels\n"
            + "A,* myContacts ::: School\nB,* starred\nC, Friends ::: ::: x ::: \nD,* My Contacts\n"
            + "E,Café ::: * myContacts\nF,\"\t\"\nG,'=X ::: Y\nH,a :::: b\nI,*\nJ, ::: \n"
        let outlook = "\"First Name\",\"Categories\"\r\n\"A\",\"School;Work\"\r\n\"B\",\";;\"\r\n\"C\",\" é ;x\"\r\n\"D\",\"* starred;Zoë\"\r\n"
        for (text, layout) in [(google, CSVLayout.google), (outlook, .outlook)] {
            let utf8 = try read(Array(text.utf8), layout: layout, encoding: .utf8)
            let latin1 = text.unicodeScalars.map { UInt8($0.value) }
            #expect(utf8 == (try read(latin1, layout: layout, encoding: .windows1252)))
            #expect(utf8.contains { !$0.isEmpty })
        }
    }

    private func read(_ bytes: [UInt8], layout: CSVLayout, encoding: CSVEncoding) throws -> [[String]] {
        var reader = CSVReader(input: MemoryInput(bytes), options: CSVReader.Options(layout: layout, encoding: encoding))
        var groups: [[String]] = []
        while let contact = try reader.next() { groups.append(contact.groups) }
        return groups
    }
}

/// The builder's storage kept from row to row (cells, parameters, started entries) leaves
/// nothing of one row in the next: rows read by one reader give what each gives alone.
@Suite struct CSVBuilderReuseTests {
    private func contacts(_ text: String, layout: CSVLayout) throws -> [Contact] {
        var reader = CSVReader(input: MemoryInput(Array(text.utf8)), options: CSVReader.Options(layout: layout))
        var contacts: [Contact] = []
        while let contact = try reader.next() { contacts.append(contact) }
        return contacts
    }

    @Test func rowsReadTogetherAsEachAlone() throws {
        let outlook =
            "\"First Name\",\"E-mail Address\",\"E-mail Type\",\"E-mail Display Name\",\"E-mail 2 Address\",\"Initials\",\"Home Street\",\"Home City\",\"Mobile Phone\"\r\n"
        let outlookRows = [
            "\"Ann\",\"a@x.org\",\"SMTP\",\"Ann (a@x.org)\",\"a2@x.org\",\"A.\",\"1 Main St\",\"Paris\",\"+1 555 0100\"\r\n",
            "\"Bo\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\"\r\n",
            "\"Cy\",\"c@x.org\",\"EX\",\"\",\"\",\"C.\",\"\",\"Lyon\",\"\"\r\n",
            "\"Di\",\"\",\"\",\"Di\",\"d2@x.org\",\"\",\"2 Rue\",\"\",\"+1 555 0101\"\r\n",
        ]
        let google = "First Name,Phone 1 - Label,Phone 1 - Value,Phone 2 - Label,Phone 2 - Value,E-mail 1 - Value\n"
        let googleRows = ["A,Mobile,+1 ::: +2,Work,+3,a@x.org\n", "B,,,,,\n", "C,Custom,,,+4,\n", "D,,+5,Home,,c@x.org\n"]
        for (header, rows, layout) in [(outlook, outlookRows, CSVLayout.outlook), (google, googleRows, .google)] {
            let together = try contacts(header + rows.joined(), layout: layout)
            let alone = try rows.flatMap { try contacts(header + $0, layout: layout) }
            #expect(together == alone)
            #expect(together.count == rows.count)
        }
    }
}
