import ContactModel
import ContactTestSupport
import Foundation
import Testing

@testable import ContactSync

/// A push keeps the cards it will send in memory only up to a limit and in a temporary file
/// past it (issue 34: a first push of a whole book must not hold the book), and every card
/// reaches the server byte for byte wherever it was kept.
@Suite struct CardSpoolTests {
    static func contacts(_ count: Int) -> [Contact] {
        (0..<count).map { index in
            var contact = Contact()
            contact.uid = "spool-\(index)"
            contact.givenName = "Person\(index)"
            contact.familyName = String(repeating: "Long", count: index + 1)
            contact.note = String(repeating: "note \(index) ", count: 40)
            return contact
        }
    }

    static func plan(_ contacts: [Contact], memoryLimit: Int) -> PushPlan {
        var plan = PushPlan(state: SyncState(addressBook: "http://127.0.0.1/book/"), bookPath: "/book/", force: false)
        plan.spool = CardSpool(memoryLimit: memoryLimit)
        for contact in contacts { plan.add(contact) }
        plan.finish(deleteMissing: false)
        return plan
    }

    @Test func cardsPastTheLimitGoToTheFileAndReadBackTheSame() throws {
        let contacts = Self.contacts(6)
        let inMemory = Self.plan(contacts, memoryLimit: 16 << 20)
        let firstSize = try inMemory.uploads[0].bytes.count
        let spooled = Self.plan(contacts, memoryLimit: firstSize + 10)
        #expect(inMemory.uploads.allSatisfy { if case .memory = $0.place { true } else { false } })
        #expect(spooled.uploads.map(\.place).filter { if case .file = $0 { true } else { false } }.count == 5)
        for (kept, expected) in zip(spooled.uploads, inMemory.uploads) {
            #expect(try kept.bytes == expected.bytes)
        }
    }

    @Test func aSpooledPushSendsEveryCardByteForByte() throws {
        let received = FileManager.default.temporaryDirectory.appendingPathComponent("spool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: received, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: received) }
        let server = try HostileServer("""
            def answer(connection, head, body):
                if head.startswith(b"PUT"):
                    name = head.split(b" ")[1].split(b"/")[-1].decode()
                    with open("\(received.path)/" + name, "wb") as out:
                        out.write(body)
                    send(connection, "201 Created", "", 'ETag: "1"\\r\\n')
                else:
                    send(connection, "207 Multi-Status", '\(HostileServer.book("/book/"))')
            """)
        defer { server.stop() }
        let client = HostileServer.client()
        let book = try CardDAVClient.choose(nil, among: client.addressBooks(at: server.url("/book/")))
        let contacts = Self.contacts(8)
        var plan = PushPlan(state: SyncState(addressBook: book.url.absoluteString), bookPath: "/book/", force: false)
        plan.spool = CardSpool(memoryLimit: 0)
        for contact in contacts { plan.add(contact) }
        plan.finish(deleteMissing: false)
        let expected = Self.plan(contacts, memoryLimit: 16 << 20)

        let (_, report) = try BookPush(client: client, book: book).run(plan)

        #expect(report.created.count == 8 && report.conflicts.isEmpty)
        for upload in expected.uploads {
            let name = String(upload.href.split(separator: "/").last ?? "")
            let sent = try Data(contentsOf: received.appendingPathComponent(name))
            #expect([UInt8](sent) == (try upload.bytes), "\(name)")
        }
    }
}
