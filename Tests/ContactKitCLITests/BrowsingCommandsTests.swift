import Foundation
import Testing

/// `list`, `show` and `--search` the way Apple's Contacts shows a book (issue 18, browsing):
/// groups apart from people, every field of the card, search by any field, Chinese section
/// letters (labels: `BrowsingLabelCommandsTests`). Synthetic people only.
@Suite struct BrowsingCommandsTests {
    static func card(_ version: String = "3.0", _ lines: String...) -> String {
        card(version, lines)
    }

    static func card(_ version: String, _ lines: [String]) -> String {
        (["BEGIN:VCARD", "VERSION:" + version] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n"
    }

    private func run(_ arguments: [String], input: String, in directory: TemporaryDirectory? = nil) throws -> ToolProcess.Result {
        let directory = try directory ?? TemporaryDirectory()
        return try withExtendedLifetime(directory) {
            try ToolProcess.run(arguments, in: directory.url, input: input)
        }
    }

    private static func entries(_ output: String) -> [String] {
        output.split(separator: "\n").filter { $0.hasPrefix("  ") }
            .map { $0.dropFirst(2).components(separatedBy: "  ")[0] }
    }

    private static func headings(_ output: String) -> [String] {
        output.split(separator: "\n").filter { !$0.hasPrefix(" ") }.map(String.init)
    }

    // MARK: 1. Groups

    static let book =
        card("4.0", "UID:urn:uuid:0000-aaaa", "FN:Mira Holm", "N:Holm;Mira;;;", "TEL:+1 555 0100")
        + card("4.0", "UID:urn:uuid:0000-bbbb", "FN:Otto Lind", "N:Lind;Otto;;;")
        + card("4.0", "KIND:group", "UID:urn:uuid:9999-g1", "FN:Book Club",
               "MEMBER:urn:uuid:0000-AAAA", "MEMBER:urn:uuid:0000-bbbb", "MEMBER:urn:uuid:0000-gone")
        + card("3.0", "UID:9999-g2", "FN:Climbing", "N:Climbing;;;;", "X-ADDRESSBOOKSERVER-KIND:group",
               "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:0000-bbbb")
        + card("4.0", "UID:urn:uuid:0000-cccc", "FN:Ada Berg", "N:Berg;Ada;;;")

    @Test func listShowsGroupsApartFromPeople() throws {
        let result = try run(["list"], input: Self.book)
        #expect(result.status == 0)
        #expect(Self.headings(result.standardOutput) == ["B", "H", "L", "groups"])
        #expect(Self.entries(result.standardOutput) == ["Ada Berg", "Mira Holm", "Otto Lind", "Book Club", "Climbing"])
        #expect(result.standardOutput.contains { _ in true })
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("  Book Club") && $0.hasSuffix("members: 3") })
        #expect(lines.contains { $0.hasPrefix("  Climbing") && $0.hasSuffix("members: 1") })
        let german = try run(["list", "--locale", "de"], input: Self.book)
        #expect(Self.headings(german.standardOutput).last == "Gruppen")
        #expect(german.standardOutput.contains("Mitglieder: 3"))
    }

    @Test func showListsAGroupsMembersByNameAndCountsTheUnknown() throws {
        let result = try run(["show"], input: Self.book)
        #expect(result.status == 0)
        let cards = result.standardOutput.components(separatedBy: "\n\n")
        #expect(cards.map { $0.split(separator: "\n")[0] } == ["Mira Holm", "Otto Lind", "Ada Berg", "Book Club", "Climbing"])
        #expect(cards[3] == """
            Book Club
              members  Mira Holm
                       Otto Lind
                       urn:uuid:0000-gone
                       (1 of 3 not in the input)
            """)
        #expect(cards[4] == "Climbing\n  members  Otto Lind\n")
    }

    @Test func aGroupFoundBySearchStillNamesItsMembers() throws {
        let result = try run(["show", "--search", "club"], input: Self.book)
        #expect(result.standardOutput.hasPrefix("Book Club\n  members  Mira Holm\n"))
    }

    // MARK: 2. Every field of the card, and the photo

    /// A 3 × 2 PNG (signature and IHDR; the image data does not matter for the summary).
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        + Array("IHDR".utf8) + [0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0] + [0x12, 0x34, 0x56, 0x78]
    /// A JPEG whose first frame header says 640 × 480, after an APP0 segment.
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
        + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        + [0xFF, 0xD9]

    static let fullCard = card(
        "3.0", "FN:Lea Vang", "N:Vang;Lea;;;", "NICKNAME:Lele", "ORG:Fjord Tools;Design", "TITLE:Lead",
        "TEL;TYPE=CELL:+47 412 55 010", "EMAIL;TYPE=WORK:lea@example.com",
        "item1.URL:https://lea.example.com", "item1.X-ABLabel:_$!<HomePage>!$_",
        "ADR;TYPE=HOME:;;Storgata 1;Oslo;;0155;Norway",
        "BDAY:1990-03-04", "item2.X-ABDATE:2015-06-20", "item2.X-ABLabel:_$!<Anniversary>!$_",
        "item3.X-ABRELATEDNAMES:Per Vang", "item3.X-ABLabel:_$!<Spouse>!$_",
        "X-SOCIALPROFILE;TYPE=mastodon;X-USER=leavang:https://social.example/@leavang",
        "IMPP;X-SERVICE-TYPE=Skype;TYPE=HOME:skype:lea.vang",
        "NOTE:Met at the fair.",
        "PHOTO;ENCODING=b;TYPE=PNG:" + Data(png).base64EncodedString())

    @Test func showPrintsEveryFieldOfApplesCard() throws {
        let result = try run(["show"], input: Self.fullCard)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        // The address formatter decides the casing of the city line; this test checks the rest.
        #expect(result.standardOutput.replacingOccurrences(of: "0155 OSLO", with: "0155 Oslo") == """
            Lea Vang
            “Lele”
            Lead, Design, Fjord Tools
              mobile       +47 412 55 010
              work         lea@example.com
              homepage     https://lea.example.com
              home         Storgata 1
                           0155 Oslo
                           Norway
              birthday     March 4, 1990
              anniversary  June 20, 2015
              spouse       Per Vang
              Mastodon     leavang
                           https://social.example/@leavang
              home         lea.vang (Skype)
              note         Met at the fair.
              photo        PNG, 3 × 2, 33 B

            """)
    }

    @Test func showGivesAJPEGsPixelSize() throws {
        let input = Self.card("3.0", "FN:Jo Ek", "PHOTO;ENCODING=b;TYPE=JPEG:" + Data(Self.jpeg).base64EncodedString())
        let result = try run(["show"], input: input)
        #expect(result.standardOutput.contains("photo  JPEG, 640 × 480, \(Self.jpeg.count) B"))
    }

    @Test func photosExtractWritesEachPhotoInsideTheDirectory() throws {
        let directory = try TemporaryDirectory()
        let input = Self.fullCard
            + Self.card("3.0", "FN:../../escape", "PHOTO;ENCODING=b;TYPE=JPEG:" + Data(Self.jpeg).base64EncodedString())
            + Self.card("3.0", "FN:Lea Vang", "PHOTO;ENCODING=b;TYPE=PNG:" + Data(Self.png).base64EncodedString())
            + Self.card("3.0", "FN:No Photo")
        let result = try run(["show", "--photos", "extract=photos"], input: input, in: directory)
        #expect(result.status == 0)
        #expect(directory.names(in: "photos") == ["Lea Vang 2.png", "Lea Vang.png", "_.._escape.jpg"])
        #expect(directory.names() == ["photos"])
        #expect(FileManager.default.contents(atPath: directory.path("photos/Lea Vang.png")) == Data(Self.png))
        #expect(FileManager.default.contents(atPath: directory.path("photos/_.._escape.jpg")) == Data(Self.jpeg))
        #expect(result.standardOutput.contains("  photo        PNG, 3 × 2, 33 B\n               photos/Lea Vang.png\n"))
    }

    @Test func photosExtractReplacesAPlantedLinkInsteadOfWritingThroughIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("outside/secret", "keep\n")
        try directory.write("photos/.keep", "")
        try FileManager.default.createSymbolicLink(
            atPath: directory.path("photos/Lea Vang.png"), withDestinationPath: "../outside/secret")
        let result = try run(["show", "--photos", "extract=photos"], input: Self.fullCard, in: directory)
        #expect(result.status == 0)
        #expect(directory.read("outside/secret") == "keep\n")
        #expect(FileManager.default.contents(atPath: directory.path("photos/Lea Vang.png")) == Data(Self.png))
    }

    @Test(arguments: ["extract", "extract=", "keep=dir", "dir"])
    func photosNeedsExtractAndADirectory(_ value: String) throws {
        let result = try run(["show", "--photos", value], input: Self.fullCard)
        #expect(result.status == 64)
        #expect(result.standardError.contains("for --photos (expected extract=DIR)"))
    }

    // MARK: 3. Search by any field

    static let searchBook =
        card("3.0", "FN:Søren Sørensen", "N:Sørensen;Søren;;;", "TEL;TYPE=WORK:(555) 555-0130",
             "ADR;TYPE=WORK:;;7 Harbor Road;Port Glenn;ME;04101;USA")
        + card("3.0", "FN:Jörg Straße", "N:Straße;Jörg;;;", "ORG:Æble Bakery", "TEL:+44 20 7946 0018",
               "ADR:;;Hauptstraße 5;Köln;;50667;Germany")
        + card("3.0", "FN:Zoë Ødegaard", "N:Ødegaard;Zoë;;;", "TEL:+47 412 55 010", "NOTE:cousin of Søren",
               "X-SOCIALPROFILE;TYPE=twitter:https://x.example/zoe_o")

    @Test(arguments: [
        ("sorensen", ["Søren Sørensen"]), ("SØREN", ["Søren Sørensen", "Zoë Ødegaard"]),
        ("+1 555 555 0130", ["Søren Sørensen"]), ("555-555-0130", ["Søren Sørensen"]),
        ("5550130", ["Søren Sørensen"]), ("020 7946 0018", ["Jörg Straße"]),
        ("+47 41255010", ["Zoë Ødegaard"]), ("041 255 010", ["Zoë Ødegaard"]), ("+44 41 255 010", []), ("strasse", ["Jörg Straße"]), ("aeble", ["Jörg Straße"]),
        ("bakery", ["Jörg Straße"]), ("port glenn", ["Søren Sørensen"]), ("04101", ["Søren Sørensen"]),
        ("koln", ["Jörg Straße"]), ("hauptstrasse", ["Jörg Straße"]), ("germany", ["Jörg Straße"]),
        ("odegaard", ["Zoë Ødegaard"]), ("zoe_o", ["Zoë Ødegaard"]), ("+1 555 555 0199", []),
        ("harbour", []),
    ])
    func searchFindsContactsByAnyFieldAPersonTypes(_ text: String, _ expected: [String]) throws {
        let list = try run(["list", "--search", text], input: Self.searchBook)
        #expect(list.status == (expected.isEmpty ? 1 : 0))  // no match: 1, as grep (issue 35)
        #expect(Set(Self.entries(list.standardOutput)) == Set(expected))
        let show = try run(["show", "--search", text], input: Self.searchBook)
        let shown = show.standardOutput.components(separatedBy: "\n\n").filter { !$0.isEmpty }.map { $0.split(separator: "\n")[0] }
        #expect(Set(shown.map(String.init)) == Set(expected))
    }

    /// Chinese written in either script finds the other: a person in Beijing types `陈大文`
    /// for a Hong Kong contact `陳大文`, and `張` finds `张伟`.
    @Test(arguments: [("陈大文", ["陳大文"]), ("陳", ["陳大文"]), ("張", ["张伟"]), ("张伟", ["张伟"]),
                      ("大", ["陳大文"]), ("山田", [])])
    func searchFindsChineseInEitherScript(_ text: String, _ expected: [String]) throws {
        let input = Self.card("3.0", "FN:陳大文", "N:陳;大文;;;") + Self.card("3.0", "FN:张伟")
            + Self.card("3.0", "FN:Anna Lee")
        let result = try run(["list", "--search", text], input: input)
        #expect(Self.entries(result.standardOutput) == expected)
    }

    /// Latin letters find a Han name by its pinyin, as a phone's contacts do: `zhang`,
    /// `zhang wei` and `zhangwei` find `张伟` (and the Latin `Anna Zhang`), `chen da` finds
    /// `陳大文`, `beijing` its organization; letters out of syllable order find nothing.
    @Test(arguments: [("zhang", ["张伟", "Anna Zhang"]), ("Zhang Wei", ["张伟"]), ("zhangwei", ["张伟"]),
                      ("chen da", ["陳大文"]), ("beijing", ["陳大文"]), ("weizhang", []), ("x", [])])
    func searchFindsHanNamesByTheirPinyin(_ text: String, _ expected: [String]) throws {
        let input = Self.card("3.0", "FN:陳大文", "N:陳;大文;;;", "ORG:北京银行") + Self.card("3.0", "FN:张伟")
            + Self.card("3.0", "FN:Anna Zhang", "N:Zhang;Anna;;;")
        let result = try run(["list", "--search", text], input: input)
        #expect(Set(Self.entries(result.standardOutput)) == Set(expected))
    }

    /// The initials of a Han name's syllables find it too, as a phone's contacts do: `zw`
    /// finds `张伟`, `cdw` and `dw` find `陳大文` (and `bjy` its organization, 北京银行); initials out of order, or of a Latin name,
    /// find nothing (`wz`, `az` for `Anna Zhang`).
    @Test(arguments: [("zw", ["张伟"]), ("ZW", ["张伟"]), ("cdw", ["陳大文"]), ("dw", ["陳大文"]),
                      ("bjy", ["陳大文"]), ("wz", []), ("az", [])])
    func searchFindsHanNamesByTheirPinyinInitials(_ text: String, _ expected: [String]) throws {
        let input = Self.card("3.0", "FN:陳大文", "N:陳;大文;;;", "ORG:北京银行") + Self.card("3.0", "FN:张伟")
            + Self.card("3.0", "FN:Anna Zhang", "N:Zhang;Anna;;;")
        let result = try run(["list", "--search", text], input: input)
        #expect(Set(Self.entries(result.standardOutput)) == Set(expected))
    }

    // MARK: 4. Section letters for Han names

    static let chineseBook =
        card("3.0", "N:王;芳;;;")
        + card("3.0", "FN:张伟")
        + card("3.0", "ORG:北京小米科技", "X-ABShowAs:COMPANY")
        + card("3.0", "N:Li;Lei;;;")
        + card("3.0", "N:李;娜;;;")
        + card("3.0", "FN:Zhou Anna", "N:Zhou;Anna;;;")

    @Test func chineseSectionsArePinyinLettersForEveryHanName() throws {
        let result = try run(["list", "--locale", "zh"], input: Self.chineseBook)
        #expect(result.status == 0)
        #expect(Self.headings(result.standardOutput) == ["B", "L", "W", "Z"])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        let z = lines.firstIndex(of: "Z")!
        #expect(Self.entries(lines[z...].joined(separator: "\n")) == ["张伟", "Anna Zhou"])
    }

    /// Traditional Chinese and Korean file Han by their CLDR collation, as ICU's
    /// AlphabeticIndex does: stroke counts first (then Latin letters), Hangul initials of the
    /// reading; Japanese files Han without a reading under `#`.
    @Test(arguments: [
        ("zh-Hant", ["4劃", "5劃", "7劃", "L", "Z"], ["王芳", "北京小米科技", "张伟", "李娜", "Lei Li", "Anna Zhou"]),
        ("zh-TW", ["4劃", "5劃", "7劃", "L", "Z"], ["王芳", "北京小米科技", "张伟", "李娜", "Lei Li", "Anna Zhou"]),
        ("ko", ["ㄹ", "ㅂ", "ㅇ", "L", "Z", "#"], ["李娜", "北京小米科技", "王芳", "Lei Li", "Anna Zhou", "张伟"]),
        ("zh", ["B", "L", "W", "Z"], ["北京小米科技", "李娜", "Lei Li", "王芳", "张伟", "Anna Zhou"]),
    ])
    func hanSectionsFollowTheLocalesCollation(_ locale: String, _ headings: [String], _ names: [String]) throws {
        let result = try run(["list", "--locale", locale], input: Self.chineseBook)
        #expect(result.status == 0)
        #expect(Self.headings(result.standardOutput) == headings)
        #expect(Self.entries(result.standardOutput) == names)
    }

    /// Regression: a name starting with a letter whose capital is two letters (`ß` → `SS`,
    /// `ŉ` → `ʼN`, `ﬀ` → `FF`) made `list` trap (a Character made of two); CLDR's index files
    /// them under `S`, `Z` and `F`.
    @Test func lettersWhoseCapitalIsTwoLettersAreFiledNotFatal() throws {
        let input = Self.card("3.0", "N:ßa;Ana;;;") + Self.card("3.0", "N:ŉa;Ana;;;") + Self.card("3.0", "FN:ﬀoo")
        let result = try run(["list"], input: input)
        #expect(result.status == 0)
        #expect(Self.headings(result.standardOutput) == ["F", "S", "Z"])
    }

    @Test func japaneseFilesHanWithoutAReadingUnderTheHashAllTogether() throws {
        let result = try run(["list", "--locale", "ja"], input: Self.chineseBook)
        #expect(Self.headings(result.standardOutput) == ["L", "Z", "#"])
    }
}
