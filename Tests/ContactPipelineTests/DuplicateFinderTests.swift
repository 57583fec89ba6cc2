import ContactModel
import ContactPipeline
import Testing

/// The evidence rules of ``DuplicateFinder``, each on a small book padded with unrelated
/// people so that frequencies behave as in a real book.
@Suite struct DuplicateFinderTests {
    static func person(
        _ given: String, _ family: String, phone: String? = nil, label: Label = .mobile, email: String? = nil,
        birthday: PartialDate? = nil, suffix: String = ""
    ) -> Contact {
        var contact = Contact(givenName: given, familyName: family, nameSuffix: suffix, birthday: birthday)
        if let phone { contact.phoneNumbers = [LabeledValue(label: label, value: phone)] }
        if let email { contact.emailAddresses = [LabeledValue(value: email)] }
        return contact
    }

    /// Unrelated people, so a test's records are not the whole book.
    static let padding: [Contact] = (0..<30).map {
        person("Filler\($0)", "Person\($0 % 7)", phone: "+1415555\(String(1000 + $0))", email: "filler\($0)@example.com")
    }

    /// The clusters of `contacts` (indexes into `contacts`) with two or more members.
    static func clusters(_ contacts: [Contact], configuration: DuplicateFinder.Configuration = .init()) -> Set<Set<Int>> {
        var finder = DuplicateFinder(configuration: configuration)
        for contact in contacts + padding { finder.add(contact) }
        let result = finder.findClusters()
        return Set(result.clusters.map { Set($0.members.filter { $0 < contacts.count }) }.filter { $0.count > 1 })
    }

    @Test func samePhoneAndNicknameMatch() {
        let found = Self.clusters([
            Self.person("Robert", "Lindqvist", phone: "+14155550101"),
            Self.person("Bob", "Lindqvist", phone: "+14155550101"),
        ])
        #expect(found == [[0, 1]])
    }

    @Test func typosAndSwappedNamesStillMatch() {
        let found = Self.clusters([
            Self.person("Anthony", "Walker", email: "tw@example.org"),
            Self.person("Anthnoy", "Walker", email: "tw@example.org"),
            Self.person("Walker", "Anthony", email: "tw@example.org"),
        ])
        #expect(found == [[0, 1, 2]])
    }

    @Test func sharedLandlineWithDifferentGivenNamesIsAHousehold() {
        let found = Self.clusters([
            Self.person("Hannah", "Okafor", phone: "+15035550199", label: .home),
            Self.person("David", "Okafor", phone: "+15035550199", label: .home),
        ])
        #expect(found.isEmpty)
    }

    @Test func sameNameWithDifferentBirthdaysIsTwoPeople() {
        let found = Self.clusters([
            Self.person("James", "Whitcombe", phone: "+16175550100", label: .home, birthday: PartialDate(year: 1950, month: 3, day: 2)),
            Self.person("James", "Whitcombe", phone: "+16175550100", label: .home, birthday: PartialDate(year: 1982, month: 7, day: 19)),
        ])
        #expect(found.isEmpty)
    }

    @Test func sameNameWithDifferentMobilesIsTwoPeople() {
        var first = Self.person("Maria", "Garcia", phone: "+34612345678", email: "maria@example.es")
        first.phoneNumbers.append(LabeledValue(label: .home, value: "+34911111111"))
        var second = Self.person("Maria", "Garcia", phone: "+34699111222", email: "maria@example.es")
        second.phoneNumbers.append(LabeledValue(label: .home, value: "+34911111111"))
        #expect(Self.clusters([first, second]).isEmpty)
    }

    @Test func generationSuffixesSeparateFatherAndSon() {
        let found = Self.clusters([
            Self.person("James", "Whitcombe", phone: "+16175550100", label: .home, suffix: "Sr."),
            Self.person("James", "Whitcombe", phone: "+16175550100", label: .home, suffix: "Jr."),
        ])
        #expect(found.isEmpty)
    }

