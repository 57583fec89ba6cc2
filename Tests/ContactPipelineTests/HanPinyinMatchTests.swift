import ContactModel
import ContactPipeline
import Testing

/// Han names meet their pinyin spelling (`张伟` and `Wei Zhang`), while two different Han
/// names that sound the same (`张伟` and `章伟`) stay two names: Han is compared with Han as
/// written, the pinyin only with Latin.
@Suite struct HanPinyinMatchTests {
    typealias Book = DuplicateFinderTests
    static let birthday = PartialDate(year: 1988, month: 4, day: 17)

    @Test func hanAndPinyinWithASharedMobileLink() {
        let found = Book.clusters([
            Book.person("伟", "张", phone: "+8613800138000"),
            Book.person("Wei", "Zhang", phone: "+8613800138000"),
        ])
        #expect(found == [[0, 1]])
    }

    @Test func hanAndPinyinWithTheSameBirthdayMeetAndLink() {
        // No contact point in common: only the name, through its pinyin, brings them together.
        let found = Book.clusters([
            Book.person("伟", "张", birthday: Self.birthday),
            Book.person("Wei", "Zhang", birthday: Self.birthday),
        ])
        #expect(found == [[0, 1]])
    }

    @Test func hanAndPinyinWrittenFamilyFirstLinkOnABirthday() {
        let found = Book.clusters([
            Book.person("小明", "王", birthday: Self.birthday),
            Book.person("Wang", "Xiaoming", birthday: Self.birthday),
        ])
        #expect(found == [[0, 1]])
    }

    @Test func hanAndAnotherPinyinNameOnAHouseholdLandlineDoNotLink() {
        // The pinyin of 张伟 is not Li Na's name: the landline is a household's.
        let found = Book.clusters([
            Book.person("伟", "张", phone: "+862088880000", label: .home),
            Book.person("Na", "Li", phone: "+862088880000", label: .home),
        ])
        #expect(found.isEmpty)
    }

    @Test func aLatinCardWithTheHanGivenNameOnlyIsNotADifferentName() {
        // "Wei" alone against 张伟 on one landline: as "Wei" against "Wei Zhang" would.
        var finder = DuplicateFinder()
        for contact in [Book.person("伟", "张", phone: "+862088886666", label: .home), Book.person("Wei", "", phone: "+862088886666", label: .home)]
            + Book.padding
        {
            finder.add(contact)
        }
        _ = finder.findClusters()
        let evidence = finder.explainPair(0, 1).evidence
        #expect(evidence.contains { $0.field == "given-name" && $0.finding == "same in pinyin" && $0.weight > 0 })
        #expect(!evidence.contains { $0.finding == "different in pinyin" })
    }

    @Test func homophoneHanNamesOnAHouseholdLandlineStayApart() {
        // 张伟 and 章伟 are both "Zhang Wei" in pinyin, and two names as written.
        var first = Book.person("伟", "张", phone: "+862088881234", label: .home)
        first.phoneNumbers.append(LabeledValue(label: .mobile, value: "+8613911112222"))
        var second = Book.person("伟", "章", phone: "+862088881234", label: .home)
        second.phoneNumbers.append(LabeledValue(label: .mobile, value: "+8613933334444"))
        #expect(Book.clusters([first, second]).isEmpty)
        var finder = DuplicateFinder()
        for contact in [first, second] + Book.padding { finder.add(contact) }
        _ = finder.findClusters()
        let evidence = finder.explainPair(0, 1).evidence
        #expect(evidence.contains { $0.field == "family-name" && $0.finding == "different" })
        #expect(!evidence.contains { $0.finding.contains("pinyin") })
    }

    @Test func formattedNamesOnlyInHanAndLatinLink() {
        let first = Contact(formattedName: "张伟", birthday: Self.birthday)
        let second = Contact(formattedName: "Zhang Wei", birthday: Self.birthday)
        let third = Contact(formattedName: "Wei Zhang", birthday: Self.birthday)
        let fourth = Contact(formattedName: "张 伟", birthday: Self.birthday)
        #expect(Book.clusters([first, second]) == [[0, 1]])
        #expect(Book.clusters([third, fourth]) == [[0, 1]])
    }

    @Test func explanationNamesThePinyin() {
        var finder = DuplicateFinder()
        for contact in [Book.person("伟", "张", phone: "+8613800138000"), Book.person("Wei", "Zhang", phone: "+8613800138000")]
            + Book.padding
        {
            finder.add(contact)
        }
        _ = finder.findClusters()
        let evidence = finder.explainPair(0, 1).evidence
        #expect(evidence.contains { $0.field == "name" && $0.finding.contains("pinyin") && $0.weight > 0 })
    }
}
