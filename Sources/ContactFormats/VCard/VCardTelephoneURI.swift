/// A phone number's extension in each version's own form: RFC 3966's `;ext=42` in a 4.0
/// `tel:` URI, ` ext. 42` in the text 2.1 and 3.0 (and the model) hold.
///
/// Before, `TEL;VALUE=uri:tel:+1-555-555-0100;ext=42` came into the model as
/// `+1-555-555-0100;ext=42`, and every writer put it out as text with an escaped `\;`.
enum VCardTelephoneURI {
    /// What follows the number in the model's text: the separator the phone parser reads
    /// and `PhoneNumber.formatted` writes by default.
    static let textSeparator = " ext. "

    /// `+1-555-555-0100;ext=42` (a `tel:` URI without its scheme) → `+1-555-555-0100 ext. 42`;
    /// nil when the URI has no extension, other parameters too (`;phone-context=`, which
    /// stays as written), or an extension that is not digits and visual separators.
    static func text(fromURIBody body: String) -> String? {
        let parts = body.split(separator: ";", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return nil }
        let parameter = parts[1]
        guard parameter.count > 4, parameter.prefix(4).lowercased() == "ext=" else { return nil }
        let digits = parameter.dropFirst(4)
        guard isPhoneDigits(digits) else { return nil }
        return String(parts[0]) + textSeparator + digits
    }

    /// `+1-555-555-0100 ext. 42` → `+1-555-555-0100;ext=42`, when the number before the
    /// separator is global and URI-safe as written (`isNumberURICompatible`), so reading
    /// the URI back gives the same text; nil otherwise.
    static func uriBody(fromText text: String, isNumberURICompatible: (String) -> Bool) -> String? {
        guard let range = separatorRange(in: text) else { return nil }
        let number = String(text[..<range.lowerBound])
        let digits = text[range.upperBound...]
        guard isPhoneDigits(digits), isNumberURICompatible(number) else { return nil }
        return number + ";ext=" + digits
    }

    /// Where ``textSeparator`` is in `text`, by its bytes: every number a 4.0 card writes as
    /// text is looked at, and most have no extension (Foundation's `range(of:)` cost the
    /// 4.0 writer several per cent).
    private static func separatorRange(in text: String) -> Range<String.Index>? {
        var text = text
        let offset: Int? = text.withUTF8 { bytes in
            let count = separatorBytes.count
            guard bytes.count >= count else { return nil }
            var start = 0
            while start <= bytes.count - count {
                // Every separator starts with a space; most numbers have none after it.
                if bytes[start] == 0x20, bytes[start + 1] == 0x65 {
                    var matched = 2
                    while matched < count, bytes[start + matched] == separatorBytes[matched] { matched += 1 }
                    if matched == count { return start }
                }
                start += 1
            }
            return nil
        }
        guard let offset else { return nil }
        let lower = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return lower..<text.utf8.index(lower, offsetBy: separatorBytes.count)
    }

    private static let separatorBytes = Array(textSeparator.utf8)

    /// RFC 3966 `phonedigit`: digits and the visual separators `-`, `.`, `(`, `)`; at
    /// least one digit.
    private static func isPhoneDigits(_ text: Substring) -> Bool {
        var sawDigit = false
        for byte in text.utf8 {
            switch byte {
            case 48...57: sawDigit = true
            case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"): continue
            default: return false
            }
        }
        return sawDigit
    }
}
