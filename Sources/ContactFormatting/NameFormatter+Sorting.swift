import ContactModel
import Foundation

extension NameFormatter {
    /// The text a contact list sorts by: the name parts in `order` (family name first by
    /// default), each replaced by its phonetic form when the contact has one (so Japanese
    /// names sort by reading); the ``displayName(for:)`` when there is no name.
    ///
    /// Chinese names without a reading sort by their pinyin in Chinese locales.
    public func sortKey(for contact: Contact, order: NameOrder = .familyFirst) -> String {
        let name = NameParts(contact: contact)
        guard name.hasCoreName else { return displayName(for: contact) }
        func reading(_ text: String, _ phonetic: String) -> String {
            if !phonetic.isEmpty { return phonetic }
            if languageCode == "zh", NameScript(of: text) == .han,
               let latin = text.applyingTransform(.toLatin, reverse: false) {
                return latin
            }
            return text
        }
        let given = reading(name.given, name.phoneticGiven)
        let middle = reading(name.middle, name.phoneticMiddle)
        let family = reading(name.fullFamily, name.phoneticFamily)
        let parts = order == .familyFirst ? [family, given, middle] : [given, middle, family]
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Orders two sort keys as the locale's collation does, ignoring case.
    public func compareSortKeys(_ first: String, _ second: String) -> ComparisonResult {
        let result = first.compare(second, options: [.caseInsensitive], range: nil, locale: locale)
        if result != .orderedSame { return result }
        return first < second ? .orderedAscending : (first == second ? .orderedSame : .orderedDescending)
    }

    /// Sorts contacts by ``sortKey(for:order:)`` in the locale's collation, sections in the
    /// locale's own script first and contacts without a name (`#`) last, as in Apple's
    /// Contacts.
    public func sorted(_ contacts: [Contact], order: NameOrder = .familyFirst) -> [Contact] {
        let keyed = contacts.map { contact in
            (contact, sortKey(for: contact, order: order),
             sectionRank(sectionTitle(for: contact, order: order)))
        }
        return keyed.sorted { left, right in
            if left.2 != right.2 { return left.2 < right.2 }
            return compareSortKeys(left.1, right.1) == .orderedAscending
        }.map(\.0)
    }
}
