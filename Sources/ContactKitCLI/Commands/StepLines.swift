import ContactKit

/// The lines the dedupe steps write, one JSON object per line, members in a fixed order (the
/// shapes are documented in the Deduplication article's "Dedupe steps" and in each step's
/// `--help`).
struct StepLines {
    private(set) var bytes: [UInt8] = []

    /// `{"record":N,"copy":"…","keys":[{"key":"…","whenOversized":"…"},…],"nameSplit":"…",
    /// "placeSplit":"…","nameKey":"…","terms":[…],"card":{…}}`: what `dedupe --emit-keys`
    /// writes per record.
    mutating func appendKeys(record: Int, copy: String, keys: RecordKeys, card: Contact) {
        text("{\"record\":\(record),\"copy\":")
        string(copy)
        text(",\"keys\":[")
        for (index, key) in keys.blockKeys.enumerated() {
            text(index == 0 ? "{\"key\":\"" : ",{\"key\":\"")
            text(Self.hexadecimal(key.value))
            text("\",\"whenOversized\":\"\(key.whenOversized.rawValue)\"}")
        }
        text("],\"nameSplit\":\"\(Self.hexadecimal(keys.nameSplit))\",\"placeSplit\":\"\(Self.hexadecimal(keys.placeSplit))\"")
        text(",\"nameKey\":\"\(Self.hexadecimal(keys.nameKey))\",\"terms\":[")
        for (index, term) in keys.terms.enumerated() {
            if index > 0 { text(",") }
            string(term)
        }
        text("],\"card\":")
        bytes += NDJSONWriter.object(of: card)
        text("}\n")
    }

    /// `{"pair":[A,B],"score":S,"link":true,"forbidden":false,"strongAgainst":false,
    /// "evidence":[{"field":"…","finding":"…","weight":W},…]}`: a scored pair. A weight that
    /// forbids the match is written `null`.
    mutating func appendScoredPair(_ pair: DedupeSlice.PairScore) {
        text("{\"pair\":[\(pair.first),\(pair.second)],\"score\":\(Self.number(pair.score)),\"link\":\(pair.isLink)")
        text(",\"forbidden\":\(pair.isForbidden),\"strongAgainst\":\(pair.isStrongAgainst),\"evidence\":[")
        for (index, evidence) in pair.evidence.enumerated() {
            text(index == 0 ? "{\"field\":" : ",{\"field\":")
            string(evidence.field)
            text(",\"finding\":")
            string(evidence.finding)
            text(",\"weight\":\(Self.number(evidence.weight))}")
        }
        text("]}\n")
    }

    /// `{"cluster":FIRST,"members":[…],"links":[{"pair":[A,B],"score":S},…]}`: one cluster of
    /// two or more records, named by its first record; `"capped":true` when the size cap
    /// held likely duplicates of it back.
    mutating func appendCluster(_ cluster: DuplicateCluster, capped: Bool) {
        text("{\"cluster\":\(cluster.members[0]),\"members\":[\(cluster.members.map(String.init).joined(separator: ","))],\"links\":[")
        for (index, link) in cluster.links.enumerated() {
            text((index == 0 ? "" : ",") + "{\"pair\":[\(link.first),\(link.second)],\"score\":\(Self.number(link.score))}")
        }
        text("]" + (capped ? ",\"capped\":true" : "") + "}\n")
    }

    /// `{"cluster":FIRST,"members":[…],"capped":true}` for a record left alone by the size cap.
    mutating func appendCappedSingle(_ record: Int) {
        text("{\"cluster\":\(record),\"members\":[\(record)],\"links\":[],\"capped\":true}\n")
    }

    /// `{"cluster":FIRST,"members":[…],"card":{…}}`: one cluster's merged card.
    mutating func appendMerged(cluster: Int, members: [Int], card: Contact) {
        text("{\"cluster\":\(cluster),\"members\":[\(members.map(String.init).joined(separator: ","))],\"card\":")
        bytes += NDJSONWriter.object(of: card)
        text("}\n")
    }

    private mutating func text(_ value: String) { bytes += value.utf8 }

    private mutating func string(_ value: String) { ReviewJSON.appendQuoted(value, to: &bytes) }

    /// A double as JSON: its shortest form that reads back the same; `null` when infinite.
    static func number(_ value: Double) -> String { value.isFinite ? "\(value)" : "null" }

    /// Sixteen lower-case hexadecimal digits.
    static func hexadecimal(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
