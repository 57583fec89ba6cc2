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
    /// reads from it (so a code's word is the word of its text by construction): word w of
    /// ``words`` upper-case is code 3w + 1, lower-case 3w + 2, capitalized 3w + 3 (`X400`
    /// is there twice; the first is the one found).
    static let spellings: [(text: String, word: VCardTypeWords)] = {
        var spellings: [(text: String, word: VCardTypeWords)] = []
        for word in words {
            let lower = word.lowercased()
            // Two strings added, not `String(word.prefix(1) + lower.dropFirst())`: adding
            // substrings (or a substring to a string) goes through the generic
            // `append(contentsOf:)`, unspecialized here, whose associated type the runtime
            // looks up from its mangled name with a scan of every protocol conformance
            // record (about 230,000 instructions, in the first convert that met a `TYPE`).
            let capitalized = String(word.prefix(1)) + String(lower.dropFirst())
            for spelling in [word, lower, capitalized] {
                precondition(spelling.utf8.count <= 8, "type spellings are packed into eight bytes")
                spellings.append((spelling, VCardTypeWords(type: spelling)))
            }
        }
        precondition(spellings.count < 255, "a type's code is one byte, and 255 is never one")
        return spellings
    }()

    /// The code of the spelling `bytes` are exactly; 0 for anything else.
    ///
    /// The bytes packed into a word and folded to lower case (0x20 set in each, so the
    /// folded word also tells the length: no byte of it is 0) pick the word in one switch;
    /// then the bytes must be one of its three spellings exactly.
    @inline(__always)
    static func code(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        let count = bytes.count
        guard count > 0, count <= 8 else { return 0 }
        return code(packed: pack(bytes), count: count)
    }

    /// ``code(spelledBy:)`` of `count` bytes (1 to 8) packed as ``pack(_:)`` packs them.
    @inline(__always)
    static func code(packed: UInt64, count: Int) -> UInt8 {
        let folded = packed | (0x2020_2020_2020_2020 as UInt64) >> UInt64(64 - 8 * count)
        // The folded word times a constant picks one of 64 slots, the top six bits of the
        // product (the constant was searched for so that no two words share a slot); the
        // slot's word is compared (a jump through a table, where a switch on the words
        // took five or six comparisons). `word` is the place in ``words``.
        let expected: UInt64
        let word: Int
        switch (folded &* 0xEAB4_77D2_6415_479D) &>> 58 {
        case 1: (expected, word) = (0x696e7465726e6574, 5)  // INTERNET
        case 2: (expected, word) = (0x686f6d6570616765, 10)  // HOMEPAGE
        case 5: (expected, word) = (0x6970686f6e65, 7)  // IPHONE
        case 7: (expected, word) = (0x6f74686572, 6)  // OTHER
        case 8: (expected, word) = (0x666178, 4)  // FAX
        case 10: (expected, word) = (0x6a706567, 26)  // JPEG
        case 12: (expected, word) = (0x766964656f, 13)  // VIDEO
        case 13: (expected, word) = (0x776f726b, 3)  // WORK
        case 15: (expected, word) = (0x636172, 15)  // CAR
        case 24: (expected, word) = (0x626273, 18)  // BBS
        case 25: (expected, word) = (0x706e67, 27)  // PNG
        case 27: (expected, word) = (0x7061676572, 9)  // PAGER
        case 29: (expected, word) = (0x6973646e, 16)  // ISDN
        case 30: (expected, word) = (0x70617263656c, 21)  // PARCEL
        case 33: (expected, word) = (0x6d7367, 14)  // MSG
        case 35: (expected, word) = (0x74657874, 12)  // TEXT
        case 36: (expected, word) = (0x696e746c, 23)  // INTL
        case 41: (expected, word) = (0x706373, 17)  // PCS
        case 42: (expected, word) = (0x616f6c, 25)  // AOL
        case 47: (expected, word) = (0x676966, 28)  // GIF
        case 49: (expected, word) = (0x6d6f64656d, 19)  // MODEM
        case 50: (expected, word) = (0x63656c6c, 0)  // CELL
        case 51: (expected, word) = (0x78343030, 24)  // X400
        case 54: (expected, word) = (0x6d61696e, 8)  // MAIN
        case 55: (expected, word) = (0x686f6d65, 2)  // HOME
        case 57: (expected, word) = (0x766f696365, 1)  // VOICE
        case 58: (expected, word) = (0x706f7374616c, 20)  // POSTAL
        case 61: (expected, word) = (0x7363686f6f6c, 11)  // SCHOOL
        case 63: (expected, word) = (0x646f6d, 22)  // DOM
        default: return 0
        }
        guard folded == expected else { return 0 }
        // The word's three spellings from its folded form, with no table (whose lazy
        // initialisation was checked on every type): each word is lower-case letters and
        // digits, so a byte with 0x40 set is a letter, and 0x20 off it makes it upper-case.
        let letters = (folded & 0x4040_4040_4040_4040) &>> 1
        let first = UInt8(truncatingIfNeeded: 3 &* word)
        if packed == folded ^ letters { return first &+ 1 }
        if packed == folded { return first &+ 2 }
        if packed == folded ^ (letters & (0xFF as UInt64) &<< UInt64(8 &* (count &- 1))) { return first &+ 3 }
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

    /// The word of a code (1 and up): ``VCardTypeWords/init(type:)`` of its text, which
    /// is the same for a word's three spellings (a test compares them all).
    ///
    /// Read from the bytes of a string literal, constant data: code n's byte is `A` plus
    /// the word's bit (`G` for `CELL`, bit 6), or `.` for none. A table made from
    /// ``spellings`` was a lazy global, whose initialisation was checked on every type the
    /// builder read (about 17 instructions each).
    @inline(__always)
    static func word(ofCode code: UInt8) -> VCardTypeWords {
        let bits: StaticString =
            ".GGGOOOBBBCCCAAAPPPLLLFFFHHHIIIMMMNNN..................................................."
        let byte = bits.utf8Start[Int(code)]
        return VCardTypeWords(rawValue: byte >= UInt8(ascii: "A") ? 1 &<< UInt16(byte &- UInt8(ascii: "A")) : 0)
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
