/// The name of most content lines, one to seven ASCII letters with no group (`TEL`, `EMAIL`,
/// `N`, `VERSION`), taken from one 8-byte load.
///
/// The general path (``VCardProperty/takeName(_:)``) scans for the name's end word by word,
/// looks at the byte it stops on for a group's dot, checks the bounds, then loads the name
/// again to pack it, and packs it once more for its small string. Here the one word gives
/// all of it: its first byte that is not a letter (``VCardProperty/nonLetters(_:)``) must be
/// a `;` or `:` within the first eight bytes, and the letters before it, upper-cased by
/// clearing 0x20 (letters only), are the small string's first word as they stand and, byte
/// swapped, the packed name ``VCardPropertyKind`` looks up. Anything else (a group, a
/// digit or hyphen, eight letters or more, fewer than eight bytes on the line) takes the
/// general path, which gives the same result (`VCardPropertyShortNameTests`). 2.2 M of the
/// 169 M instructions of `validate` on 10,000 cards (1.3 %).
extension VCardProperty {
    /// Sets the name and kind when the line starts with one to seven ASCII letters and then
    /// `;` or `:`, and at least eight bytes are on the line; returns where the name ends
    /// (the `;` or `:`). Nil, with nothing set, otherwise.
    @inline(__always)
    mutating func takeShortName(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        #if (arch(x86_64) || arch(arm64)) && _endian(little)
            guard let base = bytes.baseAddress, bytes.count >= 8 else { return nil }
            let word = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
            let others = VCardProperty.nonLetters(word)
            // No other byte: eight letters or more. Byte 0 another: no name.
            guard others & 0xFF == 0, others != 0 else { return nil }
            let length = others.trailingZeroBitCount &>> 3
            let end = UInt8(truncatingIfNeeded: word &>> UInt64(truncatingIfNeeded: length &* 8))
            guard end == UInt8(ascii: ";") || end == UInt8(ascii: ":") else { return nil }
            // The letters, upper-case, in their places; 0 above them.
            let letters = word & ((1 &<< UInt64(truncatingIfNeeded: length &* 8)) &- 1) & 0xDFDF_DFDF_DFDF_DFDF
            nameWords = ImmortalWords(first: letters, second: (0xE0 | UInt64(truncatingIfNeeded: length)) &<< 56)
            let head = letters.byteSwapped &>> UInt64(truncatingIfNeeded: 64 &- 8 &* length)
            kind = VCardPropertyKind.kind(in: bytes, from: 0, to: length, head: head)
            return length
        #else
            return nil
        #endif
    }
}
