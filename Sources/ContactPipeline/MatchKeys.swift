/// A contact's normalized keys as ``MatchKeyBuilder`` computes them, before the names are
/// interned: folded name texts, and contact points, postal codes and streets as stable hashes.
///
/// Computing them needs nothing but the contact, so contacts' keys can be computed on several
/// threads at once; ``MatchRecords/append(_:)`` then interns them in input order.
struct MatchKeys {
    /// 0 individual, 1 organization, 2 group.
    var kind: UInt8 = 0
    /// The folded given name (its Latin form when one exists), its canonical form, the folded
    /// family name, its phonetic key, and the folded generation suffix: empty when none.
    var given = ""
    var givenCanonical = ""
    var family = ""
    var familyPhonetic = ""
    var generation = ""
    var givenIsLatin = true
    var familyIsLatin = true
    var middleInitial: UInt8 = 0
    var nameWords: UInt64 = 0
    /// The folded former family name (`X-MAIDENNAME`), and the hash of the name words with it
    /// in place of the family name; empty and 0 when none.
    var previousFamily = ""
    var previousNameWords: UInt64 = 0
    /// For a name in Han, its pinyin keys; nil otherwise.
    var latinSpelling: LatinSpellingKeys?
    /// The hash of the organization name as compared (``MatchKeyBuilder/organizationText(_:)``),
    /// 0 when none; for an organization card also that text.
    var organization: UInt64 = 0
    var organizationText = ""
    var birthday: Int32 = 0
    /// Bit `i` set when phone `i` is labeled mobile or iPhone.
    var mobileMask: UInt32 = 0
    /// Bit `i` set when email `i` is a family mailbox (``HouseholdMailbox``).
    var householdEmailMask: UInt32 = 0
    /// Phones, emails and postal codes, in that order, then streets.
    var values: [UInt64] = []
    var phoneCount = 0
    var emailCount = 0
    var postalCodeCount = 0
    /// The parts of the first address that has any, and its folded street name without house
    /// number and spaces.
    var address = AddressParts()
    var streetName: [UInt8] = []
}
