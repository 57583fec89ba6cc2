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

    /// ``familyWords`` of six letters or more, as bytes: those a local part may begin or
    /// end with.
    private static let longFamilyWords: [[UInt8]] = familyWords.filter { $0.utf8.count >= 6 }.sorted().map { Array($0.utf8) }

    /// Whether `address` (a ``EmailAddressNormalizer/matchKey(_:)``: folded, lower case) is a
    /// family mailbox; `family` and `given` are the card's folded names (empty when none).
    ///
    /// The local part's words are ASCII letters, so it is read on bytes.
    static func isHouseholdMailbox(_ address: String, family: String, given: String = "") -> Bool {
        guard let at = address.utf8.lastIndex(of: UInt8(ascii: "@")) else { return false }
        // Words at separators, digits left out (`johnsonfamily44`, `famiglia.rossi`): their
        // letters one after another in `joined`, each word's end in `wordEnds`.
        var joined: [UInt8] = []
        var wordEnds: [Int] = []
        for byte in address.utf8[..<at] {
            if byte >= 0x61 && byte <= 0x7A {
                joined.append(byte)
            } else if (byte < 0x30 || byte > 0x39) && joined.count > (wordEnds.last ?? 0) {
                wordEnds.append(joined.count)
            }
        }
        if joined.count > (wordEnds.last ?? 0) { wordEnds.append(joined.count) }
        guard !wordEnds.isEmpty else { return false }
        if wordEnds.count > 1 {
            var start = 0
            for end in wordEnds {
                if familyWords.contains(String(decoding: joined[start..<end], as: UTF8.self)) { return true }
                start = end
            }
        }
        for word in longFamilyWords where joined.count >= word.count + 2 {
            if joined.starts(with: word) || joined.suffix(word.count).elementsEqual(word) { return true }
        }
        // The card's own given name is the person's (`luke@` of Luke Lu, `lesley@` of Lesley Ley).
        let familyBytes = Array(family.utf8)
        guard familyBytes.count >= 2, !joined.elementsEqual(given.utf8), familyBytes.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A })
        else { return false }
        for article in familyArticles where joined.starts(with: article.utf8) {
            let rest = joined.dropFirst(article.utf8.count)
            if rest.elementsEqual(familyBytes) || rest.elementsEqual(familyBytes + [0x73]) { return true }
        }
        guard joined.starts(with: familyBytes) else { return false }
        let ending = joined.dropFirst(familyBytes.count)
        return !ending.elementsEqual(given.utf8) && familyEndings.contains { ending.elementsEqual($0.utf8) }
    }
}
