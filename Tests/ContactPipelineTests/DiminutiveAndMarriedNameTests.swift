import ContactModel
@testable import ContactPipeline
import Testing

/// Issue 15, item 2: diminutives in twelve languages from the generated table and by their
/// form, and maiden / married names, each a level whose weight the book estimates; the hard
/// negatives (two formal names through a shared nickname, a household couple, sisters)
/// stay apart.
@Suite struct DiminutiveAndMarriedNameTests {
    typealias Book = DuplicateFinderTests

    static func compare(_ left: String, _ right: String) -> PairScorer.GivenNameComparison {
        PairScorer.compareGivenNames(TextFolding.fold(left), TextFolding.fold(right))
    }

    /// Diminutives the hand-written table lacks, one or more per language; each was
    /// "different" before the generated table.
    @Test(arguments: [
        ("Steffi", "Stefanie"), ("Gosia", "Małgorzata"), ("Kasia", "Katarzyna"), ("Enzo", "Vincenzo"),
        ("Merche", "Mercedes"), ("Ксюша", "Ксения"), ("Света", "Светлана"),
        ("Mado", "Madeleine"), ("Henk", "Hendrik"), ("Honza", "Jan"), ("Zé", "José"), ("Kalle", "Karl"),
        ("Cathy", "Catherine"), ("Liesbeth", "Elisabeth"),
    ])
    func aListedDiminutiveIsDiminutive(_ pair: (String, String)) {
        #expect(Self.compare(pair.0, pair.1) == .diminutive)
        #expect(Self.compare(pair.1, pair.0) == .diminutive)
    }

    /// Two diminutives of one formal name meet; two formal names never meet through a
    /// diminutive they share, and a nickname that is a given name of its own (the
    /// `nicknames` package lists Erin under Aaron) is left out.
    @Test func theRelationIsDirected() {
        let related: Set<PairScorer.GivenNameComparison> = [.nickname, .diminutive, .unseenDiminutive]
        #expect(Self.compare("Kasia", "Kaśka") == .diminutive)
        #expect(!related.contains(Self.compare("Christine", "Christopher")))
        #expect(!related.contains(Self.compare("Erin", "Aaron")))
        #expect(!related.contains(Self.compare("Aaron", "Ronald")))
        #expect(Self.compare("Ron", "Aaron") == .diminutive)
    }

    /// The start of a name with a diminutive ending: Stefi, Gundi, Wilfy; never a name of
    /// its own (Mary of Maryann) nor a stem shorter than three letters.
    @Test func aDiminutiveNoTableListsIsRecognizedByItsForm() {
        #expect(Self.compare("Stefi", "Stefanie") == .unseenDiminutive)
        #expect(Self.compare("Gundi", "Gundula") == .unseenDiminutive)
        #expect(Self.compare("Wilfy", "Wilfried") == .unseenDiminutive)
        #expect(Self.compare("Arthur", "Arthie") == .unseenDiminutive)  // as long as the name
        #expect(NicknameTable.isUnseenDiminutive("ottie", of: "ottokar"))
        #expect(!NicknameTable.isUnseenDiminutive("mary", of: "maryann"))
        #expect(!NicknameTable.isUnseenDiminutive("edi", of: "edeltraud"))
        #expect(!NicknameTable.isUnseenDiminutive("stefi", of: "stef"))
    }

    /// A table diminutive's canonical form is its formal name, so the two meet in blocking
    /// by name even without a shared contact point.
    @Test func aDiminutiveSharesItsFormalNamesBlockingKey() {
        #expect(NicknameTable.canonical(TextFolding.fold("Gosia")) == TextFolding.fold("Małgorzata"))
        #expect(NicknameTable.canonical("vincenzo") == "vincenzo")
    }

    /// With nothing but a mobile in common, a diminutive's card and the formal name's card
    /// are one person (before: a different given name, −12 bits in a small book).
    @Test(arguments: [
        ("Steffi", "Stefanie"), ("Gosia", "Małgorzata"), ("Enzo", "Vincenzo"), ("Pepe", "José"),
        ("Саша", "Александр"), ("Mado", "Madeleine"), ("Henk", "Hendrik"), ("Stefi", "Stefanie"),
    ])
    func aDiminutiveWithASharedMobileLinks(_ pair: (String, String)) {
        let found = Book.clusters([
            Book.person(pair.0, "Oberholzer", phone: "+4917612345678"),
            Book.person(pair.1, "Oberholzer", phone: "+4917612345678"),
        ])
        #expect(found == [[0, 1]])
    }

