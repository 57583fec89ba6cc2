import ContactTestSupport
import Foundation
import Testing

/// `sync` (issue 34 item 5) run as the built binary against a real Radicale: every address
/// book of the account into a folder, a two-way sync of a file with a conflict kept for the
/// user, and a vdir whose new file is sent and renamed after its card.
@Suite(.enabled(if: RadicaleServer.shouldRun, "radicale is not installed (apt-get install radicale)"))
struct SyncCommandTests {
    let environment = ["CONTACTKIT_PASSWORD": RadicaleServer.password, "HOME": CardDAVCommandTests.emptyHome]

    func card(_ uid: String, _ name: String) -> String {
        "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(name)\r\nN:\(name);;;;\r\nEMAIL:\(uid)@example.com\r\nEND:VCARD\r\n"
    }

    @Test func allBooksThenATwoWaySyncWithAConflictKeptForTheUser() throws {
        let server = try RadicaleServer()
        try server.storeAddressBook("work", displayName: "Work", cards: (1...3).map { (file: "w\($0).vcf", vCard: card("w\($0)", "Worker \($0)")) })
        try server.storeAddressBook("family", displayName: "Family", cards: (1...2).map { (file: "f\($0).vcf", vCard: card("f\($0)", "Kin \($0)")) })
        let directory = try TemporaryDirectory()
        let url = server.rootURL.absoluteString
        let common = ["--user", RadicaleServer.user, "--timeout", "300"]

        let all = try ToolProcess.run(["sync", "books", url, "--all"] + common, in: directory.url, environment: environment)
        #expect(all.status == 0, "\(all.standardError)")
        #expect(all.standardError.contains("synced 'Work' with books/work.vcf: 3 received, 0 created, 0 updated, 0 deleted on the server"))
        #expect(directory.read("books/family.vcf")?.components(separatedBy: "BEGIN:VCARD").count == 3)
        #expect(directory.read("books/work.vcf.sync.json")?.contains("/alice/work/w1.vcf") == true)

        // Ours: w1 edited, w3 edited; theirs: w2 and w3 edited.
        var text = directory.read("books/work.vcf")!
        text = text.replacingOccurrences(of: "FN:Worker 1", with: "FN:Worker One").replacingOccurrences(of: "FN:Worker 3", with: "FN:Our Worker 3")
        try directory.write("books/work.vcf", text)
        try server.put(card("w2", "Their Worker 2"), book: "work", file: "w2.vcf")
        try server.put(card("w3", "Their Worker 3"), book: "work", file: "w3.vcf")
        let sync = ["sync", "books/work.vcf", url, "--address-book", "Work"] + common

        let dry = try ToolProcess.run(sync + ["--dry-run"], in: directory.url, environment: environment)
        #expect(dry.status == 0, "\(dry.standardError)")
        #expect(dry.standardError.contains("dry run, nothing changed: synced 'Work' with books/work.vcf: 1 received, 0 created, 1 updated"))
        #expect(directory.read("books/work.vcf") == text)

        let asked = try ToolProcess.run(sync, in: directory.url, environment: environment)
        #expect(asked.status == 0, "\(asked.standardError)")
        #expect(asked.standardError.contains("warning: UID 'w3' was changed here and on the server since the last sync: both versions kept here"))
        #expect(asked.standardError.contains("[sync-conflict]"))
        let after = directory.read("books/work.vcf") ?? ""
        #expect(after.contains("FN:Worker One") && after.contains("FN:Their Worker 2"))
        #expect(after.contains("FN:Our Worker 3") && after.contains("FN:Their Worker 3"))
        #expect(try server.get(book: "work", file: "w1.vcf")?.contains("FN:Worker One") == true)
        #expect(try server.get(book: "work", file: "w3.vcf")?.contains("FN:Their Worker 3") == true)

        // The user keeps ours: the next sync sends it.
        let kept = after.components(separatedBy: "BEGIN:VCARD").filter { !$0.isEmpty && !$0.contains("FN:Their Worker 3") }
        try directory.write("books/work.vcf", kept.map { "BEGIN:VCARD" + $0 }.joined())
        let resolved = try ToolProcess.run(sync, in: directory.url, environment: environment)
        #expect(resolved.status == 0, "\(resolved.standardError)")
        #expect(resolved.standardError.contains("0 received, 0 created, 1 updated, 0 deleted on the server"))
        #expect(try server.get(book: "work", file: "w3.vcf")?.contains("FN:Our Worker 3") == true)
        for output in [all, asked, resolved] { #expect(!output.standardError.contains(RadicaleServer.password)) }
        #expect(directory.read("books/work.vcf.sync.json")?.contains(RadicaleServer.password) == false)
    }

    @Test func aVdirSendsANewFileAndTakesTheServersDeletions() throws {
        let server = try RadicaleServer()
        try server.storeAddressBook("book", displayName: "Book", cards: (1...3).map { (file: "p\($0).vcf", vCard: card("p\($0)", "Person \($0)")) })
        let directory = try TemporaryDirectory()
        let sync = ["sync", "cards/", server.rootURL.absoluteString, "--user", RadicaleServer.user, "--timeout", "300", "--conflict", "server"]
        let first = try ToolProcess.run(sync, in: directory.url, environment: environment)
        #expect(first.status == 0, "\(first.standardError)")
        #expect(directory.names(in: "cards").filter { $0.hasSuffix(".vcf") } == ["p1.vcf", "p2.vcf", "p3.vcf"])

        try directory.write("cards/new.vcf", card("n1", "New Person"))
        let (deleted, _, _) = try server.request("DELETE", server.bookURL("book").appendingPathComponent("p2.vcf"))
        #expect(deleted == 200 || deleted == 204)
        let second = try ToolProcess.run(sync, in: directory.url, environment: environment)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardError.contains("1 received, 1 created, 0 updated, 0 deleted on the server"))
        #expect(directory.names(in: "cards").filter { $0.hasSuffix(".vcf") } == ["n1.vcf", "p1.vcf", "p3.vcf"])
        #expect(server.storedFiles(book: "book") == ["n1.vcf", "p1.vcf", "p3.vcf"])
    }

