import ContactFormatting
import Foundation

extension ContactSearch {
    /// Letters that neither case nor diacritic folding takes to plain Latin letters, and
    /// what a person types for them on a plain keyboard (`sørensen` for `Sørensen`,
    /// `strasse` for `Straße`). Lower case: text is case-folded first.
    package static let letterFolding: [Unicode.Scalar: String] = [
        "ø": "o", "ß": "ss", "æ": "ae", "œ": "oe", "đ": "d", "ð": "d", "ł": "l", "þ": "th",
        "ı": "i", "ħ": "h", "ŧ": "t", "ŀ": "l", "ĳ": "ij", "ŋ": "n", "ſ": "s", "ə": "e",
        "ɛ": "e", "ɔ": "o", "ƒ": "f",
    ]

    /// How German is written without umlauts (Duden: ä ae, ö oe, ü ue), for a second
    /// reading of a field that has them.
    static let umlautSpellings: [Character: String] = [
        "ä": "ae", "ö": "oe", "ü": "ue", "Ä": "Ae", "Ö": "Oe", "Ü": "Ue",
    ]

    /// `text` with its umlauts spelled out (`München` → `Muenchen`), or nil when it has none
    /// (ASCII text never has: no work for most fields).
    static func spellingUmlauts(_ text: String) -> String? {
        guard text.utf8.contains(where: { $0 >= 0x80 }),
            text.contains(where: { umlautSpellings[$0] != nil })
        else { return nil }
        var result = ""
        for character in text {
            if let spelled = umlautSpellings[character] { result += spelled } else { result.append(character) }
        }
        return result
    }

    /// The text as search compares it, as UTF-8: case, diacritics and character width
    /// folded, then ``letterFolding`` applied, and Traditional Chinese characters taken to
    /// their Simplified forms when `simplifyingHan` (the platform's CLDR `Hant-Hans`
    /// transform), so `陈大文` finds `陳大文` and the other way round; a search without Han
    /// leaves the fields' Han alone, which it cannot match anyway. ASCII text (most fields)
    /// only has its capitals lowered, without going through Foundation.
    ///
    /// Not ``TextFolding/fold(_:)``, which makes matching keys: that one drops punctuation
    /// and transliterates every script, while a search keeps `@`, `.` and `-` (an e-mail or a
    /// street is searched as written) and finds Han by its own characters or its pinyin.
    static func fold(_ text: String, simplifyingHan: Bool = true) -> [UInt8] {
        var bytes = Array(text.utf8)
        if !bytes.contains(where: { $0 >= 0x80 }) {
            for index in bytes.indices where bytes[index] >= 0x41 && bytes[index] <= 0x5A {
                bytes[index] += 0x20
            }
            return bytes
        }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .lowercased()
        var result = ""
        result.reserveCapacity(folded.utf8.count)
        for scalar in folded.unicodeScalars {
            if scalar.value >= 0x80, let replacement = letterFolding[scalar] {
                result += replacement
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        if simplifyingHan, result.unicodeScalars.contains(where: NameFormatter.isHan),
           let simplified = result.applyingTransform(StringTransform("Hant-Hans"), reverse: false) {
            result = simplified
        }
        return Array(result.utf8)
    }
}
