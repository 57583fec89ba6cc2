import ContactModel
@testable import ContactPipeline
import Testing

/// Issue 29: a cluster holds together or is split; values a household or a building shares
/// never link different names alone; the same household stays apart in a book of ten and of a
/// hundred. Synthetic books, each the smallest that showed the wrong merge.
@Suite struct CoherentClusterTests {
    typealias Book = DuplicateFinderTests

    static func address(_ street: String, _ city: String, _ code: String) -> [LabeledValue<PostalAddress>] {
        [LabeledValue(label: .home, value: PostalAddress(street: street, city: city, postalCode: code, isoCountryCode: "FR"))]
    }

    /// A household of four under one family name: each card carries one or two of the
    /// family's values (the mailbox `thejuliens@`, the landline, the street), so every linked
    /// pair shared one value and the four became one contact.
    @Test func aHouseholdSharingMailboxLandlineAndStreetStaysFourPeople() {
        var poul = Book.person("Poul", "Julien", phone: "+33142685511", label: .home, email: "thejuliens@example.fr")
        poul.postalAddresses = Self.address("12 rue des Lilas", "Lyon", "69003")
        var stephane = Book.person("Stéphane", "Julien", email: "thejuliens@example.fr")
        stephane.postalAddresses = Self.address("12 rue des Lilas", "Lyon", "69003")
        let maryes = Book.person("Maryes", "Julien", phone: "+33142685511", label: .home, email: "thejuliens@example.fr")
        var anouk = Book.person("Anouk", "Julien", phone: "+33142685511", label: .home)
        anouk.postalAddresses = Self.address("12 rue des Lilas", "Lyon", "69003")
        #expect(Book.clusters([poul, stephane, maryes, anouk]).isEmpty)
    }

    /// Three people of one name: two cards spell it alike (one in capitals), the third under
    /// a nickname; each has its own mobile and address, two their own birthday. They merged on
    /// names alone, chained through the nickname.
    @Test func namesakesWithTheirOwnMobilesStayApart() {
        var katherine = Book.person("Katherine", "Wright", phone: "+12065550141", birthday: PartialDate(year: 1971, month: 4, day: 9))
        katherine.postalAddresses = Self.address("18 Pine Street", "Seattle", "98101")
        var capitals = Book.person("KATHERINE", "WRIGHT", phone: "+15035550178")
        capitals.postalAddresses = Self.address("400 Alder Avenue", "Portland", "97205")
        var kate = Book.person("Kate", "Wright", phone: "+14155550163", birthday: PartialDate(year: 1988, month: 11, day: 23))
        kate.postalAddresses = Self.address("9 Mission Road", "Oakland", "94601")
        #expect(Book.clusters([katherine, capitals, kate]).isEmpty)
    }

    /// A chain: `J. Morrow` shares a mobile with `John Morrow` and a mailbox with `Jane
    /// Morrow`. John and Jane are two people; the chain through the initial must not hold
    /// them in one cluster.
    @Test func aChainThroughAnInitialIsSplit() {
        let john = Book.person("John", "Morrow", phone: "+16175550123", birthday: PartialDate(year: 1960, month: 1, day: 5))
        var initial = Book.person("J.", "Morrow", phone: "+16175550123", email: "morrows@example.com")
        initial.phoneNumbers.append(LabeledValue(label: .home, value: "+16175550999"))
        let jane = Book.person("Jane", "Morrow", phone: "+16175550888", email: "morrows@example.com",
                               birthday: PartialDate(year: 1962, month: 8, day: 30))
        let found = Book.clusters([john, initial, jane])
        #expect(!found.contains { $0.contains(0) && $0.contains(2) })
    }

    /// A ten-record book made in a program: the household's phone and address do not link
    /// Hannah and David, as in a book of a hundred (estimates from ten records are not
    /// trusted: the documented defaults hold).
    @Test(arguments: [10, 100])
    func aHouseholdStaysApartInASmallBook(size: Int) {
        var hannah = Book.person("Hannah", "Okafor", phone: "+15035550199", label: .home)
        hannah.postalAddresses = Self.address("77 Birch Lane", "Portland", "97214")
        var david = Book.person("David", "Okafor", phone: "+15035550199", label: .home)
        david.postalAddresses = Self.address("77 Birch Lane", "Portland", "97214")
        let others = (0..<(size - 2)).map {
            Book.person("Other\($0)", "Family\($0 % 5)", phone: "+1212555\(String(2000 + $0))", email: "o\($0)@example.net")
        }
        var finder = DuplicateFinder()
        for contact in [hannah, david] + others { finder.add(contact) }
        #expect(finder.findClusters().clusters.isEmpty)
        let weight = finder.explainPair(0, 1).evidence.filter { $0.field == "phone" }.map(\.weight).reduce(0, +)
        #expect(weight <= PairScorer.Weights.sharedValuesOfDifferentNames)
    }

    static func business(_ name: String, street: String, phone: String) -> Contact {
        var contact = Contact(kind: .organization, formattedName: name, organizationName: name)
        contact.postalAddresses = [LabeledValue(label: .work, value: PostalAddress(street: street, city: "Atlanta", postalCode: "30303"))]
        contact.phoneNumbers = [LabeledValue(label: .work, value: phone)]
        return contact
    }

