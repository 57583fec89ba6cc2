extension DuplicateFinder {
    /// Components of the link graph larger than this are clustered link by link (see
    /// ``clusterLinkByLink(_:scorer:threshold:)``) instead of comparing every pair.
    static let largestComponentComparedWhole = 64

    /// Joins linked records into clusters that hold together (see the Deduplication
    /// article): the link graph's components, each clustered on its own.
    func cluster(
        links: [MatchLink], scorer: PairScorer, threshold: Double, constraints: ClusteringConstraints = ClusteringConstraints()
    ) -> DuplicateClusters {
        let links = constraints.links.isEmpty ? links : links.filter { !constraints.together($0.first, $0.second) } + constraints.links
        let components = Self.components(of: links, recordCount: records.count)
        let clustered = ParallelChunks.map(count: components.count, minimumChunk: 64) { range in
            range.map { index in
                let componentLinks = components[index].map { links[Int($0)] }
                return clusterComponent(componentLinks, scorer: scorer, threshold: threshold, constraints: constraints)
            }
        }.flatMap { $0 }
        var clusterOfRecord = [Int](repeating: -1, count: records.count)
        var groups: [ComponentCluster] = []
        var cappedRecords: [Int] = []
        for result in clustered {
            groups += result.clusters
            cappedRecords += result.capped
        }
        // Clusters in the order of their first record; every other record alone.
        groups.sort { $0.members[0] < $1.members[0] }
        var groupOfRecord = [Int32](repeating: -1, count: records.count)
        for (index, group) in groups.enumerated() {
            for member in group.members { groupOfRecord[member] = Int32(index) }
        }
        var clusterOfGroup = [Int](repeating: -1, count: groups.count)
        var nextCluster = 0
        for record in 0..<records.count {
            let group = Int(groupOfRecord[record])
            if group >= 0 {
                if clusterOfGroup[group] < 0 {
                    clusterOfGroup[group] = nextCluster
                    nextCluster += 1
                }
                clusterOfRecord[record] = clusterOfGroup[group]
            } else {
                clusterOfRecord[record] = nextCluster
                nextCluster += 1
            }
        }
        var result = DuplicateClusters(
            clusterOfRecord: clusterOfRecord,
            clusters: groups.map { DuplicateCluster(members: $0.members, links: $0.links) })
        var seen = Set<Int>()
        for record in cappedRecords {
            let group = Int(groupOfRecord[record])
            let first = group >= 0 ? groups[group].members[0] : record
            if seen.insert(first).inserted { result.cappedClusters.append(first) }
        }
        result.cappedClusters.sort()
        return result
    }

    /// A cluster of one component: its members, ascending, and the links that join them.
    struct ComponentCluster {
        var members: [Int]
        var links: [MatchLink]
    }

    /// The clusters of one component of the link graph, and a record of each cluster the
    /// size cap held back.
    func clusterComponent(
        _ links: [MatchLink], scorer: PairScorer, threshold: Double, constraints: ClusteringConstraints = ClusteringConstraints()
    ) -> (clusters: [ComponentCluster], capped: [Int]) {
        var members: [Int] = []
        for link in links { members.append(link.first); members.append(link.second) }
        members.sort()
        members = members.enumerated().filter { $0.offset == 0 || members[$0.offset - 1] != $0.element }.map(\.element)
        if members.count > Self.largestComponentComparedWhole {
            return clusterLinkByLink(links, scorer: scorer, threshold: threshold, constraints: constraints)
        }
        return clusterByCorrelation(members, links: links, scorer: scorer, threshold: threshold, constraints: constraints)
    }

    /// Correlation clustering (Bansal, Blum and Chawla 2004) of a component, every pair
    /// compared: each pair weighs its posterior log-odds (its score less the neutral point
    /// ``neutralScore(threshold:)``), and groups are merged greedily, the pair of groups whose
    /// cross pairs weigh most first, while that sum is positive (the agglomerative heuristic
    /// Elsner and Schudy 2009 found closest to the optimum). A pair that is cannot-link, or
    /// shows strong evidence against and does not reach the threshold itself, keeps its two
    /// groups apart whatever the others weigh, and so does a record that would join two such
    /// records with nothing of its own to tell which of the two it is
    /// (``ambiguousPairs(count:weight:keptApart:sharesOwnValue:isPerson:)``: it joins neither).
    /// Decided constraints come first: a pair kept
    /// apart by a decision is kept apart, a pair made one weighs
    /// ``ClusteringConstraints/togetherWeight`` (its groups merge first, whatever the cap).
    func clusterByCorrelation(
        _ members: [Int], links: [MatchLink], scorer: PairScorer, threshold: Double,
        constraints: ClusteringConstraints = ClusteringConstraints()
    ) -> (clusters: [ComponentCluster], capped: [Int]) {
        let n = members.count
        let neutral = Self.neutralScore(threshold: threshold)
        var weight = [Double](repeating: 0, count: n * n)
        var forbidden = [Bool](repeating: false, count: n * n)
        var scores = [Double](repeating: 0, count: n * n)
        var sharesOwnValue = [Bool](repeating: false, count: n * n)
        for i in 0..<n {
            for j in (i + 1)..<n {
                let score = scorer.score(members[i], members[j], evidence: nil)
                let together = constraints.together(members[i], members[j])
                let keepsApart = !together && (Self.keepsApart(score, threshold: threshold) || constraints.keptApart(members[i], members[j]))
                let value = together ? Double.infinity : score.value
                scores[i * n + j] = value
                scores[j * n + i] = value
                weight[i * n + j] = together ? ClusteringConstraints.togetherWeight : score.value - neutral
                weight[j * n + i] = weight[i * n + j]
                forbidden[i * n + j] = keepsApart
                forbidden[j * n + i] = keepsApart
                sharesOwnValue[i * n + j] = score.sharesOwnValue
                sharesOwnValue[j * n + i] = score.sharesOwnValue
            }
        }
        // A record that would join two records kept apart, and has nothing of its own to say
        // which of the two it is, joins neither.
        for (t, k) in Self.ambiguousPairs(count: n, weight: weight, keptApart: forbidden, sharesOwnValue: sharesOwnValue,
            isPerson: members.map { scorer.records[$0].kind == 0 })
        where !constraints.together(members[t], members[k]) {
            forbidden[t * n + k] = true
            forbidden[k * n + t] = true
        }
        // Groups by their members (indexes into `members`); the gain of merging two groups.
        var groups: [[Int]] = (0..<n).map { [$0] }
        var alive = [Bool](repeating: true, count: n)
        var gain = weight
        var apart = forbidden
        var capped: [Int] = []
        while true {
            var best = (gain: 0.0, first: -1, second: -1)
            for g in 0..<n where alive[g] {
                for h in (g + 1)..<n where alive[h] && !apart[g * n + h] && gain[g * n + h] > best.gain {
                    best = (gain[g * n + h], g, h)
                }
            }
            guard best.first >= 0 else { break }
            let (g, h) = (best.first, best.second)
            if groups[g].count + groups[h].count > configuration.maximumClusterSize && best.gain < ClusteringConstraints.togetherWeight / 2 {
                capped.append(members[groups[g][0]])
                apart[g * n + h] = true
                apart[h * n + g] = true
                continue
            }
            groups[g] += groups[h]
            groups[h] = []
            alive[h] = false
            for k in 0..<n where alive[k] && k != g {
                gain[g * n + k] += gain[h * n + k]
                gain[k * n + g] = gain[g * n + k]
                apart[g * n + k] = apart[g * n + k] || apart[h * n + k]
                apart[k * n + g] = apart[g * n + k]
            }
        }
        var clusters: [ComponentCluster] = []
        for g in 0..<n where alive[g] && groups[g].count > 1 {
            let local = groups[g].sorted()
            clusters.append(ComponentCluster(
                members: local.map { members[$0] },
                links: Self.spanningLinks(local.map { members[$0] }, score: { scores[local[$0] * n + local[$1]] }, threshold: threshold)))
        }
        return (clusters, capped)
    }

    /// The score at which a pair weighs nothing for or against a merge in a cluster: three
    /// bits under the link threshold, the prior at balanced precision (a posterior of 0.5, so
    /// each pair weighs its log-odds of being one), six bits above it at high precision
    /// (0.985).
    static func neutralScore(threshold: Double) -> Double {
        threshold - 3
    }

    /// Whether a pair keeps the groups of its two records apart whatever the other pairs
    /// weigh: it is cannot-link, or it shows strong evidence against
    /// (``PairScorer/Score/strongAgainst``) and its own score says two rather than one (below
    /// ``neutralScore(threshold:)``).
    static func keepsApart(_ score: PairScorer.Score, threshold: Double) -> Bool {
        score.cannotLink || (score.strongAgainst && score.value < neutralScore(threshold: threshold))
    }

    /// The strongest links above the threshold that join `members` (a maximum spanning tree,
    /// Kruskal), strongest first; `score(i, j)` is the score of members `i` and `j`.
    static func spanningLinks(_ members: [Int], score: (Int, Int) -> Double, threshold: Double) -> [MatchLink] {
        var candidates: [(Int, Int, Double)] = []
        for i in 0..<members.count {
            for j in (i + 1)..<members.count where score(i, j) >= threshold { candidates.append((i, j, score(i, j))) }
        }
        candidates.sort { $0.2 != $1.2 ? $0.2 > $1.2 : ($0.0, $0.1) < ($1.0, $1.1) }
        var sets = DisjointSets(count: members.count)
        var links: [MatchLink] = []
        for (i, j, value) in candidates where sets.find(i) != sets.find(j) {
            sets.union(i, j)
            links.append(MatchLink(first: members[i], second: members[j], score: value))
        }
        return links
    }

    /// A component too large to compare every pair of: links strongest first, two groups merged only when no pair across them is cannot-link,
    /// scores below zero, or shows strong evidence against without reaching the threshold,
    /// and the result stays within the size cap. A decision's link (`+infinity`) comes first
    /// and is not capped; a pair a decision keeps apart is incompatible, one it made one is
    /// compatible.
    func clusterLinkByLink(
        _ links: [MatchLink], scorer: PairScorer, threshold: Double, constraints: ClusteringConstraints = ClusteringConstraints()
    ) -> (clusters: [ComponentCluster], capped: [Int]) {
        var groupOf: [Int: Int] = [:]
        var groups: [[Int]] = []
        var groupLinks: [[MatchLink]] = []
        var capped: [Int] = []
        let sorted = links.sorted { $0.score != $1.score ? $0.score > $1.score : ($0.first, $0.second) < ($1.first, $1.second) }
        for link in sorted {
            let left = groupOf[link.first]
            let right = groupOf[link.second]
            if let left, left == right { continue }
            let leftMembers = left.map { groups[$0] } ?? [link.first]
            let rightMembers = right.map { groups[$0] } ?? [link.second]
            if leftMembers.count + rightMembers.count > configuration.maximumClusterSize && !link.score.isInfinite {
                capped.append(link.first)
                continue
            }
            var compatible = true
            outer: for a in leftMembers {
                for b in rightMembers {
                    if constraints.together(a, b) { continue }
                    if constraints.keptApart(a, b) {
                        compatible = false
                        break outer
                    }
                    let score = scorer.score(min(a, b), max(a, b), evidence: nil)
                    if score.value < 0 || Self.keepsApart(score, threshold: threshold) {
                        compatible = false
                        break outer
                    }
                }
            }
            guard compatible else { continue }
            let target = left ?? right ?? groups.count
            if target == groups.count {
                groups.append([])
                groupLinks.append([])
            }
            var merged = leftMembers + rightMembers
            merged.sort()
            var mergedLinks = (left.map { groupLinks[$0] } ?? []) + (right.map { groupLinks[$0] } ?? [])
            mergedLinks.append(link)
            for other in [left, right].compactMap({ $0 }) where other != target {
                groups[other] = []
                groupLinks[other] = []
            }
            groups[target] = merged
            groupLinks[target] = mergedLinks
            for member in merged { groupOf[member] = target }
        }
        var clusters: [ComponentCluster] = []
        for (index, members) in groups.enumerated() where members.count > 1 {
            clusters.append(ComponentCluster(members: members, links: groupLinks[index].sorted { $0.score > $1.score }))
        }
        return (clusters, capped)
    }

    /// The indexes of `links` by connected component of the link graph, each component's
    /// links in their order in `links` (components are independent: their order does not
    /// matter).
    static func components(of links: [MatchLink], recordCount: Int) -> [ArraySlice<Int32>] {
        var sets = DisjointSets(count: recordCount)
        for link in links { sets.union(link.first, link.second) }
        let roots = links.map { Int32(sets.find($0.first)) }
        var starts = [Int32](repeating: 0, count: recordCount + 1)
        for root in roots { starts[Int(root) + 1] += 1 }
        for index in 0..<recordCount { starts[index + 1] += starts[index] }
        var next = starts
        var grouped = [Int32](repeating: 0, count: links.count)
        for (index, root) in roots.enumerated() {
            grouped[Int(next[Int(root)])] = Int32(index)
            next[Int(root)] += 1
        }
        var components: [ArraySlice<Int32>] = []
        for root in 0..<recordCount where starts[root] < starts[root + 1] {
            components.append(grouped[Int(starts[root])..<Int(starts[root + 1])])
        }
        return components
    }
}
