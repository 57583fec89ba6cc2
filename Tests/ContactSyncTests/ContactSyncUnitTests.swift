import ContactFormats
import ContactModel
import Foundation
import Testing

@testable import ContactSync
import ContactSupport

/// The parts of ContactSync that need no server: hashing, UIDs, netrc, XML answers, raw
/// cards, push planning.
@Suite struct ContactSyncUnitTests {
    @Test func sha1MatchesPythonHashlib() {
        // Values from Python's hashlib (an outside implementation).
        #expect(SHA1.hex(Array("abc".utf8)) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        #expect(SHA1.hex([UInt8](repeating: 0x61, count: 1000)) == "291e9a6c66994949b57ba5e650361e98fc36b1ba")
        #expect(SHA1.hex([UInt8]()) == "da39a3ee5e6b4b0d3255bfef95601890afd80709")
    }

    @Test func uuid5MatchesPythonUUID() {
        // Python: uuid.uuid5(UUID('6b0e1b35-7c1a-4e8f-9d52-3a41c06f2019'), 'hello').
        #expect(StableIdentifier.uuid5(Array("hello".utf8)) == "1eeeb04a-36fe-5e42-9285-52b1ec638171")
        #expect(StableIdentifier.uuid5(Array("BEGIN:VCARD".utf8)) == "4ec7a89e-f5f1-519d-8305-4dc83693bdc3")
    }

    @Test func ensuringUIDIsStableAndUniqueForCopies() {
        var first = StableIdentifier()
        var second = StableIdentifier()
        let contact = Contact(givenName: "Ada", familyName: "Example")
        let a = first.ensuringUID(contact).uid
        let b = first.ensuringUID(contact).uid
        #expect(a != nil && b != nil && a != b)
        #expect(second.ensuringUID(contact).uid == a)
        var withUID = contact
        withUID.uid = "keep-me"
        #expect(first.ensuringUID(withUID).uid == "keep-me")
    }

