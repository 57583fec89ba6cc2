import ContactFormatting
import ContactModel
import Foundation
import Testing

/// A contact's second surname and generation (RFC 9554) formatted as CLDR's `surname2` and
/// `generation`, its suffix then as `credentials`.
@Suite struct NameFormatterSecondSurnameTests {
    static let pablo = Contact(
        namePrefix: "Sr.", givenName: "Pablo", familyName: "Pérez", secondaryFamilyName: "Gómez",
        nameSuffix: "PhD", nameGeneration: "Jr.")

    func cldr(
        _ locale: String, formality: PersonNameFormatter.Formality, length: PersonNameFormatter.Length = .long,
        order: PersonNameFormatter.DisplayOrder = .automatic
    ) -> String {
        let formatter = PersonNameFormatter(
            locale: Locale(identifier: locale), length: length, usage: .referring, formality: formality,
            displayOrder: order)
        return NameFormatter(locale: Locale(identifier: locale)).string(from: Self.pablo, using: formatter)
    }

    @Test func spanishFormsShowTheSecondSurnameWhereCLDRPutsIt() {
        #expect(cldr("es", formality: .formal) == "Sr. Pablo Pérez Jr., PhD")
        #expect(cldr("es", formality: .informal) == "Pablo Pérez Gómez")
        #expect(cldr("es", formality: .formal, order: .surnameFirst) == "Pérez Gómez Pablo Jr., PhD")
        #expect(cldr("es", formality: .formal, order: .sorting) == "Pérez Gómez, Sr. Pablo")
    }

    @Test func englishKeepsGenerationAndCredentialsApart() {
        #expect(cldr("en", formality: .formal) == "Sr. Pablo Pérez Jr., PhD")
        #expect(NameFormatter(locale: Locale(identifier: "en")).string(from: Self.pablo) == "Sr. Pablo Pérez Jr., PhD")
    }

    @Test func appleStyleWritesEveryPart() {
        let formatter = NameFormatter(style: .appleFullName, locale: Locale(identifier: "es"))
        #expect(formatter.string(from: Self.pablo) == "Sr. Pablo Pérez Gómez Jr. PhD")
    }

    @Test func aSuffixAloneIsStillSortedByWhatItSays() {
        let contact = Contact(givenName: "John", familyName: "Smith", nameSuffix: "Jr.")
        let formatter = PersonNameFormatter(locale: Locale(identifier: "en"), length: .long, usage: .referring, formality: .formal)
        #expect(NameFormatter(locale: Locale(identifier: "en")).string(from: contact, using: formatter) == "John Smith Jr.")
    }

    @Test func theSortKeyHasBothSurnames() {
        let formatter = NameFormatter(locale: Locale(identifier: "es"))
        #expect(formatter.sortKey(for: Self.pablo) == "Pérez Gómez Pablo")
    }
}
