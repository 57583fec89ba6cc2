/// The `TYPE` words ``VCardTypeTable`` reads labels from, one bit each: a property's types
/// are looked at once each (a few bytes packed into an integer) instead of compared as
/// strings with every word in turn.
struct VCardTypeWords: OptionSet {
    let rawValue: UInt16

    static let fax = VCardTypeWords(rawValue: 1 << 0)
    static let home = VCardTypeWords(rawValue: 1 << 1)
    static let work = VCardTypeWords(rawValue: 1 << 2)
    static let homeFax = VCardTypeWords(rawValue: 1 << 3)
    static let workFax = VCardTypeWords(rawValue: 1 << 4)
    static let iPhone = VCardTypeWords(rawValue: 1 << 5)
    static let cell = VCardTypeWords(rawValue: 1 << 6)
    static let main = VCardTypeWords(rawValue: 1 << 7)
    static let pager = VCardTypeWords(rawValue: 1 << 8)
    static let home2 = VCardTypeWords(rawValue: 1 << 9)
    static let work2 = VCardTypeWords(rawValue: 1 << 10)
    static let other = VCardTypeWords(rawValue: 1 << 11)
    static let homePage = VCardTypeWords(rawValue: 1 << 12)
    static let school = VCardTypeWords(rawValue: 1 << 13)
    static let voice = VCardTypeWords(rawValue: 1 << 14)
    static let internet = VCardTypeWords(rawValue: 1 << 15)

    init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// The word `type` is, in any case (`cell`, `Cell`, `CELL`); empty for any other type.
    ///
    /// A type is short, so it is a small string, which has no contiguous storage to lend:
    /// its bytes are copied out once (`withUTF8` on a copy), not looked for first (about 200
    /// instructions a type), nor read one by one through its view (about 300).
    init(type: String) {
        var type = type
        self.init(rawValue: type.withUTF8 { VCardTypeWords.packedUppercase($0).map(VCardTypeWords.word(packed:)) ?? 0 })
    }

    /// The word of packed bytes (first byte lowest, as `packedUppercase` packs them).
    private static func word(packed: UInt64) -> UInt16 {
        let word: VCardTypeWords
        switch packed {
        case 0x584146: word = .fax
        case 0x454d4f48: word = .home
        case 0x4b524f57: word = .work
        case 0x584146454d4f48: word = .homeFax
        case 0x5841464b524f57: word = .workFax
        case 0x454e4f485049: word = .iPhone
        case 0x4c4c4543: word = .cell
        case 0x4e49414d: word = .main
        case 0x5245474150: word = .pager
        case 0x32454d4f48: word = .home2
        case 0x324b524f57: word = .work2
        case 0x524548544f: word = .other
        case 0x45474150454d4f48: word = .homePage
        case 0x4c4f4f484353: word = .school
        case 0x4543494f56: word = .voice
        case 0x54454e5245544e49: word = .internet
        default: word = []
        }
        return word.rawValue
    }

    /// Every word among `types`.
    init(types: [String]) {
        var words: UInt16 = 0
        for type in types { words |= VCardTypeWords(type: type).rawValue }
        self.init(rawValue: words)
    }

    /// Up to eight bytes with `a`–`z` upper-cased, the first in the lowest byte; nil for an
    /// empty or longer text, or one with a NUL, which is none of the words. Other bytes (digits, `-`, 8-bit
    /// bytes) stay as they are, so only the word itself in some case matches.
    private static func packedUppercase(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
        guard !bytes.isEmpty, bytes.count <= 8 else { return nil }
        var packed: UInt64 = 0
        for index in 0..<bytes.count {
            let byte = bytes[index]
            // A NUL would pack as a shorter word (`FAX\0` as `FAX`): no word has one.
            guard byte != 0 else { return nil }
            let upper = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 32 : byte
            packed |= UInt64(upper) << (8 * UInt64(index))
        }
        return packed
    }
}
