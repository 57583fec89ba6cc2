/// Finds an extension at the end of a number, the way libphonenumber's extension
/// patterns do (for parsing), without a regular-expression engine.
///
/// Accepted forms, matched case-insensitively at the end of the text:
/// - `;ext=123` (RFC 3966), up to 20 digits;
/// - explicit labels `ext`, `extn`, `extension`, `extensión`, `xt`, `ｅｘｔ`, `доб`,
///   `anexo`, optionally followed by `:` or `.`, up to 20 digits;
/// - ambiguous labels `x`, `#`, `~`, `int` (and full-width forms), up to 9 digits;
/// - `- 503#` (American style, a hash after up to 6 digits);
/// - `,,123` or `;123` (auto-dialling), up to 15 digits; `,123`, up to 9 digits.
enum ExtensionMatcher {
    /// A match: where the extension part starts, and the range of its digits.
    struct Match {
        let start: Int
        let digits: Range<Int>
    }

    /// The first (leftmost) position from which the rest of `text` is an extension.
    static func search(_ text: ScalarSlice) -> Match? {
        guard let last = text.last, PhoneCharacters.isDigit(last) || isHash(last) else {
            return nil
        }
        // Every form needs a label character: `;`, `,`, `#`, `~`, a letter, or a non-ASCII one.
        guard text.contains(where: { scalar in
            let value = scalar.value
            return value > 0x7F || value == 0x3B || value == 0x2C || value == 0x23 || value == 0x7E
                || PhoneCharacters.isASCIILetter(scalar)
        }) else {
            return nil
        }
        var start = text.startIndex
        while start < text.endIndex {
            if let digits = matchWhole(text, from: start) {
                return Match(start: start, digits: digits)
            }
            start += 1
        }
        return nil
    }

    /// Whether `text[start...]` is, entirely, one of the extension forms; returns the digits.
    static func matchWhole(_ text: ScalarSlice, from start: Int) -> Range<Int>? {
        // Most start positions (digits, brackets, other letters) begin no form at all.
        guard start < text.endIndex, canStartExtension(text[start]) else { return nil }
        return matchForms(text, from: start)
    }

    /// `matchWhole` without the first-scalar filter: every form tried at `start`.
    static func matchForms(_ text: ScalarSlice, from start: Int) -> Range<Int>? {
        let end = text.endIndex
        func lower(_ index: Int) -> UInt32 { PhoneCharacters.lowercased(text[index]) }
        // ;ext=digits
        if start + 5 <= end, lower(start) == 0x3B, lower(start + 1) == 0x65,
           lower(start + 2) == 0x78, lower(start + 3) == 0x74, lower(start + 4) == 0x3D,
           let digits = digitsToEnd(text, from: start + 5, maximum: 20, allowHash: false) {
            return digits
        }
        // [ \u00A0\t,]* then an explicit or an ambiguous label.
        var index = start
        while index < end, isLabelSeparator(text[index]) { index += 1 }
        if let digits = afterExplicitLabel(text, from: index) { return digits }
        if let labelEnd = ambiguousLabelEnd(text, from: index),
           let digits = afterLabel(text, from: labelEnd, maximum: 9) {
            return digits
        }
        // [- ]+ digits{1,6} #
        index = start
        while index < end, text[index] == "-" || text[index] == " " { index += 1 }
        if index > start, end - 1 > index, isHash(text[end - 1]) {
            let digitsEnd = end - 1
            if digitsEnd - index <= 6, (index..<digitsEnd).allSatisfy({ PhoneCharacters.isDigit(text[$0]) }) {
                return index..<digitsEnd
            }
        }
        // [ \u00A0\t]* (,, or ;) ... digits{1,15}, or [ \u00A0\t]* ,+ ... digits{1,9}
        index = start
        while index < end, text[index] == " " || text[index] == "\u{A0}" || text[index] == "\t" {
            index += 1
        }
        if index + 1 < end, text[index] == ",", text[index + 1] == ",",
           let digits = afterLabel(text, from: index + 2, maximum: 15) {
            return digits
        }
        if index < end, text[index] == ";", let digits = afterLabel(text, from: index + 1, maximum: 15) {
            return digits
        }
        if index < end, text[index] == "," {
            var commasEnd = index
            while commasEnd < end, text[commasEnd] == "," { commasEnd += 1 }
            if let digits = afterLabel(text, from: commasEnd, maximum: 9) { return digits }
        }
        return nil
    }

    /// `[:.．]?[ \u00A0\t,-]*` then 1 to `maximum` digits, an optional `#`, and the end.
    static func afterLabel(_ text: ScalarSlice, from start: Int, maximum: Int) -> Range<Int>? {
        var index = start
        let end = text.endIndex
        if index < end, text[index] == ":" || text[index] == "." || text[index] == "\u{FF0E}" {
            index += 1
        }
        while index < end {
            switch text[index] {
            case " ", "\u{A0}", "\t", ",", "-": index += 1
            default: return digitsToEnd(text, from: index, maximum: maximum, allowHash: true)
            }
        }
        return nil
    }

