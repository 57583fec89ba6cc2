import Foundation

/// The dedupe steps composed as an engine composes them (`Integrations/spark`), on one
/// machine: the book cut into parts each keyed by `dedupe --emit-keys`, exact copies, term
/// counts, blocks (oversized ones split as the finder splits them), `score-pairs`,
/// components, `cluster`, `unify`. Gives the merged book and the clusters CSV
/// `dedupe --params` would write.
struct DedupeStepComposer {
    let directory: TemporaryDirectory
    let parametersPath: String
    let region: String

    /// A key line of `--emit-keys`: its number in the book, the parsed line and the card's text.
    struct KeyedRecord {
        var number: Int
        var keys: [String: Any]
        var card: String
    }

    func run(_ arguments: [String], input: String) throws -> [String] {
        let result = try ToolProcess.run(arguments + ["--region", region], in: directory.url, input: input)
        guard result.status == 0 else { throw Failure(message: "\(arguments[0]) exited \(result.status): \(result.standardError)") }
        return result.standardOutput.split(separator: "\n").map(String.init)
    }

    struct Failure: Error { var message: String }

    static func cardText(_ line: String) -> String {
        let start = line.range(of: ",\"card\":")!.upperBound
        return String(line[start..<line.index(before: line.endIndex)])
    }

    static func recordLine(_ number: Int, card: String, frequencies: [String: [Int]]? = nil, cluster: Int? = nil) -> String {
        var head = "{\"record\":\(number)"
        if let cluster { head += ",\"cluster\":\(cluster)" }
        if let frequencies {
            let data = try! JSONSerialization.data(withJSONObject: frequencies, options: [.sortedKeys])
            head += ",\"frequencies\":" + String(decoding: data, as: UTF8.self)
        }
        return head + ",\"card\":" + card + "}"
    }

