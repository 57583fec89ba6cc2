/// One `attribute: value` line of an LDIF record (RFC 2849), split on bytes: the attribute
/// description (`cn`, `cn;lang-de`, `2.5.4.3`), how the value was given, and the value.
struct LDIFAttributeLine {
    /// How a value was written after the attribute description.
    enum ValueKind: Sendable, Equatable {
        /// `name: value`: the text itself.
        case text
        /// `name:: value`: base64 (the bytes may be anything).
        case base64
        /// `name:< URL`: a reference to the value, never fetched.
        case url
    }

    /// The attribute description as written (`mozillaHomeStreet`, `cn;lang-de`).
    var description: String
    /// The attribute type, lower-cased, without options (`mozillahomestreet`, `cn`).
    var type: String
    /// The options after `;`, as written (`lang-de`, `binary`).
    var options: [String]
    var kind: ValueKind
    /// The value as written after the colon(s) and the spaces that follow them.
    var value: ArraySlice<UInt8>
    /// The line the attribute starts on.
    var line: Int

    /// Splits `bytes` at the first colon; nil when there is none or the description is not
    /// an attribute description (letters, digits and hyphens, or a dotted OID, then
    /// `;options`).
    init?(_ bytes: [UInt8], line: Int) {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return nil }
        var descriptionEnd = colon
        // Thunderbird's reader allows spaces before the colon.
        while descriptionEnd > 0, bytes[descriptionEnd - 1] == 32 { descriptionEnd -= 1 }
        let descriptionBytes = bytes[0..<descriptionEnd]
        guard LDIFAttributeLine.isDescription(descriptionBytes) else { return nil }
        description = String(decoding: descriptionBytes, as: UTF8.self)
        let parts = description.split(separator: ";", omittingEmptySubsequences: false)
        type = parts[0].lowercased()
        options = parts.dropFirst().map(String.init)
        var index = colon + 1
        kind = .text
        if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
            kind = .base64
            index += 1
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "<") {
            kind = .url
            index += 1
        }
        while index < bytes.count, bytes[index] == 32 { index += 1 }
        value = bytes[index...]
        self.line = line
    }

    /// Whether `bytes` are an attribute description: a type (a letter then letters, digits
    /// and hyphens; or an OID of digits and dots), then options of letters, digits and
    /// hyphens, each after a `;`.
    static func isDescription(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        let isOID = first >= 48 && first <= 57
        var inType = true
        var partLength = 0
        for byte in bytes {
            if byte == UInt8(ascii: ";") {
                guard partLength > 0 else { return false }
                inType = false
                partLength = 0
                continue
            }
            let isLetter = (byte | 0x20) >= 97 && (byte | 0x20) <= 122
            let isDigit = byte >= 48 && byte <= 57
            if inType && isOID {
                guard isDigit || byte == UInt8(ascii: ".") else { return false }
            } else {
                guard isLetter || isDigit || byte == UInt8(ascii: "-") else { return false }
            }
            partLength += 1
        }
        return partLength > 0
    }

    /// Whether the attribute type is `name` (given in lower case).
    func isType(_ name: String) -> Bool { type == name }
}
