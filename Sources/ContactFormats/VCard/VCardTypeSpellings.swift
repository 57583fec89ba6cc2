/// The `TYPE` values exporters write most, in the spellings they write them (`CELL`,
/// `cell`, `Cell`), so the reader can take the string from here instead of decoding the
/// same few bytes on every line.
///
/// Types are kept as written, so a spelling matches only byte for byte; anything else is
/// decoded as usual. `PREF` is not here: it is a preference, not a type.
///
/// Each spelling has a code, one byte (1 and up; 0 is none): a property keeps the types it
/// found here as codes (``VCardProperty/typeCodes``), with no string or array for them, and
/// the builder reads each one's word (``VCardTypeWords``) from ``word(ofCode:)``.
enum VCardTypeSpellings {
    /// The words, upper-case; each is also known lower-case and capitalized.
    static let words = [
        "CELL", "VOICE", "HOME", "WORK", "FAX", "INTERNET", "OTHER", "IPHONE", "MAIN", "PAGER",
        "HOMEPAGE", "SCHOOL", "TEXT", "VIDEO", "MSG", "CAR", "ISDN", "PCS", "BBS", "MODEM",
        "POSTAL", "PARCEL", "DOM", "INTL", "X400", "AOL", "JPEG", "PNG", "GIF",
    ]

    /// Every spelling, code n at index n - 1, with the word ``VCardTypeWords/init(type:)``
    /// reads from it (so a code's word is the word of its text by construction).
    static let spellings: [(text: String, word: VCardTypeWords)] = {
        var spellings: [(text: String, word: VCardTypeWords)] = []
        for word in words {
            let lower = word.lowercased()
            let capitalized = String(word.prefix(1) + lower.dropFirst())
            for spelling in [word, lower, capitalized] where !spellings.contains(where: { $0.text == spelling }) {
                precondition(spelling.utf8.count <= 8, "type spellings are packed into eight bytes")
                spellings.append((spelling, VCardTypeWords(type: spelling)))
            }
        }
        precondition(spellings.count < 255, "a type's code is one byte, and 255 is never one")
        return spellings
    }()

    /// The words of the codes, code n at index n (index 0: none), for the builder's loop.
    private static let wordsByCode: [UInt16] = [0] + spellings.map(\.word.rawValue)

    /// The codes by length (index 0 unused), each spelling packed into a word for a
    /// one-compare match: every word is at most eight bytes and none contains a zero byte.
    private static let codesByLength: [[(packed: UInt64, code: UInt8)]] = {
        var table = [[(packed: UInt64, code: UInt8)]](repeating: [], count: 9)
        for (index, spelling) in spellings.enumerated() {
            let bytes = Array(spelling.text.utf8)
            let packed = bytes.withUnsafeBufferPointer { pack($0) }
            table[bytes.count].append((packed, UInt8(index + 1)))
        }
        return table
    }()

    /// The code of the spelling `bytes` are exactly; 0 for anything else.
    @inline(__always)
    static func code(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        guard bytes.count > 0, bytes.count <= 8 else { return 0 }
        let packed = pack(bytes)
        for spelling in codesByLength[bytes.count] where spelling.packed == packed {
            return spelling.code
        }
        return 0
    }

    /// The code of the spelling `text` is exactly; 0 for anything else.
    static func code(of text: String) -> UInt8 {
        guard text.utf8.count <= 8 else { return 0 }
        var text = text
        return text.withUTF8 { code(spelledBy: $0) }
    }

    /// The known string spelled exactly by `bytes`; nil for anything else.
    static func string(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let code = code(spelledBy: bytes)
        return code == 0 ? nil : text(ofCode: code)
    }

    /// The spelling of a code (1 and up).
    @inline(__always)
    static func text(ofCode code: UInt8) -> String {
        spellings[Int(code) - 1].text
    }

    /// The word of a code (1 and up): ``VCardTypeWords/init(type:)`` of its text.
    @inline(__always)
    static func word(ofCode code: UInt8) -> VCardTypeWords {
        VCardTypeWords(rawValue: wordsByCode[Int(code)])
    }

    /// Whether `bytes` are `PREF` in any case: Apple's `TYPE=pref`, a preference.
    @inline(__always)
    static func isPreference(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.count == 4 && pack(bytes) | 0x2020_2020 == 0x7072_6566  // "pref"
    }

    @inline(__always)
    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var packed: UInt64 = 0
        for byte in bytes { packed = packed << 8 | UInt64(byte) }
        return packed
    }
}
