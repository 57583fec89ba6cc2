import Foundation
import Testing

/// `show`'s labels and words in each locale (issue 18, labels): one casing rule per
/// language, nothing cut in an 80-column card, the words besides labels localized where a
/// table exists. Synthetic people only.
@Suite struct BrowsingLabelCommandsTests {
    private static func run(_ arguments: [String], input: String) throws -> ToolProcess.Result {
        let directory = try TemporaryDirectory()
        return try withExtendedLifetime(directory) { try ToolProcess.run(arguments, in: directory.url, input: input) }
    }


    @Test func noLabelIsCutInAnEightyColumnCard() throws {
        let input = BrowsingCommandsTests.card(
            "3.0", "FN:Ana Lima", "BDAY:1980-01-02",
            "item1.TEL:+1 555 0100", "item1.X-ABLabel:landline at the summer house by the lake",
            "X-ABRELATEDNAMES;TYPE=X-far- eller morförälder:Bo")
        let french = try Self.run(["show", "--locale", "fr"], input: input)
        #expect(french.standardOutput.contains("  date de naissance  "))
        #expect(!french.standardOutput.contains("…"))
        let english = try Self.run(["show"], input: input)
        #expect(english.standardOutput.contains("  landline at the summer    +1 555 0100\n  house by the lake\n"))
        for line in (french.standardOutput + english.standardOutput).split(separator: "\n") {
            #expect(FormattingCommandsTests.columns(line) <= 80, "\(line)")
        }
    }

    /// Every predefined relation label, the fax and pager labels and long values, in each
    /// of the 20 locales: no line over 80 columns, nothing cut with `…` (long labels wrap).
    @Test(arguments: ["en", "es", "fr", "de", "it", "pt", "nl", "sv", "ja", "zh-Hans", "zh-Hant", "ko",
                      "ru", "ar", "hi", "tr", "pl", "th", "hu", "vi"])
    func noLabelIsCutInAnyLocale(_ locale: String) throws {
        let relations = ["father", "mother", "parent", "brother", "sister", "sibling", "child", "son", "daughter",
                         "friend", "spouse", "husband", "wife", "partner", "assistant", "manager", "grandfather",
                         "grandmother", "grandparent", "grandson", "granddaughter", "grandchild", "uncle", "aunt",
                         "nephew", "niece", "cousin"]
        let lines = ["FN:Ana Lima", "BDAY:1980-01-02", "TEL;TYPE=home,fax:+1 555 0100",
                     "TEL;TYPE=work,fax:+1 555 0101", "TEL;TYPE=pager:+1 555 0102", "NOTE:" + String(repeating: "word ", count: 30),
                     "X-SOCIALPROFILE;TYPE=sinaweibo:https://weibo.example/x"]
            + relations.map { "RELATED;TYPE=\($0):Some Relative Name That Is Rather Long Indeed" }
        let output = try Self.run(["show", "--locale", locale], input: BrowsingCommandsTests.card("4.0", lines)).standardOutput
        #expect(!output.contains("…"))
        for line in output.split(separator: "\n") {
            #expect(FormattingCommandsTests.columns(line) <= 80, "\(line)")
        }
        #expect(output.split(separator: "\n").count >= relations.count + 6)
    }

    /// Besides labels, the words `show` prints are in the locale's language where a table
    /// exists (the unknown-members line, the calendar of a second birthday, quotation marks
    /// around the nickname), and services keep their brand's casing beside German's
    /// capitalized labels; Finnish has no label column: English labels, localized dates.
    @Test func showsOtherWordsAreLocalizedToo() throws {
        let input = BrowsingCommandsTests.card("3.0", "FN:Lea Vang", "NICKNAME:Lele", "X-ALTBDAY;CALSCALE=chinese:19800412",
                              "X-SOCIALPROFILE;TYPE=mastodon;X-USER=leavang:https://social.example/@leavang",
                              "IMPP;X-SERVICE-TYPE=skype;TYPE=HOME:skype:lea.vang", "BDAY:1990-03-04")
            + BrowsingCommandsTests.card("4.0", "KIND:group", "FN:Book Club", "MEMBER:urn:uuid:0000-gone")
        let german = try Self.run(["show", "--locale", "de"], input: input).standardOutput
        #expect(german.contains("\n„Lele“\n"))
        #expect(german.contains("  Mastodon    leavang\n"))
        #expect(german.contains("  Privat      lea.vang (Skype)\n"))
        #expect(german.contains("  Geburtstag  1980-04-12 (Chinesischer Kalender)\n"))
        #expect(german.contains("  Mitglieder  urn:uuid:0000-gone\n              (1 von 1 nicht in der Eingabe)\n"))
        let japanese = try Self.run(["show", "--locale", "ja"], input: input).standardOutput
        #expect(japanese.contains("\n「Lele」\n") && japanese.contains("(1件中1件は入力にありません)"))
        let hungarian = try Self.run(["show", "--locale", "hu"], input: input).standardOutput
        #expect(hungarian.contains("  születésnap  1990. március 4.\n"))
        #expect(hungarian.contains("(1 tagból 1 nincs a bemenetben)"))
        let finnish = try Self.run(["show", "--locale", "fi"], input: input).standardOutput
        #expect(finnish.contains("  birthday  4. maaliskuuta 1990\n"))
        #expect(finnish.contains("(1 of 1 not in the input)"))
    }

    @Test func labelsFollowOneCasingRulePerLanguage() throws {
        let input = BrowsingCommandsTests.card("3.0", "FN:Ana Lima", "TEL;TYPE=HOME:+1 555 0100", "item1.TEL:+1 555 0101",
                              "item1.X-ABLabel:_$!<HomeFAX>!$_", "BDAY:1980-01-02")
        #expect(try Self.run(["show"], input: input).standardOutput.contains("  home fax  +1 555 0101\n  birthday  January 2, 1980"))
        #expect(try Self.run(["show", "--locale", "de"], input: input).standardOutput.contains("  Fax privat  +1 555 0101\n  Geburtstag"))
    }
}
