import ContactModel

/// The barrier stage behind `contactkit dedupe` and `convert --dedupe`: it holds every
/// contact, finds clusters of duplicates with ``DuplicateFinder`` and gives out one merged
/// contact per cluster (``Unifier``), in the order of each cluster's first record.
///
/// After ``finish()``, ``result`` holds the clusters (for `--clusters`, `--dry-run` and
/// `--explain`) and ``recordIdentifiers`` what names each input record.
public struct DeduplicationStage: ContactStage {
    public private(set) var diagnostics: [Diagnostic] = []
    public private(set) var finder: DuplicateFinder
    public private(set) var result: DuplicateClusters?
    /// Each input record's identifier: its UID, else its 1-based position in the input.
    public private(set) var recordIdentifiers: [String] = []
    /// Each input record's display name, kept only when explaining (for reports).
    public private(set) var recordNames: [String] = []
    private var contacts: [Contact] = []
    private let explain: Bool
    private let unifier = Unifier()

    /// - Parameters:
    ///   - configuration: precision, region and limits of the finder.
    ///   - explain: record the evidence of every link (for `--dry-run` and `--explain`).
    public init(configuration: DuplicateFinder.Configuration = .init(), explain: Bool = false) {
        finder = DuplicateFinder(configuration: configuration)
        self.explain = explain
    }

    public mutating func process(_ contact: Contact) -> [Contact] {
        diagnostics.removeAll(keepingCapacity: true)
        finder.add(contact)
        recordIdentifiers.append(contact.uid ?? String(contacts.count + 1))
        if explain { recordNames.append(contact.formattedName ?? contact.plainDisplayName) }
        contacts.append(contact)
        return []
    }

    public mutating func finish() -> [Contact] {
        let clusters = finder.findClusters(explain: explain)
        result = clusters
        let merged = Self.unify(contacts, clusters: clusters, identifiers: recordIdentifiers, unifier: unifier)
        contacts = []
        return merged
    }

    /// One contact per cluster, in the order of each cluster's first record.
    public static func unify(
        _ contacts: [Contact], clusters: DuplicateClusters, identifiers: [String], unifier: Unifier = Unifier()
    ) -> [Contact] {
        var clusterByFirstMember: [Int: Int] = [:]
        var inCluster = [Bool](repeating: false, count: contacts.count)
        for (index, cluster) in clusters.clusters.enumerated() {
            clusterByFirstMember[cluster.members[0]] = index
            for member in cluster.members { inCluster[member] = true }
        }
        var output: [Contact] = []
        output.reserveCapacity(clusters.clusterCount)
        for index in contacts.indices {
            if let clusterIndex = clusterByFirstMember[index] {
                let members = clusters.clusters[clusterIndex].members
                output.append(unifier.merge(members.map { contacts[$0] }, recordIdentifiers: members.map { identifiers[$0] }))
            } else if !inCluster[index] {
                output.append(contacts[index])
            }
        }
        return output
    }
}
