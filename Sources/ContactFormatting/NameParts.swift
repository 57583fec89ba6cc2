import ContactModel
import Foundation

/// A contact's name parts, trimmed, and the script they are written in.
struct NameParts {
    var prefix: String
    var given: String
    var middle: String
    var family: String
    var suffix: String
    var nickname: String
    var phoneticGiven: String
    var phoneticMiddle: String
    var phoneticFamily: String
    /// The name's own language, from the `LANGUAGE` parameter of vCard's `N` (`vi`).
    var language: String?

    init(contact: Contact) {
        func clean(_ text: String) -> String {
            text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        }
        prefix = clean(contact.namePrefix)
        given = clean(contact.givenName)
        middle = clean(contact.middleName)
        family = clean(contact.familyName)
        suffix = clean(contact.nameSuffix)
        nickname = clean(contact.nickname)
        // Readings from Japanese phones come in half-width katakana (ﾔﾏﾀﾞ); compatibility
        // mapping makes them the full-width kana (ヤマダ) that sorts and sections as kana.
        phoneticGiven = clean(contact.phoneticGivenName).precomposedStringWithCompatibilityMapping
        phoneticMiddle = clean(contact.phoneticMiddleName).precomposedStringWithCompatibilityMapping
        phoneticFamily = clean(contact.phoneticFamilyName).precomposedStringWithCompatibilityMapping
        language = contact.fieldParameters[.name]?.firstValue(named: "LANGUAGE")
    }

    /// The script of the given, middle and family names together.
    var script: NameScript { NameScript(of: family + given + middle) }

    /// Whether there is a given, middle or family name.
    var hasCoreName: Bool { !(given.isEmpty && middle.isEmpty && family.isEmpty) }

    var hasPhoneticName: Bool {
        !(phoneticGiven.isEmpty && phoneticMiddle.isEmpty && phoneticFamily.isEmpty)
    }
}
