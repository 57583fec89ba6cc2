import Foundation
import Testing

/// The dedupe steps (`dedupe --emit-keys`, `--estimate-only`, `--params`, `score-pairs`,
/// `cluster`, `unify`): composed they give what `dedupe --params` gives; each reports bad
/// lines with their line numbers and goes on.
@Suite struct DedupeStepsTests {
    /// A synthetic book (our own people): duplicates with nicknames, typos and missing
    /// values, exact copies, namesakes, organizations, and sixty people behind one
    /// switchboard number (a block larger than the finder's maximum, split by name).
    static func book() -> String {
        let given = ["Robert", "Anna", "Maria", "Jonas", "Ilse", "Kenji", "Amara", "Tomasz", "Lucia", "Pieter", "Sanne", "Oskar"]
        let nicknames = ["Robert": "Bob", "Anna": "Annie", "Maria": "Mia", "Jonas": "Jo", "Tomasz": "Tomek"]
        let family = ["Vandermeer", "Okafor", "Lindqvist", "Takahashi", "Brennan", "Kowalczyk", "Moreau", "Haddad", "Rossi", "Falk"]
        var cards: [String] = []
        func card(_ lines: [String]) { cards.append((["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD"]).joined(separator: "\r\n") + "\r\n") }
        for person in 0..<120 {
            let g = given[person % given.count], f = family[(person * 7) % family.count] + (person % 3 == 0 ? "" : "\(person % 5)")
            let mobile = String(format: "+1 415 555 %04d", 1000 + person)
            let email = "\(g.lowercased()).\(f.lowercased())@example.org"
            let birthday = String(format: "19%02d-%02d-%02d", 50 + person % 40, 1 + person % 12, 1 + person % 28)
            let street = "\(10 + person) Harbour Road;Springfield;;\(94000 + person % 50);US"
            card(["UID:p\(person)", "FN:\(g) \(f)", "N:\(f);\(g);;;", "TEL;TYPE=CELL:\(mobile)", "EMAIL:\(email)", "BDAY:\(birthday)", "ADR;TYPE=HOME:;;\(street)"])
            switch person % 6 {
            case 0:  // the same person under a nickname, without the birthday
                card(["FN:\(nicknames[g] ?? g) \(f)", "N:\(f);\(nicknames[g] ?? g);;;", "TEL:\(mobile)", "EMAIL:\(email)"])
            case 1:  // a typo in the family name, another email
                card(["UID:p\(person)-b", "FN:\(g) \(f)e", "N:\(f)e;\(g);;;", "TEL;TYPE=CELL:\(mobile)", "EMAIL:\(g.lowercased())@example.net", "BDAY:\(birthday)"])
            case 2:  // an exact copy under another UID, and a namesake with other values
                card(["UID:p\(person)-copy", "FN:\(g) \(f)", "N:\(f);\(g);;;", "TEL;TYPE=CELL:\(mobile)", "EMAIL:\(email)", "BDAY:\(birthday)", "ADR;TYPE=HOME:;;\(street)"])
                card(["FN:\(g) \(f)", "N:\(f);\(g);;;", "TEL;TYPE=CELL:+1 415 555 \(String(format: "%04d", 8000 + person))", "BDAY:1999-12-0\(1 + person % 9)"])
            default: break
            }
        }
        for person in 0..<60 {  // one switchboard, sixty people
            let g = given[(person * 5) % given.count], f = family[person % family.count] + "s\(person)"
            card(["FN:\(g) \(f)", "N:\(f);\(g);;;", "ORG:Harbour Logistics", "TEL;TYPE=WORK:+1 415 555 9000", "EMAIL:\(g.lowercased()).\(f.lowercased())@harbour.example"])
        }
        for (index, name) in ["Harbour Café", "Harbour Cafe", "Rossi Bakery", "Rossi Bakery (Main Street)", "Falk & Sons"].enumerated() {
            card(["FN:\(name)", "ORG:\(name)", "X-ABShowAs:COMPANY", "TEL;TYPE=WORK:+1 415 555 77\(index / 2)0", "ADR;TYPE=WORK:;;\(5 + index / 2) Pier Street;Springfield;;94100;US"])
        }
        return cards.joined()
    }