    @Test func personAndOrganizationNeverMerge() {
        var organization = Contact(kind: .organization, organizationName: "Contoso Bakery")
        organization.phoneNumbers = [LabeledValue(label: .work, value: "+12065550140")]
        var person = Self.person("Anna", "Berg", phone: "+12065550140", label: .work)
        person.organizationName = "Contoso Bakery"
        #expect(Self.clusters([organization, person]).isEmpty)
        var finder = DuplicateFinder()
        finder.add(organization)
        finder.add(person)
        #expect(finder.explainPair(0, 1).isForbidden)
    }

    @Test func aSwitchboardNumberWeighsAlmostNothing() {
        let colleagues = ["Priya Raman", "Tomas Ortega", "Ingrid Solberg", "Kwame Mensah", "Yuki Tanabe", "Oliver Hart"].map {
            let parts = $0.split(separator: " ").map(String.init)
            return Self.person(parts[0], parts[1], phone: "+442079460000", label: .work)
        }
        var finder = DuplicateFinder()
        for contact in colleagues + Self.padding { finder.add(contact) }
        let evidence = finder.explainPair(0, 1).evidence.first { $0.field == "phone" }
        #expect(evidence?.finding.hasPrefix("shared by many names") == true)
        #expect((evidence?.weight ?? 99) <= 1)
        #expect(finder.findClusters().clusters.isEmpty)
    }

    @Test func rareValuesWeighMoreThanCommonOnes() {
        var contacts = (0..<12).map { Self.person("", "Smith", email: "s\($0)@example.com") }
        contacts.append(Self.person("", "Quillfeather", email: "a1@example.com"))
        contacts.append(Self.person("", "Quillfeather", email: "a2@example.com"))
        var finder = DuplicateFinder()
        for contact in contacts + Self.padding { finder.add(contact) }
        let common = finder.explainPair(0, 1).evidence.first { $0.field == "family-name" }?.weight ?? 0
        let rare = finder.explainPair(12, 13).evidence.first { $0.field == "family-name" }?.weight ?? 0
        #expect(rare > common + 1)
    }

    @Test func clustersCannotChainThroughAnInitial() {
        let found = Self.clusters([
            Self.person("John", "Smithers", phone: "+14155550111"),
            Self.person("J", "Smithers", phone: "+14155550111", email: "js@example.com"),
            Self.person("Jane", "Smithers", email: "js@example.com"),
        ])
        #expect(!found.contains { $0.isSuperset(of: [0, 2]) })
    }

    @Test func noClusterGrowsBeyondTheCap() {
        let copies = (0..<6).map { _ in Self.person("Edith", "Brackenbury", phone: "+14155550177", email: "eb@example.com") }
        let found = Self.clusters(copies, configuration: .init(maximumClusterSize: 4))
        #expect(found.allSatisfy { $0.count <= 4 })
        #expect(!found.isEmpty)
    }

    @Test func oversizedBlocksAreNotComparedPairwise() {
        let crowd = (0..<200).map { Self.person("Given\($0)", "Family\($0)", phone: "+18005550000", label: .work) }
        var finder = DuplicateFinder(configuration: .init(maximumBlockSize: 16))
        for contact in crowd { finder.add(contact) }
        let result = finder.findClusters()
        #expect(result.candidatePairCount < 200 * 199 / 2 / 10)
        #expect(result.clusters.isEmpty)
    }

    @Test func highPrecisionNeedsMoreEvidence() {
        let pair = [Self.person("Nora", "Vasquez", email: "nora@example.com"), Self.person("Nora", "Vasquez", email: "nora@example.com")]
        var balanced = DuplicateFinder()
        var high = DuplicateFinder(configuration: .init(precision: .high))
        for contact in pair + Self.padding {
            balanced.add(contact)
            high.add(contact)
        }
        #expect(high.findClusters().threshold > balanced.findClusters().threshold)
    }

    @Test func explanationsListTheEvidence() {
        var finder = DuplicateFinder()
        for contact in [Self.person("Robert", "Lindqvist", phone: "+14155550101"), Self.person("Bob", "Lindqvist", phone: "+14155550101")] + Self.padding {
            finder.add(contact)
        }
        let result = finder.findClusters(explain: true)
        let fields = Set(result.clusters.first?.links.first?.evidence.map(\.field) ?? [])
        #expect(fields.isSuperset(of: ["given-name", "family-name", "phone"]))
    }
}
