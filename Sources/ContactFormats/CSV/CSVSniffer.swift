/// Looks at the first bytes of a CSV input (already UTF-8 if it was UTF-16) to find its
/// encoding, delimiter and preamble.
enum CSVSniffer {
    /// UTF-8 when the bytes are valid UTF-8 (a sequence cut at the end is allowed), else the
    /// code page ``CharsetDetector`` finds for the whole lines among them (Shift_JIS for a
    /// Japanese Outlook export, Windows-1251 for a Russian one), Windows-1252 when none
    /// reads better.
    static func encoding(of prefix: [UInt8]) -> CSVEncoding {
        var end = prefix.count
        // Drop an incomplete sequence at the very end: it continues past the sniffed bytes.
        var back = 0
        while back < 3, end - back - 1 >= 0, prefix[end - back - 1] & 0xC0 == 0x80 { back += 1 }
        if end - back - 1 >= 0, prefix[end - back - 1] >= 0xC0 { end = end - back - 1 }
        // (Checked through a buffer: the check of an array slice decodes scalar by scalar.)
        if prefix.withUnsafeBufferPointer({ Charset.isValidUTF8(UnsafeBufferPointer(rebasing: $0[0..<end])) }) {
            return .utf8
        }
        // Whole lines only, so a multi-byte character is never cut (CR and LF are single
        // bytes in every code page read here).
        let lines = prefix.lastIndex(of: 10).map { Array(prefix[...$0]) } ?? prefix
        return CSVEncoding(argument: CharsetDetector.detect(lines)) ?? .windows1252
    }

    /// The candidate that occurs most often outside quotes on one of the first lines;
    /// a comma when none occurs.
    static func delimiter(of prefix: [UInt8]) -> UInt8 {
        let candidates: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), 9]
        var best = [0, 0, 0]
        var counts = [0, 0, 0]
        var inQuotes = false
        var lines = 0
        for byte in prefix {
            if byte == UInt8(ascii: "\"") { inQuotes.toggle(); continue }
            if inQuotes { continue }
            if byte == 10 || byte == 13 {
                for index in 0..<3 { best[index] = max(best[index], counts[index]) }
                counts = [0, 0, 0]
                lines += 1
                if lines >= 20 { break }
                continue
            }
            if let index = candidates.firstIndex(of: byte) { counts[index] += 1 }
        }
        for index in 0..<3 { best[index] = max(best[index], counts[index]) }
        var chosen = 0
        for index in 1..<3 where best[index] > best[chosen] { chosen = index }
        return candidates[chosen]
    }

    /// How many records come before the header: none when the first record has two or
    /// more fields; else the records before the first one that has (LinkedIn's notes).
    static func preambleRecordCount(of prefix: [UInt8], delimiter: UInt8) -> Int {
        var tokenizer = CSVTokenizer(input: MemoryInput(prefix), delimiter: delimiter)
        var record = CSVTokenizer.Record()
        var index = 0
        while index < 10, (try? tokenizer.next(into: &record)) == true {
            if record.count >= 2 && !record.isBlank { return index }
            index += 1
        }
        return 0
    }
}
