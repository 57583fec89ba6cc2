import ContactModel
import Foundation

extension CSVEncoding {
    /// The text of one field's bytes (already UTF-8 for UTF-16 input). UTF-8 that is not
    /// valid falls back to Windows-1252 (``/ContactModel/Diagnostic/Code/charsetFallback``); other
    /// charsets report bytes they cannot decode (``/ContactModel/Diagnostic/Code/invalidBytes``).
    func decode(_ bytes: ArraySlice<UInt8>) -> Charset.Decoded {
        if isUnicode { return Charset.decodeUTF8(bytes) }
        if self == .windows1252 { return Charset.Decoded(text: Charset.decodeWindows1252(bytes), problem: nil) }
        return Charset.decode(bytes, charset: rawValue)
    }

    /// The bytes of `text` in this encoding, and how many characters it could not hold
    /// (each written as `?`). A combining sequence the encoding holds precomposed (`e` +
    /// U+0301) is written precomposed and not counted. UTF-16 is little endian.
    func encode(_ text: String) -> (bytes: [UInt8], replaced: Int) {
        if self == .utf8 { return (Array(text.utf8), 0) }
        if let bytes = encodeExactly(text) { return (bytes, 0) }
        let composed = text.precomposedStringWithCanonicalMapping
        if let bytes = encodeExactly(composed) { return (bytes, 0) }
        var bytes: [UInt8] = []
        var replaced = 0
        for character in composed {
            if let encoded = encodeExactly(String(character)) {
                bytes += encoded
            } else {
                // A character is one or more scalars: keep the ones the encoding holds.
                for scalar in character.unicodeScalars {
                    if let encoded = encodeExactly(String(scalar)) {
                        bytes += encoded
                    } else {
                        bytes += encodeExactly("?") ?? [UInt8(ascii: "?")]
                        replaced += 1
                    }
                }
            }
        }
        return (bytes, replaced)
    }

    /// The bytes of `text`, or nil when a character has none.
    private func encodeExactly(_ text: String) -> [UInt8]? {
        switch self {
        case .utf8: return Array(text.utf8)
        case .utf16:
            var bytes: [UInt8] = []
            for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
            return bytes
        case .windows1252: return Charset.encodeWindows1252(text)
        default:
            let name = Charset.normalizedName(rawValue)
            if let page = CodePage(normalizedName: name) { return page.encode(text) }
            guard let encoding = Charset.foundationEncoding(for: name) else { return nil }
            if encoding == .japaneseEUC { return Self.encodeEUCJP(text) }
            // Foundation's converters never trap; an unmappable character gives nil. ASCII
            // goes as itself: every charset here keeps it, CoreFoundation's EUC-JP encoder
            // on Linux refuses it, and its Shift_JIS swaps 0x1A, 0x1B, 0x1C and 0x7F.
            var bytes: [UInt8] = []
            var run = ""
            for scalar in text.unicodeScalars {
                if scalar.isASCII {
                    if !run.isEmpty {
                        guard let encoded = run.data(using: encoding, allowLossyConversion: false) else { return nil }
                        bytes += encoded
                        run = ""
                    }
                    bytes.append(UInt8(scalar.value))
                } else {
                    run.unicodeScalars.append(scalar)
                }
            }
            guard let encoded = run.data(using: encoding, allowLossyConversion: false) else { return nil }
            return bytes + encoded
        }
    }
}

extension CodePage {
    /// The bytes of `text` in this code page, or nil when a character has no byte.
    func encode(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        let table = upperHalf
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                bytes.append(UInt8(scalar.value))
            } else if scalar.value != 0xFFFD, let index = table.firstIndex(where: { UInt32($0) == scalar.value }) {
                bytes.append(UInt8(0x80 + index))
            } else {
                return nil
            }
        }
        return bytes
    }
}

extension CSVEncoding {
    /// EUC-JP, which CoreFoundation on Linux cannot encode: each character through Shift_JIS
    /// (the same JIS X 0208 rows and cells, arithmetically moved), then checked by decoding
    /// it back; nil when a character has no JIS X 0208 or half-width form.
    static func encodeEUCJP(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for character in text {
            let string = String(character)
            if character.isASCII {
                bytes += string.utf8
                continue
            }
            guard let sjis = string.data(using: .shiftJIS, allowLossyConversion: false).map({ Array($0) }) else { return nil }
            var euc: [UInt8] = []
            var index = 0
            while index < sjis.count {
                let lead = Int(sjis[index])
                if lead < 0x80 {
                    euc.append(UInt8(lead))
                    index += 1
                } else if (0xA1...0xDF).contains(lead) {
                    euc += [0x8E, UInt8(lead)]  // half-width katakana
                    index += 1
                } else {
                    guard index + 1 < sjis.count, lead <= 0xEF else { return nil }
                    var row = (lead <= 0x9F ? lead - 0x71 : lead - 0xB1) * 2 + 1
                    var cell = Int(sjis[index + 1])
                    if cell > 0x7F { cell -= 1 }
                    if cell >= 0x9E {
                        cell -= 0x7D
                        row += 1
                    } else {
                        cell -= 0x1F
                    }
                    guard (0x21...0x7E).contains(row), (0x21...0x7E).contains(cell) else { return nil }
                    euc += [UInt8(row | 0x80), UInt8(cell | 0x80)]
                    index += 2
                }
            }
            guard Charset.decode(euc[...], charset: "EUC-JP").text == string else { return nil }
            bytes += euc
        }
        return bytes
    }
}
