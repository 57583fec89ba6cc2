import ContactModel
import Foundation

extension NameFormatter {
    /// The text a contact list sorts by: the name parts in `order` (family name first by
    /// default), each replaced by its phonetic form when the contact has one (so Japanese
    /// names sort by reading); the ``displayName(for:)`` when there is no name.
    ///
    /// Chinese names without a reading are given in pinyin in Simplified Chinese (`张伟` →
    /// `zhāng wěi`); in Traditional Chinese they stay in Han. A list sorts by
    /// ``sectionSortKey(for:order:)``, which leaves Han to the collation.
    public func sortKey(for contact: Contact, order: NameOrder = .familyFirst) -> String {
        collationKey(for: contact, order: order, romanizingHan: ordersHanByPinyin)
    }

    /// The name parts in `order`, each replaced by its reading when it has one, and Han
    /// parts in pinyin when `romanizingHan`; the display name when there is no name.
    func collationKey(for contact: Contact, order: NameOrder, romanizingHan: Bool) -> String {
        let name = NameParts(contact: contact)
        guard name.hasCoreName else { return displayName(for: contact) }
        func reading(_ text: String, _ phonetic: String) -> String {
            if !phonetic.isEmpty { return phonetic }
            if romanizingHan, NameScript(of: text) == .han,
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

    /// Sorts contacts by ``sectionSortKey(for:order:)`` in the locale's collation, sections in
    /// the locale's own script first and contacts without a name (`#`) last, as in Apple's
    /// Contacts.
    public func sorted(_ contacts: [Contact], order: NameOrder = .familyFirst) -> [Contact] {
        let keyed = contacts.map { contact in
            let section = sectionTitle(for: contact, order: order)
            return (contact, sectionSortKey(for: contact, order: order), section,
                    (sectionRank(section), sectionPosition(section)))
        }
        return keyed.sorted { left, right in
            if left.3 != right.3 { return left.3 < right.3 }
            if left.2 != right.2 { return compareSortKeys(left.2, right.2) == .orderedAscending }
            return compareSortKeys(left.1, right.1) == .orderedAscending
        }.map(\.0)
    }
}
