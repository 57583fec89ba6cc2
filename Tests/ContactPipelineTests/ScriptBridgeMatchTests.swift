import ContactModel
import ContactPipeline
import Testing

/// Names in Hangul, Arabic and Hebrew meet the same name in Latin letters (`김민준` and
/// `Kim Minjun`, `محمد حسن` and `Mohammed Hassan`, `דוד לוי` and `David Levi`), and a CJK
/// name written without a space in the formatted name only meets the same name with its
/// parts (`FN:山口洋介` and `N:山口;洋介`). Two names in the same script are compared as
/// written: the Latin spelling only bridges a script and Latin.
@Suite struct ScriptBridgeMatchTests {
    typealias Book = DuplicateFinderTests

    static func explained(_ contacts: [Contact]) -> [MatchEvidence] {
        var finder = DuplicateFinder()
        for contact in contacts + Book.padding { finder.add(contact) }
        _ = finder.findClusters()
        return finder.explainPair(0, 1).evidence
    }

    /// Expects a name in another script and a Latin spelling of it, sharing a mobile, to link,
    /// with the names as evidence (`finding`, positive), not the phone alone.
    static func expectLinkThroughTheNames(
        _ script: (String, String), _ latin: (String, String), phone: String, finding: String
    ) {
        let contacts = [Book.person(script.0, script.1, phone: phone), Book.person(latin.0, latin.1, phone: phone)]
        #expect(Book.clusters(contacts) == [[0, 1]], "\(script) \(latin)")
        #expect(explained(contacts).contains { $0.field == "name" && $0.finding == finding && $0.weight > 0 }, "\(latin)")
    }

    // MARK: Hangul

    @Test func hangulAndLatinWithASharedEmailLink() {
        let found = Book.clusters([
            Book.person("민준", "김", email: "minjun.kim@example.kr"),
            Book.person("Minjun", "Kim", email: "minjun.kim@example.kr"),
        ])
        #expect(found == [[0, 1]])
    }

    @Test func hangulAndCommonSpellingsWithASharedMobileLink() {
        // Lee for 이, Park for 박, Choi for 최, and a given name in hyphenated or older spelling.
        for (hangul, latin) in [(("서연", "이"), ("Seo-yeon", "Lee")), (("지훈", "박"), ("Ji-hoon", "Park")),
                                (("현우", "최"), ("Hyun-woo", "Choi")), (("성민", "정"), ("Sungmin", "Jung"))]
        {
            Self.expectLinkThroughTheNames(hangul, latin, phone: "+821012345678", finding: "same in romanization")
        }
    }

    @Test func hangulFullNameWithoutSpaceMeetsLatinOnABirthday() {
        // No contact point in common: only the romanized name brings them together.
        let birthday = PartialDate(year: 1990, month: 3, day: 9)
        let found = Book.clusters([
            Contact(formattedName: "김민준", birthday: birthday),
            Book.person("Minjun", "Kim", birthday: birthday),
        ])
        #expect(found == [[0, 1]])
    }

    @Test func twoDifferentHangulNamesOnALandlineDoNotLink() {
        let found = Book.clusters([
            Book.person("민준", "김", phone: "+8227771234", label: .home),
            Book.person("서연", "김", phone: "+8227771234", label: .home),
        ])
        #expect(found.isEmpty)
    }

    @Test func hangulAndAnotherLatinNameOnALandlineDoNotLink() {
        let found = Book.clusters([
            Book.person("민준", "김", phone: "+8227775678", label: .home),
            Book.person("Seoyeon", "Kim", phone: "+8227775678", label: .home),
        ])
        #expect(found.isEmpty)
        let evidence = Self.explained([
            Book.person("민준", "김", phone: "+8227775678", label: .home),
            Book.person("Seoyeon", "Kim", phone: "+8227775678", label: .home),
        ])
        #expect(!evidence.contains { $0.field == "name" && $0.weight > 0 })
    }

    @Test func explanationNamesTheRomanization() {
        let evidence = Self.explained([
            Book.person("민준", "김", email: "minjun.kim@example.kr"),
            Book.person("Minjun", "Kim", email: "minjun.kim@example.kr"),
        ])
        #expect(evidence.contains { $0.field == "name" && $0.finding == "same in romanization" && $0.weight > 0 })
    }

    // MARK: Arabic and Hebrew

    @Test func arabicAndLatinWithASharedPhoneLink() {
        for latin in [("Mohammed", "Hassan"), ("Muhammad", "Hasan"), ("Mohamed", "Hassan")] {
            Self.expectLinkThroughTheNames(("محمد", "حسن"), latin, phone: "+971501234567", finding: "same consonants")
        }
        Self.expectLinkThroughTheNames(("فاطمة", "الزهراء"), ("Fatimah", "Al-Zahraa"), phone: "+971507654321", finding: "same consonants")
    }

    @Test func hebrewAndLatinWithASharedPhoneLink() {
        for (hebrew, latin) in [(("דוד", "לוי"), ("David", "Levi")), (("יוסף", "כהן"), ("Yosef", "Cohen")),
                                (("שרה", "אברהם"), ("Sarah", "Avraham")), (("יצחק", "מזרחי"), ("Yitzhak", "Mizrahi"))]
        {
            Self.expectLinkThroughTheNames(hebrew, latin, phone: "+972521234567", finding: "same consonants")
        }
    }

