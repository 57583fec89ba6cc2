import ContactPipeline

extension ReviewPage {
    /// The page's data as JSON, escaped for an HTML script block (see ``ReviewJSON``):
    ///
    /// ```
    /// {"format":"contactkit-review","version":1,"book":"…","records":N,"threshold":p,
    ///  "uncertainBelow":0.99,"total":N,"uncertain":N,"escaped":[[0,31],…],"letterFolding":{"ø":"o",…},"clusters":[{"n":3,"p":0.93,
    ///    "records":[{"id":"m1","fp":"…","name":"…","rows":[[field,label,value],…],"phones":[0,-1],"emails":[1]},…],
    ///    "merged":[[field,label,value],…],"names":{"1":[0,[field,label,value],2,…]},
    ///    "links":[{"a":"m1","b":"m3","score":12.3,"p":0.99,"evidence":[["phone","same",10.2],…]},
    ///             {"a":"m2","b":"m3","role":"weakest pair","score":-3.1,…}]},…],
    ///  "carried":[{"cluster":3,"decision":"reject","records":[{"id":"…","fingerprint":"…","merge":false},…]},
    ///             {"cluster":5,"decision":"accept","records":[…],"primary":{"phone":"…"}},…]}
    /// ```
    ///
    /// A record's `phones` and `emails` give, for each of its phone numbers and e-mail
    /// addresses, which of the merged card's it became (-1: none), and `names` the merged
    /// rows when a record's name is chosen (``Cluster/nameChoices``: a number is a row of
    /// `merged`), so the page shows the merged card as the choices make it.
    ///
    /// `carried` holds the decisions of an earlier review that still apply (``carried``), as
    /// the decisions file has them (with their choice of surviving values, `primary`): the
    /// page writes them into its download first.
    ///
    /// `clusters` holds the first ``firstClusters`` clusters only; `total` and `uncertain`
    /// count them all. The others follow the page's script in a second block
    /// (``moreDataJSON()``), so the page draws its first screen before the browser has read
    /// the rest of a large book (issue 33: usable in 300 ms on 10,000 clusters).
    func dataJSON() -> [UInt8] {
        var json: [UInt8] = []
        json += "{\"format\":\"contactkit-review\",\"version\":1,\"book\":".utf8
        ReviewJSON.appendQuoted(bookFingerprint, to: &json)
        json += ",\"records\":\(recordCount),\"threshold\":\(ReviewJSON.number(threshold))".utf8
        json += ",\"uncertainBelow\":\(ReviewJSON.number(Self.uncertainBelow)),".utf8
        let uncertain = clusters.reduce(0) { $0 + ($1.probability < Self.uncertainBelow ? 1 : 0) }
        json += "\"total\":\(clusters.count),\"uncertain\":\(uncertain),".utf8
        appendTextRules(to: &json)
        json += ",\"clusters\":[".utf8
        for (index, cluster) in clusters.prefix(Self.firstClusters).enumerated() {
            if index > 0 { json += ",\n".utf8 }
            Self.append(cluster, to: &json)
        }
        json += "],\"carried\":[".utf8
        for (index, decision) in carried.enumerated() {
            if index > 0 { json += ",\n".utf8 }
            json += "{\"cluster\":\(decision.cluster),\"decision\":".utf8
            ReviewJSON.appendQuoted(decision.decision.rawValue, to: &json)
            json += ",\"records\":[".utf8
            for (recordIndex, record) in decision.records.enumerated() {
                if recordIndex > 0 { json += ",".utf8 }
                json += "{\"id\":".utf8
                ReviewJSON.appendQuoted(record.id, to: &json)
                json += ",\"fingerprint\":".utf8
                ReviewJSON.appendQuoted(record.fingerprint, to: &json)
                json += ",\"merge\":\(record.merge ?? (decision.decision == .accept))}".utf8
            }
            json += "]".utf8
            if let primary = decision.primary { Self.append(primary, to: &json) }
            json += "}".utf8
        }
        json += "]}".utf8
        return json
    }

    /// The clusters in the page's first data block: enough for the first screens.
    static let firstClusters = 50

    /// The clusters after the first ``firstClusters``, `{"clusters":[…]}`, for the block after
    /// the script; nil when there are none.
    func moreDataJSON() -> [UInt8]? {
        guard clusters.count > Self.firstClusters else { return nil }
        var json: [UInt8] = Array("{\"clusters\":[".utf8)
        for (index, cluster) in clusters.dropFirst(Self.firstClusters).enumerated() {
            if index > 0 { json += ",\n".utf8 }
            Self.append(cluster, to: &json)
        }
        json += "]}".utf8
        return json
    }

