import ContactModel
import Foundation

/// A contact's name parts, trimmed, and the script they are written in.
struct NameParts {
    var prefix: String
    var given: String
    var middle: String
    var family: String
    /// A second surname (RFC 9554, CLDR's `surname2`), apart from ``family``.
    var secondaryFamily: String
    var suffix: String
    /// The generation (`Jr.`), when the contact keeps it apart from ``suffix``.
    var generation: String
    var nickname: String
    var phoneticGiven: String
    var phoneticMiddle: String
    var phoneticFamily: String
    /// The name's own language, from the `LANGUAGE` parameter of vCard's `N` (`vi`).
    var language: String?
    /// How the family name sorts, from the first value of the `SORT-AS` parameter of vCard's
    /// `N` (RFC 6350 section 5.9: `N;SORT-AS="Harten,Rene":van der Harten;Rene;;;`): the
    /// surname without its prefix.
    var familySortKey: String?

    init(contact: Contact) {
        func clean(_ text: String) -> String {
            text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        }
        prefix = clean(contact.namePrefix)
        given = clean(contact.givenName)
        middle = clean(contact.middleName)
        family = clean(contact.familyName)
        secondaryFamily = clean(contact.secondaryFamilyName)
        suffix = clean(contact.nameSuffix)
        generation = clean(contact.nameGeneration)
        nickname = clean(contact.nickname)
        // Readings from Japanese phones come in half-width katakana (ﾔﾏﾀﾞ); compatibility
        // mapping makes them the full-width kana (ヤマダ) that sorts and sections as kana.
        phoneticGiven = clean(contact.phoneticGivenName).precomposedStringWithCompatibilityMapping
        phoneticMiddle = clean(contact.phoneticMiddleName).precomposedStringWithCompatibilityMapping
        phoneticFamily = clean(contact.phoneticFamilyName).precomposedStringWithCompatibilityMapping
        language = contact.fieldParameters[.name]?.firstValue(named: "LANGUAGE")
        // `SORT-AS="Harten,Rene"` is one quoted value in RFC 6350's own example: its family
        // part ends at the first comma.
        familySortKey = contact.fieldParameters[.name]?.firstValue(named: "SORT-AS")
            .map { clean(String($0.prefix { $0 != "," })) }
    }

    /// The script of the given, middle and family names together.
    var script: NameScript { NameScript(of: family + given + middle) }

    /// Whether there is a given, middle or family name.
    var hasCoreName: Bool { !(given.isEmpty && middle.isEmpty && family.isEmpty && secondaryFamily.isEmpty) }

    /// Both surnames, as one name (`Pérez Gómez`), for the forms without CLDR's fields.
    var fullFamily: String {
        secondaryFamily.isEmpty ? family : family.isEmpty ? secondaryFamily : family + " " + secondaryFamily
    }

    /// The generation and the other suffixes, as one (`Jr. PhD`).
    var fullSuffix: String {
        generation.isEmpty ? suffix : suffix.isEmpty ? generation : generation + " " + suffix
    }

    var hasPhoneticName: Bool {
        !(phoneticGiven.isEmpty && phoneticMiddle.isEmpty && phoneticFamily.isEmpty)
    }
}
