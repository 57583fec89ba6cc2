import ContactModel
import Foundation

/// Turns the bytes of one value into text, by the charset a source declared.
///
/// Without a declaration the bytes are taken as UTF-8; bytes that are not valid UTF-8 are
/// read as Windows-1252 (what such files almost always are) and the caller is told, so the
/// change is never silent.
public enum Charset {
    /// The result of decoding: the text and, when it was not a clean decode, why.
    public struct Decoded {
        /// The decoded text.
        public var text: String
        /// Why the decode was not clean (``/ContactModel/Diagnostic/Code/invalidBytes``, ...), or nil.
        public var problem: Diagnostic.Code?
    }

    /// Decodes `bytes` as `charset` (an IANA name, any case), or UTF-8 when nil.
    public static func decode(_ bytes: ArraySlice<UInt8>, charset: String?) -> Decoded {
        guard let charset, !charset.isEmpty else { return decodeUTF8(bytes) }
        switch normalizedName(charset) {
        case "UTF8", "USASCII", "ASCII", "UTF8BOM":
            return decodeDeclaredUTF8(bytes)
        case "ISO88591", "LATIN1", "WINDOWS1252", "CP1252", "ISO885915", "L1", "IBM819",
            "CP819", "ISOLATIN1", "XANSI", "ANSI":
            return Decoded(text: decodeWindows1252(bytes), problem: nil)
        case let name:
            if let page = CodePage(normalizedName: name) {
                return decode(bytes, codePage: page)
            }
            if let encoding = foundationEncoding(for: name) {
                if let text = decode(bytes, foundation: encoding) {
                    return Decoded(text: text, problem: nil)
                }
                var decoded = decodeUTF8(bytes)
                decoded.problem = .charsetFallback
                return decoded
            }
            var decoded = decodeUTF8(bytes)
            decoded.problem = .unknownCharset
            return decoded
        }
    }

    /// Bytes in a single-byte code page, through its table (generated data, so the result
    /// is the same on every platform): an unassigned byte, and only it, becomes U+FFFD,
    /// reported as ``/ContactModel/Diagnostic/Code/invalidBytes``.
    static func decode(_ bytes: ArraySlice<UInt8>, codePage: CodePage) -> Decoded {
        let table = codePage.upperHalf
        var scalars = String.UnicodeScalarView()
        var problem: Diagnostic.Code? = nil
        for byte in bytes {
            if byte < 0x80 {
                scalars.append(Unicode.Scalar(byte))
            } else {
                let value = table[Int(byte - 0x80)]
                if value == 0xFFFD { problem = .invalidBytes }
                scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            }
        }
        return Decoded(text: String(scalars), problem: problem)
    }

