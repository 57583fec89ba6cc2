import ContactFormatting
import ContactModel
import Foundation
import Testing

/// The parts of the UTS #35 part 8 process that the conformance files exercise only
/// indirectly, pinned one by one.
@Suite struct PersonNameFormatterFormsTests {
    static func format(
        _ name: PersonName, _ locale: String, _ length: PersonNameFormatter.Length = .long,
        _ usage: PersonNameFormatter.Usage = .referring, _ formality: PersonNameFormatter.Formality = .formal,
        order: PersonNameFormatter.DisplayOrder = .automatic
    ) -> String? {
        PersonNameFormatter(
            locale: Locale(identifier: locale), length: length, usage: usage, formality: formality,
            displayOrder: order
        ).string(from: name)
    }

    /// Regression: a hyphenated given name had one initial (`L K Hermansson`), a rule tuned
    /// to an older file; CLDR 48's sv file and ICU4J's InitialModifier cut words at the hyphen
    /// and keep it between the initials only with `retain`.
    @Test func aHyphenatedNameHasAnInitialForEachPart() {
        let swedish = PersonName(given: "Lars-Åke", given2: "Karl", surname: "Hermansson", locale: "sv")
        #expect(Self.format(swedish, "sv", .short) == "L Å K Hermansson")
        let french = PersonName(given: "Jean-Pierre", given2: "Marc", surname: "Dupont", locale: "fr")
        #expect(Self.format(french, "fr", .short) == "J.-P. M. Dupont")
    }

    /// Regression (issue 18): a Chinese or Japanese name shown in Korean got Korean's spaces.
    @Test func aHanNameInKoreanKeepsItsOwnForm() {
        #expect(Self.format(PersonName(given: "太郎", surname: "山田"), "ko") == "山田太郎")
        #expect(Self.format(PersonName(given: "太郎", surname: "山田", locale: "ja"), "ko") == "山田太郎")
    }

    @Test func theAlternativeWithTheMostFieldsWins() {
        // es sorting-long-referring-formal: `{surname}, {title} {given} {given2}` and
        // `{surname} {surname2}, {title} {given} {given2}`.
        let two = PersonName(given: "Lucía", surname: "Pérez", surname2: "Gómez", locale: "es")
        #expect(Self.format(two, "es", order: .sorting) == "Pérez Gómez, Lucía")
        let one = PersonName(given: "Lucía", surname: "Pérez", locale: "es")
        #expect(Self.format(one, "es", order: .sorting) == "Pérez, Lucía")
    }

