/// The name of most content lines, one to seven ASCII letters and hyphens (`TEL`, `EMAIL`,
/// `N`, `X-ABADR`), with no group or Apple's item group (`item1.ADR`), each taken from one
/// 8-byte load.
///
/// The general path (``VCardProperty/takeName(_:)``) scans for the name's end word by word,
/// byte by byte past each hyphen, digit and dot, looks at the byte it stops on for a
/// group's dot, checks the bounds, then loads the name again to pack it, and packs it once
/// more for its small string. Here one word gives all of it: its first byte that is no
/// letter or hyphen must be a `;` or `:` within the first eight bytes, and the bytes before
/// it, letters upper-cased, are the small string's first word as they stand and, byte
/// swapped, the packed name ``VCardPropertyKind`` looks up. An item group (`item` in any
/// case, one to three digits and a dot) is taken from the first word, and the name after
/// it from a second. Anything else (another group, a digit or underscore in the name,
/// eight bytes of name or more, fewer than eight bytes on the line after the group) takes
/// the general path, which gives the same result (`VCardPropertyShortNameTests`). 2.2 M of
/// the 169 M instructions of `validate` on 10,000 cards for names of letters alone; 0.85 M
/// more with hyphens (looked for only past one) and item groups.
extension VCardProperty {
    /// Sets the group, name and kind when the line starts with one to seven ASCII letters
    /// and hyphens, or an item group and then those, and then `;` or `:`, with at least
    /// eight bytes on the line from the name; returns where the name ends (the `;` or `:`).
    /// Nil, with nothing set, otherwise.
    @inline(__always)
    mutating func takeShortName(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        #if (arch(x86_64) || arch(arm64)) && _endian(little)
            guard let base = bytes.baseAddress, bytes.count >= 8 else { return nil }
            let word = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
            var start = 0
            var found = VCardProperty.shortName(word)
            if found == nil {
                guard let group = VCardProperty.itemGroupLength(word), bytes.count &- (group &+ 1) >= 8 else { return nil }
                start = group &+ 1
                found = VCardProperty.shortName(UnsafeRawPointer(base + start).loadUnaligned(as: UInt64.self))
                guard found != nil else { return nil }
                setGroup(base, count: group)
            }
            let (length, name) = found.unsafelyUnwrapped
            nameWords = ImmortalWords(first: name, second: (0xE0 | UInt64(truncatingIfNeeded: length)) &<< 56)
            let head = name.byteSwapped &>> UInt64(truncatingIfNeeded: 64 &- 8 &* length)
            kind = VCardPropertyKind.kind(in: bytes, from: start, to: start &+ length, head: head)
            return start &+ length
        #else
            return nil
        #endif
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

    /// The length and upper-cased bytes (0 above them) of the name that starts `word`: one
    /// to seven ASCII letters and hyphens and then `;` or `:`; nil otherwise.
    @inline(__always)
    static func shortName(_ word: UInt64) -> (length: Int, name: UInt64)? {
        let nonLetters = VCardProperty.nonLetters(word)
        // No other byte: eight letters or more. Byte 0 another: no name.
        guard nonLetters & 0xFF == 0, nonLetters != 0 else { return nil }
        var length = nonLetters.trailingZeroBitCount &>> 3
        var end = UInt8(truncatingIfNeeded: word &>> UInt64(truncatingIfNeeded: length &* 8))
        if end == UInt8(ascii: "-") {
            // Hyphens too (`X-ABADR`), looked for only past one: exactly the bytes that are 0
            // after XOR with `-` (no borrow between bytes).
            let dashes = word ^ 0x2D2D_2D2D_2D2D_2D2D
            let hyphens = ~((dashes & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F | dashes) & 0x8080_8080_8080_8080
            let others = nonLetters & ~hyphens
            guard others != 0 else { return nil }
            length = others.trailingZeroBitCount &>> 3
            end = UInt8(truncatingIfNeeded: word &>> UInt64(truncatingIfNeeded: length &* 8))
        }
        guard end == UInt8(ascii: ";") || end == UInt8(ascii: ":") else { return nil }
        let inName = (1 &<< UInt64(truncatingIfNeeded: length &* 8)) &- 1
        // 0x20 off each letter (bit 5 of the bytes not flagged as no letters).
        let letterCase = (~nonLetters & 0x8080_8080_8080_8080) &>> 2
        return (length, word & inName & ~letterCase)
    }
}
