import ContactFormats
import ContactModel

/// Round trips through the vCard writer and reader, and the documented ways a round trip
/// may change a contact without losing anything (see the "Version mapping" article).
public enum RoundTrip {
    /// Reads `contacts` back after writing them in `version`.
    public static func through(_ version: VCardVersion, _ contacts: [Contact]) throws -> [Contact] {
        try Fixtures.readAll(try Fixtures.write(contacts, version: version)).contacts
    }

    /// The contact as every writer gives it back, for comparing a first read with a read
    /// after writing:
    /// - a missing `FN` is written from the name parts (vCard requires one);
    /// - every writer marks the same values; parameter order is not significant.
    public static func normalized(_ contact: Contact) -> Contact {
        var result = contact
        if result.formattedName == nil { result.formattedName = contact.plainDisplayName }
        return result
    }
}