    @Test func allCapsFollowsTheLocale() {
        let name = PersonName(given: "ismail", surname: "yılmaz", locale: "tr")
        #expect(Self.format(name, "tr", .long, .monogram, .informal) == "İY")
        #expect(Self.format(PersonName(given: "ismail", surname: "yılmaz", locale: "en"), "en", .long, .monogram)
            == "IY")
    }

    @Test func aNameWithoutSurnameUsesTheGivenNameWherePatternsWantASurname() {
        let mononym = PersonName(given: "Zendaya", locale: "en")
        #expect(Self.format(mononym, "en", .short) == "Zendaya")
        #expect(Self.format(mononym, "en", .long, .addressing) == "Zendaya")
        #expect(Self.format(mononym, "en", .medium, .monogram) == "Z")
    }

    @Test func informalFormsFallBackToTheGivenName() {
        let plain = PersonName(given: "Irene", surname: "Adler", locale: "en")
        #expect(Self.format(plain, "en", .long, .addressing, .informal) == "Irene")
        var nicknamed = plain
        nicknamed.givenInformal = "Renie"
        #expect(Self.format(nicknamed, "en", .long, .addressing, .informal) == "Renie")
        #expect(Self.format(nicknamed, "en", .short, .referring, .informal) == "Renie A.")
    }

    @Test func prefixAndCoreSplitTheSurname() {
        let name = PersonName(given: "Paul", surnamePrefix: "von", surname: "Fischer", locale: "de")
        #expect(Self.format(name, "de", order: .sorting) == "Fischer, Paul von")
        #expect(Self.format(name, "de", .long, .addressing, .formal) == "von Fischer")
    }

    /// A contact keeps `von Fischer` in one field; its lower-case particle is CLDR's prefix.
    @Test func aContactsFamilyNameParticlesAreTheSurnamePrefix() {
        let names = NameFormatter(locale: Locale(identifier: "de"))
        let sorting = PersonNameFormatter(locale: Locale(identifier: "de"), displayOrder: .sorting)
        let monogram = PersonNameFormatter(locale: Locale(identifier: "de"), usage: .monogram)
        #expect(names.string(from: Contact(givenName: "Paul", familyName: "von Fischer"), using: sorting)
            == "Fischer, Paul von")
        #expect(names.string(from: Contact(givenName: "Paul", familyName: "von Fischer"), using: monogram) == "PV")
        #expect(names.string(from: Contact(givenName: "Anna", familyName: "Van Dijk"), using: sorting)
            == "Van Dijk, Anna")
        #expect(names.string(from: Contact(givenName: "Anna", familyName: "van den Berg"), using: sorting)
            == "Berg, Anna van den")
        #expect(names.string(from: Contact(givenName: "Anna", familyName: "de"), using: sorting) == "de, Anna")
    }

    /// Regression: a surname prefix in a script without case could not be told apart (the
    /// particles had to be lower case), so patterns that move it gave the whole surname.
    @Test func theSortKeyOfNTellsThePrefixInAnyScript() {
        func contact(_ given: String, _ family: String, sortAs: String?, language: String) -> Contact {
            var result = Contact(givenName: given, familyName: family)
            var parameters = [Parameter("LANGUAGE", language)]
            if let sortAs { parameters.append(Parameter("SORT-AS", sortAs)) }
            result.fieldParameters[.name] = parameters
            return result
        }
        let korean = NameFormatter(locale: Locale(identifier: "ko"))
        let sorting = PersonNameFormatter(locale: Locale(identifier: "ko"), length: .medium, displayOrder: .sorting)
        #expect(korean.string(from: contact("에이다", "폰 볼프", sortAs: "볼프", language: "fr"), using: sorting)
            == "볼프 에이다 폰")
        #expect(korean.string(from: contact("에이다", "폰 볼프", sortAs: nil, language: "fr"), using: sorting)
            == "폰 볼프 에이다")
        // RFC 6350's own example: `SORT-AS="Harten,Rene"` on `van der Harten`.
        let dutch = NameFormatter(locale: Locale(identifier: "nl"))
        let dutchSorting = PersonNameFormatter(locale: Locale(identifier: "nl"), displayOrder: .sorting)
        #expect(dutch.string(from: contact("Rene", "van der Harten", sortAs: "Harten,Rene", language: "nl"),
                             using: dutchSorting) == "Harten, Rene van der")
        // A sort key that is not the end of the family name says nothing of a prefix.
        #expect(dutch.string(from: contact("Rene", "Harten", sortAs: "Smit", language: "nl"), using: dutchSorting)
            == "Harten, Rene")
    }

    @Test func everyCombinationOfEveryLocaleHasAPattern() {
        let name = PersonName(given: "Ann", surname: "Lee")
        for locale in ["en", "de", "fr", "es", "it", "pt", "nl", "sv", "pl", "tr", "ru", "ar", "hi", "th",
                       "ja", "zh-Hans", "zh-Hant", "ko", "hu", "vi"] {
            for length in PersonNameFormatter.Length.allCases {
                for usage in PersonNameFormatter.Usage.allCases {
                    for formality in PersonNameFormatter.Formality.allCases {
                        let text = Self.format(name, locale, length, usage, formality)
                        #expect(text?.isEmpty == false, "\(locale) \(length) \(usage) \(formality)")
                    }
                }
            }
        }
    }
}