    /// 1 to `maximum` digits up to the end (optionally followed by one `#`).
    private static func digitsToEnd(
        _ text: ScalarSlice, from start: Int, maximum: Int, allowHash: Bool
    ) -> Range<Int>? {
        var end = text.endIndex
        if allowHash, end > start, text[end - 1] == "#" { end -= 1 }
        guard end > start, end - start <= maximum else { return nil }
        for index in start..<end where !PhoneCharacters.isDigit(text[index]) { return nil }
        return start..<end
    }

    /// Whether some extension form can begin with `scalar`: `;` (`;ext=`, `;123`), the
    /// separators before a label or `,,` (space, no-break space, tab, comma), `-` (the
    /// `- 503#` form), or the first letter of a label (`e`, `x`, `a`, `i`, `д`, `#`, `~`
    /// and their full-width forms), in any case. Every other start fails every form.
    @inline(__always)
    static func canStartExtension(_ scalar: Unicode.Scalar) -> Bool {
        switch PhoneCharacters.lowercased(scalar) {
        case 0x3B, 0x20, 0xA0, 0x09, 0x2C, 0x2D: true
        case 0x65, 0x78, 0x61, 0x69, 0x434, 0x23, 0x7E: true
        case 0xFF45, 0xFF58, 0xFF49, 0xFF03, 0xFF5E: true
        default: false
        }
    }

    private static func isLabelSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\u{A0}" || scalar == "\t" || scalar == ","
    }

    private static func isHash(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "#" || scalar == "\u{FF03}"
    }

    /// The digits after an explicit label at `start`: the possible ends of
    /// `(?:e?xt(?:ensi(?:o\u0301?|ó))?n?|ｅ?ｘｔｎ?|доб|anexo)` are tried longest first, each
    /// followed by `afterLabel` (up to 20 digits); the first that gives digits wins.
    static func afterExplicitLabel(_ text: ScalarSlice, from start: Int) -> Range<Int>? {
        let end = text.endIndex
        func lower(_ index: Int) -> UInt32 { index < end ? PhoneCharacters.lowercased(text[index]) : 0 }
        func digits(after labelEnd: Int) -> Range<Int>? { afterLabel(text, from: labelEnd, maximum: 20) }
        // доб
        if lower(start) == 0x434, lower(start + 1) == 0x43E, lower(start + 2) == 0x431 {
            return digits(after: start + 3)
        }
        // anexo
        if lower(start) == 0x61, lower(start + 1) == 0x6E, lower(start + 2) == 0x65,
           lower(start + 3) == 0x78, lower(start + 4) == 0x6F {
            return digits(after: start + 5)
        }
        var index = start
        if lower(index) == 0xFF45 { index += 1 }
        if lower(index) == 0xFF58, lower(index + 1) == 0xFF54 {
            index += 2
            if lower(index) == 0xFF4E, let found = digits(after: index + 1) { return found }
            return digits(after: index)
        }
        index = start
        if lower(index) == 0x65 { index += 1 }
        guard lower(index) == 0x78, lower(index + 1) == 0x74 else { return nil }
        index += 2
        // xt + "ensi" + (o with optional combining acute | ó) + optional n
        if lower(index) == 0x65, lower(index + 1) == 0x6E, lower(index + 2) == 0x73, lower(index + 3) == 0x69 {
            /// The ends after the vowel ending at `position`: with `n`, then without.
            func afterVowel(_ position: Int) -> Range<Int>? {
                if lower(position) == 0x6E, let found = digits(after: position + 1) { return found }
                return digits(after: position)
            }
            if lower(index + 4) == 0x6F {
                if lower(index + 5) == 0x301, let found = afterVowel(index + 6) { return found }
                if let found = afterVowel(index + 5) { return found }
            } else if lower(index + 4) == 0xF3 {
                if let found = afterVowel(index + 5) { return found }
            }
        }
        if lower(index) == 0x6E, let found = digits(after: index + 1) { return found }
        return digits(after: index)
    }

    /// The end of `(?:[xｘ#＃~～]|int|ｉｎｔ)` at `start`, if present.
    private static func ambiguousLabelEnd(_ text: ScalarSlice, from start: Int) -> Int? {
        let end = text.endIndex
        guard start < end else { return nil }
        func lower(_ index: Int) -> UInt32 { index < end ? PhoneCharacters.lowercased(text[index]) : 0 }
        switch lower(start) {
        case 0x78, 0xFF58, 0x23, 0xFF03, 0x7E, 0xFF5E: return start + 1
        case 0x69 where lower(start + 1) == 0x6E && lower(start + 2) == 0x74: return start + 3
        case 0xFF49 where lower(start + 1) == 0xFF4E && lower(start + 2) == 0xFF54: return start + 3
        default: return nil
        }
    }
}
