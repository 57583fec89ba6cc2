/// Family mailboxes (`thesmiths@`, `familie.mueller@`, `famille.dupont@`, `smirnovfamily@`):
/// addresses a household shares, recognized by their local part. Such an address says where
/// a person lives, not who the person is: father and son at home, or a couple, both have it
/// on their cards. The words are data, one place (folded, ASCII).
enum HouseholdMailbox {
    /// Words for "family" or "household" (English, German, French, Italian, Spanish and
    /// Portuguese, Dutch, Scandinavian, Polish, Russian and Hebrew transliterated): a local part
    /// with one of them as a word (`familie.mueller`), or beginning or ending with one of six
    /// letters or more (`smirnovfamily`, `famigliarossi`), is a family's.
    static let familyWords: Set<String> = [
        "family", "families", "household", "familie", "fam", "haushalt", "famille", "famiglia", "familia",
        "familjen", "familien", "familj", "gezin", "rodzina", "semya", "semja", "semia", "mishpacha", "mishpachat",
    ]

    /// Articles that make a family name a family's address (`thesmiths`, `the.smiths`,
    /// `lesdupont`, `losgarcia`), with the card's own family name after them.
    static let familyArticles: [String] = ["the", "les", "los", "las", "die"]

    /// Endings that make a family name a family's address, after the card's own family
    /// name: Japanese 家 (`kobayashi-ke`), Chinese 家 (`wangjia`), Korean 네 (`kimne`); not
    /// when the ending or the whole local part is the card's given name (`lijia` is Li Jia's
    /// own, `luke` Luke Lu's).
    static let familyEndings: [String] = ["ke", "jia", "ne"]

    /// Whether `address` (a ``EmailAddressNormalizer/matchKey(_:)``: folded, lower case) is a
    /// family mailbox; `family` and `given` are the card's folded names (empty when none).
    static func isHouseholdMailbox(_ address: String, family: String, given: String = "") -> Bool {
        guard let at = address.utf8.lastIndex(of: UInt8(ascii: "@")) else { return false }
        let local = address.utf8[..<at]
        // Words at separators, digits left out (`johnsonfamily44`, `famiglia.rossi`).
        var words: [String] = []
        var word: [UInt8] = []
        for byte in local {
            if byte >= 0x61 && byte <= 0x7A {
                word.append(byte)
            } else if byte < 0x30 || byte > 0x39 {
                if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
                word.removeAll(keepingCapacity: true)
            }
        }
        if !word.isEmpty { words.append(String(decoding: word, as: UTF8.self)) }
        guard !words.isEmpty else { return false }
        if words.count > 1 && words.contains(where: familyWords.contains) { return true }
        let joined = words.joined()
        for familyWord in familyWords where familyWord.utf8.count >= 6 && joined.utf8.count >= familyWord.utf8.count + 2 {
            if joined.hasPrefix(familyWord) || joined.hasSuffix(familyWord) { return true }
        }
        // The card's own given name is the person's (`luke@` of Luke Lu, `lesley@` of Lesley Ley).
        guard family.utf8.count >= 2, joined != given, family.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { return false }
        for article in familyArticles where joined.hasPrefix(article) {
            let rest = joined.dropFirst(article.count)
            if rest == family || rest == family + "s" { return true }
        }
        let ending = String(joined.dropFirst(family.count))
        return joined.hasPrefix(family) && ending != given && familyEndings.contains(ending)
    }
}
