import Foundation

extension PersonNameFormatter {
    /// The text of the pattern, among a combination's alternatives, that suits the name best
    /// (UTS #35 part 8, "choose a namePattern"): the most fields with a value, then the
    /// fewest without one, then the first. Nil when there is no pattern.
    static func bestFill(
        of patterns: [NamePattern], name: PersonName, entry: PersonNameData.Entry, locale: Locale
    ) -> String? {
        var best: (text: String, populated: Int, empty: Int)?
        for pattern in patterns {
            let adjusted = withMissingSurnameHandled(name, for: pattern)
            var populated = 0
            var empty = 0
            for slot in pattern.slots {
                if adjusted.value(for: slot).isEmpty { empty += 1 } else { populated += 1 }
            }
            if let current = best, current.populated > populated
                || (current.populated == populated && current.empty <= empty) {
                continue
            }
            let text = pattern.fill { render($0, of: adjusted, entry: entry, locale: locale) }
            best = (text, populated, empty)
        }
        return best?.text
    }

    /// A name without a surname, formatted by a pattern that has no given name or only its
    /// initial, is formatted with its given name as the surname (UTS #35 part 8, "handle
    /// missing surname"): `Zendaya` stays `Zendaya` in `{given-initial} {surname}`.
    static func withMissingSurnameHandled(_ name: PersonName, for pattern: NamePattern) -> PersonName {
        guard name.fullSurname.isEmpty, !name.given.isEmpty else { return name }
        let givenSlots = pattern.slots.filter { $0.field == .given }
        guard givenSlots.allSatisfy({ $0.has(.initial) }) else { return name }
        var result = name
        result.surname = name.given
        result.given = ""
        result.givenInformal = ""
        return result
    }

    /// A field's text with the slot's modifiers applied, in CLDR's sense: `monogram` is the
    /// first letter alone, `initial` each word's first letter by the locale's initial
    /// patterns, `allCaps` upper case in the locale's rules, `initialCap` the field's first
    /// letter in upper case.
    static func render(
        _ slot: NamePattern.Slot, of name: PersonName, entry: PersonNameData.Entry, locale: Locale
    ) -> String {
        var text = name.value(for: slot)
        guard !text.isEmpty else { return "" }
        if slot.has(.monogram) {
            text = text.first(where: { !$0.isWhitespace }).map { String($0) } ?? ""
        } else if slot.has(.initial) {
            text = initials(of: text, retain: slot.has(.retain), entry: entry)
        }
        if slot.has(.allCaps) {
            text = text.uppercased(with: locale)
        } else if slot.has(.initialCap), let first = text.first {
            // ICU titlecases the field as one word and lowers nothing: only its first letter
            // changes (`van der` → `Van der`).
            text = String(first).uppercased(with: locale) + text.dropFirst()
        }
        return text
    }

    /// The initials of a field (UTS #35 part 8, "Derive initials"; ICU4J's `InitialModifier`):
    /// the field is split into words as Unicode's word boundaries split it (a hyphen is no
    /// part of a word; an apostrophe or a period between letters is), each word that starts
    /// with a letter gives its first grapheme in the locale's `initial` pattern, and the
    /// initials are joined by the `initialSequence` pattern (`Mary Sue` → `M.S.` in English,
    /// `Lars-Åke` → `L Å` in Swedish). With `retain` the text between two words stays
    /// between their initials instead (`Jean-Pierre` → `J.-P.`; a run of white space counts
    /// as its first character).
    static func initials(of text: String, retain: Bool, entry: PersonNameData.Entry) -> String {
        var result: String?
        var separator = ""
        for segment in wordSegments(of: text) {
            guard let first = segment.first else { continue }
            if first.isLetter {
                let initial = entry.initial.replacingOccurrences(of: "{0}", with: String(first))
                if let sofar = result {
                    if retain {
                        result = sofar + separator + initial
                        separator = ""
                    } else {
                        result = entry.initialSequence
                            .replacingOccurrences(of: "{0}", with: sofar)
                            .replacingOccurrences(of: "{1}", with: initial)
                    }
                } else {
                    result = initial
                }
            } else if first.isWhitespace {
                separator.append(first)
            } else {
                separator += segment
            }
        }
        return result ?? ""
    }

    /// The text cut at word boundaries as Unicode's default rules (UAX #29) cut a name: a
    /// word is a run of letters, marks and digits, which an apostrophe, a period, a colon or
    /// a middle dot between two letters of an alphabet does not end (`O'Neill`, `J.R`); a
    /// Han ideograph or a hiragana is a word of its own (`雅婷` → `雅`, `婷`; ICU also groups
    /// ideographs its dictionary knows as one word, which ContactKit, without the dictionary,
    /// does not); a run of katakana is one word; a run of white space is one segment; any
    /// other character is a segment of its own.
    static func wordSegments(of text: String) -> [String] {
        let characters = Array(text)
        var segments: [String] = []
        var index = 0
        while index < characters.count {
            let start = index
            let character = characters[index]
            if isStandaloneWord(character) {
                index += 1
            } else if isKatakana(character) {
                while index < characters.count, isKatakana(characters[index]) { index += 1 }
            } else if isWordPart(character) {
                index += 1
                while index < characters.count, !isStandaloneWord(characters[index]), !isKatakana(characters[index]) {
                    if isWordPart(characters[index]) {
                        index += 1
                    } else if wordJoiners.contains(characters[index]), index + 1 < characters.count,
                              isAlphabetLetter(characters[index - 1]), isAlphabetLetter(characters[index + 1]) {
                        index += 2
                    } else {
                        break
                    }
                }
            } else if character.isWhitespace {
                while index < characters.count, characters[index].isWhitespace { index += 1 }
            } else {
                index += 1
            }
            segments.append(String(characters[start..<index]))
        }
        return segments
    }

    /// Characters that join two letters into one word (UAX #29's MidLetter and MidNumLet).
    private static let wordJoiners: Set<Character> = [
        "'", "\u{2019}", ".", ":", "\u{00B7}", "\u{2027}", "\u{05F4}", "\u{FE13}", "\u{FF0E}",
    ]

    private static func isWordPart(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
            || character.unicodeScalars.first?.properties.generalCategory == .nonspacingMark
    }

    /// A Han ideograph or a hiragana: a word by itself.
    private static func isStandaloneWord(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return scalar.properties.isIdeographic || (0x3040...0x309F).contains(scalar.value)
    }

    private static func isKatakana(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return (0x30A0...0x30FF).contains(scalar.value) || (0x31F0...0x31FF).contains(scalar.value)
            || (0xFF66...0xFF9F).contains(scalar.value)
    }

    /// A letter of an alphabet or syllabary that UAX #29 calls ALetter (not Han, kana).
    private static func isAlphabetLetter(_ character: Character) -> Bool {
        character.isLetter && !isStandaloneWord(character) && !isKatakana(character)
    }
}