    @Test func netrcEntriesAndCredentials() {
        let netrc = """
            # comment
            machine dav.example.com login jane password s3cret
            machine other.example.com
              login bob
              password pw2
            default login anon password anonpw
            """
        let url = URL(string: "https://dav.example.com/")!
        #expect(Credentials.resolve(for: url, user: nil, environment: [:], netrcText: netrc) == Credentials(user: "jane", password: "s3cret"))
        #expect(
            Credentials.resolve(for: url, user: nil, environment: ["CONTACTKIT_PASSWORD": "env"], netrcText: netrc)
                == Credentials(user: "jane", password: "env"))
        #expect(
            Credentials.resolve(for: URL(string: "https://other.example.com/")!, user: "bob", environment: [:], netrcText: netrc)
                == Credentials(user: "bob", password: "pw2"))
        #expect(Credentials.resolve(for: URL(string: "https://x.example/")!, user: "zed", environment: [:], netrcText: netrc) == nil)
        #expect(!"\(Credentials(user: "a", password: "topsecret"))".contains("topsecret"))
    }

    @Test func multistatusKeepsPropertiesOfSuccessfulPropstatsOnly() throws {
        let xml = """
            <?xml version="1.0"?><multistatus xmlns="DAV:" xmlns:C="urn:ietf:params:xml:ns:carddav">
            <response><href>/alice/book/</href><propstat><prop><resourcetype><collection/><C:addressbook/></resourcetype>
            <displayname>Book &amp; Co</displayname></prop><status>HTTP/1.1 200 OK</status></propstat>
            <propstat><prop><getctag/></prop><status>HTTP/1.1 404 Not Found</status></propstat></response>
            <response><href>/alice/book/a.vcf</href><propstat><prop><getetag>"e1"</getetag>
            <C:address-data>BEGIN:VCARD&#13;
            FN:A &lt;b&gt;&#13;
            END:VCARD&#13;
            </C:address-data></prop><status>HTTP/1.1 200 OK</status></propstat></response>
            <response><href>/alice/book/gone.vcf</href><status>HTTP/1.1 404 Not Found</status></response>
            <sync-token>http://radicale.org/ns/sync/42</sync-token></multistatus>
            """
        let status = try DAVMultistatus(data: Data(xml.utf8))
        #expect(status.responses.count == 3)
        #expect(status.responses[0].properties["resourcetype"]?.childNames == ["collection", "addressbook"])
        #expect(status.responses[0].text("displayname") == "Book & Co")
        #expect(status.responses[0].properties["getctag"] == nil)
        #expect(status.responses[1].text("getetag") == "\"e1\"")
        #expect(status.responses[1].text("address-data")?.contains("FN:A <b>\r\n") == true)
        #expect(status.responses[2].status == 404)
        #expect(status.syncToken == "http://radicale.org/ns/sync/42")
        #expect(throws: DAVParseError.self) { try DAVMultistatus(data: Data("<multistatus><response>".utf8)) }
    }

    @Test func rawCardsSplitKeepsNestedAgentCardsAndNormalizesLineEnds() {
        let text = "junk\nBEGIN:VCARD\nVERSION:2.1\nAGENT:\nBEGIN:VCARD\nFN:Inner\nEND:VCARD\nFN:Outer\nEND:VCARD\r\nbegin:vcard\r\nFN:Two\r\nend:vcard"
        let cards = RawCards.split(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
        #expect(cards.count == 2)
        #expect(cards[0] == "BEGIN:VCARD\r\nVERSION:2.1\r\nAGENT:\r\nBEGIN:VCARD\r\nFN:Inner\r\nEND:VCARD\r\nFN:Outer\r\nEND:VCARD\r\n")
        #expect(cards[1] == "begin:vcard\r\nFN:Two\r\nend:vcard\r\n")
        #expect(RawCards.normalizingLineEnds("\nBEGIN:VCARD\nFN:A\rEND:VCARD\n\n") == Array("BEGIN:VCARD\r\nFN:A\r\nEND:VCARD\r\n".utf8))
    }

    @Test func fingerprintIgnoresFoldingAndLineEndsButNotContent() {
        let a = "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:1\r\nFN:Jane Doe\r\nN:Doe;Jane;;;\r\nEND:VCARD\r\n"
        let b = "BEGIN:VCARD\nVERSION:3.0\nUID:1\nFN:Jane\n  Doe\nN:Doe;Jane;;;\nEND:VCARD\n"
        let c = a.replacingOccurrences(of: "FN:Jane Doe", with: "FN:Jane Roe")
        #expect(CardFingerprint.of(vCard: Array(a.utf8)) == CardFingerprint.of(vCard: Array(b.utf8)))
        #expect(CardFingerprint.of(vCard: Array(a.utf8)) != CardFingerprint.of(vCard: Array(c.utf8)))
        #expect(CardFingerprint.of(vCard: Array("not a card".utf8)) == nil)
    }

    @Test func pushPlanSortsContactsIntoNewChangedUnchangedAndMissing() {
        let same = Contact(uid: "same", givenName: "Same")
        let changed = Contact(uid: "changed", givenName: "Changed")
        let state = SyncState(
            addressBook: "http://h/a/b/",
            cards: [
                .init(href: "/a/b/same.vcf", uid: "same", etag: "\"1\"", fingerprint: CardFingerprint.of(same)),
                .init(href: "/a/b/changed.vcf", uid: "changed", etag: "\"2\"", fingerprint: "old"),
                .init(href: "/a/b/gone.vcf", uid: "gone", etag: "\"3\"", fingerprint: "x"),
            ])
        var plan = PushPlan(state: state, bookPath: "/a/b/", force: false)
        plan.add(same)
        plan.add(changed)
        plan.add(Contact(uid: "new/one", givenName: "New"))
        plan.add(Contact(uid: "changed", givenName: "Duplicate"))
        plan.finish(deleteMissing: true)
        #expect(plan.unchangedCount == 1)
        #expect(plan.uploads.map(\.href) == ["/a/b/changed.vcf", "/a/b/\(StableIdentifier.uuid5(Array("new/one".utf8))).vcf"])
        #expect(plan.uploads.map(\.condition) == [.unchangedSince("\"2\""), .new])
        #expect(plan.deletions.map(\.href) == ["/a/b/gone.vcf"])
        #expect(plan.duplicateUIDs == ["changed"])
        var keeping = PushPlan(state: state, bookPath: "/a/b/", force: true)
        keeping.add(changed)
        keeping.finish(deleteMissing: false)
        #expect(keeping.deletions.isEmpty && keeping.keptMissing.count == 2)
        #expect(keeping.uploads.first?.condition == WriteCondition.none)
    }

    @Test func serverMessageIsOneShortLineWithoutMarkup() {
        let body = Data("<html><body><h1>Forbidden</h1>\n<p>no\u{1B}[31m access</p></body></html>".utf8)
        let message = CardDAVClient.message(body)
        #expect(message == "Forbidden no[31m access")
        #expect(CardDAVClient.message(Data(String(repeating: "x ", count: 500).utf8)).count <= 201)
    }
}
