import ContactModel

extension VCardCardComposer {
    /// `TEL`: in 4.0 a global number as written (`+1-555-0100`) is a `tel:` URI, as is one
    /// with an extension whose number is (`+1-555-0100 ext. 42` as `tel:+1-555-0100;ext=42`);
    /// any other number, and every number in 2.1 and 3.0, is text. The item is lent where
    /// it is (see ``compose()``).
    mutating func composePhone(_ lent: UnsafePointer<LabeledValue<String>>) {
        // One look at the number's bytes: a global number as written, or one that may have
        // an extension (most 4.0 numbers are neither, and are text).
        let shape =
            isModern
            ? VCardCardComposer.telephoneShape(at: lent.pointer(to: \.value)!)
            : (uriCompatible: false, mayHaveExtension: false, needsNoEscape: false)
        // Text (most numbers) on a direct line: the number read where it is, copied or
        // escaped (made a ``Value``, it was retained and released).
        if !shape.uriCompatible, !shape.mayHaveExtension, writesDirectly,
            VCardCardComposer.writesDirectly(keeping: lent.pointee.parameters)
        {
            writeLabeledDirectly(
                lent, name: "TEL", kind: .phone, value: .escaped(from: -1), text: lent.pointer(to: \.value),
                textIsPlain: shape.needsNoEscape)
            return
        }
        let number = lent.pointee.value
        let value: Value
        let isURI: Bool
        if shape.uriCompatible {
            (value, isURI) = (.raw("tel:" + number), true)
        } else if shape.mayHaveExtension,
            let body = VCardTelephoneURI.uriBody(
                fromText: number, isNumberURICompatible: VCardCardComposer.isTelephoneURICompatible)
        {
            (value, isURI) = (.raw("tel:" + body), true)
        } else if shape.needsNoEscape {
            (value, isURI) = (.plain(number), false)
        } else {
            (value, isURI) = (.text(number), false)
        }
        if writesDirectly, VCardCardComposer.writesDirectly(keeping: lent.pointee.parameters) {
            writeLabeledDirectly(lent, name: "TEL", kind: .phone, value: value, valueIsURI: isURI)
        } else if isURI {
            appendLabeled(lent.pointee, name: "TEL", kind: .phone, value: value) {
                $0.appendParameter("VALUE", "uri")
            }
        } else {
            appendLabeled(lent.pointee, name: "TEL", kind: .phone, value: value)
        }
    }

    /// Whether a phone number can be written as a global `tel:` URI as it is (`+`, digits
    /// and RFC 3966 visual separators, no spaces), so reading it back gives the same text.
    static func isTelephoneURICompatible(_ text: String) -> Bool {
        telephoneShape(text).uriCompatible
    }

    /// In one pass over a number's bytes: whether ``isTelephoneURICompatible(_:)``,
    /// whether it has a space followed by `e`, which an extension's ` ext. ` starts with
    /// (``VCardTelephoneURI/uriBody(fromText:isNumberURICompatible:)`` finds none without
    /// one), and whether escaping leaves it as it is and it holds no control character
    /// (every byte 0x20 or above, none DEL, backslash, semicolon or comma): then its bytes
    /// are the line's value as they are (``Value/plain(_:)``), with no escaping pass (about
    /// 190 instructions a number).
    ///
    /// The bytes below 0x40 (a number's digits, separators and spaces) are gathered as a
    /// set, one bit each, and the set compared with the phone bytes and the bytes that need
    /// an escape once at the end; a byte of 0x40 or above (a letter, non-ASCII) is looked
    /// at on its own. A `switch` over each byte cost about fifteen instructions a byte.
    ///
    /// A small string (at most 15 bytes, ``Swift/String/smallStringWords``) with no
    /// byte of 0x40 or above, and either no `+` first or a space in it, is neither a global
    /// number as written nor one with an extension: it is answered from its two words (about
    /// forty instructions); any other number takes the pass over its bytes.
    static func telephoneShape(_ text: String) -> (uriCompatible: Bool, mayHaveExtension: Bool, needsNoEscape: Bool) {
        if let small = text.smallStringWords, let shape = telephoneShape(small) { return shape }
        return telephoneShape(largeText: text)
    }

    /// ``telephoneShape(_:)`` of the string at `text`, read where it is (a lent item's
    /// number): a string read out of lent memory and handed to a function was retained and
    /// released, about forty instructions a number.
    @inline(__always)
    static func telephoneShape(at text: UnsafePointer<String>) -> (uriCompatible: Bool, mayHaveExtension: Bool, needsNoEscape: Bool) {
        if let small = text.pointee.smallStringWords, let shape = telephoneShape(small) { return shape }
        return telephoneShape(largeText: text.pointee)
    }

    /// ``telephoneShape(_:)`` answered from a small string's words, when they tell; nil when
    /// the pass over the bytes must (see ``telephoneShape(_:)``).
    @inline(__always)
    private static func telephoneShape(
        _ small: (leading: UInt64, trailing: UInt64, count: Int)
    ) -> (uriCompatible: Bool, mayHaveExtension: Bool, needsNoEscape: Bool)? {
        if small.count > 0 {
            // The bytes past the count are zero: looked at as digits (`0`), which are below
            // 0x40, no space and need no escape.
            let fill: UInt64 = 0x3030_3030_3030_3030
            let leading = small.count >= 8 ? small.leading : small.leading | fill &<< UInt64(small.count &* 8)
            let trailing = small.count <= 8 ? fill : small.trailing | fill &<< UInt64((small.count &- 8) &* 8)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            let noHighByte = (leading | trailing) & (ones &* 0xC0) == 0
            @inline(__always) func holdsSpace(_ word: UInt64) -> Bool {
                let spaces = word ^ (ones &* 0x20)
                return (spaces &- ones) & ~spaces & highs != 0
            }
            if noHighByte, leading & 0xFF != UInt64(UInt8(ascii: "+")) || holdsSpace(leading) || holdsSpace(trailing) {
                let look = VCardText.bytesNeedingALook(unsafeBitCast((leading.littleEndian, trailing.littleEndian), to: SIMD16<UInt8>.self))
                return (false, false, look.low | look.high == 0)
            }
        }
        return nil
    }

