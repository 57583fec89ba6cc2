/// The normalized keys of one contact as a ``DuplicateFinder`` keeps them: names as interned
/// identifiers, and where its contact-point hashes lie in ``MatchRecords/values``.
///
/// A record holds no references (no arrays, no text), so a million of them are one block of
/// memory, and reading one costs no reference counting.
struct MatchRecord {
    /// 0 individual, 1 organization, 2 group: records of different kinds never match.
    var kind: UInt8 = 0
    /// Whether the given and family names are Latin forms (comparable across scripts).
    var givenIsLatin = true
    var familyIsLatin = true
    /// First letter of the folded middle name, 0 when none.
    var middleInitial: UInt8 = 0
    /// Folded given name (Latin form when one exists) and its canonical form, family name
    /// and its phonetic key, as identifiers in ``MatchRecords``' name pools; -1 when none.
    var given: Int32 = -1
    var givenCanonical: Int32 = -1
    var family: Int32 = -1
    var familyPhonetic: Int32 = -1
    /// Folded generation suffix (`jr`, `iii`), -1 when none.
    var generation: Int32 = -1
    /// `year * 10000 + month * 100 + day`, year 0 when unknown; 0 when no birthday.
    var birthday: Int32 = 0
    /// Bit `i` set when phone `i` is labeled mobile or iPhone.
    var mobileMask: UInt32 = 0
    /// Bit `i` set when email `i` is a family mailbox (``HouseholdMailbox``): a household's,
    /// not the person's own.
    var householdEmailMask: UInt32 = 0
    /// Hash of the sorted folded name words, 0 when no name.
    var nameWords: UInt64 = 0
    /// Hash of the organization name as compared (``MatchKeyBuilder/organizationText(_:)``),
    /// 0 when none.
    var organization: UInt64 = 0
    /// An organization card's name in ``MatchRecords/organizationNames``, -1 when none.
    var organizationName: Int32 = -1
    /// Where the record's phones, emails, postal codes and streets start in
    /// ``MatchRecords/values``, each kind right after the one before; `streetsEnd` ends them.
    var phonesStart: Int32 = 0
    var emailsStart: Int32 = 0
    var postalCodesStart: Int32 = 0
    var streetsStart: Int32 = 0
    var streetsEnd: Int32 = 0
    /// The parts of the first address that has any; its folded street name is
    /// ``MatchRecords/streetNameBytes`` `[streetNameStart..<streetNameEnd]`.
    var address = AddressParts()
    var streetNameStart: Int32 = 0
    var streetNameEnd: Int32 = 0

    /// Hashes of the last digits of each phone (see ``MatchKeyBuilder/phoneKeyDigits``).
    var phones: Range<Int> { Int(phonesStart)..<Int(emailsStart) }
    /// Hashes of the folded email addresses.
    var emails: Range<Int> { Int(emailsStart)..<Int(postalCodesStart) }
    var postalCodes: Range<Int> { Int(postalCodesStart)..<Int(streetsStart) }
    /// Hashes of folded street and postal code together.
    var streets: Range<Int> { Int(streetsStart)..<Int(streetsEnd) }

    var hasMobile: Bool { mobileMask != 0 }
    /// Whether the email at `index` of ``MatchRecords/values`` (one of ``emails``) is a
    /// family mailbox.
    func isHouseholdEmail(_ index: Int) -> Bool {
        let position = index - emails.lowerBound
        return position < 32 && householdEmailMask & (1 << UInt32(position)) != 0
    }
    /// Whether the record has an email of the person's own (no family mailbox).
    var hasOwnEmail: Bool { emails.count > householdEmailMask.nonzeroBitCount }
    /// Whether a name part is in a script without a Latin form (its pinyin, when it is in
    /// Han, is in ``MatchRecords/pinyin``).
    var hasNonLatinName: Bool { !givenIsLatin || !familyIsLatin }
    var hasFullBirthday: Bool { birthday >= 10000 && birthday % 100 != 0 }
    var birthdayMonthDay: Int32 { birthday % 10000 }
}