    /// A local card in another character set than UTF-8 keeps its bytes through a sync: the
    /// local side was read as UTF-8 text, so a Latin-1 byte came back as U+FFFD.
    @Test func aLocalCardInLatin1KeepsItsBytes() throws {
        let server = try RadicaleServer()
        try server.storeAddressBook("book", displayName: "Book", cards: [(file: "p1.vcf", vCard: card("p1", "Person 1"))])
        let directory = try TemporaryDirectory()
        let sync = ["sync", "book.vcf", server.rootURL.absoluteString, "--user", RadicaleServer.user, "--timeout", "300"]
        let first = try ToolProcess.run(sync, in: directory.url, environment: environment)
        #expect(first.status == 0, "\(first.standardError)")
        let latin1 = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nUID:l1\r\nN;CHARSET=ISO-8859-1:Mart".utf8) + [0xED]
            + Array("nez;Jos".utf8) + [0xE9] + Array("\r\nFN;CHARSET=ISO-8859-1:Jos".utf8) + [0xE9]
            + Array(" Mart".utf8) + [0xED] + Array("nez\r\nEND:VCARD\r\n".utf8)
        let pulled = try Data(contentsOf: directory.url.appendingPathComponent("book.vcf"))
        try (pulled + Data(latin1)).write(to: directory.url.appendingPathComponent("book.vcf"))

        let second = try ToolProcess.run(sync, in: directory.url, environment: environment)
        #expect(second.status == 0, "\(second.standardError)")
        #expect(second.standardError.contains("0 received, 1 created, 0 updated, 0 deleted on the server"))
        #expect(try server.get(book: "book", file: "l1.vcf")?.contains("José Martínez") == true)
        let after = try Data(contentsOf: directory.url.appendingPathComponent("book.vcf"))
        #expect(after == Data(latin1) + pulled, "the cards in href order, each byte for byte")
    }
}
