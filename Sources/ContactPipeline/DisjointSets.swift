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
