import ContactFormatting
import ContactModel
import Foundation
import Testing

/// CLDR's name forms from a contact in one call and one locale (issue 31: `PersonName(contact:)`
/// was internal, so a library user had to give the locale to two formatters).
@Suite struct PersonNameFromContactTests {
    private let bertie = Contact(
        namePrefix: "Mr.", givenName: "Bertram", middleName: "Wilberforce", familyName: "Wooster", nickname: "Bertie")

    @Test func aContactsFieldsAreCLDRsFields() {
        let name = PersonName(contact: bertie)
        #expect(name.title == "Mr.")
        #expect(name.given == "Bertram")
        #expect(name.givenInformal == "Bertie")
        #expect(name.given2 == "Wilberforce")
        #expect(name.surname == "Wooster")
        let dutch = PersonName(contact: Contact(givenName: "Anna", familyName: "van der Berg"))
        #expect(dutch.surnamePrefix == "van der")
        #expect(dutch.surname == "Berg")
    }

    @Test func oneFormatterGivesAnyForm() {
        let english = Locale(identifier: "en")
        let informal = PersonNameFormatter(locale: english, length: .short, formality: .informal)
        #expect(informal.string(from: bertie) == "Bertie W.")
        let sorting = PersonNameFormatter(locale: english, displayOrder: .sorting)
        #expect(sorting.string(from: bertie) == sorting.string(from: PersonName(contact: bertie)))
        #expect(sorting.string(from: bertie).hasPrefix("Wooster, "))
        // The same as NameFormatter with the locale given twice.
        #expect(informal.string(from: bertie) == NameFormatter(locale: english).string(from: bertie, using: informal))
    }

    @Test func aContactWithoutNamePartsGivesNothing() {
        let company = Contact(kind: .organization, organizationName: "Birchwood Bakery")
        #expect(PersonNameFormatter(locale: Locale(identifier: "en")).string(from: company) == "")
    }
}
