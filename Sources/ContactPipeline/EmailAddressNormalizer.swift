import ContactModel

/// Tidies email addresses: surrounding spaces and a `mailto:` prefix removed, the domain
/// lower-cased; the local part stays exactly as the user typed it (some servers treat it
/// case-sensitively).
///
/// A value without `@` is not an address this stage understands: it is left as written.
/// Labels, preferences and parameters are untouched; running the stage twice changes nothing.
public struct EmailAddressNormalizer: Sendable, NormalizingContactStage {
    /// Creates the stage.
    public init() {}

    /// Tidies the email addresses of `result` in place.
    public mutating func normalize(_ result: inout Contact) {
        for index in result.emailAddresses.indices {
            result.emailAddresses[index].value = Self.normalized(result.emailAddresses[index].value)
        }
    }

    /// The normalized form of one address (see the type's summary).
    public static func normalized(_ address: String) -> String {
        normalizedPrintableASCII(address) ?? normalizedAnyText(address)
    }

    /// ``normalized(_:)`` of any text, character by character.
    static func normalizedAnyText(_ address: String) -> String {
        var text = NameNormalizer.trimmed(address)
        if text.utf8.count > 7, text.utf8.prefix(7).map({ $0 | 0x20 }) == Array("mailto:".utf8) {
            text = NameNormalizer.trimmed(String(text.dropFirst(7)))
        }
        if text.hasPrefix("<") && text.hasSuffix(">") && text.count > 2 {
            text = String(text.dropFirst().dropLast())
        }
        guard let at = text.lastIndex(of: "@") else { return text }
        let local = text[..<at]
        let domain = text[text.index(after: at)...]
        guard !local.isEmpty, !domain.isEmpty else { return text }
        return local + "@" + domain.lowercased()
    }

    /// ``normalized(_:)`` of an address of printable ASCII only (where each byte is a
    /// character and space the only white space), on its bytes; nil for any other address.
    static func normalizedPrintableASCII(_ address: String) -> String? {
        var bytes = Array(address.utf8)
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        var start = 0
        var end = bytes.count
        func trim() {
            while start < end && bytes[start] == 0x20 { start += 1 }
            while end > start && bytes[end - 1] == 0x20 { end -= 1 }
        }
        trim()
        if end - start > 7, zip(bytes[start..<(start + 7)], "mailto:".utf8).allSatisfy({ $0 | 0x20 == $1 }) {
            start += 7
            trim()
        }
        if end - start > 2 && bytes[start] == UInt8(ascii: "<") && bytes[end - 1] == UInt8(ascii: ">") {
            start += 1
            end -= 1
        }
        if let at = bytes[start..<end].lastIndex(of: UInt8(ascii: "@")), at > start, at < end - 1 {
            for index in (at + 1)..<end where bytes[index] >= 0x41 && bytes[index] <= 0x5A { bytes[index] |= 0x20 }
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The comparison key of an address: the normalized form with the local part folded too.
    public static func matchKey(_ address: String) -> String {
        normalized(address).lowercased()
    }
}