    /// Bytes in a charset Foundation converts. C0 control bytes and DEL, which are never part
    /// of a multi-byte character in these charsets, are taken as themselves:
    /// CoreFoundation's Shift_JIS converter reads 0x1A, 0x1B, 0x1C and 0x7F as other controls.
    static func decode(_ bytes: ArraySlice<UInt8>, foundation encoding: String.Encoding) -> String? {
        if encoding == .japaneseEUC { return decodeEUCJP(bytes) }
        if [.utf16, .utf16LittleEndian, .utf16BigEndian].contains(encoding) || !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
            return String(bytes: bytes, encoding: encoding)
        }
        var text = ""
        var runStart = bytes.startIndex
        for index in bytes.indices where bytes[index] < 0x20 || bytes[index] == 0x7F {
            guard let run = String(bytes: bytes[runStart..<index], encoding: encoding) else { return nil }
            text += run
            text.unicodeScalars.append(Unicode.Scalar(bytes[index]))
            runStart = index + 1
        }
        guard let run = String(bytes: bytes[runStart...], encoding: encoding) else { return nil }
        return text + run
    }

    /// EUC-JP, which CoreFoundation on Linux does not convert: JIS X 0208 pairs moved
    /// arithmetically to Shift_JIS (the same rows and cells) and decoded so; `0x8E` half-width
    /// katakana likewise. nil for bytes that are not EUC-JP (or JIS X 0212, `0x8F`).
    static func decodeEUCJP(_ bytes: ArraySlice<UInt8>) -> String? {
        var sjis: [UInt8] = []
        sjis.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lead = bytes[index]
            if lead < 0x80 {
                sjis.append(lead)
                index += 1
                continue
            }
            guard index + 1 < bytes.endIndex else { return nil }
            let trail = bytes[index + 1]
            if lead == 0x8E {
                guard (0xA1...0xDF).contains(trail) else { return nil }
                sjis.append(trail)
            } else {
                guard (0xA1...0xFE).contains(lead), (0xA1...0xFE).contains(trail) else { return nil }
                let row = Int(lead & 0x7F)
                let cell = Int(trail & 0x7F)
                let first = ((row + 1) >> 1) + (row <= 0x5E ? 0x70 : 0xB0)
                var second = row & 1 == 1 ? cell + 0x1F : cell + 0x7E
                if row & 1 == 1 && second >= 0x7F { second += 1 }
                sjis += [UInt8(first), UInt8(second)]
            }
            index += 2
        }
        return decode(sjis[...], foundation: .shiftJIS)
    }

    /// Whether `name` is a charset this tool decodes (UTF-8, Windows-1252 and Latin-1, the
    /// code pages of `CodePage`, and those Foundation provides: Shift_JIS, EUC-JP, ...).
    public static func isKnown(_ name: String) -> Bool {
        let normalized = normalizedName(name)
        switch normalized {
        case "UTF8", "USASCII", "ASCII", "UTF8BOM", "ISO88591", "LATIN1", "WINDOWS1252", "CP1252",
            "ISO885915", "L1", "IBM819", "CP819", "ISOLATIN1", "XANSI", "ANSI":
            return true
        default:
            return CodePage(normalizedName: normalized) != nil || foundationEncoding(for: normalized) != nil
        }
    }

    /// Whether `name` declares UTF-8 (or ASCII, its subset).
    static func isUTF8(_ name: String) -> Bool {
        switch normalizedName(name) {
        case "UTF8", "USASCII", "ASCII", "UTF8BOM": return true
        default: return false
        }
    }

    /// Bytes declared UTF-8: decoded as UTF-8 even when some are not, each invalid sequence
    /// (and only it) replaced by U+FFFD and reported as ``/ContactModel/Diagnostic/Code/invalidBytes``.
    /// One stray byte does not turn a whole value into Windows-1252 mojibake.
    public static func decodeDeclaredUTF8(_ bytes: ArraySlice<UInt8>) -> Decoded {
        bytes.withUnsafeBufferPointer { buffer in
            if let text = String.validatingUTF8(buffer) {
                return Decoded(text: text, problem: nil)
            }
            return Decoded(text: String(decoding: buffer, as: UTF8.self), problem: .invalidBytes)
        }
    }

    /// UTF-8 when the bytes are valid UTF-8; else Windows-1252, reported.
    public static func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> Decoded {
        bytes.withUnsafeBufferPointer { decodeUTF8($0) }
    }

    /// ``decodeUTF8(_:)-(ArraySlice<UInt8>)`` on borrowed bytes.
    static func decodeUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Decoded {
        if let text = String.validatingUTF8(bytes) {
            return Decoded(text: text, problem: nil)
        }
        return Decoded(text: decodeWindows1252(ArraySlice(bytes)), problem: .charsetFallback)
    }

    /// Whether `bytes` are well-formed UTF-8 (no overlong forms, surrogates or values past
    /// U+10FFFF), as the standard library's decoder judges them.
    ///
    /// ASCII is passed eight bytes at a time, up to its first byte over 127; from there
    /// the sequences are checked one after the other, without going back to the words,
    /// while the next byte is not ASCII (text in one script is mostly such runs). Two- and
    /// three-byte sequences (Latin, Greek, Cyrillic, Indic, CJK text) are checked in one
    /// load of four bytes, which also tells whether the byte after is ASCII; others, and
    /// the last three bytes, take ``sequenceLength(_:at:count:)``. Counts cannot overflow
    /// (they stay below `count`), so they are not checked.
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        let lastWord = count &- 8
        let lastQuad = count &- 4
        while index < count {
            if index <= lastWord {
                let high = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080
                if high == 0 {
                    index &+= 8
                    continue
                }
                index &+= UInt64(littleEndian: high).trailingZeroBitCount &>> 3
            } else if base[index] < 0x80 {
                index &+= 1
                continue
            }
            // A run of sequences, each starting at `index` (a byte over 127).
            while true {
                if index <= lastQuad {
                    let quad = UInt32(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self))
                    if quad & 0x00C0_C0F0 == 0x0080_80E0 {
                        // E0–EF and two continuation bytes. The second byte's 0x20 tells
                        // 80–9F from A0–BF: E0 needs A0 and up (else overlong), ED below A0
                        // (else a surrogate). The fourth byte says whether the run goes on.
                        let lead = quad & 0xFF
                        if lead == 0xE0 ? quad & 0x2000 == 0 : (lead == 0xED && quad & 0x2000 != 0) { return false }
                        index &+= 3
                        if quad & 0x8000_0000 == 0 { break }
                        continue
                    }
                    if quad & 0xC0E0 == 0x80C0 {
                        // C0–DF and a continuation byte; C0 and C1 are overlong.
                        if quad & 0x1E == 0 { return false }
                        index &+= 2
                        if quad & 0x0080_0000 == 0 { break }
                        continue
                    }
                }
                let length = sequenceLength(base, at: index, count: count)
                if length == 0 { return false }
                index &+= length
                if index >= count || base[index] < 0x80 { break }
            }
        }
        return true
    }

    /// The length of the well-formed UTF-8 sequence that starts at `index` (a byte over
    /// 127) of the `count` bytes at `base`: 2, 3 or 4; 0 when it is not one (a continuation
    /// byte, an overlong form, a surrogate, a value past U+10FFFF, or cut short).
    @inline(__always)
    static func sequenceLength(_ base: UnsafePointer<UInt8>, at index: Int, count: Int) -> Int {
        let lead = base[index]
        if lead < 0xE0 {
            // 0x80...0xC1: a continuation byte, or an overlong two-byte lead.
            guard lead >= 0xC2, index &+ 1 < count, base[index &+ 1] & 0xC0 == 0x80 else { return 0 }
            return 2
        }
        if lead < 0xF0 {
            guard index &+ 2 < count else { return 0 }
            let second = base[index &+ 1]
            guard second & 0xC0 == 0x80, base[index &+ 2] & 0xC0 == 0x80 else { return 0 }
            if lead == 0xE0 && second < 0xA0 { return 0 }  // overlong
            if lead == 0xED && second >= 0xA0 { return 0 }  // surrogate
            return 3
        }
        guard lead <= 0xF4, index &+ 3 < count else { return 0 }
        let second = base[index &+ 1]
        guard second & 0xC0 == 0x80, base[index &+ 2] & 0xC0 == 0x80, base[index &+ 3] & 0xC0 == 0x80 else { return 0 }
        if lead == 0xF0 && second < 0x90 { return 0 }  // overlong
        if lead == 0xF4 && second >= 0x90 { return 0 }  // past U+10FFFF
        return 4
    }

    static func isValidUTF8(_ bytes: ArraySlice<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// Windows-1252, with the five unassigned bytes kept as the C1 controls of the same
    /// number (as ISO-8859-1 would read them), so no byte is lost.
    public static func decodeWindows1252(_ bytes: ArraySlice<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.reserveCapacity(bytes.count)
        for byte in bytes {
            if byte >= 0x80 && byte < 0xA0 {
                scalars.append(Unicode.Scalar(windows1252High[Int(byte - 0x80)])!)
            } else {
                scalars.append(Unicode.Scalar(byte))
            }
        }
        return String(scalars)
    }

    /// Encodes text as Windows-1252; nil when a character has no Windows-1252 byte.
    public static func encodeWindows1252(_ text: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x80 || (value >= 0xA0 && value <= 0xFF) {
                bytes.append(UInt8(value))
            } else if let unit = UInt16(exactly: value), let index = windows1252High.firstIndex(of: unit) {
                // `exactly`: a scalar above U+FFFF (an emoji) has no byte, and must not trap.
                bytes.append(UInt8(0x80 + index))
            } else {
                return nil
            }
        }
        return bytes
    }

    static let windows1252High: [UInt16] = [
        0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
        0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
        0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]

    /// Upper-cased with everything but letters and digits removed: `Shift_JIS` → `SHIFTJIS`.
    static func normalizedName(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
            }
        }
        return result.uppercased()
    }

    static func foundationEncoding(for normalizedName: String) -> String.Encoding? {
        switch normalizedName {
        case "SHIFTJIS", "SJIS", "CP932", "MS932", "WINDOWS31J", "XSJIS", "MSKANJI":
            return .shiftJIS
        case "ISO88592", "LATIN2": return .isoLatin2
        case "WINDOWS1250", "CP1250": return .windowsCP1250
        case "WINDOWS1251", "CP1251": return .windowsCP1251
        case "WINDOWS1253", "CP1253": return .windowsCP1253
        case "WINDOWS1254", "CP1254": return .windowsCP1254
        case "UTF16": return .utf16
        case "UTF16LE": return .utf16LittleEndian
        case "UTF16BE": return .utf16BigEndian
        case "ISO2022JP": return .iso2022JP
        case "EUCJP": return .japaneseEUC
        // Chinese and Korean, through CoreFoundation's converters (on Linux too): GB18030
        // holds GBK and GB2312 as they are; CP949 (Unified Hangul) extends EUC-KR.
        case "GB18030", "GBK", "GB2312", "CP936", "MS936", "WINDOWS936", "EUCCN", "XGBK": return .gb18030
        case "BIG5", "CP950", "MS950", "WINDOWS950", "BIG5HKSCS", "XXBIG5": return .big5
        case "EUCKR", "KSC56011987", "KSC5601", "KOREAN", "ISOIR149": return .eucKR
        case "CP949", "MS949", "WINDOWS949", "UHC", "XWINDOWS949": return .windows949
        default: return nil
        }
    }
}

extension String.Encoding {
    /// GB18030 (`kCFStringEncodingGB_18030_2000`, 0x0632, as an `NSStringEncoding`).
    static let gb18030 = String.Encoding(rawValue: 0x8000_0632)
    /// Big5, Traditional Chinese (`kCFStringEncodingBig5`, 0x0A03; Windows code page 950's
    /// common part).
    static let big5 = String.Encoding(rawValue: 0x8000_0A03)
    /// EUC-KR (`kCFStringEncodingEUC_KR`, 0x0940).
    static let eucKR = String.Encoding(rawValue: 0x8000_0940)
    /// Windows code page 949, Unified Hangul (`kCFStringEncodingDOSKorean`, 0x0422).
    static let windows949 = String.Encoding(rawValue: 0x8000_0422)
}
