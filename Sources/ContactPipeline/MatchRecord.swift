import ContactModel

/// The normalized keys of one contact, computed once when it is added to a
/// ``DuplicateFinder``: names as interned identifiers, contact points as stable hashes.
///
/// Holding these instead of contacts keeps the finder's memory small: no raw text is copied.
struct MatchRecord {
    /// 0 individual, 1 organization, 2 group: records of different kinds never match.
    var kind: UInt8 = 0
    /// Folded given name (Latin form when one exists), its canonical form, and whether the
    /// form is Latin (comparable across scripts).
    var given: Int32 = -1
    var givenCanonical: Int32 = -1
    var family: Int32 = -1
    var familyPhonetic: Int32 = -1
    var givenIsLatin = true
    var familyIsLatin = true
    /// First letter of the folded middle name, 0 when none.
    var middleInitial: UInt8 = 0
    /// Folded generation suffix (`jr`, `iii`), -1 when none.
    var generation: Int32 = -1
    /// Hash of the sorted folded name words, 0 when no name.
    var nameWords: UInt64 = 0
    /// Hash of the folded organization name, 0 when none.
    var organization: UInt64 = 0
    /// `year * 10000 + month * 100 + day`, year 0 when unknown; 0 when no birthday.
    var birthday: Int32 = 0
    var phones: [UInt64] = []
    /// Bit `i` set when `phones[i]` is labeled mobile or iPhone.
    var mobileMask: UInt32 = 0
    var emails: [UInt64] = []
    var postalCodes: [UInt64] = []
    /// Hashes of folded street and postal code together.
    var streets: [UInt64] = []

    var hasMobile: Bool { mobileMask != 0 }
    var hasFullBirthday: Bool { birthday >= 10000 && birthday % 100 != 0 }
    var birthdayMonthDay: Int32 { birthday % 10000 }
}
