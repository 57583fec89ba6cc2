/// The writing system a name is written in, as far as name formatting cares.
public enum NameScript: String, Sendable, Hashable, CaseIterable {
    /// Latin letters, and any script not listed here (they all separate words by spaces).
    case latin
    /// Japanese kana, possibly mixed with Han ideographs.
    case kana
    /// Han ideographs only (Chinese, or Japanese names in kanji).
    case han
    /// Korean Hangul.
    case hangul
    /// Other scripts that separate name parts with spaces, told apart for sorting.
    case cyrillic, greek, arabic, hebrew, devanagari, thai

    /// The script of a piece of text: kana or Hangul anywhere wins, then Han, then the script
    /// of the first letter; `latin` when there are no letters.
    public init(of text: some StringProtocol) {
        var sawHan = false
        var first: NameScript?
        for scalar in text.unicodeScalars where scalar.properties.isAlphabetic {
            let script = NameScript.script(of: scalar.value)
            switch script {
            case .kana, .hangul:
                self = script
                return
            case .han: sawHan = true
            default: if first == nil { first = script }
            }
        }
        self = sawHan ? .han : (first ?? .latin)
    }

    /// Whether names in this script are written without spaces (Chinese, Japanese, Korean).
    public var isCJK: Bool { self == .kana || self == .han || self == .hangul }

    /// Whether every letter of the text is katakana (with the prolonged sound mark and the
    /// middle dot): how Japanese writes foreign names.
    static func isKatakana(_ text: some StringProtocol) -> Bool {
        var sawLetter = false
        for scalar in text.unicodeScalars where !scalar.properties.isWhitespace {
            guard (0x30A0...0x30FF).contains(scalar.value) || (0x31F0...0x31FF).contains(scalar.value)
            else { return false }
            sawLetter = true
        }
        return sawLetter
    }

    private static func script(of value: UInt32) -> NameScript {
        switch value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .kana
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return .hangul
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F: return .han
        case 0x0400...0x052F: return .cyrillic
        case 0x0370...0x03FF: return .greek
        case 0x0600...0x06FF, 0x0750...0x077F, 0xFB50...0xFEFF: return .arabic
        case 0x0590...0x05FF: return .hebrew
        case 0x0900...0x097F: return .devanagari
        case 0x0E00...0x0E7F: return .thai
        default: return .latin
        }
    }
}
