import ContactTestSupport
import Foundation
import Testing

/// `contactkit format name --length/--usage/--formality/--order sorting`: CLDR's other
/// person-name forms through the tool, on cards with every name field.
@Suite struct FormatCommandNameFormsTests {
    static let cards = FormattingCommandsTests.card(
        "UID:1", "N:Wooster;Bertram Wilberforce;Henry Robert;Mr.;Jr", "NICKNAME:Bertie")
        + FormattingCommandsTests.card("UID:2", "N:Adler;Irene;;;")
        + FormattingCommandsTests.card("UID:3", "N:;Zendaya;;;")
        + FormattingCommandsTests.card("UID:4", "N:山田;太郎;;;")

    private func run(_ arguments: [String]) throws -> ToolProcess.Result {
        let directory = try TemporaryDirectory()
        return try withExtendedLifetime(directory) {
            try ToolProcess.run(["format", "name"] + arguments, in: directory.url, input: Self.cards)
        }
    }

    @Test(arguments: [
        ([String](), ["Mr. Bertram Wilberforce Henry Robert Wooster Jr", "Irene Adler", "Zendaya", "山田太郎"]),
        (["--length", "medium"], ["Bertram Wilberforce H.R. Wooster Jr", "Irene Adler", "Zendaya", "山田太郎"]),
        (["--length", "short"], ["B.W.H.R. Wooster", "I. Adler", "Zendaya", "山田太郎"]),
        (["--formality", "informal"], ["Bertie Wooster", "Irene Adler", "Zendaya", "山田太郎"]),
        (["--length", "short", "--formality", "informal"], ["Bertie W.", "Irene A.", "Zendaya", "山田太郎"]),
        // A Han name without a language is Chinese: addressed by the surname (zh: 张 for 张安怡).
        (["--usage", "addressing"], ["Mr. Wooster", "Adler", "Zendaya", "山田"]),
        (["--usage", "addressing", "--formality", "informal"], ["Bertie", "Irene", "Zendaya", "太郎"]),
        (["--usage", "monogram"], ["BHW", "IA", "Z", "山太"]),
        (["--order", "sorting"], ["Wooster, Bertram Wilberforce Henry Robert", "Adler, Irene", "Zendaya", "山田太郎"]),
        // A Han name without a language is Chinese here; zh's short sorting form takes the
        // given name's initials, one for each ideograph (CLDR 48's zh file: `张安怡`).
        (["--order", "sorting", "--length", "short"], ["Wooster, B.W.H.R.", "Adler, I.", "Zendaya", "山田太郎"]),
        (["--order", "family-first", "--length", "medium"],
         ["Wooster Bertram Wilberforce H.R. Jr", "Adler Irene", "Zendaya", "山田太郎"]),
    ])
    func formsFollowCLDR(_ options: [String], _ expected: [String]) throws {
        let result = try run(options)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        #expect(result.standardOutput.split(separator: "\n").map(String.init) == expected)
    }

    @Test func theJapaneseFormsInJapanese() throws {
        let result = try run(["--locale", "ja", "--usage", "addressing", "--length", "short"])
        #expect(result.status == 0)
        #expect(result.standardOutput.split(separator: "\n").last == "山田")
    }

    @Test(arguments: [
        (["--length", "tiny"], "unknown length 'tiny'"),
        (["--usage", "shouting"], "unknown usage 'shouting'"),
        (["--formality", "casual"], "unknown formality 'casual'"),
        (["--order", "sorting", "--usage", "monogram"], "--order sorting has only the referring usage"),
        (["--style", "initials", "--length", "short"], "apply to --style display or full"),
    ])
    func badValuesAreUsageErrors(_ options: [String], _ message: String) throws {
        let result = try run(options)
        #expect(result.status == 64)
        #expect(result.standardError.contains(message))
    }

    @Test func helpNamesTheOptions() throws {
        let directory = try TemporaryDirectory()
        let result = try withExtendedLifetime(directory) {
            try ToolProcess.run(["format", "--help"], in: directory.url, input: "")
        }
        for option in ["--length", "--usage", "--formality", "sorting", "monogram", "addressing"] {
            #expect(result.standardOutput.contains(option))
        }
    }
}