    /// Two restaurants of one hotel share its street address and switchboard: their
    /// different names keep them apart. The same restaurant listed twice, its name spelled a
    /// little differently or once in full, is one.
    @Test func twoRestaurantsInOneHotelStayApart() {
        let found = Self.organizationClusters([
            Self.business("Ritz-Carlton Cafe", street: "181 Peachtree St.", phone: "404-659-0400"),
            Self.business("Ritz-Carlton Dining Room", street: "181 Peachtree St.", phone: "404-659-0400"),
            Self.business("Second Street Grille", street: "200 Second Street", phone: "404-555-0120"),
            Self.business("Second Street Grill", street: "200 2nd St.", phone: "404-555-0120"),
            Self.business("Fenix", street: "8358 Sunset Blvd.", phone: "404-555-0133"),
            Self.business("Fenix at the Argyle", street: "8358 Sunset Blvd. West", phone: "404-555-0133"),
        ])
        #expect(found == [[2, 3], [4, 5]])
    }

    /// A branch is another organization: `Roma` and `Roma II` in one mall.
    @Test func branchesOfOneNameStayApart() {
        let found = Self.organizationClusters([
            Self.business("Trattoria Roma", street: "1 Mall Plaza", phone: "404-555-0150"),
            Self.business("Trattoria Roma II", street: "1 Mall Plaza", phone: "404-555-0150"),
        ])
        #expect(found.isEmpty)
    }

    /// How organization names compare, word by word.
    @Test func organizationNamesCompareByTheirWords() {
        let texts = ["second street grille", "second street grill", "fenix", "fenix argyle", "b g club", "boy girl club",
                     "ritz-carlton cafe", "ritz-carlton dining room", "roma", "roma ii"]
        let names = OrganizationNames(names: texts)
        #expect(names.compare(0, 1) == .similar)
        #expect(names.compare(2, 3) == .contained)
        #expect(names.compare(4, 5) == .similar)
        #expect(names.compare(6, 7) == .otherKind)
        #expect(names.compare(8, 9) == .branchesDiffer)
        #expect(names.compare(0, 2) == .different)
    }

    /// Short forms (`Sq`, `St.`, `Mt.`) and initials written apart or joined (`R. E.` /
    /// `R.E.`, as the Chicago set writes one club) are the words they stand for: these were
    /// "shares a name word, each has others". The club's other site stays apart.
    @Test func abbreviationsAndSpelledInitialsAreSimilar() {
        let texts = ["b g club general re wood", "boy girl club general r e wood", "christopher house logan sq",
                     "christopher house logan square", "st augustine college", "saint augustine college",
                     "mt greenwood", "mount greenwood", "b g club ida mae fletcher", "ymca", "y m c a"]
        let names = OrganizationNames(names: texts)
        #expect(names.compare(0, 1) == .similar)
        #expect(names.compare(2, 3) == .similar)
        #expect(names.compare(4, 5) == .similar)
        #expect(names.compare(6, 7) == .similar)
        #expect(names.compare(9, 10) == .similar)
        #expect(names.compare(1, 8) == .partial)
        #expect(MatchKeyBuilder.organizationText("B & G Club General R.E. Wood") == texts[0])
        #expect(MatchKeyBuilder.organizationText("Boys & Girls Clubs General R. E. Wood") == texts[1])
        let found = Self.organizationClusters([
            Self.business("B & G Club General R.E. Wood", street: "2950 W. 25th St", phone: "404-555-0171"),
            Self.business("Boys & Girls Clubs General R. E. Wood", street: "2950 W. 25th Street", phone: "404-555-0172"),
            Self.business("Christopher House Logan Sq", street: "2610 N Francisco Ave", phone: "404-555-0181"),
            Self.business("Christopher House Logan Square", street: "2610 N. Francisco", phone: "404-555-0182"),
        ])
        #expect(found == [[0, 1], [2, 3]])
    }

    /// `747 9th Ave.` is `747 Ninth Avenue`; `W 18th St` is not `E 18th St`.
    @Test func streetCoresIgnoreTypesAndOrdinalsButNotDirections() {
        var name: [UInt8] = []
        let ninth = AddressParts(PostalAddress(street: "747 9th Ave."), streetName: &name)
        let written = AddressParts(PostalAddress(street: "747 Ninth Avenue"), streetName: &name)
        #expect(ninth.core == written.core)
        let west = AddressParts(PostalAddress(street: "10 W 18th St"), streetName: &name)
        let east = AddressParts(PostalAddress(street: "10 E 18th St"), streetName: &name)
        #expect(!west.isSameDwelling(as: east, streetsAlike: false))
        #expect(west.agreement(with: east, streetsAlike: false).shared == 0)
    }

    /// Organization cards (indexes into `contacts`) clustered with padding of unrelated ones.
    static func organizationClusters(_ contacts: [Contact]) -> Set<Set<Int>> {
        let padding = (0..<30).map {
            Self.business("Shop \(["Alder", "Birch", "Cedar", "Dogwood", "Elm", "Fir"][$0 % 6]) \($0)",
                          street: "\(100 + $0) Main Street", phone: "404-555-\(String(3000 + $0))")
        }
        var finder = DuplicateFinder(configuration: .init(region: "US"))
        for contact in contacts + padding { finder.add(contact) }
        let result = finder.findClusters()
        return Set(result.clusters.map { Set($0.members.filter { $0 < contacts.count }) }.filter { $0.count > 1 })
    }
}
