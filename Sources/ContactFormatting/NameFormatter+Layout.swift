import Foundation

extension NameFormatter {
    /// Languages that write Latin-script names family name first, with a space.
    static let familyFirstLanguages: Set<String> = ["hu", "vi"]
    /// Of those, the languages whose middle names come between family and given name.
    static let middleBeforeGivenLanguages: Set<String> = ["vi"]

    /// The formatting locale's language code (`ja`, `zh`, `hu`).
    var languageCode: String {
        locale.language.languageCode?.identifier ?? "en"
    }

    /// Chooses order and delimiter from the name's script and the locale (UTS #35, part 8):
    /// the name's script decides first; the locale decides for names in its own script.
    func layout(for name: NameParts) -> NameLayout {
        let script = name.script
        var layout: NameLayout
        if script.isCJK {
            if isForeignName(name, script: script) {
                let dot = script == .kana || languageCode == "ja" ? "・" : "·"
                layout = NameLayout(order: .givenFirst, delimiter: script == .hangul ? " " : dot)
            } else {
                layout = NameLayout(order: .familyFirst, delimiter: "")
            }
        } else if script == .latin, NameFormatter.familyFirstLanguages.contains(languageCode) {
            layout = NameLayout(
                order: .familyFirst, delimiter: " ",
                middleBeforeGiven: NameFormatter.middleBeforeGivenLanguages.contains(languageCode))
        } else {
            layout = NameLayout(order: .givenFirst, delimiter: " ")
        }
        if let order { layout.order = order }
        return layout
    }

    /// Whether a name in a CJK script is a foreign name transliterated into it: given and
    /// family names in katakana (`ジョン スミス`, whatever the middle name), or a family name
    /// longer than any Chinese or Korean surname (`史密斯`, `스미스`), or a middle name.
    func isForeignName(_ name: NameParts, script: NameScript) -> Bool {
        if script == .kana {
            let parts = [name.given, name.family].filter { !$0.isEmpty }
            return !parts.isEmpty && parts.allSatisfy { NameScript.isKatakana($0) }
        }
        return name.family.count > 2 || !name.middle.isEmpty
    }

    /// Puts the parts in order and joins them with the layout's delimiter; prefix and
    /// suffix go on the outside, separated by a space unless they are CJK text joined to a
    /// CJK name.
    func compose(given: String, middle: String, family: String, prefix: String = "",
                 suffix: String = "", layout: NameLayout) -> String {
        let ordered: [String]
        switch layout.order {
        case .givenFirst: ordered = [given, middle, family]
        case .familyFirst:
            ordered = layout.middleBeforeGiven ? [family, middle, given] : [family, given, middle]
        }
        var result = ordered.filter { !$0.isEmpty }.joined(separator: layout.delimiter)
        if !prefix.isEmpty {
            let glue = layout.delimiter.isEmpty && NameScript(of: prefix).isCJK ? "" : " "
            result = result.isEmpty ? prefix : prefix + glue + result
        }
        if !suffix.isEmpty {
            let glue = layout.delimiter.isEmpty && NameScript(of: suffix).isCJK ? "" : " "
            result = result.isEmpty ? suffix : result + glue + suffix
        }
        return result
    }
}