    /// A maiden and a married name: the same given name, another family name, the same
    /// mobile (or email).
    @Test func aMarriedNameWithASharedMobileLinks() {
        #expect(Book.clusters([
            Book.person("Annegret", "Schmidt", phone: "+4917612345678"),
            Book.person("Annegret", "Vogelsang", phone: "+4917612345678"),
        ]) == [[0, 1]])
        #expect(Book.clusters([
            Book.person("Deborah", "Ashham", email: "debbie.a@example.org"),
            Book.person("Deborah", "Adams", email: "debbie.a@example.org"),
        ]) == [[0, 1]])
    }

    /// A double-barrelled married name that keeps the maiden name shares a word with it.
    @Test func aDoubleBarrelledNameWithASharedMobileLinks() {
        #expect(Book.clusters([
            Book.person("Annegret", "Schmidt-Vogelsang", phone: "+4917612345678"),
            Book.person("Annegret", "Vogelsang", phone: "+4917612345678"),
        ]) == [[0, 1]])
    }

    /// What makes it a married name is a contact point of her own: a shared landline (a
    /// household's) with the same given name and another family name is not enough.
    @Test func aSharedLandlineIsNoMarriedName() {
        var finder = DuplicateFinder()
        finder.add(Book.person("Annegret", "Schmidt", phone: "+493012345678", label: .home))
        finder.add(Book.person("Annegret", "Vogelsang", phone: "+493012345678", label: .home))
        let evidence = finder.explainPair(0, 1).evidence.map(\.description)
        #expect(evidence.contains { $0.hasPrefix("family-name different ") })
    }

    static func atHome(_ given: String, _ family: String, mobile: String) -> Contact {
        var contact = Book.person(given, family, phone: mobile)
        contact.phoneNumbers.append(LabeledValue(label: .home, value: "+493055501234"))
        contact.postalAddresses = [LabeledValue(label: .home, value: PostalAddress(street: "Lindenallee 12", city: "Berlin", postalCode: "10115"))]
        return contact
    }

    /// A couple (different given names, her maiden name on her card) and two sisters
    /// (one family name) share a landline and an address: they stay apart.
    @Test func aHouseholdCoupleAndTwoSistersStayApart() {
        #expect(Book.clusters([
            Self.atHome("Thomas", "Weber", mobile: "+4915112345601"),
            Self.atHome("Sabine", "Krüger", mobile: "+4915112345602"),
            Self.atHome("Sabine", "Weber", mobile: "+4915112345603"),
        ]).isEmpty)
        #expect(Book.clusters([
            Self.atHome("Julia", "Berger", mobile: "+4915112345611"),
            Self.atHome("Laura", "Berger", mobile: "+4915112345612"),
        ]).isEmpty)
    }

    /// A family name of eight pseudo-random letters (no two alike enough to count as a typo).
    static func familyName(_ seed: Int) -> String {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 0x2545_F491
        var letters = ""
        for index in 0..<8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let letter = Character(Unicode.Scalar(UInt8(97 + (state >> 33) % 26)))
            letters.append(index == 0 ? Character(letter.uppercased()) : letter)
        }
        return letters
    }

    /// A book of 300 people with two cards each (the second with an e-mail); `married` of the
    /// second cards carry another family name and share her mobile. In `sharers` families a child's card carries a
    /// parent's mobile (and another birthday): the family name the parent's (`sameFamily`)
    /// or not.
    static func book(married: Int, sharers: Int, sameFamily: Bool) -> [Contact] {
        var contacts: [Contact] = []
        let given = ["Annegret", "Birgit", "Cornelia", "Dagmar", "Edeltraud", "Friederike", "Gisela", "Hildegard", "Irmgard", "Jutta"]
        for index in 0..<300 {
            let mobile = "+49151\(String(10_000_000 + index * 7919))"
            var first = Book.person(given[index % 10], familyName(index), phone: mobile)
            if index >= 100 && index < 100 + sharers { first.birthday = PartialDate(year: 1960, month: 1 + index % 12, day: 1 + index % 28) }
            var second = first
            second.emailAddresses = [LabeledValue(value: "person\(index)@example.org")]  // no exact copy
            if index < married { second.familyName = familyName(1000 + index) }
            contacts += [first, second]
        }
        for index in 0..<sharers {
            let parent = contacts[2 * (100 + index)]
            var child = Book.person("Child\(index)", sameFamily ? parent.familyName : familyName(2000 + index), phone: parent.phoneNumbers[0].value)
            child.birthday = PartialDate(year: 1995, month: 1 + index % 12, day: 1 + index % 28)
            contacts.append(child)
        }
        return contacts
    }

    static func marriedNameWeight(_ contacts: [Contact]) -> Double {
        var finder = DuplicateFinder()
        for contact in contacts { finder.add(contact) }
        let scorer = PairScorer(records: finder.records, statistics: MatchStatistics(records: finder.records))
        return finder.estimatedLevelWeights(pairs: finder.candidatePairs(), scorer: scorer)[.familyNameMarried]
    }

    /// The cost of another family name between cards with one given name that share a
    /// mobile is estimated from the people of the book who share one under different given
    /// names: where they are one family (one family name), a family name that differs with
    /// the same given name and mobile is a married name and costs little, and the pairs
    /// link; where sharers have other family names, it costs more.
    @Test func theCostOfAMarriedNameIsEstimatedFromThoseWhoShareAMobile() {
        let contacts = Self.book(married: 9, sharers: 30, sameFamily: true)
        let cheap = Self.marriedNameWeight(contacts)
        let dear = Self.marriedNameWeight(Self.book(married: 9, sharers: 30, sameFamily: false))
        #expect(cheap > dear + 2)
        var finder = DuplicateFinder()
        for contact in contacts { finder.add(contact) }
        let clusters = finder.findClusters().clusters.map { Set($0.members) }
        let married = (0..<9).filter { clusters.contains([2 * $0, 2 * $0 + 1]) }
        #expect(married.count == 9)
    }
}
