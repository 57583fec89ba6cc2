import ContactModel
@testable import ContactPipeline
import Testing

/// Issue 33, item 11: what a review decided binds the finder (``DedupeConstraints``):
/// decided groups are one, pairs kept apart are never in one cluster, and the finder clusters
/// the rest around them.
@Suite struct DedupeConstraintsTests {
    typealias Book = DuplicateFinderTests

    /// The clusters of `contacts` (with the padding of a realistic book) under `constraints`.
    static func clusters(_ contacts: [Contact], _ constraints: DedupeConstraints, explain: Bool = false) -> DuplicateClusters {
        var finder = DuplicateFinder()
        for contact in contacts + Book.padding { finder.add(contact) }
        return finder.findClusters(explain: explain, constraints: constraints)
    }

    static func memberSets(_ result: DuplicateClusters, below count: Int) -> Set<Set<Int>> {
        Set(result.clusters.map { Set($0.members.filter { $0 < count }) }.filter { $0.count > 1 })
    }

    @Test func groupsJoinAndGroupsWinOverPairsKeptApart() {
        var constraints = DedupeConstraints()
        constraints.keepApart(4, 1)
        constraints.keepApart(2, 1)
        constraints.keepTogether([3, 1])
        constraints.keepTogether([5, 6])
        constraints.keepTogether([6, 2])
        #expect(constraints.groups == [[1, 3], [2, 5, 6]])
        #expect(constraints.apartPairs == [.init(1, 2), .init(1, 4)])
        constraints.keepTogether([3, 2])
        #expect(constraints.groups == [[1, 2, 3, 5, 6]])
        #expect(constraints.apartPairs == [.init(1, 4)])
        constraints.keepApart(5, 1)
        #expect(constraints.apartPairs == [.init(1, 4)])
        let mapped = constraints.mapped { $0 == 4 ? nil : $0 * 10 }
        #expect(mapped.groups == [[10, 20, 30, 50, 60]] && mapped.apartPairs.isEmpty)
    }

    /// Three cards of one person: rejecting the first two keeps them apart; the third joins
    /// one of them, never both.
    @Test func aPairKeptApartIsNeverInOneCluster() {
        let book = [
            Book.person("Ida", "Quist", phone: "+12065550177", email: "quist@example.net"),
            Book.person("Ida", "Quist", phone: "+12065550177", email: "quist@example.net"),
            Book.person("Ida", "Quist", phone: "+12065550177"),
        ]
        #expect(Self.memberSets(Self.clusters(book, DedupeConstraints()), below: 3) == [[0, 1, 2]])
        var apart = DedupeConstraints()
        apart.keepApart(0, 1)
        let found = Self.memberSets(Self.clusters(book, apart), below: 3)
        #expect(!found.contains { $0.contains(0) && $0.contains(1) })
        #expect(found.count == 1 && found.first?.contains(2) == true)
    }

    /// Two different people decided one: they are one cluster, its link scored `+infinity`
    /// with the evidence `review merged as decided`. A third card of one of them, which
    /// strong evidence keeps apart from the other, does not join the group (a record joins a
    /// decided group only when it could join each of its records).
    @Test func aDecidedGroupIsOneClusterWhateverItScores() {
        let book = [
            Book.person("Hannah", "Okafor", phone: "+15035550199", birthday: PartialDate(year: 1980, month: 1, day: 2)),
            Book.person("David", "Byrne", phone: "+14155550123", birthday: PartialDate(year: 1952, month: 5, day: 14)),
            Book.person("Hannah", "Okafor", phone: "+15035550199", email: "hannah@example.com"),
        ]
        #expect(Self.memberSets(Self.clusters(book, DedupeConstraints()), below: 3) == [[0, 2]])
        var together = DedupeConstraints()
        together.keepTogether([0, 1])
        let result = Self.clusters(book, together, explain: true)
        #expect(Self.memberSets(result, below: 3) == [[0, 1]])
        let decided = result.clusters.flatMap(\.links).filter { $0.score.isInfinite }
        #expect(decided.map { [$0.first, $0.second] } == [[0, 1]])
        #expect(decided.first?.evidence.map(\.description) == ["review merged as decided +inf"])
    }

    /// A component too large to compare every pair of (link by link): a pair kept apart is
    /// kept apart there too, and a decided pair is one.
    @Test func constraintsHoldInALargeComponent() {
        let count = DuplicateFinder.largestComponentComparedWhole + 6
        let book = (0..<count).map { index in
            var card = Book.person("Ida", "Quist", phone: "+12065550177", email: "quist@example.net")
            card.note = "card \(index)"
            return card
        }
        var constraints = DedupeConstraints()
        constraints.keepApart(0, 1)
        constraints.keepTogether([0, count - 1])
        let found = Self.memberSets(Self.clusters(book, constraints), below: count)
        #expect(!found.contains { $0.contains(0) && $0.contains(1) })
        #expect(found.contains { $0.contains(0) && $0.contains(count - 1) })
    }

    /// The stage asks for the constraints by input position once every contact is in, and
    /// maps them past exact copies (the finder sees one record of each set of copies).
    @Test func theStageMapsInputPositionsPastExactCopies() {
        let ida = Book.person("Ida", "Quist", phone: "+12065550177", email: "quist@example.net")
        var daughter = ida
        daughter.note = "the daughter"
        let book = [ida, ida, daughter] + Book.padding
        var stage = DeduplicationStage(constraints: { contacts, identifiers in
            #expect(contacts.count == book.count && identifiers.first == "1")
            var constraints = DedupeConstraints()
            constraints.keepApart(1, 2)
            return constraints
        })
        for contact in book { _ = stage.process(contact) }
        _ = stage.finish()
        let result = stage.result
        #expect(result.clusterOfRecord[0] == result.clusterOfRecord[1])
        #expect(result.clusterOfRecord[2] != result.clusterOfRecord[0])
        #expect(stage.constraints.apartPairs == [.init(1, 2)])
    }
}

extension DedupeConstraintsTests {
    /// Exact copies always merge, but not when a review rejected them as one: three copies,
    /// the second kept apart from the first, become two contacts (the third joins one).
    @Test func exactCopiesKeptApartAreNotMerged() {
        let ida = Book.person("Ida", "Quist", phone: "+12065550177", email: "quist@example.net")
        var stage = DeduplicationStage(constraints: { _, _ in
            var constraints = DedupeConstraints()
            constraints.keepApart(0, 1)
            return constraints
        })
        for contact in [ida, ida, ida] + Book.padding { _ = stage.process(contact) }
        _ = stage.finish()
        let result = stage.result
        #expect(result.clusterOfRecord[0] != result.clusterOfRecord[1])
        #expect(result.clusterOfRecord[2] == result.clusterOfRecord[0])
    }
}