    /// The book as NDJSON lines, and a model estimated from it, in `directory`.
    static func prepare(_ directory: TemporaryDirectory) throws -> [String] {
        _ = try directory.write("book.vcf", book())
        let converted = try ToolProcess.run(["convert", "book.vcf", "-o", "book.ndjson", "--quiet"], in: directory.url)
        #expect(converted.status == 0)
        let estimated = try ToolProcess.run(
            ["dedupe", "book.ndjson", "--estimate-only", "--params-out", "p.json", "--region", "US"], in: directory.url)
        #expect(estimated.status == 0, "\(estimated.standardError)")
        return directory.read("book.ndjson")!.split(separator: "\n").map(String.init)
    }

    @Test func composedStepsGiveTheClustersAndCardsOfDedupe() throws {
        let directory = try TemporaryDirectory()
        let book = try Self.prepare(directory)
        let single = try ToolProcess.run(
            ["dedupe", "book.ndjson", "--params", "p.json", "--region", "US", "-o", "single.ndjson", "--clusters", "single.csv", "--quiet"],
            in: directory.url)
        #expect(single.status == 0)
        let composer = DedupeStepComposer(directory: directory, parametersPath: "p.json", region: "US")
        let composed = try composer.compose(book, parts: 3)
        let singleCSV = directory.read("single.csv")!
        #expect(composed.clustersCSV == singleCSV)
        #expect(composed.merged == directory.read("single.ndjson")!)
        // The book has merges, copies and the oversized switchboard block.
        let clusters = Set(singleCSV.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[1] })
        #expect(clusters.count < book.count - 40)
    }

    @Test func aModelOfTheSameBookChangesNothing() throws {
        let directory = try TemporaryDirectory()
        _ = try Self.prepare(directory)
        let estimating = try ToolProcess.run(["dedupe", "book.ndjson", "--region", "US", "--clusters", "a.csv"], in: directory.url)
        let applying = try ToolProcess.run(
            ["dedupe", "book.ndjson", "--region", "US", "--clusters", "b.csv", "--params", "p.json"], in: directory.url)
        #expect(estimating.status == 0 && applying.status == 0)
        #expect(estimating.standardOutput == applying.standardOutput)
        #expect(directory.read("a.csv") == directory.read("b.csv"))
        // Estimating again writes the same bytes: every weight reads back exactly.
        _ = try ToolProcess.run(["dedupe", "book.ndjson", "--estimate-only", "--params-out", "q.json", "--region", "US"], in: directory.url)
        #expect(directory.read("q.json") == directory.read("p.json"))
    }

    @Test func emitKeysCardsReadBackAsTheBook() throws {
        let directory = try TemporaryDirectory()
        let book = try Self.prepare(directory)
        let keys = try ToolProcess.run(["dedupe", "book.ndjson", "--emit-keys", "--region", "US", "-o", "keys.ndjson"], in: directory.url)
        #expect(keys.status == 0)
        let lines = directory.read("keys.ndjson")!.split(separator: "\n").map(String.init)
        #expect(lines.count == book.count)
        #expect(lines.map(DedupeStepComposer.cardText) == book)
        for (index, line) in lines.enumerated() {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            #expect((object["record"] as! NSNumber).intValue == index + 1)
            #expect((object["keys"] as! [Any]).isEmpty == false)
        }
    }

    @Test func badLinesAreReportedWithTheirLineNumbersAndTheRestIsScored() throws {
        let directory = try TemporaryDirectory()
        _ = try Self.prepare(directory)
        let card = #"{"schema":"contactkit/1","givenName":"Ilse","familyName":"Vandermeer","phoneNumbers":[{"label":"mobile","value":"+14155550142"}]}"#
        let input = [
            "{\"record\":1,\"frequencies\":{\"given:ilse\":[1,1],\"family:vandermeer\":[2,1]},\"card\":\(card)}",
            "not json",
            "{\"record\":2,\"card\":\(card)}",
            "{\"record\":3,\"frequencies\":{\"given:ilse\":[1,1]},\"card\":\(card)}",
            "{\"pair\":[1,3]}",
            "{\"pair\":[1,9]}",
            "{\"pair\":[1,1]}",
            "{\"record\":1,\"frequencies\":{},\"card\":{\"schema\":\"contactkit/1\"}}",
        ].joined(separator: "\n") + "\n"
        let result = try ToolProcess.run(["score-pairs", "--params", "p.json", "--book-size", "400", "--region", "US"], in: directory.url, input: input)
        #expect(result.status == 0)
        let errors = result.standardError
        #expect(errors.contains("<stdin>:2: warning: not JSON"))
        #expect(errors.contains("<stdin>:3: warning: \"frequencies\" must be an object of term: [uses, names]; line skipped [invalid-step-line]"))
        #expect(errors.contains("<stdin>:4: warning: record 3 has no frequency for 'family:vandermeer'; counted as used once [missing-frequency]"))
        #expect(errors.contains("<stdin>:6: warning: pair 1, 9: no record line for 9; pair skipped [unknown-record]"))
        #expect(errors.contains("<stdin>:7: warning: \"pair\" must be two different record numbers"))
        #expect(errors.contains("<stdin>:8: warning: record 1 was given before with other content; line skipped [repeated-record]"))
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("{\"pair\":[1,3],\"score\":") == true)
        let strict = try ToolProcess.run(["score-pairs", "--params", "p.json", "--book-size", "400", "--strict"], in: directory.url, input: input)
        #expect(strict.status == 1)
    }

    @Test func unifyMergesEachClusterInRecordOrder() throws {
        let directory = try TemporaryDirectory()
        let card = { (uid: String, phone: String) in
            "{\"schema\":\"contactkit/1\",\"uid\":\"\(uid)\",\"givenName\":\"Ilse\",\"familyName\":\"Vandermeer\",\"phoneNumbers\":[{\"label\":\"mobile\",\"value\":\"\(phone)\"}]}"
        }
        let input = [
            "{\"record\":7,\"cluster\":4,\"card\":\(card("b", "+1 415 555 0142"))}",
            "{\"record\":4,\"cluster\":4,\"card\":\(card("a", "(415) 555-0143"))}",
            "{\"record\":9,\"card\":\(card("c", "+14155550144"))}",
        ].joined(separator: "\n") + "\n"
        let result = try ToolProcess.run(["unify", "--region", "US"], in: directory.url, input: input)
        #expect(result.status == 0)
        #expect(result.standardError.contains("<stdin>:3: warning: \"cluster\" must be an integer from 1; line skipped [invalid-step-line]"))
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 1)
        let line = String(lines[0])
        #expect(line.hasPrefix("{\"cluster\":4,\"members\":[4,7],\"card\":{\"schema\":\"contactkit/1\",\"uid\":\"a\""))
        #expect(line.contains("+14155550143") && line.contains("+14155550142"))
        #expect(line.contains("X-CONTACTKIT-MERGED"))
    }

    @Test(arguments: [
        (["score-pairs", "--book-size", "3"], "score-pairs needs --params P.json"),
        (["cluster", "--book-size", "0"], "cluster needs --params P.json"),
        (["score-pairs", "--params", "p.json", "--book-size", "3"], "p.json: not a dedupe parameters file"),
        (["dedupe", "--estimate-only"], "--estimate-only and --params-out FILE go together"),
        (["dedupe", "--params", "p.json", "--precision", "high"], "--params gives the precision"),
        (["dedupe", "--emit-keys", "--dry-run"], "--emit-keys and --estimate-only write no contacts"),
    ])
    func usageErrorsExit64(arguments: [String], message: String) throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write("p.json", #"{"format":"contactkit-dedupe-parameters","version":1}"#)
        let result = try ToolProcess.run(arguments, in: directory.url, input: "")
        #expect(result.status == 64)
        #expect(result.standardError.contains(message))
    }

    @Test func aParametersFileFromAnotherVersionIsRefused() throws {
        let directory = try TemporaryDirectory()
        _ = try Self.prepare(directory)
        var text = directory.read("p.json")!
        text = text.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2")
        _ = try directory.write("v2.json", text)
        let result = try ToolProcess.run(["dedupe", "book.ndjson", "--params", "v2.json"], in: directory.url)
        #expect(result.status == 64)
        #expect(result.standardError.contains("v2.json: version 2 is not supported"))
        let missing = try ToolProcess.run(["dedupe", "book.ndjson", "--params", "none.json"], in: directory.url)
        #expect(missing.status == 66)
    }
}
