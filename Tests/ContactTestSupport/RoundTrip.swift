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
    /// - every writer marks the same values; parameter order is not significant;
    /// - a `REV` is written in each version's form (4.0 has only the basic one,
    ///   `20240318T094127Z`; 3.0 keeps either): the same instant, compared in 4.0's spelling,
    ///   without the `VALUE=timestamp` 4.0 need not say and 3.0 cannot;
    /// - a time of day after a date is written in each version's form (`06:15:30+02:00`,
    ///   `061530+0200`): compared without its separators;
    /// - a `GENDER` word becomes its letter in 4.0 with the word kept as the identity
    ///   (`Male` → `M;Male`), which 3.0 then keeps: compared by the identity.
    ///
    /// Apply it to both sides of a comparison.
    public static func normalized(_ contact: Contact) -> Contact {
        var result = contact
        if result.formattedName == nil { result.formattedName = contact.plainDisplayName }
        if let time = result.birthday?.time { result.birthday?.time = basicTime(time) }
        for index in result.dates.indices {
            if let time = result.dates[index].value.time { result.dates[index].value.time = basicTime(time) }
        }
        for index in result.extensions.indices {
            switch result.extensions[index].name {
            case "REV":
                result.extensions[index].value = basicTimestamp(result.extensions[index].value)
                // 4.0's REV is a timestamp without saying so; 3.0 has no such VALUE.
                result.extensions[index].parameters.removeAll { $0.hasName("VALUE") }
            case "GENDER": result.extensions[index].value = genderIdentity(result.extensions[index].value)
            default: break
            }
        }
        return result
    }

    /// A time without its `:` separators.
    static func basicTime(_ text: String) -> String { text.filter { $0 != ":" } }

    /// `M;Male` as `Male`; a value without an identity (`M`, `Male`) as it is.
    static func genderIdentity(_ text: String) -> String {
        let parts = text.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count <= 1, !parts[1].isEmpty else { return text }
        return String(parts[1])
    }

    /// `2024-03-18T09:41:27Z` as `20240318T094127Z`: the date's and time's separators left out.
    static func basicTimestamp(_ text: String) -> String {
        guard let t = text.firstIndex(of: "T") else { return text.filter { $0 != "-" } }
        let date = text[..<t].filter { $0 != "-" }
        var time = String(text[text.index(after: t)...])
        // The offset's `:` too (`+04:00`); a zone's `-` stays.
        time = time.filter { $0 != ":" }
        return date + "T" + time
    }
}
