/// What a dedupe step needs to see a few records of a book as the whole book's finder sees
/// them: names by a hash of their text (the same in every process), the values a record
/// counts towards (its *terms*), and the book's counts of them put back.
extension MatchRecords {
    /// A name's identifier in `pool` as a stable 32-bit hash of its text; `0xFFFF_FFFF` when
    /// there is none. Block keys use it instead of the identifier, which depends on the order
    /// the names were met in.
    func stableKey(_ identifier: Int32, in pool: NamePool) -> UInt64 {
        identifier < 0 ? 0xFFFF_FFFF : TextFolding.stableHash(pool[identifier].utf8, seed: 21) & 0xFFFF_FFFF
    }

    /// One value a record counts towards in ``MatchStatistics`` (a phone, an email, its name
    /// words, its birthday, its organization) or in the name pools (its given and family
    /// name), with the text a dedupe step writes for it: `phone:0123abcd…`, `given:anna`.
    enum Term {
        case value(MatchStatistics.Kind, UInt64)
        case givenName(String)
        case familyName(String)
        /// A word of an organization card's name: its count of different names is how many
        /// distinct names of the book hold it (``OrganizationNames``' common words).
        case organizationWord(String)
        /// Every organization card has it: its count of different names is how many distinct
        /// organization names the book has.
        case organizationNames

        var text: String {
            switch self {
            case .value(.birthday, let value): return "birthday:\(Int32(bitPattern: UInt32(truncatingIfNeeded: value)))"
            case .value(let kind, let value): return "\(kind.termName):\(Self.hexadecimal(value))"
            case .givenName(let name): return "given:\(name)"
            case .familyName(let name): return "family:\(name)"
            case .organizationWord(let word): return "org-word:\(word)"
            case .organizationNames: return "org-names:"
            }
        }

        /// Sixteen lower-case hexadecimal digits.
        static func hexadecimal(_ value: UInt64) -> String {
            let digits = String(value, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }
    }

    /// The terms of the record at `index`, each as many times as the record counts it
    /// (a phone written twice counts twice, as ``MatchStatistics`` counts it).
    func terms(of index: Int) -> [Term] {
        let record = records[index]
        var terms: [Term] = []
        for value in record.phones { terms.append(.value(.phone, values[value])) }
        for value in record.emails { terms.append(.value(.email, values[value])) }
        if record.nameWords != 0 { terms.append(.value(.nameWords, record.nameWords)) }
        if record.birthday != 0 { terms.append(.value(.birthday, UInt64(UInt32(bitPattern: record.birthday)))) }
        if record.organization != 0 { terms.append(.value(.organization, record.organization)) }
        if record.given >= 0 { terms.append(.givenName(givenNames[record.given])) }
        if record.family >= 0 { terms.append(.familyName(familyNames[record.family])) }
        if record.organizationName >= 0 {
            terms.append(.organizationNames)
            var words = Set<Substring>()
            for word in organizationNames[record.organizationName].split(separator: " ") where word != "(" && words.insert(word).inserted {
                terms.append(.organizationWord(String(word)))
            }
        }
        return terms
    }

    /// What tells names apart when counting how many different names use a phone or an
    /// email: a person's name words, an organization card's name.
    func nameKey(of index: Int) -> UInt64 {
        records[index].kind == 0 ? records[index].nameWords : records[index].organization
    }

    /// Puts the book's counts back: `bookCount(index, term)` is how many records of the whole
    /// book use a term of the record at `index`, and how many different names (``nameKey(of:)``) use it; nil keeps the count of
    /// these records. Returns the tallies ``MatchStatistics/init(records:recordCount:tallies:)``
    /// takes; the given and family name pools get their counts in place.
    mutating func bookTallies(_ bookCount: (Int, Term) -> (uses: Int32, names: Int32)?) -> [MatchStatistics.Tally] {
        var tallies = [MatchStatistics.Tally](repeating: MatchStatistics.Tally(), count: MatchStatistics.Kind.allCases.count)
        var givenCounts: [Int32: Int32] = [:]
        var familyCounts: [Int32: Int32] = [:]
        for index in 0..<count {
            for term in terms(of: index) {
                switch term {
                case .value(let kind, let value):
                    let found = bookCount(index, term) ?? (1, 1)
                    tallies[kind.rawValue].uses[value] = found.uses
                    if found.names > 1 { tallies[kind.rawValue].names[value] = found.names }
                case .givenName:
                    if let found = bookCount(index, term) { givenCounts[records[index].given] = found.uses }
                case .familyName:
                    if let found = bookCount(index, term) { familyCounts[records[index].family] = found.uses }
                case .organizationWord, .organizationNames:
                    break  // see ``organizationBook(_:)``
                }
            }
        }
        for (identifier, uses) in givenCounts { givenNames.setCount(uses, of: identifier) }
        for (identifier, uses) in familyCounts { familyNames.setCount(uses, of: identifier) }
        return tallies
    }
}

extension MatchRecords {
    /// The organization cards' names with the whole book's word counts: `bookCount(index,
    /// term)` as for ``bookTallies(_:)``; a count missing leaves the pool's own.
    func organizationBook(_ bookCount: (Int, Term) -> (uses: Int32, names: Int32)?) -> OrganizationNames {
        var wordNames: [String: Int32] = [:]
        var nameCount: Int32?
        for index in 0..<count where records[index].organizationName >= 0 {
            for term in terms(of: index) {
                switch term {
                case .organizationWord(let word): if let found = bookCount(index, term) { wordNames[word] = found.names }
                case .organizationNames: if let found = bookCount(index, term) { nameCount = found.names }
                default: break
                }
            }
        }
        guard let nameCount else { return OrganizationNames(names: organizationNames.texts) }
        return OrganizationNames(names: organizationNames.texts, book: ({ wordNames[$0] }, Int(nameCount)))
    }
}

extension MatchStatistics.Kind {
    /// The word before the colon in a term's text.
    var termName: String {
        switch self {
        case .phone: return "phone"
        case .email: return "email"
        case .nameWords: return "words"
        case .birthday: return "birthday"
        case .organization: return "organization"
        }
    }
}
