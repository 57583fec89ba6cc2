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
    /// patterns, `allCaps` upper case in the locale's rules, `initialCap` each word's first
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
        } else if slot.has(.initialCap) {
            text = text.split(separator: " ", omittingEmptySubsequences: false).map { word in
                guard let first = word.first else { return String(word) }
                return String(first).uppercased(with: locale) + word.dropFirst()
            }.joined(separator: " ")
        }
        return text
    }

    /// The initials of a field (`Mary Sue` → `M.S.` in English, `M. S.` in German): each word's
    /// first letter in the `initial` pattern, joined by the `initialSequence` pattern. A
    /// hyphenated word is one word (`Lars-Åke` → `L`), except with `retain`, where each part
    /// has its initial and the hyphen stays between them (`Jean-Pierre` → `J.-P.`).
    static func initials(of text: String, retain: Bool, entry: PersonNameData.Entry) -> String {
        var result = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let parts = retain ? word.split(separator: "-", omittingEmptySubsequences: true) : [word]
            for (index, part) in parts.enumerated() {
                guard let letter = part.first else { continue }
                let initial = entry.initial.replacingOccurrences(of: "{0}", with: String(letter))
                if result.isEmpty {
                    result = initial
                } else if index > 0 {
                    result += "-" + initial
                } else {
                    result = entry.initialSequence
                        .replacingOccurrences(of: "{0}", with: result)
                        .replacingOccurrences(of: "{1}", with: initial)
                }
            }
        }
        return result
    }
}
