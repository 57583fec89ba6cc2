import ContactFormatting
import ContactModel
import ContactPipeline
import Foundation
import Testing

/// The search of `list --search`, reached from the library as a predicate and a query.
@Suite struct ContactPredicateSearchTests {
    private let people: [Contact] = [
        Contact(givenName: "Jørgen", familyName: "Sørensen", organizationName: "Acme",
                phoneNumbers: [LabeledValue(label: .mobile, value: "+44 20 7946 0018")],
                postalAddresses: [LabeledValue(label: .work, value: PostalAddress(street: "Hauptstraße 5", city: "München"))]),
        Contact(givenName: "伟", familyName: "张"),
        Contact(kind: .organization, organizationName: "Birchwood Bakery"),
        Contact(givenName: "Ana", familyName: "Costa", emailAddresses: [LabeledValue(label: .home, value: "ana@example.org")]),
    ]

    private func found(_ text: String) -> [Int] {
        let predicate = ContactPredicate.matchingSearch(text)
        return people.indices.filter { predicate.evaluate(people[$0]) }
    }

    @Test func textIsFoldedAsAPersonTypesIt() {
        #expect(found("sorensen") == [0])
        #expect(found("muenchen") == [0])
        #expect(found("strasse") == [0])
        #expect(found("ANA") == [3])
    }

    @Test func phoneNumbersMatchByTheirDigitsInAnyFormat() {
        #expect(found("020 7946 0018") == [0])
        #expect(found("79460018") == [0])
        #expect(found("020 7946 0019") == [])
    }

    @Test func latinLettersFindAHanNameByItsPinyin() {
        #expect(found("zhang wei") == [1])
        #expect(found("zw") == [1])
    }

    @Test func fieldTermsLookInTheirFieldOnly() {
        #expect(found("org:acme") == [0])
        #expect(found("city:acme") == [])
        #expect(found("email:") == [3])
        #expect(found("jorgen city:munchen") == [0])
        #expect(found("ana city:munchen") == [])
    }

    @Test func theShownNameIsSearched() {
        // A company's card has no person name: it is shown, and found, by its organization.
        let query = SearchQuery("name:birchwood")
        let names = NameFormatter()
        #expect(people.indices.filter { query.matches(people[$0], displayName: names.displayName(for: people[$0])) } == [2])
        #expect(!query.matches(people[2], displayName: ""))
    }

    @Test func anEmptySearchPicksEveryContact() {
        #expect(found("") == [0, 1, 2, 3])
    }

    @Test func fieldNamesAreTheFirstSpellingOfEachField() {
        #expect(SearchQuery.fieldNames.first == "name")
        #expect(SearchQuery.fieldNames.contains("org"))
        #expect(!SearchQuery.fieldNames.contains("company"))
        #expect(found("company:acme") == [0])
    }

    @Test func onePredicateServesSeveralThreads() async {
        // The pinyin cache is shared by the threads that evaluate one predicate.
        let predicate = ContactPredicate.matchingSearch("zhang")
        let han = people[1]
        let counts = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<200).filter { _ in predicate.evaluate(han) }.count }
            }
            return await group.reduce(0, +)
        }
        #expect(counts == 1_600)
    }
}
