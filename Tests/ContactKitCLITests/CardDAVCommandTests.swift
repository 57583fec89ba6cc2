import ContactTestSupport
import Foundation
import Testing

/// `pull`, `push` and `address-books` run as the built binary against a real Radicale (and
/// a tiny broken server for the dropped connection).
@Suite(.enabled(if: RadicaleServer.shouldRun, "radicale is not installed (apt-get install radicale)"))
struct CardDAVCommandTests {
    /// A home folder with no `.netrc`: a path that does not exist, under the system's
    /// temporary folder (never `/`, where anything created would outlive the test).
    static let emptyHome = FileManager.default.temporaryDirectory
        .appendingPathComponent("contactkit-no-home-\(UUID().uuidString)").path
    let environment = ["CONTACTKIT_PASSWORD": RadicaleServer.password, "HOME": CardDAVCommandTests.emptyHome]

    func card(_ uid: String, _ name: String) -> String {
        "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(name)\r\nN:\(name);;;;\r\nEMAIL:\(uid)@example.com\r\nEND:VCARD\r\n"
    }

    @Test func pullEditPushRoundTripThroughTheBinary() throws {
        let server = try RadicaleServer()
        try server.storeAddressBook(
            "book", displayName: "Book", cards: (1...4).map { (file: "p\($0).vcf", vCard: card("p\($0)", "Person \($0)")) })
        let directory = try TemporaryDirectory()
        let url = server.rootURL.absoluteString
        let listed = try ToolProcess.run(["address-books", url, "--user", RadicaleServer.user, "--timeout", "300"], in: directory.url, environment: environment)
        #expect(listed.status == 0)
        #expect(listed.standardOutput == "Book\t\(server.bookURL("book").absoluteString)\n")

        let pulled = try ToolProcess.run(["pull", url, "--user", RadicaleServer.user, "--timeout", "300", "-o", "book.vcf"], in: directory.url, environment: environment)
        #expect(pulled.status == 0, "\(pulled.standardError)")
        #expect(pulled.standardError.contains("pulled 4 cards of 'Book'"))
        #expect(directory.read("book.vcf")?.components(separatedBy: "BEGIN:VCARD").count == 5)
        #expect(directory.read("book.vcf.sync.json")?.contains("\"href\" : \"/alice/book/p1.vcf\"") == true)
        #expect(!pulled.standardError.contains(RadicaleServer.password))

        // Edit: change p2, drop p3, add one without UID.
        var text = directory.read("book.vcf")!
        text = text.replacingOccurrences(of: "FN:Person 2", with: "FN:Person Two")
        let cards = text.components(separatedBy: "BEGIN:VCARD").filter { !$0.isEmpty && !$0.contains("UID:p3") }
        text = cards.map { "BEGIN:VCARD" + $0 }.joined() + "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:New One\r\nN:One;New;;;\r\nEND:VCARD\r\n"
        try directory.write("edited.vcf", text)
        let push = ["push", "edited.vcf", url, "--user", RadicaleServer.user, "--timeout", "300", "--state", "book.vcf.sync.json"]

        let dry = try ToolProcess.run(push + ["--delete-missing", "--dry-run"], in: directory.url, environment: environment)
        #expect(dry.status == 0)
        let dryLines = dry.standardError.split(separator: "\n").map(String.init)
        #expect(dryLines.first?.hasPrefix("would delete ") == true && dryLines.first?.contains("p3.vcf") == true)
        #expect(dry.standardError.contains("dry run, nothing sent: 1 created, 1 updated, 1 deleted, 2 unchanged"))
        #expect(server.storedFiles(book: "book") == ["p1.vcf", "p2.vcf", "p3.vcf", "p4.vcf"])

        let withoutDelete = try ToolProcess.run(push, in: directory.url, environment: environment)
        #expect(withoutDelete.status == 0, "\(withoutDelete.standardError)")
        #expect(withoutDelete.standardError.contains("pushed: 1 created, 1 updated, 0 deleted, 2 unchanged; 1 card(s) on the server match no contact"))
        #expect(server.storedFiles(book: "book").count == 5)

        let withDelete = try ToolProcess.run(push + ["--delete-missing"], in: directory.url, environment: environment)
        #expect(withDelete.status == 0)
        #expect(withDelete.standardError.contains("pushed: 0 created, 0 updated, 1 deleted, 4 unchanged"))
        #expect(!server.storedFiles(book: "book").contains("p3.vcf"))
        #expect(try server.get(book: "book", file: "p2.vcf")?.contains("FN:Person Two") == true)

        // Incremental pull into a vdir, then the vdir is an input like a file.
        let vdir = try ToolProcess.run(["pull", url, "--user", RadicaleServer.user, "--timeout", "300", "--output-dir", "cards"], in: directory.url, environment: environment)
        #expect(vdir.status == 0, "\(vdir.standardError)")
        #expect(directory.names(in: "cards").filter { $0.hasSuffix(".vcf") }.count == 4)
        let listedCards = try ToolProcess.run(["convert", "cards", "--to", "ndjson"], in: directory.url)
        #expect(listedCards.status == 0, "\(listedCards.standardError)")
        #expect(listedCards.standardOutput.split(separator: "\n").count == 4)
    }

