import ContactModel
import ContactPipeline
import Foundation

/// The merge review page of `contactkit dedupe --review PAGE.html`: one self-contained HTML
/// file listing every proposed cluster, least certain first, for a person to accept, reject
/// or split before anything is merged (see the Deduplication article).
///
/// The page is safe with hostile contact data:
/// - the data travels as JSON in a `<script type="application/json">` block, escaped by
///   ``ReviewJSON`` so no `</script>`, `<!--` or line separator can end or change it;
/// - the page's script puts every value on screen through `textContent`, never as markup;
/// - a Content-Security-Policy meta tag allows only the page's own inline script and style
///   (by SHA-256 hash) and nothing from the network.
struct ReviewPage {
    /// One proposed cluster, as the page shows it.
    struct Cluster {
        /// The cluster's number, as in `--clusters` and `--dry-run` (1-based).
        var number: Int
        /// The probability of the weakest link: how sure the finder is of the whole cluster.
        var probability: Double
        var records: [Record]
        /// The rows of the merged contact `--decisions` writes when the cluster is accepted.
        var merged: [ReviewFieldRows.Row]
        var links: [Link]
        /// For each record (by position) whose name can be chosen, the merged rows when it
        /// is: an index of a row of ``merged`` where the row is the same, a new row where not.
        /// Empty when fewer than two records have a name.
        var nameChoices: [Int: [MergedRow]] = [:]
    }

    /// A row of a merged card made with a choice: one of the plain merge's rows, or another.
    enum MergedRow: Equatable {
        case same(Int)
        case other(ReviewFieldRows.Row)
    }

    /// One record of a cluster.
    struct Record {
        var identifier: String
        var fingerprint: String
        var name: String
        var rows: [ReviewFieldRows.Row]
        /// For each of the record's phone numbers, the index of the merged card's phone
        /// number it became (a choice of it moves that one first); nil where none did.
        var phoneTargets: [Int?] = []
        /// The same for its e-mail addresses.
        var emailTargets: [Int?] = []
    }

    /// One link that joined two records, or another pair of the cluster that matters: the
    /// comparisons, their weights and the probability.
    struct Link {
        var first: String
        var second: String
        var score: Double
        var probability: Double
        var evidence: [MatchEvidence]
        /// Nil for a link; `weakest pair` or `against` for a pair of members that are not
        /// linked (``DuplicateCluster/pairsOfNote``).
        var role: String? = nil
    }

    /// The clusters, least certain first.
    var clusters: [Cluster]
    /// How many records the book had.
    var recordCount: Int
    /// The probability a link needed (from the finder's threshold).
    var threshold: Double
    /// A fingerprint of the reviewed book (of its clusters' records): the page keeps its
    /// decisions in the browser's local storage under it.
    var bookFingerprint: String

    /// The decisions of an earlier review that still apply (`--decisions`): not proposed
    /// again, and written again into the decisions the page downloads, so they last.
    var carried: [MergeDecisions.Decision] = []

    /// The probability below which a cluster counts as uncertain (the page's filter).
    static let uncertainBelow = 0.99

    /// The page for the clusters `stage` found in `contacts` (the records as the stage saw
    /// them, in input order). With `normalizer`, the merged result is made from the records
    /// normalized, as the stage and `--decisions` make it. With `memory` (`--decisions`), a
    /// cluster that is all one decided group is not proposed again, and the decisions
    /// applied are carried into the page's download.
    init(
        stage: DeduplicationStage, contacts: [Contact], normalizer: (@Sendable () -> ContactNormalizer)? = nil,
        memory: DecisionsMemory? = nil
    ) {
        guard stage.isFinished else {
            self.init(clusters: [], recordCount: contacts.count, threshold: 1, bookFingerprint: "0")
            return
        }
        let result = stage.result
        let identifiers = stage.recordIdentifiers
        let unifier = Unifier()
        var normalizing = normalizer?()
        var clusters: [Cluster] = []
        clusters.reserveCapacity(result.clusters.count)
        for cluster in result.clusters where memory?.wasDecided(cluster.members) != true {
            let members = cluster.members.filter { $0 < contacts.count }
            let inputs = members.map { normalizing == nil ? contacts[$0] : normalizing!.process(contacts[$0])[0] }
            let names = members.map { identifiers[$0] }
            let merged = unifier.merge(inputs, recordIdentifiers: names)
            let mergedRows = ReviewFieldRows.rows(for: merged)
            let records = members.indices.map { position in
                let member = members[position]
                return Record(
                    identifier: identifiers[member], fingerprint: ContactFingerprint.of(contacts[member]),
                    name: contacts[member].formattedName ?? contacts[member].plainDisplayName,
                    rows: ReviewFieldRows.rows(for: contacts[member]),
                    phoneTargets: inputs[position].phoneNumbers.map { Unifier.indexOfPhoneNumber($0.value, in: merged) },
                    emailTargets: inputs[position].emailAddresses.map { Unifier.indexOfEmailAddress($0.value, in: merged) })
            }
            let links = cluster.links.map { link in
                Link(
                    first: identifiers[link.first], second: identifiers[link.second], score: link.score,
                    probability: link.posterior(priorBits: result.priorBits), evidence: link.evidence)
            }
            let pairsOfNote = cluster.pairsOfNote.enumerated().map { index, pair in
                Link(
                    first: identifiers[pair.first], second: identifiers[pair.second], score: pair.score,
                    probability: pair.posterior(priorBits: result.priorBits), evidence: pair.evidence,
                    role: index == 0 ? "weakest pair" : "against")
            }
            clusters.append(
                Cluster(
                    number: result.clusterOfRecord[cluster.members[0]] + 1,
                    probability: links.map(\.probability).min() ?? 1, records: records,
                    merged: mergedRows, links: links + pairsOfNote,
                    nameChoices: Self.nameChoices(
                        of: inputs, identifiers: names, merged: mergedRows, mergedContact: merged, unifier: unifier)))
        }
        clusters.sort { ($0.probability, $0.number) < ($1.probability, $1.number) }
        let threshold = 1 / (1 + exp2(result.priorBits - result.threshold))
        self.init(
            clusters: clusters, recordCount: contacts.count, threshold: threshold,
            bookFingerprint: Self.fingerprint(of: clusters))
        if let memory, let plan = memory.plan { carried = plan.applied.map { memory.decisions.decisions[$0] } }
    }

    init(clusters: [Cluster], recordCount: Int, threshold: Double, bookFingerprint: String) {
        self.clusters = clusters
        self.recordCount = recordCount
        self.threshold = threshold
        self.bookFingerprint = bookFingerprint
    }

    /// FNV-1a over the clusters' record identifiers and fingerprints.
    static func fingerprint(of clusters: [Cluster]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for cluster in clusters {
            for record in cluster.records {
                for byte in record.identifier.utf8 + [0] + record.fingerprint.utf8 + [0] {
                    hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
                }
            }
        }
        return String(hash, radix: 16)
    }
}
