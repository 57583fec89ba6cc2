/// The `TYPE` values exporters write most, in the spellings they write them (`CELL`,
/// `cell`, `Cell`), so the reader can take the string from here instead of decoding the
/// same few bytes on every line.
///
/// Types are kept as written, so a spelling matches only byte for byte; anything else is
/// decoded as usual. `PREF` is not here: it is a preference, not a type.
enum VCardTypeSpellings {
    /// The words, upper-case; each is also known lower-case and capitalized.
    static let words = [
        "CELL", "VOICE", "HOME", "WORK", "FAX", "INTERNET", "OTHER", "IPHONE", "MAIN", "PAGER",
        "HOMEPAGE", "SCHOOL", "TEXT", "VIDEO", "MSG", "CAR", "ISDN", "PCS", "BBS", "MODEM",
        "POSTAL", "PARCEL", "DOM", "INTL", "X400", "AOL", "JPEG", "PNG", "GIF",
    ]

    /// The spellings by length (index 0 unused), each packed into a word for a one-compare
    /// match: every word is at most eight bytes and none contains a zero byte.
    private static let spellingsByLength: [[(packed: UInt64, text: String)]] = {
        var table = [[(packed: UInt64, text: String)]](repeating: [], count: 9)
        for word in words {
            let lower = word.lowercased()
            let capitalized = word.prefix(1) + lower.dropFirst()
            for spelling in [word, lower, String(capitalized)] {
                let bytes = Array(spelling.utf8)
                precondition(bytes.count <= 8, "type spellings are packed into eight bytes")
                let packed = bytes.withUnsafeBufferPointer { pack($0) }
                if !table[bytes.count].contains(where: { $0.packed == packed }) {
                    table[bytes.count].append((packed, spelling))
                }
            }
        }
        return table
    }()

    /// The known string spelled exactly by `bytes`; nil for anything else.
    @inline(__always)
    static func string(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count > 0, bytes.count <= 8 else { return nil }
        let packed = pack(bytes)
        for spelling in spellingsByLength[bytes.count] where spelling.packed == packed {
            return spelling.text
        }
        return nil
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
