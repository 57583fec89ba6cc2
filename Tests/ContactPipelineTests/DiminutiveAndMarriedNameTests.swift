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

    /// The start of a name with a diminutive ending: Stefi, Rosi, Chrissy; never a name of
    /// its own (Mary of Maryann) nor a stem shorter than three letters.
    @Test func aDiminutiveNoTableListsIsRecognizedByItsForm() {
        #expect(Self.compare("Stefi", "Stefanie") == .unseenDiminutive)
        #expect(Self.compare("Rosi", "Rosemarie") == .unseenDiminutive)
        #expect(Self.compare("Wilfy", "Wilfried") == .unseenDiminutive)
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
}
