import ContactModel
@testable import ContactPipeline
import Testing

/// Issue 29, the weak spots left: fathers and sons at home (one name, the family's mailbox,
/// landline and street; no mobiles), and namesakes under a nickname with nothing shared.
/// Synthetic books of a few hundred records (in a book of thirty every name is rare).
@Suite struct FatherSonAndNamesakeTests {
    typealias Book = DuplicateFinderTests

    /// Four hundred unrelated people, each with a name, a mobile and an email of their own.
    static let crowd: [Contact] = (0..<400).map {
        Book.person("Crowd\($0)", "Surname\($0 % 97)", phone: "+1312555\(String(1000 + $0))", email: "crowd\($0)@example.net")
    }

    static func clusters(_ contacts: [Contact]) -> Set<Set<Int>> {
        var finder = DuplicateFinder()
        for contact in contacts + crowd { finder.add(contact) }
        let result = finder.findClusters()
        return Set(result.clusters.map { Set($0.members.filter { $0 < contacts.count }) }.filter { $0.count > 1 })
    }

    static func withFamilyMailbox(_ contact: Contact, _ mailbox: String) -> Contact {
        var contact = contact
        contact.emailAddresses.append(LabeledValue(label: .home, value: mailbox))
        return contact
    }

    /// Father and son at home: one name, each his own address and the family's mailbox on
    /// both cards. The mailbox weighed as an address of one's own (+11 bits) and merged them.
    @Test func fatherAndSonWithTheirOwnEmailsAndTheFamilyMailboxStayTwo() {
        let father = Self.withFamilyMailbox(Book.person("Matteo", "Sanano", email: "m.sanano4657@example.org"), "famiglia.sanano@example.com")
        let son = Self.withFamilyMailbox(Book.person("Matteo", "Sanano", email: "m.sanano8232@example.com"), "famiglia.sanano@example.com")
        #expect(Self.clusters([father, son]).isEmpty)
    }

    /// Son "Jr." with his mobile and the family mailbox; a card of the father without a
    /// suffix that has only the mailbox: two people, not one.
    @Test func aJuniorAndAPlainCardSharingOnlyTheFamilyMailboxStayTwo() {
        let son = Self.withFamilyMailbox(
            Book.person("Matthew", "Langwell", phone: "+16085550172", suffix: "Jr."), "the.langwells@example.org")
        var father = Book.person("Matthew", "Langwell")
        father.emailAddresses = [LabeledValue(label: .home, value: "the.langwells@example.org")]
        #expect(Self.clusters([son, father]).isEmpty)
    }

    /// One person's two cards, each with the own address and the family mailbox: still one.
    @Test func onePersonsCardsWithTheOwnEmailAndTheFamilyMailboxMatch() {
        let first = Self.withFamilyMailbox(Book.person("Henry", "Cransfield", email: "h.cransfield1615@example.com"), "thecransfields@example.de")
        let second = Self.withFamilyMailbox(Book.person("Henry", "Cransfield", email: "h.cransfield1615@example.com"), "thecransfields@example.de")
        #expect(Self.clusters([first, second]) == [[0, 1]])
    }

    /// The family mailboxes of several languages are told from addresses of one's own.
    @Test(arguments: [
        ("thesmiths@example.com", "smith", "john", true), ("the.smiths@example.com", "smith", "", true),
        ("familie.mueller@example.de", "mueller", "", true), ("famille.dupont@example.fr", "dupont", "", true),
        ("smirnovfamily@example.ru", "smirnov", "", true), ("johnsonfamily44@example.com", "", "", true),
        ("famigliarossi@example.it", "", "", true), ("semya.zayev@example.com", "zaitsev", "", true),
        ("lesdupont@example.fr", "dupont", "", true), ("kobayashi-ke@example.jp", "kobayashi", "kazuhiro", true),
        ("wangjia11@example.cn", "wang", "lei", true), ("kimne@example.kr", "kim", "", true),
        ("j.smith@example.com", "smith", "john", false), ("thomas@example.com", "thomas", "", false),
        ("theodore.smith@example.com", "smith", "theodore", false), ("famous@example.com", "", "", false),
        ("lijia@example.cn", "li", "jia", false), ("wangjia@example.cn", "wang", "jia", false),
        // The card's own given name is no family's address, whatever it ends with.
        ("luke@example.com", "lu", "luke", false), ("lesley@example.co.uk", "ley", "lesley", false),
    ])
    func familyMailboxes(address: String, family: String, given: String, isFamily: Bool) {
        #expect(HouseholdMailbox.isHouseholdMailbox(address, family: family, given: given) == isFamily)
    }

