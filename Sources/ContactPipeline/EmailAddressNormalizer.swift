import ContactModel

/// Tidies email addresses: surrounding spaces and a `mailto:` prefix removed, the domain
/// lower-cased; the local part stays exactly as the user typed it (some servers treat it
/// case-sensitively).
///
/// A value without `@` is not an address this stage understands: it is left as written.
/// Labels, preferences and parameters are untouched; running the stage twice changes nothing.
public struct EmailAddressNormalizer: ContactStage {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func process(_ contact: Contact) -> [Contact] {
        guard !contact.emailAddresses.isEmpty else { return [contact] }
        var result = contact
        for index in result.emailAddresses.indices {
            result.emailAddresses[index].value = Self.normalized(result.emailAddresses[index].value)
        }
        return [result]
    }

    /// The normalized form of one address (see the type's summary).
    public static func normalized(_ address: String) -> String {
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

    /// The comparison key of an address: the normalized form with the local part folded too.
    public static func matchKey(_ address: String) -> String {
        normalized(address).lowercased()
    }
}
