import Foundation

/// The decisions file the review page downloads and `dedupe --decisions FILE` applies.
///
/// ```json
/// {"format":"contactkit-decisions","version":1,"book":"9c0e…","clusters":120,"undecided":2,
///  "decisions":[
///  {"cluster":3,"decision":"accept","records":[{"id":"m1","fingerprint":"5d1f…","merge":true},…]},
///  {"cluster":7,"decision":"split","records":[{"id":"a","fingerprint":"…","merge":true},{"id":"b","fingerprint":"…","merge":false},…],
///   "primary":{"name":"a","phone":"+1 415 555 0142","email":"odile@example.org"}},
///  {"cluster":9,"decision":"reject","records":[…]}
///  ]}
/// ```
///
/// A record is named by its identifier (UID, else 1-based position in the input, as in
/// `--clusters`) and the fingerprint of its content when the page was made
/// (``ContactFingerprint``). `accept` merges every record, `split` the records with
/// `"merge": true` (keeping the others apart from them and from each other), `reject` keeps
/// every record apart from the others (``Plan``); `clusters` and `undecided` count the page's
/// clusters and those left without a decision. An accepted or split cluster may say which
/// values survive in its merged card (``Primary``, each part optional).
///
/// The file is version 1 with or without `primary`: a contactkit that does not know it
/// merges as before, with the merge's own choice.
struct MergeDecisions: Equatable, Codable {
    /// One cluster's decision.
    struct Decision: Equatable, Codable {
        enum Verdict: String, Equatable, Codable {
            case accept, split, reject
        }
        var cluster: Int
        var decision: Verdict
        var records: [RecordReference]
        /// What survives in the merged card, when the reviewer chose (accept and split).
        var primary: Primary?
        /// The 1-based line of the decision in the file (for messages; not in the JSON).
        var line: Int?

        enum CodingKeys: String, CodingKey { case cluster, decision, records, primary }
    }

    /// The values a reviewer chose to survive in a merged card: `name` is the identifier of
    /// the record whose name the card takes; `phone` and `email` are values as a merged
    /// record holds them (as read, before any normalization), which come first in the card,
    /// marked preferred. The other values are kept as without a choice.
    struct Primary: Equatable, Codable {
        var name: String?
        var phone: String?
        var email: String?
    }

    /// A record as the page saw it.
    struct RecordReference: Equatable, Codable {
        var id: String
        var fingerprint: String
        /// Whether the record is merged with the others (for `split`; `accept` merges all).
        var merge: Bool?
    }

    var format: String
    var version: Int
    var book: String?
    var clusters: Int?
    var undecided: Int?
    var decisions: [Decision]

    /// The format name and the version this tool reads.
    static let formatName = "contactkit-decisions"
    static let supportedVersion = 1

    /// Reads and checks a decisions file; a file that cannot be read exits with 66, one that
    /// is not a decisions file with 64, naming the file and what is wrong.
    static func load(path: String) throws(CommandFailure) -> MergeDecisions {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure(.noInput, "cannot read decisions file '\(path)'")
        }
        return try parse(data, path: path)
    }

    /// Parses a decisions file's bytes (`path` names it in messages).
    static func parse(_ data: Data, path: String) throws(CommandFailure) -> MergeDecisions {
        var decisions: MergeDecisions
        do {
            decisions = try JSONDecoder().decode(MergeDecisions.self, from: data)
        } catch let error as DecodingError {
            throw CommandFailure(.usage, "\(path): not a decisions file: \(describe(error))")
        } catch {
            throw CommandFailure(.usage, "\(path): not a decisions file: \(error)")
        }
        guard decisions.format == formatName else {
            throw CommandFailure(.usage, "\(path): not a decisions file: format is '\(decisions.format)', not '\(formatName)'")
        }
        guard decisions.version == supportedVersion else {
            throw CommandFailure(
                .usage, "\(path): decisions file version \(decisions.version) is not supported (this contactkit reads version \(supportedVersion))")
        }
        let lines = decisionLines(in: [UInt8](data))
        if lines.count == decisions.decisions.count {
            for index in decisions.decisions.indices { decisions.decisions[index].line = lines[index] }
        }
        return decisions
    }

    /// A decoding error in a sentence: what is wrong, and where (`decisions[2].records`).
    static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }.description
        }
        switch error {
        case .dataCorrupted(let context):
            let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
            return context.codingPath.isEmpty ? "invalid JSON" + (underlying.map { " (\($0))" } ?? "") : "invalid value at \(path(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "missing '\(key.stringValue)'" + (context.codingPath.isEmpty ? "" : " in \(path(context.codingPath))")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong type at \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    /// The line of each object directly inside the top-level `decisions` array, in order: the
    /// objects at nesting depth 3 (the file's object, the array, the decision), found on the
    /// bytes with strings skipped.
    static func decisionLines(in bytes: [UInt8]) -> [Int] {
        var lines: [Int] = []
        var line = 1, depth = 0, inString = false, escaped = false
        for byte in bytes {
            if byte == 0x0A { line += 1 }
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                continue
            }
            switch byte {
            case 0x22: inString = true
            case 0x7B, 0x5B:
                depth += 1
                if depth == 3 && byte == 0x7B { lines.append(line) }
            case 0x7D, 0x5D: depth -= 1
            default: break
            }
        }
        return lines
    }
}
