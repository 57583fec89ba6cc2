import ContactModel

/// Merges contacts that describe one person into one contact, losing nothing, like Apple's
/// unified contacts.
///
/// - **Multi-valued fields** (phones, emails, addresses, URLs, relations, profiles, instant
///   messaging, dates, groups, members, extensions) are united, keyed by normalized value
///   (phones by their digits, emails folded, addresses by street, postal code and city):
///   a value seen twice is kept once, with the most preferred `preference` of the two, its
///   parameters united, and a second, different label kept as an `X-CONTACTKIT-LABEL`
///   parameter.
/// - **Single-valued fields** (the name, taken as a unit; display name, nickname, phonetic
///   names, organization, department, job title, note, birthdays, picture) take the value of
///   the most complete record (most characters, or most date parts), then the most recent
///   `REV`, then the first seen. Every other value that differs is kept as an
///   `X-CONTACTKIT-ALTERNATE` property whose `FIELD` parameter names the field it belongs to.
/// - **Provenance**: the result carries one `X-CONTACTKIT-MERGED` property per merged record
///   whose value is that record's identifier (its UID, else its 1-based position in the
///   input), so a merge can be traced back to its sources and undone
///   (`Contact.mergedRecordIdentifiers` reads them). The result keeps the
///   first UID found.
/// - **Chosen values** (``PreferredValue``, a review's choice): the name of the chosen record
///   wins as a unit, and the chosen phone number and e-mail address come first, with
///   preference 1 (vCard 4.0 `PREF=1`, 3.0 `TYPE=pref`); every other value is kept as above,
///   a preferred one ranked one lower so that the chosen value is the only first choice.
///
/// Values are compared after folding (case, width, diacritics): "SMITH" and "Smith" are one
/// value, and the chosen spelling is kept.
public struct Unifier: Sendable {
    /// The provenance property: one per merged record.
    public static let mergedPropertyName = "X-CONTACTKIT-MERGED"
    /// A value that lost a single-valued conflict; its `FIELD` parameter names the field.
    public static let alternatePropertyName = "X-CONTACTKIT-ALTERNATE"
    /// A second label a united multi-valued value had in another record.
    public static let labelParameterName = "X-CONTACTKIT-LABEL"

    /// Creates a unifier.
    public init() {}

    /// One contact holding everything `contacts` hold.
    ///
    /// - Parameters:
    ///   - contacts: the records of one cluster, in input order; the first UID is kept.
    ///   - recordIdentifiers: the identifier of each contact for provenance; when empty,
    ///     contacts without a UID are named by their position in `contacts`.
    ///   - preferredValues: values a person chose to survive, by position in `contacts`;
    ///     of several choices of one field the last wins, and a choice that names no value
    ///     (a record out of range, a record without a name, an index past its list) is left
    ///     out, the field merged as without it.
    public func merge(_ contacts: [Contact], recordIdentifiers: [String] = [], preferring preferredValues: [PreferredValue] = []) -> Contact {
        guard let first = contacts.first else { return Contact() }
        if contacts.count == 1 { return first }
        let identifiers = recordIdentifiers.count == contacts.count
            ? recordIdentifiers : contacts.indices.map { contacts[$0].uid ?? String($0 + 1) }
        // Read in place through a buffer: iterating an array of contacts copies each one.
        return contacts.withUnsafeBufferPointer { contacts in
            let revisions = contacts.indices.map { Self.revision(of: contacts[$0]) }
            var result = first
            result.uid = contacts.indices.lazy.compactMap { contacts[$0].uid }.first
            var alternates: [ExtensionProperty] = []
            let chosen = Self.chosenValues(preferredValues, in: contacts)
            mergeName(contacts, revisions: revisions, preferred: chosen.name, into: &result, alternates: &alternates)
            mergeSingleValues(contacts, revisions: revisions, into: &result, alternates: &alternates)
            mergeMultipleValues(contacts, into: &result)
            Self.putFirst(chosen, of: contacts, in: &result)
            mergeExtensions(contacts, revisions: revisions, into: &result, alternates: &alternates)
            result.extensions += alternates
            // A set, not `contains` on the growing list: a cluster of 100,000 copies would
            // compare every identifier with every one before it.
            var merged = Set(
                result.extensions.lazy.filter { $0 == ExtensionProperty(name: Self.mergedPropertyName, value: $0.value) }
                    .map(\.value))
            for identifier in identifiers {
                let value = Self.escaped(identifier)
                if merged.insert(value).inserted {
                    result.extensions.append(ExtensionProperty(name: Self.mergedPropertyName, value: value))
                }
            }
            return result
        }
    }

    /// The index of the value a single-valued conflict keeps: most complete, then most
    /// recent revision, then first seen. `completeness` is nil for an absent value.
    static func chosenIndex(completeness: [Int?], revisions: [String]) -> Int? {
        var best: Int?
        for index in completeness.indices {
            guard let score = completeness[index] else { continue }
            guard let current = best, let currentScore = completeness[current] else { best = index; continue }
            if score > currentScore || (score == currentScore && revisions[index] > revisions[current]) {
                best = index
            }
        }
        return best
    }

    /// The record's `REV` as comparable digits (`20240131T101500Z` → `20240131101500`);
    /// empty when it has none.
    static func revision(of contact: Contact) -> String {
        guard let property = contact.extensions.first(where: { $0.name == "REV" }) else { return "" }
        return revision(of: property)
    }

    /// The digits of a `REV` property's value.
    static func revision(of property: ExtensionProperty) -> String {
        String(String.UnicodeScalarView(property.value.unicodeScalars.filter { $0.properties.numericType != nil }))
    }

    /// Text escaped for an extension property's value (backslash, comma, semicolon, newline).
    static func escaped(_ text: String) -> String {
        // Most values have none of these bytes, so nothing to escape.
        guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x2C || $0 == 0x3B || $0 == 0x0A || $0 == 0x0D }) else {
            return text
        }
        return escapedCharacters(text)
    }

    /// ``escaped(_:)``, character by character.
    static func escapedCharacters(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\\": output += "\\\\"
            case ",": output += "\\,"
            case ";": output += "\\;"
            case "\n", "\r\n", "\r": output += "\\n"
            default: output.append(character)
            }
        }
        return output
    }

    static func alternate(_ field: String, _ value: String, parameters: [Parameter] = []) -> ExtensionProperty {
        ExtensionProperty(
            name: alternatePropertyName, parameters: [Parameter("FIELD", field)] + parameters,
            value: escaped(value))
    }
}
