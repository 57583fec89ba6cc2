import ContactPipeline

extension ReviewPage {
    /// The page's data as JSON, escaped for an HTML script block (see ``ReviewJSON``):
    ///
    /// ```
    /// {"format":"contactkit-review","version":1,"book":"…","records":N,"threshold":p,
    ///  "uncertainBelow":0.99,"clusters":[{"n":3,"p":0.93,
    ///    "records":[{"id":"m1","fp":"…","name":"…","rows":[[field,label,value],…]},…],
    ///    "merged":[[field,label,value],…],
    ///    "links":[{"a":"m1","b":"m3","score":12.3,"p":0.99,"evidence":[["phone","same",10.2],…]}]},…]}
    /// ```
    func dataJSON() -> String {
        var json = "{\"format\":\"contactkit-review\",\"version\":1,\"book\":"
        ReviewJSON.appendQuoted(bookFingerprint, to: &json)
        json += ",\"records\":\(recordCount),\"threshold\":\(ReviewJSON.number(threshold))"
        json += ",\"uncertainBelow\":\(ReviewJSON.number(Self.uncertainBelow)),\"clusters\":["
        for (index, cluster) in clusters.enumerated() {
            if index > 0 { json += ",\n" }
            Self.append(cluster, to: &json)
        }
        json += "]}"
        return json
    }

    private static func append(_ cluster: Cluster, to json: inout String) {
        json += "{\"n\":\(cluster.number),\"p\":\(ReviewJSON.number(cluster.probability)),\"records\":["
        for (index, record) in cluster.records.enumerated() {
            if index > 0 { json += "," }
            json += "{\"id\":"
            ReviewJSON.appendQuoted(record.identifier, to: &json)
            json += ",\"fp\":"
            ReviewJSON.appendQuoted(record.fingerprint, to: &json)
            json += ",\"name\":"
            ReviewJSON.appendQuoted(record.name, to: &json)
            json += ",\"rows\":"
            append(record.rows, to: &json)
            json += "}"
        }
        json += "],\"merged\":"
        append(cluster.merged, to: &json)
        json += ",\"links\":["
        for (index, link) in cluster.links.enumerated() {
            if index > 0 { json += "," }
            json += "{\"a\":"
            ReviewJSON.appendQuoted(link.first, to: &json)
            json += ",\"b\":"
            ReviewJSON.appendQuoted(link.second, to: &json)
            json += ",\"score\":\(ReviewJSON.number(link.score)),\"p\":\(ReviewJSON.number(link.probability)),\"evidence\":["
            for (evidenceIndex, evidence) in link.evidence.enumerated() {
                if evidenceIndex > 0 { json += "," }
                json += "["
                ReviewJSON.appendQuoted(evidence.field, to: &json)
                json += ","
                ReviewJSON.appendQuoted(evidence.finding, to: &json)
                json += ",\(ReviewJSON.number(evidence.weight))]"
            }
            json += "]}"
        }
        json += "]}"
    }

    private static func append(_ rows: [ReviewFieldRows.Row], to json: inout String) {
        json += "["
        for (index, row) in rows.enumerated() {
            if index > 0 { json += "," }
            json += "["
            ReviewJSON.appendQuoted(row.field, to: &json)
            json += ","
            ReviewJSON.appendQuoted(row.label, to: &json)
            json += ","
            ReviewJSON.appendQuoted(row.value, to: &json)
            json += "]"
        }
        json += "]"
    }
}
