@testable import ContactPipeline
import Testing

@Suite struct MatchKeyTests {
    @Test(arguments: [
        ("Müller-Lüdenscheidt", "muller ludenscheidt"), ("ＭＡＲＩＥ", "marie"), ("O'Brien", "obrien"),
        ("José  García", "jose garcia"), ("Иван Петров", "ivan petrov"), ("Ελένη", "eleni"),
        ("たろう", "taro"), ("いのうえ", "inoue"), ("イノウエ", "inoue"), ("しょうた", "shota"), ("きょうこ", "kyoko"), ("ゆうこ", "yuko"),
        ("ナカムラ", "nakamura"), ("Straße", "strasse"),
    ])
    func foldsCaseWidthDiacriticsAndScripts(text: String, expected: String) {
        #expect(TextFolding.fold(text) == expected)
    }

    @Test func keepsScriptsWithoutATable() {
        #expect(TextFolding.fold("王 伟") == "王 伟")
        #expect(!TextFolding.isLatin(TextFolding.fold("王")))
    }

    @Test func phoneticKeyJoinsSpellingsOfOneName() {
        #expect(PhoneticKey.key("schmidt") == PhoneticKey.key("schmitt"))
        #expect(PhoneticKey.key("ivanov") == PhoneticKey.key("iwanow"))
        #expect(PhoneticKey.key("meyer") == PhoneticKey.key("maier"))
        #expect(PhoneticKey.key("carl") == PhoneticKey.key("karl"))
        #expect(PhoneticKey.key("smith") != PhoneticKey.key("jones"))
    }

    @Test func nicknamesMeetTheirCanonicalNames() {
        #expect(NicknameTable.canonical("bob") == "robert")
        #expect(NicknameTable.canonical("sepp") == "josef")
        #expect(NicknameTable.canonical("paco") == "francisco")
        #expect(NicknameTable.canonical("sasha") == "aleksandr")
        #expect(NicknameTable.canonicalForms(of: "sasha").contains("aleksandra"))
        #expect(NicknameTable.canonical("zebulon") == "zebulon")
    }

    @Test func looseSpellingJoinsTransliterations() {
        #expect(LooseSpelling.key("evgeniy") == LooseSpelling.key("ewgenij"))
        #expect(LooseSpelling.key("mikhaylova") == LooseSpelling.key("michajlowa"))
        #expect(LooseSpelling.key("kuznetsov") == LooseSpelling.key("kusnezow"))
        #expect(LooseSpelling.key("ivan") != LooseSpelling.key("ian"))
    }

    @Test func givenNameComparison() {
        #expect(PairScorer.compareGivenNames("bob", "robert") == .nickname)
        #expect(PairScorer.compareGivenNames("j", "john") == .initial)
        #expect(PairScorer.compareGivenNames("jhon", "john") == .typo)
        #expect(PairScorer.compareGivenNames("yuliya", "julija") == .soundsAlike)
        #expect(PairScorer.compareGivenNames("john", "mary") == .incompatible)
        #expect(PairScorer.isWithinOneEdit("anthony", "anthnoy"))
        #expect(!PairScorer.isWithinOneEdit("anthony", "antony x"))
    }

    @Test func nameSplitterHandlesCommasSuffixesAndParticles() {
        let comma = NameSplitter.split("García López, María")
        #expect(comma.family == "García López" && comma.given == "María")
        let suffix = NameSplitter.split("Smith, Jr.")
        #expect(suffix.given == "Smith" && suffix.suffix == "Jr.")
        let particles = NameSplitter.split("Ludwig van Beethoven")
        #expect(particles.given == "Ludwig" && particles.family == "van Beethoven")
    }
}
