import Foundation

/// Guesses the charset of 8-bit text that declares none and is not UTF-8, from its bytes
/// alone: a legacy vCard from a Windows tool or a feature phone.
///
/// Each candidate (the single-byte ``CodePage``s and Windows-1252, then Shift_JIS, EUC-JP,
/// GB18030, Big5 and EUC-KR through Foundation) decodes the bytes, and the reading is scored as text in names and
/// addresses should look: letters score, unassigned bytes, C1 controls and symbols cost,
/// an upper-case letter right after a lower-case one inside a word costs (KOI8-R read as
/// Windows-1251 gives `хБЮМ`), and so does a non-Latin letter touching an ASCII letter (Polish
/// Windows-1250 read as Cyrillic), as do two accented Latin letters in a row (Cyrillic read
/// as Windows-1252 gives `Èâàí`). Ties go to the earlier candidate: Windows pages before
/// their ISO twins, as Windows tools wrote most of these files. Not called for UTF-8 input.
enum CharsetDetector {
    /// The candidates in the order ties are broken.
    static let singleByteCandidates: [CodePage?] = [
        nil,  // Windows-1252
        .windows1250, .windows1251, .windows1253, .windows1254, .windows1255, .windows1256,
        .windows1257, .windows1258, .koi8R, .iso8859_2, .iso8859_5, .iso8859_7, .iso8859_8,
        .iso8859_6, .iso8859_9, .iso8859_13, .iso8859_4, .iso8859_3, .iso8859_10, .iso8859_14,
        .iso8859_16, .iso8859_11, .koi8U,
    ]

    /// The best charset name for `bytes`, and whether it beat Windows-1252 (the old default).
    static func detect(_ bytes: [UInt8]) -> String {
        var bestName = "windows-1252"
        var bestScore = Int.min
        for candidate in singleByteCandidates {
            let scalars: [Unicode.Scalar] = bytes.map { byte in
                if byte < 0x80 { return Unicode.Scalar(byte) }
                if let candidate {
                    return Unicode.Scalar(candidate.upperHalf[Int(byte - 0x80)]) ?? "\u{FFFD}"
                }
                return Unicode.Scalar(Charset.windows1252High.indices.contains(Int(byte) - 0x80)
                    ? UInt32(Charset.windows1252High[Int(byte - 0x80)]) : UInt32(byte)) ?? "\u{FFFD}"
            }
            let score = self.score(scalars) + coherence(scalars)
            if score > bestScore {
                bestScore = score
                bestName = candidate?.rawValue ?? "windows-1252"
            }
        }
        for candidate in multiByteCandidates {
            guard let text = String(bytes: bytes, encoding: candidate.encoding) else { continue }
            let score = multiByteScore(text, candidate)
            if score > bestScore {
                bestScore = score
                bestName = candidate.name
            }
        }
        return bestName
    }

    /// A multi-byte code page (decoded through Foundation) and what its script looks like.
    struct MultiByteCandidate {
        var name: String
        var encoding: String.Encoding
        /// The ideographs common in the script the code page serves; nil for Korean.
        var common: Set<Unicode.Scalar>?
        /// Family names in that script.
        var surnames: Set<Unicode.Scalar>
        var isJapanese = false
        var isKorean = false
    }

    /// The multi-byte candidates, in the order ties are broken.
    static let multiByteCandidates: [MultiByteCandidate] = [
        MultiByteCandidate(
            name: "Shift_JIS", encoding: .shiftJIS, common: CJKCommonCharacters.japanese, surnames: [], isJapanese: true),
        MultiByteCandidate(
            name: "EUC-JP", encoding: .japaneseEUC, common: CJKCommonCharacters.japanese, surnames: [], isJapanese: true),
        MultiByteCandidate(
            name: "GB18030", encoding: .gb18030, common: CJKCommonCharacters.simplifiedChinese,
            surnames: CJKCommonCharacters.simplifiedSurnames),
        MultiByteCandidate(
            name: "Big5", encoding: .big5, common: CJKCommonCharacters.traditionalChinese,
            surnames: CJKCommonCharacters.traditionalSurnames),
        MultiByteCandidate(
            name: "EUC-KR", encoding: .eucKR, common: nil, surnames: CJKCommonCharacters.koreanSurnames, isKorean: true),
    ]

    /// How much a multi-byte reading looks like names in its script: kana for Japanese and
    /// Hangul for Korean score (and cost in the others), ideographs score when they are
    /// common in the script (``CJKCommonCharacters``), family names score more; anything else
    /// beyond ASCII costs.
    /// A character is two bytes, each of which a single-byte reading scores as a letter: the
    /// weights are per byte, doubled.
    static func multiByteScore(_ text: String, _ candidate: MultiByteCandidate) -> Int {
        var score = 0
        for scalar in text.unicodeScalars where scalar.value >= 0x80 {
            if candidate.surnames.contains(scalar) { score += 2 }
            switch scalar.value {
            case 0x3040...0x30FF:
                score += candidate.isJapanese ? 4 : -8
            case 0xFF66...0xFF9F:
                // Half-width katakana are one byte each in Shift_JIS (and rare in names).
                score += candidate.isJapanese ? 2 : -4
            case 0xAC00...0xD7A3:
                score += candidate.isKorean ? 4 : -8
            case 0x4E00...0x9FFF:
                if let common = candidate.common {
                    score += common.contains(scalar) ? 4 : 0
                } else {
                    score -= 2  // Korean names are written in Hangul
                }
            case 0x3000...0x303F, 0xFF01...0xFF5E:
                continue
            default:
                score -= 8
            }
        }
        return score
    }

