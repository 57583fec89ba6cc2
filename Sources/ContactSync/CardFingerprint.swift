import ContactFormats
import ContactModel
import ContactSupport

/// What identifies a card's content, whatever its bytes: the SHA-1 of the contact as
/// ContactKit writes it in vCard 3.0.
///
/// Two cards that read as the same contact (folded differently, LF instead of CRLF, another
/// property order) have the same fingerprint. Pull records the fingerprint of each card it
/// fetched; push computes it for each contact it reads and sends only those whose
/// fingerprint changed.
public enum CardFingerprint {
    /// The fingerprint of a contact.
    public static func of(_ contact: Contact) -> String {
        SHA1.hex(canonicalBytes(contact))
    }

    /// The fingerprint of the contacts in a vCard text (one, normally); nil when it holds none.
    public static func of(vCard bytes: [UInt8]) -> String? {
        var reader = VCardReader(input: MemoryInput(bytes))
        var all: [UInt8] = []
        var count = 0
        while let contact = try? reader.next() {
            all += canonicalBytes(contact)
            count += 1
        }
        return count == 0 ? nil : SHA1.hex(all)
    }

    /// The contact as vCard 3.0 bytes: what push sends for a new or changed contact.
    public static func canonicalBytes(_ contact: Contact) -> [UInt8] {
        CardPatch.render(contact, .v3_0)
    }

    /// The UID of the first contact in a vCard text, if it has one.
    public static func uid(ofVCard bytes: [UInt8]) -> String? {
        var reader = VCardReader(input: MemoryInput(bytes))
        return (try? reader.next())??.uid
    }
}
