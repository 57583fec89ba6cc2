/// A property's ``name`` kept as the two words of a string that owns no storage: a small
/// string (at most 15 bytes, its bytes in the words themselves) or a literal (every
/// recognised name is one). Such a string is immortal: copying it retains nothing and
/// dropping it releases nothing, so a property holds no reference for its name. Emptying
/// the reader's list of properties called the runtime once a property to release a name
/// that had nothing to release, and the split once more for the empty name it replaced
/// (about 30 instructions a property in all).
///
/// A name that owns storage (longer than 15 bytes and not a known name, which is rare) is
/// kept as a string in the box of rare parameters instead, as every one is on platforms
/// whose string layout is not the 64-bit standard library's. (The group stays a string:
/// the builder reads it often, and a string made from words on every read cost more than
/// its release saves.)
extension VCardProperty {
    /// The two words of an immortal string, as the 64-bit standard library lays a string
    /// out: the second word's top bit is set when the string is immortal (small, or a
    /// literal); no string has a second word of 0 or 1, which stand for ``none`` and
    /// ``inBox``.
    struct ImmortalWords: Equatable {
        var first: UInt64
        var second: UInt64

        /// No string: the empty name.
        static var none: ImmortalWords { ImmortalWords(first: 0, second: 0) }
        /// A string kept in the box of rare parameters.
        static var inBox: ImmortalWords { ImmortalWords(first: 0, second: 1) }

        @inline(__always)
        init(first: UInt64, second: UInt64) {
            self.first = first
            self.second = second
        }

        /// The words of `text` when it is immortal; nil when it owns storage (and on other
        /// platforms).
        @inline(never)
        init?(_ text: String) {
            #if (arch(x86_64) || arch(arm64)) && _endian(little)
                let words = withUnsafeBytes(of: text) { raw in
                    (raw.load(as: UInt64.self), raw.load(fromByteOffset: 8, as: UInt64.self))
                }
                guard words.1 &>> 63 != 0 else { return nil }
                first = words.0
                second = words.1
            #else
                return nil
            #endif
        }

        /// The words of the small ASCII string of `count` bytes (1 to 8) packed into `packed`
        /// the first in the highest place used (as `VCardPropertyKind` packs a name).
        @inline(__always)
        init(packed: UInt64, count: Int) {
            first = packed.byteSwapped &>> UInt64(truncatingIfNeeded: 64 &- 8 &* count)
            second = (0xE0 | UInt64(truncatingIfNeeded: count)) &<< 56
        }

        /// The words of the small string of the `count` ASCII bytes at `base` (at most 15).
        @inline(__always)
        init(ascii base: UnsafePointer<UInt8>, count: Int) {
            let (leading, trailing) = String.smallStringWords(base, count: count)
            first = leading
            second = trailing | (0xE0 | UInt64(truncatingIfNeeded: count)) &<< 56
        }

        /// The words of the small string of the `count` ASCII bytes at `base` (at most 15),
        /// each ASCII letter upper-cased.
        @inline(__always)
        init(upperCasing base: UnsafePointer<UInt8>, count: Int) {
            let (leading, trailing) = String.smallStringWords(base, count: count)
            first = VCardPropertyKind.upperCased(leading)
            second = VCardPropertyKind.upperCased(trailing) | (0xE0 | UInt64(truncatingIfNeeded: count)) &<< 56
        }

        /// Whether these are a string's words (not ``none`` or ``inBox``).
        @inline(__always)
        var isString: Bool { second &>> 63 != 0 }

        /// The string these words are (``isString``): written over an empty string, as
        /// `String.smallString(validUTF8:count:)` makes one; nothing to retain. Not inlined:
        /// a function that writes through the address of a local is given a stack check on
        /// every call, and the builder's dispatch, which reads a name on a rare path, paid
        /// it for every property.
        @inline(never)
        var string: String {
            var text = ""
            #if (arch(x86_64) || arch(arm64)) && _endian(little)
                withUnsafeMutableBytes(of: &text) { raw in
                    raw.storeBytes(of: first, as: UInt64.self)
                    raw.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
                }
            #endif
            return text
        }
    }

    /// Upper-cased (`TEL`, `X-ABLABEL`).
    var name: String {
        @inline(__always) get {
            if nameWords.isString { return nameWords.string }
            if nameWords == .none { return "" }
            return rare.unsafelyUnwrapped.longName.unsafelyUnwrapped
        }
        set {
            if nameWords == .inBox { uniqueRare().longName = nil }
            setName(newValue)
        }
    }

    /// Sets the name while none is in the box.
    mutating func setName(_ text: String) {
        if let words = ImmortalWords(text) {
            nameWords = words
        } else {
            uniqueRare().longName = text
            nameWords = .inBox
        }
    }

    /// The group of the `count` name bytes at `base` (ASCII, not empty): a small string made
    /// from its words (`item1`), with no call through `String(knownASCII:)`.
    @inline(__always)
    static func groupText(_ base: UnsafePointer<UInt8>, count: Int) -> String {
        #if (arch(x86_64) || arch(arm64)) && _endian(little)
            if count <= 15 {
                return ImmortalWords(ascii: base, count: count).string
            }
        #endif
        return String(knownASCII: UnsafeBufferPointer(start: base, count: count))
    }

    /// Sets the name, while none is in the box, to the `count` name bytes at `base` (ASCII,
    /// not empty) upper-cased; `packed` is their first eight upper-cased, as
    /// `VCardPropertyKind` packs them. Made in place when they are a small string; false
    /// (nothing set) otherwise.
    @inline(__always)
    mutating func setUpperCasedName(ascii base: UnsafePointer<UInt8>, count: Int, packed: UInt64) -> Bool {
        #if (arch(x86_64) || arch(arm64)) && _endian(little)
            if count <= 8 {
                nameWords = ImmortalWords(packed: packed, count: count)
                return true
            }
            guard count <= 15 else { return false }
            nameWords = ImmortalWords(upperCasing: base, count: count)
            return true
        #else
            return false
        #endif
    }
}
