extension DuplicateFinder {
    /// Joins linked records into clusters that cannot chain: components of the link graph
    /// first, then, inside each, links strongest first, merging two groups only when no pair
    /// across them is cannot-link and the result stays within the size cap.
    func cluster(links: [MatchLink], scorer: PairScorer) -> DuplicateClusters {
        var groups = DisjointSets(count: records.count)
        // Each group's members and accepted links, kept at its root.
        var groupMembers = [[Int]](repeating: [], count: records.count)
        var acceptedLinks = [[MatchLink]](repeating: [], count: records.count)
        // A record of each group a link could not join because of the size cap.
        var cappedRecords: [Int] = []
        for component in Self.components(of: links, recordCount: records.count) {
            // Strongest first; the pair breaks ties, so the order is total.
            let componentLinks = component.map { links[Int($0)] }.sorted {
                $0.score != $1.score ? $0.score > $1.score : ($0.first, $0.second) < ($1.first, $1.second)
            }
            for link in componentLinks {
                let leftRoot = groups.find(link.first)
                let rightRoot = groups.find(link.second)
                if leftRoot == rightRoot { continue }
                let leftMembers = groupMembers[leftRoot].isEmpty ? [link.first] : groupMembers[leftRoot]
                let rightMembers = groupMembers[rightRoot].isEmpty ? [link.second] : groupMembers[rightRoot]
                if leftMembers.count + rightMembers.count > configuration.maximumClusterSize {
                    cappedRecords.append(link.first)
                    continue
                }
                var compatible = true
                outer: for left in leftMembers {
                    for right in rightMembers {
                        let (low, high) = left < right ? (left, right) : (right, left)
                        // Evidence against (a negative score) keeps two groups apart as
                        // surely as a veto: "John" and "Jane" never meet through "J.".
                        let score = scorer.score(low, high, evidence: nil)
                        if score.cannotLink || score.value < 0 {
                            compatible = false
                            break outer
                        }
                    }
                }
                guard compatible else { continue }
                groups.union(leftRoot, rightRoot)
                let newRoot = groups.find(leftRoot)
                var merged = acceptedLinks[leftRoot] + acceptedLinks[rightRoot]
                merged.append(link)
                groupMembers[leftRoot] = []
                groupMembers[rightRoot] = []
                acceptedLinks[leftRoot] = []
                acceptedLinks[rightRoot] = []
                groupMembers[newRoot] = leftMembers + rightMembers
                acceptedLinks[newRoot] = merged
            }
        }

        var clusterOfRecord = [Int](repeating: -1, count: records.count)
        var clusters: [DuplicateCluster] = []
        var nextCluster = 0
        var clusterIndexOfRoot = [Int32](repeating: -1, count: records.count)
        for record in 0..<records.count {
            let root = groups.find(record)
            if groupMembers[root].count > 1 {
                let existing = clusterIndexOfRoot[root]
                if existing >= 0 {
                    clusterOfRecord[record] = clusterOfRecord[clusters[Int(existing)].members[0]]
                    continue
                }
                clusterIndexOfRoot[root] = Int32(clusters.count)
                var linksOfCluster = acceptedLinks[root]
                linksOfCluster.sort { $0.score > $1.score }
                clusters.append(DuplicateCluster(members: groupMembers[root].sorted(), links: linksOfCluster))
            }
            clusterOfRecord[record] = nextCluster
            nextCluster += 1
        }
        var result = DuplicateClusters(clusterOfRecord: clusterOfRecord, clusters: clusters)
        var seen = Set<Int>()
        for record in cappedRecords {
            let first = groupMembers[groups.find(record)].min() ?? record
            if seen.insert(first).inserted { result.cappedClusters.append(first) }
        }
        result.cappedClusters.sort()
        return result
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

/// Union–find over record indexes, with path halving and union by size.
struct DisjointSets {
    private var parent: [Int32]
    private var size: [Int32]

    init(count: Int) {
        parent = (0..<count).map { Int32($0) }
        size = [Int32](repeating: 1, count: count)
    }

    mutating func find(_ element: Int) -> Int {
        var current = Int32(element)
        while parent[Int(current)] != current {
            parent[Int(current)] = parent[Int(parent[Int(current)])]
            current = parent[Int(current)]
        }
        return Int(current)
    }

    mutating func union(_ left: Int, _ right: Int) {
        var leftRoot = find(left)
        var rightRoot = find(right)
        guard leftRoot != rightRoot else { return }
        if size[leftRoot] < size[rightRoot] { swap(&leftRoot, &rightRoot) }
        parent[rightRoot] = Int32(leftRoot)
        size[leftRoot] += size[rightRoot]
    }
}