    @Test func arabicAndADifferentLatinNameOnALandlineDoNotLink() {
        let contacts = [
            Book.person("محمد", "حسن", phone: "+97142223333", label: .home),
            Book.person("Omar", "Hassan", phone: "+97142223333", label: .home),
        ]
        #expect(Book.clusters(contacts).isEmpty)
        let evidence = Self.explained(contacts)
        #expect(evidence.contains { $0.finding == "different in consonants" })
    }

    @Test func aLatinCardWithAnInitialOnlyIsNotADifferentName() {
        // FN:H. against هدى فاروق on one mobile: an initial, not a different name.
        var initial = Contact(formattedName: "H.")
        initial.phoneNumbers = [LabeledValue(label: .mobile, value: "+201012345678")]
        let evidence = Self.explained([Book.person("هدى", "فاروق", phone: "+201012345678"), initial])
        #expect(evidence.contains { $0.finding == "one consonant off or an initial" })
        #expect(!evidence.contains { $0.finding == "different in consonants" })
    }

    @Test func consonantsWeighLessThanTheSameNameInLatin() {
        // The consonants are a key, not a claim that the names are equal: agreeing on them
        // weighs less than agreeing on the name as written.
        func nameWeight(_ first: Contact) -> Double {
            Self.explained([first, Book.person("David", "Levi", phone: "+972521112222")])
                .filter { ["name", "given-name", "family-name"].contains($0.field) }.map(\.weight).reduce(0, +)
        }
        let consonants = nameWeight(Book.person("דוד", "לוי", phone: "+972521112222"))
        let latin = nameWeight(Book.person("David", "Levi", phone: "+972521112222"))
        #expect(consonants > 0 && consonants < latin)
    }

    // MARK: CJK names without a space

    @Test func cjkFormattedNameWithoutSpaceLinksWithItsParts() {
        let birthday = PartialDate(year: 1979, month: 11, day: 2)
        var withParts = Contact(givenName: "洋介", familyName: "山口", birthday: birthday)
        withParts.phoneNumbers = [LabeledValue(label: .mobile, value: "+819012345678")]
        var joined = Contact(formattedName: "山口洋介")
        joined.phoneNumbers = [LabeledValue(label: .mobile, value: "+819012345678")]
        #expect(Book.clusters([joined, withParts]) == [[0, 1]])
        var spaced = Contact(formattedName: "山口 洋介")
        spaced.emailAddresses = [LabeledValue(value: "yosuke@example.jp")]
        var joinedByEmail = Contact(formattedName: "山口洋介")
        joinedByEmail.emailAddresses = [LabeledValue(value: "yosuke@example.jp")]
        #expect(Book.clusters([joinedByEmail, spaced]) == [[0, 1]])
    }

    @Test func cjkFormattedNameWithoutSpaceMeetsItsPartsOnABirthday() {
        let birthday = PartialDate(year: 1979, month: 11, day: 2)
        let found = Book.clusters([
            Contact(formattedName: "山口洋介", birthday: birthday),
            Contact(givenName: "洋介", familyName: "山口", birthday: birthday),
        ])
        #expect(found == [[0, 1]])
    }

    @Test func cjkFormattedNameWithoutSpaceTakesTheFamilyNameFromItsReading() {
        // FN:松本大輔 with readings and no N: the family name is the reading's (it was left
        // out, so the pair agreed on the given name only).
        let birthday = PartialDate(year: 1985, month: 6, day: 30)
        var joined = Contact(formattedName: "松本大輔", birthday: birthday)
        joined.phoneticGivenName = "だいすけ"
        joined.phoneticFamilyName = "まつもと"
        let latin = Book.person("Daisuke", "Matsumoto", birthday: birthday)
        #expect(Book.clusters([joined, latin]) == [[0, 1]])
        let evidence = Self.explained([joined, latin])
        #expect(evidence.contains { $0.field == "name" && $0.finding == "same" })
    }

    @Test func aLatinNameInOneWordMeetsHanAndHangul() {
        // `ZhangWei` typed without a space against 张伟 without a reading, `AhnJihun` against
        // 안지훈: the same name in one word, with nothing but a landline in common.
        for (script, latin) in [(("伟", "张"), "ZhangWei"), (("지훈", "안"), "AhnJihun"), (("伟", "张"), "WeiZhang")] {
            var joined = Contact(formattedName: latin)
            joined.phoneNumbers = [LabeledValue(label: .home, value: "+862088887777")]
            let evidence = Self.explained([Book.person(script.0, script.1, phone: "+862088887777", label: .home), joined])
            #expect(evidence.contains { $0.field == "name" && $0.finding.hasSuffix("written without a space") && $0.weight > 0 }, "\(latin)")
        }
    }

    @Test func cjkFormattedNamesOfTwoPeopleOnALandlineDoNotLink() {
        var first = Contact(formattedName: "山口洋介")
        first.phoneNumbers = [LabeledValue(label: .home, value: "+81312345678")]
        var second = Contact(givenName: "花子", familyName: "山口")
        second.phoneNumbers = [LabeledValue(label: .home, value: "+81312345678")]
        #expect(Book.clusters([first, second]).isEmpty)
    }
}
