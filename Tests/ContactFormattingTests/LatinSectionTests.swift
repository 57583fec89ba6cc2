import ContactModel
import Foundation
import Testing

@testable import ContactFormatting

/// Section letters of Latin names, as CLDR's index for the language files them (ICU 78.3's
/// AlphabeticIndex with the English labels added; `Benchmarks/browsing/collation-sections.py`
/// compares every Latin letter in 16 languages).
struct LatinSectionTests {
    @Test(arguments: [
        // Letters without a decomposition: under their base letter unless the language has them.
        ("en", "Ødegaard", "O"), ("de", "Ødegaard", "O"), ("da", "Ødegaard", "Ø"), ("nb", "Ødegaard", "Ø"),
        ("sv", "Ødegaard", "Ö"), ("fi", "Ødegaard", "Ö"), ("en", "Æbeltoft", "A"), ("da", "Æbeltoft", "Æ"),
        ("en", "Łukasiewicz", "L"), ("pl", "Łukasiewicz", "Ł"), ("en", "Þórsson", "Z"), ("is", "Þórsson", "Þ"),
        ("en", "Đorđević", "D"), ("hr", "Đorđević", "Đ"),
        // Letters a language files apart, and ones it merges.
        ("sv", "Åberg", "Å"), ("en", "Åberg", "A"), ("da", "Östergaard", "Ø"), ("sv", "Ürgüp", "Y"),
        ("tr", "ince", "İ"), ("tr", "ılgın", "I"), ("tr", "Çelik", "Ç"), ("az", "Əliyev", "Ə"),
        ("hu", "Őry", "Ö"), ("es", "Ñúñez", "Ñ"), ("vi", "Ấu", "Â"), ("vi", "Ưng", "Ư"), ("cs", "Čapek", "Č"),
        ("en", "émile", "E"), ("de", "Ärger", "A"), ("pl", "Ósmy", "Ó"),
        // Two and three letters the index files as one: Danish `aa`, Hungarian `cs`, `dzs`.
        ("da", "Aabye", "Å"), ("nb", "AASEN", "Å"), ("en", "Aabye", "A"), ("hu", "Csonka", "CS"),
        ("hu", "Dzsida", "DZS"), ("hu", "Dózsa", "D"), ("hu", "Szabó", "SZ"), ("cs", "Chalupa", "CH"),
        ("hr", "Njegoš", "NJ"), ("de", "Szabó", "S"),
    ])
    func latinInitialsFollowTheLanguagesIndex(_ locale: String, _ family: String, _ expected: String) {
        let formatter = NameFormatter(locale: Locale(identifier: locale))
        #expect(formatter.sectionTitle(for: Contact(givenName: "Ana", familyName: family)) == expected)
    }

    /// A section the language files apart comes where its collation puts it: Swedish `Å Ä Ö`
    /// after `Z`, Danish `Æ Ø Å`.
    @Test func separateLettersComeAfterZ() {
        let families = ["Östberg", "Zetterlund", "Åberg", "Ødegaard", "Andersson", "Ärlig"]
        let contacts = families.map { Contact(givenName: "Ana", familyName: $0) }
        let swedish = NameFormatter(locale: Locale(identifier: "sv"))
        #expect(swedish.sorted(contacts).map { swedish.sectionTitle(for: $0) } == ["A", "Z", "Å", "Ä", "Ö", "Ö"])
        let hungarian = NameFormatter(locale: Locale(identifier: "hu"))
        let magyar = ["Szabó", "Csonka", "Cakó", "Sándor", "Zsigmond", "Zala"].map { Contact(givenName: "Ana", familyName: $0) }
        #expect(hungarian.sorted(magyar).map { hungarian.sectionTitle(for: $0) } == ["C", "CS", "S", "SZ", "Z", "ZS"])
        let danish = NameFormatter(locale: Locale(identifier: "da"))
        #expect(danish.sorted(contacts).map { danish.sectionTitle(for: $0) } == ["A", "Z", "Æ", "Ø", "Ø", "Å"])
    }
}
