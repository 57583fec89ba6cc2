extension VCardText {
    /// Appends `text` escaped as ``escape(_:escapingCommas:)`` escapes it with commas
    /// escaped, straight into the output's storage; returns whether the text may hold a
    /// control character a line is looked at for (C0 but TAB, or DEL): false says it holds
    /// none, so the line's look at its value can be skipped.
    ///
    /// Room for every byte escaped is reserved once; then a text of 16 bytes or more is
    /// looked at sixteen bytes at a time (``bytesNeedingALook(_:)``): the clean bytes up to
    /// the first that needs a look (an escape, or a control character a line is looked at
    /// for) are stored at once, that byte is escaped on its own, and the look goes on from
    /// the byte after it; the last bytes are looked at as the block that ends at the last
    /// byte, the bytes before them dropped from its answer. Eight bytes at a time (two words
    /// of arithmetic, a branch each) cost about 25 instructions a word, and a word with one
    /// comma was escaped byte by byte. A shorter text is looked at eight bytes at a time, the
    /// last bytes as one word, and a word that may need a look escaped byte by byte.
    @discardableResult
    static func appendEscaped<Sharing>(_ text: UnsafeBufferPointer<UInt8>, to output: inout VCardBytes<Sharing>) -> Bool {
        guard let base = text.baseAddress, text.count > 0 else { return false }
        let count = text.count
        // Each byte gives at most two.
        let target = output.reserveUninitialized(count &* 2)
        var written = 0
        var index = 0
        var controls = false
        @inline(__always) func escapeByte(at index: Int) {
            let byte = base[index]
            switch byte {
            case 92, 59, 44:
                target[written] = 92
                target[written &+ 1] = byte
                written &+= 2
            case 13:
                target[written] = 92
                target[written &+ 1] = UInt8(ascii: "n")
                written &+= 2
            case 10:
                // CRLF is one line break.
                if index == 0 || base[index &- 1] != 13 {
                    target[written] = 92
                    target[written &+ 1] = UInt8(ascii: "n")
                    written &+= 2
                }
            default:
                if UnsafeBufferPointer<UInt8>.isControlCharacter(byte) { controls = true }
                target[written] = byte
                written &+= 1
            }
        }
        if count >= 16 {
            let raw = UnsafeRawPointer(base)
            while true {
                // Whole blocks: stored before they are looked at (room for 16 is left: at
                // most two bytes were written for each one before the index, and 16 or more
                // follow it), counted up to the first byte that needs a look.
                while index &+ 16 <= count {
                    let block = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                    UnsafeMutableRawPointer(target + written).storeBytes(of: block, as: SIMD16<UInt8>.self)
                    let look = bytesNeedingALook(block)
                    if look.low | look.high == 0 {
                        written &+= 16
                        index &+= 16
                        continue
                    }
                    let offset = VCardText.firstByteNeedingALook(look)
                    written &+= offset
                    index &+= offset
                    escapeByte(at: index)
                    index &+= 1
                }
                if index == count { break }
                // The last bytes: the block that ends at the last byte, its bytes before the
                // index dropped from the answer.
                let start = count &- 16
                var look = bytesNeedingALook(raw.loadUnaligned(fromByteOffset: start, as: SIMD16<UInt8>.self))
                let skipped = index &- start
                if skipped >= 8 {
                    look.low = 0
                    look.high &= ~0 &<< UInt64(truncatingIfNeeded: (skipped &- 8) &* 8)
                } else {
                    look.low &= ~0 &<< UInt64(truncatingIfNeeded: skipped &* 8)
                }
                let clean = start &+ VCardText.firstByteNeedingALook(look) &- index
                if clean > 0 {
                    VCardByteBuffer.copyShort(from: base + index, to: target + written, count: clean)
                    written &+= clean
                    index &+= clean
                }
                if index == count { break }
                escapeByte(at: index)
                index &+= 1
                if index == count { break }
            }
            output.commitUninitialized(written)
            return controls
        }
        while index &+ 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if !VCardText.mayNeedEscapeOrHoldDelete(word) {
                UnsafeMutableRawPointer(target + written).storeBytes(of: word, as: UInt64.self)
                written &+= 8
                index &+= 8
                continue
            }
            for offset in index..<index &+ 8 { escapeByte(at: offset) }
            index &+= 8
        }
        let left = count &- index
        if left > 0 {
            // The last bytes as one word: the word that ends at the last byte (bytes before
            // them again, which only make it say yes more often); for a shorter text its
            // first and last four bytes, or its first, middle and last bytes and letters.
            let raw = UnsafeRawPointer(base)
            let word: UInt64
            if count >= 8 {
                word = raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            } else if count >= 4 {
                word = UInt64(raw.loadUnaligned(as: UInt32.self))
                    | UInt64(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)) << 32
            } else {
                word = UInt64(base[0]) | UInt64(base[count >> 1]) << 8 | UInt64(base[count &- 1]) << 16
                    | 0x4141_4141_4100_0000
            }
            if !VCardText.mayNeedEscapeOrHoldDelete(word) {
                VCardByteBuffer.copyShort(from: base + index, to: target + written, count: left)
                written &+= left
            } else {
                for offset in index..<count { escapeByte(at: offset) }
            }
        }
        output.commitUninitialized(written)
        return controls
    }

    /// ``appendEscaped(_:to:)-(UnsafeBufferPointer<UInt8>,_)`` of a string: a small string
    /// (at most 15 bytes, most names, components and short values) that needs no escape is
    /// looked at and stored as its two words (``Swift/String/smallStringWords``),
    /// about a quarter of the instructions of lending its bytes and escaping them; any other
    /// takes the byte path.
    ///
    /// `text` is read for its words first, before anything is written, and again only on
    /// the byte path: a string read from memory the caller lends (the contact's), held while
    /// the output may grow, was retained and released.
    @inline(__always)
    @discardableResult
    static func appendEscaped<Sharing>(_ text: @autoclosure () -> String, to output: inout VCardBytes<Sharing>) -> Bool {
        if let small = text().smallStringWords {
            guard small.count > 0 else { return false }
            // The bytes past the count are zero in a small string, which the look takes for
            // control characters: the string needs none when the first byte that needs a
            // look is past its bytes (filling them with letters first cost about ten
            // instructions more).
            let block = unsafeBitCast((small.leading.littleEndian, small.trailing.littleEndian), to: SIMD16<UInt8>.self)
            if firstByteNeedingALook(bytesNeedingALook(block)) >= small.count {
                output.appendSmallString(leading: small.leading, trailing: small.trailing, count: small.count)
                return false
            }
        } else if let stored = text().storedUTF8 {
            // A large string's bytes where its storage holds them: handed over as a string,
            // it was retained and released (``Swift/String/storedUTF8``).
            return appendEscaped(stored, to: &output)
        }
        return appendEscapedBytes(of: text(), to: &output)
    }

    /// The byte path of ``appendEscaped(_:to:)-(()->String,_)``, out of line.
    @inline(never)
    private static func appendEscapedBytes<Sharing>(of text: String, to output: inout VCardBytes<Sharing>) -> Bool {
        text.withUTF8Bytes { appendEscaped($0, to: &output) }
    }

    /// Where the first byte that needs a look is among the sixteen of
    /// ``bytesNeedingALook(_:)``'s answer: 0–15, or 16 when none does.
    @inline(__always)
    static func firstByteNeedingALook(_ look: (low: UInt64, high: UInt64)) -> Int {
        look.low != 0 ? look.low.trailingZeroBitCount &>> 3 : 8 &+ look.high.trailingZeroBitCount &>> 3
    }

    /// Which of sixteen bytes need a look: the high bit of each byte that needs an escape or
    /// is a character a line is looked at for (below 0x20, TAB among them, DEL, backslash,
    /// semicolon, comma), every other bit clear; bytes 0–7 in `low` and 8–15 in `high`, each
    /// first byte lowest. ``bytesNeedingNoEscape(_:)``'s arithmetic, with DEL a
    /// fourth pattern, in each of the sixteen lanes at once (the
    /// standard library's wrapping arithmetic and bitwise operations on a vector are single
    /// vector instructions; its lane comparisons are a loop over the lanes): with the high
    /// bits cleared, adding 0x60 carries into a byte's high bit when it is 0x20 or above,
    /// and adding 0x7F to it XOR a pattern (DEL among them) when it differs from the
    /// pattern; a byte of 0x80 or above needs no look. About twenty instructions a block
    /// (the words' arithmetic took about 25 a word).
    @inline(__always)
    static func bytesNeedingALook(_ block: SIMD16<UInt8>) -> (low: UInt64, high: UInt64) {
        let lows = SIMD16<UInt8>(repeating: 0x7F)
        let low = block & lows
        let printable = low &+ SIMD16(repeating: 0x60)
        // Not DEL as the three patterns are tested: `~(low &+ 1)` (one add) made LLVM split
        // the vector in halves (about fifty instructions a block instead of thirty).
        let notDelete = (low ^ lows) &+ lows
        let notBackslash = (low ^ SIMD16(repeating: 0x5C)) &+ lows
        let notSemicolon = (low ^ SIMD16(repeating: 0x3B)) &+ lows
        let notComma = (low ^ SIMD16(repeating: 0x2C)) &+ lows
        // The answer made in the vector, then read as two words: the words' own NOT and
        // AND split the vector's arithmetic in halves (about fifty instructions a block).
        let look = ~(printable & notDelete & notBackslash & notSemicolon & notComma | block) & SIMD16(repeating: 0x80)
        let (first, second) = unsafeBitCast(look, to: (UInt64, UInt64).self)
        return (UInt64(littleEndian: first), UInt64(littleEndian: second))
    }

    /// ``mayNeedEscape(_:)``, or a DEL among the eight bytes: a word that says no holds no
    /// byte a line is looked at for either. The shared mask (``bytesNeedingNoEscape(_:)``)
    /// and a DEL test: a byte's low seven bits plus one carry into its high bit only for
    /// 0x7F, and a byte with its high bit set (0xFF among them) is cleared of it by the mask.
    @inline(__always)
    static func mayNeedEscapeOrHoldDelete(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let delete = ((word & (ones &* 0x7F)) &+ ones) & ~word
        return ~bytesNeedingNoEscape(word) & highs | delete & highs != 0
    }

    /// Whether the last bytes of `count` at `base`, fewer than eight past a multiple of
    /// eight, may need an escape, looked at as one word: the word that ends at the last byte
    /// (bytes before them again, which only make it say yes more often), or for a text of
    /// four to seven bytes the first four and the last four. Nil for a text shorter than four
    /// bytes: looked at byte by byte. Byte by byte, the tail cost about ten instructions a
    /// byte of every value.
    @inline(__always)
    static func tailMayNeedEscape(_ base: UnsafePointer<UInt8>, count: Int) -> Bool? {
        let raw = UnsafeRawPointer(base)
        if count >= 8 {
            return mayNeedEscape(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        }
        guard count >= 4 else { return nil }
        let head = UInt64(raw.loadUnaligned(as: UInt32.self))
        let tail = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
        return mayNeedEscape(head | tail << 32)
    }

    /// Whether any of the eight bytes of `word` is below 0x20 or a backslash, semicolon or
    /// comma. Exact for each byte (``bytesNeedingNoEscape(_:)``).
    @inline(__always)
    static func mayNeedEscape(_ word: UInt64) -> Bool {
        ~bytesNeedingNoEscape(word) & 0x8080_8080_8080_8080 != 0
    }

    /// The high bit of each byte of `word` set when that byte needs no escape (it is 0x20 or
    /// above and not a backslash, semicolon or comma; any byte of 0x80 and above), the other
    /// bits anything. With the high bits cleared, adding 0x60 to a byte carries into its
    /// high bit when it is 0x20 or above, and adding 0x7F to it XOR a pattern when it
    /// differs from the pattern; no byte carries into the next (0x7F + 0x7F < 0x100), so the
    /// answer is exact for each byte. About 20 instructions; the borrow form (subtracting
    /// from each byte, one test a pattern) took about 30 with DEL.
    @inline(__always)
    static func bytesNeedingNoEscape(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lows = ones &* 0x7F
        let low = word & lows
        let printable = low &+ ones &* 0x60
        let notBackslash = (low ^ ones &* 0x5C) &+ lows
        let notSemicolon = (low ^ ones &* 0x3B) &+ lows
        let notComma = (low ^ ones &* 0x2C) &+ lows
        return printable & notBackslash & notSemicolon & notComma | word
    }
}