    /// A pull with nothing changed on the server reuses every card of the previous output,
    /// read back from its file (a vCard file or a vdir) only when asked, byte for byte.
    @Test func aSecondPullReusesEveryCardReadBackFromThePreviousOutput() throws {
        let server = try RadicaleServer()
        try server.storeAddressBook(
            "book", displayName: "Book", cards: (1...4).map { (file: "p\($0).vcf", vCard: card("p\($0)", "Person \($0)")) })
        let directory = try TemporaryDirectory()
        let url = server.rootURL.absoluteString
        for target in [["-o", "book.vcf"], ["--output-dir", "cards"]] {
            let pull = ["pull", url, "--user", RadicaleServer.user, "--timeout", "300"] + target
            let first = try ToolProcess.run(pull, in: directory.url, environment: environment)
            #expect(first.status == 0, "\(first.standardError)")
            let read = { target[0] == "-o" ? directory.read("book.vcf") : directory.names(in: "cards").sorted().map { directory.read("cards/" + $0) ?? "" }.joined() }
            let before = read()
            let second = try ToolProcess.run(pull, in: directory.url, environment: environment)
            #expect(second.status == 0, "\(second.standardError)")
            #expect(second.standardError.contains("0 fetched, 4 unchanged"), "\(second.standardError)")
            #expect(read() == before && before?.isEmpty == false)
        }
    }

    @Test func aWrongPasswordExitsWith77AndPrintsNoPassword() throws {
        let server = try RadicaleServer()
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(
            ["pull", server.rootURL.absoluteString, "--user", RadicaleServer.user, "--timeout", "300", "-o", "out.vcf"], in: directory.url,
            environment: ["CONTACTKIT_PASSWORD": "not-the-password-xyz", "HOME": CardDAVCommandTests.emptyHome])
        #expect(result.status == 77)
        #expect(result.standardError.contains("refused the login"))
        #expect(!result.standardError.contains("not-the-password-xyz"))
        #expect(directory.names().isEmpty)
    }

    @Test func aPasswordInTheURLIsRefused() throws {
        let directory = try TemporaryDirectory()
        let result = try ToolProcess.run(["address-books", "http://jane:secret@127.0.0.1:9/"], in: directory.url)
        #expect(result.status == 64)
        #expect(!result.standardError.contains("secret@"))
    }

    @Test func aServerThatDropsTheConnectionMidPullLeavesNoOutput() throws {
        let server = try ScriptedHTTPServer(script: """
            BOOK = '<multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav"><response><href>/book/</href><propstat><prop><resourcetype><collection/><C:addressbook/></resourcetype><displayname>Book</displayname></prop><status>HTTP/1.1 200 OK</status></propstat></response></multistatus>'
            LIST = '<multistatus xmlns="DAV:"><response><href>/book/a.vcf</href><propstat><prop><getetag>"1"</getetag></prop><status>HTTP/1.1 200 OK</status></propstat></response><sync-token>t1</sync-token></multistatus>'
            def answer(connection, head, body):
                if b"addressbook-multiget" in body:
                    partial = '<multistatus xmlns="DAV:"><response><href>/book/a.vcf</href><propstat><prop><C:address-data xmlns:C="urn:ietf:params:xml:ns:carddav">BEGIN:VCARD\\r\\nFN:Half'
                    connection.sendall(b"HTTP/1.1 207 Multi-Status\\r\\nContent-Type: application/xml\\r\\nContent-Length: 100000\\r\\n\\r\\n" + partial.encode())
                    return
                text = LIST if b"sync-collection" in body else BOOK
                connection.sendall(("HTTP/1.1 207 Multi-Status\\r\\nContent-Type: application/xml\\r\\nContent-Length: %d\\r\\nConnection: close\\r\\n\\r\\n%s" % (len(text), text)).encode())
            """)
        defer { server.stop() }
        let port = server.port

        let directory = try TemporaryDirectory()
        try directory.write("book.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Old\r\nEND:VCARD\r\n")
        let result = try ToolProcess.run(
            ["pull", "http://127.0.0.1:\(port)/book/", "-o", "book.vcf", "--timeout", "20"], in: directory.url,
            environment: ["HOME": CardDAVCommandTests.emptyHome])
        #expect(result.status == 69, "\(result.standardError)")
        #expect(result.standardError.contains("cannot reach") || result.standardError.contains("unexpected answer"))
        // The old output is untouched; no temporary file and no state are left.
        #expect(directory.read("book.vcf") == "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Old\r\nEND:VCARD\r\n")
        #expect(directory.names() == ["book.vcf"])
    }
}
