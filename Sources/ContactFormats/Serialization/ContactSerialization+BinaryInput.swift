extension ContactSerialization {
    /// What the first bytes of an input show when it is a file of another kind, not contacts
    /// in any format this package reads: an Excel workbook, an OpenDocument spreadsheet, a
    /// ZIP or gzip archive, a PDF, an image, or other binary data (NUL bytes that are not
    /// UTF-16 text). Nil for text, and for UTF-16 with or without a byte-order mark.
    ///
    /// The message says what the file is and, for a spreadsheet, what to do:
    /// `an Excel workbook (.xlsx), not contacts: save it as CSV UTF-8 …`.
    public static func otherKindOfFile(prefix: [UInt8]) -> String? {
        let saveAsCSV = "save it as CSV UTF-8 and read that file"
        if prefix.starts(with: [0x50, 0x4B, 0x03, 0x04]) {  // "PK\3\4": a ZIP archive
            if contains(prefix, "application/vnd.oasis.opendocument.spreadsheet") {
                return "an OpenDocument spreadsheet (.ods), not contacts: " + saveAsCSV
            }
            if contains(prefix, "xl/") {
                return "an Excel workbook (.xlsx), not contacts: " + saveAsCSV
                    + " (Excel: File > Save As > CSV UTF-8)"
            }
            if contains(prefix, "word/") || contains(prefix, "application/vnd.oasis.opendocument.text") {
                return "a word-processor document, not contacts: contactkit reads vCard, CSV, JSON and LDIF"
            }
            return "a ZIP archive, not contacts: unpack it and read the .vcf or .csv files inside"
        }
        if prefix.starts(with: [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) {
            return "an Excel 97-2003 workbook (.xls) or other old Office file, not contacts: " + saveAsCSV
        }
        if prefix.starts(with: [0x1F, 0x8B]) {
            return "gzip-compressed data, not contacts: decompress it (gunzip) and read the result"
        }
        if prefix.starts(with: Array("%PDF-".utf8)) { return "a PDF document, not contacts" }
        if prefix.starts(with: [0x89, 0x50, 0x4E, 0x47]) || prefix.starts(with: [0xFF, 0xD8, 0xFF])
            || prefix.starts(with: Array("GIF8".utf8))
        {
            return "an image, not contacts"
        }
        if isBinary(prefix) { return "binary data (NUL bytes), not contacts in any format contactkit reads" }
        return nil
    }

    /// True when `prefix` is not text: it holds NUL bytes and is not UTF-16 (a byte-order
    /// mark, or NULs at only even or only odd offsets, as ASCII in UTF-16 has them), or more
    /// than one byte in ten is a control character no text uses (C0 but tab, line ends,
    /// form feed and escape).
    static func isBinary(_ prefix: [UInt8]) -> Bool {
        if prefix.starts(with: [0xFF, 0xFE]) || prefix.starts(with: [0xFE, 0xFF]) { return false }
        var evenNULs = 0
        var oddNULs = 0
        var controls = 0
        for (offset, byte) in prefix.enumerated() where byte < 0x20 {
            if byte == 0 {
                if offset % 2 == 0 { evenNULs += 1 } else { oddNULs += 1 }
            } else if !(9...13).contains(byte), byte != 0x1B {
                controls += 1
            }
        }
        if evenNULs + oddNULs == 0 { return prefix.count >= 64 && controls * 10 > prefix.count }
        let looksLikeUTF16 = (evenNULs == 0 || oddNULs == 0) && (evenNULs + oddNULs) * 4 >= prefix.count
        return !looksLikeUTF16
    }

    private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count, let first = needle.first else { return false }
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