    /// How much `scalars` look like names and addresses (see the type's summary).
    static func score(_ scalars: [Unicode.Scalar]) -> Int {
        var score = 0
        var previous: Unicode.Scalar = " "
        for scalar in scalars {
            defer { previous = scalar }
            guard scalar.value >= 0x80 else {
                if isASCIILetter(scalar), previous.value >= 0x80, previous.properties.isAlphabetic,
                    !isLatin(previous)
                {
                    score -= 3
                }
                continue
            }
            let properties = scalar.properties
            if scalar.value == 0xFFFD || (scalar.value >= 0x80 && scalar.value < 0xA0) {
                score -= 10
                continue
            }
            guard properties.isAlphabetic || properties.generalCategory == .nonspacingMark else {
                score -= 2
                continue
            }
            score += commonLatinLetters.contains(scalar) || !isLatin(scalar) ? 2 : 1
            // Latin words are mostly ASCII: two accented letters in a row (`Èâàí`) are rare,
            // while Cyrillic, Greek, Hebrew and Arabic words are all 8-bit.
            if isLatin(scalar), previous.value >= 0x80, isLatin(previous), previous.properties.isAlphabetic {
                score -= 2
            }
            if properties.isUppercase, previous.properties.isLowercase { score -= 3 }
            // Names start with a capital: a cased non-Latin word starting in lower case
            // (Hebrew read as Cyrillic) is unlikely.
            if properties.isLowercase, !isLatin(scalar), previous.value < 0x80, !isASCIILetter(previous) {
                score -= 2
            }
            if !isLatin(scalar), isASCIILetter(previous) { score -= 3 }
            if isLatin(scalar) != isLatin(previous), previous.value >= 0x80,
                previous.properties.isAlphabetic
            {
                score -= 3
            }
        }
        return score
    }

    /// How well each word's accented Latin letters fit one language: +3 for a word whose
    /// letters one alphabet of ``latinAlphabets`` holds, -3 for one no alphabet does. Twin
    /// code pages give the same letter count, but only the right one gives words of one
    /// language: Lithuanian `Jūratė` read as Windows-1250 is `Jűratë` (Hungarian `ű`,
    /// Albanian `ë`), Czech `Dvořák` read as Windows-1252 is `Dvoøák`.
    static func coherence(_ scalars: [Unicode.Scalar]) -> Int {
        var score = 0
        var fits = allAlphabets
        var hasAccent = false
        func endWord() {
            if hasAccent { score += fits != 0 ? 3 : -3 }
            fits = allAlphabets
            hasAccent = false
        }
        for scalar in scalars {
            guard scalar.properties.isAlphabetic else {
                endWord()
                continue
            }
            guard scalar.value >= 0x80, isLatin(scalar) else { continue }
            hasAccent = true
            // `İ` lower-cases to `i` and a combining dot: look the letter up as written first.
            let lower = scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar
            fits &= alphabetMask[scalar] ?? alphabetMask[lower] ?? 0
        }
        endWord()
        return score
    }

    /// The accented letters of the languages whose names the single-byte code pages carry,
    /// lower case: a word's accented letters should all come from one of them.
    static let latinAlphabets: [String] = [
        "ąćęłńóśźż",  // Polish
        "áčďéěíňóřšťúůýž",  // Czech
        "áäčďéíĺľňóôŕšťúýž",  // Slovak
        "áéíóöőúüű",  // Hungarian
        "ăâîșțşţ",  // Romanian
        "čćđšž",  // Croatian, Serbian, Slovenian, Bosnian
        "çğıöşüâîİ",  // Turkish
        "äöüß",  // German
        "àâæçéèêëîïôœùûüÿ",  // French
        "áéíñóúü",  // Spanish
        "áâãàçéêíóôõú",  // Portuguese
        "àèéìíòóù",  // Italian
        "æøåé",  // Danish, Norwegian
        "åäöé",  // Swedish, Finnish
        "áðéíóúýþæö",  // Icelandic
        "éëïóöüè",  // Dutch
        "ąčęėįšųūž",  // Lithuanian
        "āčēģīķļņšūž",  // Latvian
        "äõöüšž",  // Estonian
        "àçéèíïòóúü",  // Catalan
        "çë",  // Albanian
        "ŵŷâêîôûäëïöü",  // Welsh
    ]

    /// Bit n of a letter's mask: ``latinAlphabets``[n] has it.
    private static let alphabetMask: [Unicode.Scalar: UInt32] = {
        var masks: [Unicode.Scalar: UInt32] = [:]
        for (index, alphabet) in latinAlphabets.enumerated() {
            for letter in alphabet.unicodeScalars { masks[letter, default: 0] |= 1 << UInt32(index) }
        }
        return masks
    }()

    private static let allAlphabets: UInt32 = (1 << UInt32(latinAlphabets.count)) - 1

    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value >= 65 && scalar.value <= 90) || (scalar.value >= 97 && scalar.value <= 122)
    }

    /// Latin letters (Latin-1 Supplement to Latin Extended Additional).
    static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x250 || (scalar.value >= 0x1E00 && scalar.value <= 0x1EFF)
    }

    /// Accented Latin letters of European languages' names, which score more than rarer
    /// ones (`ð`, `þ`, `¹` read from the wrong page).
    static let commonLatinLetters: Set<Unicode.Scalar> = Set(
        ("ąćęłńóśźżĄĆĘŁŃÓŚŹŻčďěňřšťůžČĎĚŇŘŠŤŮŽőűŐŰăâîșțşĂÂÎȘȚŞğıİĞ"
            + "áéíúýàèìòùäöüßçñêôëïåæøÁÉÍÚÝÀÄÖÜÇÑÊÔÅÆØ"
            + "ėįųūāēģīķļņōŗĖĮŲŪĀĒĢĪĶĻŅŌŖ").unicodeScalars)
}
