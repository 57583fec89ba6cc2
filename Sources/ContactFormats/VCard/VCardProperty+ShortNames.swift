/// The name of most content lines, up to fifteen ASCII letters and hyphens (`TEL`, `EMAIL`,
/// `N`, `X-ABADR`, `CATEGORIES`), with no group or Apple's item group (`item1.ADR`), taken
/// from one 8-byte load, or two for a name of eight bytes or more.
///
/// The general path (``VCardProperty/takeName(_:)``) scans for the name's end word by word,
/// byte by byte past each hyphen, digit and dot, looks at the byte it stops on for a
/// group's dot, checks the bounds, then loads the name again to pack it, and packs it once
/// more for its small string. Here the words give all of it: the first byte that is no
/// letter or hyphen must be a `;` or `:` within the words loaded, and the bytes before it,
/// letters upper-cased, are the small string's words as they stand and, the first byte
/// swapped, the packed name ``VCardPropertyKind`` looks up. An item group (`item` in any
/// case, one to three digits and a dot) is taken from the first word, and the name after
/// it from the next. Anything else (another group, a digit or underscore in the name, a
/// name of sixteen bytes or more, fewer bytes on the line than the words need) takes the
/// general path, which gives the same result (`VCardPropertyShortNameTests`). On `validate`
/// of 10,000 cards: 2.2 M of 169 M instructions for names of letters alone; 0.85 M more
/// with hyphens (looked for only past one) and item groups; 0.27 M more with names of
/// eight to fifteen bytes.
extension VCardProperty {
    /// Sets the group, name and kind when the line starts with a name ``shortName(at:available:)``
    /// takes, or an item group and then one; returns where the name ends (the `;` or `:`).
    /// Nil, with nothing set, otherwise.
    @inline(__always)
    mutating func takeShortName(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        #if (arch(x86_64) || arch(arm64)) && _endian(little)
            guard let base = bytes.baseAddress, bytes.count >= 8 else { return nil }
            var start = 0
            var found = VCardProperty.shortName(at: base, available: bytes.count)
            if found == nil {
                let word = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
                guard let group = VCardProperty.itemGroupLength(word) else { return nil }
                start = group &+ 1
                found = VCardProperty.shortName(at: base + start, available: bytes.count &- start)
                guard found != nil else { return nil }
                setGroup(base, count: group)
            }
            let (length, first, second) = found.unsafelyUnwrapped
            nameWords = ImmortalWords(first: first, second: second | (0xE0 | UInt64(truncatingIfNeeded: length)) &<< 56)
            // The first eight bytes, packed as `VCardPropertyKind` packs a name.
            let head = first.byteSwapped &>> UInt64(truncatingIfNeeded: 64 &- 8 &* min(length, 8))
            kind = VCardPropertyKind.kind(in: bytes, from: start, to: start &+ length, head: head)
            return start &+ length
        #else
            return nil
        #endif
    }

    /// The name at `base` (with `available` bytes from it): its length and its bytes
    /// upper-cased as the two words of a small string (0 above them), when it is one to
    /// fifteen ASCII letters and hyphens followed by `;` or `:` within the words loaded (one
    /// for a name of up to seven bytes, with eight bytes available; two for a longer one,
    /// with sixteen); nil otherwise.
    @inline(__always)
    static func shortName(
        at base: UnsafePointer<UInt8>, available: Int
    ) -> (length: Int, first: UInt64, second: UInt64)? {
        guard available >= 8 else { return nil }
        let word = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
        let nonLetters = VCardProperty.nonLetters(word)
        let length = firstNonNameByte(word, nonLetters: nonLetters)
        let letterCase = (~nonLetters & 0x8080_8080_8080_8080) &>> 2
        if length < 8 {
            guard length > 0, isNameEnd(word, at: length) else { return nil }
            let inName = (1 &<< UInt64(truncatingIfNeeded: length &* 8)) &- 1
            return (length, word & inName & ~letterCase, 0)
        }
        // Eight name bytes: the rest in a second word (CATEGORIES, X-ABLabel).
        guard available >= 16 else { return nil }
        let next = UnsafeRawPointer(base + 8).loadUnaligned(as: UInt64.self)
        let nextNonLetters = VCardProperty.nonLetters(next)
        let rest = firstNonNameByte(next, nonLetters: nextNonLetters)
        guard rest < 8, isNameEnd(next, at: rest) else { return nil }
        let inName = (1 &<< UInt64(truncatingIfNeeded: rest &* 8)) &- 1
        let nextCase = (~nextNonLetters & 0x8080_8080_8080_8080) &>> 2
        return (8 &+ rest, word & ~letterCase, next & inName & ~nextCase)
    }

    /// Where the first byte of `word` that is no ASCII letter or hyphen is (8 for none);
    /// `nonLetters` are its bytes that are no letters (``nonLetters(_:)``). Hyphens are
    /// looked for only when the first of those is one (`X-ABADR`): exactly the bytes that
    /// are 0 after XOR with `-` (no borrow between bytes).
    @inline(__always)
    static func firstNonNameByte(_ word: UInt64, nonLetters: UInt64) -> Int {
        guard nonLetters != 0 else { return 8 }
        let first = nonLetters.trailingZeroBitCount &>> 3
        guard UInt8(truncatingIfNeeded: word &>> UInt64(truncatingIfNeeded: first &* 8)) == UInt8(ascii: "-") else {
            return first
        }
        let dashes = word ^ 0x2D2D_2D2D_2D2D_2D2D
        let hyphens = ~((dashes & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F | dashes) & 0x8080_8080_8080_8080
        let others = nonLetters & ~hyphens
        return others == 0 ? 8 : others.trailingZeroBitCount &>> 3
    }

    /// Whether byte `index` of `word` is a `;` or `:`, which end a name.
    @inline(__always)
    static func isNameEnd(_ word: UInt64, at index: Int) -> Bool {
        let byte = UInt8(truncatingIfNeeded: word &>> UInt64(truncatingIfNeeded: index &* 8))
        return byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":")
    }

    /// The length of the item group `word` starts with (`item` in any case, one to three
    /// digits), when a dot follows it; nil otherwise. 0x20 set in each of the first four
    /// bytes: only a letter's two cases give the lower-case one.
    @inline(__always)
    static func itemGroupLength(_ word: UInt64) -> Int? {
        guard (word | 0x2020_2020) & 0xFFFF_FFFF == 0x6D65_7469 else { return nil }
        var group = 4
        while group < 7 {
            let byte = UInt8(truncatingIfNeeded: word &>> UInt64(truncatingIfNeeded: group &* 8))
            guard byte &- UInt8(ascii: "0") < 10 else { break }
            group &+= 1
        }
        guard group > 4, UInt8(truncatingIfNeeded: word &>> UInt64(truncatingIfNeeded: group &* 8)) == UInt8(ascii: ".")
        else { return nil }
        return group
    }
}
