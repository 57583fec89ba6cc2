/// The match records of the contacts added to a ``DuplicateFinder``, in input order, with the
/// pools their names are interned in and the one array their hashes lie in.
///
/// Name identifiers are given in the order names first appear, so the records are the same
/// however the keys were computed (one thread or several).
struct MatchRecords {
    private(set) var records: [MatchRecord] = []
    /// Every record's phone, email, postal code and street hashes, record after record.
    private(set) var values: [UInt64] = []
    /// Every record's folded street name (see ``MatchRecord/streetNameStart``), one after another.
    private(set) var streetNameBytes: [UInt8] = []
    /// Settable so that a dedupe step can give them the counts of the whole book
    /// (`MatchRecords+Terms.swift`).
    var givenNames = NamePool()
    var familyNames = NamePool()
    private(set) var phoneticNames = NamePool()
    private(set) var generations = NamePool()
    /// The names of organization cards (``MatchKeyBuilder/organizationText(_:)``).
    private(set) var organizationNames = NamePool()
    /// The pinyin keys of the records whose name is in Han, by record index: few records
    /// have them, so they are kept here rather than in every record.
    private(set) var latinSpellings: [Int32: LatinSpellingKeys] = [:]
    /// The former family names (`X-MAIDENNAME`) of the records that have one, by record
    /// index: the name in ``familyNames`` (not counted as a use) and the hash of the name
    /// words with it. Few cards say one, so they are kept here rather than in every record.
    private(set) var previousFamilyNames: [Int32: (family: Int32, nameWords: UInt64)] = [:]

    var count: Int { records.count }

    subscript(index: Int) -> MatchRecord { records[index] }

    /// Interns the names of `keys` and keeps its hashes as one more record.
    mutating func append(_ keys: MatchKeys) {
        var record = MatchRecord()
        record.kind = keys.kind
        record.givenIsLatin = keys.givenIsLatin
        record.familyIsLatin = keys.familyIsLatin
        record.middleInitial = keys.middleInitial
        record.given = givenNames.intern(keys.given)
        record.givenCanonical = givenNames.identifier(keys.givenCanonical)
        record.family = familyNames.intern(keys.family)
        record.familyPhonetic = phoneticNames.intern(keys.familyPhonetic)
        record.generation = generations.intern(keys.generation)
        record.birthday = keys.birthday
        record.mobileMask = keys.mobileMask
        record.householdEmailMask = keys.householdEmailMask
        record.nameWords = keys.nameWords
        if let keys = keys.latinSpelling { latinSpellings[Int32(records.count)] = keys }
        if !keys.previousFamily.isEmpty {
            previousFamilyNames[Int32(records.count)] = (familyNames.identifier(keys.previousFamily), keys.previousNameWords)
        }
        record.organization = keys.organization
        record.organizationName = organizationNames.intern(keys.organizationText)
        record.address = keys.address
        record.streetNameStart = Int32(streetNameBytes.count)
        streetNameBytes += keys.streetName
        record.streetNameEnd = Int32(streetNameBytes.count)
        let start = values.count
        record.phonesStart = Int32(start)
        record.emailsStart = Int32(start + keys.phoneCount)
        record.postalCodesStart = Int32(start + keys.phoneCount + keys.emailCount)
        record.streetsStart = Int32(start + keys.phoneCount + keys.emailCount + keys.postalCodeCount)
        record.streetsEnd = Int32(start + keys.values.count)
        values += keys.values
        records.append(record)
    }

    /// Room for `count` records in all.
    mutating func reserveCapacity(_ count: Int) {
        records.reserveCapacity(count)
    }

    /// The first two letters of the folded given name, packed; nil without a given name.
    func givenStart(_ record: MatchRecord) -> UInt64? {
        let text = givenNames[record.given].utf8
        guard let first = text.first else { return nil }
        let second = text.dropFirst().first ?? 0
        return UInt64(first) << 8 | UInt64(second)
    }
}
