/// A value a person chose to survive a merge: the record whose name the merged contact
/// takes, or the phone number or e-mail address that comes first in it, marked as the most
/// preferred (a review's "primary" choice; see "Choosing which value survives" in the
/// Deduplication article).
///
/// A value is named by where it is, not by its text: `record` is the index of a record (its
/// position among the contacts given to ``Unifier/merge(_:recordIdentifiers:preferring:)``,
/// or its input position in ``DedupeConstraints``) and `index` its position in that
/// record's `phoneNumbers` or `emailAddresses`.
/// A position outlives the normalization a merge makes first (a number rewritten to E.164
/// stays where it was), which a value's text does not.
public struct PreferredValue: Sendable, Hashable {
    /// What was chosen.
    public enum Field: String, Sendable, Hashable, CaseIterable {
        /// The name as a unit: every name part and the full name of one record.
        case name
        /// One phone number: first in the merged contact, preference 1.
        case phoneNumber
        /// One e-mail address: first in the merged contact, preference 1.
        case emailAddress
    }

    /// What was chosen.
    public var field: Field
    /// The record that holds the value.
    public var record: Int
    /// The value's position in the record's list of phone numbers or e-mail addresses;
    /// 0 for ``Field/name``.
    public var index: Int

    /// The value at `index` of `field` in `record`.
    public init(_ field: Field, record: Int, index: Int = 0) {
        self.field = field
        self.record = record
        self.index = index
    }

    /// The name of `record`.
    public static func name(of record: Int) -> PreferredValue { PreferredValue(.name, record: record) }

    /// Phone number `index` of `record`.
    public static func phoneNumber(_ index: Int, of record: Int) -> PreferredValue {
        PreferredValue(.phoneNumber, record: record, index: index)
    }

    /// E-mail address `index` of `record`.
    public static func emailAddress(_ index: Int, of record: Int) -> PreferredValue {
        PreferredValue(.emailAddress, record: record, index: index)
    }
}
