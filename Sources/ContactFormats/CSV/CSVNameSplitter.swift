import ContactFormatting
import ContactModel

/// Gives a contact that has only a display name (`FN`) the name parts a CSV layout without
/// a display-name column needs (Outlook's First/Middle/Last Name), so that reading the row
/// back gives the same display name.
///
/// The word order is the name splitter's (`NameWordOrder`), kept to what reads back
/// unchanged: names in Han, kana or Hangul are family-first ("山田 太郎"); others are
/// given-first, with lower-case particles ("van", "de la") starting the family name. The
/// words are the display name's as written, with no honorific or suffix taken off (the row
/// must give the same display name back). When the parts would not give the
/// display name back (a comma form, a CJK name without a space, doubled spaces), the whole
/// display name goes in one part: the family name for CJK, the given name otherwise.
enum CSVNameSplitter {
    /// Sets `contact`'s name parts from `formattedName`; the contact must have none.
    static func fill(_ contact: inout Contact, from formattedName: String) {
        let parts = split(formattedName)
        contact.givenName = parts.given
        contact.middleName = parts.middle
        contact.familyName = parts.family
    }

    /// The parts that give `text` back as ``Contact/plainDisplayName``.
    static func split(_ text: String) -> (given: String, middle: String, family: String) {
        let isCJK = NameScript(of: text).isCJK
        let whole = isCJK ? (given: "", middle: "", family: text) : (given: text, middle: "", family: "")
        guard !text.contains(",") else { return whole }
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard words.count > 1 else { return whole }
        if isCJK, words.count != 2 { return whole }
        let candidate = NameWordOrder.parts(of: words, familyFirst: isCJK, isParticle: isParticle)
        let check = Contact(givenName: candidate.given, middleName: candidate.middle, familyName: candidate.family)
        return check.plainDisplayName == text ? candidate : whole
    }

    /// A lower-case word before the family name ("van", "de", "zu", "al").
    private static func isParticle(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first else { return false }
        return first.properties.isLowercase
    }
}
