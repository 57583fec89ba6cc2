/// Cuts a vCard file into its cards' bytes, without decoding them: each card from its
/// `BEGIN:VCARD` to the matching `END:VCARD` (nested `AGENT` cards stay inside). Line ends
/// become CRLF. Anything between cards is dropped.
public enum RawCards {
    /// The bytes of each card of `bytes`, in order.
    public static func split(_ bytes: [UInt8]) -> [[UInt8]] {
        var cards: [[UInt8]] = []
        var cutter = Cutter()
        var start = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                var end = index
                if end > start, bytes[end - 1] == 0x0D { end -= 1 }
                if let card = cutter.take(bytes[start..<end], at: start) { cards.append(card.bytes) }
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count, let card = cutter.take(bytes[start...], at: start) { cards.append(card.bytes) }
        if let card = cutter.finish() { cards.append(card.bytes) }
        return cards
    }

    /// Cuts cards out of lines given one at a time: a card runs from its `BEGIN:VCARD` line
    /// to the matching `END:VCARD` line (nested `AGENT` cards stay inside), its lines ending
    /// in CRLF. Holds one card at a time.
    struct Cutter {
        private var depth = 0
        private var current: [UInt8] = []
        private var start = 0

        /// Takes one line, without its line end, that starts at `offset` of the input;
        /// returns the card it ends, with the offset of the card's first line.
        mutating func take(_ line: ArraySlice<UInt8>, at offset: Int) -> (bytes: [UInt8], start: Int)? {
            let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
            let upper = trimmed.prefix(11).map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }
            if upper.starts(with: Array("BEGIN:VCARD".utf8)) {
                if depth == 0 { start = offset }
                depth += 1
            }
            guard depth > 0 else { return nil }
            current += line
            current += [0x0D, 0x0A]
            guard upper.starts(with: Array("END:VCARD".utf8)) else { return nil }
            depth -= 1
            guard depth == 0 else { return nil }
            defer { current = [] }
            return (current, start)
        }

        /// The card the input ended in, when its `END:VCARD` never came.
        mutating func finish() -> (bytes: [UInt8], start: Int)? {
            guard !current.isEmpty else { return nil }
            defer { current = [] }
            return (current, start)
        }
    }

    /// The `VERSION` of a card (its first `VERSION` line): `3.0`, `4.0`, `2.1`; nil when it
    /// has none.
    public static func version(of card: [UInt8]) -> String? {
        value(of: "VERSION", in: card).map { String(decoding: $0.filter { $0 != 0x20 && $0 != 0x09 }, as: UTF8.self) }
    }

    /// The value of a card's `UID` line as written (unfolded, not unescaped): a quick look
    /// for matching a card to its contact, which the caller checks.
    public static func uid(of card: [UInt8]) -> String? {
        value(of: "UID", in: card).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The value of the first line called `name` (upper case, no group, no parameters), its
    /// folded continuation lines joined.
    static func value(of name: String, in card: [UInt8]) -> [UInt8]? {
        let key = Array(name.utf8)
        var start = 0
        while start < card.count {
            var end = start
            while end < card.count, card[end] != 0x0A { end += 1 }
            if end - start > key.count, card[start + key.count] == UInt8(ascii: ":"),
                card[start..<start + key.count].map({ $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }).elementsEqual(key)
            {
                var value = Array(card[(start + key.count + 1)..<end])
                if value.last == 0x0D { value.removeLast() }
                var next = end + 1
                while next < card.count, card[next] == 0x20 || card[next] == 0x09 {
                    var lineEnd = next
                    while lineEnd < card.count, card[lineEnd] != 0x0A { lineEnd += 1 }
                    value += card[(next + 1)..<lineEnd]
                    if value.last == 0x0D { value.removeLast() }
                    next = lineEnd + 1
                }
                return value
            }
            start = end + 1
        }
        return nil
    }

    /// A vCard text with CRLF line ends, ending with one: how pulled cards are written.
    public static func normalizingLineEnds(_ text: String) -> [UInt8] {
        var text = text
        return text.withUTF8 { normalizingLineEnds(buffer: $0) }
    }

    /// A card's bytes with CRLF line ends, ending with one; every other byte as it was (a card
    /// in another character set than UTF-8 keeps its bytes).
    public static func normalizingLineEnds(bytes: [UInt8]) -> [UInt8] {
        bytes.withUnsafeBufferPointer { normalizingLineEnds(buffer: $0) }
    }

    private static func normalizingLineEnds(buffer: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(buffer.count + 64)
        var previous: UInt8 = 0
        for byte in buffer {
            if byte == 0x0A, previous != 0x0D { result.append(0x0D) }
            if previous == 0x0D, byte != 0x0A { result.append(0x0A) }
            result.append(byte)
            previous = byte
        }
        if previous == 0x0D { result.append(0x0A) }
        // Drop leading and trailing blank lines; end with exactly one CRLF.
        while let last = result.last, last == 0x0A || last == 0x0D || last == 0x20 { result.removeLast() }
        let firstNonBlank = result.firstIndex { $0 != 0x0A && $0 != 0x0D && $0 != 0x20 && $0 != 0x09 } ?? result.count
        result.removeFirst(firstNonBlank)
        if !result.isEmpty { result += [0x0D, 0x0A] }
        return result
    }
}
