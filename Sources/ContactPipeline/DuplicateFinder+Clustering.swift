extension DuplicateFinder {
    /// Joins linked records into clusters that cannot chain: components of the link graph
    /// first, then, inside each, links strongest first, merging two groups only when no pair
    /// across them is cannot-link and the result stays within the size cap.
    func cluster(links: [MatchLink], scorer: PairScorer) -> DuplicateClusters {
        var components = DisjointSets(count: records.count)
        for link in links { components.union(link.first, link.second) }
        var linksByComponent: [Int: [MatchLink]] = [:]
        for link in links { linksByComponent[components.find(link.first), default: []].append(link) }

        var groups = DisjointSets(count: records.count)
        var groupMembers: [Int: [Int]] = [:]
        var acceptedLinks: [Int: [MatchLink]] = [:]
        for root in linksByComponent.keys.sorted() {
            var componentLinks = linksByComponent[root]!
            componentLinks.sort {
                $0.score != $1.score ? $0.score > $1.score
                    : ($0.first, $0.second) < ($1.first, $1.second)
            }
            for link in componentLinks {
                let leftRoot = groups.find(link.first)
                let rightRoot = groups.find(link.second)
                if leftRoot == rightRoot { continue }
                let leftMembers = groupMembers[leftRoot] ?? [link.first]
                let rightMembers = groupMembers[rightRoot] ?? [link.second]
                if leftMembers.count + rightMembers.count > configuration.maximumClusterSize { continue }
                var compatible = true
                outer: for left in leftMembers {
                    for right in rightMembers {
                        let (low, high) = left < right ? (left, right) : (right, left)
                        if scorer.score(low, high, evidence: nil).cannotLink {
                            compatible = false
                            break outer
                        }
                    }
                }
                guard compatible else { continue }
                groups.union(leftRoot, rightRoot)
                let newRoot = groups.find(leftRoot)
                groupMembers[leftRoot] = nil
                groupMembers[rightRoot] = nil
                groupMembers[newRoot] = leftMembers + rightMembers
                var merged = (acceptedLinks.removeValue(forKey: leftRoot) ?? [])
                    + (acceptedLinks.removeValue(forKey: rightRoot) ?? [])
                merged.append(link)
                acceptedLinks[newRoot] = merged
            }
        }

        var clusterOfRecord = [Int](repeating: -1, count: records.count)
        var clusters: [DuplicateCluster] = []
        var nextCluster = 0
        var clusterIndexOfRoot: [Int: Int] = [:]
        for record in 0..<records.count {
            let root = groups.find(record)
            if let members = groupMembers[root], members.count > 1 {
                if let existing = clusterIndexOfRoot[root] {
                    clusterOfRecord[record] = clusters[existing].members.isEmpty ? 0 : clusterOfRecord[clusters[existing].members[0]]
                    continue
                }
                clusterIndexOfRoot[root] = clusters.count
                var linksOfCluster = acceptedLinks[root] ?? []
                linksOfCluster.sort { $0.score > $1.score }
                clusters.append(DuplicateCluster(members: members.sorted(), links: linksOfCluster))
            }
            clusterOfRecord[record] = nextCluster
            nextCluster += 1
        }
        return DuplicateClusters(clusterOfRecord: clusterOfRecord, clusters: clusters)
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
