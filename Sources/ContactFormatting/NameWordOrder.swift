/// Which words of a name are the given, middle and family names: the one rule shared by
/// ContactPipeline's `NameSplitter` (a full name typed into one field) and the CSV writer
/// (the name columns of a layout that has no display-name column).
///
/// The callers differ in what they hand in, not in the rule: the splitter gives cleaned
/// words with honorifics and suffixes already taken off and calls a word a particle when it
/// is in its particle list; the CSV writer gives the display name's words as they are and
/// calls every lower-case word a particle, then keeps the parts only if they give the
/// display name back.
package enum NameWordOrder {
    /// The given, middle and family names among `words`.
    ///
    /// - One word is a given name.
    /// - `familyFirst` (Han, kana, Hangul): the first word is the family name, the second
    ///   the given name, the rest middle names.
    /// - Otherwise the first word is the given name and the last the family name, which takes
    ///   the particles before it (`isParticle`: "van", "de la"), the first word excepted; the
    ///   words between are middle names.
    @inlinable
    package static func parts(
        of words: [String], familyFirst: Bool, isParticle: (String) -> Bool
    ) -> (given: String, middle: String, family: String) {
        guard words.count > 1 else { return (words.first ?? "", "", "") }
        if familyFirst {
            return (words[1], words.dropFirst(2).joined(separator: " "), words[0])
        }
        var familyStart = words.count - 1
        while familyStart > 1, isParticle(words[familyStart - 1]) { familyStart -= 1 }
        return (
            words[0], words[1..<familyStart].joined(separator: " "),
            words[familyStart...].joined(separator: " ")
        )
    }
}