    /// Four namesakes (three `Francisco Sánchez`, one `Paco Sánchez`) with nothing in common:
    /// the nickname and the family name weighed more than the whole name does, and Paco was
    /// merged with a Francisco on names alone.
    @Test func aNamesakeUnderANicknameIsNotMergedOnNamesAlone() {
        let first = Book.person("Francisco", "Sánchez", email: "f.sanchez105@example.net")
        let second = Book.person("Francisco", "Sánchez", phone: "+34934388021", label: .work)
        var third = Book.person("Francisco", "Sánchez")
        third.postalAddresses = [LabeledValue(label: .home, value: PostalAddress(street: "26 Calle Real", city: "Valencia", postalCode: "46001"))]
        var paco = Book.person("Paco", "Sánchez", email: "f.sanchez8590@example.com")
        paco.postalAddresses = [LabeledValue(label: .home, value: PostalAddress(street: "36 Calle Real", city: "Madrid", postalCode: "28001"))]
        #expect(Self.clusters([first, second, third, paco]).isEmpty)
        var finder = DuplicateFinder()
        for contact in [first, second, third, paco] + Self.crowd { finder.add(contact) }
        let exact = finder.explainPair(0, 1).evidence.filter { $0.field.hasSuffix("name") }.map(\.weight).reduce(0, +)
        let nickname = finder.explainPair(0, 3).evidence.filter { $0.field.hasSuffix("name") }.map(\.weight).reduce(0, +)
        #expect(nickname <= exact)
    }

    /// A nickname and the same family name still link with a contact point of one's own.
    @Test func aNicknameWithTheSameMobileStillMatches() {
        let robert = Book.person("Robert", "Lindqvist", phone: "+14155550101")
        let bob = Book.person("Bob", "Lindqvist", phone: "+14155550101")
        #expect(Self.clusters([robert, bob]) == [[0, 1]])
    }

    /// Father and son at home, each with his mobile and birthday, and the street and
    /// landline they share; a third card has only the name and the street (or the landline).
    static func fatherSonAndAThinCard(thin: Contact) -> [Contact] {
        let home = [LabeledValue(label: .home, value: PostalAddress(street: "14 Alder Road", city: "Salem", postalCode: "97301"))]
        var father = Book.person("Walter", "Brennick", phone: "+15035550142", birthday: PartialDate(year: 1948, month: 3, day: 12))
        father.phoneNumbers.append(LabeledValue(label: .home, value: "+15035550100"))
        father.postalAddresses = home
        var son = Book.person("Walter", "Brennick", phone: "+15035550177", birthday: PartialDate(year: 1979, month: 10, day: 2))
        son.phoneNumbers.append(LabeledValue(label: .home, value: "+15035550100"))
        son.postalAddresses = home
        var thin = thin
        if thin.phoneNumbers.isEmpty { thin.postalAddresses = home }
        return [father, son, thin]
    }

    /// A card with only the name and the street (or the home landline) could be the father's
    /// or the son's: it joins neither, instead of the one that scored a little higher.
    @Test(arguments: [nil, "+15035550100"])
    func aThinCardOfFatherOrSonAtHomeJoinsNeither(landline: String?) {
        let thin = Book.person("Walter", "Brennick", phone: landline, label: .home)
        #expect(Self.clusters(Self.fatherSonAndAThinCard(thin: thin)).isEmpty)
    }

    /// The thin card with the father's mobile (or birthday) is his.
    @Test func aCardWithTheFathersMobileJoinsTheFather() {
        let thin = Book.person("Walter", "Brennick", phone: "+15035550142")
        #expect(Self.clusters(Self.fatherSonAndAThinCard(thin: thin)) == [[0, 2]])
        let birthday = Book.person("Walter", "Brennick", birthday: PartialDate(year: 1979, month: 10, day: 2))
        #expect(Self.clusters(Self.fatherSonAndAThinCard(thin: birthday)) == [[1, 2]])
    }

    /// `Sr.` and `Jr.` keep father and son apart; a card without a suffix and with only the
    /// name and the street joins neither.
    @Test func aCardWithoutASuffixBesideSeniorAndJuniorJoinsNeither() {
        let home = [LabeledValue(label: .home, value: PostalAddress(street: "9 Quarry Lane", city: "Albany", postalCode: "12207"))]
        var senior = Book.person("Howard", "Peltcombe", phone: "+15185550111", label: .home, email: "the.peltcombes@example.com", suffix: "Sr.")
        senior.postalAddresses = home
        var junior = Book.person("Howard", "Peltcombe", phone: "+15185550111", label: .home, email: "the.peltcombes@example.com", suffix: "Jr.")
        junior.postalAddresses = home
        var plain = Book.person("Howard", "Peltcombe")
        plain.postalAddresses = home
        #expect(Self.clusters([senior, junior, plain]).isEmpty)
    }
}
