import ContactFormats
import ContactModel
import ContactSupport

/// Gives contacts without a UID a stable one: a UUID version 5 (RFC 9562) of their content,
/// so two runs on the same input give the same UIDs (`--ensure-uid`, and push for new cards).
///
/// The name hashed is the contact as ContactKit writes it in vCard 3.0; the namespace is
/// ContactKit's own (``namespace``). When two contacts of one run have the same content, the
/// second gets the UUID of its content followed by `#2`, the third `#3`, and so on, so UIDs
/// stay unique and still depend only on the input.
public struct StableIdentifier {
    /// ContactKit's UUID namespace for contact UIDs.
    public static let namespace: [UInt8] = [
        0x6b, 0x0e, 0x1b, 0x35, 0x7c, 0x1a, 0x4e, 0x8f, 0x9d, 0x52, 0x3a, 0x41, 0xc0, 0x6f, 0x20, 0x19,
    ]
    private var used: [String: Int] = [:]

    /// Creates a generator for one run.
    public init() {}

    /// `contact` with a UID: its own when it has one, else a UUID v5 of its content.
    public mutating func ensuringUID(_ contact: Contact) -> Contact {
        if let uid = contact.uid, !uid.isEmpty { return contact }
        var content = CardFingerprint.canonicalBytes(contact)
        let seen = used[SHA1.hex(content), default: 0]
        used[SHA1.hex(content)] = seen + 1
        if seen > 0 { content += Array("#\(seen + 1)".utf8) }
        var result = contact
        result.uid = Self.uuid5(content)
        return result
    }

    /// The UUID v5 of `name` in ContactKit's namespace, in lower case with hyphens.
    public static func uuid5(_ name: [UInt8]) -> String {
        NameBasedUUID.uuid5(namespace: namespace, name: name)
    }
}
