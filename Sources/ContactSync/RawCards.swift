/// Cuts a vCard file into its cards' bytes, without decoding them: each card from its
/// `BEGIN:VCARD` to the matching `END:VCARD` (nested `AGENT` cards stay inside). Line ends
/// become CRLF. Anything between cards is dropped.
public enum RawCards {
    /// The bytes of each card of `bytes`, in order.
    public static func split(_ bytes: [UInt8]) -> [[UInt8]] {
        var cards: [[UInt8]] = []
        var current: [UInt8] = []
        var depth = 0
        var start = 0
        func handle(_ line: ArraySlice<UInt8>) {
            let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
            let upper = trimmed.prefix(11).map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }
            let isBegin = upper.starts(with: Array("BEGIN:VCARD".utf8))
            let isEnd = upper.starts(with: Array("END:VCARD".utf8))
            if isBegin { depth += 1 }
            if depth > 0 {
                current += line
                current += [0x0D, 0x0A]
            }
            if isEnd, depth > 0 {
                depth -= 1
                if depth == 0 {
                    cards.append(current)
                    current = []
                }
            }
        }
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                var end = index
                if end > start, bytes[end - 1] == 0x0D { end -= 1 }
                handle(bytes[start..<end])
                start = index + 1
            }
            index += 1
        }
        if start < bytes.count { handle(bytes[start...]) }
        if !current.isEmpty { cards.append(current) }
        return cards
    }

    /// A vCard text with CRLF line ends, ending with one: how pulled cards are written.
    public static func normalizingLineEnds(_ text: String) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count + 64)
        var previous: UInt8 = 0
        for byte in text.utf8 {
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