    /// ``telephoneShape(_:)`` of a number that is not answered from a small string's words:
    /// one of 16 bytes or more with no byte of 0x40 or above, and either no `+` first or a
    /// space in it (`+1 (223) 555-0108`), is answered as a small one is, from its bytes
    /// looked at sixteen at a time (the last sixteen for the last bytes: about fifty
    /// instructions; the pass over its bytes cost about 220); any other takes the pass.
    @inline(never)
    static func telephoneShape(largeText text: String) -> (uriCompatible: Bool, mayHaveExtension: Bool, needsNoEscape: Bool) {
        text.withUTF8Bytes { bytes in
            if let base = bytes.baseAddress, bytes.count >= 16 {
                let raw = UnsafeRawPointer(base)
                let sevenBits = SIMD16<UInt8>(repeating: 0x7F)
                var union = SIMD16<UInt8>(repeating: 0)
                // The high bit of each lane clear while a block had a space in that lane.
                var noSpace = SIMD16<UInt8>(repeating: 0xFF)
                var look: UInt64 = 0
                var start = 0
                while true {
                    let block = raw.loadUnaligned(fromByteOffset: start, as: SIMD16<UInt8>.self)
                    union |= block
                    // A lane XOR a space is zero only for a space: its low seven bits plus
                    // 0x7F carry into the high bit, or the high bit is set, for any other.
                    let spaces = block ^ SIMD16(repeating: 0x20)
                    noSpace &= ((spaces & sevenBits) &+ sevenBits) | spaces
                    let blockLook = VCardText.bytesNeedingALook(block)
                    look |= blockLook.low | blockLook.high
                    if start == bytes.count &- 16 { break }
                    start = Swift.min(start &+ 16, bytes.count &- 16)
                }
                let highs: UInt64 = 0x8080_8080_8080_8080
                let (unionLow, unionHigh) = unsafeBitCast(union, to: (UInt64, UInt64).self)
                let (noSpaceLow, noSpaceHigh) = unsafeBitCast(noSpace, to: (UInt64, UInt64).self)
                let noHighByte = (unionLow | unionHigh) & 0xC0C0_C0C0_C0C0_C0C0 == 0
                let holdsSpace = noSpaceLow & noSpaceHigh & highs != highs
                if noHighByte, base[0] != UInt8(ascii: "+") || holdsSpace {
                    return (false, false, look == 0)
                }
            }
            return telephoneShape(ofBytes: bytes)
        }
    }

    /// ``telephoneShape(_:)`` by a pass over the number's bytes, for every number (tests
    /// compare the two).
    @inline(never)
    static func telephoneShape(bytesOf text: String) -> (uriCompatible: Bool, mayHaveExtension: Bool, needsNoEscape: Bool) {
        text.withUTF8Bytes { telephoneShape(ofBytes: $0) }
    }

    /// ``telephoneShape(bytesOf:)`` of the bytes.
    @inline(__always)
    private static func telephoneShape(
        ofBytes bytes: UnsafeBufferPointer<UInt8>
    ) -> (uriCompatible: Bool, mayHaveExtension: Bool, needsNoEscape: Bool) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return (false, false, true) }
        let first = base[0]
        var low: UInt64 = 0
        var high = false
        var highNeedsEscape = false
        var mayHaveExtension = false
        var previous = first
        var index = 1
        while index < bytes.count {
            let byte = base[index]
            if byte < 0x40 {
                low |= 1 &<< UInt64(byte)
            } else {
                high = true
                if byte == 0x5C || byte == 0x7F { highNeedsEscape = true }
                if byte == UInt8(ascii: "e"), previous == 0x20 { mayHaveExtension = true }
            }
            previous = byte
            index &+= 1
        }
        let compatible = bytes.count > 1 && first == UInt8(ascii: "+") && !high && low & ~phoneBytes == 0
        let plain =
            !highNeedsEscape && low & escapedLowBytes == 0
            && (first < 0x40 ? (1 &<< UInt64(first)) & escapedLowBytes == 0 : first != 0x5C && first != 0x7F)
        return (compatible, mayHaveExtension, plain)
    }

    /// The bytes of a global number as written after its `+`, as a set of bytes below 0x40:
    /// the digits and RFC 3966's visual separators `-`, `.`, `(` and `)` (a literal, with no
    /// lazy initialization to run; tests check it against the bytes).
    @inline(__always)
    static var phoneBytes: UInt64 { 0x3FF << 0x30 | 1 << 0x28 | 1 << 0x29 | 1 << 0x2D | 1 << 0x2E }

    /// The bytes below 0x40 that escaping changes or a line is looked at for: controls
    /// (TAB too), the semicolon and the comma.
    @inline(__always)
    static var escapedLowBytes: UInt64 { 0xFFFF_FFFF | 1 << 0x3B | 1 << 0x2C }
}
