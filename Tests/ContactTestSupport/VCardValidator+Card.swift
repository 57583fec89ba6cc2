import ContactFormats

/// The frame of a card and how often it holds each property: RFC 2426 §5 (3.0: VERSION, N
/// and FN must be present) and RFC 6350 §3.3 and §6 (4.0: VERSION right after BEGIN, FN
/// `1*`, the `*1` properties at most once, instances that share an ALTID counting once).
extension VCardValidator {
    mutating func checkCard(_ card: [VCardValidatorProperty]) {
        guard let begin = card.first else { return }
        let line = begin.line
        let body = card.dropFirst().filter { !($0.name == "END" && $0.valueText.uppercased() == "VCARD") }
        let versions = body.filter { $0.name == "VERSION" }
        if versions.count != 1 {
            report(line, .card, "the card has \(versions.count) VERSION properties (one)")
        } else if versions[0].valueText != version.rawValue {
            report(versions[0].line, .card, "VERSION:\(versions[0].valueText) in a vCard \(version.rawValue) file")
        }
        if version == .v4_0 {
            if card.count < 2 || card[1].name != "VERSION" {
                report(line, .card, "VERSION is not the line right after BEGIN:VCARD (RFC 6350 §6.7.9)")
            }
            for property in card where property.group != nil && (property.name == "BEGIN" || property.name == "END") {
                report(property.line, .card, "\(property.name) has a group")
            }
        }
        if !body.contains(where: { $0.name == "FN" }) {
            report(line, .card, "the card has no FN")
        }
        if version == .v3_0, !body.contains(where: { $0.name == "N" }) {
            report(line, .card, "the card has no N (RFC 2426 §5)")
        }
        checkCardinality(Array(body))
        if version == .v4_0, body.contains(where: { $0.name == "MEMBER" }),
            !body.contains(where: { $0.name == "KIND" && $0.valueText.lowercased() == "group" })
        {
            report(line, .card, "MEMBER in a card whose KIND is not group (RFC 6350 §6.6.5)")
        }
        for property in body where property.name != "VERSION" {
            if property.name == "BEGIN" || property.name == "END" {
                report(property.line, .card, "\(property.name):\(property.valueText) inside a card")
                continue
            }
            checkProperty(property)
        }
    }

    /// Properties the version allows once, written more often.
    private mutating func checkCardinality(_ body: [VCardValidatorProperty]) {
        let table = VCardValidatorPropertyTable.properties(version)
        var seen: [String: Set<String>] = [:]
        for property in body {
            guard table[property.name]?.single == true else { continue }
            // 4.0: instances with the same ALTID are one property in several forms.
            let altID = version == .v4_0 ? property.values(of: "ALTID").first ?? "" : ""
            let key = altID.isEmpty ? "#\(property.line)" : altID
            let inserted = seen[property.name, default: []].insert(key).inserted
            if inserted, seen[property.name]?.count == 2 {
                report(property.line, .cardinality, "a second \(property.name) (vCard \(version.rawValue) allows one)")
            }
        }
    }
}