    /// `,"primary":{"name":…,"phone":…,"email":…}` with the parts a decision has.
    private static func append(_ primary: MergeDecisions.Primary, to json: inout [UInt8]) {
        json += ",\"primary\":{".utf8
        var first = true
        for (key, value) in [("name", primary.name), ("phone", primary.phone), ("email", primary.email)] {
            guard let value else { continue }
            if !first { json += ",".utf8 }
            first = false
            ReviewJSON.appendQuoted(key, to: &json)
            json += ":".utf8
            ReviewJSON.appendQuoted(value, to: &json)
        }
        json += "}".utf8
    }

    /// The text rules the page shares with `list`, `show` and `--search`, so each lives in
    /// one table: `escaped`, the scalar ranges shown as `\u{…}` (`String.escapedScalars`,
    /// line breaks and tabs aside), and `letterFolding`, the letters the name filter folds
    /// beyond case and accents (`ContactSearch.letterFolding`).
    private func appendTextRules(to json: inout [UInt8]) {
        json += "\"escaped\":[".utf8
        json += String.escapedScalars.map { "[\($0.first),\($0.last)]" }.joined(separator: ",").utf8
        json += "],\"letterFolding\":{".utf8
        for (index, pair) in ContactSearch.letterFolding.sorted(by: { $0.key.value < $1.key.value }).enumerated() {
            if index > 0 { json += ",".utf8 }
            ReviewJSON.appendQuoted(String(pair.key), to: &json)
            json += ":".utf8
            ReviewJSON.appendQuoted(pair.value, to: &json)
        }
        json += "}".utf8
    }

    private static func append(_ cluster: Cluster, to json: inout [UInt8]) {
        json += "{\"n\":\(cluster.number),\"p\":\(ReviewJSON.number(cluster.probability)),\"records\":[".utf8
        for (index, record) in cluster.records.enumerated() {
            if index > 0 { json += ",".utf8 }
            json += "{\"id\":".utf8
            ReviewJSON.appendQuoted(record.identifier, to: &json)
            json += ",\"fp\":".utf8
            ReviewJSON.appendQuoted(record.fingerprint, to: &json)
            json += ",\"name\":".utf8
            ReviewJSON.appendQuoted(record.name, to: &json)
            json += ",\"rows\":".utf8
            append(record.rows, to: &json)
            for (key, targets) in [("phones", record.phoneTargets), ("emails", record.emailTargets)] where !targets.isEmpty {
                json += ",\"\(key)\":[".utf8
                json += targets.map { String($0 ?? -1) }.joined(separator: ",").utf8
                json += "]".utf8
            }
            json += "}".utf8
        }
        json += "],\"merged\":".utf8
        append(cluster.merged, to: &json)
        if !cluster.nameChoices.isEmpty {
            json += ",\"names\":{".utf8
            for (index, choice) in cluster.nameChoices.sorted(by: { $0.key < $1.key }).enumerated() {
                json += "\(index > 0 ? "," : "")\"\(choice.key)\":[".utf8
                for (rowIndex, row) in choice.value.enumerated() {
                    if rowIndex > 0 { json += ",".utf8 }
                    switch row {
                    case .same(let position): json += String(position).utf8
                    case .other(let row): append([row], to: &json, bare: true)
                    }
                }
                json += "]".utf8
            }
            json += "}".utf8
        }
        json += ",\"links\":[".utf8
        for (index, link) in cluster.links.enumerated() {
            if index > 0 { json += ",".utf8 }
            json += "{\"a\":".utf8
            ReviewJSON.appendQuoted(link.first, to: &json)
            json += ",\"b\":".utf8
            ReviewJSON.appendQuoted(link.second, to: &json)
            if let role = link.role {
                json += ",\"role\":".utf8
                ReviewJSON.appendQuoted(role, to: &json)
            }
            json += ",\"score\":\(ReviewJSON.number(link.score)),\"p\":\(ReviewJSON.number(link.probability)),\"evidence\":[".utf8
            for (evidenceIndex, evidence) in link.evidence.enumerated() {
                if evidenceIndex > 0 { json += ",".utf8 }
                json += "[".utf8
                ReviewJSON.appendQuoted(evidence.field, to: &json)
                json += ",".utf8
                ReviewJSON.appendQuoted(evidence.finding, to: &json)
                json += ",\(ReviewJSON.number(evidence.weight))]".utf8
            }
            json += "]}".utf8
        }
        json += "]}".utf8
    }

    /// `[[field,label,value],…]`; with `bare`, the rows without the outer brackets.
    private static func append(_ rows: [ReviewFieldRows.Row], to json: inout [UInt8], bare: Bool = false) {
        if !bare { json += "[".utf8 }
        for (index, row) in rows.enumerated() {
            if index > 0 { json += ",".utf8 }
            json += "[".utf8
            ReviewJSON.appendQuoted(row.field, to: &json)
            json += ",".utf8
            ReviewJSON.appendQuoted(row.label, to: &json)
            json += ",".utf8
            ReviewJSON.appendQuoted(row.value, to: &json)
            json += "]".utf8
        }
        if !bare { json += "]".utf8 }
    }
}