    /// Composes the steps over `book` (NDJSON lines) cut into `parts`.
    func compose(_ book: [String], parts: Int) throws -> (merged: String, clustersCSV: String) {
        let model = try JSONSerialization.jsonObject(with: Data(directory.read(parametersPath)!.utf8)) as! [String: Any]
        let maximumBlock = (model["maximumBlockSize"] as! NSNumber).intValue
        let window = (model["oversizedBlockWindow"] as! NSNumber).intValue
        var records: [KeyedRecord] = []
        let size = (book.count + parts - 1) / parts
        for start in stride(from: 0, to: book.count, by: size) {
            let lines = try run(["dedupe", "--emit-keys", "--from", "ndjson"], input: book[start..<min(start + size, book.count)].joined(separator: "\n") + "\n")
            let offset = records.count
            for line in lines {
                let keys = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
                records.append(KeyedRecord(number: (keys["record"] as! NSNumber).intValue + offset, keys: keys, card: Self.cardText(line)))
            }
        }
        // Exact copies: the first record of each content stands for the others.
        var firstOfCopy: [String: Int] = [:]
        var copies: [Int: [Int]] = [:]
        for record in records {
            let first = firstOfCopy[record.keys["copy"] as! String, default: record.number]
            firstOfCopy[record.keys["copy"] as! String] = first
            if first != record.number { copies[first, default: []].append(record.number) }
        }
        let representatives = records.filter { firstOfCopy[$0.keys["copy"] as! String] == $0.number }
        var uses: [String: Int] = [:]
        var names: [String: Set<String>] = [:]
        for record in representatives {
            for term in record.keys["terms"] as! [String] {
                uses[term, default: 0] += 1
                names[term, default: []].insert(record.keys["nameKey"] as! String)
            }
        }
        var recordLines: [Int: String] = [:]
        for record in representatives {
            let terms = record.keys["terms"] as! [String]
            recordLines[record.number] = Self.recordLine(
                record.number, card: record.card, frequencies: Dictionary(terms.map { ($0, [uses[$0]!, names[$0]!.count]) }, uniquingKeysWith: { a, _ in a }))
        }
        // Blocks and their pairs.
        var blocks: [String: [(Int, UInt64, UInt64)]] = [:]
        for record in representatives {
            let nameSplit = UInt64(record.keys["nameSplit"] as! String, radix: 16)!
            let placeSplit = UInt64(record.keys["placeSplit"] as! String, radix: 16)!
            for key in record.keys["keys"] as! [[String: String]] {
                blocks[key["key"]! + " " + key["whenOversized"]!, default: []].append((record.number, nameSplit, placeSplit))
            }
        }
        var pairs = Set<[Int]>()
        for (name, members) in blocks {
            pairs.formUnion(Self.pairs(of: members, rule: String(name.split(separator: " ")[1]), maximum: maximumBlock, window: window))
        }
        let scoring = ["--params", parametersPath, "--book-size", String(representatives.count)]
        let pairLines = pairs.sorted { $0.lexicographicallyPrecedes($1) }.map { "{\"pair\":[\($0[0]),\($0[1])]}" }
        let links = try run(["score-pairs", "--links-only"] + scoring, input: (Array(recordLines.values) + pairLines).joined(separator: "\n") + "\n")
            .map { ((try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any])["pair"] as! [NSNumber]).map(\.intValue) }
        // Components (union–find), then each clustered by `cluster` (all in one input).
        var parent: [Int: Int] = [:]
        func find(_ x: Int) -> Int {
            var x = x
            while let p = parent[x], p != x { x = p }
            return x
        }
        for link in links {
            for record in link where parent[record] == nil { parent[record] = record }
            parent[find(link[0])] = find(link[1])
        }
        let clusterInput = parent.keys.sorted().map { recordLines[$0]! } + links.map { "{\"pair\":[\($0[0]),\($0[1])]}" }
        var clusters = try run(["cluster"] + scoring, input: clusterInput.joined(separator: "\n") + "\n").compactMap { line -> [Int]? in
            let members = ((try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any])["members"] as! [NSNumber]).map(\.intValue)
            return members.count > 1 ? members : nil
        }
        // Copies join their representative's cluster; representatives alone with copies get one.
        let clustered = Set(clusters.flatMap { $0 })
        clusters = clusters.map { members in members.flatMap { [$0] + (copies[$0] ?? []) }.sorted() }
        for (first, its) in copies where !clustered.contains(first) { clusters.append(([first] + its).sorted()) }
        clusters.sort { $0[0] < $1[0] }
        let cards = Dictionary(uniqueKeysWithValues: records.map { ($0.number, $0.card) })
        let unifyInput = clusters.flatMap { members in members.map { Self.recordLine($0, card: cards[$0]!, cluster: members[0]) } }
        var merged: [Int: String] = [:]
        for line in try run(["unify"], input: unifyInput.joined(separator: "\n") + "\n") {
            let cluster = ((try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any])["cluster"] as! NSNumber).intValue
            merged[cluster] = Self.cardText(line)
        }
        var clusterOf: [Int: Int] = [:]
        for members in clusters { for member in members { clusterOf[member] = members[0] } }
        var output = ""
        var csv = "record,cluster\n"
        var numbers: [Int: Int] = [:]
        for record in records {
            let first = clusterOf[record.number] ?? record.number
            if numbers[first] == nil { numbers[first] = numbers.count + 1 }
            let card = try JSONSerialization.jsonObject(with: Data(record.card.utf8)) as! [String: Any]
            csv += "\((card["uid"] as? String) ?? String(record.number)),\(numbers[first]!)\n"
            if record.number == first { output += (merged[first] ?? record.card) + "\n" }
        }
        return (output, csv)
    }

    /// The pairs of one block as the finder makes them (see `DuplicateFinder+Blocking.swift`).
    static func pairs(of members: [(Int, UInt64, UInt64)], rule: String, maximum: Int, window: Int) -> [[Int]] {
        let sorted = members.sorted { $0.0 < $1.0 }
        func all(_ group: [Int]) -> [[Int]] {
            group.indices.flatMap { i in group.indices.filter { $0 > i }.map { [group[i], group[$0]] } }
        }
        if sorted.count <= maximum { return all(sorted.map(\.0)) }
        if rule == "leave-out" { return [] }
        let byName = rule == "split-by-name"
        let keyed = sorted.map { (byName ? $0.1 : $0.2, $0.0) }.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
        var pairs: [[Int]] = []
        var start = 0
        while start < keyed.count {
            var end = start + 1
            while end < keyed.count && keyed[end].0 == keyed[start].0 { end += 1 }
            let group = keyed[start..<end].map(\.1)
            if group.count <= maximum {
                if byName || keyed[start].0 != 0 { pairs += all(group) }
            } else {
                for left in group.indices {
                    for right in (left + 1)..<min(group.count, left + 1 + window) {
                        pairs.append([min(group[left], group[right]), max(group[left], group[right])])
                    }
                }
            }
            start = end
        }
        return pairs
    }
}
